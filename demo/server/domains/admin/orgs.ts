/**
 * The tenant's organisation tree as an administrator manages it: the whole tree compactly (one
 * row per organisation with its counts of children and users), create, rename, move (never
 * under itself or its own descendant) and delete (only when empty). Every query is scoped to the
 * caller's tenant; an organisation of another tenant is simply not found. Tree writes of one
 * tenant are serialised by a transaction-scoped advisory lock, so two moves cannot make a cycle.
 * Every write raises the tenant's org version (orgsChanged) in its transaction: the served copies
 * of the organisation list (orgPages.ts) are keyed by it.
 */
import type { OrgTreeRow, OrgTreeWire } from '../../../../src/domains/admin/contract.ts'
import { ORG_TREE_COLUMNS } from '../../../../src/domains/admin/contract.ts'
import { isUniqueViolation, type Queryable } from '../../platform/db.ts'
import { badRequest, fieldError, notFound } from '../../platform/http.ts'
import { orgsChanged } from './orgPages.ts'

export const ORG_NAME_MAX = 64
export const ORG_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/

/** The whole tree of the tenant, ordered by id (a parent before its children in the seed). */
export async function orgTree(q: Queryable, tenantId: number): Promise<OrgTreeWire> {
  const rows = await q.query<{ id: number; parent_id: number | null; code: string; name: string; children: number; users: number }>(
    `with kids as (select parent_id, count(*)::int as n from orgs where tenant_id = $1 and parent_id is not null group by parent_id),
          members as (select org_id, count(*)::int as n from users where tenant_id = $1 and deleted_at is null and org_id is not null group by org_id)
     select o.id, o.parent_id, o.code, o.name, coalesce(k.n, 0) as children, coalesce(m.n, 0) as users
     from orgs o left join kids k on k.parent_id = o.id left join members m on m.org_id = o.id
     where o.tenant_id = $1 order by o.id`,
    [tenantId],
  )
  return {
    columns: ORG_TREE_COLUMNS,
    rows: rows.map((r): OrgTreeRow => [r.id, r.parent_id, r.code, r.name, r.children, r.users]),
  }
}

/** The trimmed organisation name, or a field error. */
export function orgName(raw: unknown): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw fieldError('name', /*i18n*/ 'The name must be text')
  const name = typeof raw === 'string' ? raw.trim() : ''
  if (!name) throw fieldError('name', /*i18n*/ 'Please enter the organisation name')
  if (name.length > ORG_NAME_MAX) throw fieldError('name', /*i18n*/ 'The name must be at most {max} characters', { max: ORG_NAME_MAX })
  if (name.includes('\u0000')) throw fieldError('name', /*i18n*/ 'The name must not contain NUL characters')
  return name
}

/** An id in the body (`field`); `optional` lets null/'' mean "none" (the top level). */
export function orgId(raw: unknown, field: string, optional: true): number | null
export function orgId(raw: unknown, field: string, optional?: false): number
export function orgId(raw: unknown, field: string, optional = false): number | null {
  if (optional && (raw === undefined || raw === null || raw === '')) return null
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  if (text === '') throw fieldError(field, /*i18n*/ '{name} is required', { name: field })
  if (!/^\d{1,9}$/.test(text)) throw fieldError(field, /*i18n*/ '{name} is not a valid organisation id', { name: field })
  return Number(text)
}

async function lockTree(q: Queryable, tenantId: number): Promise<void> {
  await q.query(`select pg_advisory_xact_lock(hashtext('sw.orgs'), $1)`, [tenantId])
}

async function existing(q: Queryable, tenantId: number, id: number): Promise<{ parentId: number | null; province: string }> {
  const [row] = await q.query<{ parent_id: number | null; province: string }>('select parent_id, province from orgs where id = $1 and tenant_id = $2', [
    id,
    tenantId,
  ])
  if (!row) throw notFound(/*i18n*/ 'Organisation not found')
  return { parentId: row.parent_id, province: row.province }
}

async function parentOf(q: Queryable, tenantId: number, parentId: number): Promise<{ province: string }> {
  const [row] = await q.query<{ province: string }>('select province from orgs where id = $1 and tenant_id = $2', [parentId, tenantId])
  if (!row) throw fieldError('parentId', /*i18n*/ 'The parent organisation does not exist')
  return row
}

/** One organisation as the operation log records it; 404 when not the tenant's. */
export async function orgSnapshot(
  q: Queryable,
  tenantId: number,
  id: number,
): Promise<{ id: number; code: string; name: string; parentId: number | null; province: string }> {
  const [row] = await q.query<{ id: number; code: string; name: string; parentId: number | null; province: string }>(
    'select id, code, name, parent_id as "parentId", province from orgs where id = $1 and tenant_id = $2',
    [id, tenantId],
  )
  if (!row) throw notFound(/*i18n*/ 'Organisation not found')
  return row
}

