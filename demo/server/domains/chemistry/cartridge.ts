/**
 * Structure search in the database, with the RDKit cartridge (PostgreSQL's `rdkit` extension,
 * Debian's postgresql-NN-rdkit): when a PostgreSQL offers the extension, each start makes sure of
 * it and of two generated columns on `compounds` with a GiST index each — `mol`, RDKit's molecule
 * of the stored SMILES, and `fp`, its Morgan fingerprint (radius 2, 512 bits: the bits the
 * in-process search compares). A substructure query is then `mol @> query`, a similarity query
 * `fp % morganbv_fp(query)` under the query's Tanimoto threshold — both in
 * the list's own SQL, so the page, its sort, the filters, the data scope and the count are one
 * statement each (model.ts). Without the extension (PGlite, or a PostgreSQL without it) search.ts
 * answers in the server process. tests/server/structureEngines.test.ts holds the two to the same
 * ids over a public set; docs/chemistry-search.md is the operating guide.
 */
import type { Db, Queryable } from '../../platform/db.ts'
import { text, type Text } from '../../platform/i18n.ts'
import { serverOcl } from './ocl.ts'
import { readSearchStructure, SEARCH_BUDGET_MS, SearchAbandoned, type StructureQuery } from './search.ts'

/** A substructure search on the cartridge keeps at most this many matches (the first the index
 * yields; the answer says so with `hitLimit`): counting half a million benzene rings would take
 * seconds at a million compounds; the first 10 000 take a fraction of one. */
export const MAX_STRUCTURE_HITS = 10_000

/** Arbitrary constant naming the lock under which one of several starting servers adds the columns. */
const CARTRIDGE_LOCK_KEY = 7_360_222

const engines = new WeakMap<Queryable, boolean>()

/** Whether structure searches on `db` run in the database (prepareCartridge found the cartridge). */
export const usesCartridge = (db: Queryable): boolean => engines.get(db) === true

const SCHEMA = `
  create extension if not exists rdkit;
  alter table compounds add column if not exists mol mol generated always as (mol_from_smiles(smiles::cstring)) stored;
  alter table compounds add column if not exists fp bfp generated always as (morganbv_fp(mol_from_smiles(smiles::cstring), 2)) stored;
  create index if not exists compounds_mol on compounds using gist (mol);
  create index if not exists compounds_fp on compounds using gist (fp);`

/** At start: on a PostgreSQL that offers `rdkit`, the extension, the columns and their indexes
 * (the first start after installing it computes them for every compound: minutes for a million);
 * answers whether searches use them. */
export async function prepareCartridge(db: Db): Promise<boolean> {
  const ready = db.kind === 'postgres' && (await cartridgeSchema(db))
  engines.set(db, ready)
  return ready
}

async function cartridgeSchema(db: Db): Promise<boolean> {
  const [{ available }] = await db.query<{ available: boolean }>("select exists (select 1 from pg_available_extensions where name = 'rdkit') as available")
  if (!available) return false
  const present = async (q: Queryable) => {
    const rows = await q.query<{ n: number }>(
      `select (select count(*)::int from information_schema.columns where table_name = 'compounds' and column_name in ('mol', 'fp'))
            + (select count(*)::int from pg_indexes where tablename = 'compounds' and indexname in ('compounds_mol', 'compounds_fp')) as n`,
    )
    return rows[0]?.n === 4
  }
  if (await present(db)) return true
  try {
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [CARTRIDGE_LOCK_KEY])
      if (!(await present(tx))) await tx.exec(SCHEMA)
    })
    return true
  } catch (error) {
    // E.g. a role that may not create extensions: the in-process search serves, and the log says why.
    console.error(
      `The RDKit cartridge is installed but cannot be used (${error instanceof Error ? error.message : String(error)}); structure search runs in the server process`,
    )
    return false
  }
}

/** A structure condition for the list's SQL. */
export interface StructureCondition {
  kind: 'substructure' | 'similarity'
  /** The query's SMILES (the SQL reads it, `$n`). */
  smiles: string
  threshold: number
}

