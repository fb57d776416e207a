/**
 * The attendance domain's server-state keys (platform/store/resource.ts), all under
 * `[apiBase, 'attendance']`. A scope's save or delete invalidates `scopes(apiBase)`: the
 * scopes screen, `<sw-signin-map>` and the member's check-in card; a change of rules invalidates
 * `rules(apiBase)`: every owner's rules and the member's months. Framework-free.
 */
import type { KeyPart, ResourceKey } from '#platform/store/resource.ts'

export const attendanceKeys = {
  /** Every organisation's scopes and the member's own. */
  scopes: (apiBase: string): ResourceKey => [apiBase, 'attendance', 'scopes'],
  orgScopes: (apiBase: string, orgId: number | null): ResourceKey => [apiBase, 'attendance', 'scopes', 'org', orgId],
  myScopes: (apiBase: string): ResourceKey => [apiBase, 'attendance', 'scopes', 'mine'],
  /** The scopes the rules of an owner (null: the tenant) may name, found by `keyword`. */
  ruleScopes: (apiBase: string, orgId: number | null, keyword: string): ResourceKey => [apiBase, 'attendance', 'scopes', 'rules', orgId, keyword],
  records: (apiBase: string, filter: KeyPart, page: number): ResourceKey => [apiBase, 'attendance', 'records', filter, page],
  counts: (apiBase: string, filter: KeyPart): ResourceKey => [apiBase, 'attendance', 'counts', filter],
  /** Every organisation's rules and every member's month they decide. */
  rules: (apiBase: string): ResourceKey => [apiBase, 'attendance', 'rules'],
  /** One owner's rules: an organisation's id, or null for the tenant's. */
  ownerRules: (apiBase: string, orgId: number | null): ResourceKey => [apiBase, 'attendance', 'rules', orgId],
  /** The member's own leave requests (under `months`: a decision or a request reloads both). */
  myLeaves: (apiBase: string): ResourceKey => [apiBase, 'attendance', 'rules', 'month', 'leaves'],
  /** The approver's queue (every status, filter and page, and the waiting count); a decision, or
   * the stream's `approvals` event, reloads it. */
  approvals: (apiBase: string): ResourceKey => [apiBase, 'attendance', 'approvals'],
  approvalPage: (apiBase: string, query: KeyPart, page: number): ResourceKey => [apiBase, 'attendance', 'approvals', 'page', query, page],
  waitingCount: (apiBase: string): ResourceKey => [apiBase, 'attendance', 'approvals', 'waiting'],
  /** The attendance report, every view and month (under `rules`: a change of rules reloads it;
   * a decision on an approval reloads it too). */
  reports: (apiBase: string): ResourceKey => [apiBase, 'attendance', 'rules', 'report'],
  reportSummary: (apiBase: string, filter: KeyPart): ResourceKey => [apiBase, 'attendance', 'rules', 'report', 'summary', filter],
  reportRows: (apiBase: string, view: string, query: KeyPart): ResourceKey => [apiBase, 'attendance', 'rules', 'report', view, query],
  /** A member's month opened from the report. */
  reportMonth: (apiBase: string, userId: number, month: string, orgId: number | null): ResourceKey => [
    apiBase,
    'attendance',
    'rules',
    'report',
    'member',
    userId,
    month,
    orgId ?? 'own',
  ],
  /** Every month of the member's (a check-in changes one); under `rules`, so a change of rules reloads them. */
  months: (apiBase: string): ResourceKey => [apiBase, 'attendance', 'rules', 'month'],
  /** The member's month (YYYY-MM) in one of their organisations (null: their own). */
  month: (apiBase: string, month: string, orgId: number | null): ResourceKey => [apiBase, 'attendance', 'rules', 'month', month, orgId ?? 'own'],
}
