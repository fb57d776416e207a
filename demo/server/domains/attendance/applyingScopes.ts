/**
 * The sign-in scopes that apply (docs/spec.md#attendance-rules): where the members of an
 * organisation check in — the scopes named by the rules it follows (its own or inherited), else
 * its own scopes or the nearest ones above it. The check-in, the member's scopes, who counts for
 * the stored days and the rules screen all ask here. Which scopes rules may name: any of the
 * tenant's for an administrator who sees everything; for a delegated administrator, those of the
 * organisations in their data scope and of the organisations above the rules' owner (the campus a
 * school checks in at). A scope that rules name cannot be deleted. A member of several
 * organisations checks in at the scopes of each (`membershipsOf`).
 */
import type { AttendanceRules, SigninScope } from '../../../../src/domains/attendance/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { fieldError } from '../../platform/http.ts'
import { memberOrgs, type Scope } from '../admin/index.ts'
import { rulesOf } from './rules.ts'
import { nearestScopes, scopesByIds, scopesOfOrgs } from './scopes.ts'

/** Scopes the rules screen offers to name, at most (a keyword narrows them). */
export const MAX_SCOPE_CHOICES = 200

/** The rules of `orgId` (null: the tenant's) with the scopes its members check in at (for the
 * tenant: only those its rules name). */
export async function rulesWithScopes(q: Queryable, tenantId: number, orgId: number | null): Promise<AttendanceRules> {
  const rules = await rulesOf(q, tenantId, orgId)
  const ids = rules.effective.scopeIds
  const scopes = ids ? await scopesByIds(q, tenantId, ids) : orgId === null ? [] : await nearestScopes(q, tenantId, orgId)
  return { ...rules, scopes }
}

/** The scopes a member of organisation `orgId` checks in at; none without an organisation. */
export async function scopesFor(q: Queryable, tenantId: number, orgId: number | null): Promise<SigninScope[]> {
  return orgId === null ? [] : (await rulesWithScopes(q, tenantId, orgId)).scopes
}

/** A member's organisations, their own first, each with the scopes its members check in at. */
export interface Membership {
  orgId: number
  scopes: SigninScope[]
}

/** The organisations of member `userId` (their own, then their further ones: admin memberships)
 * with the scopes that apply in each; none without an organisation. */
export async function membershipsOf(q: Queryable, tenantId: number, userId: number): Promise<Membership[]> {
  const [me] = await q.query<{ org_id: number | null }>('select org_id from users where id = $1 and tenant_id = $2', [userId, tenantId])
  if (me?.org_id == null) return []
  const orgIds = [me.org_id, ...((await memberOrgs(q, tenantId, [userId])).get(userId) ?? []).filter((id) => id !== me.org_id)]
  return Promise.all(orgIds.map(async (orgId) => ({ orgId, scopes: await scopesFor(q, tenantId, orgId) })))
}

/** Every scope a member checks in at, in any of their organisations (each once). */
export function allScopes(memberships: readonly Membership[]): SigninScope[] {
  const seen = new Map<number, SigninScope>()
  for (const m of memberships) for (const scope of m.scopes) if (!seen.has(scope.id)) seen.set(scope.id, scope)
  return [...seen.values()]
}

/** The organisations whose scopes the rules of `orgId` may name for `scope` (null: all). */
async function nameableOrgs(q: Queryable, scope: Scope, orgId: number | null): Promise<number[] | null> {
  if (scope.all) return null
  const above =
    orgId === null
      ? []
      : await q.query<{ id: number }>(
          `with recursive up(id, parent_id, depth) as (
             select id, parent_id, 0 from orgs where id = $1 and tenant_id = $2
             union all
             select o.id, o.parent_id, up.depth + 1 from orgs o join up on o.id = up.parent_id where o.tenant_id = $2 and up.depth < 64
           ) select id from up`,
          [orgId, scope.tenantId],
        )
  return [...new Set([...scope.orgIds, ...above.map((o) => o.id)])]
}

/** The scopes the rules of `orgId` may name, by organisation and name; `keyword` narrows them. */
export async function ruleScopeChoices(q: Queryable, scope: Scope, orgId: number | null, keyword: string): Promise<SigninScope[]> {
  return scopesOfOrgs(q, scope.tenantId, await nameableOrgs(q, scope, orgId), keyword, MAX_SCOPE_CHOICES)
}

/** Refuses (a 400 naming `scopeIds`) a scope that is not the tenant's or that `scope` may not name. */
export async function checkRuleScopes(q: Queryable, scope: Scope, orgId: number | null, ids: readonly number[]): Promise<void> {
  const found = await scopesByIds(q, scope.tenantId, ids)
  const missing = ids.find((id) => !found.some((s) => s.id === id))
  if (missing !== undefined) throw fieldError('scopeIds', /*i18n*/ 'Sign-in scope {id} is not one of your tenant’s', { id: missing })
  const orgs = await nameableOrgs(q, scope, orgId)
  const beyond = orgs && found.find((s) => !orgs.includes(s.orgId))
  if (beyond) throw fieldError('scopeIds', /*i18n*/ 'The sign-in scope {name} is outside your data scope', { name: `${beyond.orgName} · ${beyond.name}` })
}

/** Refuses (a 400) to delete scope `id` while rules name it, naming whose rules they are. */
export async function refuseNamedScope(q: Queryable, tenantId: number, id: number): Promise<void> {
  const owners = await q.query<{ name: string }>(
    `select coalesce(o.name, t.name) as name from attendance_rules r join tenants t on t.id = r.tenant_id left join orgs o on o.id = r.org_id
     where r.tenant_id = $1 and r.rules -> 'scopeIds' @> to_jsonb($2::int) order by r.org_id nulls first, o.name limit 5`,
    [tenantId, id],
  )
  if (owners.length > 0) {
    throw fieldError('id', /*i18n*/ 'The attendance rules of {owners} check in at this scope: choose other scopes there first', {
      owners: owners.map((o) => o.name).join(', '),
    })
  }
}
