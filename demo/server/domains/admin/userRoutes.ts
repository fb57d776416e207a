/**
 * The administrator's user endpoints (ROLE_ADMIN only — 403 for any other active role), all
 * scoped to the caller's tenant: the paged list, create, edit, enable/disable, reset password,
 * soft delete and restore, the sign-up audit, the outbox of credentials mails and the roles to
 * choose from.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { ADMIN_ROLE } from '../../platform/caller.ts'
import { badRequest, done, forbidden, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { intParam, optionalIntParam, optionalParam, readJsonObject, readParams, type Params } from '../../platform/params.ts'
import { requireSession } from '../../platform/sessions.ts'
import { decideSignUp, listOutbox } from './audit.ts'
import { AUDIT_STATUSES, USER_STATUSES, USER_TYPES, validateUser } from './userRules.ts'
import { importUsers, readImportRows } from './userImport.ts'
import { MAX_USER_EXPORT_ROWS } from '../../../../src/domains/admin/logic/userImport.ts'
import { createUser, getUser, queryRoles, queryUsers, resetPassword, setDeleted, setStatus, SORTABLE, updateUser, type UserQuery } from './users.ts'

export const MAX_USER_PAGE_SIZE = 200

function oneOf<T extends string>(params: Params, name: string, allowed: readonly T[]): T | undefined {
  const value = optionalParam(params, name)
  if (value === undefined) return undefined
  if (!(allowed as readonly string[]).includes(value)) throw badRequest(`${name} must be one of ${allowed.join(', ')}`)
  return value as T
}

function userId(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  if (!/^\d{1,9}$/.test(text)) throw badRequest('id is not a valid user id')
  return Number(text)
}

export function userQuery(params: Params): UserQuery {
  const sortField = oneOf(params, 'sortField', Object.keys(SORTABLE) as (keyof typeof SORTABLE)[]) ?? 'id'
  const deleted = oneOf(params, 'deleted', ['true', 'false'] as const)
  return {
    currentPage: intParam(params, 'currentPage', 1, 1, 1_000_000),
    pageSize: intParam(params, 'pageSize', 10, 1, MAX_USER_PAGE_SIZE),
    keyword: optionalParam(params, 'keyword') ?? '',
    orgId: optionalIntParam(params, 'orgId', 1, 2 ** 31 - 1),
    roleId: optionalIntParam(params, 'roleId', 1, 2 ** 31 - 1),
    status: oneOf(params, 'status', USER_STATUSES),
    userType: oneOf(params, 'userType', USER_TYPES),
    auditStatus: oneOf(params, 'auditStatus', AUDIT_STATUSES),
    deleted: deleted === 'true',
    sortField,
    sortOrder: oneOf(params, 'sortOrder', ['asc', 'desc'] as const) ?? 'asc',
  }
}

export function adminUserRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.get('caller').activeRole !== ADMIN_ROLE) throw forbidden('Only an administrator may manage users')
    await next()
  }
  app.use('/admin/sysuser/admin/*', requireSession(deps), adminOnly)
  const base = '/admin/sysuser/admin'

  app.get(`${base}/queryUsers`, async (c) => ok(c, await queryUsers(db, c.get('caller').tenantId, userQuery(await readParams(c)))))

  app.get(`${base}/getUser`, async (c) => ok(c, await getUser(db, c.get('caller').tenantId, userId(c.req.query('id')))))

  app.post(`${base}/createUser`, async (c) => {
    const input = validateUser(await readJsonObject(c), 'create')
    await db.transaction((tx) => createUser(tx, c.get('caller').tenantId, input, deps.now()))
    return done(c)
  })

  app.put(`${base}/updateUser`, async (c) => {
    const body = await readJsonObject(c)
    const id = userId(body.id)
    const input = validateUser(body, 'edit')
    await db.transaction((tx) => updateUser(tx, c.get('caller').tenantId, id, input, deps.now()))
    return done(c)
  })

  app.post(`${base}/setStatus`, async (c) => {
    const body = await readJsonObject(c)
    const status = typeof body.status === 'string' && (USER_STATUSES as readonly string[]).includes(body.status) ? body.status : null
    if (!status) throw badRequest('status must be enabled or disabled')
    const { tenantId, userId: callerId } = c.get('caller')
    await db.transaction((tx) => setStatus(tx, tenantId, callerId, userId(body.id), status, deps.now()))
    return done(c)
  })

  // The one read-shaped write: the new password is answered once and never stored in clear.
  app.post(`${base}/resetPassword`, async (c) => {
    const body = await readJsonObject(c)
    const password = await db.transaction((tx) => resetPassword(tx, c.get('caller').tenantId, userId(body.id), deps.now()))
    c.header('Cache-Control', 'no-store')
    return ok(c, { password })
  })

  app.post(`${base}/deleteUser`, async (c) => {
    const body = await readJsonObject(c)
    const { tenantId, userId: callerId } = c.get('caller')
    await db.transaction((tx) => setDeleted(tx, tenantId, callerId, userId(body.id), true, deps.now()))
    return done(c)
  })

  app.post(`${base}/restoreUser`, async (c) => {
    const body = await readJsonObject(c)
    const { tenantId, userId: callerId } = c.get('caller')
    await db.transaction((tx) => setDeleted(tx, tenantId, callerId, userId(body.id), false, deps.now()))
    return done(c)
  })

  app.post(`${base}/auditUser`, async (c) => {
    const body = await readJsonObject(c)
    if (body.approve !== true && body.approve !== false) throw badRequest('approve must be true or false')
    const idea = typeof body.auditIdea === 'string' ? body.auditIdea.trim().slice(0, 500) : ''
    const optionalId = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : userId(v))
    const { tenantId, userId: operId } = c.get('caller')
    await db.transaction((tx) =>
      decideSignUp(tx, tenantId, operId, userId(body.id), { approve: body.approve as boolean, idea, roleId: optionalId(body.roleId), orgId: optionalId(body.orgId) }, deps.now()),
    )
    return done(c)
  })

  // A dry run (the default) reads only; `dryRun: false` stores every valid row in one
  // transaction. Generated passwords are in the answer, so it is never cached.
  app.post(`${base}/importUsers`, async (c) => {
    const body = await readJsonObject(c)
    if (body.dryRun !== undefined && typeof body.dryRun !== 'boolean') throw badRequest('dryRun must be true or false')
    const rows = readImportRows(body.rows)
    const result = await importUsers(db, { tenantId: c.get('caller').tenantId, now: deps.now() }, rows, body.dryRun !== false)
    c.header('Cache-Control', 'no-store')
    return ok(c, result)
  })

  // The filtered, sorted list whole (not paged), up to MAX_USER_EXPORT_ROWS, for the export.
  app.get(`${base}/exportUsers`, async (c) => {
    const query = { ...userQuery(await readParams(c)), currentPage: 1, pageSize: MAX_USER_EXPORT_ROWS }
    const page = await queryUsers(db, c.get('caller').tenantId, query)
    return ok(c, { list: page.list, total: page.pagination.total })
  })

  app.get(`${base}/queryRoles`, async (c) => ok(c, await queryRoles(db, c.get('caller').tenantId)))

  app.get(`${base}/queryOutbox`, async (c) => ok(c, await listOutbox(db, c.get('caller').tenantId, 50)))

  return app
}
