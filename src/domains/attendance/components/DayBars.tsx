/**
 * A stacked bar per day (chart.js — only the bar parts are registered; it loads with the screen
 * that draws it, never with the console; kept while the tab is hidden, platform/ui/KeptChart.tsx):
 * the sign-in records' check-ins by verdict and the report's member-days by state. Each series
 * takes a theme colour (theme.css defaults; a host's --sw-color-* wins when set); the figure is
 * named by the caller's summary.
 */
import { useMemo } from 'react'
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartData, type ChartOptions } from 'chart.js'
import { KeptChart } from '#platform/ui/KeptChart.tsx'

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip)

export interface DaySeries {
  label: string
  /** One value per day, in the days' order. */
  data: number[]
  /** The theme's custom property and its default. */
  colour: { css: string; fallback: string }
}

const OPTIONS: ChartOptions<'bar'> = {
  maintainAspectRatio: false,
  animation: false,
  plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } }, tooltip: { mode: 'index', intersect: false } },
  scales: {
    x: { stacked: true, grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 8 } },
    y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
  },
}

export function DayBars({
  labels,
  series,
  summary,
  host,
  hook,
}: {
  labels: string[]
  series: DaySeries[]
  summary: string
  host: Element | null
  hook: string
}) {
  const data = useMemo<ChartData<'bar'>>(() => {
    const style = host ? getComputedStyle(host) : null
    return {
      labels,
      datasets: series.map((s) => ({
        label: s.label,
        data: s.data,
        backgroundColor: style?.getPropertyValue(s.colour.css).trim() || s.colour.fallback,
        stack: 'day',
        borderRadius: 2,
        maxBarThickness: 28,
      })),
    }
  }, [labels, series, host])
  return (
    <figure className="grid min-w-0 gap-1" data-chart={hook}>
      {/* chart.js sizes the canvas to this box: relative and min-w-0 so it can shrink with the window. */}
      <div className="relative h-56 min-w-0 sm:h-64">
        <KeptChart type="bar" role="img" aria-label={summary} data={data} options={OPTIONS} />
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  )
}
