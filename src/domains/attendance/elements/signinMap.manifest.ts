/** `<sw-signin-map>`'s public API: the one place it is written (see platform/element/manifest.ts). */
import { API_BASE, BACKEND_ATTRIBUTES, ERROR_EVENT, LANG, THEME_COLOR, THEME_PROPERTIES } from '#platform/element/common.ts'
import { defineManifest } from '#platform/element/manifest.ts'
import { MAX_SIGN_RADIUS, MIN_SIGN_RADIUS } from '../contract.ts'
import { CHECK_IN_EVENT, SCOPE_CHANGE_EVENT } from './events.ts'

/** A finite decimal number in [min, max], else null (the kit warns and uses the default). */
export function numberIn(min: number, max: number): (text: string) => number | null {
  return (text) => {
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null
    const n = Number(text)
    return n >= min && n <= max ? n : null
  }
}

export const signinMapManifest = defineManifest({
  tag: 'sw-signin-map',
  summary: 'A sign-in scope on a map (OpenLayers, offline outlines): set it (`edit`), check in against it from a phone (`check-in`), or show it (`view`).',
  module: 'elements/sw-signin-map.js',
  // The runtime (~73 kB) and the element root; the map (OpenLayers), the outlines and the forms are lazy chunks.
  budgetKb: 80,
  attributes: {
    mode: {
      type: { kind: 'enum', values: ['edit', 'check-in', 'view'] },
      default: 'view',
      description: '`edit` (move the centre, set the radius and province), `check-in` (a fresh position, the verdict, submit) or `view` (read-only).',
    },
    lat: { type: { kind: 'parsed', shape: 'a latitude in [-90, 90]', check: numberIn(-90, 90) }, description: "The scope centre's latitude (WGS84)." },
    lng: { type: { kind: 'parsed', shape: 'a longitude in [-180, 180]', check: numberIn(-180, 180) }, description: "The scope centre's longitude (WGS84)." },
    radius: {
      type: { kind: 'parsed', shape: `metres in [${MIN_SIGN_RADIUS}, ${MAX_SIGN_RADIUS}]`, check: numberIn(MIN_SIGN_RADIUS, MAX_SIGN_RADIUS) },
      defaultText: '100',
      description: 'The scope radius in metres (10–5000).',
    },
    province: {
      type: { kind: 'string' },
      defaultText: 'looked up from the centre',
      description: 'The province of the scope (shown; looked up from the centre when absent).',
    },
    'org-id': {
      type: { kind: 'parsed', shape: 'a positive whole number', check: (text: string) => (/^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null) },
      description: 'The organisation whose scopes are shown; in `edit` mode a Save button stores the scope for it (admin session).',
    },
    lang: LANG,
    'api-base': API_BASE,
    'tile-url': {
      type: { kind: 'string' },
      description: 'An XYZ tile template (`https://…/{z}/{x}/{y}.png`, `{key}` for the key) drawn under the outlines. Without it the map is offline.',
    },
    'tile-key': {
      type: { kind: 'string' },
      description: "The tile service's key: put into `tile-url`'s `{key}` only, never logged, rendered or sent elsewhere.",
    },
    'coord-system': {
      type: { kind: 'enum', values: ['wgs84', 'gcj02'] },
      default: 'wgs84',
      description: "The tiles' coordinate system: `gcj02` for tile services in mainland China (positions are converted with gcoord before drawing).",
    },
    'theme-color': THEME_COLOR,
    ...BACKEND_ATTRIBUTES,
  },
  events: [SCOPE_CHANGE_EVENT, CHECK_IN_EVENT, ERROR_EVENT],
  cssProperties: THEME_PROPERTIES,
  parts: {
    root: 'The element root.',
    map: 'The map (focusable: arrow keys pan, + and − zoom).',
    form: 'The fields beside the map (edit and check-in modes).',
    toasts: 'The toast stack.',
  },
  slots: {},
})
