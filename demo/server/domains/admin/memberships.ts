/**
 * A user's further organisations (docs/spec.md#user-form): besides their own (`users.org_id`, which
 * decides their data scope and their approvers), up to MAX_USER_ORGS more, in `user_orgs`. An
 * administrator sets those within their data scope; the ones beyond it stay as they are. The
 * attendance domain reads every member's organisations here (`memberOrgs`).
 */
import type { Queryable } from '../../platform/db.ts'
import { fieldError } from '../../platform/http.ts'
import { orgInScope, type Scope } from './dataScope.ts'

/** Sets user `userId`'s further organisations to `wanted` (their own organisation `ownOrgId`
 * left out): each must be the tenant's, and one added within `scope`; those beyond `scope` stay. */
export async function saveMemberships(q: Queryable, scope: Scope, userId: number, ownOrgId: number, wanted: readonly number[]): Promise<void> {
  const ids = wanted.filter((id) => id !== ownOrgId)
  const found = await q.query<{ id: number }>('select id from orgs where tenant_id = $1 and id = any($2::int[])', [scope.tenantId, ids])
  const missing = ids.find((id) => !found.some((o) => o.id === id))
  if (missing !== undefined) throw fieldError('otherOrgIds', /*i18n*/ '{name} {id} is not an organisation of your tenant', { name: 'otherOrgIds', id: missing })
  const current = (await q.query<{ org_id: number }>('select org_id from user_orgs where user_id = $1 and tenant_id = $2', [userId, scope.tenantId])).map(
    (m) => m.org_id,
  )
  // One beyond the scope may be kept (the form sends back what it read), not added.
  if (ids.some((id) => !orgInScope(scope, id) && !current.includes(id)))
    throw fieldError('otherOrgIds', /*i18n*/ 'This organisation is outside your data scope')
  const kept = current.filter((id) => !orgInScope(scope, id) && id !== ownOrgId)
  const next = [...new Set([...ids, ...kept])]
  await q.query('delete from user_orgs where user_id = $1 and tenant_id = $2 and org_id <> all($3::int[])', [userId, scope.tenantId, next])
  await q.query(`insert into user_orgs (tenant_id, user_id, org_id) select $1, $2, x from unnest($3::int[]) as x on conflict do nothing`, [
    scope.tenantId,
    userId,
    next,
  ])
}

/** Drops the membership of a user's own organisation from their further ones (after a move). */
export async function dropOwnMembership(q: Queryable, userId: number, orgId: number): Promise<void> {
  await q.query('delete from user_orgs where user_id = $1 and org_id = $2', [userId, orgId])
}

/** Each of the users' further organisations, by user id (of the tenant; `userIds` absent: all). */
export async function memberOrgs(q: Queryable, tenantId: number, userIds?: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await q.query<{ user_id: number; org_id: number }>(
    `select user_id, org_id from user_orgs where tenant_id = $1 ${userIds ? 'and user_id = any($2::int[])' : ''} order by user_id, org_id`,
    userIds ? [tenantId, userIds] : [tenantId],
  )
  const byUser = new Map<number, number[]>()
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.org_id])
  return byUser
}
