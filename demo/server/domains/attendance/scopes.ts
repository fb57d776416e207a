/**
 * Sign-in scopes (docs/spec.md#attendance): several named circles per organisation, tenant-isolated. Reading
 * them, checking an administrator's input (each problem a 400 naming its field), saving and
 * deleting, and an organisation's own scopes or the nearest ancestor organisation's that has
 * any (applyingScopes.ts decides which scopes apply to a member).
 */
import { MAX_SCOPE_NAME, MAX_SIGN_RADIUS, MIN_SIGN_RADIUS, type SigninScope } from '../../../../src/domains/attendance/contract.ts'
import { validDate } from '../../../../src/domains/attendance/logic/memberDay.ts'
import type { Queryable } from '../../platform/db.ts'
import { fieldError, notFound } from '../../platform/http.ts'
import { checkText, MAX_INT } from '../../platform/params.ts'

/** More scopes than this for one organisation is refused (a campus has a few sites, not hundreds). */
export const MAX_SCOPES_PER_ORG = 20
const MAX_PROVINCE = 50

interface ScopeRow {
  id: number
  org_id: number
  org_name: string
  name: string
  lat: number
  lng: number
  radius: number
  province: string
  updated_at: Date
}

const SCOPE_COLUMNS = 's.id, s.org_id, o.name as org_name, s.name, s.lat, s.lng, s.radius, s.province, s.updated_at'

export function toScope(row: ScopeRow): SigninScope {
  return {
    id: row.id,
    orgId: row.org_id,
    orgName: row.org_name,
    name: row.name,
    signinScopeLat: row.lat,
    signinScopeLng: row.lng,
    signRadius: row.radius,
    signScopeProvince: row.province,
    updateTime: new Date(row.updated_at).toISOString(),
  }
}

/** A number from the body (a JSON number or numeric text) within [min, max], else a 400 naming `field`;
 * `outOfRange` says what it must be, with `{name}`, `{min}` and `{max}` (a marked literal). */
export function numberField(body: Record<string, unknown>, field: string, min: number, max: number, outOfRange: string, integer = false): number {
  const raw = body[field]
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    throw fieldError(field, /*i18n*/ '{name} is required', { name: field })
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : Number.NaN
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max) {
    throw fieldError(field, outOfRange, { name: field, min, max })
  }
  return value
}

/** A real calendar date YYYY-MM-DD from the body or query, else a 400 naming `field`. */
export function dateField(raw: unknown, field: string): string {
  const text = typeof raw === 'string' ? raw.trim() : ''
  if (!validDate(text)) throw fieldError(field, /*i18n*/ '{name} must be a date YYYY-MM-DD', { name: field })
  return text
}

/** An id from the body or query (a positive integer), else a 400 naming `field`. */
export function idField(raw: unknown, field: string): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  if (text === '') throw fieldError(field, /*i18n*/ '{name} is required', { name: field })
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_INT) throw fieldError(field, /*i18n*/ '{name} must be a positive integer', { name: field })
  return Number(text)
}

/** The query's `orgId` when given (a positive integer, else a 400), else undefined. */
export function optionalOrg(params: Record<string, string | undefined>): number | undefined {
  return params.orgId?.trim() ? idField(params.orgId, 'orgId') : undefined
}

export interface ScopeInput {
  id?: number
  orgId: number
  name: string
  lat: number
  lng: number
  radius: number
  province: string
}

/** The administrator's scope, checked field by field (the organisation's existence is checked on save). */
export function scopeInput(body: Record<string, unknown>): ScopeInput {
  const id = body.id === undefined || body.id === null || body.id === '' ? undefined : idField(body.id, 'id')
  const orgId = idField(body.orgId, 'orgId')
  const name = checkText(body.name, { label: /*i18n*/ 'name', max: MAX_SCOPE_NAME, required: true })
  if ('error' in name) throw fieldError('name', name.error)
  const lat = numberField(body, 'signinScopeLat', -90, 90, /*i18n*/ '{name} must be a latitude from {min} to {max}')
  const lng = numberField(body, 'signinScopeLng', -180, 180, /*i18n*/ '{name} must be a longitude from {min} to {max}')
  const radius = numberField(body, 'signRadius', MIN_SIGN_RADIUS, MAX_SIGN_RADIUS, /*i18n*/ '{name} must be a whole number of metres from {min} to {max}', true)
  const province = checkText(body.signScopeProvince, { label: /*i18n*/ 'signScopeProvince', max: MAX_PROVINCE })
  if ('error' in province) throw fieldError('signScopeProvince', province.error)
  return { ...(id !== undefined ? { id } : {}), orgId, name: name.value, lat, lng, radius, province: province.value }
}

/** The organisation's name, or a 400 naming `field` when the tenant has no such organisation. */
export async function orgNameOf(q: Queryable, tenantId: number, orgId: number, field = 'orgId'): Promise<string> {
  const [org] = await q.query<{ name: string }>('select name from orgs where id = $1 and tenant_id = $2', [orgId, tenantId])
  if (!org) throw fieldError(field, /*i18n*/ '{name} {id} is not an organisation of your tenant', { name: field, id: orgId })
  return org.name
}

