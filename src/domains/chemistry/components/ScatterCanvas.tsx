/** chart.js's scatter (via react-chartjs-2), on its own so that chart.js (~60 kB gzip) loads only
 * when the chart is shown; it takes everything through props and imports nothing of ours. */
import { Chart as ChartJS, Legend, LinearScale, LogarithmicScale, PointElement, ScatterController, Tooltip, type ChartData, type ChartOptions } from 'chart.js'
import { Scatter } from 'react-chartjs-2'

ChartJS.register(ScatterController, LinearScale, LogarithmicScale, PointElement, Tooltip, Legend)

export default function ScatterCanvas({ label, points, options, data }: { label: string; points: number; options: ChartOptions<'scatter'>; data: ChartData<'scatter', unknown[]> }) {
  return <Scatter role="img" aria-label={label} data-points={points} options={options} data={data as ChartData<'scatter'>} />
}
