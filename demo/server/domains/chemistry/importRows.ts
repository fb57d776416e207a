/**
 * A bulk import into the compound workspace: every row is read and checked (structure, name,
 * notes, tags, activities); rows whose structure is already in the workspace (named only when
 * the caller may see that compound), or repeats an earlier row of the same import, change nothing
 * and are reported; all the valid rows are stored
 * in one transaction. The structures are read without RDKit's analysis (about 1 ms a row):
 * routes.ts starts `analyseStale` once the import has committed. The reasons and the request's error are messages (`Text`, i18n.ts): routes.ts writes
 * them in the reader's language.
 */
import type { RejectedRow } from '../../../../src/domains/chemistry/contract.ts'
import { MAX_IMPORT_ROWS } from '../../../../src/domains/chemistry/logic/compoundData.ts'
import type { Db } from '../../platform/db.ts'
import { text, type Text } from '../../platform/i18n.ts'
import { checkText } from '../../platform/params.ts'
import type { Scope } from '../admin/index.ts'
import { checkActivitiesText, checkTagsText } from './dataProblems.ts'
import { existingStructures, insertCompound, readStructure, type ReadStructure } from './model.ts'

interface Valid {
  row: number
  name: string
  notes: string
  tags: string[]
  activities: Record<string, number>
  structure: ReadStructure
}

/** A rejected row, its reason not yet in a language. */
export type Rejected = Omit<RejectedRow, 'reason'> & { reason: Text }

/** The import's outcome (the wire's ImportResult once the reasons are written). */
export interface ImportOutcome {
  imported: number
  rejected: Rejected[]
}

const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve))

/** Checks and stores `rows` (the request's `rows`); an error when the request itself is malformed. */
export async function importRows(
  db: Db,
  who: { scope: Scope; userId: number; now: Date },
  rows: unknown,
): Promise<ImportOutcome | { error: Text }> {
  if (!Array.isArray(rows)) return { error: text(/*i18n*/ 'rows must be a list') }
  if (rows.length === 0) return { error: text(/*i18n*/ 'There are no rows to import') }
  if (rows.length > MAX_IMPORT_ROWS) return { error: text(/*i18n*/ 'An import may hold at most {max} rows', { max: MAX_IMPORT_ROWS }) }

  const rejected: Rejected[] = []
  const valid: Valid[] = []
  const firstRowOf = new Map<string, number>()
  for (const [i, item] of rows.entries()) {
    if (i % 100 === 99) await yieldToEventLoop()
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return { error: text(/*i18n*/ '{name} must be an object', { name: `rows[${i}]` }) }
    const r = item as Record<string, unknown>
    const row = typeof r.row === 'number' && Number.isInteger(r.row) && r.row >= 1 && r.row <= 10_000_000 ? r.row : i + 1
    const reject = (code: RejectedRow['code'], reason: Text, extra: Pick<RejectedRow, 'earlierRow'> = {}) => rejected.push({ row, code, reason, ...extra })

    const name = checkText(r.name, { label: /*i18n*/ 'Name', max: 100, required: true })
    if ('error' in name) { reject('data', name.error); continue }
    const notes = checkText(r.notes, { label: /*i18n*/ 'Notes', max: 2000 })
    if ('error' in notes) { reject('data', notes.error); continue }
    const tags = checkTagsText(r.tags)
    if ('error' in tags) { reject('data', tags.error); continue }
    const activities = checkActivitiesText(r.activities)
    if ('error' in activities) { reject('data', activities.error); continue }
    if (typeof r.smiles !== 'string' || r.smiles.trim() === '') { reject('invalid', text(/*i18n*/ 'smiles is required')); continue }
    if (r.smiles.length > 2000) { reject('invalid', text(/*i18n*/ 'The structure is too long')); continue }
    const structure = await readStructure(r.smiles, { bulk: true })
    if ('error' in structure) { reject('invalid', structure.error); continue }
    const earlier = firstRowOf.get(structure.idcode)
    if (earlier !== undefined) { reject('repeated', text(/*i18n*/ 'The same structure as row {row}', { row: earlier }), { earlierRow: earlier }); continue }
    firstRowOf.set(structure.idcode, row)
    valid.push({ row, name: name.value, notes: notes.value, tags: tags.value, activities: activities.value, structure })
  }

  const imported = await db.transaction(async (tx) => {
    const existing = await existingStructures(tx, who.scope, valid.map((v) => v.structure.idcode))
    let count = 0
    for (const v of valid) {
      const name = existing.get(v.structure.idcode)
      if (name !== undefined) {
        const reason = name === null
          ? text(/*i18n*/ 'Already in the workspace, as a compound outside your data scope')
          : text(/*i18n*/ 'Already in the workspace as “{name}”', { name })
        rejected.push({ row: v.row, code: 'duplicate', reason, ...(name !== null ? { name } : {}) })
        continue
      }
      await insertCompound(tx, { tenantId: who.scope.tenantId, userId: who.userId, name: v.name, notes: v.notes, tags: v.tags, activities: v.activities, structure: v.structure, now: who.now })
      count++
    }
    return count
  })
  rejected.sort((a, b) => a.row - b.row)
  return { imported, rejected }
}
