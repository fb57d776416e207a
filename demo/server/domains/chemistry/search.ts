/**
 * Structure search over a tenant's whole compound set, with openchemlib's substructure
 * fingerprints: a substructure query keeps the compounds that contain the fragment (the
 * fingerprint screens, the atom-by-atom match decides); a similarity query ranks by the Tanimoto
 * coefficient of the fingerprints and keeps those at or above the threshold. Parsed molecules
 * and fingerprints are cached per compound id (a compound's structure never changes), at most
 * CACHE_LIMIT of them (the least recently used go first). An imported compound's fingerprint is
 * written after its import commits (`indexPending`); a search that meets one still missing
 * computes and stores it first.
 *
 * Limits: a search structure has at most MAX_QUERY_ATOMS atoms; a search gives the event loop a
 * turn every STEP compounds, stops when the client has gone (its request's signal) and, past its
 * time budget (SEARCH_BUDGET_MS), answers what it found so far marked `incomplete`.
 */
import type * as OCLNamespace from 'openchemlib'
import type { Queryable } from '../../platform/db.ts'
import { text, type Text } from '../../platform/i18n.ts'
import { fingerprintHex } from './model.ts'
import { serverOcl } from './ocl.ts'

interface Indexed {
  idcode: string
  index: number[]
  molecule?: OCLNamespace.Molecule
}

export const MAX_QUERY_ATOMS = 100
export const SEARCH_BUDGET_MS = 10_000
export const CACHE_LIMIT = 50_000
const STEP = 250

const cache = new Map<number, Indexed>()

/** The cached entry of a compound, refreshed as the most recently used; the oldest go past the limit. */
function cached(id: number, idcode: string, index: () => number[]): Indexed {
  let entry = cache.get(id)
  if (entry && entry.idcode === idcode) cache.delete(id)
  else entry = { idcode, index: index() }
  cache.set(id, entry)
  if (cache.size > CACHE_LIMIT) for (const oldest of cache.keys()) {
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

/** The ids matching the query, or an error naming what is wrong with its SMILES. */
export async function searchStructures(q: Queryable, tenantId: number, query: StructureQuery, limits: SearchLimits = {}): Promise<StructureHits | { error: Text }> {
  const started = performance.now()
  const budget = limits.budgetMs ?? SEARCH_BUDGET_MS
  const lib = await serverOcl()
  let target: OCLNamespace.Molecule
  try {
    target = lib.Molecule.fromSmiles(query.smiles)
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/^([\w$.]+:\s*)+/, '') : String(error)
    return { error: text(/*i18n*/ 'The search structure cannot be read: {detail}', { detail: message }) }
  }
  if (target.getAllAtoms() === 0) return { error: text(/*i18n*/ 'The search structure has no atoms') }
  if (target.getAllAtoms() > MAX_QUERY_ATOMS) return { error: text(/*i18n*/ 'The search structure is too large: at most {max} atoms', { max: MAX_QUERY_ATOMS }) }
  /** After each STEP compounds: a turn for the event loop; stop if the client left; whether the budget is spent. */
  const pause = async (): Promise<boolean> => {
    await new Promise((resolve) => setImmediate(resolve))
    if (limits.signal?.aborted) throw new SearchAbandoned()
    return performance.now() - started > budget
  }

  await indexPending(q, tenantId)
  const rows = await q.query<{ id: number; idcode: string; fragment_index: string }>(
    'select id, idcode, fragment_index from compounds where tenant_id = $1 and deleted_at is null and fragment_index is not null',
    [tenantId],
  )
  const searcher = new lib.SSSearcherWithIndex()
  let incomplete = false
  if (query.kind === 'similarity') {
    const index = searcher.createIndex(target)
    const scored: Array<readonly [number, number]> = []
    for (const [i, row] of rows.entries()) {
      if (i % STEP === STEP - 1 && (await pause())) {
        incomplete = true
        break
      }
      const entry = cached(row.id, row.idcode, () => lib.SSSearcherWithIndex.getIndexFromHexString(row.fragment_index))
      const score = lib.SSSearcherWithIndex.getSimilarityTanimoto(index, entry.index)
      if (score >= query.threshold) scored.push([row.id, score])
    }
    scored.sort((a, b) => b[1] - a[1] || a[0] - b[0])
    return { ids: scored.map(([id]) => id), scores: new Map(scored), ...(incomplete ? { incomplete: true as const } : {}) }
  }

  target.setFragment(true)
  searcher.setFragment(target, searcher.createIndex(target))
  const ids: number[] = []
  for (const [i, row] of rows.entries()) {
    if (i % STEP === STEP - 1 && (await pause())) {
      incomplete = true
      break
    }
    const entry = cached(row.id, row.idcode, () => lib.SSSearcherWithIndex.getIndexFromHexString(row.fragment_index))
    entry.molecule ??= lib.Molecule.fromIDCode(entry.idcode, false)
    searcher.setMolecule(entry.molecule, entry.index)
    if (searcher.isFragmentInMolecule()) ids.push(row.id)
  }
  return { ids, scores: new Map(), ...(incomplete ? { incomplete: true as const } : {}) }
}

const running = new Map<number, Promise<void>>()

/** Writes the fingerprints the tenant's compounds still lack (an import's rows), a batch at a
 * time, giving the event loop a turn between batches; one run per tenant at once. */
export function indexPending(q: Queryable, tenantId: number): Promise<void> {
  let run = running.get(tenantId)
  if (!run) {
    run = (async () => {
      const lib = await serverOcl()
      for (;;) {
        const rows = await q.query<{ id: number; idcode: string }>(
          'select id, idcode from compounds where tenant_id = $1 and fragment_index is null order by id limit 50',
          [tenantId],
        )
        if (rows.length === 0) return
        for (const row of rows) {
          const hex = fingerprintHex(lib, lib.Molecule.fromIDCode(row.idcode, false))
          await q.query('update compounds set fragment_index = $3 where tenant_id = $1 and id = $2', [tenantId, row.id, hex])
        }
        await new Promise((resolve) => setImmediate(resolve))
      }
    })().finally(() => running.delete(tenantId))
    running.set(tenantId, run)
  }
  return run
}

/** Resolves when no indexing runs (the server waits for it before closing the database). */
export async function indexingIdle(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running.values()])
}
