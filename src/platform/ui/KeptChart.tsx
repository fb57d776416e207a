/**
 * A chart.js chart on a canvas, kept while its kept-alive view is hidden (useKeptWidget.ts) —
 * in place of react-chartjs-2, whose components destroy the chart on hiding and build it again
 * on showing (~20 ms of a tab switch for the records' chart). New data or options update the
 * chart without an animation; the same objects again (a view shown again) change nothing. The
 * caller registers the controller and parts it uses (chart.js is tree-shaken), and only lazy
 * chunks import this file, so chart.js never lands in an element's first download.
 */
import { useEffect, useRef, type CanvasHTMLAttributes } from 'react'
import { Chart, type ChartConfiguration, type ChartData, type ChartOptions, type ChartType, type DefaultDataPoint } from 'chart.js'
import { useKeptWidget } from './useKeptWidget.ts'

interface KeptChartProps<T extends ChartType, D> extends Omit<CanvasHTMLAttributes<HTMLCanvasElement>, 'children'> {
  type: T
  data: ChartData<T, D>
  options: ChartOptions<T>
  [data: `data-${string}`]: unknown
}

/** A copy chart.js may change: it patches the data arrays it is given. */
function copy<T extends ChartType, D>(data: ChartData<T, D>): ChartData<T, D> {
  return {
    ...data,
    labels: data.labels ? [...data.labels] : undefined,
    datasets: data.datasets.map((dataset) => ({ ...dataset, data: (Array.isArray(dataset.data) ? [...dataset.data] : dataset.data) as typeof dataset.data })),
  }
}

/** New data and options, drawn at once (without an animation). */
function update(chart: Chart, data: ChartData, options: ChartOptions): void {
  chart.data = data
  chart.options = options
  chart.update('none')
}

export function KeptChart<T extends ChartType, D = DefaultDataPoint<T>>({ type, data, options, ...canvas }: KeptChartProps<T, D>) {
  const host = useRef<HTMLCanvasElement>(null)
  const applied = useRef<{ data: unknown; options: unknown } | null>(null)
  const chart = useKeptWidget(
    host,
    (element): Chart => {
      applied.current = { data, options }
      return new Chart(element, { type, data: copy(data), options: { ...options } } as ChartConfiguration)
    },
    (widget) => widget.destroy(),
    [type],
  )
  useEffect(() => {
    const widget = chart.current
    if (!widget || (applied.current?.data === data && applied.current.options === options)) return
    applied.current = { data, options }
    update(widget, copy(data) as ChartData, { ...options } as ChartOptions)
  }, [chart, data, options])
  return <canvas ref={host} width={300} height={150} {...canvas} />
}
