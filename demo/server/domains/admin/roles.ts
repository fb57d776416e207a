/**
 * The tenant's roles as an administrator manages them — list with user counts, create, rename
 * (names in en/zh/tw, platform/localizedNames.ts),
 * delete (not while held), the menus each may open and its data scope — and the caller's
 * **reach**: the menus and data scope of all the roles they hold. Nobody grants beyond their
 * reach (no escalation): not a role, a menu or a data scope wider than their own; the built-in
 * ROLE_ADMIN has everything and only its holders may grant it. A user's roles under that rule:
 * userRoles.ts.
 */
import { ADMIN_ROLE, type Caller } from '../../platform/caller.ts'
import type { Queryable } from '../../platform/db.ts'
import { badRequest, fieldError, forbidden, notFound } from '../../platform/http.ts'
import { text, type Text } from '../../platform/i18n.ts'
import { checkNames, namesOf, type GivenNames, type NameColumns } from '../../platform/localizedNames.ts'
import type { RoleSummary } from '../../../../src/domains/admin/contract.ts'
import { callerScope, type DataScope, type Scope } from './dataScope.ts'

export const ROLE_CODE = /^ROLE_[A-Z0-9_]{1,45}$/

export interface Reach {
  holdsAdmin: boolean
  /** The roles the caller holds. */
  heldRoleIds: ReadonlySet<number>
  /** The menus of all the caller's roles with their ancestors ('all' for ROLE_ADMIN). */
  menus: Set<number> | 'all'
  scope: Scope
}

interface RoleRow extends NameColumns {
  id: number
  code: string
  data_scope: DataScope
  org_ids: number[]
  menu_ids: number[]
  user_count: number
}

export async function menuParents(q: Queryable, tenantId: number): Promise<Map<number, number | null>> {
  const rows = await q.query<{ id: number; parent_id: number | null }>('select id, parent_id from menus where tenant_id = $1', [tenantId])
  return new Map(rows.map((row) => [row.id, row.parent_id]))
}

/** The ids with every ancestor of each (a tree stays a tree); ids not in the tenant are dropped. */
export function withAncestors(ids: Iterable<number>, parents: ReadonlyMap<number, number | null>): Set<number> {
  const out = new Set<number>()
  for (const id of ids) {
    for (let at: number | null | undefined = id; at != null && parents.has(at) && !out.has(at); at = parents.get(at)) out.add(at)
  }
  return out
}

export async function callerReach(q: Queryable, caller: Pick<Caller, 'tenantId' | 'userId'>): Promise<Reach> {
  const held = await q.query<{ id: number; code: string }>(
    'select r.id, r.code from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = $1 and r.tenant_id = $2',
    [caller.userId, caller.tenantId],
  )
  const scope = await callerScope(q, caller)
  const holdsAdmin = held.some((role) => role.code === ADMIN_ROLE)
  const heldRoleIds = new Set(held.map((role) => role.id))
  if (holdsAdmin) return { holdsAdmin, heldRoleIds, menus: 'all', scope }
  const rows = await q.query<{ menu_id: number }>('select menu_id from role_menus where role_id = any($1::int[])', [held.map((r) => r.id)])
  return {
    holdsAdmin,
    heldRoleIds,
    menus: withAncestors(
      rows.map((r) => r.menu_id),
      await menuParents(q, caller.tenantId),
    ),
    scope,
  }
}

/** Why a data scope is wider than the caller's reach, or null when it is within it. A relative
 * scope (org, orgAndBelow) needs the caller to hold that scope or a wider relative one; chosen
 * organisations must all be in the caller's scope; 'self' is always within reach. */
export function scopeBeyond(reach: Reach, scope: DataScope, orgIds: readonly number[]): Text | null {
  const own = reach.scope
  if (own.all || scope === 'self') return null
  if (scope === 'all') return text(/*i18n*/ 'You cannot grant the data scope “all”: your own is narrower')
  if (scope === 'org' && (own.kinds.has('org') || own.kinds.has('orgAndBelow'))) return null
  if (scope === 'orgAndBelow' && own.kinds.has('orgAndBelow')) return null
  if (scope === 'custom') {
    const outside = orgIds.filter((id) => !own.orgIds.includes(id))
    return outside.length === 0 ? null : text(/*i18n*/ 'Some chosen organisations are outside your own data scope')
  }
  return text(/*i18n*/ 'You cannot grant a data scope wider than your own')
}

/** Why menus go beyond the caller's reach (naming the first), or null. */
export function menusBeyond(reach: Reach, menuIds: Iterable<number>): Text | null {
  if (reach.menus === 'all') return null
  for (const id of menuIds) if (!reach.menus.has(id)) return text(/*i18n*/ 'You cannot grant menu {id}: you do not have it yourself', { id })
  return null
}

