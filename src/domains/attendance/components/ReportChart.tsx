/**
 * The report's days as stacked bars (DayBars): each stored day's due member-days split into on
 * time, late, absent and otherwise irregular (left early, a missed check-in or check-out), with
 * the days on leave on top — disjoint, so a bar is the day's members due or on leave. The figure
 * is named by a summary of the month's totals.
 */
import { memo, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ReportCounts, ReportDay } from '../contract.ts'
import { DayBars, type DaySeries } from './DayBars.tsx'

type Series = 'onTime' | 'late' | 'absent' | 'irregular' | 'leave'
const ORDER: Series[] = ['onTime', 'late', 'absent', 'irregular', 'leave']
const COLOURS: Record<Series, DaySeries['colour']> = {
  onTime: { css: '--sw-color-success', fallback: '#067647' },
  late: { css: '--sw-color-warning', fallback: '#b54708' },
  absent: { css: '--sw-color-danger', fallback: '#d92d20' },
  irregular: { css: '--sw-color-muted', fallback: '#6b7280' },
  leave: { css: '--sw-color-primary', fallback: '#1890ff' },
}

/** A day's count of each series: irregular is what is due and neither on time, late nor absent. */
export function seriesOf(day: ReportCounts): Record<Series, number> {
  return { onTime: day.onTime, late: day.late, absent: day.absent, irregular: Math.max(0, day.due - day.onTime - day.late - day.absent), leave: day.leave }
}

export const ReportChart = memo(function ReportChart({ days, totals, host }: { days: readonly ReportDay[]; totals: ReportCounts; host: Element | null }) {
  const { t } = useLingui()
  const all = seriesOf(totals)
  const summary = t`Member-days of the month: ${all.onTime} on time, ${all.late} late, ${all.absent} absent, ${all.irregular} otherwise irregular, ${all.leave} on leave`
  const names = [t`On time`, t`Late`, t`Absent`, t`Other irregular`, t`On leave`].join('\n')
  const labels = useMemo(() => days.map((d) => d.date.slice(5)), [days])
  const series = useMemo(
    () => ORDER.map((s, i) => ({ label: names.split('\n')[i]!, data: days.map((d) => seriesOf(d)[s]), colour: COLOURS[s] })),
    [days, names],
  )
  return <DayBars labels={labels} series={series} summary={summary} host={host} hook="report-days" />
})
