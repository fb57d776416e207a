/**
 * The OpenLayers map every attendance view draws on (a lazy chunk with `ol`): an offline basemap
 * (Natural Earth country outlines and China's approximate province outlines, both lazy data),
 * optional XYZ tiles under them, the scopes as true geodesic circles, a position with its
 * accuracy circle, and in edit mode a draggable centre and radius handle (Translate limited to
 * its own layer and features), and a metric scale line. Focusable with a label: arrow keys pan,
 * + and − zoom.
 */
import { useEffect, useRef } from 'react'
import OlMap from 'ol/Map.js'
import View from 'ol/View.js'
import Feature from 'ol/Feature.js'
import Point from 'ol/geom/Point.js'
import Polygon from 'ol/geom/Polygon.js'
import VectorLayer from 'ol/layer/Vector.js'
import VectorSource from 'ol/source/Vector.js'
import TileLayer from 'ol/layer/Tile.js'
import XYZ from 'ol/source/XYZ.js'
import TopoJSON from 'ol/format/TopoJSON.js'
import GeoJSON from 'ol/format/GeoJSON.js'
import Translate from 'ol/interaction/Translate.js'
import { defaults as defaultInteractions } from 'ol/interaction/defaults.js'
import { defaults as defaultControls } from 'ol/control/defaults.js'
import ScaleLine from 'ol/control/ScaleLine.js'
import { fromLonLat, toLonLat } from 'ol/proj.js'
import { boundingExtent, extend, type Extent } from 'ol/extent.js'
import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style.js'
import olCss from 'ol/ol.css?inline'
import gcoord from 'gcoord'
import { adoptSheet } from '#platform/element/styles.ts'
import { eastPoint, geodesicRing } from '../logic/scopeCircle.ts'
import { haversineMetres } from '../logic/geo.ts'
import { loadProvinces } from '../logic/provinces.ts'
import { roundDegrees, tokenColour, withAlpha } from '../runtime/mapCanvasColours.ts'

export interface MapScope {
  key: string
  lat: number
  lng: number
  radius: number
  selected?: boolean
}

export interface MapCanvasProps {
  /** Screen-reader name of the map. */
  label: string
  /** Attribution text for the offline outlines. */
  outlinesNote: string
  scopes: readonly MapScope[]
  /** Edit mode: the scope being edited, with its centre and edge draggable. */
  edit?: { lat: number; lng: number; radius: number; onMove(lat: number, lng: number): void; onRadius(radius: number): void } | undefined
  position?: { lat: number; lng: number; accuracy: number } | undefined
  tileUrl?: string | undefined
  tileKey?: string | undefined
  coordSystem?: 'wgs84' | 'gcj02'
  /** When this changes the view fits the scopes and position again. */
  fitKey?: string
}

type LonLat = [number, number]

