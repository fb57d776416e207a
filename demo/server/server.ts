/**
 * The composition: the platform with the domains of domains/index.ts. `createServer(options)`
 * opens the database (PGlite on disk, PGlite in memory — optionally from a snapshot — or
 * PostgreSQL), applies migrations, seeds an empty database and builds the app with each domain's
 * settings (its defaults, under what the options' `settings` give). Tests call `app.request(...)`
 * on the result without opening a port; main.ts serves it with the settings `readDomainSettings`
 * read from the environment.
 */
import { fileURLToPath } from 'node:url'
import type { Hono } from 'hono'
import { DOMAINS } from './domains/index.ts'
import { createApp } from './platform/app.ts'
import { DEFAULTS } from './platform/config.ts'
import { openDatabase, type Db } from './platform/db.ts'
import { domainSettings } from './platform/domain.ts'
import { startFileSweep } from './platform/files.ts'
import type { AppEnv, Deps } from './platform/http.ts'
import { loadMigrations, migrate, PLATFORM_MIGRATIONS, type Migration } from './platform/migrate.ts'
import { seedIfEmpty } from './platform/seed.ts'
import type { DomainSettings, DomainSettingsInput, Env } from './platform/settings.ts'
import type { StaticDirs } from './platform/static.ts'
import { createSignInGuard, SIGN_IN_LIMIT_DEFAULTS, type SignInLimitSettings } from './platform/signInLimits.ts'

const repoPath = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url))

export const DEFAULT_DATA_DIR = repoPath('.data/pglite')
export const DEFAULT_STATIC_DIRS: StaticDirs = { dist: repoPath('dist'), public: repoPath('demo/public') }

export interface CreateServerOptions {
  /** Unset: PGlite in `dataDir`; `memory://`: PGlite in memory; `postgres://…`: PostgreSQL. */
  databaseUrl?: string
  dataDir?: string
  /** With `memory://`: start from this `Db.dumpSnapshot()` (already migrated and seeded). */
  snapshot?: Blob
  tokenTtlSeconds?: number
  /** Failed sign-in limits (defaults: 5 per account, 50 per address, in 15 minutes). */
  signInLimits?: Partial<SignInLimitSettings>
  /** Write the demo data into an empty database (default true; main.ts passes SEED_DEMO). */
  seedDemo?: boolean
  /** The clock (tests move it to expire tokens and captchas). */
  now?: () => Date
  staticDirs?: StaticDirs
  log?: boolean
  /** Outgoing mail; unset, mails stay in the outbox. */
  mail?: Deps['mail']
  /** Each domain's settings by its name, e.g. `{ account: { captchaPictures: 3 } }`; what is not
   * given is the domain's default (main.ts gives what `readDomainSettings` read). */
  settings?: DomainSettingsInput
  /** The console's public address (PUBLIC_URL); links in e-mails start with it. */
  publicUrl?: string
  /** Remove unused uploads in the background (default true). */
  fileSweep?: boolean
}

export interface StudentworkServer {
  app: Hono<AppEnv>
  db: Db
  close(): Promise<void>
}

/** Every domain's settings from the environment: each domain reads its own variables (a bad
 * value throws a ConfigError naming it). */
export function readDomainSettings(env: Env): DomainSettings {
  return domainSettings(DOMAINS, env)
}

/** The platform's migrations and every domain's, in version order (throws on a gap or a
 * number used twice). */
export function serverMigrations(): Migration[] {
  return loadMigrations(serverMigrationFolders())
}

/** The folders the server's migrations come from: the platform's, then each domain's. */
export function serverMigrationFolders(): URL[] {
  return [PLATFORM_MIGRATIONS, ...DOMAINS.flatMap((domain) => (domain.migrations ? [domain.migrations] : []))]
}

/** Opens and prepares the database: migrations, then — unless `seedDemo` is false — the demo seed
 * (and planner statistics) when it is empty. */
export async function prepareDatabase(options: CreateServerOptions, now: Date): Promise<Db> {
  const migrations = serverMigrations()
  const db = await openDatabase({
    url: options.databaseUrl,
    dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
    snapshot: options.snapshot,
  })
  try {
    await migrate(db, migrations)
    for (const domain of DOMAINS) await domain.prepare?.(db)
    // A fresh seed bulk-inserts thousands of rows: without statistics (PGlite runs no autovacuum)
    // the planner takes them for a few dozen and picks nested loops — the unread count over 10 000
    // notices took ~200 ms instead of ~15 ms (bench notificationCentre).
    if (options.seedDemo !== false && (await seedIfEmpty(db, DOMAINS, now))) await db.exec('analyze')
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  return db
}

export async function createServer(options: CreateServerOptions = {}): Promise<StudentworkServer> {
  const now = options.now ?? (() => new Date())
  const db = await prepareDatabase(options, now())
  const deps: Deps = {
    db,
    now,
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULTS.tokenTtlSeconds,
    signInGuard: createSignInGuard(db, { ...SIGN_IN_LIMIT_DEFAULTS, ...options.signInLimits }),
    mail: options.mail,
    publicUrl: options.publicUrl,
    settings: domainSettings(DOMAINS, {}, options.settings),
  }
  const app = createApp({ ...deps, domains: DOMAINS, staticDirs: options.staticDirs ?? DEFAULT_STATIC_DIRS, log: options.log })
  const stops = DOMAINS.flatMap((domain) => domain.background?.(deps) ?? [])
  if (options.fileSweep !== false)
    stops.push(
      startFileSweep(
        db,
        DOMAINS.flatMap((domain) => domain.fileReferences ?? []),
        now,
      ),
    )
  let closed: Promise<void> | undefined
  // Background work (an import's fingerprints, a delivery round) finishes before the database closes.
  const idle = () => Promise.all([...stops.map((stop) => stop()), ...DOMAINS.map((d) => d.idle?.())]).then(() => undefined)
  return { app, db, close: () => (closed ??= idle().then(() => db.close())) }
}

/** A migrated, seeded in-memory database as a PGlite data-dir tarball, for fast test set-up. */
export async function createSeedSnapshot(now = new Date()): Promise<Blob> {
  const db = await prepareDatabase({ databaseUrl: 'memory://' }, now)
  try {
    return await db.dumpSnapshot!()
  } finally {
    await db.close()
  }
}
