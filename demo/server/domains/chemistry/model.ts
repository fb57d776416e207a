/**
 * The compound workspace's queries and writes, all scoped to the caller's tenant (the structures
 * they store are read by structures.ts; storing and changing compounds: compoundWrites.ts).
 */
import type { Compound, CompoundColumns, CompoundPoint, CompoundSort, NumericColumn, PropertyColumn } from '../../../../src/domains/chemistry/contract.ts'
import type { Page } from '#platform/core/api/types.ts'
import type { Queryable } from '../../platform/db.ts'
import { toPage } from '../../platform/http.ts'
import { text, type Text } from '../../platform/i18n.ts'
import { scopeFilter, type Scope } from '../admin/index.ts'
import { conditionSql, firstMatches, similaritySql, type StructureCondition } from './cartridge.ts'

/** The caller's data scope over compounds: a compound belongs to its creator (and their organisation). */
const compoundScope = (scope: Scope, first: number) => scopeFilter(scope, { user: 'c.created_by' }, first)

const PROPERTY_SQL: Record<PropertyColumn, string> = {
  molecularWeight: 'c.molecular_weight',
  cLogP: 'c.clogp',
  wlogp: 'c.wlogp',
  tpsa: 'c.tpsa',
  donors: 'c.donors',
  acceptors: 'c.acceptors',
  rotatableBonds: 'c.rotatable_bonds',
  esolLogS: 'c.esol_logs',
  fsp3: 'c.fsp3',
  mr: 'c.mr',
}

/** The property columns as the wire names them. */
const PROPERTIES_SQL = Object.entries(PROPERTY_SQL)
  .map(([key, sql]) => `${sql} as "${key}"`)
  .join(', ')

/** The SQL of a numeric column; an activity's name goes in as parameter `$n`. */
function numericSql(column: NumericColumn, param: number): string {
  return column.startsWith('activity:') ? `(c.activities->>$${param})::double precision` : PROPERTY_SQL[column as PropertyColumn]
}

const activityName = (column: string) => (column.startsWith('activity:') ? column.slice('activity:'.length) : '')

const COLUMNS = `c.id, c.name, c.smiles, c.notes, c.formula, ${PROPERTIES_SQL}, c.tpsa_sp as "tpsaSP",
  c.lipinski_violations as "lipinskiViolations", c.pains, c.brenk,
  c.tags, c.activities, coalesce(nullif(u.full_name, ''), u.username) as "createdBy", c.created_at as "createdAt",
  c.updated_at as "updatedAt"`

export interface ListQuery {
  currentPage: number
  pageSize: number
  search: string
  lipinski: boolean
  /** Only compounds analysed and raising no PAINS (Brenk) alert. */
  noPains?: boolean
  noBrenk?: boolean
  /** Only compounds raising this alert. */
  alert?: string
  sort: CompoundSort
  order: 'asc' | 'desc'
  tag?: string
  range?: { column: NumericColumn; min?: number; max?: number }
  /** Only these ids (a structure search's hits); ranked: in this order, whatever the sort. */
  only?: { ids: number[]; ranked: boolean; scores: Map<number, number> }
  /** A structure search the database answers (the RDKit cartridge, cartridge.ts): a similarity
   * search ranks by similarity, best first, whatever the sort. */
  structure?: StructureCondition
  /** The most matches a substructure search on the cartridge keeps (default MAX_STRUCTURE_HITS). */
  maxHits?: number
}

/** A page of the compounds the query selects; `hitLimit` when a substructure search on the
 * cartridge found more matches than that and the page and count hold that many of them. */
