/**
 * Reading an import's structures before anything is sent: each drafted row's structure is read
 * with openchemlib (without coordinates: about 1 ms a row), its core properties computed and its
 * SMILES written canonically (a molfile from an SDF goes to the server as SMILES: 50 bytes, not
 * 3 KB); rows that cannot be read, repeat an earlier row's structure or hold a non-number in an
 * activity column are set aside with the reason. Runs in the import worker (or, when a worker
 * cannot start, on the page in slices); framework-free.
 */
import type * as OCLNamespace from 'openchemlib'
import type { ImportRow } from '../contract.ts'
import type { DraftRow } from './importTable.ts'
import { computeProperties, parseStructure, type CoreProperties } from './descriptors.ts'
import { evaluateRule, RULE_SETS } from './rules.ts'

/** A row set aside: where it is, what it held (to write it back out) and why. */
export type RowProblem = { row: number; name: string; structure: string } & (
  | { code: 'empty' }
  | { code: 'invalid'; detail?: string }
  | { code: 'tooLarge' }
  | { code: 'repeated'; earlierRow: number }
  | { code: 'badNumber'; column: string }
  /** From the server: already in the workspace as `existing`, or its own check (`reason`). */
  | { code: 'duplicate'; existing: string }
  | { code: 'data'; reason: string }
)

export interface ReadRow extends ImportRow {
  properties: CoreProperties
  lipinskiPass: boolean
}

export interface ComputeState {
  /** idcode → the first row with that structure. */
  seen: Map<string, number>
}

export function newComputeState(): ComputeState {
  return { seen: new Map() }
}

/** Reads one drafted row: the row ready to send with its properties, or its problem. */
export function computeRow(ocl: typeof OCLNamespace, draft: DraftRow, state: ComputeState): ReadRow | RowProblem {
  const where = { row: draft.row, name: draft.name, structure: draft.structure }
  if (draft.badNumber !== undefined) return { ...where, code: 'badNumber', column: draft.badNumber }
  const parsed = parseStructure(ocl, draft.structure, { coordinates: false })
  if (!parsed.ok) {
    if (parsed.reason === 'empty') return { ...where, code: 'empty' }
    if (parsed.reason === 'tooLarge') return { ...where, code: 'tooLarge' }
    return { ...where, code: 'invalid', ...(parsed.detail ? { detail: parsed.detail } : {}) }
  }
  const idcode = parsed.molecule.getIDCode()
  const earlier = state.seen.get(idcode)
  if (earlier !== undefined) return { ...where, code: 'repeated', earlierRow: earlier }
  state.seen.set(idcode, draft.row)
  const properties = computeProperties(ocl, parsed.molecule)
  return {
    row: draft.row,
    name: draft.name,
    smiles: parsed.molecule.toIsomericSmiles(),
    notes: draft.notes,
    tags: draft.tags,
    activities: draft.activities,
    properties,
    lipinskiPass: evaluateRule(RULE_SETS[0]!, properties).passed,
  }
}

export const isProblem = (result: ReadRow | RowProblem): result is RowProblem => 'code' in result