/** The condition of a structure query, or what is wrong with its structure (the same messages as
 * the in-process search). */
export async function structureCondition(db: Queryable, query: StructureQuery): Promise<StructureCondition | { error: Text }> {
  const target = readSearchStructure(await serverOcl(), query.smiles)
  if ('error' in target) return target
  const [{ readable }] = await db.query<{ readable: boolean }>('select mol_from_smiles($1::cstring) is not null as readable', [query.smiles])
  if (!readable) return { error: text(/*i18n*/ 'The search structure cannot be read') }
  return { kind: query.kind, smiles: query.smiles, threshold: query.kind === 'similarity' ? query.threshold : 0 }
}

/** The query's Morgan fingerprint in SQL, its SMILES in `$n`. */
const queryFp = (n: number) => `morganbv_fp(mol_from_smiles($${n}::cstring), 2)`

/** The SQL of the condition on compounds `c`, its query in `$n`. */
export const conditionSql = (condition: StructureCondition, n: number): string =>
  condition.kind === 'substructure' ? `c.mol @> mol_from_smiles($${n}::cstring)` : `c.fp % ${queryFp(n)}`

/** The first `maxHits` matches of a substructure condition among the compounds `c` that `where`
 * selects (its parameters `params`), in the GiST index's order, and whether there are more:
 * beyond them a million-compound count would take seconds. */
export async function firstMatches(
  q: Queryable,
  where: string,
  params: readonly unknown[],
  condition: StructureCondition,
  maxHits = MAX_STRUCTURE_HITS,
): Promise<{ ids: number[]; more: boolean }> {
  const found = await q.query<{ id: number }>(
    `select c.id from compounds c where ${where} and ${conditionSql(condition, params.length + 1)} limit $${params.length + 2}`,
    [...params, condition.smiles, maxHits + 1],
  )
  return { ids: found.slice(0, maxHits).map((row) => row.id), more: found.length > maxHits }
}

/** The similarity of compound `c` to the query in `$n`. */
export const similaritySql = (n: number): string => `tanimoto_sml(c.fp, ${queryFp(n)})`

/** Runs `fn` in a transaction set for the condition: the Tanimoto threshold `%` applies, the
 * search's time budget is the statement timeout (past it, a 400 — see searchTimedOut), and a
 * substructure search walks the GiST index (an index scan) instead of building a bitmap of every
 * candidate first: it stops at the first MAX_STRUCTURE_HITS matches. At a million compounds a
 * bitmap of a benzene ring's 556 746 candidates took 0.7 s before the first row; the index scan
 * answers the first 10 001 in 0.26 s (indole 0.25 s instead of 0.53 s). */
export function withCondition<T>(db: Db, condition: StructureCondition, fn: (tx: Queryable) => Promise<T>, signal?: AbortSignal): Promise<T> {
  return db.transaction(async (tx) => {
    const [{ pid }] = await tx.query<{ pid: number }>(
      "select pg_backend_pid() as pid, set_config('statement_timeout', $1, true), set_config('rdkit.tanimoto_threshold', $2, true), set_config('enable_bitmapscan', $3, true)",
      [String(SEARCH_BUDGET_MS), String(condition.threshold), condition.kind === 'substructure' ? 'off' : 'on'],
    )
    // The client gone: its statement is cancelled (from another connection) instead of running on
    // to the timeout.
    // The cancel is awaited before the connection goes back to the pool: a late one would end
    // whatever that backend runs next.
    let cancelling: Promise<unknown> | null = null
    const cancel = () => {
      cancelling = db.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined)
    }
    signal?.addEventListener('abort', cancel, { once: true })
    try {
      if (signal?.aborted) throw new SearchAbandoned()
      return await fn(tx)
    } catch (error) {
      throw signal?.aborted ? new SearchAbandoned() : error
    } finally {
      signal?.removeEventListener('abort', cancel)
      if (cancelling) await cancelling
    }
  })
}

/** Whether `error` is PostgreSQL cancelling a statement past its timeout. */
export const searchTimedOut = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57014'
