/**
 * A member's month as a calendar, on a phone first: Monday-first weeks of day cells, each with its
 * date and its main state in colour and a word (rest days quiet, today outlined), and the chosen
 * day's details under it — every state, the arrival and departure in the rules' zone, late and
 * early minutes, its check-ins (an outside one sent for approval from here, or its approval's
 * status). One cell is in the tab order; arrows move a day or a week, Home/End the ends
 * of the month (the grid pattern of a date picker).
 */
import { useRef, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '#platform/ui/Button.tsx'
import { cn } from '#platform/ui/cn.ts'
import type { DayState, MemberDay, MonthCheckIn, MonthMissed } from '../contract.ts'
import { localOf } from '../logic/memberDay.ts'
import { VerdictBadge } from './VerdictBadge.tsx'
import { APPROVAL_STATUS_MESSAGES, DAY_STATE_MESSAGES } from '../messages/ruleProblems.ts'
import { useWeekdayNames } from '../hooks/useWeekdayNames.ts'

/** The cell's look by its main state. */
const TONES: Record<DayState, string> = {
  'on-time': 'border-success/40 bg-success/10 text-success',
  late: 'border-warning/40 bg-warning/10 text-warning-strong',
  'left-early': 'border-warning/40 bg-warning/10 text-warning-strong',
  'no-check-out': 'border-warning/40 bg-warning/10 text-warning-strong',
  'no-check-in': 'border-warning/40 bg-warning/10 text-warning-strong',
  absent: 'border-danger/40 bg-danger/5 text-danger-strong',
  'on-leave': 'border-primary/30 bg-primary-soft text-primary-strong',
  'not-working': 'border-transparent bg-canvas text-muted',
  open: 'border-line bg-surface text-ink',
  'outside-approved': 'border-success/40 bg-success/10 text-success',
  'outside-pending': 'border-warning/40 bg-warning/10 text-warning-strong',
  'outside-rejected': 'border-danger/40 bg-danger/5 text-danger-strong',
  untracked: 'border-transparent bg-canvas text-muted',
}

export interface MonthCalendarProps {
  days: readonly MemberDay[]
  /** The month's check-ins: the chosen day's are listed, an outside one with its approval. */
  checkIns: readonly MonthCheckIn[]
  /** Sends an outside check-in for approval (the member's own month; absent: read only). */
  onAskApproval?(checkIn: MonthCheckIn): void
  /** The member's missed check-in requests of the month. */
  missed?: readonly MonthMissed[]
  /** Asks for a check-in missed on a day that needs one (the member's own month). */
  onReportMissed?(date: string): void
  timeZone: string
  /** YYYY-MM-DD of today in the rules' zone (outlined), when in the month. */
  today: string | null
  /** YYYY-MM-DD of the chosen day. */
  selected: string
  onSelect(date: string): void
}

/** The state a cell shows: a day not yet reached shows nothing decided. */
function mainState(day: MemberDay, today: string | null): DayState | null {
  if (today !== null && day.date > today && day.states[0] === 'open') return null
  return day.states[0] ?? null
}

export function MonthCalendar({ days, checkIns, onAskApproval, missed = [], onReportMissed, timeZone, today, selected, onSelect }: MonthCalendarProps) {
  const { t, i18n } = useLingui()
  const names = useWeekdayNames()
  const grid = useRef<HTMLDivElement>(null)
  // Each day's name is its number, its full date (read, not shown) and its state.
  const first = days[0]
  if (!first) return null
  const lead = (new Date(`${first.date}T00:00:00Z`).getUTCDay() + 6) % 7
  const index = Math.max(
    0,
    days.findIndex((d) => d.date === selected),
  )
  const move = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key]
    const to = step !== undefined ? index + step : event.key === 'Home' ? 0 : event.key === 'End' ? days.length - 1 : null
    if (to === null || to < 0 || to >= days.length) return
    event.preventDefault()
    onSelect(days[to]!.date)
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-date="${days[to]!.date}"]`)?.focus())
  }
  const label = (date: string) => i18n.date(new Date(`${date}T00:00:00Z`), { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' })
  const time = (instant: string | null) => (instant ? i18n.date(new Date(instant), { timeZone, hour: '2-digit', minute: '2-digit' }) : '—')
  const chosen = days[index]!
  const ofDay = checkIns.filter((c) => localOf(Date.parse(c.at), timeZone).date === chosen.date)
  const missedOfDay = missed.filter((m) => localOf(Date.parse(m.at), timeZone).date === chosen.date)
  // A day short of a check-in or check-out can ask for the one missed.
  const short = chosen.states.some((s) => s === 'absent' || s === 'no-check-in' || s === 'no-check-out')
  const stateText = (state: DayState | null) => (state ? i18n._(DAY_STATE_MESSAGES[state]) : t`Not yet`)

  return (
    <div className="grid gap-3">
      <div ref={grid} role="group" aria-label={t`Days of the month`} className="grid grid-cols-7 gap-1" onKeyDown={move}>
        {names.map((name) => (
          <div key={name} aria-hidden className="pb-1 text-center text-minor font-medium text-muted">
            {name}
          </div>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <div key={`lead-${i}`} aria-hidden />
        ))}
        {days.map((day, i) => {
          const state = mainState(day, today)
          return (
            <button
              key={day.date}
              type="button"
              data-date={day.date}
              data-state={state ?? 'future'}
              tabIndex={i === index ? 0 : -1}
              aria-pressed={i === index}
              onClick={() => onSelect(day.date)}
              className={cn(
                'relative grid min-h-14 min-w-0 cursor-pointer content-start justify-items-start gap-0.5 rounded-md border p-1 text-left focus-visible:outline-2 focus-visible:outline-primary sm:min-h-18 sm:p-1.5',
                state ? TONES[state] : 'border-line bg-surface text-muted',
                i === index && 'ring-2 ring-primary',
                day.date === today && 'outline-2 outline-offset-1 outline-primary-strong',
              )}
            >
              <span className="font-semibold tabular-nums">{Number(day.date.slice(8))}</span>
              <span className="sr-only">{label(day.date)}</span>
              {/* The state's words: on a phone only the dot shows, and a reader hears them. */}
              <span className={!state || state === 'open' ? 'sr-only' : 'line-clamp-2 w-full text-minor leading-tight break-words max-sm:sr-only'}>
                {state === 'late' ? t`${day.lateMinutes} min late` : stateText(state)}
              </span>
              {state && state !== 'open' && state !== 'not-working' && <span aria-hidden className="size-1.5 rounded-full bg-current sm:hidden" />}
            </button>
          )
        })}
      </div>
      <section aria-live="polite" aria-labelledby="sw-day-title" className="grid gap-2 rounded-md border border-line p-3" data-day-detail={chosen.date}>
        <h3 id="sw-day-title" className="font-semibold text-ink">
          {label(chosen.date)}
        </h3>
        <ul className="flex flex-wrap gap-1.5">
          {(mainState(chosen, today) === null ? [null] : chosen.states).map((state) => (
            <li
              key={state ?? 'future'}
              className={cn('rounded-full border px-2.5 py-0.5 text-small font-medium', state ? TONES[state] : 'border-line text-muted')}
            >
              {stateText(state)}
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 tabular-nums">
          <dt className="text-muted">{t`Arrival`}</dt>
          <dd className="text-ink">
            {time(chosen.arrival)}
            {chosen.lateMinutes > 0 && <span className="text-warning-strong"> · {t`${chosen.lateMinutes} min late`}</span>}
          </dd>
          <dt className="text-muted">{t`Departure`}</dt>
          <dd className="text-ink">
            {time(chosen.departure)}
            {chosen.earlyMinutes > 0 && <span className="text-warning-strong"> · {t`${chosen.earlyMinutes} min early`}</span>}
          </dd>
        </dl>
        {ofDay.length > 0 && (
          <ul className="grid gap-2 border-t border-line pt-2" aria-label={t`Check-ins of the day`}>
            {ofDay.map((c) => (
              <li key={c.id} data-day-check-in={c.id} className="flex flex-wrap items-center gap-2">
                <span className="tabular-nums text-ink">{time(c.at)}</span>
                <VerdictBadge verdict={c.verdict} />
                {c.verdict === 'outside' &&
                  (c.approval ? (
                    <span data-approval-status={c.approval} className="text-small text-muted">
                      {i18n._(APPROVAL_STATUS_MESSAGES[c.approval])}
                    </span>
                  ) : (
                    onAskApproval && (
                      <Button size="sm" variant="secondary" onClick={() => onAskApproval(c)} data-action="ask-approval">
                        {t`Ask for approval`}
                      </Button>
                    )
                  ))}
              </li>
            ))}
          </ul>
        )}
        {missedOfDay.length > 0 && (
          <ul className="grid gap-2 border-t border-line pt-2" aria-label={t`Missed check-ins asked for`}>
            {missedOfDay.map((m) => (
              <li key={m.id} data-day-missed={m.id} className="flex flex-wrap items-center gap-2">
                <span className="tabular-nums text-ink">{time(m.at)}</span>
                <span className="text-small text-muted">{t`Missed check-in`}</span>
                <span data-approval-status={m.status} className="text-small text-muted">
                  {i18n._(APPROVAL_STATUS_MESSAGES[m.status])}
                </span>
              </li>
            ))}
          </ul>
        )}
        {onReportMissed && short && (
          <Button size="sm" variant="secondary" className="w-fit" onClick={() => onReportMissed(chosen.date)} data-action="report-missed">
            {t`Report a missed check-in`}
          </Button>
        )}
      </section>
    </div>
  )
}
