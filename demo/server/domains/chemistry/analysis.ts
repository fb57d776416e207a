/**
 * RDKit on the server: the same analysis as the browser (src/domains/chemistry/logic/
 * rdkitEngine.ts, MinimalLib's WebAssembly in Node) for every compound — a saved one at once, an
 * import's rows by a background pass started when the import commits (2–3 ms a structure would
 * hold the import's request for seconds), the pass that also analyses again, at start, the
 * compounds an older version analysed (after an upgrade: `analysis_version` below
 * ANALYSIS_VERSION or null) — their formula in Hill order, Ertl's TPSA, WLOGP, ESOL, the alerts —
 * a batch at a time, giving the event loop a turn between batches. Until it reaches a compound,
 * that compound's RDKit values read as null (not yet known).
 */
import initRDKit from '@rdkit/rdkit'
import { STRUCTURAL_ALERTS } from '../../../../src/domains/chemistry/data/structuralAlerts.ts'
import { moleculeFormula } from '../../../../src/domains/chemistry/logic/formula.ts'
import { alertDefinitions, createAnalyser, type Analyser, type Analysis, type RDKit } from '../../../../src/domains/chemistry/logic/rdkitEngine.ts'
import type { Queryable } from '../../platform/db.ts'
import { serverOcl } from './ocl.ts'

/** Raise when the analysis changes what it stores: every compound is analysed again. */
export const ANALYSIS_VERSION = 1

let rdkit: Promise<RDKit> | undefined
let analyser: Promise<Analyser> | undefined

/** RDKit's MinimalLib, loaded once, on the first structure the server reads with it. */
export function serverRdkit(): Promise<RDKit> {
  rdkit ??= (initRDKit as unknown as () => Promise<RDKit>)()
  return rdkit
}

/** RDKit with the alerts compiled, loaded on the first structure the server analyses. */
export function serverAnalyser(): Promise<Analyser> {
  analyser ??= serverRdkit().then((module) => createAnalyser(module, alertDefinitions(STRUCTURAL_ALERTS)))
  return analyser
}

/** The stored columns of an analysis, in the order of ANALYSIS_COLUMNS (nulls when RDKit cannot
 * read the structure; no version either when it has not been analysed yet — an import's rows,
 * which the pass analyses after the import commits). */
export function analysisValues(analysis: Analysis | null | undefined): unknown[] {
  const p = analysis?.properties
  const names = (set: (name: string) => boolean) => (analysis ? analysis.alerts.filter((a) => set(a.set)).map((a) => a.name) : null)
  return [
    p?.tpsa ?? null,
    p?.tpsaSP ?? null,
    p?.wlogp ?? null,
    p?.mr ?? null,
    p?.fsp3 ?? null,
    p?.esolLogS ?? null,
    p?.rotatableBonds ?? null,
    names((set) => set !== 'Brenk'),
    names((set) => set === 'Brenk'),
    analysis === undefined ? null : ANALYSIS_VERSION,
  ]
}

export const ANALYSIS_COLUMNS = ['tpsa', 'tpsa_sp', 'wlogp', 'mr', 'fsp3', 'esol_logs', 'rotatable_bonds', 'pains', 'brenk', 'analysis_version'] as const

/** The passes running, per database (test servers share a process) and tenant; `again` when
 * more stale rows were written while one ran (an import committing after its last look). */
const running = new WeakMap<Queryable, Map<number, { run: Promise<void>; again: boolean }>>()
const allRuns = new Set<Promise<void>>()
/** Databases whose server is closing: their passes stop after the current batch. */
const stopping = new WeakSet<Queryable>()

/** Analyses the tenant's compounds not analysed by this version (deleted ones too: a restore
 * brings them back); one run per database and tenant at once, which looks again when called
 * while it runs. */
export function analyseStale(q: Queryable, tenantId: number): Promise<void> {
  let runs = running.get(q)
  if (!runs) running.set(q, (runs = new Map()))
  const current = runs.get(tenantId)
  if (current) {
    current.again = true
    return current.run
  }
  const mine = runs
  const state = { run: Promise.resolve(), again: false }
  state.run = (async () => {
    const [lib, rdkit] = await Promise.all([serverOcl(), serverAnalyser()])
    const set = ANALYSIS_COLUMNS.map((column, i) => `${column} = $${i + 4}`).join(', ')
    while (!stopping.has(q)) {
      state.again = false
      const rows = await q.query<{ id: number; idcode: string; smiles: string }>(
        'select id, idcode, smiles from compounds where tenant_id = $1 and (analysis_version is null or analysis_version < $2) order by id limit 50',
        [tenantId, ANALYSIS_VERSION],
      )
      if (rows.length === 0 && !state.again) return
      for (const row of rows) {
        const formula = moleculeFormula(lib.Molecule.fromIDCode(row.idcode, false))
        await q.query(`update compounds set formula = $3, ${set} where tenant_id = $1 and id = $2`, [
          tenantId,
          row.id,
          formula,
          ...analysisValues(rdkit.analyse(row.smiles)),
        ])
      }
      await new Promise((resolve) => setImmediate(resolve))
    }
  })().finally(() => {
    mine.delete(tenantId)
    allRuns.delete(state.run)
  })
  runs.set(tenantId, state)
  allRuns.add(state.run)
  return state.run
}

/** Runs the pass for every tenant with stale compounds (at server start). */
export async function analyseAllStale(q: Queryable): Promise<void> {
  const tenants = await q.query<{ tenant_id: number }>('select distinct tenant_id from compounds where analysis_version is null or analysis_version < $1', [
    ANALYSIS_VERSION,
  ])
  for (const { tenant_id } of tenants) await analyseStale(q, tenant_id)
}

/** Starts the pass at server start; the answer stops it (after its current batch) on close. */
export function startAnalysis(q: Queryable): () => Promise<void> {
  const pass: Promise<void> = analyseAllStale(q)
    .catch((error: unknown) => console.error(`Analysing compounds again failed: ${String(error)}`))
    .finally(() => allRuns.delete(pass))
  allRuns.add(pass)
  return async () => {
    stopping.add(q)
    await pass
  }
}

/** Resolves when no analysis pass runs. */
export async function analysisIdle(): Promise<void> {
  while (allRuns.size > 0) await Promise.allSettled([...allRuns])
}
