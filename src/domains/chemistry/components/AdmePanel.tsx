/**
 * Pharmacokinetics on /2d and in the workspace's side panel, as SwissADME shows them: the
 * bioavailability radar (six properties against their optimal ranges, the pink band) and the
 * BOILED-Egg (the structure's point in the plane of Ertl's TPSA and WLOGP; the white predicts
 * gastrointestinal absorption, the yolk brain penetration), each with its verdicts in words and the
 * models named. Drawn as SVG from models.ts; waits for RDKit's values.
 */
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Check, X } from 'lucide-react'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { cn } from '#platform/ui/cn.ts'
import { bioavailabilityRadar, boiledEgg, BOILED_EGG, ellipseOutline, type RadarAxis } from '../logic/models.ts'
import type { Profile } from '../logic/profile.ts'
import { CARD } from './PropertyPanels.tsx'
import { formatValue } from '../messages/labels.ts'
import type { AnalysisState } from '../hooks/useAnalysis.ts'

const AXIS_NAMES: Record<RadarAxis, { short: MessageDescriptor; long: MessageDescriptor; digits: number }> = {
  lipo: { short: msg`LIPO`, long: msg`Lipophilicity: WLOGP`, digits: 2 },
  size: { short: msg`SIZE`, long: msg`Size: molecular weight`, digits: 1 },
  polar: { short: msg`POLAR`, long: msg`Polarity: TPSA (Ertl)`, digits: 1 },
  insolu: { short: msg`INSOLU`, long: msg`Insolubility: ESOL log S`, digits: 2 },
  insatu: { short: msg`INSATU`, long: msg`Insaturation: fraction sp3`, digits: 2 },
  flex: { short: msg`FLEX`, long: msg`Flexibility: rotatable bonds`, digits: 0 },
}

const RADAR = { size: 220, radius: 80 }

/** The point of axis `i` (of six, the first at the top) at `fraction` of the radius. */
function radarPoint(i: number, fraction: number): readonly [number, number] {
  const angle = -Math.PI / 2 + (i * Math.PI) / 3
  const c = RADAR.size / 2
  return [c + Math.cos(angle) * RADAR.radius * fraction, c + Math.sin(angle) * RADAR.radius * fraction]
}

const polygon = (points: ReadonlyArray<readonly [number, number]>) => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')

