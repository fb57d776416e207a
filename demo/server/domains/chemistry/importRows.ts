/**
 * Importing rows into the compound workspace, for both ways in: one request of up to 5 000 rows
 * (`importRows`) and the batches of an import job (importJobs.ts). Every row is read and checked
 * (structure, name, notes, tags, activities); a row whose structure is already in the workspace
 * (named only when the caller may see that compound), or repeats an earlier row of the same
 * import, changes nothing and is reported; the valid rows are stored in one statement of the
 * caller's transaction. The structures are read without RDKit's analysis (about 1 ms a row):
 * routes start `analyseStale` once the rows have committed. The reasons are messages (`Text`,
 * i18n.ts), written in the reader's language when answered.
 */
import type { RejectedRow } from '../../../../src/domains/chemistry/contract.ts'
import { MAX_IMPORT_ROWS } from '../../../../src/domains/chemistry/logic/compoundData.ts'
import type { Db, Queryable } from '../../platform/db.ts'
import { text, type Text } from '../../platform/i18n.ts'
import { checkText } from '../../platform/params.ts'
import type { Scope } from '../admin/index.ts'
import { checkActivitiesText, checkTagsText } from './dataProblems.ts'
import { existingStructures } from './model.ts'
import { insertCompounds } from './compoundWrites.ts'
import type { ReadStructure } from './structures.ts'
import { readStructures } from './structureReaders.ts'

export interface Valid {
  row: number
  name: string
  notes: string
  tags: string[]
  activities: Record<string, number>
  structure: ReadStructure
}

/** A rejected row, its reason not yet in a language; `structure`: what the row held there. */
export type Rejected = Omit<RejectedRow, 'reason'> & { reason: Text; structure?: string }

/** The import's outcome (the wire's ImportResult once the reasons are written). */
export interface ImportOutcome {
  imported: number
  rejected: Rejected[]
}

export interface Who {
  scope: Scope
  userId: number
  now: Date
}

const MAX_ROW_NUMBER = 100_000_000

/** Reads and checks `rows` (the request's `rows`): the valid ones and the rejected ones, in
 * order; an error when the request itself is malformed. `numbered`: every row must carry its
 * row number, increasing (an import job's batch); otherwise a row without one is its place. */
export async function checkRows(rows: unknown, options: { numbered?: boolean } = {}): Promise<{ valid: Valid[]; rejected: Rejected[] } | { error: Text }> {
  if (!Array.isArray(rows)) return { error: text(/*i18n*/ 'rows must be a list') }
  if (rows.length === 0) return { error: text(/*i18n*/ 'There are no rows to import') }
  if (rows.length > MAX_IMPORT_ROWS) return { error: text(/*i18n*/ 'An import may hold at most {max} rows', { max: MAX_IMPORT_ROWS }) }
  const rejected: Rejected[] = []
  const checked: Array<Omit<Valid, 'structure'> & { source: string }> = []
  let previous = 0
  for (const [i, item] of rows.entries()) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return { error: text(/*i18n*/ '{name} must be an object', { name: `rows[${i}]` }) }
    const r = item as Record<string, unknown>
    const given = typeof r.row === 'number' && Number.isInteger(r.row) && r.row >= 1 && r.row <= MAX_ROW_NUMBER ? r.row : null
    if (options.numbered && (given === null || given <= previous)) return { error: text(/*i18n*/ 'Each row needs its row number, increasing') }
    const row = given ?? i + 1
    previous = row
    const source = typeof r.molfile === 'string' && r.molfile !== '' ? r.molfile : r.smiles
    const held = typeof source === 'string' ? source.slice(0, 2000) : ''
    const reject = (code: RejectedRow['code'], reason: Text) => rejected.push({ row, code, reason, structure: held })

    const name = checkText(r.name, { label: /*i18n*/ 'Name', max: 100, required: true })
    if ('error' in name) {
      reject('data', name.error)
      continue
    }
    const notes = checkText(r.notes, { label: /*i18n*/ 'Notes', max: 2000 })
    if ('error' in notes) {
      reject('data', notes.error)
      continue
    }
    const tags = checkTagsText(r.tags)
    if ('error' in tags) {
      reject('data', tags.error)
      continue
    }
    const activities = checkActivitiesText(r.activities)
    if ('error' in activities) {
      reject('data', activities.error)
      continue
    }
    // The browser found a cell of an activity column that is not a number.
    if (typeof r.badNumber === 'string') {
      reject('data', text(/*i18n*/ 'The “{column}” cell is not a number', { column: r.badNumber.slice(0, 100) }))
      continue
    }
    if (typeof source !== 'string' || source.trim() === '') {
      reject('invalid', text(/*i18n*/ 'smiles is required'))
      continue
    }
    if (source === r.smiles ? source.length > 2000 : source.length > 200_000) {
      reject('invalid', text(/*i18n*/ 'The structure is too long'))
      continue
    }
    checked.push({ row, name: name.value, notes: notes.value, tags: tags.value, activities: activities.value, source })
  }
  const structures = await readStructures(checked.map((c) => c.source))
  const valid: Valid[] = []
  const firstRowOf = new Map<string, number>()
  for (const [i, { source, ...row }] of checked.entries()) {
    const structure = structures[i]!
    if ('error' in structure) {
      rejected.push({ row: row.row, code: 'invalid', reason: structure.error, structure: source.slice(0, 2000) })
      continue
    }
    const earlier = firstRowOf.get(structure.idcode)
    if (earlier !== undefined) {
      rejected.push({ row: row.row, code: 'repeated', reason: repeatOf(earlier), earlierRow: earlier, structure: structure.smiles })
      continue
    }
    firstRowOf.set(structure.idcode, row.row)
    valid.push({ ...row, structure })
  }
  rejected.sort((a, b) => a.row - b.row)
  return { valid, rejected }
}

