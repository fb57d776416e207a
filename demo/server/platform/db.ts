/**
 * The tiny database seam of the reference server: a `Db` with parameterised `query`, multi-
 * statement `exec` and `transaction`, and two adapters — embedded PGlite (on disk or in memory,
 * optionally started from a data-dir snapshot) and node-postgres for a real PostgreSQL.
 * Every statement that carries user input goes through `query` with `$n` parameters.
 */
import { mkdirSync } from 'node:fs'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import pg from 'pg'

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** Runs trusted SQL text without parameters (migrations); may hold several statements. */
  exec(sql: string): Promise<void>
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** A tarball of the PGlite data directory (PGlite only), for `snapshot` in openDatabase. */
  dumpSnapshot?(): Promise<Blob>
  /** LISTEN on `channel`: `onPayload` gets each NOTIFY's payload (sent by `pg_notify` in any
   * process sharing the database, after its transaction commits); answers how to stop. PGlite
   * listens on its own instance; PostgreSQL on one dedicated connection per listener. Optional:
   * a test double without it gets the in-process fallback. */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** Unset: PGlite persisted in `dataDir`; `memory://`: PGlite in memory;
   * `postgres://…` / `postgresql://…`: node-postgres. */
  url?: string
  /** Where the default PGlite keeps its files. */
  dataDir?: string
  /** For `memory://`: start from this `dumpSnapshot()` instead of running initdb. */
  snapshot?: Blob
}

function pgliteQueryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params])
      return result.rows
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

function pgliteDb(pglite: PGlite): Db {
  return {
    kind: 'pglite',
    ...pgliteQueryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(pgliteQueryable(tx))),
    dumpSnapshot: () => pglite.dumpDataDir('none'),
    async listen(channel, onPayload) {
      const stop = await pglite.listen(channel, onPayload)
      return async () => {
        if (!pglite.closed) await stop()
      }
    },
    close: () => pglite.close(),
  }
}

function pgQueryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params])
      return result.rows as T[]
    },
    async exec(sql: string) {
      await target.query(sql)
    },
  }
}

/** A dedicated connection LISTENing on `channel`; when it drops it reconnects after a second
 * (notifications sent meanwhile are lost — a stream's Last-Event-ID replay covers them). */
async function pgListen(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let stopped = false
  let client: pg.Client | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '')
    })
    next.on('error', (error) => {
      console.error(`LISTEN ${channel} connection failed: ${error.message}`)
      void next.end().catch(() => undefined)
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 1000)
    })
    await next.connect()
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`)
    client = next
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => undefined)
  }
}

function postgresDb(pool: pg.Pool, url: string): Db {
  return {
    kind: 'postgres',
    ...pgQueryable(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(pgQueryable(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    listen: (channel, onPayload) => pgListen(url, channel, onPayload),
    close: () => pool.end(),
  }
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  const url = options.url?.trim() || undefined
  if (url && isPostgresUrl(url)) {
    // JIT off for our sessions (a URL's own `options` win): the planner's cost of a correlated
    // sub-query (a notice's audience, ~26 M for a few rows) crossed jit_above_cost, and compiling
    // it took 300–550 ms of a 1 ms query — three of them per receipts page (docs/server.md).
    const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' })
    // An idle connection the server ends (a restart, a dropped database) is replaced by the next
    // query; without a listener its error would end the process.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`))
    // Fail fast with a clear error when the database is unreachable.
    await pool.query('select 1')
    return postgresDb(pool, url)
  }
  if (url === 'memory://') {
    const pglite = options.snapshot ? new PGlite({ loadDataDir: options.snapshot }) : new PGlite()
    await pglite.waitReady
    return pgliteDb(pglite)
  }
  if (url) throw new Error(`Unsupported DATABASE_URL (expected memory:// or postgres://…)`)
  if (!options.dataDir) throw new Error('openDatabase: dataDir is required for the persisted PGlite')
  mkdirSync(options.dataDir, { recursive: true })
  const pglite = new PGlite(options.dataDir)
  await pglite.waitReady
  return pgliteDb(pglite)
}

/** PostgreSQL's unique-violation error code, for "already exists" answers. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}
