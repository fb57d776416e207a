/**
 * The tenant's dictionaries as an administrator manages them: types (code, names and
 * descriptions in en/zh/tw)
 * and their entries (code, label in en/zh/tw, order, enabled). Codes are fixed once created
 * (data stores them), unique within their type; a type is deleted only when it has no entry;
 * new entries go last. The input rules are field-named 400s. Every query is scoped to the tenant.
 */
import type { DictEntry, DictEntryInput, DictType, DictTypeInput } from '../../../../src/domains/admin/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { badRequest, fieldError, notFound } from '../../platform/http.ts'
import { text, type Message } from '../../platform/i18n.ts'
import { checkNames, type GivenNames } from '../../platform/localizedNames.ts'
import { checkText } from '../../platform/params.ts'
import { CODE_PATTERN } from './userRules.ts'

/** What a missing or malformed code is told: a type's or an entry's code, an entry's type. */
const CODE_PROBLEMS = {
  code: {
    missing: /*i18n*/ 'Please enter the code',
    invalid: /*i18n*/ 'The code must start with a letter and hold only letters, digits, _ . - (at most 64)',
  },
  dictType: {
    missing: /*i18n*/ 'Please enter the dictionary type',
    invalid: /*i18n*/ 'The dictionary type must start with a letter and hold only letters, digits, _ . - (at most 64)',
  },
}

function code(body: Record<string, unknown>, field: string, problems: { missing: string; invalid: string }): string {
  const value = typeof body[field] === 'string' ? (body[field] as string).trim() : ''
  if (!value) throw fieldError(field, problems.missing)
  if (!CODE_PATTERN.test(value)) throw fieldError(field, problems.invalid)
  return value
}

function textField(body: Record<string, unknown>, field: string, label: Message, max: number, required: boolean): string {
  const result = checkText(body[field] ?? '', { label, max, required })
  if ('error' in result) throw fieldError(field, result.error)
  return result.value
}

const NAME = text(/*i18n*/ 'Name')

/** A type as a request gives it: a Chinese name it leaves out stays as it is. */
type TypeInput = Omit<DictTypeInput, 'nameZh' | 'nameTw' | 'descriptionZh' | 'descriptionTw'> &
  GivenNames & { descriptionZh: string | null; descriptionTw: string | null }

/** An optional text field a request may leave out (null: keep what is stored). */
const givenText = (body: Record<string, unknown>, field: string, label: Message, max: number): string | null =>
  body[field] === undefined ? null : textField(body, field, label, max, false)

export function validateType(body: Record<string, unknown>): TypeInput {
  return {
    code: code(body, 'code', CODE_PROBLEMS.code),
    ...checkNames(body, {
      max: 64,
      required: text(/*i18n*/ '{label} is required', { label: NAME }),
      tooLong: text(/*i18n*/ '{label} must be at most {max} characters', { label: NAME, max: 64 }),
    }),
    description: textField(body, 'description', /*i18n*/ 'Description', 200, false),
    descriptionZh: givenText(body, 'descriptionZh', /*i18n*/ 'Description (Simplified Chinese)', 200),
    descriptionTw: givenText(body, 'descriptionTw', /*i18n*/ 'Description (Traditional Chinese)', 200),
  }
}

export function validateEntry(body: Record<string, unknown>): DictEntryInput {
  if (body.enabled !== undefined && typeof body.enabled !== 'boolean') throw fieldError('enabled', /*i18n*/ '{name} must be true or false', { name: 'enabled' })
  return {
    dictType: code(body, 'dictType', CODE_PROBLEMS.dictType),
    value: code(body, 'value', CODE_PROBLEMS.code),
    label: textField(body, 'label', /*i18n*/ 'Label', 64, true),
    labelZh: textField(body, 'labelZh', /*i18n*/ 'Chinese label', 64, false),
    labelTw: textField(body, 'labelTw', /*i18n*/ 'Traditional Chinese label', 64, false),
    enabled: body.enabled !== false,
  }
}

export async function listTypes(q: Queryable, tenantId: number): Promise<DictType[]> {
  return q.query<DictType>(
    `select t.code, t.name, t.name_zh as "nameZh", t.name_tw as "nameTw", t.description,
            t.description_zh as "descriptionZh", t.description_tw as "descriptionTw", (select count(*)::int from dict_items i where i.tenant_id = t.tenant_id and i.dict_type = t.code) as entries
     from dict_types t where t.tenant_id = $1 order by lower(t.name), t.code`,
    [tenantId],
  )
}