const repeatOf = (row: number) => text(/*i18n*/ 'The same structure as row {row}', { row })

/** Stores the valid rows whose structure is not in the workspace yet, in `tx`, one statement;
 * the others go to `rejected` (a structure an earlier batch of the same job stored: a repeat of
 * that row). Answers how many were stored. */
export async function storeRows(tx: Queryable, who: Who, valid: Valid[], rejected: Rejected[], importId?: number): Promise<number> {
  const existing = await existingStructures(
    tx,
    who.scope,
    valid.map((v) => v.structure.idcode),
  )
  const fresh: Valid[] = []
  for (const v of valid) {
    const found = existing.get(v.structure.idcode)
    if (found === undefined) {
      fresh.push(v)
      continue
    }
    const where = { row: v.row, structure: v.structure.smiles }
    if (importId !== undefined && found.importId === importId && found.importRow !== null) {
      rejected.push({ ...where, code: 'repeated', reason: repeatOf(found.importRow), earlierRow: found.importRow })
      continue
    }
    const reason =
      found.name === null
        ? text(/*i18n*/ 'Already in the workspace, as a compound outside your data scope')
        : text(/*i18n*/ 'Already in the workspace as “{name}”', { name: found.name })
    rejected.push({ ...where, code: 'duplicate', reason, ...(found.name !== null ? { name: found.name } : {}) })
  }
  rejected.sort((a, b) => a.row - b.row)
  for (let start = 0; start < fresh.length; start += 1000) {
    await insertCompounds(
      tx,
      fresh.slice(start, start + 1000).map((v) => ({
        tenantId: who.scope.tenantId,
        userId: who.userId,
        name: v.name,
        notes: v.notes,
        tags: v.tags,
        activities: v.activities,
        structure: v.structure,
        now: who.now,
        ...(importId !== undefined ? { from: { importId, row: v.row } } : {}),
      })),
    )
  }
  return fresh.length
}

/** Checks and stores `rows` (one request's `rows`) in one transaction. */
export async function importRows(db: Db, who: Who, rows: unknown): Promise<ImportOutcome | { error: Text }> {
  const checked = await checkRows(rows)
  if ('error' in checked) return checked
  const imported = await db.transaction((tx) => storeRows(tx, who, checked.valid, checked.rejected))
  return { imported, rejected: checked.rejected }
}
