/**
 * Who is calling: the `Caller` an authenticated request carries (set by `requireSession`), the
 * user's role codes, the administrator role, and the user a request is about — the caller by
 * default, another user of the same tenant only for ROLE_ADMIN.
 */
import type { Queryable } from './db.ts'
import { badRequest, forbidden, notFound } from './http.ts'
import type { RoleName } from '#platform/core/api/types.ts'
import { namesOf, type NameColumns } from './localizedNames.ts'

export interface Caller {
  sessionId: number
  /** When the session expires (ms since the epoch). */
  sessionExpiresAt: number
  userId: number
  tenantId: number
  /** Every role code the user holds, in order. */
  roles: string[]
  /** The role of the `RoleCode` header, else the user's first role. */
  activeRole: string
}

/** The role that sees every menu and may act on the other users of its tenant. */
export const ADMIN_ROLE = 'ROLE_ADMIN'

/** The user's role codes, in their order. */
export async function userRoles(q: Queryable, userId: number): Promise<string[]> {
  return (await userRoleNames(q, userId)).map((role) => role.code)
}

/** The user's roles in order, with the names the tenant gave them (en/zh/tw). */
export async function userRoleNames(q: Queryable, userId: number): Promise<RoleName[]> {
  const rows = await q.query<NameColumns & { code: string }>(
    `select r.code, r.name, r.name_zh, r.name_tw from user_roles ur join roles r on r.id = ur.role_id
     where ur.user_id = $1 order by ur.sort, r.sort, r.id`,
    [userId],
  )
  return rows.map((row) => ({ code: row.code, ...namesOf(row) }))
}

/** A user id from the wire ("12"), or null when it cannot be one. */
export function parseUserId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  if (!/^\d{1,9}$/.test(text)) return null
  return Number(text)
}

/** The user a request is about: the caller by default; another user of the same tenant only
 * for ROLE_ADMIN (403 otherwise, 404 when no such user is in the tenant). */
export async function targetUser(q: Queryable, caller: Caller, rawId: unknown, action: 'read' | 'update'): Promise<number> {
  if (rawId === undefined || rawId === null || rawId === '') return caller.userId
  const id = parseUserId(rawId)
  if (id === null) throw badRequest(/*i18n*/ 'id is not a valid user id')
  if (id === caller.userId) return id
  if (caller.activeRole !== ADMIN_ROLE) {
    throw forbidden(action === 'read' ? /*i18n*/ 'You may only read your own account' : /*i18n*/ 'You may only update your own account')
  }
  const found = await q.query('select 1 from users where id = $1 and tenant_id = $2', [id, caller.tenantId])
  if (found.length === 0) throw notFound(/*i18n*/ 'User not found')
  return id
}
