/** chart.js's scatter (platform/ui/KeptChart.tsx), on its own so that chart.js (~60 kB gzip) loads
 * only when the chart is shown; it takes everything through props and imports nothing of ours.
 * Its `polygons` plugin fills shapes given in data coordinates behind the points (the BOILED-Egg's
 * white and yolk), over a plot-area background, when the options name some. */
import {
  Chart as ChartJS,
  Legend,
  LinearScale,
  LogarithmicScale,
  PointElement,
  ScatterController,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type ChartType,
  type Plugin,
} from 'chart.js'
import { KeptChart } from '#platform/ui/KeptChart.tsx'

export interface PolygonOptions {
  /** The plot area's fill behind the shapes. */
  background?: string
  shapes?: Array<{ points: ReadonlyArray<readonly [number, number]>; fill: string }>
}

const polygons: Plugin<'scatter', PolygonOptions> = {
  id: 'polygons',
  beforeDatasetsDraw(chart, _args, options) {
    if (!options.shapes?.length) return
    const { ctx, chartArea, scales } = chart
    const x = scales.x!
    const y = scales.y!
    ctx.save()
    ctx.beginPath()
    ctx.rect(chartArea.left, chartArea.top, chartArea.width, chartArea.height)
    ctx.clip()
    if (options.background) {
      ctx.fillStyle = options.background
      ctx.fillRect(chartArea.left, chartArea.top, chartArea.width, chartArea.height)
    }
    for (const shape of options.shapes) {
      ctx.beginPath()
      shape.points.forEach(([px, py], i) =>
        i === 0 ? ctx.moveTo(x.getPixelForValue(px), y.getPixelForValue(py)) : ctx.lineTo(x.getPixelForValue(px), y.getPixelForValue(py)),
      )
      ctx.closePath()
      ctx.fillStyle = shape.fill
      ctx.fill()
    }
    ctx.restore()
  },
}

ChartJS.register(ScatterController, LinearScale, LogarithmicScale, PointElement, Tooltip, Legend, polygons)

declare module 'chart.js' {
  // chart.js's way to type a plugin's options (the type parameter is its own).
  interface PluginOptionsByType<TType extends ChartType> {
    polygons?: PolygonOptions & { readonly chartType?: TType }
  }
}

export default function ScatterCanvas({
  label,
  points,
  options,
  data,
}: {
  label: string
  points: number
  options: ChartOptions<'scatter'>
  data: ChartData<'scatter', unknown[]>
}) {
  return <KeptChart type="scatter" role="img" aria-label={label} data-points={points} options={options} data={data as ChartData<'scatter'>} />
}
