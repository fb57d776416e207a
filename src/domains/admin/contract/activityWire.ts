/**
 * The administration domain's wire types for the records of activity: the operation log (every
 * administrator's write), the sign-in log (every attempt) and the online sessions — the shapes the
 * reference server answers and contract.ts sends (re-exported there).
 */
import type { SignInResult } from '#platform/core/api/types.ts'

/** One recorded administrator's write (GET queryOpLogs). */
export interface OpLogEntry {
  id: string
  createdAt: string
  username: string
  nickname: string
  /** The client's address. */
  address: string
  method: string
  path: string
  /** 'users', 'dicts', … (OP_LOG_MODULES). */
  module: string
  /** 'create', 'update', 'disable', … */
  action: string
  /** What the write was about: a username, a dictionary code… */
  target: string
  /** A short English sentence (the console words the actions it knows). */
  summary: string
  outcome: 'ok' | 'failed'
  status: number
  before: unknown
  after: unknown
}

/** The modules the log is filtered by. */
export const OP_LOG_MODULES = ['users', 'dicts', 'orgs', 'roles'] as const

export interface OpLogQuery {
  currentPage: number
  pageSize: number
  /** ISO instants: from (inclusive) … to (exclusive). */
  from?: string
  to?: string
  /** Part of the actor's username or nickname. */
  user?: string
  module?: string
}

export { SIGN_IN_RESULTS, type SignInResult } from '#platform/core/api/types.ts'

/** One sign-in attempt (GET /admin/syssignin/admin/querySignIns). */
export interface SignInEntry {
  id: string
  /** ISO instant. */
  at: string
  tenantCode: string
  /** As typed. */
  username: string
  /** The user it names, when the tenant has one by that name. */
  userId: string | null
  nickname: string
  orgName: string
  address: string
  userAgent: string
  result: SignInResult
}

export interface SignInQuery {
  currentPage: number
  pageSize: number
  /** Part of the username typed. */
  username?: string
  result?: SignInResult
  /** Part of the client address. */
  address?: string
  /** ISO instants: from (inclusive) … to (exclusive). */
  from?: string
  to?: string
}

/** A session that is signed in now (GET /admin/syssession/admin/querySessions). */
export interface OnlineSession {
  id: string
  userId: string
  username: string
  nickname: string
  orgName: string
  /** ISO instants. */
  signedInAt: string
  expiresAt: string
  address: string
  userAgent: string
  /** The caller's own session (the one this console runs on). */
  current: boolean
  /** false when the user holds a role beyond the caller's: they may not sign it out. */
  manageable: boolean
}

export interface SessionQuery {
  currentPage: number
  pageSize: number
  /** Part of the username or nickname. */
  user?: string
}
