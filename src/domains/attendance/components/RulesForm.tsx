/**
 * An owner's attendance rules being edited: time zone (the browser's IANA names offered), the
 * working weekdays as toggles, the working day, grace, the check-in and check-out windows, the
 * holiday calendar and make-up working days (DateList, with .ics import). The shared rule
 * (`checkDayRules`) checks it before it is sent and marks every problem on its field; a field
 * the server refuses is marked the same way. Revert puts back what was loaded.
 */
import { useId, useMemo, useState, type ReactNode } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button } from '#platform/ui/Button.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { DateField } from '#platform/ui/DateField.tsx'
import { apiFor } from '#platform/store/api.ts'
import { cn } from '#platform/ui/cn.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { checkDayRules } from '../logic/memberDay.ts'
import { RULE_PROBLEM_MESSAGES } from '../messages/ruleProblems.ts'
import {
  createAttendanceApi,
  MAX_APPLY_BACK_DAYS,
  MAX_GRACE_MINUTES,
  type AttendanceRules,
  type DayRules,
  type RuleProblem,
  type SigninScope,
} from '../contract.ts'
import { DateList } from './DateList.tsx'
import { RuleScopes } from './RuleScopes.tsx'
import { useWeekdayNames } from '../hooks/useWeekdayNames.ts'

type Field = RuleProblem['field']

export interface RulesFormProps {
  apiBase: string
  /** The organisation, or null for the tenant's rules. */
  orgId: number | null
  initial: DayRules
  /** The scopes `initial.scopeIds` names (the rules' `scopes` as read). */
  initialScopes: readonly SigninScope[]
  onSaved(rules: AttendanceRules): void
  /** Shown beside Save (e.g. Cancel, or Follow the rules above again). */
  actions?: ReactNode
}

/** `rules` naming `scopes` (undefined: each organisation's own). */
const naming = ({ scopeIds: _, ...rules }: DayRules, scopes: readonly SigninScope[] | undefined): DayRules =>
  scopes ? { ...rules, scopeIds: scopes.map((s) => s.id) } : rules

/** The zones this browser knows, for the time zone's suggestions. */
const zones = (): string[] => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [])

