/**
 * Edit one sign-in scope: the map (click or drag the centre, drag the edge handle) beside fields
 * for everything the pointer does — latitude, longitude, radius (10–5000 m, an error outside and
 * nothing reported), "Use my location" — and the province looked up from the centre (typed when
 * the lookup finds none, e.g. at sea). Reports each valid scope through `onChange`.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LocateFixed } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { MAX_SIGN_RADIUS, MIN_SIGN_RADIUS } from '../contract.ts'
import { loadProvinces, provinceAt } from '../logic/provinces.ts'
import { freshPosition, type PositionProblem } from '../runtime/freshPosition.ts'
import { usePositionProblemText } from '../hooks/positionText.ts'
import type { MapScope } from './MapCanvas.tsx'

const MapCanvas = lazy(() => import('./MapCanvas.tsx'))

export interface ScopeValue {
  lat: number
  lng: number
  radius: number
  province: string
}

export type ScopeField = 'lat' | 'lng' | 'radius' | 'province'

export interface ScopeEditorProps {
  value: ScopeValue
  onChange(value: ScopeValue): void
  /** Reports whether every field holds a valid value (a parent's Save waits for it). */
  onValidity?(valid: boolean): void
  /** Errors from the server, by field. */
  errors?: Partial<Record<ScopeField, string>>
  /** Other scopes of the organisation, drawn but not editable. */
  others?: readonly MapScope[]
  tileUrl?: string | undefined
  tileKey?: string | undefined
  coordSystem?: 'wgs84' | 'gcj02'
  /** Changes when a different scope is being edited (the map fits it). */
  scopeKey?: string
}

const num = (text: string) => (/^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/.test(text) ? Number(text) : NaN)

export function ScopeEditor({ value, onChange, onValidity, errors = {}, others = [], tileUrl, tileKey, coordSystem, scopeKey = '' }: ScopeEditorProps) {
  const { t } = useLingui()
  const problemText = usePositionProblemText()
  const [text, setText] = useState({ lat: String(value.lat), lng: String(value.lng), radius: String(value.radius) })
  const [found, setFound] = useState<string | null>(null)
  const [locating, setLocating] = useState(false)
  const [locateProblem, setLocateProblem] = useState<PositionProblem | null>(null)
  const [fit, setFit] = useState(0)

  // A value from outside (the map, another scope selected) shows in the fields.
  const [shown, setShown] = useState(value)
  if (shown.lat !== value.lat || shown.lng !== value.lng || shown.radius !== value.radius) {
    setShown(value)
    setText((old) => ({
      lat: num(old.lat) === value.lat ? old.lat : String(value.lat),
      lng: num(old.lng) === value.lng ? old.lng : String(value.lng),
      radius: num(old.radius) === value.radius ? old.radius : String(value.radius),
    }))
  }

  // The province of the centre (data loads once, lazily).
  useEffect(() => {
    let live = true
    void loadProvinces().then((p) => live && setFound(provinceAt(p, value.lat, value.lng)))
    return () => {
      live = false
    }
  }, [value.lat, value.lng])
  useEffect(() => {
    if (found && found !== value.province) onChange({ ...value, province: found })
    // Only a new lookup result sets the province.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found])

  const lat = num(text.lat)
  const lng = num(text.lng)
  const radius = num(text.radius)
  const fieldErrors: Partial<Record<ScopeField, string>> = {
    lat: !(lat >= -90 && lat <= 90) ? t`Enter a latitude from -90 to 90.` : errors.lat,
    lng: !(lng >= -180 && lng <= 180) ? t`Enter a longitude from -180 to 180.` : errors.lng,
    radius: !(radius >= MIN_SIGN_RADIUS && radius <= MAX_SIGN_RADIUS) ? t`Enter a radius from ${MIN_SIGN_RADIUS} to ${MAX_SIGN_RADIUS} metres.` : errors.radius,
    province: errors.province,
  }
  const valid = lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180 && radius >= MIN_SIGN_RADIUS && radius <= MAX_SIGN_RADIUS
  useEffect(() => onValidity?.(valid), [valid, onValidity])

  const edit = (field: 'lat' | 'lng' | 'radius', next: string) => {
    const all = { ...text, [field]: next }
    setText(all)
    const n = { lat: num(all.lat), lng: num(all.lng), radius: num(all.radius) }
    if (n.lat >= -90 && n.lat <= 90 && n.lng >= -180 && n.lng <= 180 && n.radius >= MIN_SIGN_RADIUS && n.radius <= MAX_SIGN_RADIUS) {
      onChange({ ...value, ...n })
      if (field !== 'radius') setFit((f) => f + 1)
    }
  }

  const locateMe = async () => {
    setLocating(true)
    setLocateProblem(null)
    const answer = await freshPosition()
    setLocating(false)
    if ('problem' in answer) return setLocateProblem(answer.problem)
    onChange({ ...value, lat: round(answer.lat), lng: round(answer.lng) })
    setFit((f) => f + 1)
  }

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="h-72 md:h-[26rem]">
        <Suspense fallback={<PageLoader />}>
          <MapCanvas
            label={t`Sign-in scope map. Arrow keys pan, plus and minus zoom; click to move the centre.`}
            outlinesNote={t`Outlines: Natural Earth; China provinces from ECharts (Baidu), approximate.`}
            scopes={others}
            edit={{
              lat: value.lat,
              lng: value.lng,
              radius: value.radius,
              onMove: (la, ln) => {
                onChange({ ...value, lat: la, lng: ln })
              },
              onRadius: (r) => edit('radius', String(r)),
            }}
            tileUrl={tileUrl}
            tileKey={tileKey}
            coordSystem={coordSystem ?? 'wgs84'}
            fitKey={`${scopeKey}:${fit}`}
          />
        </Suspense>
      </div>
      <div className="grid content-start gap-3" part="form">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-1">
          <TextField
            label={t`Latitude`}
            name="lat"
            inputMode="decimal"
            value={text.lat}
            error={fieldErrors.lat}
            onChange={(e) => edit('lat', e.target.value)}
          />
          <TextField
            label={t`Longitude`}
            name="lng"
            inputMode="decimal"
            value={text.lng}
            error={fieldErrors.lng}
            onChange={(e) => edit('lng', e.target.value)}
          />
        </div>
        <TextField
          label={t`Radius (metres)`}
          name="radius"
          type="number"
          min={MIN_SIGN_RADIUS}
          max={MAX_SIGN_RADIUS}
          step={10}
          value={text.radius}
          error={fieldErrors.radius}
          hint={t`From ${MIN_SIGN_RADIUS} to ${MAX_SIGN_RADIUS} m; or drag the handle on the circle's edge.`}
          onChange={(e) => edit('radius', e.target.value)}
        />
        {found ? (
          <TextField label={t`Province`} name="province" value={found} readOnly hint={t`Looked up from the centre.`} error={fieldErrors.province} />
        ) : (
          <TextField
            label={t`Province`}
            name="province"
            value={value.province}
            maxLength={20}
            hint={found === '' ? t`The centre is in no province (e.g. at sea): type one, or leave it empty.` : undefined}
            error={fieldErrors.province}
            onChange={(e) => onChange({ ...value, province: e.target.value })}
          />
        )}
        <Button variant="secondary" loading={locating} onClick={() => void locateMe()}>
          <LocateFixed aria-hidden className="size-4" />
          {t`Use my location`}
        </Button>
        {locateProblem && (
          <p role="alert" className="text-minor text-danger">
            {problemText(locateProblem)}
          </p>
        )}
      </div>
    </div>
  )
}

function round(deg: number): number {
  return Math.round(deg * 1e6) / 1e6
}
