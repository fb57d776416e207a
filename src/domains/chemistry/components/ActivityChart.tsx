/**
 * The structure–activity view: a chart.js scatter of any two numeric columns of the tenant's
 * compounds — property against property, or against an imported activity — coloured by the
 * Lipinski verdict, each axis linear or logarithmic (activities span decades); or the BOILED-Egg:
 * every compound by Ertl's TPSA and WLOGP over the egg's white and yolk, coloured by the region it
 * falls in (models.ts). A click on a point opens that compound. The plotted values are also a table (keyboard and screen readers), where
 * each name opens its compound. chart.js itself loads when the chart is first shown
 * (ScatterCanvas.tsx). Loaded only when the view is opened (chart.js is ~70 kB gzip).
 */
import { lazy, Suspense, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { CircleAlert } from 'lucide-react'
import type { ChartOptions } from 'chart.js'
import { Button } from '#platform/ui/Button.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import type { ChemistryApi, CompoundPoint, NumericColumn } from '../contract.ts'
import { PROPERTY_COLUMN_LABELS } from '../messages/columnLabels.ts'
import { boiledEgg, BOILED_EGG, ellipseOutline } from '../logic/models.ts'
import { cn } from '#platform/ui/cn.ts'
import { chemistryKeys } from '../logic/keys.ts'

import { AxisPicker } from './AxisPicker.tsx'

const ScatterCanvas = lazy(() => import('./ScatterCanvas.tsx'))

const GROUP_LABELS: Record<Group, MessageDescriptor> = {
  pass: msg`Passes Lipinski`,
  fail: msg`Fails Lipinski`,
  yolk: msg`Brain penetration (yolk)`,
  white: msg`GI absorption only (white)`,
  outside: msg`Neither (outside the egg)`,
}

interface ActivityChartProps {
  api: ChemistryApi
  apiBase: string
  activities: string[]
  onOpen(id: number): void
}

interface Plotted {
  x: number
  y: number
  id: number
  name: string
}

function valueOf(point: CompoundPoint, column: NumericColumn): number | undefined {
  if (column.startsWith('activity:')) return point.activities[column.slice('activity:'.length)]
  return point[column as Exclude<NumericColumn, `activity:${string}`>] ?? undefined
}

type ChartKind = 'scatter' | 'egg'
type Group = 'pass' | 'fail' | 'yolk' | 'white' | 'outside'

/** The group a point is drawn in: its Lipinski verdict, or its region of the egg. */
function groupOf(kind: ChartKind, point: CompoundPoint, x: number, y: number): Group {
  if (kind === 'scatter') return point.lipinskiViolations <= 1 ? 'pass' : 'fail'
  const { giAbsorption, bbbPermeant } = boiledEgg(x, y)
  return bbbPermeant ? 'yolk' : giAbsorption === 'high' ? 'white' : 'outside'
}

export function ActivityChart({ api, apiBase, activities, onOpen }: ActivityChartProps) {
  const { t, i18n } = useLingui()
  const locale = LOCALE_TAG[useElement().lang]
  // The element, once mounted: the chart reads the theme's colours from it (a canvas cannot use CSS variables).
  const [holder, setHolder] = useState<HTMLDivElement | null>(null)
  const { data, error, refresh } = useResource(chemistryKeys.points(apiBase), (signal) => api.queryCompoundPoints(signal))
  const columns: Array<{ value: NumericColumn; label: string }> = [
    ...PROPERTY_COLUMN_LABELS.map((c) => ({ value: c.key as NumericColumn, label: i18n._(c.label) })),
    ...activities.map((name) => ({ value: `activity:${name}` as NumericColumn, label: name })),
  ]
  const [kind, setKind] = useState<ChartKind>('scatter')
  const [pickedX, setX] = useState<NumericColumn>('molecularWeight')
  const [pickedY, setY] = useState<NumericColumn>(activities[0] ? `activity:${activities[0]}` : 'cLogP')
  const [pickedLogX, setLogX] = useState(false)
  const [pickedLogY, setLogY] = useState(Boolean(activities[0]))
  // The egg's plane is fixed: TPSA across, WLOGP up, both linear.
  const egg = kind === 'egg'
  const x: NumericColumn = egg ? 'tpsa' : pickedX
  const y: NumericColumn = egg ? 'wlogp' : pickedY
  const logX = !egg && pickedLogX
  const logY = !egg && pickedLogY

  const { groups, left } = useMemo(() => {
    const groups: Record<Group, Plotted[]> = { pass: [], fail: [], yolk: [], white: [], outside: [] }
    let left = 0
    for (const point of data?.list ?? []) {
      const px = valueOf(point, x)
      const py = valueOf(point, y)
      if (px === undefined || py === undefined || (logX && px <= 0) || (logY && py <= 0)) {
        left++
        continue
      }
      groups[groupOf(kind, point, px, py)].push({ x: px, y: py, id: point.id, name: point.name })
    }
    return { groups, left }
  }, [data, kind, x, y, logX, logY])

  if (error && !data) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md border border-danger/30 bg-danger/5 p-3 text-danger">
        <CircleAlert aria-hidden className="size-4" />
        <span className="flex-1">{t`The chart's data could not be loaded.`}</span>
        <Button variant="secondary" onClick={refresh}>
          {t`Try again`}
        </Button>
      </div>
    )
  }
  if (!data) return <PageLoader />

  const style = holder ? getComputedStyle(holder) : null
  const color = (name: string, fallback: string) => style?.getPropertyValue(name).trim() || fallback
  const tick = (log: boolean) => (value: number | string) => {
    const v = Number(value)
    // A logarithmic axis labels 1 and 3 × 10ⁿ only (chart.js puts a tick at every integer × 10ⁿ).
    if (log && v > 0) {
      const mantissa = Math.round(v / 10 ** Math.floor(Math.log10(v) + 1e-9))
      if (mantissa !== 1 && mantissa !== 3) return ''
    }
    return v.toLocaleString(locale, { maximumSignificantDigits: 4 })
  }
  const labelOf = (column: NumericColumn) => columns.find((c) => c.value === column)?.label ?? column
  const shown: Group[] = egg ? ['yolk', 'white', 'outside'] : ['pass', 'fail']
  const groupColour: Record<Group, string> = {
    pass: color('--color-success', '#16a34a'),
    fail: color('--color-danger', '#dc2626'),
    yolk: '#b45309',
    white: '#2563eb',
    outside: '#52525b',
  }
  const axis = (column: NumericColumn, log: boolean, range: { min?: number; suggestedMax?: number; suggestedMin?: number }) => ({
    type: log ? ('logarithmic' as const) : ('linear' as const),
    title: { display: true, text: labelOf(column) },
    ticks: { color: color('--color-muted', '#666'), callback: tick(log) },
    grid: { color: color('--color-line', '#ddd') },
    ...range,
  })
  const options: ChartOptions<'scatter'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: {
      x: axis(x, logX, egg ? { min: 0, suggestedMax: 200 } : {}),
      y: axis(y, logY, egg ? { suggestedMin: -4, suggestedMax: 8 } : {}),
    },
    plugins: {
      legend: { labels: { color: color('--color-ink', '#222') } },
      tooltip: { callbacks: { label: (item) => `${(item.raw as Plotted).name}: ${item.parsed.x}, ${item.parsed.y}` } },
      polygons: egg
        ? {
            background: 'rgba(161, 161, 170, 0.3)',
            shapes: [
              { points: ellipseOutline(BOILED_EGG.white), fill: '#ffffff' },
              { points: ellipseOutline(BOILED_EGG.yolk), fill: 'rgba(250, 204, 21, 0.6)' },
            ],
          }
        : {},
    },
    onClick: (_event, elements) => {
      const hit = elements[0]
      if (!hit) return
      const point = groups[shown[hit.datasetIndex]!][hit.index]
      if (point) onOpen(point.id)
    },
    onHover: (event, elements) => {
      const target = event.native?.target as HTMLElement | undefined
      if (target) target.style.cursor = elements.length ? 'pointer' : 'default'
    },
  }
  const plotted = shown.reduce((n, g) => n + groups[g].length, 0)

  return (
    <div ref={setHolder} className="grid gap-3">
      <div role="radiogroup" aria-label={t`Chart`} className="flex flex-wrap gap-2">
        {(['scatter', 'egg'] as const).map((option) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-control border px-3 py-1.5 text-ink',
              kind === option ? 'border-primary bg-primary/5' : 'border-line',
            )}
          >
            <input
              type="radio"
              name="chartKind"
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
              className="accent-[var(--sw-color-primary)]"
            />
            {option === 'scatter' ? t`Any two columns` : t`BOILED-Egg (TPSA, WLOGP)`}
          </label>
        ))}
      </div>
      {egg ? (
        <p className="text-small text-muted">{t`Daina and Zoete's BOILED-Egg: in the white, passive gastrointestinal absorption is predicted; in the yolk, brain penetration too. TPSA is Ertl's, WLOGP Wildman and Crippen's, both by RDKit.`}</p>
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <AxisPicker label={t`X axis`} name="chartX" columns={columns} column={pickedX} onColumn={setX} log={pickedLogX} onLog={setLogX} />
          <AxisPicker label={t`Y axis`} name="chartY" columns={columns} column={pickedY} onColumn={setY} log={pickedLogY} onLog={setLogY} />
        </div>
      )}
      <div className="relative h-[360px]">
        <Suspense fallback={<PageLoader />}>
          <ScatterCanvas
            label={t`${labelOf(y)} against ${labelOf(x)}: ${plotted} compounds`}
            points={plotted}
            options={options}
            data={{
              datasets: shown.map((group) => ({
                label: i18n._(GROUP_LABELS[group]),
                data: groups[group],
                backgroundColor: groupColour[group],
                pointRadius: 4,
                pointHoverRadius: 6,
                pointStyle: group === 'fail' ? 'triangle' : group === 'outside' ? 'crossRot' : 'circle',
                borderColor: groupColour[group],
              })),
            }}
          />
        </Suspense>
      </div>
      <details className="rounded-md border border-line">
        <summary className="cursor-pointer px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-primary">{t`The plotted values as a table`}</summary>
        <div className="max-h-72 overflow-y-auto">
          <table className="w-full text-left text-small">
            <thead className="sticky top-0 bg-canvas text-muted">
              <tr>
                <th scope="col" className="px-3 py-1 font-medium">{t`Name`}</th>
                <th scope="col" className="px-3 py-1 text-right font-medium">
                  {labelOf(x)}
                </th>
                <th scope="col" className="px-3 py-1 text-right font-medium">
                  {labelOf(y)}
                </th>
                <th scope="col" className="px-3 py-1 font-medium">
                  {egg ? t`Region` : t`Lipinski`}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown
                .flatMap((group) => groups[group].map((p) => [p, group] as const))
                .slice(0, 1000)
                .map(([p, group]) => (
                  <tr key={p.id} className="border-t border-line/70" data-group={group}>
                    <td className="px-3 py-1">
                      <button
                        type="button"
                        className="cursor-pointer text-left text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                        onClick={() => onOpen(p.id)}
                      >
                        {p.name}
                      </button>
                    </td>
                    <td className="px-3 py-1 text-right tabular-nums text-ink">{p.x.toLocaleString(locale, { maximumSignificantDigits: 5 })}</td>
                    <td className="px-3 py-1 text-right tabular-nums text-ink">{p.y.toLocaleString(locale, { maximumSignificantDigits: 5 })}</td>
                    <td className="px-3 py-1 text-ink">{group === 'pass' ? t`Pass` : group === 'fail' ? t`Fail` : i18n._(GROUP_LABELS[group])}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      </details>
      <p className="text-small text-muted">
        {t`${plotted} of ${data.total} compounds plotted.`} {left > 0 && t`${left} have no value (or none above zero on a logarithmic axis) and are left out.`}{' '}
        {data.total > data.list.length && t`The newest ${data.list.length} are shown.`}
      </p>
    </div>
  )
}
