/**
 * A user's roles under the reach rule (roles.ts): the grant dialog's authorized and unauthorized
 * roles, replacing them (every role added or taken away within the caller's reach), and the rule
 * every write on a user calls — a user holding a role beyond the caller's reach is not theirs to
 * change.
 */
import type { Queryable } from '../../platform/db.ts'
import { fieldError, forbidden } from '../../platform/http.ts'
import { namesOf, type LocalizedNames } from '../../platform/localizedNames.ts'
import type { RoleSummary } from '../../../../src/domains/admin/contract.ts'
import { listRoles, menuParents, roleBeyond, roleRows, type Reach } from './roles.ts'

/** A user's authorized and unauthorized roles (the grant dialog). */
export async function userGrant(q: Queryable, reach: Reach, userId: number): Promise<{ authorized: RoleSummary[]; unauthorized: RoleSummary[] }> {
  const held = await q.query<{ role_id: number }>('select role_id from user_roles where user_id = $1 order by sort, role_id', [userId])
  const order = held.map((row) => row.role_id)
  const roles = await listRoles(q, reach)
  const authorized = order.map((id) => roles.find((role) => role.id === String(id))).filter((role): role is RoleSummary => role !== undefined)
  return { authorized, unauthorized: roles.filter((role) => !order.includes(Number(role.id))) }
}

/** Replaces the user's roles (in the given order; the first is active after sign-in). At least
 * one; every role added or taken away must be within the caller's reach. */
export async function saveUserRoles(q: Queryable, reach: Reach, userId: number, roleIds: number[]): Promise<void> {
  if (roleIds.length === 0) throw fieldError('roleIds', /*i18n*/ 'Please keep at least one authorized role')
  const wanted = [...new Set(roleIds)]
  const tenantId = reach.scope.tenantId
  const rows = await roleRows(q, tenantId)
  const byId = new Map(rows.map((row) => [row.id, row]))
  const missing = wanted.find((id) => !byId.has(id))
  if (missing !== undefined) throw fieldError('roleIds', /*i18n*/ 'The tenant has no role {id}', { id: missing })
  const held = (await q.query<{ role_id: number }>('select role_id from user_roles where user_id = $1', [userId])).map((r) => r.role_id)
  const changed = [...wanted.filter((id) => !held.includes(id)), ...held.filter((id) => !wanted.includes(id))]
  const parents = await menuParents(q, tenantId)
  for (const id of changed) {
    const beyond = roleBeyond(reach, byId.get(id)!, parents)
    if (beyond) throw forbidden(beyond)
  }
  await q.query('delete from user_roles where user_id = $1', [userId])
  await q.query('insert into user_roles (user_id, role_id, sort) select $1, r, o::int - 1 from unnest($2::int[]) with ordinality as t(r, o)', [userId, wanted])
}

/** Refuses (403) any write on a user who holds a role beyond the caller's reach — THE rule every
 * user write calls (userRoutes.ts `write`): resetting the password of, editing, disabling or
 * deleting a user with wider powers would hand the caller those powers. The reason names the
 * role. */
export async function requireUserWithinReach(q: Queryable, reach: Reach, userId: number): Promise<void> {
  const beyond = await roleOfUserBeyondReach(q, reach, userId)
  if (beyond)
    throw forbidden(/*i18n*/ 'This user holds the role “{role}”, which is beyond your own roles: only an administrator who holds it may change this user', {
      role: beyond,
    })
}

/** The names of a role the user holds beyond the caller's reach, or null when all are within it.
 * A sign-up waiting for approval holds no power yet: the role sign-up gave it is replaced by the
 * one its approval grants (which must be within reach), so its roles do not count. */
export async function roleOfUserBeyondReach(q: Queryable, reach: Reach, userId: number): Promise<LocalizedNames | null> {
  if (reach.holdsAdmin) return null
  const [user] = await q.query<{ audit_status: string }>('select audit_status from users where id = $1 and tenant_id = $2', [userId, reach.scope.tenantId])
  if (user?.audit_status === 'pending') return null
  const held = await roleRows(q, reach.scope.tenantId, { heldBy: userId })
  if (held.length === 0) return null
  const parents = await menuParents(q, reach.scope.tenantId)
  const beyond = held.find((role) => roleBeyond(reach, role, parents) !== null)
  return beyond ? namesOf(beyond) : null
}

/** The ids of the tenant's roles beyond the caller's reach (none for ROLE_ADMIN): a user holding
 * one is not the caller's to change (requireUserWithinReach), which the users list marks. */
export async function rolesBeyondReach(q: Queryable, reach: Reach): Promise<number[]> {
  if (reach.holdsAdmin) return []
  const parents = await menuParents(q, reach.scope.tenantId)
  return (await roleRows(q, reach.scope.tenantId)).filter((row) => roleBeyond(reach, row, parents) !== null).map((row) => row.id)
}

/** Refuses (403) a role the caller may not grant (the user form's role, a sign-up's approval). */
export async function requireGrantable(q: Queryable, reach: Reach, roleId: number): Promise<void> {
  const [row] = await roleRows(q, reach.scope.tenantId, { id: roleId })
  if (!row) return // the caller's own check answers the missing role with its field error
  const beyond = roleBeyond(reach, row, await menuParents(q, reach.scope.tenantId))
  if (beyond) throw forbidden(beyond)
}
