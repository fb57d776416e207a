/**
 * Bench cases of the chemistry domain (issue 13):
 * - `chemistryImport`: an import's structures read in a worker thread (the job the page's import
 *   worker runs) for 1 000 compounds, and for 10 000 the main thread's worst delay while it runs
 *   (a keystroke waits at most that long); baseline in the same run: the same 1 000 read on the
 *   main thread the way /2d reads a structure (with coordinates), which blocks it throughout.
 * - `substructureSearch`: 10 000 compounds imported into the reference server's database (PGlite
 *   in memory), their fingerprints written, then substructure queries through the server's search
 *   (fingerprint screen, then atom-by-atom); baseline: the atom-by-atom match over every compound
 *   without the screen.
 */
import { Worker } from 'node:worker_threads'
import { performance } from 'node:perf_hooks'
import * as OCL from 'openchemlib'
import type { JobAnswer } from '../src/domains/chemistry/logic/importJob.ts'
import type { ImportMapping } from '../src/domains/chemistry/logic/importTable.ts'
import { computeProperties, parseStructure } from '../src/domains/chemistry/logic/descriptors.ts'
import { createServer } from '../demo/server/server.ts'
import { importRows } from '../demo/server/domains/chemistry/importRows.ts'
import { callerScope } from '../demo/server/domains/admin/index.ts'
import { indexPending, searchStructures } from '../demo/server/domains/chemistry/search.ts'
import { compoundCsv, generateSmiles } from './compoundSet.ts'
import { median, round, type BenchCase } from './lib.ts'

const MAPPING: ImportMapping = { structure: 1, name: 0, notes: null, tags: null, activities: [2] }

/** Reads `csv` and its structures in a worker; resolves with the compute time and the main
 * thread's worst timer delay meanwhile. */
async function computeInWorker(csv: string): Promise<{ ms: number; worstLagMs: number; rows: number }> {
  const worker = new Worker(new URL('./importWorker.mjs', import.meta.url))
  const answers: JobAnswer[] = []
  const next = (type: JobAnswer['type']) =>
    new Promise<JobAnswer>((resolve) => {
      const listener = (answer: JobAnswer) => {
        answers.push(answer)
        if (answer.type === type || answer.type === 'unreadable') {
          worker.off('message', listener)
          resolve(answer)
        }
      }
      worker.on('message', listener)
    })
  try {
    const bytes = new TextEncoder().encode(csv).buffer as ArrayBuffer
    worker.postMessage({ type: 'read', name: 'bench.csv', bytes })
    await next('table')
    // Warm-up: openchemlib loads in the worker on the first compute.
    worker.postMessage({ type: 'compute', mapping: MAPPING, fileBase: 'bench' })
    await next('done')
    let worstLagMs = 0
    let expected = performance.now() + 10
    const probe = setInterval(() => {
      const now = performance.now()
      worstLagMs = Math.max(worstLagMs, now - expected)
      expected = now + 10
    }, 10)
    const start = performance.now()
    worker.postMessage({ type: 'compute', mapping: MAPPING, fileBase: 'bench' })
    const done = await next('done')
    const ms = performance.now() - start
    clearInterval(probe)
    return { ms, worstLagMs, rows: done.type === 'done' ? done.rows.length + done.problems.length : 0 }
  } finally {
    await worker.terminate()
  }
}

export const chemistryImportCase: BenchCase = {
  name: 'chemistryImport',
  description: "an import's structures read in a worker: 1 000 compounds, and the main thread's worst delay while 10 000 are read",
  async run() {
    const thousand = generateSmiles(1000)
    const inWorker = await computeInWorker(compoundCsv(thousand))
    const large = await computeInWorker(compoundCsv(generateSmiles(10_000)))
    const start = performance.now()
    for (const smiles of thousand) {
      const parsed = parseStructure(OCL, smiles)
      if (parsed.ok) computeProperties(OCL, parsed.molecule)
    }
    const mainThreadMs = performance.now() - start
    return {
      worker1000: { value: round(inWorker.ms, 0), unit: 'ms', note: `target ≤ 2000; ${inWorker.rows} rows` },
      mainThreadBaseline1000: { value: round(mainThreadMs, 0), unit: 'ms', note: 'same rows on the main thread with coordinates (blocks it throughout)' },
      ratio: { value: round(mainThreadMs / inWorker.ms, 2), unit: '×', note: 'baseline ÷ worker' },
      worker10000: { value: round(large.ms, 0), unit: 'ms', note: `${large.rows} rows` },
      worstMainThreadDelay10000: { value: round(large.worstLagMs, 1), unit: 'ms', note: 'while the worker reads 10 000; target < 100 (a keystroke is handled within it)' },
    }
  },
}

