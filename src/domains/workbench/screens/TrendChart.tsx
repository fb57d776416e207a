/**
 * The workbench's trend: notifications per week over the last 13 weeks, a chart.js line chart.
 * A lazy chunk of its own (chart.js stays out of the console shell). The line takes the theme
 * colour in effect (settings, else the attribute), so a colour change follows at once. The
 * chart is kept while the workbench's tab is hidden (platform/ui/KeptChart.tsx).
 */
import { useMemo } from 'react'
import { CategoryScale, Chart, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartData, type ChartOptions } from 'chart.js'
import { KeptChart } from '#platform/ui/KeptChart.tsx'
import { useLingui } from '@lingui/react/macro'
import type { Notification } from '../../notifications/index.ts'
import { weeklyCounts } from '../logic/stats.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'

Chart.register(LineController, CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip)

const OPTIONS: ChartOptions<'line'> = {
  maintainAspectRatio: false,
  animation: false,
  plugins: { legend: { display: false } },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
}

export default function TrendChart({ notifications }: { notifications: readonly Notification[] }) {
  const { t } = useLingui()
  const { themeColor: color } = useConsole()
  // A light fill of the same colour (hex gets an alpha byte; other notations fill lightly grey).
  const fill = /^#[0-9a-f]{6}$/i.test(color) ? `${color}1f` : 'rgba(100, 116, 139, 0.1)'
  const weeks = useMemo(() => weeklyCounts(notifications), [notifications])
  const total = weeks.reduce((sum, w) => sum + w.count, 0)
  const name = t`Notifications`
  const data = useMemo<ChartData<'line'>>(
    () => ({
      labels: weeks.map((w) => w.start.format('MM-DD')),
      datasets: [{ label: name, data: weeks.map((w) => w.count), borderColor: color, backgroundColor: fill, fill: true, tension: 0.3, pointRadius: 3 }],
    }),
    [weeks, name, color, fill],
  )
  return (
    <figure className="h-64">
      <KeptChart type="line" aria-label={t`Notifications per week over the last 13 weeks: ${total} in all`} role="img" data={data} options={OPTIONS} />
    </figure>
  )
}
