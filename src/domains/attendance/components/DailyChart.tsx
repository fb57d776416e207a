/**
 * The sign-in records' daily counts as a stacked bar chart (chart.js — only the bar parts are
 * registered; it loads with the records screen's chunk, never with the console; kept while the
 * tab is hidden, platform/ui/KeptChart.tsx). Inside,
 * uncertain and outside stacked per day in the theme's success, warning and danger colours;
 * the figure is named by a summary of the range and its totals.
 */
import { memo, useMemo } from 'react'
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartData, type ChartOptions } from 'chart.js'
import { KeptChart } from '#platform/ui/KeptChart.tsx'
import { useLingui } from '@lingui/react/macro'
import type { DailyCount, Verdict } from '../contract.ts'
import { useVerdictLabel } from '../messages/verdictLabels.ts'

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip)

/** The theme's colours (theme.css defaults; a host's --sw-color-* wins when set). */
const COLOURS: Record<Verdict, { css: string; fallback: string }> = {
  inside: { css: '--sw-color-success', fallback: '#067647' },
  uncertain: { css: '--sw-color-warning', fallback: '#b54708' },
  outside: { css: '--sw-color-danger', fallback: '#d92d20' },
}
const ORDER: Verdict[] = ['inside', 'uncertain', 'outside']

const OPTIONS: ChartOptions<'bar'> = {
  maintainAspectRatio: false,
  animation: false,
  plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } }, tooltip: { mode: 'index', intersect: false } },
  scales: {
    x: { stacked: true, grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 8 } },
    y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
  },
}

/** Memoised: the days of an unchanged reload are the same array (platform/core/sharedData.ts). */
export const DailyChart = memo(function DailyChart({ days, host }: { days: readonly DailyCount[]; host: Element | null }) {
  const { t } = useLingui()
  const label = useVerdictLabel()
  const colours = useMemo(() => {
    const style = host ? getComputedStyle(host) : null
    return Object.fromEntries(ORDER.map((v) => [v, style?.getPropertyValue(COLOURS[v].css).trim() || COLOURS[v].fallback])) as Record<Verdict, string>
  }, [host])
  const totals = Object.fromEntries(ORDER.map((v) => [v, days.reduce((n, d) => n + d[v], 0)])) as Record<Verdict, number>
  const first = days[0]?.date ?? ''
  const last = days[days.length - 1]?.date ?? ''
  const summary = t`Check-ins per day from ${first} to ${last}: ${totals.inside} inside, ${totals.uncertain} uncertain, ${totals.outside} outside`
  const names = ORDER.map(label).join('\n')
  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels: days.map((d) => d.date.slice(5)),
      datasets: ORDER.map((v, i) => ({
        label: names.split('\n')[i],
        data: days.map((d) => d[v]),
        backgroundColor: colours[v],
        stack: 'day',
        borderRadius: 2,
        maxBarThickness: 28,
      })),
    }),
    [days, colours, names],
  )
  return (
    <figure className="grid min-w-0 gap-1" data-chart="daily-counts">
      {/* chart.js sizes the canvas to this box: relative and min-w-0 so it can shrink with the window. */}
      <div className="relative h-56 min-w-0 sm:h-64">
        <KeptChart type="bar" role="img" aria-label={summary} data={data} options={OPTIONS} />
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  )
})
