/**
 * Structure search over a tenant's whole compound set in the server process — the engine when the
 * database has no RDKit cartridge (cartridge.ts answers in SQL where it has). Both decide alike,
 * with RDKit: a substructure query is the SMILES read as a molecule, matched atom by atom with
 * RDKit's aromaticity (the cartridge's `mol @>`), after RDKit's pattern fingerprint screens; a
 * similarity query ranks by the Tanimoto coefficient of the Morgan fingerprints (radius 2, 512
 * bits: ECFP4, the cartridge's `morganbv_fp`) and keeps those at or above the threshold.
 * tests/server/structureEngines.test.ts holds the two engines to the same ids. Both fingerprints
 * of a compound, and its molecule pickled, are made from its SMILES on the first search that meets it and cached by id
 * (a compound's structure never changes), at most CACHE_LIMIT compounds (the least recently used
 * go first): nothing is stored, so an import is searchable at once.
 *
 * Limits: a search structure has at most MAX_QUERY_ATOMS atoms; a search gives the event loop a
 * turn every STEP compounds, stops when the client has gone (its request's signal) and, past its
 * time budget (SEARCH_BUDGET_MS), answers what it found so far marked `incomplete`.
 */
import type * as OCLNamespace from 'openchemlib'
import type { Queryable } from '../../platform/db.ts'
import { text, type Text } from '../../platform/i18n.ts'
import type { RDKit } from '../../../../src/domains/chemistry/logic/rdkitEngine.ts'
import { serverRdkit } from './analysis.ts'
import { serverOcl } from './ocl.ts'

interface Indexed {
  idcode: string
  /** RDKit's pattern fingerprint (the substructure screen), Morgan fingerprint (similarity) and
   * its molecule pickled (about 400 bytes; read back five times faster than the SMILES); null:
   * RDKit cannot read the structure. */
  prints?: { pattern: Uint8Array; morgan: Uint8Array; pickle: Uint8Array } | null
}

/** RDKit's pattern fingerprint, as the cartridge's substructure index screens. */
const PATTERN_FP = JSON.stringify({ nBits: 2048 })
/** The Morgan fingerprint the cartridge's `morganbv_fp(mol, 2)` computes (rdkit.morgan_fp_size 512). */
export const MORGAN_FP = JSON.stringify({ radius: 2, nBits: 512 })
export const MAX_QUERY_ATOMS = 100
export const SEARCH_BUDGET_MS = 10_000
export const CACHE_LIMIT = 50_000
const STEP = 250

const cache = new Map<number, Indexed>()

/** The cached entry of a compound, refreshed as the most recently used; the oldest go past the limit. */
function cached(id: number, idcode: string): Indexed {
  let entry = cache.get(id)
  if (entry && entry.idcode === idcode) cache.delete(id)
  else entry = { idcode }
  cache.set(id, entry)
  if (cache.size > CACHE_LIMIT)
    for (const oldest of cache.keys()) {
      cache.delete(oldest)
      if (cache.size <= CACHE_LIMIT) break
    }
  return entry
}

/** How many compounds the cache holds (tests). */
export const cachedCompounds = () => cache.size

/** The search was stopped because its client went away. */
export class SearchAbandoned extends Error {
  constructor() {
    super('The client went away')
    this.name = 'SearchAbandoned'
  }
}

export type StructureQuery = { kind: 'substructure'; smiles: string } | { kind: 'similarity'; smiles: string; threshold: number }

export interface StructureHits {
  /** Matching ids, best first for a similarity query. */
  ids: number[]
  /** Tanimoto similarity by id (similarity queries). */
  scores: Map<number, number>
  /** The time budget ran out: `ids` are those found until then. */
  incomplete?: true
}

export interface SearchLimits {
  /** The client's request: a search stops (SearchAbandoned) once it aborts. */
  signal?: AbortSignal
  budgetMs?: number
}

/** The search structure of a SMILES, or what is wrong with it (both engines read it so). */
export function readSearchStructure(lib: typeof OCLNamespace, smiles: string): OCLNamespace.Molecule | { error: Text } {
  let target: OCLNamespace.Molecule
  try {
    target = lib.Molecule.fromSmiles(smiles)
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/^([\w$.]+:\s*)+/, '') : String(error)
    return { error: text(/*i18n*/ 'The search structure cannot be read: {detail}', { detail: message }) }
  }
  if (target.getAllAtoms() === 0) return { error: text(/*i18n*/ 'The search structure has no atoms') }
  if (target.getAllAtoms() > MAX_QUERY_ATOMS)
    return { error: text(/*i18n*/ 'The search structure is too large: at most {max} atoms', { max: MAX_QUERY_ATOMS }) }
  return target
}