export function RulesForm({ apiBase, orgId, initial, initialScopes, onSaved, actions }: RulesFormProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const api = apiFor(apiBase, createAttendanceApi)
  const weekdays = useWeekdayNames()
  const zoneList = useMemo(() => zones(), [])
  const [rules, setRules] = useState<DayRules>(initial)
  // The scopes the rules name, with their names for the chips (undefined: each organisation's own).
  const startScopes = initial.scopeIds ? initialScopes : undefined
  const [scopes, setScopes] = useState(startScopes)
  const [grace, setGrace] = useState(String(initial.graceMinutes))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  // The stored days from this date on are decided again under the new rules (today: only from now).
  const [[today, earliest]] = useState(() => [0, MAX_APPLY_BACK_DAYS].map((back) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10)))
  const [applyFrom, setApplyFrom] = useState(today)
  const [applyError, setApplyError] = useState<string | undefined>()
  const changed =
    JSON.stringify({ ...naming(rules, scopes), graceMinutes: grace }) !==
    JSON.stringify({ ...naming(initial, startScopes), graceMinutes: String(initial.graceMinutes) })

  const saving = useMutation((next: DayRules) => api.saveRules(orgId, next, applyFrom === today ? undefined : applyFrom), {
    fallback: t`The rules could not be saved.`,
    success: msg`The attendance rules are saved.`,
    // The members' scopes follow the rules.
    invalidates: [attendanceKeys.rules(apiBase), attendanceKeys.scopes(apiBase)],
    onSuccess: onSaved,
    onError: (found) => {
      if (found.field && found.field in FIELD_NAMES) setErrors({ [found.field as Field]: found.message })
      else if (found.field === 'applyFrom') setApplyError(found.message)
      else setProblem(found.message)
    },
  })

  const edit = (change: Partial<DayRules>, ...fields: Field[]) => {
    setRules((r) => ({ ...r, ...change }))
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f as Field))))
  }
  const save = async () => {
    const graceMinutes = /^\d+$/.test(grace.trim()) ? Number(grace.trim()) : Number.NaN
    const next = naming({ ...rules, timeZone: rules.timeZone.trim(), graceMinutes }, scopes)
    const found = checkDayRules(next)
    setProblem(null)
    setErrors(Object.fromEntries(found.reverse().map((p) => [p.field, i18n._(RULE_PROBLEM_MESSAGES[p.problem])])))
    if (found.length === 0) await saving.run(next)
  }

  const time = (label: string, field: Field, value: string, set: (v: string) => void) => (
    <TextField label={label} type="time" required value={value} error={errors[field]} onChange={(e) => set(e.target.value)} name={field} />
  )
  const section = (title: string, children: ReactNode) => (
    <fieldset className="grid min-w-0 content-start gap-3 rounded-md border border-line p-3">
      <legend className="px-1 font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  )

  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label={t`Attendance rules`}
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
    >
      <div className="grid gap-4 xl:grid-cols-2">
        {section(
          t`Week`,
          <>
            <TextField
              label={t`Time zone`}
              name="timeZone"
              required
              list={`${id}-zones`}
              value={rules.timeZone}
              error={errors.timeZone}
              hint={t`An IANA name, such as Asia/Shanghai: every time and date below is read in it.`}
              onChange={(e) => edit({ timeZone: e.target.value }, 'timeZone')}
            />
            <datalist id={`${id}-zones`}>
              {zoneList.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
            <div className="grid gap-1">
              <span id={`${id}-days`} className="font-medium text-ink">{t`Working days`}</span>
              <div role="group" aria-labelledby={`${id}-days`} className="flex flex-wrap gap-1.5">
                {weekdays.map((name, i) => {
                  const day = i + 1
                  const on = rules.workingDays.includes(day)
                  return (
                    <button
                      key={day}
                      type="button"
                      aria-pressed={on}
                      data-weekday={day}
                      onClick={() =>
                        edit(
                          { workingDays: on ? rules.workingDays.filter((d) => d !== day) : [...rules.workingDays, day].sort((a, b) => a - b) },
                          'workingDays',
                        )
                      }
                      className={cn(
                        'h-[var(--sw-control-h)] min-w-12 cursor-pointer rounded-control border px-2 font-medium focus-visible:outline-2 focus-visible:outline-primary',
                        on ? 'border-primary bg-primary-strong text-white' : 'border-line bg-surface text-ink hover:border-primary',
                      )}
                    >
                      {name}
                    </button>
                  )
                })}
              </div>
              {errors.workingDays && <p className="text-minor text-danger">{errors.workingDays}</p>}
            </div>
          </>,
        )}
        {section(
          t`The working day`,
          <div className="grid grid-cols-2 gap-3">
            {time(t`Starts`, 'start', rules.start, (start) => edit({ start }, 'start', 'end', 'checkIn.from'))}
            {time(t`Ends`, 'end', rules.end, (end) => edit({ end }, 'end', 'checkOut.until'))}
            <TextField
              className="col-span-2 max-w-48"
              label={t`Grace (minutes)`}
              name="graceMinutes"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_GRACE_MINUTES}
              required
              value={grace}
              error={errors.graceMinutes}
              onChange={(e) => {
                setGrace(e.target.value)
                setErrors(({ graceMinutes: _, ...rest }) => rest)
              }}
            />
            <p className="col-span-2 -mt-1 text-minor text-muted">{t`Arriving within the grace after the start is on time, and so is leaving within it before the end.`}</p>
          </div>,
        )}
        {section(
          t`Check-in window`,
          <div className="grid grid-cols-2 gap-3">
            {time(t`Opens`, 'checkIn.from', rules.checkIn.from, (from) => edit({ checkIn: { ...rules.checkIn, from } }, 'checkIn.from'))}
            {time(t`Closes`, 'checkIn.until', rules.checkIn.until, (until) => edit({ checkIn: { ...rules.checkIn, until } }, 'checkIn.until', 'checkIn.from'))}
            <p className="col-span-2 text-minor text-muted">{t`The first check-in in this window is the arrival; without one, the day is absent once it closes.`}</p>
          </div>,
        )}
        {section(
          t`Check-out window`,
          <div className="grid grid-cols-2 gap-3">
            {time(t`Opens`, 'checkOut.from', rules.checkOut.from, (from) => edit({ checkOut: { ...rules.checkOut, from } }, 'checkOut.from', 'checkIn.until'))}
            {time(t`Closes`, 'checkOut.until', rules.checkOut.until, (until) => edit({ checkOut: { ...rules.checkOut, until } }, 'checkOut.until'))}
            <p className="col-span-2 text-minor text-muted">{t`The last other check-in in this window is the departure.`}</p>
          </div>,
        )}
      </div>
      {section(
        t`Calendar`,
        <div className="grid gap-4 xl:grid-cols-2">
          <DateList
            name="holidays"
            label={t`Holidays`}
            hint={t`Dates that rest although their weekday works.`}
            tone="rest"
            dates={rules.holidays}
            error={errors.holidays}
            onChange={(holidays) => edit({ holidays }, 'holidays', 'extraWorkingDays')}
          />
          <DateList
            name="extraWorkingDays"
            label={t`Make-up working days`}
            hint={t`Dates that work although their weekday rests.`}
            tone="work"
            dates={rules.extraWorkingDays}
            error={errors.extraWorkingDays}
            onChange={(extraWorkingDays) => edit({ extraWorkingDays }, 'extraWorkingDays')}
          />
        </div>,
      )}
      <RuleScopes
        apiBase={apiBase}
        orgId={orgId}
        value={scopes}
        error={errors.scopeIds}
        onChange={(next) => {
          setScopes(next)
          setErrors(({ scopeIds: _, ...rest }) => rest)
        }}
      />
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <DateField
        label={t`Apply from`}
        name="applyFrom"
        value={applyFrom}
        max={today}
        min={earliest}
        hint={t`Days from this date on are decided again under these rules; earlier days keep the rules of their time.`}
        error={applyError}
        onChange={(value) => {
          setApplyFrom(value || today)
          setApplyError(undefined)
        }}
        className="max-w-60"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={saving.pending}>
          {t`Save rules`}
        </Button>
        <Button
          variant="secondary"
          disabled={!changed}
          onClick={() => {
            setRules(initial)
            setScopes(startScopes)
            setGrace(String(initial.graceMinutes))
            setErrors({})
            setProblem(null)
          }}
        >
          {t`Revert changes`}
        </Button>
        {actions}
      </div>
    </form>
  )
}

/** The fields a server problem may name. */
const FIELD_NAMES: Record<Field, true> = {
  ...{ timeZone: true, workingDays: true, holidays: true, extraWorkingDays: true, start: true, end: true, graceMinutes: true },
  ...{ 'checkIn.from': true, 'checkIn.until': true, 'checkOut.from': true, 'checkOut.until': true, scopeIds: true },
}
