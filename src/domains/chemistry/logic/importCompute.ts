/**
 * Reading an import's structures before anything is sent: each drafted row's structure is read
 * with openchemlib (without coordinates: about 1 ms a row), its core properties computed and its
 * SMILES written canonically (a molfile from an SDF goes to the server as SMILES: 50 bytes, not
 * 3 KB), then analysed by RDKit (rdkitEngine.ts: TPSA, WLOGP, ESOL, the PAINS and Brenk alerts —
 * about 1.6 ms a row; null when RDKit could not start or cannot read it); rows that cannot be
 * read, repeat an earlier row's structure or hold a non-number in an activity column are set
 * aside with the reason. Runs in the import workers (or, when a worker cannot start, on the page
 * in slices); framework-free.
 */
import type * as OCLNamespace from 'openchemlib'
import type { ImportRow } from '../contract.ts'
import type { AlertSet } from '../data/structuralAlerts.ts'
import type { DraftRow } from './importTable.ts'
import { computeProperties, parseStructure, type CoreProperties } from './descriptors.ts'
import type { Analyser, RdkitProperties } from './rdkitEngine.ts'
import { lipinskiOf } from './rules.ts'

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

/** What RDKit found in a row: its properties and the alerts it raises (by set and name). */
export interface RowAnalysis {
  properties: RdkitProperties
  alerts: Array<{ set: AlertSet; name: string }>
}

export interface ReadRow extends ImportRow {
  properties: CoreProperties
  lipinskiPass: boolean
  /** Null when RDKit could not run here or cannot read the structure (the server's own analysis
   * is what is stored either way). */
  analysis: RowAnalysis | null
  /** openchemlib's canonical code: the structure's identity (repeats across parts, see importJob.ts). */
  idcode: string
  /** The structure as the file wrote it (a repeat found across parts quotes it, as within one). */
  structure: string
}

/** The row as the server takes it: what the file said, not what was computed. */
export function toImportRow({ row, name, smiles, notes, tags, activities }: ReadRow): ImportRow {
  return {
    row,
    name,
    smiles,
    ...(notes !== undefined ? { notes } : {}),
    ...(tags !== undefined ? { tags } : {}),
    ...(activities !== undefined ? { activities } : {}),
  }
}

export interface ComputeState {
  /** idcode → the first row with that structure. */
  seen: Map<string, number>
}

export function newComputeState(): ComputeState {
  return { seen: new Map() }
}

/** Reads one drafted row: the row ready to send with its properties, or its problem. */
export function computeRow(ocl: typeof OCLNamespace, analyser: Analyser | null, draft: DraftRow, state: ComputeState): ReadRow | RowProblem {
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
  const smiles = parsed.molecule.toIsomericSmiles()
  const analysed = analyser?.analyse(smiles) ?? null
  return {
    row: draft.row,
    name: draft.name,
    smiles,
    idcode,
    structure: draft.structure,
    analysis: analysed && { properties: analysed.properties, alerts: analysed.alerts.map(({ set, name }) => ({ set, name })) },
    notes: draft.notes,
    tags: draft.tags,
    activities: draft.activities,
    properties,
    lipinskiPass: lipinskiOf(properties).passed,
  }
}

export const isProblem = (result: ReadRow | RowProblem): result is RowProblem => 'code' in result
