/**
 * The administrator's user endpoints (ROLE_ADMIN, or a role granted System → Users — 403 for any
 * other active role), all scoped to the caller's tenant and data scope (a user outside it is not
 * found): the paged list, create, edit, enable/disable, reset password, soft delete and restore,
 * the sign-up audit, the outbox of credentials mails, the roles to choose from and a user's
 * grant (authorized and unauthorized roles). Roles given go through the caller's reach
 * (roles.ts): nobody grants a role wider than their own. Every write records itself in the
 * operation log (the user before and after as the administrator sees them — never a password or
 * its hash) in the write's transaction.
 */
import { Hono, type Context } from 'hono'
import type { Queryable } from '../../platform/db.ts'
import { requireOwnFile } from '../../platform/files.ts'
import { badRequest, done, fieldError, forbidden, notFound, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { say } from '../../platform/i18n.ts'
import { intParam, oneOf, optionalIntParam, optionalParam, readJsonObject, readParams, type Params } from '../../platform/params.ts'
import { decideSignUp, listOutbox } from './audit.ts'
import { adminGuard } from './guard.ts'
import { audit, type AuditEntry } from './opLog.ts'
import { AUDIT_STATUSES, CODE_PATTERN, USER_STATUSES, validateUser } from './userRules.ts'
import { createUser, firstRole, getUser, queryUsers, resetPassword, setDeleted, setStatus, SORTABLE, updateUser, type UserQuery } from './users.ts'
import { orgInScope, userInScope } from './dataScope.ts'
import { callerReach, listRoles, type Reach } from './roles.ts'
import { requireGrantable, requireUserWithinReach, rolesBeyondReach, saveUserRoles, userGrant } from './userRoles.ts'
import { importUsers, readImportRows } from './userImport.ts'
import { dropOwnMembership, saveMemberships } from './memberships.ts'
import { MAX_USER_EXPORT_ROWS } from '../../../../src/domains/admin/logic/userImport.ts'

export const MAX_USER_PAGE_SIZE = 200

function code(params: Params, name: string): string | undefined {
  const value = optionalParam(params, name)
  if (value !== undefined && !CODE_PATTERN.test(value)) throw badRequest(/*i18n*/ '{name} is not a valid code', { name })
  return value
}

function userId(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  if (!/^\d{1,9}$/.test(text)) throw badRequest(/*i18n*/ 'id is not a valid user id')
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
  app.use('/admin/sysuser/admin/*', ...adminGuard(deps, 'users', '/system/users', /*i18n*/ 'Only an administrator may manage users'))
  const base = '/admin/sysuser/admin'
  /** Runs a write on user `id` (null: the one it creates) within the caller's reach — the user in
   * their data scope, every role the user holds within their roles' reach — and records it (the
   * summary's user appended, the user before and after) in one transaction. */
  const write = <T>(
    c: Context<AppEnv>,
    id: number | null,
    fn: (tx: Queryable, reach: Reach) => Promise<{ result: T; id?: number; log: Omit<AuditEntry, 'target'> }>,
  ) =>
    db.transaction(async (tx) => {
      const reach = await reachOf(tx, c)
      if (id !== null) {
        await scoped(tx, reach, id)
        await requireUserWithinReach(tx, reach, id)
      }
      const tenantId = reach.scope.tenantId
      const before = id === null ? undefined : await getUser(tx, tenantId, id)
      const { result, id: createdId, log } = await fn(tx, reach)
      const after = await getUser(tx, tenantId, (id ?? createdId)!)
      await audit(c, tx, { ...log, summary: `${log.summary} ${after.username}`, target: after.username, before, after }, deps.now())
      return result
    })
  const reachOf = (q: Queryable, c: Context<AppEnv>) => callerReach(q, c.get('caller'))
  /** The user `id` when within the caller's data scope; 404 (as for a missing user) otherwise. */
  const scoped = async (q: Queryable, reach: Reach, id: number) => {
    if (!(await userInScope(q, reach.scope, id))) throw notFound(/*i18n*/ 'User not found')
    return id
  }
  const orgWithin = (reach: Reach, orgId: number) => {
    if (!orgInScope(reach.scope, orgId)) throw fieldError('orgId', /*i18n*/ 'This organisation is outside your data scope')
  }

  app.get(`${base}/queryUsers`, async (c) => {
    const reach = await reachOf(db, c)
    return ok(c, await queryUsers(db, reach.scope.tenantId, userQuery(await readParams(c)), reach.scope, await rolesBeyondReach(db, reach)))
  })

  app.get(`${base}/getUser`, async (c) => {
    const reach = await reachOf(db, c)
    return ok(c, await getUser(db, reach.scope.tenantId, await scoped(db, reach, userId(c.req.query('id')))))
  })

  app.post(`${base}/createUser`, async (c) => {
    const input = validateUser(await readJsonObject(c), 'create')
    await write(c, null, async (tx, reach) => {
      orgWithin(reach, input.orgId)
      await requireGrantable(tx, reach, input.roleId)
      await requireOwnFile(tx, reach.scope.tenantId, input.avatar, c.req.header('host'), 'avatar')
      const id = await createUser(tx, reach.scope.tenantId, input, deps.now())
      if (input.otherOrgIds) await saveMemberships(tx, reach.scope, id, input.orgId, input.otherOrgIds)
      return { result: null, id, log: { action: 'create', summary: 'Created user' } }
    })
    return done(c)
  })

  app.put(`${base}/updateUser`, async (c) => {
    const body = await readJsonObject(c)
    const id = userId(body.id)
    const input = validateUser(body, 'edit')
    await write(c, id, async (tx, reach) => {
      orgWithin(reach, input.orgId)
      // A picture kept as it was passes; a new one must be uploaded here.
      if (input.avatar !== (await getUser(tx, reach.scope.tenantId, id)).avatar)
        await requireOwnFile(tx, reach.scope.tenantId, input.avatar, c.req.header('host'), 'avatar')
      const first = await firstRole(tx, id)
      if (first !== input.roleId) {
        await requireGrantable(tx, reach, input.roleId)
        if (first !== null) await requireGrantable(tx, reach, first)
      }
      await updateUser(tx, reach.scope.tenantId, id, input, deps.now())
      if (input.otherOrgIds) await saveMemberships(tx, reach.scope, id, input.orgId, input.otherOrgIds)
      else await dropOwnMembership(tx, id, input.orgId)
      return { result: null, log: { action: 'update', summary: 'Edited user' } }
    })
    return done(c)
  })

  app.post(`${base}/setStatus`, async (c) => {
    const body = await readJsonObject(c)
    const status = typeof body.status === 'string' && (USER_STATUSES as readonly string[]).includes(body.status) ? body.status : null
    if (!status) throw badRequest(/*i18n*/ 'status must be enabled or disabled')
    const { tenantId, userId: callerId } = c.get('caller')
    const id = userId(body.id)
    await write(c, id, async (tx) => {
      await setStatus(tx, tenantId, callerId, id, status, deps.now())
      const enabled = status === 'enabled'
      return { result: null, log: { action: enabled ? 'enable' : 'disable', summary: `${enabled ? 'Enabled' : 'Disabled'} user` } }
    })
    return done(c)
  })

  // The one read-shaped write: the new password is answered once and never stored in clear (nor
  // logged: the log holds the user before and after, which never carry a password).
  app.post(`${base}/resetPassword`, async (c) => {
    const body = await readJsonObject(c)
    const id = userId(body.id)
    const password = await write(c, id, async (tx, reach) => ({
      result: await resetPassword(tx, reach.scope.tenantId, id, deps.now()),
      log: { action: 'resetPassword', summary: 'Reset the password of' },
    }))
    c.header('Cache-Control', 'no-store')
    return ok(c, { password })
  })

  app.post(`${base}/deleteUser`, async (c) => {
    const body = await readJsonObject(c)
    const { tenantId, userId: callerId } = c.get('caller')
    const id = userId(body.id)
    await write(c, id, async (tx) => {
      await setDeleted(tx, tenantId, callerId, id, true, deps.now())
      return { result: null, log: { action: 'delete', summary: 'Deleted user' } }
    })
    return done(c)
  })

  app.post(`${base}/restoreUser`, async (c) => {
    const body = await readJsonObject(c)
    const { tenantId, userId: callerId } = c.get('caller')
    const id = userId(body.id)
    await write(c, id, async (tx) => {
      await setDeleted(tx, tenantId, callerId, id, false, deps.now())
      return { result: null, log: { action: 'restore', summary: 'Restored user' } }
    })
    return done(c)
  })

  app.post(`${base}/auditUser`, async (c) => {
    const body = await readJsonObject(c)
    if (body.approve !== true && body.approve !== false) throw badRequest(/*i18n*/ '{name} must be true or false', { name: 'approve' })
    const idea = typeof body.auditIdea === 'string' ? body.auditIdea.trim().slice(0, 500) : ''
    const optionalId = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : userId(v))
    const { tenantId, userId: operId } = c.get('caller')
    const roleId = optionalId(body.roleId)
    const orgId = optionalId(body.orgId)
    const id = userId(body.id)
    const approve = body.approve as boolean
    await write(c, id, async (tx, reach) => {
      if (approve && orgId !== undefined) orgWithin(reach, orgId)
      if (approve && roleId !== undefined) await requireGrantable(tx, reach, roleId)
      await decideSignUp(tx, tenantId, operId, id, { approve, idea, roleId, orgId }, deps.now())
      return { result: null, log: { action: approve ? 'approve' : 'reject', summary: approve ? 'Approved the sign-up of' : 'Rejected the sign-up of' } }
    })
    return done(c)
  })

  // The roles the caller may give (ROLE_ADMIN: all), by name, with their Chinese names (RoleOption).
  app.get(`${base}/queryRoles`, async (c) => {
    const roles = await listRoles(db, await reachOf(db, c))
    return ok(
      c,
      roles
        .filter((role) => role.grantable)
        .map(({ id, code, name, nameZh, nameTw }) => ({ id, code, name, nameZh, nameTw }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    )
  })

  // A dry run (the default) reads only; `dryRun: false` stores every valid row in one
  // transaction. Generated passwords are in the answer, so it is never cached.
  app.post(`${base}/importUsers`, async (c) => {
    const body = await readJsonObject(c)
    if (body.dryRun !== undefined && typeof body.dryRun !== 'boolean') throw badRequest(/*i18n*/ '{name} must be true or false', { name: 'dryRun' })
    const rows = readImportRows(body.rows)
    const reach = await reachOf(db, c)
    // An import may create users in any organisation with any role: only for a caller who
    // reaches everything (a delegated administrator creates users one by one, within reach).
    if (!reach.scope.all || reach.menus !== 'all') throw forbidden(/*i18n*/ 'Only an administrator whose data scope is all organisations may import users')
    const dryRun = body.dryRun !== false
    const result = await importUsers(db, { tenantId: reach.scope.tenantId, now: deps.now() }, rows, dryRun)
    if (!dryRun) {
      await audit(
        c,
        db,
        {
          action: 'import',
          target: `${rows.length} rows`,
          summary: `Imported users: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged`,
          after: { created: result.created, updated: result.updated, unchanged: result.unchanged },
        },
        deps.now(),
      )
    }
    c.header('Cache-Control', 'no-store')
    const t = say(c)
    return ok(c, { ...result, problems: result.problems.map((problem) => ({ ...problem, reason: t(problem.reason) })) })
  })

  // The filtered, sorted list whole (not paged), up to MAX_USER_EXPORT_ROWS, for the export.
  app.get(`${base}/exportUsers`, async (c) => {
    const query = { ...userQuery(await readParams(c)), currentPage: 1, pageSize: MAX_USER_EXPORT_ROWS }
    const reach = await reachOf(db, c)
    const page = await queryUsers(db, reach.scope.tenantId, query, reach.scope)
    return ok(c, { list: page.list, total: page.pagination.total })
  })

  // The grant dialog: the user's authorized roles (in order) and the others.
  app.get(`${base}/queryUserRoles`, async (c) => {
    const reach = await reachOf(db, c)
    return ok(c, await userGrant(db, reach, await scoped(db, reach, userId(c.req.query('id')))))
  })

  app.put(`${base}/saveUserRoles`, async (c) => {
    const body = await readJsonObject(c)
    const id = userId(body.id)
    if (!Array.isArray(body.roleIds)) throw fieldError('roleIds', /*i18n*/ 'roleIds must be a list of role ids')
    if (body.roleIds.length > 100) throw fieldError('roleIds', /*i18n*/ 'At most 100 roles')
    const roleIds = body.roleIds.map((raw) => {
      const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
      if (!/^\d{1,9}$/.test(text)) throw fieldError('roleIds', /*i18n*/ 'roleIds must be a list of role ids')
      return Number(text)
    })
    await write(c, id, async (tx, reach) => {
      await saveUserRoles(tx, reach, id, roleIds)
      return { result: null, log: { action: 'grant', summary: 'Changed the roles of' } }
    })
    return done(c)
  })

  app.get(`${base}/queryOutbox`, async (c) => ok(c, await listOutbox(db, (await reachOf(db, c)).scope, 50, deps.mail !== undefined)))

  return app
}
