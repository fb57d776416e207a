/**
 * `npm run bench -- compounds` (named only: about half an hour): structure search at 10 000,
 * 100 000 and 1 000 000 compounds on PostgreSQL with the RDKit cartridge, beside the in-process
 * engine at the first two sizes, in one run.
 *
 * The database: BENCH_DATABASE_URL, or a throw-away cluster (scripts/postgres.sh start; the
 * cartridge installed by scripts/postgres.sh rdkit, which needs root), migrated and seeded by the
 * server's own code, so the cartridge's columns and indexes are the product's. The compounds: the
 * first distinct structures of bench/compoundLibrary.ts (distinct by openchemlib idcode, the
 * workspace's identity), read in worker threads by the server's import code (`readStructure`,
 * bulk) and inserted into Globex a thousand rows a statement — the cartridge computes `mol` and
 * `fp` as it would for an import. RDKit's analysis pass is not run (2–3 ms a structure; search
 * does not read it). The last stage loads without the GiST indexes and then builds them, timed.
 *
 * First, a 100 000-row file (BENCH_IMPORT_ROWS) through the import job's code (importJobs.ts), timed
 * and removed again. At each size, through the list endpoint's code (condition, page of 20 by date, count): the
 * substructure queries below and similarity (Tanimoto ≥ 0.7) to structures of the library —
 * p50/p95 over three passes after a warm-up pass; the in-process engine (≤ 100 000) one pass.
 * BENCH_COMPOUNDS=10000,100000 runs fewer sizes; BENCH_DATABASE_URL of a database a run loaded
 * (with BENCH_COMPOUNDS its size) measures it again without loading.
 */
import { execFileSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { performance } from 'node:perf_hooks'
import { prepareDatabase } from '../demo/server/server.ts'
import { callerScope, type Scope } from '../demo/server/domains/admin/index.ts'
import { structureCondition, usesCartridge, withCondition } from '../demo/server/domains/chemistry/cartridge.ts'
import { queryColumns, queryCompounds, queryPoints, type ListQuery } from '../demo/server/domains/chemistry/model.ts'
import { searchStructures, type StructureQuery } from '../demo/server/domains/chemistry/search.ts'
import { startJob, storeBatch } from '../demo/server/domains/chemistry/importJobs.ts'
import type { Db } from '../demo/server/platform/db.ts'
import { libraryStructure } from './compoundLibrary.ts'
import type { RowColumns, RowsRequest } from './compoundRowsWorker.ts'
import { percentile, round, type BenchCase, type Metrics } from './lib.ts'

/** Substructures a medicinal chemist searches by: ring systems and groups (at a million each
 * matches more than 10 000), then larger fragments matching 285–5 484 of the million — the last,
 * an isopropylpiperazine, one whose fingerprint screens poorly (68 208 candidates to check). */
const SUBSTRUCTURES = [
  'c1ccc2[nH]ccc2c1',
  'N1CCOCC1',
  'CN1CCN(C)CC1',
  'c1cscn1',
  'S(=O)(=O)N',
  'C(F)(F)F',
  'c1ccc2ncccc2c1',
  'C(=O)Nc1ccccc1',
  'c1ncncc1',
  'c1ccccc1',
  'c1cc2oc(C(F)(F)F)cc2cc1',
  'c1nc(N2CCCC2)sc1',
  'O=C1N(C)C(c2ccccc2)CC1',
  'C1CN(C(C)C)CCN1',
]
/** Library members (so every query finds itself and its neighbours). */
const SIMILAR = [3, 77, 1234, 5555, 9001, 31337, 4242, 808].map(libraryStructure)
const THRESHOLD = 0.7
const CHUNK = 1000
const PAGE: Omit<ListQuery, 'structure' | 'only'> = { currentPage: 1, pageSize: 20, search: '', lipinski: false, sort: 'createdAt', order: 'desc' }

interface Timing {
  queries: string[]
  ms: number[]
  hits: number[]
  timeouts: number
  incomplete: number
  limited: number
}

/** A throw-away PostgreSQL with the cartridge, unless BENCH_DATABASE_URL names one. */
function database(): { url: string; stop(): void } {
  const given = process.env.BENCH_DATABASE_URL?.trim()
  if (given) return { url: given, stop: () => undefined }
  const dir = `/tmp/sw-bench-pg-${process.pid}`
  const url = execFileSync('bash', ['scripts/postgres.sh', 'start', dir], { encoding: 'utf8' }).trim()
  const stop = () => execFileSync('bash', ['scripts/postgres.sh', 'stop', dir])
  try {
    execFileSync('bash', ['scripts/postgres.sh', 'rdkit'], { stdio: 'inherit' })
  } catch (error) {
    stop()
    throw error
  }
  return { url, stop }
}

/** Inserts distinct library structures until the tenant holds `target` of them. */
async function load(db: Db, who: { tenantId: number; userId: number }, state: { next: number; seen: Set<string>; count: number }, target: number) {
  const workers = Array.from({ length: Math.max(1, availableParallelism()) }, () => new Worker(new URL('./compoundRowsWorker.mjs', import.meta.url)))
  const start = new Date()
  try {
    const ask = (worker: Worker) =>
      new Promise<RowColumns>((resolve) => {
        worker.once('message', resolve)
        const request: RowsRequest = { from: state.next, to: state.next + CHUNK }
        state.next += CHUNK
        worker.postMessage(request)
      })
    let pending = workers.map((worker) => ({ worker, answer: ask(worker) }))
    while (state.count < target) {
      const { worker, answer } = pending[0]!
      const rows = await answer
      pending = [...pending.slice(1), { worker, answer: ask(worker) }]
      const fresh: number[] = []
      for (let i = 0; i < rows.idcode.length && state.count + fresh.length < target; i++) {
        if (state.seen.has(rows.idcode[i]!)) continue
        state.seen.add(rows.idcode[i]!)
        fresh.push(i)
      }
      if (fresh.length === 0) continue
      const pick = <T>(column: T[]) => fresh.map((i) => column[i]!)
      await db.query(
        `insert into compounds (tenant_id, name, smiles, idcode, formula, molecular_weight, clogp, donors, acceptors, lipinski_violations, created_by, created_at)
         select $1, 'L-' || n, s, i, f, mw, lp, d, a, l, $2, $3::timestamptz - n * interval '1 second'
         from unnest($4::int[], $5::text[], $6::text[], $7::text[], $8::float8[], $9::float8[], $10::int[], $11::int[], $12::int[]) as t(n, s, i, f, mw, lp, d, a, l)`,
        [
          who.tenantId,
          who.userId,
          start,
          pick(rows.index),
          pick(rows.smiles),
          pick(rows.idcode),
          pick(rows.formula),
          pick(rows.mw),
          pick(rows.clogp),
          pick(rows.donors),
          pick(rows.acceptors),
          pick(rows.lipinski),
        ],
      )
      state.count += fresh.length
    }
    await Promise.all(pending.map((p) => p.answer))
  } finally {
    await Promise.all(workers.map((w) => w.terminate()))
  }
}

/** The list endpoint's answer to a structure query on the cartridge: condition, page, count. */
/** A file of `rows` library structures (past the loaded ones) imported through the import job's
 * code — the server's structure reading, 1 000-row batches as the browser sends them — into Acme;
 * then removed again, so the database stays as loaded. Seconds. */
async function timeImport(db: Db, rows: number): Promise<number> {
  const [acme] = await db.query<{ tenantId: number; userId: number }>(
    'select t.id as "tenantId", u.id as "userId" from tenants t join users u on u.tenant_id = t.id where t.code = \'acme\' and u.username = \'admin@acme.test\'',
  )
  const who = { scope: await callerScope(db, acme!), userId: acme!.userId, now: new Date() }
  const job = await startJob(db, who, { fileName: 'bench.csv', fileSize: 0, fileKey: `bench|${Date.now()}` })
  const first = 5_000_000
  const start = performance.now()
  try {
    for (let from = 0; from < rows; from += 1000) {
      const batch = Array.from({ length: Math.min(1000, rows - from) }, (_, i) => ({
        row: from + i + 2,
        name: `I-${first + from + i}`,
        smiles: libraryStructure(first + from + i),
        activities: { pIC50: ((from + i) % 90) / 10 },
      }))
      const stored = await storeBatch(db, who, job.id, batch)
      if (!stored || 'error' in stored) throw new Error(`the import refused a batch: ${JSON.stringify(stored)}`)
    }
    return (performance.now() - start) / 1000
  } finally {
    await db.query('delete from compounds where import_id = $1', [job.id])
    await db.query('delete from compound_imports where id = $1', [job.id])
  }
}

async function cartridgeSearch(db: Db, scope: Scope, query: StructureQuery): Promise<{ total: number; limited?: boolean } | 'timeout'> {
  const condition = await structureCondition(db, query)
  if ('error' in condition) throw new Error(`bench query refused: ${query.smiles}`)
  try {
    const page = await withCondition(db, condition, (tx) => queryCompounds(tx, scope, { ...PAGE, structure: condition }))
    return { total: page.pagination.total, limited: page.hitLimit !== undefined }
  } catch (error) {
    if ((error as { code?: string }).code === '57014') return 'timeout'
    throw error
  }
}

/** The same on the in-process engine: the search, then the page of its ids. */
async function inProcessSearch(db: Db, scope: Scope, query: StructureQuery): Promise<{ total: number; incomplete: boolean }> {
  const hits = await searchStructures(db, scope.tenantId, query)
  if ('error' in hits) throw new Error(`bench query refused: ${query.smiles}`)
  const page = await queryCompounds(db, scope, { ...PAGE, only: { ids: hits.ids, ranked: query.kind === 'similarity', scores: hits.scores } })
  return { total: page.pagination.total, incomplete: hits.incomplete === true }
}

async function timeQueries(
  queries: StructureQuery[],
  passes: number,
  run: (q: StructureQuery) => Promise<{ total: number; incomplete?: boolean; limited?: boolean } | 'timeout'>,
): Promise<Timing> {
  const timing: Timing = { queries: queries.map((q) => q.smiles), ms: [], hits: [], timeouts: 0, incomplete: 0, limited: 0 }
  for (let pass = 0; pass < passes; pass++) {
    for (const query of queries) {
      const start = performance.now()
      const answer = await run(query)
      timing.ms.push(performance.now() - start)
      if (answer === 'timeout') timing.timeouts++
      else {
        if (pass === 0) timing.hits.push(answer.total)
        if (answer.incomplete) timing.incomplete++
        if (answer.limited && pass === 0) timing.limited++
      }
    }
  }
  return timing
}

const substructures: StructureQuery[] = SUBSTRUCTURES.map((smiles) => ({ kind: 'substructure', smiles }))
const similar: StructureQuery[] = SIMILAR.map((smiles) => ({ kind: 'similarity', smiles, threshold: THRESHOLD }))

function report(metrics: Metrics, key: string, timing: Timing, note: string, target?: number) {
  const p95 = percentile(timing.ms, 95)
  const extra = [
    timing.timeouts ? `${timing.timeouts} past the 10 s timeout` : '',
    timing.incomplete ? `${timing.incomplete} incomplete (10 s budget)` : '',
    timing.limited ? `${timing.limited} of the queries kept the first 10 000 matches` : '',
  ]
    .filter(Boolean)
    .join(', ')
  metrics[`${key}P95`] = {
    value: round(p95, 0),
    unit: 'ms',
    note: `${note}${timing.hits.length > 0 ? `; hits ${timing.hits.join('/')}` : ''}${extra ? `; ${extra}` : ''}`,
    ...(target !== undefined ? { target } : {}),
  }
  metrics[`${key}P50`] = { value: round(percentile(timing.ms, 50), 0), unit: 'ms' }
  const worst = timing.ms.indexOf(Math.max(...timing.ms)) % timing.queries.length
  metrics[`${key}Max`] = { value: round(Math.max(...timing.ms), 0), unit: 'ms', note: `the slowest: ${timing.queries[worst]}` }
}

export const compoundsCase: BenchCase = {
  name: 'compounds',
  description: 'structure search at 10 000 / 100 000 / 1 000 000 compounds: PostgreSQL with the RDKit cartridge beside the in-process engine',
  named: true,
  async run() {
    const sizes = (process.env.BENCH_COMPOUNDS ?? '10000,100000,1000000').split(',').map(Number)
    const pg = database()
    const metrics: Metrics = {}
    let opened: Db | undefined
    try {
      const db = (opened = await prepareDatabase({ databaseUrl: pg.url }, new Date()))
      if (!usesCartridge(db)) throw new Error('The database has no RDKit cartridge (scripts/postgres.sh rdkit)')
      const [who] = await db.query<{ tenantId: number; userId: number }>(
        'select t.id as "tenantId", u.id as "userId" from tenants t join users u on u.tenant_id = t.id where t.code = \'globex\' and u.username = \'admin@globex.test\'',
      )
      if (!who) throw new Error('the seed has no admin@globex.test')
      const scope = await callerScope(db, who)
      // A database a run loaded before (BENCH_DATABASE_URL) is measured again without loading:
      // only at the size it holds.
      const [{ held }] = await db.query<{ held: number }>('select count(*)::int as held from compounds where tenant_id = $1', [who.tenantId])
      const state = { next: 0, seen: new Set<string>(), count: held }
      for (const [stage, size] of sizes.entries()) {
        const label = size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`
        if (held > 0 && held !== size) {
          console.log(`compounds: the database holds ${held} compounds; ${label} is not measured`)
          continue
        }
        const loaded = held > 0
        const last = !loaded && stage === sizes.length - 1 && size >= 500_000
        if (last) await db.exec('drop index compounds_mol; drop index compounds_fp')
        const loadStart = performance.now()
        const before = state.count
        if (!loaded) await load(db, who, state, size)
        const loadMs = performance.now() - loadStart
        if (!loaded)
          metrics[`load${label}`] = {
            value: round(loadMs / 1000, 1),
            unit: 's',
            note: `${state.count - before} rows (${round(((state.count - before) / loadMs) * 1000, 0)} a second): read by the import's code in ${availableParallelism()} workers, inserted 1 000 a statement${last ? ', no GiST index meanwhile' : ', GiST indexes kept up'}`,
          }
        if (last) {
          for (const [name, sql] of [
            ['molIndex', 'create index compounds_mol on compounds using gist (mol)'],
            ['fpIndex', 'create index compounds_fp on compounds using gist (fp)'],
          ] as const) {
            const start = performance.now()
            await db.exec(`set maintenance_work_mem = '512MB'; ${sql}`)
            metrics[`${name}Build${label}`] = { value: round((performance.now() - start) / 1000, 1), unit: 's' }
          }
        }
        await db.exec('analyze compounds')
        if (stage === 0 && !loaded) {
          const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000)
          const seconds = await timeImport(db, rows)
          metrics[`import${rows / 1000}k`] = {
            value: round(seconds, 1),
            unit: 's',
            target: 60,
            note: `${rows} rows of a file through the import job's code (1 000-row batches; structures read in ${availableParallelism()} worker threads), into a database of ${size} compounds with the cartridge; ${round(rows / seconds, 0)} a second`,
          }
        }
        // A warm-up pass over every query, so the timed passes read the same caches.
        await timeQueries([...substructures, ...similar], 1, (q) => cartridgeSearch(db, scope, q))
        report(
          metrics,
          `cartridgeSubstructure${label}`,
          await timeQueries(substructures, 3, (q) => cartridgeSearch(db, scope, q)),
          `cartridge, ${SUBSTRUCTURES.length} queries × 3`,
          size >= 1_000_000 ? 1000 : undefined,
        )
        report(
          metrics,
          `cartridgeSimilarity${label}`,
          await timeQueries(similar, 3, (q) => cartridgeSearch(db, scope, q)),
          `cartridge, Tanimoto ≥ ${THRESHOLD}, ${SIMILAR.length} queries × 3`,
          size >= 1_000_000 ? 500 : undefined,
        )
        if (size <= 100_000) {
          const cold = performance.now()
          await inProcessSearch(db, scope, substructures[0]!)
          metrics[`inProcessFirstSearch${label}`] = {
            value: round(performance.now() - cold, 0),
            unit: 'ms',
            note: 'the first search after start reads every compound with RDKit (fingerprints cached, ≤ 50 000)',
          }
          report(
            metrics,
            `inProcessSubstructure${label}`,
            await timeQueries(substructures, 1, (q) => inProcessSearch(db, scope, q)),
            'in the server process, one pass',
          )
          report(metrics, `inProcessSimilarity${label}`, await timeQueries(similar, 1, (q) => inProcessSearch(db, scope, q)), 'in the server process, one pass')
        }
        // The workspace without a structure search (docs/chemistry-search.md, "The workspace at a
        // million"): pages of 20 with their count — by date either way, a deep page, by name, by
        // weight, a cLogP range, a name search, the Lipinski filter — the filters' names and the
        // chart's points, each over three passes after the warm-up above.
        const lists: Array<[string, Partial<ListQuery>]> = [
          ['newest', {}],
          ['oldest', { order: 'asc' }],
          ['page 25 000', { currentPage: 25_000 }],
          ['by name', { sort: 'name', order: 'asc' }],
          ['by weight', { sort: 'molecularWeight' }],
          ['cLogP 1–3', { range: { column: 'cLogP', min: 1, max: 3 } }],
          ['name search', { search: 'L-4242' }],
          ['Lipinski', { lipinski: true }],
        ]
        const workspace: Timing = {
          queries: [...lists.map(([name]) => name), 'column names', 'chart points'],
          ms: [],
          hits: [],
          timeouts: 0,
          incomplete: 0,
          limited: 0,
        }
        for (let pass = 0; pass < 4; pass++) {
          const ms: number[] = []
          for (const [, list] of lists) {
            const start = performance.now()
            await queryCompounds(db, scope, { ...PAGE, ...list })
            ms.push(performance.now() - start)
          }
          let start = performance.now()
          await queryColumns(db, scope)
          ms.push(performance.now() - start)
          start = performance.now()
          await queryPoints(db, scope, 10_000)
          ms.push(performance.now() - start)
          if (pass > 0) workspace.ms.push(...ms)
        }
        report(
          metrics,
          `workspace${label}`,
          workspace,
          "the list without a structure search: 8 pages of 20 with their count, the column names, the chart's 10 000 points (× 3)",
          size >= 1_000_000 ? 500 : undefined,
        )
        const [space] = await db.query<{ table: string; mol: string; fp: string; database: string }>(
          `select pg_total_relation_size('compounds')::text as table, pg_relation_size('compounds_mol')::text as mol,
                  pg_relation_size('compounds_fp')::text as fp, pg_database_size(current_database())::text as database`,
        )
        const mb = (bytes: string) => round(Number(bytes) / 1024 / 1024, 0)
        metrics[`databaseSize${label}`] = {
          value: mb(space!.database),
          unit: 'MB',
          note: `compounds with indexes ${mb(space!.table)} MB, of which mol GiST ${mb(space!.mol)} MB, fp GiST ${mb(space!.fp)} MB`,
        }
        console.log(`compounds: ${label} done`, JSON.stringify(Object.fromEntries(Object.entries(metrics).map(([k, v]) => [k, v.value]))))
      }
    } finally {
      await opened?.close()
      pg.stop()
    }
    return metrics
  },
}
