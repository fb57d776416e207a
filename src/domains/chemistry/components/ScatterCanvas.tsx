/** chart.js's scatter (platform/ui/KeptChart.tsx), on its own so that chart.js (~60 kB gzip) loads
 * only when the chart is shown; it takes everything through props and imports nothing of ours. */
import { Chart as ChartJS, Legend, LinearScale, LogarithmicScale, PointElement, ScatterController, Tooltip, type ChartData, type ChartOptions } from 'chart.js'
import { KeptChart } from '../../../platform/ui/KeptChart.tsx'

ChartJS.register(ScatterController, LinearScale, LogarithmicScale, PointElement, Tooltip, Legend)

export default function ScatterCanvas({ label, points, options, data }: { label: string; points: number; options: ChartOptions<'scatter'>; data: ChartData<'scatter', unknown[]> }) {
  return <KeptChart type="scatter" role="img" aria-label={label} data-points={points} options={options} data={data as ChartData<'scatter'>} />
}