/** The organisation's own scopes, oldest first. */
export async function orgScopes(q: Queryable, tenantId: number, orgId: number): Promise<SigninScope[]> {
  const rows = await q.query<ScopeRow>(
    `select ${SCOPE_COLUMNS} from signin_scopes s join orgs o on o.id = s.org_id
     where s.tenant_id = $1 and s.org_id = $2 order by s.id`,
    [tenantId, orgId],
  )
  return rows.map(toScope)
}

/** One scope of the tenant, or a 404. */
export async function scopeById(q: Queryable, tenantId: number, id: number): Promise<SigninScope> {
  const [row] = await q.query<ScopeRow>(`select ${SCOPE_COLUMNS} from signin_scopes s join orgs o on o.id = s.org_id where s.tenant_id = $1 and s.id = $2`, [
    tenantId,
    id,
  ])
  if (!row) throw notFound(/*i18n*/ 'Sign-in scope not found')
  return toScope(row)
}

/**
 * The scopes of organisation `orgId` itself, or — when it has none — those of its nearest
 * ancestor that has some (a school checks in at its campus): where its members check in unless
 * their rules name scopes (applyingScopes.ts). Empty when no organisation up the tree has one.
 */
export async function nearestScopes(q: Queryable, tenantId: number, orgId: number): Promise<SigninScope[]> {
  const rows = await q.query<ScopeRow>(
    `with recursive up(id, parent_id, depth) as (
       select id, parent_id, 0 from orgs where id = $1 and tenant_id = $2
       union all
       select o.id, o.parent_id, up.depth + 1 from orgs o join up on o.id = up.parent_id where o.tenant_id = $2 and up.depth < 64
     ), nearest as (
       select min(up.depth) as depth from up join signin_scopes s on s.org_id = up.id and s.tenant_id = $2
     )
     select ${SCOPE_COLUMNS} from up join nearest on up.depth = nearest.depth
       join signin_scopes s on s.org_id = up.id and s.tenant_id = $2 join orgs o on o.id = s.org_id
     order by s.id`,
    [orgId, tenantId],
  )
  return rows.map(toScope)
}

/** The tenant's scopes of `ids` (those that exist), by id. */
export async function scopesByIds(q: Queryable, tenantId: number, ids: readonly number[]): Promise<SigninScope[]> {
  if (ids.length === 0) return []
  const rows = await q.query<ScopeRow>(
    `select ${SCOPE_COLUMNS} from signin_scopes s join orgs o on o.id = s.org_id where s.tenant_id = $1 and s.id = any($2::int[]) order by s.id`,
    [tenantId, ids],
  )
  return rows.map(toScope)
}

/** The tenant's scopes of organisations `orgIds` (every organisation when null) whose name or
 * organisation's name holds `keyword` (any case), by organisation and name; `limit` at most. */
export async function scopesOfOrgs(q: Queryable, tenantId: number, orgIds: readonly number[] | null, keyword: string, limit: number): Promise<SigninScope[]> {
  const rows = await q.query<ScopeRow>(
    `select ${SCOPE_COLUMNS} from signin_scopes s join orgs o on o.id = s.org_id
     where s.tenant_id = $1 and ($2::int[] is null or s.org_id = any($2::int[]))
       and ($3 = '' or strpos(lower(s.name), lower($3)) > 0 or strpos(lower(o.name), lower($3)) > 0)
     order by o.name, s.name, s.id limit $4`,
    [tenantId, orgIds, keyword, limit],
  )
  return rows.map(toScope)
}

/** Creates (no id) or updates a scope; answers it as stored. */
export async function saveScope(q: Queryable, tenantId: number, input: ScopeInput, now: Date): Promise<number> {
  if (input.id === undefined) {
    const [{ n }] = await q.query<{ n: number }>('select count(*)::int as n from signin_scopes where tenant_id = $1 and org_id = $2', [tenantId, input.orgId])
    if (n >= MAX_SCOPES_PER_ORG) throw fieldError('orgId', /*i18n*/ 'An organisation may have at most {max} sign-in scopes', { max: MAX_SCOPES_PER_ORG })
    const [row] = await q.query<{ id: number }>(
      `insert into signin_scopes (tenant_id, org_id, name, lat, lng, radius, province, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [tenantId, input.orgId, input.name, input.lat, input.lng, input.radius, input.province, now],
    )
    return row.id
  }
  await q.query(
    `update signin_scopes set org_id = $3, name = $4, lat = $5, lng = $6, radius = $7, province = $8, updated_at = $9
     where id = $1 and tenant_id = $2`,
    [input.id, tenantId, input.orgId, input.name, input.lat, input.lng, input.radius, input.province, now],
  )
  return input.id
}

export async function deleteScope(q: Queryable, tenantId: number, id: number): Promise<void> {
  await q.query('delete from signin_scopes where id = $1 and tenant_id = $2', [id, tenantId])
}
