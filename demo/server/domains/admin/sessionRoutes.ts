/**
 * Two screens a tenant administrator keeps an eye on, within their data scope: the sign-in log
 * (every attempt at the token endpoint — tenant code and username as typed, time, address, user
 * agent, result — filtered and paged; an attempt naming no user of the tenant is seen only by a
 * scope of all organisations) and the online sessions (the sessions signed in now, with "sign out
 * this session": the users' reach rule applies, and the session's open streams end with it).
 * Each behind its screen's gate (the menu grant, like every System screen).
 */
import { Hono } from 'hono'
import { SIGN_IN_RESULTS, type OnlineSession, type SignInEntry, type SignInResult } from '../../../../src/domains/admin/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { badRequest, done, notFound, ok, toPage, type AppEnv, type Deps } from '../../platform/http.ts'
import { intParam, optionalInstant, optionalParam, readJsonObject, readParams, type Params } from '../../platform/params.ts'
import { scopeFilter, type Scope } from './dataScope.ts'
import { adminGuard } from './guard.ts'
import { audit } from './opLog.ts'
import { callerReach } from './roles.ts'
import { requireUserWithinReach, rolesBeyondReach } from './userRoles.ts'

export const MAX_SIGN_IN_PAGE = 100

/** Numbered SQL parameters, added as the query grows. */
class Sql {
  readonly values: unknown[] = []
  add(value: unknown): string {
    return `$${this.values.push(value)}`
  }
  /** The scope's predicate over `user` (a user id column; null → outside a narrow scope). */
  scope(scope: Scope, user: string): string {
    const filter = scopeFilter(scope, { user }, this.values.length + 1)
    this.values.push(...filter.params)
    return filter.sql
  }
}

const text = (params: Params, name: string, max: number) => {
  const value = optionalParam(params, name)
  if (value !== undefined && value.length > max) throw badRequest(/*i18n*/ '{name} must be at most {max} characters', { name, max })
  return value
}

