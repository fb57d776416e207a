/**
 * Schema migrations as numbered SQL files, `NNNN-name.sql`, in platform/migrations and in the
 * `migrations/` folder of any domain that has one — numbered across all folders 0001, 0002 …
 * with no gap and no number used twice (loading fails loudly otherwise). Each is applied once,
 * in order, in its own transaction under an advisory lock (several servers may share one
 * PostgreSQL), and recorded in `schema_migrations` with a SHA-256 of its text; an applied file
 * whose text changed stops the server. Add a file — never edit an applied one.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from './db.ts'

export interface Migration {
  version: number
  /** From the file name: `0001-initial-schema.sql` → 'initial schema'. */
  name: string
  /** The file's path, for messages. */
  file: string
  sql: string
  checksum: string
}

export class MigrationError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'MigrationError'
  }
}

/** The platform's own migrations (0001 holds the first server's whole schema). */
export const PLATFORM_MIGRATIONS = new URL('./migrations/', import.meta.url)

const FILE_NAME = /^(\d{4})-([a-z0-9]+(?:-[a-z0-9]+)*)\.sql$/

/** Arbitrary constant naming this server's migration lock. */
const MIGRATION_LOCK_KEY = 7_360_221

/** SHA-256 of the text, line endings normalised (a checkout with CRLF is the same file). */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n'), 'utf8').digest('hex')
}

const numbered = (version: number) => String(version).padStart(4, '0')

/** Reads the migrations of every folder, in version order; throws a `MigrationError` for a
 * misnamed file, a number used twice or a missing number. Dot-files are ignored. */
export function loadMigrations(folders: readonly URL[]): Migration[] {
  const byVersion = new Map<number, Migration>()
  for (const folder of folders) {
    const dir = fileURLToPath(folder)
    for (const entry of readdirSync(dir).sort()) {
      if (entry.startsWith('.')) continue
      const file = join(dir, entry)
      const match = FILE_NAME.exec(entry)
      if (!match || Number(match[1]) === 0) {
        throw new MigrationError(`${file}: migration files are named NNNN-name.sql (0001 upwards, lower-case words joined by -)`)
      }
      const version = Number(match[1])
      const taken = byVersion.get(version)
      if (taken) throw new MigrationError(`Migration number ${match[1]} is used twice: ${taken.file} and ${file}`)
      const sql = readFileSync(file, 'utf8')
      byVersion.set(version, { version, name: match[2].replaceAll('-', ' '), file, sql, checksum: checksumOf(sql) })
    }
  }
  const migrations = [...byVersion.values()].sort((a, b) => a.version - b.version)
  migrations.forEach((migration, i) => {
    if (migration.version !== i + 1) {
      throw new MigrationError(`Migration number ${numbered(i + 1)} is missing (the next file is ${migration.file})`)
    }
  })
  return migrations
}

/** Creates `schema_migrations` if needed, checks the applied files are unchanged (recording the
 * checksum of rows from before checksums) and returns the applied versions. */
async function checkApplied(db: Db, migrations: readonly Migration[]): Promise<Set<number>> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.exec(`
      create table if not exists schema_migrations (
        version int primary key,
        name text not null,
        applied_at timestamptz not null default now()
      );
      alter table schema_migrations add column if not exists checksum text;
    `)
    const rows = await tx.query<{ version: number; checksum: string | null }>('select version, checksum from schema_migrations')
    const byVersion = new Map(migrations.map((m) => [m.version, m]))
    for (const row of rows) {
      const migration = byVersion.get(row.version)
      if (!migration) continue // applied by a newer server: not ours to judge
      if (row.checksum === null) {
        await tx.query('update schema_migrations set checksum = $2 where version = $1', [row.version, migration.checksum])
      } else if (row.checksum !== migration.checksum) {
        throw new MigrationError(
          `${migration.file} was changed after it was applied to this database. ` + 'Restore it and put the change in a new, next-numbered migration.',
        )
      }
    }
    return new Set(rows.map((row) => row.version))
  })
}

/** Applies every migration not yet recorded, in order; returns the versions it applied. */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<number[]> {
  const recorded = await checkApplied(db, migrations)
  const applied: number[] = []
  for (const migration of migrations) {
    if (recorded.has(migration.version)) continue
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
      // Another server may have applied it while this one waited for the lock.
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [migration.version])
      if (rows.length > 0) return false
      try {
        await tx.exec(migration.sql)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new MigrationError(`${migration.file} failed and was rolled back: ${reason}`, { cause: error })
      }
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [migration.version, migration.name, migration.checksum])
      return true
    })
    if (done) applied.push(migration.version)
  }
  return applied
}
