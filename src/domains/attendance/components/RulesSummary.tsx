/**
 * Attendance rules as a person reads them (the rules screen's inherited rules, the member's
 * month): time zone, working days, the working day with its grace, the check-in and check-out
 * windows, how many holidays and make-up days the calendar holds and, given `scopes`, where its
 * members check in.
 */
import { useLingui } from '@lingui/react/macro'
import type { DayRules, SigninScope } from '../contract.ts'
import { useWeekdayNames } from '../hooks/useWeekdayNames.ts'

export interface RulesSummaryProps {
  rules: DayRules
  /** Where the owner's members check in (the rules' `scopes`); absent: not shown. */
  scopes?: readonly SigninScope[]
  /** The owner is the whole tenant (its `scopes` are only those its rules name). */
  tenant?: boolean
}

export function RulesSummary({ rules, scopes, tenant = false }: RulesSummaryProps) {
  const { t } = useLingui()
  const names = useWeekdayNames()
  const days = rules.workingDays.map((d) => names[d - 1]).join(' · ') || t`None`
  const rows: [string, string][] = [
    [t`Time zone`, rules.timeZone],
    [t`Working days`, days],
    [t`Working day`, t`${rules.start}–${rules.end}, ${rules.graceMinutes} min grace`],
    [t`Check-in window`, `${rules.checkIn.from}–${rules.checkIn.until}`],
    [t`Check-out window`, `${rules.checkOut.from}–${rules.checkOut.until}`],
    [t`Calendar`, t`${rules.holidays.length} holidays, ${rules.extraWorkingDays.length} make-up working days`],
  ]
  if (scopes) {
    const places = scopes.map((s) => t`${s.name} · ${s.orgName}`).join(', ')
    rows.push([
      t`Check in at`,
      scopes.length > 0
        ? rules.scopeIds
          ? places
          : t`Its own sign-in scopes or the nearest above: ${places}`
        : tenant
          ? t`Each organisation's own sign-in scopes`
          : t`No sign-in scope: its members cannot check in`,
    ])
  }
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 text-ink tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
