/**
 * The notifications domain's server-state keys (platform/store/resource.ts): one builder per
 * thing loaded, all under `[apiBase, 'notifications']`, so a write invalidates by prefix.
 * Framework-free.
 */
import type { KeyPart, ResourceKey } from '#platform/store/resource.ts'

const root = (apiBase: string) => [apiBase, 'notifications'] as const

export const notificationKeys = {
  /** The member's unread count (set by the live stream). */
  unread: (apiBase: string): ResourceKey => [...root(apiBase), 'unread'],
  /** Every list of notices a publish, edit or withdrawal changes: the member's and the publisher's. */
  lists: (apiBase: string): ResourceKey => [...root(apiBase), 'list'],
  mine: (apiBase: string, filters: KeyPart): ResourceKey => [...root(apiBase), 'list', 'mine', filters],
  /** The bell's latest few, by the unread count they were loaded at. */
  /** The workbench's summary of the member's notices. */
  summary: (apiBase: string): ResourceKey => [...root(apiBase), 'list', 'summary'],
  latest: (apiBase: string, unread: number | null): ResourceKey => [...root(apiBase), 'list', 'latest', unread],
  publishedAll: (apiBase: string): ResourceKey => [...root(apiBase), 'list', 'published'],
  published: (apiBase: string, page: number): ResourceKey => [...root(apiBase), 'list', 'published', page],
  receiptsOf: (apiBase: string, id: number): ResourceKey => [...root(apiBase), 'list', 'receipts', id],
  receipts: (apiBase: string, id: number, query: KeyPart): ResourceKey => [...root(apiBase), 'list', 'receipts', id, query],
  types: (apiBase: string): ResourceKey => [...root(apiBase), 'types'],
  preferences: (apiBase: string): ResourceKey => [...root(apiBase), 'preferences'],
  digest: (apiBase: string): ResourceKey => [...root(apiBase), 'digest'],
  targetOrgs: (apiBase: string): ResourceKey => [...root(apiBase), 'targets', 'orgs'],
  targetRoles: (apiBase: string): ResourceKey => [...root(apiBase), 'targets', 'roles'],
  targetUsers: (apiBase: string, keyword: string): ResourceKey => [...root(apiBase), 'targets', 'users', keyword],
}