export default function MapCanvas(props: MapCanvasProps) {
  const target = useRef<HTMLDivElement>(null)
  const map = useRef<OlMap | null>(null)
  const overlay = useRef<VectorSource | null>(null)
  /** Fits the view to what is drawn (set after each render; a no-op until the map has a size). */
  const fitView = useRef(() => {})
  const latest = useRef(props)
  const tiles = Boolean(props.tileUrl)
  const gcj = tiles && props.coordSystem === 'gcj02'

  // Our positions are WGS84; over GCJ-02 tiles they are drawn converted.
  const toView = (lng: number, lat: number) => fromLonLat(gcj ? (gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02) as LonLat) : [lng, lat])
  const fromView = (coordinate: number[]): LonLat => {
    const ll = toLonLat(coordinate) as LonLat
    return gcj ? (gcoord.transform(ll, gcoord.GCJ02, gcoord.WGS84) as LonLat) : ll
  }
  const circle = (lat: number, lng: number, radius: number) => new Polygon([geodesicRing(lat, lng, radius).map(([x, y]) => toView(x, y))])
  const convert = useRef({ toView, fromView, circle })
  // The OpenLayers callbacks read the latest props and conversions (set before the effects below run).
  useEffect(() => {
    latest.current = props
    convert.current = { toView, fromView, circle }
  })

  // The map, its basemap and interactions: once per tile setting.
  useEffect(() => {
    const el = target.current
    if (!el) return
    const root = el.getRootNode()
    if (root instanceof ShadowRoot || root instanceof Document) adoptSheet(root, olCss)
    const colours = {
      land: tokenColour(el, '--color-surface', '#ffffff'),
      line: tokenColour(el, '--color-line', '#dcdfe6'),
      muted: tokenColour(el, '--color-muted', '#6b7280'),
      primary: tokenColour(el, '--color-primary', '#1890ff'),
      success: tokenColour(el, '--color-success', '#067647'),
      ink: tokenColour(el, '--color-ink', '#1f2937'),
    }
    const countries = new VectorSource()
    const provinces = new VectorSource()
    const source = new VectorSource()
    overlay.current = source
    const countryLayer = new VectorLayer({
      source: countries,
      style: new Style({ fill: tiles ? undefined : new Fill({ color: colours.land }), stroke: new Stroke({ color: colours.muted, width: 1 }) }),
    })
    const provinceLayer = new VectorLayer({
      source: provinces,
      style: new Style({ stroke: new Stroke({ color: colours.muted, width: 0.6, lineDash: [4, 3] }) }),
    })
    const scopeStyle = (selected: boolean) =>
      new Style({
        fill: new Fill({ color: withAlpha(colours.primary, selected ? 0.22 : 0.12) }),
        stroke: new Stroke({ color: colours.primary, width: selected ? 2.5 : 1.5 }),
      })
    const styles: Record<string, Style> = {
      scope: scopeStyle(false),
      selected: scopeStyle(true),
      accuracy: new Style({
        fill: new Fill({ color: withAlpha(colours.success, 0.15) }),
        stroke: new Stroke({ color: colours.success, width: 1.5, lineDash: [5, 4] }),
      }),
      position: new Style({
        image: new CircleStyle({ radius: 7, fill: new Fill({ color: colours.success }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
      }),
      centre: new Style({
        image: new CircleStyle({ radius: 8, fill: new Fill({ color: colours.primary }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
      }),
      handle: new Style({
        image: new CircleStyle({ radius: 7, fill: new Fill({ color: '#ffffff' }), stroke: new Stroke({ color: colours.primary, width: 3 }) }),
      }),
    }
    const overlayLayer = new VectorLayer({ source, style: (f) => styles[f.get('role') as string] ?? styles.scope })
    const layers = [
      ...(props.tileUrl
        ? [
            new TileLayer({
              source: new XYZ({
                url: props.tileKey ? props.tileUrl.replaceAll('{key}', encodeURIComponent(props.tileKey)) : props.tileUrl,
                crossOrigin: 'anonymous',
              }),
            }),
          ]
        : []),
      countryLayer,
      provinceLayer,
      overlayLayer,
    ]
    const translate = new Translate({ layers: [overlayLayer], filter: (f) => f.get('role') === 'centre' || f.get('role') === 'handle', hitTolerance: 6 })
    const instance = new OlMap({
      target: el,
      layers,
      view: new View({ center: fromLonLat([105, 35]), zoom: 3, maxZoom: 19 }),
      // A metric scale bar: at a scope's zoom the offline outlines show little, the scale tells distance.
      controls: defaultControls({ attributionOptions: { collapsible: true } }).extend([new ScaleLine({ units: 'metric' })]),
      interactions: defaultInteractions().extend([translate]),
    })
    countryLayer.getSource()?.setAttributions(props.outlinesNote)
    map.current = instance

    // While dragging, the circle and the handle follow; the change is reported when dropped.
    translate.on('translating', (e) => {
      const edit = latest.current.edit
      const feature = e.features.item(0)
      if (!edit || !feature) return
      const at = convert.current.fromView((feature.getGeometry() as Point).getCoordinates())
      const circleFeature = source.getFeatures().find((f) => f.get('role') === 'selected')
      if (feature.get('role') === 'centre') {
        circleFeature?.setGeometry(convert.current.circle(at[1], at[0], edit.radius))
        const handle = source.getFeatures().find((f) => f.get('role') === 'handle')
        const [hx, hy] = eastPoint(at[1], at[0], edit.radius)
        handle?.setGeometry(new Point(convert.current.toView(hx, hy)))
      } else {
        const radius = haversineMetres({ lat: edit.lat, lng: edit.lng }, { lat: at[1], lng: at[0] })
        circleFeature?.setGeometry(convert.current.circle(edit.lat, edit.lng, Math.max(1, radius)))
      }
    })
    translate.on('translateend', (e) => {
      const edit = latest.current.edit
      const feature = e.features.item(0)
      if (!edit || !feature) return
      const at = convert.current.fromView((feature.getGeometry() as Point).getCoordinates())
      if (feature.get('role') === 'centre') edit.onMove(roundDegrees(at[1]), roundDegrees(at[0]))
      else edit.onRadius(Math.round(haversineMetres({ lat: edit.lat, lng: edit.lng }, { lat: at[1], lng: at[0] })))
    })
    instance.on('singleclick', (e) => {
      const edit = latest.current.edit
      if (!edit) return
      const onHandle = instance.forEachFeatureAtPixel(e.pixel, (f) => (f.get('role') === 'centre' || f.get('role') === 'handle' ? true : undefined), {
        layerFilter: (l) => l === overlayLayer,
      })
      if (onHandle) return
      const at = convert.current.fromView(e.coordinate)
      edit.onMove(roundDegrees(at[1]), roundDegrees(at[0]))
    })

    // The map follows its box (a tab shown again, a phone turned): and the first real size fits the view.
    let sized = false
    const resize = new ResizeObserver(() => {
      instance.updateSize()
      const size = instance.getSize()
      if (!sized && size && size[0] > 0 && size[1] > 0) {
        sized = true
        fitView.current()
      }
    })
    resize.observe(el)

    let cancelled = false
    void import('world-atlas/countries-110m.json').then((m) => {
      if (cancelled) return
      countries.addFeatures(new TopoJSON({ layers: ['countries'] }).readFeatures((m as { default: unknown }).default, { featureProjection: 'EPSG:3857' }))
    })
    void loadProvinces().then((data) => {
      if (cancelled) return
      provinces.addFeatures(new GeoJSON().readFeatures(data, { featureProjection: 'EPSG:3857' }))
    })
    return () => {
      cancelled = true
      resize.disconnect()
      instance.setTarget(undefined)
      map.current = null
      overlay.current = null
    }
    // The tile settings rebuild the map; everything else is drawn by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.tileUrl, props.tileKey, props.coordSystem])

  // The scopes, the edited scope and the position.
  const { scopes, edit, position } = props
  useEffect(() => {
    const source = overlay.current
    if (!source) return
    const { toView, circle } = convert.current
    const features: Feature[] = []
    for (const scope of scopes)
      features.push(new Feature({ geometry: circle(scope.lat, scope.lng, scope.radius), role: scope.selected ? 'selected' : 'scope' }))
    if (edit) {
      features.push(new Feature({ geometry: circle(edit.lat, edit.lng, Math.max(1, edit.radius)), role: 'selected' }))
      features.push(new Feature({ geometry: new Point(toView(edit.lng, edit.lat)), role: 'centre' }))
      const [hx, hy] = eastPoint(edit.lat, edit.lng, Math.max(1, edit.radius))
      features.push(new Feature({ geometry: new Point(toView(hx, hy)), role: 'handle' }))
    }
    if (position) {
      features.push(new Feature({ geometry: circle(position.lat, position.lng, Math.max(1, position.accuracy)), role: 'accuracy' }))
      features.push(new Feature({ geometry: new Point(toView(position.lng, position.lat)), role: 'position' }))
    }
    source.clear()
    source.addFeatures(features)
  }, [scopes, edit?.lat, edit?.lng, edit?.radius, position, edit])

  // Fit the view when asked (a new selection, a typed centre, a new position), once the map has a size.
  useEffect(() => {
    fitView.current = () => {
      const instance = map.current
      const size = instance?.getSize()
      if (!instance || !size || size[0] === 0 || size[1] === 0) return
      const { scopes: s, edit: e, position: p } = latest.current
      const { toView } = convert.current
      let extent: Extent | null = null
      const add = (lat: number, lng: number, r: number) => {
        const ring = geodesicRing(lat, lng, r, 16).map(([x, y]) => toView(x, y))
        extent = extent ? extend(extent, boundingExtent(ring)) : boundingExtent(ring)
      }
      if (e) add(e.lat, e.lng, Math.max(50, e.radius))
      const selected = s.filter((x) => x.selected)
      // The edited scope alone when editing; else the chosen (nearest) scope, else all of them.
      if (!e) for (const x of selected.length ? selected : s) add(x.lat, x.lng, Math.max(50, x.radius))
      if (p) add(p.lat, p.lng, Math.max(50, p.accuracy))
      if (extent) instance.getView().fit(extent, { padding: [32, 32, 32, 32], maxZoom: 17, duration: 0 })
    }
  })
  useEffect(() => fitView.current(), [props.fitKey])

  return (
    <div
      ref={target}
      part="map"
      tabIndex={0}
      role="application"
      aria-roledescription="map"
      aria-label={props.label}
      data-signin-map
      className="relative h-full min-h-64 w-full overflow-hidden rounded-md border border-line bg-canvas focus-visible:outline-2 focus-visible:outline-primary"
    />
  )
}
