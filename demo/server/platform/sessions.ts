/**
 * Bearer sessions. A token is 32 random bytes (base64url) handed to the client once; only its
 * SHA-256 is stored. `requireSession` resolves the caller — or answers 50008 (missing, unknown,
 * revoked), 50012 (replaced by registerNewSession of a later session) or 50014 (expired) — and
 * the active role from `RoleCode` (403 when the user does not hold it). A process keeps the
 * sessions it resolved while the authorisation epoch holds (authEpoch.ts), so a known token costs
 * no query but the shared epoch read.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { ROLE_CODE_HEADER } from '#platform/core/http/roleHeader.ts'
import { userRoles } from './caller.ts'
import { AUTH_CACHE_ENABLED, freshAuthEpoch } from './authEpoch.ts'
import type { Db, Queryable } from './db.ts'
import { versionedCache } from './versionedCache.ts'
import { forbidden, SESSION_ERRORS, type AppEnv, type Deps } from './http.ts'

const PURGE_AFTER_MS = 7 * 24 * 3600 * 1000

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Opens a session for the user and returns its token. */
export async function createSession(
  q: Queryable,
  user: { id: number; tenantId: number },
  now: Date,
  ttlSeconds: number,
  origin: { address: string; userAgent: string } = { address: '', userAgent: '' },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  // Housekeeping: sessions that ended a week ago are no longer worth a precise 50014.
  await q.query('delete from sessions where expires_at < $1', [new Date(now.getTime() - PURGE_AFTER_MS)])
  await q.query(
    `insert into sessions (token_hash, user_id, tenant_id, created_at, expires_at, address, user_agent)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [hashToken(token), user.id, user.tenantId, now, new Date(now.getTime() + ttlSeconds * 1000), origin.address.slice(0, 64), origin.userAgent.slice(0, 300)],
  )
  return token
}

/** The bearer token of the request, if it carries one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1]
}

interface SessionRow {
  id: number
  user_id: number
  tenant_id: number
  expires_at: Date
  revoked_at: Date | null
  replaced_at: Date | null
  audit_status: string
}

/** The session behind a token hash with its user's roles, or null when there is none. */
async function loadSession(db: Queryable, tokenHash: string): Promise<ResolvedSession | null> {
  const [row] = await db.query<SessionRow>(
    `select s.id, s.user_id, s.tenant_id, s.expires_at, s.revoked_at, s.replaced_at, u.audit_status
     from sessions s join users u on u.id = s.user_id and u.tenant_id = s.tenant_id
     where s.token_hash = $1`,
    [tokenHash],
  )
  return row ? { row, roles: await userRoles(db, row.user_id) } : null
}

interface ResolvedSession {
  row: SessionRow
  roles: string[]
}

/** Sessions kept per process under the authorisation epoch (authEpoch.ts). */
const SESSIONS_KEPT = 10_000

/** The session behind a token: from this process's copy while the authorisation epoch holds. */
async function resolveSession(db: Db, token: string, epoch: string | undefined): Promise<ResolvedSession | null> {
  const tokenHash = hashToken(token)
  if (epoch === undefined) return loadSession(db, tokenHash)
  return versionedCache<ResolvedSession | null>(db, 'sessions', SESSIONS_KEPT).get(tokenHash, epoch, () => loadSession(db, tokenHash))
}

export function requireSession(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'))
    if (!token) throw SESSION_ERRORS.invalid()
    const epoch = AUTH_CACHE_ENABLED ? await freshAuthEpoch(deps.db) : undefined
    const session = await resolveSession(deps.db, token, epoch)
    const row = session?.row
    if (!session || !row || row.revoked_at || row.audit_status !== 'approved') throw SESSION_ERRORS.invalid()
    if (row.replaced_at) throw SESSION_ERRORS.replaced()
    if (new Date(row.expires_at).getTime() <= deps.now().getTime()) throw SESSION_ERRORS.expired()

    const { roles } = session
    const requested = c.req.header(ROLE_CODE_HEADER)?.trim()
    const activeRole = requested || roles[0]
    if (!activeRole) throw forbidden(/*i18n*/ 'This account has no role')
    if (!roles.includes(activeRole)) throw forbidden(/*i18n*/ 'The role {role} is not assigned to this user', { role: activeRole })

    c.set('caller', {
      sessionId: row.id,
      sessionExpiresAt: new Date(row.expires_at).getTime(),
      userId: row.user_id,
      tenantId: row.tenant_id,
      roles: [...roles],
      activeRole,
    })
    if (epoch !== undefined) c.set('authEpoch', epoch)
    await next()
  }
}

/** Marks every older live session of the user as replaced by `sessionId`. */
export async function replaceOlderSessions(q: Queryable, userId: number, sessionId: number, now: Date): Promise<void> {
  await q.query(
    `update sessions set replaced_at = $3
     where user_id = $1 and id < $2 and revoked_at is null and replaced_at is null`,
    [userId, sessionId, now],
  )
}

/** Revokes a token (logout); unknown tokens are ignored. */
export async function revokeToken(q: Queryable, token: string, now: Date): Promise<void> {
  await q.query('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [hashToken(token), now])
}

/** Revokes every other live session of the user (after a password change). */
export async function revokeOtherSessions(q: Queryable, userId: number, keepSessionId: number, now: Date): Promise<void> {
  await q.query('update sessions set revoked_at = $3 where user_id = $1 and id <> $2 and revoked_at is null', [userId, keepSessionId, now])
}
