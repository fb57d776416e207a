/**
 * Attendance rules as a person reads them (the rules screen's inherited rules, the member's
 * month): time zone, working days, the working day with its grace, the check-in and check-out
 * windows, and how many holidays and make-up days the calendar holds.
 */
import { useLingui } from '@lingui/react/macro'
import type { DayRules } from '../contract.ts'
import { useWeekdayNames } from '../hooks/useWeekdayNames.ts'

export function RulesSummary({ rules }: { rules: DayRules }) {
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