/** The tenant's roles — one (`id`), those a user holds (`heldBy`), or all. */
export async function roleRows(q: Queryable, tenantId: number, { id, heldBy }: { id?: number; heldBy?: number } = {}): Promise<RoleRow[]> {
  return q.query<RoleRow>(
    `select r.id, r.code, r.name, r.name_zh, r.name_tw, r.data_scope,
            coalesce((select array_agg(ro.org_id order by ro.org_id) from role_orgs ro where ro.role_id = r.id), '{}') as org_ids,
            coalesce((select array_agg(rm.menu_id order by rm.menu_id) from role_menus rm where rm.role_id = r.id), '{}') as menu_ids,
            (select count(*)::int from user_roles ur join users u on u.id = ur.user_id
              where ur.role_id = r.id and u.deleted_at is null) as user_count
     from roles r where r.tenant_id = $1 and ($2::int is null or r.id = $2)
       and ($3::int is null or exists (select 1 from user_roles h where h.role_id = r.id and h.user_id = $3))
     order by r.sort, r.id`,
    [tenantId, id ?? null, heldBy ?? null],
  )
}

/** Why the role is beyond the caller's reach, or null when they may grant and edit it. */
export function roleBeyond(
  reach: Reach,
  role: Pick<RoleRow, 'code' | 'data_scope' | 'org_ids' | 'menu_ids'>,
  parents: ReadonlyMap<number, number | null>,
): Text | null {
  if (role.code === ADMIN_ROLE) return reach.holdsAdmin ? null : text(/*i18n*/ 'Only an administrator may grant {role}', { role: ADMIN_ROLE })
  return scopeBeyond(reach, role.data_scope, role.org_ids) ?? menusBeyond(reach, withAncestors(role.menu_ids, parents))
}

/** Why the caller may not edit or delete the role, or null: beyond their reach, or — for a
 * delegated administrator — a role they hold themselves (it would change their own powers and
 * those of every peer holding it). */
export function roleUneditable(
  reach: Reach,
  role: Pick<RoleRow, 'id' | 'code' | 'data_scope' | 'org_ids' | 'menu_ids'>,
  parents: ReadonlyMap<number, number | null>,
): Text | null {
  const beyond = roleBeyond(reach, role, parents)
  if (beyond) return beyond
  if (!reach.holdsAdmin && reach.heldRoleIds.has(role.id)) return text(/*i18n*/ 'You cannot change a role you hold yourself; another administrator can')
  return null
}

const summary = (row: RoleRow, reach: Reach, parents: ReadonlyMap<number, number | null>): RoleSummary => ({
  id: String(row.id),
  code: row.code,
  ...namesOf(row),
  builtin: row.code === ADMIN_ROLE,
  dataScope: row.code === ADMIN_ROLE ? 'all' : row.data_scope,
  orgIds: row.org_ids.map(String),
  userCount: row.user_count,
  grantable: roleBeyond(reach, row, parents) === null,
  editable: roleUneditable(reach, row, parents) === null,
})

export async function listRoles(q: Queryable, reach: Reach): Promise<RoleSummary[]> {
  const parents = await menuParents(q, reach.scope.tenantId)
  return (await roleRows(q, reach.scope.tenantId)).map((row) => summary(row, reach, parents))
}

/** One role of the tenant with its granted menus (404 when the tenant has none with that id). */
export async function getRole(q: Queryable, reach: Reach, id: number): Promise<RoleSummary & { menuIds: number[] | 'all' }> {
  const [row] = await roleRows(q, reach.scope.tenantId, { id })
  if (!row) throw notFound(/*i18n*/ 'Role not found')
  const parents = await menuParents(q, reach.scope.tenantId)
  const menuIds = row.code === ADMIN_ROLE ? 'all' : [...withAncestors(row.menu_ids, parents)].sort((a, b) => a - b)
  return { ...summary(row, reach, parents), menuIds }
}

/** The role, refused (403) when the caller may not edit it (roleUneditable). */
async function editable(q: Queryable, reach: Reach, id: number): Promise<RoleRow> {
  const [row] = await roleRows(q, reach.scope.tenantId, { id })
  if (!row) throw notFound(/*i18n*/ 'Role not found')
  const refused = roleUneditable(reach, row, await menuParents(q, reach.scope.tenantId))
  if (refused) throw forbidden(refused)
  return row
}