export async function getType(q: Queryable, tenantId: number, code: string): Promise<DictType> {
  const [row] = await q.query<DictType>(
    `select code, name, name_zh as "nameZh", name_tw as "nameTw", description,
            description_zh as "descriptionZh", description_tw as "descriptionTw", (select count(*)::int from dict_items i where i.tenant_id = $1 and i.dict_type = $2) as entries
     from dict_types where tenant_id = $1 and code = $2`,
    [tenantId, code],
  )
  if (!row) throw notFound(/*i18n*/ 'Dictionary type not found')
  return row
}

export async function createType(q: Queryable, tenantId: number, input: TypeInput): Promise<void> {
  const taken = await q.query('select 1 from dict_types where tenant_id = $1 and lower(code) = lower($2)', [tenantId, input.code])
  if (taken.length > 0) throw fieldError('code', /*i18n*/ 'This code is already taken')
  await insertType(q, tenantId, input)
}

function insertType(q: Queryable, tenantId: number, t: TypeInput): Promise<unknown> {
  return q.query(
    `insert into dict_types (tenant_id, code, name, name_zh, name_tw, description, description_zh, description_tw)
     values ($1, $2, $3, coalesce($4, ''), coalesce($5, ''), $6, coalesce($7, ''), coalesce($8, ''))`,
    [tenantId, t.code, t.name, t.nameZh, t.nameTw, t.description, t.descriptionZh, t.descriptionTw],
  )
}

export async function updateType(q: Queryable, tenantId: number, input: TypeInput): Promise<void> {
  const rows = await q.query(
    `update dict_types set name = $3, name_zh = coalesce($4, name_zh), name_tw = coalesce($5, name_tw), description = $6,
            description_zh = coalesce($7, description_zh), description_tw = coalesce($8, description_tw)
     where tenant_id = $1 and code = $2 returning code`,
    [tenantId, input.code, input.name, input.nameZh, input.nameTw, input.description, input.descriptionZh, input.descriptionTw],
  )
  if (rows.length === 0) throw notFound(/*i18n*/ 'Dictionary type not found')
}

/** Deletes an empty type; one with entries is refused (delete or move its entries first). */
export async function deleteType(q: Queryable, tenantId: number, code: string): Promise<void> {
  const type = await getType(q, tenantId, code)
  if (type.entries > 0) throw badRequest(/*i18n*/ 'The dictionary type {code} still has {entries} entries: delete them first', { code, entries: type.entries })
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
  if (!row) throw notFound(/*i18n*/ 'Dictionary entry not found')
  return row
}

export async function createEntry(q: Queryable, tenantId: number, input: DictEntryInput): Promise<void> {
  await getType(q, tenantId, input.dictType)
  const taken = await q.query('select 1 from dict_items where tenant_id = $1 and dict_type = $2 and lower(value) = lower($3)', [
    tenantId,
    input.dictType,
    input.value,
  ])
  if (taken.length > 0) throw fieldError('value', /*i18n*/ 'This code is already taken in this dictionary')
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
  if (rows.length === 0) throw notFound(/*i18n*/ 'Dictionary entry not found')
}

export async function setEntryEnabled(q: Queryable, tenantId: number, dictType: string, value: string, enabled: boolean): Promise<void> {
  const rows = await q.query('update dict_items set enabled = $4 where tenant_id = $1 and dict_type = $2 and value = $3 returning value', [
    tenantId,
    dictType,
    value,
    enabled,
  ])
  if (rows.length === 0) throw notFound(/*i18n*/ 'Dictionary entry not found')
}

export async function deleteEntry(q: Queryable, tenantId: number, dictType: string, value: string): Promise<void> {
  const rows = await q.query('delete from dict_items where tenant_id = $1 and dict_type = $2 and value = $3 returning value', [tenantId, dictType, value])
  if (rows.length === 0) throw notFound(/*i18n*/ 'Dictionary entry not found')
}

/** Puts the type's entries in the given order: `values` must hold every code of the type once. */
export async function sortEntries(q: Queryable, tenantId: number, dictType: string, values: string[]): Promise<void> {
  const present = (await listEntries(q, tenantId, dictType)).map((e) => e.value)
  const same = values.length === present.length && new Set(values).size === values.length && values.every((v) => present.includes(v))
  if (!same) throw badRequest(/*i18n*/ 'values must list every code of the dictionary type exactly once')
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
  for (const t of types) await insertType(q, tenantId, t)
  for (const t of types) {
    const mine = entries.filter((e) => e.dictType === t.code)
    for (const [i, e] of mine.entries()) {
      await q.query('insert into dict_items (tenant_id, dict_type, value, label, label_zh, label_tw, sort) values ($1, $2, $3, $4, $5, $6, $7)', [
        tenantId,
        e.dictType,
        e.value,
        e.label,
        e.labelZh,
        e.labelTw,
        i + 1,
      ])
    }
  }
}
