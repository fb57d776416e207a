/**
 * The administration model: a page of the tenant's organisations (optionally filtered by name,
 * case-insensitively and without wildcards) and a dictionary's enabled items by type.
 */
import type { DictItem, Page } from '#platform/core/api/types.ts'
import type { Organisation } from '../../../../src/domains/admin/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { toPage } from '../../platform/http.ts'

export interface OrgQuery {
  currentPage: number
  pageSize: number
  /** '' for every organisation. */
  name: string
}

export async function queryOrgs(q: Queryable, tenantId: number, query: OrgQuery): Promise<Page<Organisation>> {
  const { currentPage, pageSize, name } = query
  // position() instead of LIKE: the search text needs no escaping of % and _.
  const where = `tenant_id = $1 and ($2 = '' or position(lower($2) in lower(name)) > 0)`
  const [{ total }] = await q.query<{ total: number }>(`select count(*)::int as total from orgs where ${where}`, [tenantId, name])
  const list = await q.query<Organisation>(
    `select id, code, name, parent_id as "parentId", province from orgs where ${where}
     order by id limit $3 offset $4`,
    [tenantId, name, pageSize, (currentPage - 1) * pageSize],
  )
  return toPage(list, total, currentPage, pageSize)
}

/** The enabled items of one dictionary type, in their order (what the console's selects show). */
export async function listDict(q: Queryable, tenantId: number, dictType: string): Promise<DictItem[]> {
  const rows = await q.query<{ value: string; label: string; label_zh: string | null; label_tw: string | null; sort: number }>(
    `select value, label, label_zh, label_tw, sort from dict_items
     where tenant_id = $1 and dict_type = $2 and enabled order by sort, value`,
    [tenantId, dictType],
  )
  return rows.map((row) => ({
    value: row.value,
    label: row.label,
    ...(row.label_zh ? { labelZh: row.label_zh } : {}),
    ...(row.label_tw ? { labelTw: row.label_tw } : {}),
    sort: row.sort,
  }))
}
