/**
 * The recipients a publisher may choose (issue 12), for editors as well as administrators: the
 * tenant's enabled, approved users found by name, username or e-mail (a short page, each with
 * their organisation's name), the tenant's organisation tree (the admin domain's `orgTree`), the
 * tenant's roles, and the names of a publish object's ids (for the chips of a notification being
 * edited) — ids of another tenant, or of a deleted user, are left out, never named.
 */
import type { Page } from '../../../../src/platform/core/api/types.ts'
import type { PublishObject, PublishTargetLabels, PublishTargetRole, PublishTargetUser } from '../../../../src/domains/notifications/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { toPage } from '../../platform/http.ts'

/** The shown name of a user row `u`. */
const NAME = "coalesce(nullif(u.full_name, ''), nullif(u.nickname, ''), u.username)"

/** The tenant's users who can read a notice, matching `keyword` (username, nickname, full name or
 * e-mail, any case); an exact username or e-mail first, then by name. */
export async function targetUsers(q: Queryable, tenantId: number, keyword: string | undefined, pageSize: number): Promise<Page<PublishTargetUser>> {
  const values: unknown[] = [tenantId]
  let where = "u.tenant_id = $1 and u.deleted_at is null and u.status = 'enabled' and u.audit_status = 'approved'"
  let first = ''
  if (keyword) {
    values.push(keyword.toLowerCase())
    where += ` and (position($2 in lower(u.username)) > 0 or position($2 in lower(u.nickname)) > 0
                    or position($2 in lower(u.full_name)) > 0 or position($2 in lower(u.email)) > 0)`
    first = '(lower(u.username) = $2 or lower(u.email) = $2) desc, '
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

/** The tenant's roles by name. */
export async function targetRoles(q: Queryable, tenantId: number): Promise<PublishTargetRole[]> {
  return q.query<PublishTargetRole>('select code, name from roles where tenant_id = $1 order by lower(name), code', [tenantId])
}

/** The names of the ids that are the tenant's; the others are left out. */
export async function resolveTargets(q: Queryable, tenantId: number, object: PublishObject): Promise<PublishTargetLabels> {
  const users = object.users.length
    ? await q.query<{ id: number; username: string; name: string; org_name: string | null }>(
        `select u.id, u.username, ${NAME} as name, o.name as org_name
           from users u left join orgs o on o.id = u.org_id and o.tenant_id = u.tenant_id
          where u.tenant_id = $2 and u.deleted_at is null and u.id = any($1::int[]) order by u.id`,
        [object.users, tenantId],
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
    ? await q.query<PublishTargetRole>('select code, name from roles where tenant_id = $2 and code = any($1::text[]) order by code', [object.roles, tenantId])
    : []
  return {
    users: users.map((u) => ({ id: u.id, username: u.username, name: u.name, orgName: u.org_name ?? '' })),
    orgs: [...orgs.values()],
    roles,
  }
}
