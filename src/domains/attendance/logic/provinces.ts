/**
 * China's provinces for the offline basemap and the province lookup: the outlines of ECharts
 * 4.9's `map/json/china.json` (Apache-2.0, data from Baidu — approximate outlines, not a map
 * approved for publication, 审图号), decoded from ECharts' compact encoding, and the province
 * holding a point (point-in-polygon). Framework-free; the data loads lazily.
 */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon'

type Ring = Array<[number, number]>

export interface ProvinceFeature {
  type: 'Feature'
  properties: { name: string }
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] }
}

export interface Provinces {
  type: 'FeatureCollection'
  features: ProvinceFeature[]
}

interface EncodedGeometry {
  type: string
  coordinates: unknown[]
  encodeOffsets?: unknown[]
}

interface EncodedCollection {
  UTF8Encoding?: boolean
  UTF8Scale?: number
  features: Array<{ properties: { name: string }; geometry: EncodedGeometry }>
}

/** One ring of ECharts' encoding: zig-zag, delta-coded character pairs from an offset. */
function decodeRing(text: string, offset: [number, number], scale: number): Ring {
  const ring: Ring = []
  let [x, y] = offset
  for (let i = 0; i + 1 < text.length; i += 2) {
    let dx = text.charCodeAt(i) - 64
    let dy = text.charCodeAt(i + 1) - 64
    dx = (dx >> 1) ^ -(dx & 1)
    dy = (dy >> 1) ^ -(dy & 1)
    x += dx
    y += dy
    ring.push([x / scale, y / scale])
  }
  return closed(ring)
}

/** GeoJSON rings end where they start. */
function closed(ring: Ring): Ring {
  const first = ring[0]
  const last = ring[ring.length - 1]
  return first && last && (first[0] !== last[0] || first[1] !== last[1]) ? [...ring, first] : ring
}

/** ECharts' compact map JSON as plain GeoJSON (the input is not changed). */
export function decodeEchartsGeo(json: EncodedCollection): Provinces {
  const scale = json.UTF8Scale ?? 1024
  const features = json.features.map((f): ProvinceFeature => {
    const g = f.geometry
    const offsets = (g.encodeOffsets ?? []) as unknown[]
    const ring = (r: unknown, o: unknown): Ring => (json.UTF8Encoding ? decodeRing(r as string, o as [number, number], scale) : closed(r as Ring))
    const geometry: ProvinceFeature['geometry'] =
      g.type === 'Polygon'
        ? { type: 'Polygon', coordinates: (g.coordinates as unknown[]).map((r, i) => ring(r, offsets[i])) }
        : {
            type: 'MultiPolygon',
            coordinates: (g.coordinates as unknown[][]).map((poly, i) => poly.map((r, j) => ring(r, (offsets[i] as unknown[] | undefined)?.[j]))),
          }
    return { type: 'Feature', properties: { name: f.properties.name }, geometry }
  })
  return { type: 'FeatureCollection', features }
}

/** The name of the province holding (lat, lng), '' when none does (at sea, abroad). */
export function provinceAt(provinces: Provinces, lat: number, lng: number): string {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return ''
  const point = [lng, lat]
  // Municipalities sit inside their neighbours' outer rings in some outlines: the smallest match wins.
  let best: { name: string; size: number } | null = null
  for (const feature of provinces.features) {
    if (!booleanPointInPolygon(point, feature as never)) continue
    const size = JSON.stringify(feature.geometry.coordinates).length
    if (!best || size < best.size) best = { name: feature.properties.name, size }
  }
  return best?.name ?? ''
}

let loaded: Promise<Provinces> | undefined

/** The provinces, decoded once per page (a lazy chunk of ~60 kB of data). */
export function loadProvinces(): Promise<Provinces> {
  loaded ??= import('echarts/map/json/china.json').then((m) => decodeEchartsGeo((m as { default: unknown }).default as EncodedCollection))
  return loaded
}