function Radar({ profile }: { profile: Required<{ [K in 'wlogp' | 'molecularWeight' | 'tpsa' | 'esolLogS' | 'fsp3' | 'rotatableBonds']: number }> }) {
  const { t, i18n } = useLingui()
  const locale = LOCALE_TAG[useElement().lang]
  const axes = bioavailabilityRadar(profile)
  const band = (edge: 0 | 1) => axes.map((a, i) => radarPoint(i, a.optimalPositions[edge]))
  const inRange = axes.filter((a) => a.inRange).length
  return (
    <figure className="grid gap-2" data-radar-in-range={inRange}>
      <svg
        viewBox={`0 0 ${RADAR.size} ${RADAR.size}`}
        className="mx-auto h-auto w-full max-w-[260px]"
        role="img"
        aria-label={t`Bioavailability radar: ${inRange} of 6 properties in their optimal range`}
      >
        {[1, 0.5].map((f) => (
          <polygon key={f} points={polygon(axes.map((_, i) => radarPoint(i, f)))} fill="none" stroke="var(--sw-color-line, #d4d4d8)" />
        ))}
        <path d={`M${polygon(band(1))}Z M${polygon(band(0))}Z`} fillRule="evenodd" fill="rgb(236 72 153 / 0.25)" stroke="none" />
        {axes.map((_, i) => {
          const [x, y] = radarPoint(i, 1)
          return <line key={i} x1={RADAR.size / 2} y1={RADAR.size / 2} x2={x} y2={y} stroke="var(--sw-color-line, #d4d4d8)" />
        })}
        <polygon points={polygon(axes.map((a, i) => radarPoint(i, a.position)))} fill="rgb(220 38 38 / 0.08)" stroke="rgb(220 38 38)" strokeWidth={1.5} />
        {axes.map((a, i) => {
          const [x, y] = radarPoint(i, 1.2)
          return (
            <text key={a.axis} x={x} y={y} textAnchor="middle" dominantBaseline="middle" fontSize={10} fill="currentColor" className="text-muted">
              {i18n._(AXIS_NAMES[a.axis].short)}
            </text>
          )
        })}
      </svg>
      <figcaption>
        <table className="w-full text-small">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t`Property`}</th>
              <th scope="col">{t`Value`}</th>
              <th scope="col">{t`Optimal range`}</th>
            </tr>
          </thead>
          <tbody>
            {axes.map((a) => {
              const digits = AXIS_NAMES[a.axis].digits
              const bound = (v: number) => formatValue(v, digits === 0 ? 0 : Math.min(digits, 2), locale)
              return (
                <tr key={a.axis} className="border-t border-line/60 first:border-t-0" data-axis={a.axis} data-in-range={a.inRange}>
                  <th scope="row" className="py-1 pr-2 text-left font-normal text-muted">
                    {i18n._(AXIS_NAMES[a.axis].long)}
                  </th>
                  <td className={cn('py-1 pr-2 text-right whitespace-nowrap tabular-nums', a.inRange ? 'text-ink' : 'font-medium text-danger')}>
                    <span className="inline-flex items-center gap-1">
                      {formatValue(a.value, digits, locale)}
                      {a.inRange ? (
                        <Check aria-label={t`in range`} className="size-3.5 text-success" />
                      ) : (
                        <X aria-label={t`out of range`} className="size-3.5" />
                      )}
                    </span>
                  </td>
                  <td className="py-1 text-right whitespace-nowrap text-muted tabular-nums">
                    {bound(a.optimal[0])} – {bound(a.optimal[1])}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </figcaption>
    </figure>
  )
}

const EGG = { width: 260, height: 180, pad: { left: 34, right: 8, top: 8, bottom: 28 }, x: [0, 200] as const, y: [-4, 8] as const }

function eggPixel(tpsa: number, wlogp: number): readonly [number, number] {
  const { width, height, pad, x, y } = EGG
  const px = pad.left + ((tpsa - x[0]) / (x[1] - x[0])) * (width - pad.left - pad.right)
  const py = pad.top + (1 - (wlogp - y[0]) / (y[1] - y[0])) * (height - pad.top - pad.bottom)
  return [px, py]
}

function BoiledEgg({ tpsa, wlogp }: { tpsa: number; wlogp: number }) {
  const { t } = useLingui()
  const locale = LOCALE_TAG[useElement().lang]
  const verdict = boiledEgg(tpsa, wlogp)
  const clampedT = Math.min(EGG.x[1], Math.max(EGG.x[0], tpsa))
  const clampedW = Math.min(EGG.y[1], Math.max(EGG.y[0], wlogp))
  const [px, py] = eggPixel(clampedT, clampedW)
  const outline = (ellipse: typeof BOILED_EGG.white) => polygon(ellipseOutline(ellipse).map(([a, b]) => eggPixel(a, b)))
  const { pad, width, height } = EGG
  return (
    <figure className="grid gap-2" data-gi={verdict.giAbsorption} data-bbb={verdict.bbbPermeant}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mx-auto h-auto w-full max-w-[320px]"
        role="img"
        aria-label={t`BOILED-Egg: TPSA ${formatValue(tpsa, 1, locale)}, WLOGP ${formatValue(wlogp, 2, locale)}`}
      >
        <defs>
          <clipPath id="sw-egg-plot">
            <rect x={pad.left} y={pad.top} width={width - pad.left - pad.right} height={height - pad.top - pad.bottom} />
          </clipPath>
        </defs>
        <rect x={pad.left} y={pad.top} width={width - pad.left - pad.right} height={height - pad.top - pad.bottom} fill="rgb(161 161 170 / 0.35)" />
        <g clipPath="url(#sw-egg-plot)">
          <polygon points={outline(BOILED_EGG.white)} fill="#ffffff" />
          <polygon points={outline(BOILED_EGG.yolk)} fill="rgb(250 204 21 / 0.85)" />
        </g>
        {[0, 50, 100, 150, 200].map((v) => {
          const [x] = eggPixel(v, EGG.y[0])
          return (
            <text key={v} x={x} y={height - pad.bottom + 12} textAnchor="middle" fontSize={9} fill="currentColor" className="text-muted">
              {v}
            </text>
          )
        })}
        {[-4, -2, 0, 2, 4, 6, 8].map((v) => {
          const [, y] = eggPixel(EGG.x[0], v)
          return (
            <text key={v} x={pad.left - 4} y={y} textAnchor="end" dominantBaseline="middle" fontSize={9} fill="currentColor" className="text-muted">
              {v}
            </text>
          )
        })}
        <text x={(pad.left + width - pad.right) / 2} y={height - 4} textAnchor="middle" fontSize={10} fill="currentColor" className="text-muted">
          {t`TPSA (Å²)`}
        </text>
        <text
          x={10}
          y={(pad.top + height - pad.bottom) / 2}
          textAnchor="middle"
          fontSize={10}
          fill="currentColor"
          className="text-muted"
          transform={`rotate(-90 10 ${(pad.top + height - pad.bottom) / 2})`}
        >
          WLOGP
        </text>
        <circle cx={px} cy={py} r={4.5} fill="rgb(37 99 235)" stroke="#ffffff" strokeWidth={1.5} />
      </svg>
      <figcaption className="grid gap-1 text-small">
        <span className="flex justify-between gap-2">
          <span className="text-muted">{t`Gastrointestinal absorption`}</span>
          <span className={cn('font-medium', verdict.giAbsorption === 'high' ? 'text-success' : 'text-danger')} data-verdict="gi">
            {verdict.giAbsorption === 'high' ? t`High` : t`Low`}
          </span>
        </span>
        <span className="flex justify-between gap-2">
          <span className="text-muted">{t`Brain penetration (BBB)`}</span>
          <span className="font-medium text-ink" data-verdict="bbb">
            {verdict.bbbPermeant ? t`Yes` : t`No`}
          </span>
        </span>
        {(clampedT !== tpsa || clampedW !== wlogp) && <span className="text-muted">{t`The point lies outside the drawn range; it is shown at the edge.`}</span>}
      </figcaption>
    </figure>
  )
}

export function AdmePanel({ profile, status }: { profile: Profile; status: AnalysisState['status'] }) {
  const { t } = useLingui()
  const { wlogp, molecularWeight, tpsa, esolLogS, fsp3, rotatableBonds } = profile
  const ready = wlogp !== null && molecularWeight !== null && tpsa !== null && esolLogS !== null && fsp3 !== null && rotatableBonds !== null
  return (
    <section aria-labelledby="sw-2d-adme" className={CARD}>
      <h2 id="sw-2d-adme" className="font-semibold text-ink">
        {t`Pharmacokinetics`}
      </h2>
      <p className="mt-0.5 text-small text-muted">{t`Bioavailability radar and BOILED-Egg (Daina and Zoete, SwissADME's models), from WLOGP and Ertl's TPSA: predictions, not measurements.`}</p>
      {ready ? (
        <div className="@container mt-3">
          <div className="grid gap-5 @xl:grid-cols-2">
            <Radar profile={{ wlogp, molecularWeight, tpsa, esolLogS, fsp3, rotatableBonds }} />
            <BoiledEgg tpsa={tpsa} wlogp={wlogp} />
          </div>
        </div>
      ) : (
        <p className="mt-3 text-muted" role="status">
          {status === 'pending'
            ? t`Computing with RDKit…`
            : status === 'failed'
              ? t`RDKit did not start on this page, so these predictions are not available.`
              : t`RDKit cannot read this structure, so these predictions are not available.`}
        </p>
      )}
    </section>
  )
}
