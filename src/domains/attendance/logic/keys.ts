/**
 * The attendance domain's server-state keys (platform/store/resource.ts), all under
 * `[apiBase, 'attendance']`. A scope's save or delete invalidates `scopes(apiBase)`: the
 * scopes screen, `<sw-signin-map>` and the member's check-in card. Framework-free.
 */
import type { KeyPart, ResourceKey } from '#platform/store/resource.ts'

export const attendanceKeys = {
  /** Every organisation's scopes and the member's own. */
  scopes: (apiBase: string): ResourceKey => [apiBase, 'attendance', 'scopes'],
  orgScopes: (apiBase: string, orgId: number | null): ResourceKey => [apiBase, 'attendance', 'scopes', 'org', orgId],
  myScopes: (apiBase: string): ResourceKey => [apiBase, 'attendance', 'scopes', 'mine'],
  records: (apiBase: string, filter: KeyPart, page: number): ResourceKey => [apiBase, 'attendance', 'records', filter, page],
  counts: (apiBase: string, filter: KeyPart): ResourceKey => [apiBase, 'attendance', 'counts', filter],
}
