/**
 * Storing compounds — many in one statement (an import's batch) or one — with the properties read
 * from their structure (structures.ts, analysis.ts), and changing a compound's own data (not its
 * structure); all within the tenant.
 */
import type { Queryable } from '../../platform/db.ts'
import { ANALYSIS_COLUMNS, analysisValues } from './analysis.ts'
import type { ReadStructure } from './structures.ts'

export interface NewCompound {
  tenantId: number
  userId: number
  name: string
  notes: string
  tags?: string[]
  activities?: Record<string, number>
  structure: ReadStructure
  now: Date
  from?: { importId: number; row: number }
}

const INSERT_COLUMNS = `tenant_id, name, smiles, molfile, notes, formula, molecular_weight, clogp, donors, acceptors,
  lipinski_violations, created_by, created_at, idcode, tags, activities, import_id, import_row, ${ANALYSIS_COLUMNS.join(', ')}`

/** Stores compounds in one statement; their ids in the same order. */
export async function insertCompounds(q: Queryable, rows: readonly NewCompound[]): Promise<number[]> {
  if (rows.length === 0) return []
  const params: unknown[] = []
  const tuples = rows.map((row) => {
    const { descriptors: d } = row.structure
    const values = [
      row.tenantId,
      row.name,
      row.structure.smiles,
      row.structure.molfile,
      row.notes,
      d.formula,
      d.molecularWeight,
      d.cLogP,
      d.donors,
      d.acceptors,
      row.structure.lipinskiViolations,
      row.userId,
      row.now,
      row.structure.idcode,
      row.tags ?? [],
      JSON.stringify(row.activities ?? {}),
      row.from?.importId ?? null,
      row.from?.row ?? null,
      ...analysisValues(row.structure.analysis),
    ]
    const first = params.length
    params.push(...values)
    return `(${values.map((_, i) => `$${first + i + 1}`).join(', ')})`
  })
  const inserted = await q.query<{ id: number }>(`insert into compounds (${INSERT_COLUMNS}) values ${tuples.join(', ')} returning id`, params)
  return inserted.map((r) => r.id)
}

export async function insertCompound(q: Queryable, row: NewCompound): Promise<number> {
  const [id] = await insertCompounds(q, [row])
  return id!
}

/** Changes a compound's own data (not its structure); false when the tenant has no such
 * compound. Absent fields stay as they are. */
export async function updateCompound(
  q: Queryable,
  tenantId: number,
  id: number,
  change: { name?: string; notes?: string; tags?: string[]; activities?: Record<string, number> },
  now: Date,
): Promise<boolean> {
  const rows = await q.query(
    `update compounds set name = coalesce($3, name), notes = coalesce($4, notes), tags = coalesce($5::text[], tags),
       activities = coalesce($6::jsonb, activities), updated_at = $7
     where tenant_id = $1 and id = $2 and deleted_at is null returning id`,
    [tenantId, id, change.name ?? null, change.notes ?? null, change.tags ?? null, change.activities ? JSON.stringify(change.activities) : null, now],
  )
  return rows.length > 0
}
