/**
 * The roles endpoints (ROLE_ADMIN, or a role granted System → Roles — 403 otherwise), scoped to
 * the caller's tenant: the roles with their user counts and data scope, the menu tree to grant
 * from (with what the caller may grant), one role's menus, create, rename, delete, and saving a
 * role's menus and data scope. Everything beyond the caller's reach is refused (roles.ts).
 */
import { Hono, type Context } from 'hono'
import type { Queryable } from '../../platform/db.ts'
import { badRequest, done, fieldError, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { readJsonObject } from '../../platform/params.ts'
import { buildTree, loadMenus } from '../access/index.ts'
import { DATA_SCOPES, type DataScope } from './dataScope.ts'
import { adminGuard } from './guard.ts'
import { audit, type AuditEntry } from './opLog.ts'
import { callerReach, createRole, deleteRole, getRole, listRoles, renameRole, savePermissions, type Reach } from './roles.ts'

function id(raw: unknown, name = 'id'): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  if (!/^\d{1,9}$/.test(text)) throw badRequest(/*i18n*/ '{name} is not a valid id', { name })
  return Number(text)
}

function ids(raw: unknown, field: string): number[] {
  if (!Array.isArray(raw)) throw fieldError(field, /*i18n*/ '{name} must be a list of ids', { name: field })
  if (raw.length > 10_000) throw fieldError(field, /*i18n*/ '{name} may hold at most {max} ids', { name: field, max: 10_000 })
  return raw.map((value) => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
    if (!/^\d{1,9}$/.test(text)) throw fieldError(field, /*i18n*/ '{name} must be a list of ids', { name: field })
    return Number(text)
  })
}

export function roleRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const base = '/admin/sysrole'
  app.use(`${base}/*`, ...adminGuard(deps, 'roles', '/system/roles', /*i18n*/ 'Only an administrator may manage roles'))
  const reachOf = (q: Queryable, c: Context<AppEnv>) => callerReach(q, c.get('caller'))
  /** Runs a write on role `roleId` (null: the one it creates) and records it in the operation
   * log — the role as the screen shows it before and after — in one transaction. */
  const write = <T>(
    c: Context<AppEnv>,
    roleId: number | null,
    fn: (tx: Queryable, reach: Reach) => Promise<{ result: T; id?: number; gone?: boolean; log: Pick<AuditEntry, 'action' | 'summary'> }>,
  ) =>
    db.transaction(async (tx) => {
      const reach = await reachOf(tx, c)
      const before = roleId === null ? undefined : await getRole(tx, reach, roleId)
      const { result, id: createdId, gone, log } = await fn(tx, reach)
      const after = gone ? undefined : await getRole(tx, await reachOf(tx, c), (roleId ?? createdId)!)
      const target = (after ?? before)!.code
      await audit(c, tx, { ...log, summary: `${log.summary} ${target}`, target, before, after }, deps.now())
      return result
    })

  app.get(`${base}/queryRoleList`, async (c) => ok(c, await listRoles(db, await reachOf(db, c))))

  // The tenant's whole menu tree (children under `children`) and the ids the caller may grant.
  app.get(`${base}/queryMenuTree`, async (c) => {
    const reach = await reachOf(db, c)
    const rows = await loadMenus(db, reach.scope.tenantId)
    const grantable = reach.menus === 'all' ? rows.map((row) => row.id) : rows.filter((row) => (reach.menus as Set<number>).has(row.id)).map((row) => row.id)
    return ok(c, { tree: buildTree(rows, 'children'), grantable })
  })

  app.get(`${base}/queryRole`, async (c) => ok(c, await getRole(db, await reachOf(db, c), id(c.req.query('id')))))

  app.post(`${base}/createRole`, async (c) => {
    const body = await readJsonObject(c)
    const created = await write(c, null, async (tx, reach) => {
      const id = await createRole(tx, reach.scope.tenantId, body)
      return { result: id, id, log: { action: 'create', summary: 'Created role' } }
    })
    return ok(c, { id: String(created) })
  })

  app.put(`${base}/updateRole`, async (c) => {
    const body = await readJsonObject(c)
    const roleId = id(body.id)
    await write(c, roleId, async (tx, reach) => {
      await renameRole(tx, reach, roleId, body)
      return { result: null, log: { action: 'rename', summary: 'Renamed role' } }
    })
    return done(c)
  })

  app.post(`${base}/deleteRole`, async (c) => {
    const body = await readJsonObject(c)
    const roleId = id(body.id)
    await write(c, roleId, async (tx, reach) => {
      await deleteRole(tx, reach, roleId)
      return { result: null, gone: true, log: { action: 'delete', summary: 'Deleted role' } }
    })
    return done(c)
  })

  app.put(`${base}/saveRolePermissions`, async (c) => {
    const body = await readJsonObject(c)
    const roleId = id(body.id)
    const menuIds = ids(body.menuIds, 'menuIds')
    if (typeof body.dataScope !== 'string' || !(DATA_SCOPES as readonly string[]).includes(body.dataScope)) {
      throw fieldError('dataScope', /*i18n*/ '{name} must be one of {allowed}', { name: 'dataScope', allowed: DATA_SCOPES.join(', ') })
    }
    const orgIds = body.orgIds === undefined ? [] : ids(body.orgIds, 'orgIds')
    await write(c, roleId, async (tx, reach) => {
      await savePermissions(tx, reach, roleId, { menuIds, dataScope: body.dataScope as DataScope, orgIds })
      return { result: null, log: { action: 'permissions', summary: 'Changed the menus and data scope of' } }
    })
    return done(c)
  })

  return app
}
