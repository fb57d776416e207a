/**
 * The administration domain's server-state keys, the one place they are written: each starts
 * `[apiBase, 'admin', …]` (docs/ARCHITECTURE.md#server-state). A key names everything its load
 * depends on (a list's query); a group's prefix (`usersAll`, `roles`, `dicts`, `orgs`,
 * `sessionsAll`) is what a write invalidates, so every list, count and select under it that is
 * on screen loads again in place. Framework-free.
 */
import type { AdminUserQuery, OpLogQuery, SessionQuery, SignInQuery } from '../contract.ts'

const DOMAIN = 'admin'

export const adminKeys = {
  /** The users: their pages, the count of sign-ups waiting and a user's grant. */
  usersAll: (apiBase: string) => [apiBase, DOMAIN, 'users'] as const,
  users: (apiBase: string, query: AdminUserQuery) => [apiBase, DOMAIN, 'users', 'list', { ...query }] as const,
  pendingCount: (apiBase: string) => [apiBase, DOMAIN, 'users', 'pending'] as const,
  /** A user's grant, as the grant dialog reads it afresh at each opening (`fresh`). */
  grant: (apiBase: string, userId: string) => [apiBase, DOMAIN, 'users', 'grant', userId] as const,
  /** The credentials mails the server wrote (an approval adds one). */
  outbox: (apiBase: string) => [apiBase, DOMAIN, 'outbox'] as const,

  /** The roles: the screen's list, the options of the users' selects and each role's grants. */
  roles: (apiBase: string) => [apiBase, DOMAIN, 'roles'] as const,
  roleList: (apiBase: string) => [apiBase, DOMAIN, 'roles', 'list'] as const,
  roleOptions: (apiBase: string) => [apiBase, DOMAIN, 'roles', 'options'] as const,
  role: (apiBase: string, roleId: string) => [apiBase, DOMAIN, 'roles', 'detail', roleId] as const,
  /** The menus an administrator may grant. */
  menuTree: (apiBase: string) => [apiBase, DOMAIN, 'menus'] as const,

  /** The dictionaries: the types, a type's entries, and the options every select reads. */
  dicts: (apiBase: string) => [apiBase, DOMAIN, 'dicts'] as const,
  dictTypes: (apiBase: string) => [apiBase, DOMAIN, 'dicts', 'types'] as const,
  dictItems: (apiBase: string, dictType: string | null) => [apiBase, DOMAIN, 'dicts', 'items', dictType] as const,
  dictOptions: (apiBase: string, dictType: string) => [apiBase, DOMAIN, 'dicts', 'options', dictType] as const,

  /** The organisations: the whole tree (shared by every picker) and the flat list. */
  orgs: (apiBase: string) => [apiBase, DOMAIN, 'orgs'] as const,
  orgTree: (apiBase: string) => [apiBase, DOMAIN, 'orgs', 'tree'] as const,
  orgList: (apiBase: string) => [apiBase, DOMAIN, 'orgs', 'list'] as const,

  /** The sessions signed in now, by page and search. */
  sessionsAll: (apiBase: string) => [apiBase, DOMAIN, 'sessions'] as const,
  sessions: (apiBase: string, query: SessionQuery) => [apiBase, DOMAIN, 'sessions', { ...query }] as const,
  /** The sign-in log and the operation log, by page and filters. */
  signIns: (apiBase: string, query: SignInQuery) => [apiBase, DOMAIN, 'signins', { ...query }] as const,
  opLog: (apiBase: string, query: OpLogQuery) => [apiBase, DOMAIN, 'oplog', { ...query }] as const,
}
