/**
 * The recipients a publisher may choose, for editors as well as administrators — within the
 * publisher's data scope (the admin domain's: the union of their roles' scopes): the enabled,
 * approved users of the scope found by name, username or e-mail (a short page, each with their
 * organisation's name), the organisations of the scope as a tree, the tenant's roles, and the
 * names of a publish object's ids (for the chips of a notification being edited) — ids of another
 * tenant, of a deleted user, or outside the scope are left out, never named.
 */
import type { Page } from '#platform/core/api/types.ts'
import type { OrgTreeRow, OrgTreeWire } from '../../../../src/domains/admin/contract.ts'
import type { PublishObject, PublishTargetLabels, PublishTargetRole, PublishTargetUser } from '../../../../src/domains/notifications/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { toPage } from '../../platform/http.ts'
import { orgInScope, scopeFilter, type Scope } from '../admin/index.ts'

/** The shown name of a user row `u`. */
const NAME = "coalesce(nullif(u.full_name, ''), nullif(u.nickname, ''), u.username)"

/** The tenant's users who can read a notice, matching `keyword` (username, nickname, full name or
 * e-mail, any case); an exact username or e-mail first, then by name. */
export async function targetUsers(q: Queryable, scope: Scope, keyword: string | undefined, pageSize: number): Promise<Page<PublishTargetUser>> {
  const filter = scopeFilter(scope, { user: 'u.id', org: 'u.org_id' }, 2)
  const values: unknown[] = [scope.tenantId, ...filter.params]
  let where = `u.tenant_id = $1 and u.deleted_at is null and u.status = 'enabled' and u.audit_status = 'approved' and ${filter.sql}`
  let first = ''
  if (keyword) {
    const k = `$${values.push(keyword.toLowerCase())}`
    where += ` and (position(${k} in lower(u.username)) > 0 or position(${k} in lower(u.nickname)) > 0
                    or position(${k} in lower(u.full_name)) > 0 or position(${k} in lower(u.email)) > 0)`
    first = `(lower(u.username) = ${k} or lower(u.email) = ${k}) desc, `
  }
  const [{ total }] = await q.query<{ total: number }>(`select count(*)::int as total from users u where ${where}`, values)
  const rows = await q.query<{ id: number; username: string; name: string; email: string; org_id: number | null; org_name: string | null }>(
    `select u.id, u.username, ${NAME} as name, u.email, u.org_id, o.name as org_name
       from users u left join orgs o on o.id = u.org_id and o.tenant_id = u.tenant_id
      where ${where}
      order by ${first}lower(${NAME}), u.id
      limit ${pageSize}`,
    values,
  )
  const list = rows.map((r) => ({ id: r.id, username: r.username, name: r.name, email: r.email, orgId: r.org_id, orgName: r.org_name ?? '' }))
  return toPage(list, total, 1, pageSize)
}

/** The organisations of the tree within the scope: an organisation whose parent is outside it is
 * a root here, and its counts are of what the scope holds. */
export function orgTreeWithin(tree: OrgTreeWire, scope: Scope): OrgTreeWire {
  if (scope.all) return tree
  const kept = tree.rows.filter(([id]) => orgInScope(scope, id))
  const ids = new Set(kept.map(([id]) => id))
  const children = new Map<number, number>()
  for (const [, parent] of kept) if (parent !== null && ids.has(parent)) children.set(parent, (children.get(parent) ?? 0) + 1)
  return {
    columns: tree.columns,
    rows: kept.map(([id, parent, code, name, , users]): OrgTreeRow => [
      id,
      parent !== null && ids.has(parent) ? parent : null,
      code,
      name,
      children.get(id) ?? 0,
      users,
    ]),
  }
}

/** A role as a recipient: its code and names. */
const ROLE_COLUMNS = `code, name, name_zh as "nameZh", name_tw as "nameTw"`

/** The tenant's roles by name. */
export async function targetRoles(q: Queryable, tenantId: number): Promise<PublishTargetRole[]> {
  return q.query<PublishTargetRole>(`select ${ROLE_COLUMNS} from roles where tenant_id = $1 order by lower(name), code`, [tenantId])
}

/** The names of the ids that are the tenant's and within the scope; the others are left out. */
export async function resolveTargets(q: Queryable, scope: Scope, given: PublishObject): Promise<PublishTargetLabels> {
  const tenantId = scope.tenantId
  const object = { ...given, orgs: given.orgs.filter((id) => orgInScope(scope, id)) }
  const filter = scopeFilter(scope, { user: 'u.id', org: 'u.org_id' }, 3)
  const users = object.users.length
    ? await q.query<{ id: number; username: string; name: string; org_name: string | null }>(
        `select u.id, u.username, ${NAME} as name, o.name as org_name
           from users u left join orgs o on o.id = u.org_id and o.tenant_id = u.tenant_id
          where u.tenant_id = $2 and u.deleted_at is null and u.id = any($1::int[]) and ${filter.sql} order by u.id`,
        [object.users, tenantId, ...filter.params],
      )
    : []
  const chain = object.orgs.length
    ? await q.query<{ start: number; depth: number; name: string; code: string }>(
        `with recursive up(start, id, parent_id, depth) as (
           select o.id, o.id, o.parent_id, 0 from orgs o where o.tenant_id = $2 and o.id = any($1::int[])
           union all
           select up.start, p.id, p.parent_id, up.depth + 1 from up join orgs p on p.id = up.parent_id and p.tenant_id = $2
         )
         select up.start, up.depth, o.name, o.code from up join orgs o on o.id = up.id order by up.start, up.depth desc`,
        [object.orgs, tenantId],
      )
    : []
  const orgs = new Map<number, { id: number; name: string; code: string; path: string[] }>()
  for (const row of chain) {
    const org = orgs.get(row.start) ?? { id: row.start, name: '', code: '', path: [] }
    if (row.depth === 0) Object.assign(org, { name: row.name, code: row.code })
    else org.path.push(row.name)
    orgs.set(row.start, org)
  }
  const roles = object.roles.length
    ? await q.query<PublishTargetRole>(`select ${ROLE_COLUMNS} from roles where tenant_id = $2 and code = any($1::text[]) order by code`, [
        object.roles,
        tenantId,
      ])
    : []
  return {
    users: users.map((u) => ({ id: u.id, username: u.username, name: u.name, orgName: u.org_name ?? '' })),
    orgs: [...orgs.values()],
    roles,
  }
}
