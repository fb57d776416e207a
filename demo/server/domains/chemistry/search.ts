/**
 * Structure search over a tenant's whole compound set, with openchemlib's substructure
 * fingerprints: a substructure query keeps the compounds that contain the fragment (the
 * fingerprint screens, the atom-by-atom match decides); a similarity query ranks by the Tanimoto
 * coefficient of the fingerprints and keeps those at or above the threshold. Parsed molecules
 * and fingerprints are cached per compound id (a compound's structure never changes). An
 * imported compound's fingerprint is written after its import commits (`indexPending`); a search
 * that meets one still missing computes and stores it first.
 */
import type * as OCLNamespace from 'openchemlib'
import type { Queryable } from '../../platform/db.ts'
import { fingerprintHex, serverOcl } from './model.ts'

interface Indexed {
  idcode: string
  index: number[]
  molecule?: OCLNamespace.Molecule
}

const cache = new Map<number, Indexed>()

export type StructureQuery = { kind: 'substructure'; smiles: string } | { kind: 'similarity'; smiles: string; threshold: number }

export interface StructureHits {
  /** Matching ids, best first for a similarity query. */
  ids: number[]
  /** Tanimoto similarity by id (similarity queries). */
  scores: Map<number, number>
}

/** The ids matching the query, or an error naming what is wrong with its SMILES. */
export async function searchStructures(q: Queryable, tenantId: number, query: StructureQuery): Promise<StructureHits | { error: string }> {
  const lib = await serverOcl()
  let target: OCLNamespace.Molecule
  try {
    target = lib.Molecule.fromSmiles(query.smiles)
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/^([\w$.]+:\s*)+/, '') : String(error)
    return { error: `The search structure cannot be read: ${message}` }
  }
  if (target.getAllAtoms() === 0) return { error: 'The search structure has no atoms' }

  await indexPending(q, tenantId)
  const rows = await q.query<{ id: number; idcode: string; fragment_index: string }>(
    'select id, idcode, fragment_index from compounds where tenant_id = $1 and deleted_at is null and fragment_index is not null',
    [tenantId],
  )
  const entries = rows.map((row) => {
    let entry = cache.get(row.id)
    if (!entry || entry.idcode !== row.idcode) {
      entry = { idcode: row.idcode, index: lib.SSSearcherWithIndex.getIndexFromHexString(row.fragment_index) }
      cache.set(row.id, entry)
    }
    return [row.id, entry] as const
  })

  const searcher = new lib.SSSearcherWithIndex()
  if (query.kind === 'similarity') {
    const index = searcher.createIndex(target)
    const scored = entries
      .map(([id, entry]) => [id, lib.SSSearcherWithIndex.getSimilarityTanimoto(index, entry.index)] as const)
      .filter(([, score]) => score >= query.threshold)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    return { ids: scored.map(([id]) => id), scores: new Map(scored) }
  }

  target.setFragment(true)
  searcher.setFragment(target, searcher.createIndex(target))
  const ids: number[] = []
  for (const [id, entry] of entries) {
    entry.molecule ??= lib.Molecule.fromIDCode(entry.idcode, false)
    searcher.setMolecule(entry.molecule, entry.index)
    if (searcher.isFragmentInMolecule()) ids.push(id)
  }
  return { ids, scores: new Map() }
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
