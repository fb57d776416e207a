/**
 * The administrator's user endpoints (ROLE_ADMIN, or a role granted System → Users — 403 for any
 * other active role), all scoped to the caller's tenant and data scope (a user outside it is not
 * found): the paged list, create, edit, enable/disable, reset password, soft delete and restore,
 * the sign-up audit, the outbox of credentials mails, the roles to choose from and a user's
 * grant (authorized and unauthorized roles). Roles given go through the caller's reach
 * (roles.ts): nobody grants a role wider than their own.
 */
import { Hono, type Context } from 'hono'
import type { Queryable } from '../../platform/db.ts'
import { badRequest, done, notFound, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { intParam, optionalIntParam, optionalParam, readJsonObject, readParams, type Params } from '../../platform/params.ts'
import { requireSession } from '../../platform/sessions.ts'
import { decideSignUp, listOutbox } from './audit.ts'
import { AUDIT_STATUSES, USER_STATUSES, USER_TYPES, validateUser } from './userRules.ts'
import { createUser, firstRole, getUser, queryUsers, resetPassword, setDeleted, setStatus, SORTABLE, updateUser, type UserQuery } from './users.ts'
import { orgInScope, userInScope } from './dataScope.ts'
import { screenGate } from './gate.ts'
import { callerReach, listRoles, requireGrantable, saveUserRoles, userGrant, type Reach } from './roles.ts'
import { fieldError } from './userRules.ts'

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
  app.use('/admin/sysuser/admin/*', requireSession(deps), screenGate(db, '/system/users', 'Only an administrator may manage users'))
  const base = '/admin/sysuser/admin'
  const reachOf = (q: Queryable, c: Context<AppEnv>) => callerReach(q, c.get('caller'))
  /** The user `id` when within the caller's data scope; 404 (as for a missing user) otherwise. */
  const scoped = async (q: Queryable, reach: Reach, id: number) => {
    if (!(await userInScope(q, reach.scope, id))) throw notFound('User not found')
    return id
  }
  const orgWithin = (reach: Reach, orgId: number) => {
    if (!orgInScope(reach.scope, orgId)) throw fieldError('orgId', 'This organisation is outside your data scope')
  }

  app.get(`${base}/queryUsers`, async (c) => {
    const reach = await reachOf(db, c)
    return ok(c, await queryUsers(db, reach.scope.tenantId, userQuery(await readParams(c)), reach.scope))
  })

  app.get(`${base}/getUser`, async (c) => {
    const reach = await reachOf(db, c)
    return ok(c, await getUser(db, reach.scope.tenantId, await scoped(db, reach, userId(c.req.query('id')))))
  })

  app.post(`${base}/createUser`, async (c) => {
    const input = validateUser(await readJsonObject(c), 'create')
    await db.transaction(async (tx) => {
      const reach = await reachOf(tx, c)
      orgWithin(reach, input.orgId)
      await requireGrantable(tx, reach, input.roleId)
      await createUser(tx, reach.scope.tenantId, input, deps.now())
    })
    return done(c)
  })

  app.put(`${base}/updateUser`, async (c) => {
    const body = await readJsonObject(c)
    const id = userId(body.id)
    const input = validateUser(body, 'edit')
    await db.transaction(async (tx) => {
      const reach = await reachOf(tx, c)
      await scoped(tx, reach, id)
      orgWithin(reach, input.orgId)
      const first = await firstRole(tx, id)
      if (first !== input.roleId) {
        await requireGrantable(tx, reach, input.roleId)
        if (first !== null) await requireGrantable(tx, reach, first)
      }
      await updateUser(tx, reach.scope.tenantId, id, input, deps.now())
    })
    return done(c)
  })

  app.post(`${base}/setStatus`, async (c) => {
    const body = await readJsonObject(c)
    const status = typeof body.status === 'string' && (USER_STATUSES as readonly string[]).includes(body.status) ? body.status : null
    if (!status) throw badRequest('status must be enabled or disabled')
    const { tenantId, userId: callerId } = c.get('caller')
    await db.transaction(async (tx) => setStatus(tx, tenantId, callerId, await scoped(tx, await reachOf(tx, c), userId(body.id)), status, deps.now()))
    return done(c)
  })

  // The one read-shaped write: the new password is answered once and never stored in clear.
  app.post(`${base}/resetPassword`, async (c) => {
    const body = await readJsonObject(c)
    const password = await db.transaction(async (tx) => resetPassword(tx, c.get('caller').tenantId, await scoped(tx, await reachOf(tx, c), userId(body.id)), deps.now()))
    c.header('Cache-Control', 'no-store')
    return ok(c, { password })
  })

  app.post(`${base}/deleteUser`, async (c) => {
    const body = await readJsonObject(c)
    const { tenantId, userId: callerId } = c.get('caller')
    await db.transaction(async (tx) => setDeleted(tx, tenantId, callerId, await scoped(tx, await reachOf(tx, c), userId(body.id)), true, deps.now()))
    return done(c)
  })

  app.post(`${base}/restoreUser`, async (c) => {
    const body = await readJsonObject(c)
    const { tenantId, userId: callerId } = c.get('caller')
    await db.transaction(async (tx) => setDeleted(tx, tenantId, callerId, await scoped(tx, await reachOf(tx, c), userId(body.id)), false, deps.now()))
    return done(c)
  })

  app.post(`${base}/auditUser`, async (c) => {
    const body = await readJsonObject(c)
    if (body.approve !== true && body.approve !== false) throw badRequest('approve must be true or false')
    const idea = typeof body.auditIdea === 'string' ? body.auditIdea.trim().slice(0, 500) : ''
    const optionalId = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : userId(v))
    const { tenantId, userId: operId } = c.get('caller')
    const roleId = optionalId(body.roleId)
    const orgId = optionalId(body.orgId)
    await db.transaction(async (tx) => {
      const reach = await reachOf(tx, c)
      const id = await scoped(tx, reach, userId(body.id))
      if (body.approve === true && orgId !== undefined) orgWithin(reach, orgId)
      if (body.approve === true && roleId !== undefined) await requireGrantable(tx, reach, roleId)
      await decideSignUp(tx, tenantId, operId, id, { approve: body.approve as boolean, idea, roleId, orgId }, deps.now())
    })
    return done(c)
  })

  // The roles the caller may give (ROLE_ADMIN: all), by name.
  app.get(`${base}/queryRoles`, async (c) => {
    const roles = await listRoles(db, await reachOf(db, c))
    return ok(c, roles.filter((role) => role.grantable).map(({ id, code, name }) => ({ id, code, name })).sort((a, b) => a.name.localeCompare(b.name)))
  })

  // The grant dialog: the user's authorized roles (in order) and the others.
  app.get(`${base}/queryUserRoles`, async (c) => {
    const reach = await reachOf(db, c)
    return ok(c, await userGrant(db, reach, await scoped(db, reach, userId(c.req.query('id')))))
  })

  app.put(`${base}/saveUserRoles`, async (c) => {
    const body = await readJsonObject(c)
    const id = userId(body.id)
    if (!Array.isArray(body.roleIds)) throw fieldError('roleIds', 'roleIds must be a list of role ids')
    if (body.roleIds.length > 100) throw fieldError('roleIds', 'At most 100 roles')
    const roleIds = body.roleIds.map((raw) => {
      const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
      if (!/^\d{1,9}$/.test(text)) throw fieldError('roleIds', 'roleIds must be a list of role ids')
      return Number(text)
    })
    await db.transaction(async (tx) => {
      const reach = await reachOf(tx, c)
      await saveUserRoles(tx, reach, await scoped(tx, reach, id), roleIds)
    })
    return done(c)
  })

  app.get(`${base}/queryOutbox`, async (c) => ok(c, await listOutbox(db, c.get('caller').tenantId, 50, deps.mail !== undefined)))

  return app
}
