/**
 * The chemistry domain's server-state keys (platform/store/resource.ts), all under
 * `[apiBase, 'chemistry']`: every save, delete, restore and import invalidates
 * `chemistryKeys.compounds(apiBase)`, so each view of the list (kept alive in its tab), the
 * columns and the chart load again. The toolkit, which is the page's and no server's, has the
 * empty base. Framework-free.
 */
import type { KeyPart, ResourceKey } from '#platform/store/resource.ts'

export const chemistryKeys = {
  /** Everything derived from the tenant's compounds. */
  compounds: (apiBase: string): ResourceKey => [apiBase, 'chemistry', 'compounds'],
  page: (apiBase: string, query: KeyPart): ResourceKey => [apiBase, 'chemistry', 'compounds', 'page', query],
  columns: (apiBase: string): ResourceKey => [apiBase, 'chemistry', 'compounds', 'columns'],
  points: (apiBase: string): ResourceKey => [apiBase, 'chemistry', 'compounds', 'points'],
  /** openchemlib, loaded once per page. */
  toolkit: (): ResourceKey => ['', 'chemistry', 'openchemlib'],
}