const checkRoleNames = (body: Record<string, unknown>): GivenNames =>
  checkNames(body, { max: 50, required: /*i18n*/ 'Please enter the role name', tooLong: /*i18n*/ 'The role name must be at most 50 characters' })

/** Creates a role from a body with `code` and the names. */
export async function createRole(q: Queryable, tenantId: number, input: Record<string, unknown>): Promise<number> {
  const code = typeof input.code === 'string' ? input.code.trim() : ''
  if (!code) throw fieldError('code', /*i18n*/ 'Please enter the role code')
  if (!ROLE_CODE.test(code)) throw fieldError('code', /*i18n*/ 'The role code is ROLE_ followed by capital letters, digits or _ (at most 50 characters)')
  const names = checkRoleNames(input)
  const taken = await q.query('select 1 from roles where tenant_id = $1 and code = $2', [tenantId, code])
  if (taken.length > 0) throw fieldError('code', /*i18n*/ 'This role code is already taken')
  const [row] = await q.query<{ id: number }>(
    `insert into roles (tenant_id, code, name, name_zh, name_tw, sort, data_scope)
     values ($1, $2, $3, coalesce($4, ''), coalesce($5, ''), (select coalesce(max(sort), 0) + 1 from roles where tenant_id = $1), 'self') returning id`,
    [tenantId, code, names.name, names.nameZh, names.nameTw],
  )
  return row.id
}

/** Renames a role from a body with its names. */
export async function renameRole(q: Queryable, reach: Reach, id: number, body: Record<string, unknown>): Promise<void> {
  const names = checkRoleNames(body)
  await editable(q, reach, id)
  await q.query('update roles set name = $3, name_zh = coalesce($4, name_zh), name_tw = coalesce($5, name_tw) where id = $1 and tenant_id = $2', [
    id,
    reach.scope.tenantId,
    names.name,
    names.nameZh,
    names.nameTw,
  ])
}

export async function deleteRole(q: Queryable, reach: Reach, id: number): Promise<void> {
  const role = await editable(q, reach, id)
  if (role.code === ADMIN_ROLE) throw badRequest(/*i18n*/ '{role} is built in and cannot be deleted', { role: ADMIN_ROLE })
  const [{ n }] = await q.query<{ n: number }>('select count(*)::int as n from user_roles where role_id = $1', [id])
  if (n > 0)
    throw badRequest(/*i18n*/ 'This role is held by {n, plural, one {# user} other {# users}} (deleted ones count too); take it from them first', { n })
  await q.query('delete from roles where id = $1 and tenant_id = $2', [id, reach.scope.tenantId])
}

export interface Permissions {
  menuIds: number[]
  dataScope: DataScope
  orgIds: number[]
}

/** Replaces the role's menus (stored with their ancestors) and data scope, within the caller's reach. */
export async function savePermissions(q: Queryable, reach: Reach, id: number, p: Permissions): Promise<void> {
  const role = await editable(q, reach, id)
  if (role.code === ADMIN_ROLE) throw badRequest(/*i18n*/ '{role} always has every menu and all data', { role: ADMIN_ROLE })
  const tenantId = reach.scope.tenantId
  const parents = await menuParents(q, tenantId)
  const unknown = p.menuIds.find((menuId) => !parents.has(menuId))
  if (unknown !== undefined) throw fieldError('menuIds', /*i18n*/ 'The tenant has no menu {id}', { id: unknown })
  const menus = withAncestors(p.menuIds, parents)
  const orgIds = p.dataScope === 'custom' ? [...new Set(p.orgIds)] : []
  if (p.dataScope === 'custom') {
    if (orgIds.length === 0) throw fieldError('orgIds', /*i18n*/ 'Please choose at least one organisation')
    const found = await q.query<{ id: number }>('select id from orgs where tenant_id = $1 and id = any($2::int[])', [tenantId, orgIds])
    if (found.length !== orgIds.length) throw fieldError('orgIds', /*i18n*/ 'Some chosen organisations do not exist')
  }
  const beyond = menusBeyond(reach, menus) ?? scopeBeyond(reach, p.dataScope, orgIds)
  if (beyond) throw forbidden(beyond)
  await q.query('delete from role_menus where role_id = $1', [id])
  if (menus.size > 0) {
    await q.query('insert into role_menus (role_id, tenant_id, menu_id) select $1, $2, unnest($3::int[])', [id, tenantId, [...menus]])
  }
  await q.query('update roles set data_scope = $2 where id = $1', [id, p.dataScope])
  await q.query('delete from role_orgs where role_id = $1', [id])
  if (orgIds.length > 0) await q.query('insert into role_orgs (role_id, org_id) select $1, unnest($2::int[])', [id, orgIds])
}
