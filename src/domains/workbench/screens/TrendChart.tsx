/**
 * The workbench's trend: notifications per week over the last 13 weeks, a chart.js line chart.
 * A lazy chunk of its own (chart.js stays out of the console shell). The line takes the theme
 * colour in effect (settings, else the attribute), so a colour change follows at once.
 */
import { useMemo } from 'react'
import { CategoryScale, Chart, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js'
import { Line } from 'react-chartjs-2'
import { useLingui } from '@lingui/react/macro'
import type { Notification } from '../../notifications/index.ts'
import { weeklyCounts } from '../logic/stats.ts'
import { useConsole } from '../../../platform/ui/consoleContext.ts'

Chart.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip)

export default function TrendChart({ notifications }: { notifications: readonly Notification[] }) {
  const { t } = useLingui()
  const { themeColor: color } = useConsole()
  // A light fill of the same colour (hex gets an alpha byte; other notations fill lightly grey).
  const fill = /^#[0-9a-f]{6}$/i.test(color) ? `${color}1f` : 'rgba(100, 116, 139, 0.1)'
  const weeks = useMemo(() => weeklyCounts(notifications), [notifications])
  const total = weeks.reduce((sum, w) => sum + w.count, 0)
  return (
    <figure className="h-64">
      <Line
        aria-label={t`Notifications per week over the last 13 weeks: ${total} in all`}
        role="img"
        data={{
          labels: weeks.map((w) => w.start.format('MM-DD')),
          datasets: [
            {
              label: t`Notifications`,
              data: weeks.map((w) => w.count),
              borderColor: color,
              backgroundColor: fill,
              fill: true,
              tension: 0.3,
              pointRadius: 3,
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: false } },
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
    </figure>
  )
}