export interface NewOrg {
  name: string
  parentId: number | null
  /** undefined: generated (ORG + the next free number). */
  code?: string
}

/** Creates an organisation (province inherited from its parent); answers its id and code. */
export async function createOrg(q: Queryable, tenantId: number, input: NewOrg): Promise<{ id: number; code: string }> {
  await lockTree(q, tenantId)
  const province = input.parentId === null ? '' : (await parentOf(q, tenantId, input.parentId)).province
  let code = input.code
  if (code === undefined) {
    const [{ next }] = await q.query<{ next: number }>(
      `select coalesce(max(substring(code from 4)::bigint), 0)::int + 1 as next from orgs where tenant_id = $1 and code ~ '^ORG[0-9]{1,9}$'`,
      [tenantId],
    )
    code = `ORG${String(next).padStart(5, '0')}`
  } else {
    const taken = await q.query('select 1 from orgs where tenant_id = $1 and lower(code) = lower($2)', [tenantId, code])
    if (taken.length > 0) throw fieldError('code', /*i18n*/ 'This code is already used by another organisation')
  }
  try {
    const [row] = await q.query<{ id: number }>('insert into orgs (tenant_id, code, name, parent_id, province) values ($1, $2, $3, $4, $5) returning id', [
      tenantId,
      code,
      input.name,
      input.parentId,
      province,
    ])
    await orgsChanged(q, tenantId)
    return { id: row.id, code }
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('code', /*i18n*/ 'This code is already used by another organisation')
    throw error
  }
}

export async function renameOrg(q: Queryable, tenantId: number, id: number, name: string): Promise<void> {
  const rows = await q.query('update orgs set name = $3 where id = $1 and tenant_id = $2 returning id', [id, tenantId, name])
  if (rows.length === 0) throw notFound(/*i18n*/ 'Organisation not found')
  await orgsChanged(q, tenantId)
}

/** Moves an organisation under `parentId` (null: the top level). */
export async function moveOrg(q: Queryable, tenantId: number, id: number, parentId: number | null): Promise<void> {
  await lockTree(q, tenantId)
  await existing(q, tenantId, id)
  if (parentId !== null) {
    if (parentId === id) throw fieldError('parentId', /*i18n*/ 'An organisation cannot be moved under itself')
    await parentOf(q, tenantId, parentId)
    const loop = await q.query(
      `with recursive up(id, parent_id) as (
         select id, parent_id from orgs where id = $1 and tenant_id = $3
         union all
         select o.id, o.parent_id from orgs o join up on o.id = up.parent_id where o.tenant_id = $3
       ) select 1 from up where id = $2`,
      [parentId, id, tenantId],
    )
    if (loop.length > 0) throw fieldError('parentId', /*i18n*/ 'An organisation cannot be moved under one of its own sub-organisations')
  }
  await q.query('update orgs set parent_id = $3 where id = $1 and tenant_id = $2', [id, tenantId, parentId])
  await orgsChanged(q, tenantId)
}

/** Deletes an empty organisation: no sub-organisation and no user (deleted users included). */
export async function deleteOrg(q: Queryable, tenantId: number, id: number): Promise<void> {
  await lockTree(q, tenantId)
  await existing(q, tenantId, id)
  const [{ children }] = await q.query<{ children: number }>('select count(*)::int as children from orgs where parent_id = $1 and tenant_id = $2', [
    id,
    tenantId,
  ])
  const [{ users, deleted }] = await q.query<{ users: number; deleted: number }>(
    `select count(*) filter (where deleted_at is null)::int as users, count(*) filter (where deleted_at is not null)::int as deleted
     from users u where u.tenant_id = $2 and (u.org_id = $1 or exists (select 1 from user_orgs m where m.user_id = u.id and m.org_id = $1))`,
    [id, tenantId],
  )
  if (children > 0 && users > 0) {
    throw badRequest(/*i18n*/ 'This organisation cannot be deleted: it still has {children} sub-organisations and {users} users', { children, users })
  }
  if (children > 0) throw badRequest(/*i18n*/ 'This organisation cannot be deleted: it still has {children} sub-organisations', { children })
  if (users > 0) throw badRequest(/*i18n*/ 'This organisation cannot be deleted: it still has {users} users', { users })
  if (deleted > 0) throw badRequest(/*i18n*/ 'This organisation cannot be deleted: {deleted} deleted users still belong to it', { deleted })
  await q.query('delete from orgs where id = $1 and tenant_id = $2', [id, tenantId])
  await orgsChanged(q, tenantId)
}
