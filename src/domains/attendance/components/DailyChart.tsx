/**
 * The sign-in records' daily counts as stacked bars (DayBars): inside, uncertain and outside per
 * day in the theme's success, warning and danger colours; the figure is named by a summary of the
 * range and its totals.
 */
import { memo, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { DailyCount, Verdict } from '../contract.ts'
import { useVerdictLabel } from '../messages/verdictLabels.ts'
import { DayBars, type DaySeries } from './DayBars.tsx'

const COLOURS: Record<Verdict, DaySeries['colour']> = {
  inside: { css: '--sw-color-success', fallback: '#067647' },
  uncertain: { css: '--sw-color-warning', fallback: '#b54708' },
  outside: { css: '--sw-color-danger', fallback: '#d92d20' },
}
const ORDER: Verdict[] = ['inside', 'uncertain', 'outside']

/** Memoised: the days of an unchanged reload are the same array (platform/core/sharedData.ts). */
export const DailyChart = memo(function DailyChart({ days, host }: { days: readonly DailyCount[]; host: Element | null }) {
  const { t } = useLingui()
  const label = useVerdictLabel()
  const totals = Object.fromEntries(ORDER.map((v) => [v, days.reduce((n, d) => n + d[v], 0)])) as Record<Verdict, number>
  const first = days[0]?.date ?? ''
  const last = days[days.length - 1]?.date ?? ''
  const summary = t`Check-ins per day from ${first} to ${last}: ${totals.inside} inside, ${totals.uncertain} uncertain, ${totals.outside} outside`
  const names = ORDER.map(label).join('\n')
  const labels = useMemo(() => days.map((d) => d.date.slice(5)), [days])
  const series = useMemo(() => ORDER.map((v, i) => ({ label: names.split('\n')[i]!, data: days.map((d) => d[v]), colour: COLOURS[v] })), [days, names])
  return <DayBars labels={labels} series={series} summary={summary} host={host} hook="daily-counts" />
})
