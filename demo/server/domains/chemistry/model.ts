/**
 * The compound workspace's queries, all scoped to the caller's tenant, and the server's own
 * reading of a structure: openchemlib in Node (resources from the package), the same
 * descriptors code as the browser, so what is stored does not depend on what a client claims.
 */
import type * as OCLNamespace from 'openchemlib'
import type { Compound, CompoundSort } from '../../../../src/domains/chemistry/contract.ts'
import { computeDescriptors, parseStructure, type Descriptors } from '../../../../src/domains/chemistry/logic/descriptors.ts'
import { evaluateRule, RULE_SETS } from '../../../../src/domains/chemistry/logic/rules.ts'
import type { Page } from '../../../../src/platform/core/api/types.ts'
import type { Queryable } from '../../platform/db.ts'
import { toPage } from '../../platform/http.ts'

let ocl: Promise<typeof OCLNamespace> | undefined

/** openchemlib, loaded on the first structure the server reads. */
export function serverOcl(): Promise<typeof OCLNamespace> {
  ocl ??= import('openchemlib').then((module) => {
    module.Resources.registerFromNodejs()
    return module
  })
  return ocl
}

export interface ReadStructure {
  smiles: string
  molfile: string
  /** openchemlib's canonical code: the structure's identity. */
  idcode: string
  /** Substructure fingerprint, hex. */
  indexHex: string
  descriptors: Descriptors
  lipinskiViolations: number
}

/** The structure of a SMILES (or molfile) as the server stores it, or why it cannot be read. */
export async function readStructure(text: string): Promise<ReadStructure | { error: string }> {
  const lib = await serverOcl()
  const parsed = parseStructure(lib, text)
  if (!parsed.ok) {
    if (parsed.reason === 'tooLarge') return { error: 'The structure has more than 1000 atoms' }
    if (parsed.reason === 'empty') return { error: 'smiles is required' }
    return { error: `The structure cannot be read${parsed.detail ? `: ${parsed.detail}` : ''}` }
  }
  const descriptors = computeDescriptors(lib, parsed.molecule)
  const index = new lib.SSSearcherWithIndex().createIndex(parsed.molecule)
  return {
    smiles: parsed.molecule.toIsomericSmiles(),
    molfile: parsed.molecule.toMolfile(),
    idcode: parsed.molecule.getIDCode(),
    indexHex: lib.SSSearcherWithIndex.getHexStringFromIndex(index),
    descriptors,
    lipinskiViolations: evaluateRule(RULE_SETS[0]!, descriptors).violations,
  }
}

const SORT_COLUMNS: Record<CompoundSort, string> = {
  createdAt: 'c.created_at',
  name: 'lower(c.name)',
  molecularWeight: 'c.molecular_weight',
  cLogP: 'c.clogp',
  tpsa: 'c.tpsa',
  donors: 'c.donors',
  acceptors: 'c.acceptors',
  rotatableBonds: 'c.rotatable_bonds',
}

const COLUMNS = `c.id, c.name, c.smiles, c.notes, c.formula, c.molecular_weight as "molecularWeight", c.clogp as "cLogP",
  c.tpsa, c.donors, c.acceptors, c.rotatable_bonds as "rotatableBonds", c.lipinski_violations as "lipinskiViolations",
  coalesce(nullif(u.full_name, ''), u.username) as "createdBy", c.created_at as "createdAt"`

export interface ListQuery {
  currentPage: number
  pageSize: number
  search: string
  lipinski: boolean
  sort: CompoundSort
  order: 'asc' | 'desc'
  /** Only these ids (a structure search's hits); ranked: in this order, whatever the sort. */
  only?: { ids: number[]; ranked: boolean; scores: Map<number, number> }
}

export async function queryCompounds(q: Queryable, tenantId: number, query: ListQuery): Promise<Page<Compound>> {
  const where = `c.tenant_id = $1 and c.deleted_at is null
    and ($2 = '' or position(lower($2) in lower(c.name)) > 0 or position($2 in c.smiles) > 0)
    and (not $3 or c.lipinski_violations <= 1)
    and ($4::int[] is null or c.id = any($4::int[]))`
  const params = [tenantId, query.search, query.lipinski, query.only ? query.only.ids : null]
  const [{ total }] = await q.query<{ total: number }>(`select count(*)::int as total from compounds c where ${where}`, params)
  const order = query.only?.ranked
    ? 'array_position($4::int[], c.id)'
    : `${SORT_COLUMNS[query.sort]} ${query.order === 'asc' ? 'asc' : 'desc'}, c.id desc`
  const rows = await q.query<Compound & { createdAt: Date }>(
    `select ${COLUMNS} from compounds c join users u on u.id = c.created_by where ${where} order by ${order} limit $5 offset $6`,
    [...params, query.pageSize, (query.currentPage - 1) * query.pageSize],
  )
  const scores = query.only?.scores
  return toPage(
    rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString(), ...(scores?.has(row.id) ? { similarity: scores.get(row.id)! } : {}) })),
    total,
    query.currentPage,
    query.pageSize,
  )
}

export async function insertCompound(
  q: Queryable,
  row: { tenantId: number; userId: number; name: string; notes: string; structure: ReadStructure; now: Date },
): Promise<number> {
  const { descriptors: d } = row.structure
  const [{ id }] = await q.query<{ id: number }>(
    `insert into compounds (tenant_id, name, smiles, molfile, notes, formula, molecular_weight, clogp, tpsa, donors, acceptors,
       rotatable_bonds, lipinski_violations, created_by, created_at, idcode, fragment_index)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) returning id`,
    [row.tenantId, row.name, row.structure.smiles, row.structure.molfile, row.notes, d.formula, d.molecularWeight, d.cLogP, d.tpsa, d.donors, d.acceptors, d.rotatableBonds, row.structure.lipinskiViolations, row.userId, row.now, row.structure.idcode, row.structure.indexHex],
  )
  return id
}

/** Marks a compound deleted (or restores it); false when the tenant has no such compound. */
export async function setDeleted(q: Queryable, tenantId: number, id: number, at: Date | null): Promise<boolean> {
  const rows = await q.query('update compounds set deleted_at = $3 where tenant_id = $1 and id = $2 returning id', [tenantId, id, at])
  return rows.length > 0
}

/** The name of the tenant's compound with this structure (not deleted), if there is one. */
export async function sameStructure(q: Queryable, tenantId: number, idcode: string, exceptId?: number): Promise<string | null> {
  const [row] = await q.query<{ name: string }>(
    'select name from compounds where tenant_id = $1 and idcode = $2 and deleted_at is null and id <> $3 limit 1',
    [tenantId, idcode, exceptId ?? 0],
  )
  return row?.name ?? null
}

/** The idcode of a compound of the tenant (deleted or not). */
export async function compoundIdcode(q: Queryable, tenantId: number, id: number): Promise<string | null> {
  const [row] = await q.query<{ idcode: string }>('select idcode from compounds where tenant_id = $1 and id = $2', [tenantId, id])
  return row?.idcode ?? null
}