export async function queryCompounds(q: Queryable, scope: Scope, query: ListQuery): Promise<Page<Compound> & { hitLimit?: number }> {
  const tenantId = scope.tenantId
  const alertParam = 9
  const visible = compoundScope(scope, 10)
  const range = query.range
  // $7 is the range column's activity name, $8 the sort's; both unused ('') for properties.
  const rangeSql = range ? numericSql(range.column, 7) : 'null'
  const where = `c.tenant_id = $1 and c.deleted_at is null
    and ($2 = '' or position(lower($2) in lower(c.name)) > 0 or position($2 in c.smiles) > 0 or upper($2) = upper(c.formula))
    and (not $3 or c.lipinski_violations <= 1)
    and ($${alertParam}::text[] is null or (
      (not ($${alertParam}::text[])[1]::boolean or cardinality(c.pains) = 0)
      and (not ($${alertParam}::text[])[2]::boolean or cardinality(c.brenk) = 0)
      and (($${alertParam}::text[])[3] = '' or ($${alertParam}::text[])[3] = any(c.pains) or ($${alertParam}::text[])[3] = any(c.brenk))))
    and ($4::int[] is null or c.id = any($4::int[]))
    and ($5::text is null or $5::text = any(c.tags))
    and ($6::double precision[] is null or (${rangeSql} is not null
      and (($6::double precision[])[1] is null or ${rangeSql} >= ($6::double precision[])[1])
      and (($6::double precision[])[2] is null or ${rangeSql} <= ($6::double precision[])[2])))
    and ($7::text = $7::text) and ($8::text = $8::text) and ${visible.sql}`
  const params: unknown[] = [
    tenantId,
    query.search,
    query.lipinski,
    query.only ? query.only.ids : null,
    query.tag ?? null,
    range ? [range.min ?? null, range.max ?? null] : null,
    range ? activityName(range.column) : '',
    activityName(query.sort),
    query.noPains || query.noBrenk || query.alert ? [String(Boolean(query.noPains)), String(Boolean(query.noBrenk)), query.alert ?? ''] : null,
    ...visible.params,
  ]
  const structure = query.structure
  let hitLimit: number | undefined
  if (structure?.kind === 'substructure') {
    // The first matches within every other condition; then page and count are of those ($4).
    const found = await firstMatches(q, where, params, structure, query.maxHits)
    hitLimit = found.more ? found.ids.length : undefined
    params[3] = found.ids
  } else if (structure) params.push(structure.smiles)
  const structureSql = structure?.kind === 'similarity' ? ` and ${conditionSql(structure, params.length)}` : ''
  const similar = structure?.kind === 'similarity' ? similaritySql(params.length) : null
  const direction = query.order === 'asc' ? 'asc' : 'desc'
  // By date or name: an index's order, either way round (compounds_newest, compounds_by_name;
  // neither column is ever null). The other columns may be: their nulls come last.
  const indexed = query.sort === 'createdAt' ? 'c.created_at' : query.sort === 'name' ? 'lower(c.name)' : null
  const order = similar
    ? `${similar} desc, c.id asc`
    : query.only?.ranked
      ? 'array_position($4::int[], c.id)'
      : indexed
        ? `${indexed} ${direction}, c.id ${direction}`
        : `${numericSql(query.sort as NumericColumn, 8)} ${direction} nulls last, c.id desc`
  // The count and the page at once: on a pool they run side by side (each scans at a million).
  const [[{ total }], rows] = await Promise.all([
    q.query<{ total: number }>(`select count(*)::int as total from compounds c where ${where}${structureSql}`, params),
    q.query<Compound & { createdAt: Date; updatedAt: Date | null }>(
      `select ${COLUMNS}${similar ? `, ${similar} as similarity` : ''} from compounds c join users u on u.id = c.created_by
        where ${where}${structureSql} order by ${order} limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, query.pageSize, (query.currentPage - 1) * query.pageSize],
    ),
  ])
  const scores = query.only?.scores
  const page = toPage(
    rows.map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
      ...(scores?.has(row.id) ? { similarity: scores.get(row.id)! } : {}),
    })),
    total,
    query.currentPage,
    query.pageSize,
  )
  return hitLimit ? { ...page, hitLimit } : page
}

/** Compounds the chart plots: the newest `limit` of the tenant within the caller's scope. */
export async function queryPoints(q: Queryable, scope: Scope, limit: number): Promise<{ list: CompoundPoint[]; total: number }> {
  const visible = compoundScope(scope, 2)
  const where = `c.tenant_id = $1 and c.deleted_at is null and ${visible.sql}`
  const params = [scope.tenantId, ...visible.params]
  const [{ total }] = await q.query<{ total: number }>(`select count(*)::int as total from compounds c where ${where}`, params)
  const list = await q.query<CompoundPoint>(
    `select c.id, c.name, ${PROPERTIES_SQL}, c.lipinski_violations as "lipinskiViolations", c.activities
     from compounds c where ${where} order by c.created_at desc, c.id desc limit $${params.length + 1}`,
    [...params, limit],
  )
  return { list, total }
}

/** The activity column names, tags and alerts the compounds within the caller's scope use,
 * sorted: read from the names the database keeps per creator as compounds change (migration 0027). */
export async function queryColumns(q: Queryable, scope: Scope): Promise<CompoundColumns> {
  const visible = compoundScope(scope, 2)
  const rows = await q.query<{ kind: 'activity' | 'tag' | 'alert'; name: string }>(
    `select c.kind, c.name from compound_names c where c.tenant_id = $1 and c.uses > 0 and ${visible.sql} group by c.kind, c.name order by c.name`,
    [scope.tenantId, ...visible.params],
  )
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.name)
  return { activities: of('activity'), tags: of('tag'), alerts: of('alert') }
}

/** Whether the tenant's compound `id` (deleted or not) is within the caller's scope. */
export async function compoundInScope(q: Queryable, scope: Scope, id: number): Promise<boolean> {
  const visible = compoundScope(scope, 3)
  const rows = await q.query(`select 1 from compounds c where c.tenant_id = $1 and c.id = $2 and ${visible.sql}`, [scope.tenantId, id, ...visible.params])
  return rows.length > 0
}

/** A compound to store; `from` when an import job stores it (its id and the row of its file). */
/** The tenant's compounds with these structures (not deleted), by idcode: the name when the
 * caller may see the compound (else null), and the import job and row that stored it, if one did. */
export async function existingStructures(
  q: Queryable,
  scope: Scope,
  idcodes: string[],
): Promise<Map<string, { name: string | null; importId: number | null; importRow: number | null }>> {
  if (idcodes.length === 0) return new Map()
  const visible = compoundScope(scope, 3)
  const rows = await q.query<{ idcode: string; name: string | null; importId: number | null; importRow: number | null }>(
    `select distinct on (c.idcode) c.idcode, case when ${visible.sql} then c.name end as name, c.import_id as "importId", c.import_row as "importRow"
       from compounds c where c.tenant_id = $1 and c.deleted_at is null and c.idcode = any($2::text[]) order by c.idcode, case when ${visible.sql} then 0 else 1 end`,
    [scope.tenantId, idcodes, ...visible.params],
  )
  return new Map(rows.map(({ idcode, ...found }) => [idcode, found]))
}

/** Why a structure cannot be added again: the compound's name when the caller may see it, and
 * nothing of it otherwise (a compound outside the data scope is not named). */
export const duplicateReason = (name: string | null): Text =>
  name === null
    ? text(/*i18n*/ 'This structure is already in the workspace, as a compound outside your data scope')
    : text(/*i18n*/ 'This structure is already in the workspace as “{name}”', { name })

/** Marks a compound deleted (or restores it); false when the tenant has no such compound. */
export async function setDeleted(q: Queryable, tenantId: number, id: number, at: Date | null): Promise<boolean> {
  const rows = await q.query('update compounds set deleted_at = $3 where tenant_id = $1 and id = $2 returning id', [tenantId, id, at])
  return rows.length > 0
}

/** The tenant's compound with this structure (not deleted), if there is one: its name, or null
 * when it lies outside the caller's data scope. */
export async function sameStructure(q: Queryable, scope: Scope, idcode: string, exceptId?: number): Promise<{ name: string | null } | null> {
  const visible = compoundScope(scope, 4)
  const [row] = await q.query<{ name: string | null }>(
    `select case when ${visible.sql} then c.name end as name from compounds c
      where c.tenant_id = $1 and c.idcode = $2 and c.deleted_at is null and c.id <> $3 order by case when ${visible.sql} then 0 else 1 end limit 1`,
    [scope.tenantId, idcode, exceptId ?? 0, ...visible.params],
  )
  return row ? { name: row.name } : null
}

/** The idcode of a compound of the tenant (deleted or not). */
export async function compoundIdcode(q: Queryable, tenantId: number, id: number): Promise<string | null> {
  const [row] = await q.query<{ idcode: string }>('select idcode from compounds where tenant_id = $1 and id = $2', [tenantId, id])
  return row?.idcode ?? null
}
