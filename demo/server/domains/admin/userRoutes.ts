/**
 * The administrator's user endpoints (ROLE_ADMIN only — 403 for any other active role), all
 * scoped to the caller's tenant: the paged list, create, edit, enable/disable, reset password,
 * soft delete and restore, the sign-up audit, the outbox of credentials mails and the roles to
 * choose from. Every write records itself in the operation log (before and after as the
 * administrator sees the user — never a password or its hash) in the write's transaction.
 */
import { Hono, type Context } from 'hono'
import { badRequest, done, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { intParam, optionalIntParam, optionalParam, readJsonObject, readParams, type Params } from '../../platform/params.ts'
import type { Queryable } from '../../platform/db.ts'
import { decideSignUp, listOutbox } from './audit.ts'
import { adminGuard } from './guard.ts'
import { audit, type AuditEntry } from './opLog.ts'
import { AUDIT_STATUSES, CODE_PATTERN, USER_STATUSES, validateUser } from './userRules.ts'
import { createUser, getUser, queryRoles, queryUsers, resetPassword, setDeleted, setStatus, SORTABLE, updateUser, type UserQuery } from './users.ts'

export const MAX_USER_PAGE_SIZE = 200

function oneOf<T extends string>(params: Params, name: string, allowed: readonly T[]): T | undefined {
  const value = optionalParam(params, name)
  if (value === undefined) return undefined
  if (!(allowed as readonly string[]).includes(value)) throw badRequest(`${name} must be one of ${allowed.join(', ')}`)
  return value as T
}

function code(params: Params, name: string): string | undefined {
  const value = optionalParam(params, name)
  if (value !== undefined && !CODE_PATTERN.test(value)) throw badRequest(`${name} is not a valid code`)
  return value
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
    userType: code(params, 'userType'),
    auditStatus: oneOf(params, 'auditStatus', AUDIT_STATUSES),
    deleted: deleted === 'true',
    sortField,
    sortOrder: oneOf(params, 'sortOrder', ['asc', 'desc'] as const) ?? 'asc',
  }
}

export function adminUserRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  app.use('/admin/sysuser/admin/*', ...adminGuard(deps, 'users', 'Only an administrator may manage users'))
  const base = '/admin/sysuser/admin'
  /** Runs a write on user `id` (null: the one it creates) and records it — the summary's user
   * appended, the user before and after — in one transaction. */
  const write = <T>(c: Context<AppEnv>, id: number | null, fn: (tx: Queryable, tenantId: number) => Promise<{ result: T; id?: number; log: Omit<AuditEntry, 'target'> }>) =>
    db.transaction(async (tx) => {
      const tenantId = c.get('caller').tenantId
      const before = id === null ? undefined : await getUser(tx, tenantId, id)
      const { result, id: createdId, log } = await fn(tx, tenantId)
      const after = await getUser(tx, tenantId, (id ?? createdId)!)
      await audit(c, tx, { ...log, summary: `${log.summary} ${after.username}`, target: after.username, before, after }, deps.now())
      return result
    })

  app.get(`${base}/queryUsers`, async (c) => ok(c, await queryUsers(db, c.get('caller').tenantId, userQuery(await readParams(c)))))

  app.get(`${base}/getUser`, async (c) => ok(c, await getUser(db, c.get('caller').tenantId, userId(c.req.query('id')))))

  app.post(`${base}/createUser`, async (c) => {
    const input = validateUser(await readJsonObject(c), 'create')
    await write(c, null, async (tx, tenantId) => ({
      result: null,
      id: await createUser(tx, tenantId, input, deps.now()),
      log: { action: 'create', summary: 'Created user' },
    }))
    return done(c)
  })

  app.put(`${base}/updateUser`, async (c) => {
    const body = await readJsonObject(c)
    const id = userId(body.id)
    const input = validateUser(body, 'edit')
    await write(c, id, async (tx, tenantId) => {
      await updateUser(tx, tenantId, id, input, deps.now())
      return { result: null, log: { action: 'update', summary: 'Edited user' } }
    })
    return done(c)
  })

  app.post(`${base}/setStatus`, async (c) => {
    const body = await readJsonObject(c)
    const status = typeof body.status === 'string' && (USER_STATUSES as readonly string[]).includes(body.status) ? body.status : null
    if (!status) throw badRequest('status must be enabled or disabled')
    const callerId = c.get('caller').userId
    const id = userId(body.id)
    await write(c, id, async (tx, tenantId) => {
      await setStatus(tx, tenantId, callerId, id, status, deps.now())
      const action = status === 'enabled' ? 'enable' : 'disable'
      return { result: null, log: { action, summary: `${status === 'enabled' ? 'Enabled' : 'Disabled'} user` } }
    })
    return done(c)
  })

  // The one read-shaped write: the new password is answered once and never stored in clear (nor
  // logged: the log holds the user before and after, which never carry a password).
  app.post(`${base}/resetPassword`, async (c) => {
    const body = await readJsonObject(c)
    const id = userId(body.id)
    const password = await write(c, id, async (tx, tenantId) => ({
      result: await resetPassword(tx, tenantId, id, deps.now()),
      log: { action: 'resetPassword', summary: 'Reset the password of' },
    }))
    c.header('Cache-Control', 'no-store')
    return ok(c, { password })
  })

  app.post(`${base}/deleteUser`, async (c) => {
    const body = await readJsonObject(c)
    const callerId = c.get('caller').userId
    const id = userId(body.id)
    await write(c, id, async (tx, tenantId) => {
      await setDeleted(tx, tenantId, callerId, id, true, deps.now())
      return { result: null, log: { action: 'delete', summary: 'Deleted user' } }
    })
    return done(c)
  })

  app.post(`${base}/restoreUser`, async (c) => {
    const body = await readJsonObject(c)
    const callerId = c.get('caller').userId
    const id = userId(body.id)
    await write(c, id, async (tx, tenantId) => {
      await setDeleted(tx, tenantId, callerId, id, false, deps.now())
      return { result: null, log: { action: 'restore', summary: 'Restored user' } }
    })
    return done(c)
  })

  app.post(`${base}/auditUser`, async (c) => {
    const body = await readJsonObject(c)
    if (body.approve !== true && body.approve !== false) throw badRequest('approve must be true or false')
    const idea = typeof body.auditIdea === 'string' ? body.auditIdea.trim().slice(0, 500) : ''
    const optionalId = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : userId(v))
    const operId = c.get('caller').userId
    const id = userId(body.id)
    const approve = body.approve as boolean
    await write(c, id, async (tx, tenantId) => {
      await decideSignUp(tx, tenantId, operId, id, { approve, idea, roleId: optionalId(body.roleId), orgId: optionalId(body.orgId) }, deps.now())
      return { result: null, log: { action: approve ? 'approve' : 'reject', summary: approve ? 'Approved the sign-up of' : 'Rejected the sign-up of' } }
    })
    return done(c)
  })

  app.get(`${base}/queryRoles`, async (c) => ok(c, await queryRoles(db, c.get('caller').tenantId)))

  app.get(`${base}/queryOutbox`, async (c) => ok(c, await listOutbox(db, c.get('caller').tenantId, 50)))

  return app
}
