/**
 * The tenant's dictionaries as an administrator manages them: types (code, name, description)
 * and their entries (code, label in en/zh/tw, order, enabled). Codes are fixed once created
 * (data stores them), unique within their type; a type is deleted only when it has no entry;
 * new entries go last. The input rules are field-named 400s. Every query is scoped to the tenant.
 */
import type { DictEntry, DictEntryInput, DictType, DictTypeInput } from '../../../../src/domains/admin/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { badRequest, notFound } from '../../platform/http.ts'
import { checkText } from '../../platform/params.ts'
import { CODE_PATTERN, fieldError } from './userRules.ts'

function code(body: Record<string, unknown>, field: string, label: string): string {
  const value = typeof body[field] === 'string' ? (body[field] as string).trim() : ''
  if (!value) throw fieldError(field, `Please enter the ${label}`)
  if (!CODE_PATTERN.test(value)) {
    throw fieldError(field, `The ${label} must start with a letter and hold only letters, digits, _ . - (at most 64)`)
  }
  return value
}

function text(body: Record<string, unknown>, field: string, label: string, max: number, required: boolean): string {
  const result = checkText(body[field] ?? '', { label, max, required })
  if ('error' in result) throw fieldError(field, result.error)
  return result.value
}

export function validateType(body: Record<string, unknown>): DictTypeInput {
  return {
    code: code(body, 'code', 'code'),
    name: text(body, 'name', 'Name', 64, true),
    description: text(body, 'description', 'Description', 200, false),
  }
}

export function validateEntry(body: Record<string, unknown>): DictEntryInput {
  if (body.enabled !== undefined && typeof body.enabled !== 'boolean') throw fieldError('enabled', 'enabled must be true or false')
  return {
    dictType: code(body, 'dictType', 'dictionary type'),
    value: code(body, 'value', 'code'),
    label: text(body, 'label', 'Label', 64, true),
    labelZh: text(body, 'labelZh', 'Chinese label', 64, false),
    labelTw: text(body, 'labelTw', 'Traditional Chinese label', 64, false),
    enabled: body.enabled !== false,
  }
}

export async function listTypes(q: Queryable, tenantId: number): Promise<DictType[]> {
  return q.query<DictType>(
    `select t.code, t.name, t.description, (select count(*)::int from dict_items i where i.tenant_id = t.tenant_id and i.dict_type = t.code) as entries
     from dict_types t where t.tenant_id = $1 order by lower(t.name), t.code`,
    [tenantId],
  )
}

export async function getType(q: Queryable, tenantId: number, code: string): Promise<DictType> {
  const [row] = await q.query<DictType>(
    `select code, name, description, (select count(*)::int from dict_items i where i.tenant_id = $1 and i.dict_type = $2) as entries
     from dict_types where tenant_id = $1 and code = $2`,
    [tenantId, code],
  )
  if (!row) throw notFound('Dictionary type not found')
  return row
}

export async function createType(q: Queryable, tenantId: number, input: DictTypeInput): Promise<void> {
  const taken = await q.query('select 1 from dict_types where tenant_id = $1 and lower(code) = lower($2)', [tenantId, input.code])
  if (taken.length > 0) throw fieldError('code', 'This code is already taken')
  await q.query('insert into dict_types (tenant_id, code, name, description) values ($1, $2, $3, $4)', [tenantId, input.code, input.name, input.description])
}

export async function updateType(q: Queryable, tenantId: number, input: DictTypeInput): Promise<void> {
  const rows = await q.query('update dict_types set name = $3, description = $4 where tenant_id = $1 and code = $2 returning code', [tenantId, input.code, input.name, input.description])
  if (rows.length === 0) throw notFound('Dictionary type not found')
}

/** Deletes an empty type; one with entries is refused (delete or move its entries first). */
export async function deleteType(q: Queryable, tenantId: number, code: string): Promise<void> {
  const type = await getType(q, tenantId, code)
  if (type.entries > 0) throw badRequest(`The dictionary type ${code} still has ${type.entries} entries: delete them first`)
  await q.query('delete from dict_types where tenant_id = $1 and code = $2', [tenantId, code])
}

const ENTRY = `select value, label, coalesce(label_zh, '') as "labelZh", coalesce(label_tw, '') as "labelTw", sort, enabled from dict_items`