const QUERIES = ['c1ccccc1', 'C(=O)N', 'c1ccncc1', 'C(F)(F)F', 'N1CCOCC1', 'c1ccc2[nH]ccc2c1']

export const substructureSearchCase: BenchCase = {
  name: 'substructureSearch',
  description: 'substructure search over 10 000 compounds on the reference server (fingerprint screen + match) against the match alone',
  async run() {
    const server = await createServer({ databaseUrl: 'memory://' })
    try {
      const [{ id: tenantId }] = await server.db.query<{ id: number }>("select id from tenants where code = 'globex'")
      const [{ id: userId }] = await server.db.query<{ id: number }>('select id from users where tenant_id = $1 limit 1', [tenantId])
      const smiles = generateSmiles(10_000)
      const importStart = performance.now()
      for (let i = 0; i < smiles.length; i += 5000) {
        const rows = smiles.slice(i, i + 5000).map((s, j) => ({ row: i + j + 2, name: `B-${i + j + 1}`, smiles: s }))
        await importRows(server.db, { scope: await callerScope(server.db, { tenantId, userId }), userId, now: new Date() }, rows)
      }
      const importMs = performance.now() - importStart
      const indexStart = performance.now()
      await indexPending(server.db, tenantId)
      const indexMs = performance.now() - indexStart
      const [{ total }] = await server.db.query<{ total: number }>('select count(*)::int as total from compounds where tenant_id = $1', [tenantId])

      const coldStart = performance.now()
      await searchStructures(server.db, tenantId, { kind: 'substructure', smiles: QUERIES[0]! })
      const coldMs = performance.now() - coldStart
      const warm: number[] = []
      const hits: number[] = []
      for (const query of QUERIES) {
        const start = performance.now()
        const result = await searchStructures(server.db, tenantId, { kind: 'substructure', smiles: query })
        warm.push(performance.now() - start)
        hits.push('ids' in result ? result.ids.length : -1)
      }

      // Baseline: the same queries matched atom by atom against every compound, no screen.
      const rows = await server.db.query<{ idcode: string }>('select idcode from compounds where tenant_id = $1', [tenantId])
      const molecules = rows.map((r) => OCL.Molecule.fromIDCode(r.idcode, false))
      const plain: number[] = []
      for (const query of QUERIES.slice(0, 3)) {
        const fragment = OCL.Molecule.fromSmiles(query)
        fragment.setFragment(true)
        const searcher = new OCL.SSSearcher()
        const start = performance.now()
        searcher.setFragment(fragment)
        for (const molecule of molecules) {
          searcher.setMolecule(molecule)
          searcher.isFragmentInMolecule()
        }
        plain.push(performance.now() - start)
      }
      const withIndex = median(warm)
      return {
        compounds: { value: total, unit: 'count' },
        import10000: { value: round(importMs, 0), unit: 'ms', note: 'two requests of 5 000 through importRows (read, check, one transaction each)' },
        fingerprints10000: { value: round(indexMs, 0), unit: 'ms', note: 'written in the background after the imports' },
        searchCold: { value: round(coldMs, 1), unit: 'ms', note: 'first search: fingerprints read into the cache' },
        searchWarmMedian: { value: round(withIndex, 1), unit: 'ms', note: `target ≤ 200; ${QUERIES.length} queries, hits ${hits.join('/')}` },
        searchWarmMax: { value: round(Math.max(...warm), 1), unit: 'ms' },
        matchOnlyBaselineMedian: { value: round(median(plain), 1), unit: 'ms', note: 'atom-by-atom over every compound, no fingerprint screen' },
        ratio: { value: round(median(plain) / withIndex, 2), unit: '×', note: 'baseline ÷ indexed' },
      }
    } finally {
      await server.close()
    }
  },
}