export function sessionRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const signIns = '/admin/syssignin/admin'
  const sessions = '/admin/syssession/admin'
  app.use(`${signIns}/*`, ...adminGuard(deps, 'users', '/system/signin-log', /*i18n*/ 'Only an administrator may read the sign-in log'))
  app.use(`${sessions}/*`, ...adminGuard(deps, 'users', '/system/sessions', /*i18n*/ 'Only an administrator may see the online sessions'))

  app.get(`${signIns}/querySignIns`, async (c) => {
    const params = await readParams(c)
    const result = optionalParam(params, 'result')
    if (result !== undefined && !(SIGN_IN_RESULTS as readonly string[]).includes(result))
      throw badRequest(/*i18n*/ '{name} must be one of {allowed}', { name: 'result', allowed: SIGN_IN_RESULTS.join(', ') })
    const currentPage = intParam(params, 'currentPage', 1, 1, 1_000_000)
    const pageSize = intParam(params, 'pageSize', 20, 1, MAX_SIGN_IN_PAGE)
    const { scope } = await callerReach(db, c.get('caller'))
    const sql = new Sql()
    const where = [`l.tenant_id = ${sql.add(scope.tenantId)}`, sql.scope(scope, 'l.user_id')]
    const username = text(params, 'username', 100)
    if (username) where.push(`position(lower(${sql.add(username)}) in lower(l.username)) > 0`)
    const address = text(params, 'address', 64)
    if (address) where.push(`position(${sql.add(address)} in l.address) > 0`)
    if (result) where.push(`l.result = ${sql.add(result)}`)
    const from = optionalInstant(params, 'from')
    if (from) where.push(`l.at >= ${sql.add(from)}`)
    const to = optionalInstant(params, 'to')
    if (to) where.push(`l.at < ${sql.add(to)}`)
    const filter = where.join(' and ')
    const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from sign_in_log l where ${filter}`, sql.values)
    const rows = await db.query<Omit<SignInEntry, 'at'> & { at: Date }>(
      `select l.id::text, l.at, l.tenant_code as "tenantCode", l.username, l.user_id::text as "userId",
              coalesce(u.nickname, '') as nickname, coalesce(o.name, '') as "orgName", l.address, l.user_agent as "userAgent", l.result
         from sign_in_log l left join users u on u.id = l.user_id left join orgs o on o.id = u.org_id
        where ${filter} order by l.at desc, l.id desc limit ${sql.add(pageSize)} offset ${sql.add((currentPage - 1) * pageSize)}`,
      sql.values,
    )
    c.header('Cache-Control', 'no-store')
    return ok(
      c,
      toPage(
        rows.map((r) => ({ ...r, result: r.result as SignInResult, at: new Date(r.at).toISOString() })),
        total,
        currentPage,
        pageSize,
      ),
    )
  })

  app.get(`${sessions}/querySessions`, async (c) => {
    const params = await readParams(c)
    const currentPage = intParam(params, 'currentPage', 1, 1, 1_000_000)
    const pageSize = intParam(params, 'pageSize', 20, 1, MAX_SIGN_IN_PAGE)
    const caller = c.get('caller')
    const reach = await callerReach(db, caller)
    const sql = new Sql()
    const where = [
      `s.tenant_id = ${sql.add(reach.scope.tenantId)}`,
      's.revoked_at is null and s.replaced_at is null',
      `s.expires_at > ${sql.add(deps.now())}`,
      "u.deleted_at is null and u.status = 'enabled'",
      sql.scope(reach.scope, 's.user_id'),
    ]
    const user = text(params, 'user', 100)
    if (user) {
      const k = sql.add(user)
      where.push(`(position(lower(${k}) in lower(u.username)) > 0 or position(lower(${k}) in lower(u.nickname)) > 0)`)
    }
    const filter = where.join(' and ')
    const from = 'from sessions s join users u on u.id = s.user_id'
    const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total ${from} where ${filter}`, sql.values)
    const beyond = sql.add(await rolesBeyondReach(db, reach))
    const rows = await db.query<Omit<OnlineSession, 'signedInAt' | 'expiresAt'> & { signedInAt: Date; expiresAt: Date }>(
      `select s.id::text, s.user_id::text as "userId", u.username, u.nickname, coalesce(o.name, '') as "orgName",
              s.created_at as "signedInAt", s.expires_at as "expiresAt", s.address, s.user_agent as "userAgent",
              s.id = ${sql.add(caller.sessionId)} as current,
              not exists (select 1 from user_roles b where b.user_id = s.user_id and b.role_id = any(${beyond}::int[])) as manageable
         ${from} left join orgs o on o.id = u.org_id
        where ${filter} order by s.created_at desc, s.id desc limit ${sql.add(pageSize)} offset ${sql.add((currentPage - 1) * pageSize)}`,
      sql.values,
    )
    c.header('Cache-Control', 'no-store')
    const list = rows.map((r) => ({ ...r, signedInAt: new Date(r.signedInAt).toISOString(), expiresAt: new Date(r.expiresAt).toISOString() }))
    return ok(c, toPage(list, total, currentPage, pageSize))
  })

  // Sign out one session: revoked at once (its streams end within seconds, every process sees it
  // at its next request); a session of a user beyond the caller's reach is 403, one outside the
  // scope or the tenant is 404.
  app.post(`${sessions}/endSession`, async (c) => {
    const body = await readJsonObject(c)
    const raw = typeof body.id === 'number' ? String(body.id) : typeof body.id === 'string' ? body.id.trim() : ''
    if (!/^\d{1,15}$/.test(raw)) throw badRequest(/*i18n*/ 'id is not a valid session id')
    const id = Number(raw)
    await db.transaction(async (tx) => {
      const reach = await callerReach(tx, c.get('caller'))
      const session = await sessionInScope(tx, reach.scope, id)
      await requireUserWithinReach(tx, reach, session.userId)
      await tx.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [id, deps.now()])
      await audit(
        c,
        tx,
        {
          action: 'endSession',
          target: session.username,
          summary: `Signed out a session of ${session.username}`,
          before: { signedInAt: session.signedInAt, address: session.address },
        },
        deps.now(),
      )
    })
    return done(c)
  })

  return app
}

/** A live session of the tenant whose user is within the scope; 404 otherwise. */
async function sessionInScope(q: Queryable, scope: Scope, id: number): Promise<{ userId: number; username: string; signedInAt: string; address: string }> {
  const sql = new Sql()
  const [row] = await q.query<{ user_id: number; username: string; created_at: Date; address: string }>(
    `select s.user_id, u.username, s.created_at, s.address from sessions s join users u on u.id = s.user_id
      where s.id = ${sql.add(id)} and s.tenant_id = ${sql.add(scope.tenantId)} and s.revoked_at is null and s.replaced_at is null
        and ${sql.scope(scope, 's.user_id')}`,
    sql.values,
  )
  if (!row) throw notFound(/*i18n*/ 'Session not found')
  return { userId: row.user_id, username: row.username, signedInAt: new Date(row.created_at).toISOString(), address: row.address }
}
