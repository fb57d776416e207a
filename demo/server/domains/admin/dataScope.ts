/**
 * Data scope (docs/spec.md#data-scope): which rows a caller may list and change. Each role has a scope — all,
 * chosen organisations (custom), own organisation (org), own organisation and below
 * (orgAndBelow) or self; a user's scope is the UNION of the scopes of every role they hold
 * (docs/server.md says why). `callerScope` resolves it once per request; `scopeFilter` turns it
 * into the one SQL predicate every scoped query uses — the users list and writes, the compound
 * list and writes — and `rowInScope` is that predicate asked about one row.
 */
import { ADMIN_ROLE, type Caller } from '../../platform/caller.ts'
import type { Queryable } from '../../platform/db.ts'

export const DATA_SCOPES = ['all', 'custom', 'org', 'orgAndBelow', 'self'] as const
export type DataScope = (typeof DATA_SCOPES)[number]

export interface Scope {
  tenantId: number
  userId: number
  /** Some role of the caller sees everything (ROLE_ADMIN always does). */
  all: boolean
  /** The organisations whose users (and their rows) the caller may see; empty when `all`. */
  orgIds: number[]
  /** The scope kinds of the caller's roles (ROLE_ADMIN counts as 'all'). */
  kinds: Set<DataScope>
}

/** The organisation and every organisation below it (the caller's tenant only). */
export async function orgSubtree(q: Queryable, tenantId: number, orgId: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `with recursive sub(id) as (
       select id from orgs where id = $1 and tenant_id = $2
       union all
       select o.id from orgs o join sub on o.parent_id = sub.id where o.tenant_id = $2
     ) select id from sub`,
    [orgId, tenantId],
  )
  return rows.map((row) => row.id)
}

/** The caller's data scope: the union of the scopes of all the roles they hold. */
export async function callerScope(q: Queryable, caller: Pick<Caller, 'tenantId' | 'userId'>): Promise<Scope> {
  const roles = await q.query<{ id: number; code: string; data_scope: DataScope }>(
    `select r.id, r.code, r.data_scope from user_roles ur join roles r on r.id = ur.role_id
     where ur.user_id = $1 and r.tenant_id = $2`,
    [caller.userId, caller.tenantId],
  )
  const kinds = new Set(roles.map((role) => (role.code === ADMIN_ROLE ? 'all' : role.data_scope)))
  const scope: Scope = { tenantId: caller.tenantId, userId: caller.userId, all: kinds.has('all'), orgIds: [], kinds }
  if (scope.all) return scope
  const orgs = new Set<number>()
  const custom = roles.filter((role) => role.data_scope === 'custom').map((role) => role.id)
  if (custom.length > 0) {
    const rows = await q.query<{ org_id: number }>('select org_id from role_orgs where role_id = any($1::int[])', [custom])
    for (const row of rows) orgs.add(row.org_id)
  }
  if (kinds.has('org') || kinds.has('orgAndBelow')) {
    const [me] = await q.query<{ org_id: number | null }>('select org_id from users where id = $1 and tenant_id = $2', [caller.userId, caller.tenantId])
    if (me?.org_id != null) {
      if (kinds.has('orgAndBelow')) for (const id of await orgSubtree(q, caller.tenantId, me.org_id)) orgs.add(id)
      else orgs.add(me.org_id)
    }
  }
  scope.orgIds = [...orgs].sort((a, b) => a - b)
  return scope
}

/**
 * The predicate limiting rows to the scope — THE one place scope becomes SQL. `user` is the SQL
 * of the row's user (the user itself, a compound's creator); `org` that user's organisation
 * column when the query has it at hand (else it is looked up). Parameters are numbered from
 * `first` ($first, $first+1); append `params` to the query's own. The tenant is the caller's
 * query's business (every query already limits it).
 */
export function scopeFilter(scope: Scope, columns: { user: string; org?: string }, first: number): { sql: string; params: unknown[] } {
  if (scope.all) return { sql: 'true', params: [] }
  const org = columns.org ?? `(select so.org_id from users so where so.id = ${columns.user})`
  return {
    sql: `(${columns.user} = $${first} or ${org} = any($${first + 1}::int[]))`,
    params: [scope.userId, scope.orgIds],
  }
}

/** Whether the tenant's user `id` is within the scope (deleted users too: restore needs them). */
export async function userInScope(q: Queryable, scope: Scope, id: number): Promise<boolean> {
  const filter = scopeFilter(scope, { user: 'u.id', org: 'u.org_id' }, 3)
  const rows = await q.query(`select 1 from users u where u.id = $1 and u.tenant_id = $2 and ${filter.sql}`, [id, scope.tenantId, ...filter.params])
  return rows.length > 0
}

/** Whether users of organisation `orgId` are within the scope (creating or moving a user there). */
export function orgInScope(scope: Scope, orgId: number): boolean {
  return scope.all || scope.orgIds.includes(orgId)
}
