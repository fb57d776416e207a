/** What the scope editors share: where a new scope starts, and the server's field names mapped
 * to the editor's fields (a refused field is marked on its own input). */
import type { ScopeField } from './ScopeEditor.tsx'

/** Where a new scope starts when nothing says otherwise: Beijing. */
export const DEFAULT_CENTRE = { lat: 39.9087, lng: 116.3975 }

/** The server's field name → the editor's field. */
export function fieldOf(field: string | undefined): ScopeField | undefined {
  switch (field) {
    case 'signinScopeLat':
    case 'lat':
      return 'lat'
    case 'signinScopeLng':
    case 'lng':
      return 'lng'
    case 'signRadius':
    case 'radius':
      return 'radius'
    case 'signScopeProvince':
      return 'province'
    default:
      return undefined
  }
}