/** Every entry of a type, disabled ones too, in order (404 for an unknown type). */
export async function listEntries(q: Queryable, tenantId: number, dictType: string): Promise<DictEntry[]> {
  await getType(q, tenantId, dictType)
  return q.query<DictEntry>(`${ENTRY} where tenant_id = $1 and dict_type = $2 order by sort, value`, [tenantId, dictType])
}

export async function getEntry(q: Queryable, tenantId: number, dictType: string, value: string): Promise<DictEntry> {
  const [row] = await q.query<DictEntry>(`${ENTRY} where tenant_id = $1 and dict_type = $2 and value = $3`, [tenantId, dictType, value])
  if (!row) throw notFound('Dictionary entry not found')
  return row
}

export async function createEntry(q: Queryable, tenantId: number, input: DictEntryInput): Promise<void> {
  await getType(q, tenantId, input.dictType)
  const taken = await q.query('select 1 from dict_items where tenant_id = $1 and dict_type = $2 and lower(value) = lower($3)', [tenantId, input.dictType, input.value])
  if (taken.length > 0) throw fieldError('value', 'This code is already taken in this dictionary')
  await q.query(
    `insert into dict_items (tenant_id, dict_type, value, label, label_zh, label_tw, enabled, sort)
     select $1, $2, $3, $4, $5, $6, $7, coalesce(max(sort), 0) + 1 from dict_items where tenant_id = $1 and dict_type = $2`,
    [tenantId, input.dictType, input.value, input.label, input.labelZh || null, input.labelTw || null, input.enabled],
  )
}

export async function updateEntry(q: Queryable, tenantId: number, input: DictEntryInput): Promise<void> {
  const rows = await q.query(
    `update dict_items set label = $4, label_zh = $5, label_tw = $6, enabled = $7
     where tenant_id = $1 and dict_type = $2 and value = $3 returning value`,
    [tenantId, input.dictType, input.value, input.label, input.labelZh || null, input.labelTw || null, input.enabled],
  )
  if (rows.length === 0) throw notFound('Dictionary entry not found')
}

export async function setEntryEnabled(q: Queryable, tenantId: number, dictType: string, value: string, enabled: boolean): Promise<void> {
  const rows = await q.query('update dict_items set enabled = $4 where tenant_id = $1 and dict_type = $2 and value = $3 returning value', [tenantId, dictType, value, enabled])
  if (rows.length === 0) throw notFound('Dictionary entry not found')
}

export async function deleteEntry(q: Queryable, tenantId: number, dictType: string, value: string): Promise<void> {
  const rows = await q.query('delete from dict_items where tenant_id = $1 and dict_type = $2 and value = $3 returning value', [tenantId, dictType, value])
  if (rows.length === 0) throw notFound('Dictionary entry not found')
}

/** Puts the type's entries in the given order: `values` must hold every code of the type once. */
export async function sortEntries(q: Queryable, tenantId: number, dictType: string, values: string[]): Promise<void> {
  const present = (await listEntries(q, tenantId, dictType)).map((e) => e.value)
  const same = values.length === present.length && new Set(values).size === values.length && values.every((v) => present.includes(v))
  if (!same) throw badRequest('values must list every code of the dictionary type exactly once')
  await q.query(
    `update dict_items i set sort = o.ord from unnest($3::text[]) with ordinality as o(value, ord)
     where i.tenant_id = $1 and i.dict_type = $2 and i.value = o.value`,
    [tenantId, dictType, values],
  )
}

/** Seeds dictionary types and their entries (each in the order given) for one tenant. */
export async function seedDicts(
  q: Queryable,
  tenantId: number,
  types: readonly DictTypeInput[],
  entries: readonly { dictType: string; value: string; label: string; labelZh: string; labelTw: string }[],
): Promise<void> {
  for (const t of types) await q.query('insert into dict_types (tenant_id, code, name, description) values ($1, $2, $3, $4)', [tenantId, t.code, t.name, t.description])
  for (const t of types) {
    const mine = entries.filter((e) => e.dictType === t.code)
    for (const [i, e] of mine.entries()) {
      await q.query(
        'insert into dict_items (tenant_id, dict_type, value, label, label_zh, label_tw, sort) values ($1, $2, $3, $4, $5, $6, $7)',
        [tenantId, e.dictType, e.value, e.label, e.labelZh, e.labelTw, i + 1],
      )
    }
  }
}