/** The ids matching the query, or an error naming what is wrong with its SMILES. */
export async function searchStructures(
  q: Queryable,
  tenantId: number,
  query: StructureQuery,
  limits: SearchLimits = {},
): Promise<StructureHits | { error: Text }> {
  const started = performance.now()
  const budget = limits.budgetMs ?? SEARCH_BUDGET_MS
  const target = readSearchStructure(await serverOcl(), query.smiles)
  if ('error' in target) return target
  const rdkit = await serverRdkit()
  const fragment = rdkit.get_mol(query.smiles)
  if (!fragment) return { error: text(/*i18n*/ 'The search structure cannot be read') }
  /** After each STEP compounds: a turn for the event loop; stop if the client left; whether the budget is spent. */
  const pause = async (): Promise<boolean> => {
    await new Promise((resolve) => setImmediate(resolve))
    if (limits.signal?.aborted) throw new SearchAbandoned()
    return performance.now() - started > budget
  }
  let incomplete = false
  const hits: Array<readonly [number, number]> = []
  try {
    const screen = fragment.get_pattern_fp_as_uint8array(PATTERN_FP) as Uint8Array
    const morgan = fragment.get_morgan_fp_as_uint8array(MORGAN_FP) as Uint8Array
    const rows = await q.query<{ id: number; idcode: string; smiles: string }>(
      'select id, idcode, smiles from compounds where tenant_id = $1 and deleted_at is null',
      [tenantId],
    )
    for (const [i, row] of rows.entries()) {
      if (i % STEP === STEP - 1 && (await pause())) {
        incomplete = true
        break
      }
      const entry = cached(row.id, row.idcode)
      let mol = entry.prints === undefined ? rdkit.get_mol(row.smiles) : undefined
      try {
        if (entry.prints === undefined) entry.prints = mol ? fingerprints(mol) : null
        if (!entry.prints) continue
        if (query.kind === 'similarity') {
          const score = tanimoto(morgan, entry.prints.morgan)
          if (score >= query.threshold) hits.push([row.id, score])
          continue
        }
        if (!covers(entry.prints.pattern, screen)) continue
        mol ??= rdkit.get_mol_from_uint8array(entry.prints.pickle)
        if (mol && mol.get_substruct_match(fragment) !== '{}') hits.push([row.id, 1])
      } finally {
        mol?.delete()
      }
    }
  } finally {
    fragment.delete()
  }
  const more = incomplete ? { incomplete: true as const } : {}
  if (query.kind === 'substructure') return { ids: hits.map(([id]) => id), scores: new Map(), ...more }
  hits.sort((a, b) => b[1] - a[1] || a[0] - b[0])
  return { ids: hits.map(([id]) => id), scores: new Map(hits), ...more }
}

type Mol = NonNullable<ReturnType<RDKit['get_mol']>>

const fingerprints = (mol: Mol) => ({
  pattern: mol.get_pattern_fp_as_uint8array(PATTERN_FP) as Uint8Array,
  morgan: mol.get_morgan_fp_as_uint8array(MORGAN_FP) as Uint8Array,
  pickle: mol.get_as_uint8array() as Uint8Array,
})

/** Whether every bit of `screen` is set in `bits`. */
function covers(bits: Uint8Array, screen: Uint8Array): boolean {
  for (let i = 0; i < screen.length; i++) if ((screen[i]! & ~bits[i]!) !== 0) return false
  return true
}

const BITS = Uint8Array.from({ length: 256 }, (_, byte) => {
  let n = 0
  for (let b = byte; b; b >>= 1) n += b & 1
  return n
})

/** The Tanimoto coefficient of two bit vectors of one length: shared bits over bits in either —
 * as the cartridge's `tanimoto_sml` computes it (0 when both are empty). */
export function tanimoto(a: Uint8Array, b: Uint8Array): number {
  let both = 0
  let either = 0
  for (let i = 0; i < a.length; i++) {
    both += BITS[a[i]! & b[i]!]!
    either += BITS[a[i]! | b[i]!]!
  }
  return either === 0 ? 0 : both / either
}
