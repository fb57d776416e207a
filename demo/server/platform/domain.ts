/**
 * What a server domain contributes to the app: its endpoints (a Hono sub-app mounted under
 * /api, paths written in full, each guarded by `requireSession` where it needs a caller), its
 * settings read from its own environment variables, its migrations folder and its demo rows for
 * each seeded tenant. The composition (demo/server/server.ts) takes the domains from one list,
 * demo/server/domains/index.ts, and reads their settings with `domainSettings`.
 */
import type { Hono } from 'hono'
import type { Db, Queryable } from './db.ts'
import type { AppEnv, Deps } from './http.ts'
import type { DomainSettings, DomainSettingsInput, Env } from './settings.ts'
import type { TenantCode } from './tenants.ts'

/** A tenant as the seed knows it: its new id and its code. */
export interface SeedTenant {
  id: number
  code: TenantCode
}

/** A text column that may name an uploaded file (its key), in a table with `tenant_id`. */
export interface FileReference {
  table: string
  column: string
}

export interface ServerDomain {
  readonly name: string
  /** Reads the domain's settings from its own environment variables with settings.ts's helpers
   * (a bad value throws a ConfigError naming the variable); an empty environment gives its
   * defaults. Its routes and background work find them in `deps.settings[name]`, typed by the
   * entry its settings.ts adds to DomainSettings. */
  settings?(env: Env): DomainSettings[keyof DomainSettings]
  /** The domain's endpoints; paths are relative to /api (`/uaa/oauth/token`). */
  routes(deps: Deps): Hono<AppEnv>
  /** Its `migrations/` folder of `NNNN-name.sql` files, numbered across every folder
   * (platform/migrate.ts); absent while the domain has no tables of its own beyond 0001. */
  migrations?: URL
  /** Readies what the domain needs of the database beyond its migrations, at each start after
   * them — e.g. an optional extension it uses when the database offers it. */
  prepare?(db: Db): Promise<void>
  /** Larger body limits for some of its endpoints (path relative to /api → bytes); every other
   * request may carry MAX_BODY_BYTES (platform/app.ts). */
  bodyLimits?: Readonly<Record<string, number>>
  /** Writes the domain's demo rows for one tenant, inside the seed transaction; domains run in
   * the order of the list, so a domain may read the rows of the domains before it. */
  seed?(tx: Queryable, tenant: SeedTenant, now: Date): Promise<void>
  /** Resolves when the domain's background work is done; the server waits for it on close. */
  idle?(): Promise<void>
  /** Its columns that may name uploaded files: a file none of any domain's names is removed a
   * day after its upload (platform/files.ts). */
  fileReferences?: readonly FileReference[]
  /** Starts the domain's background work while the server runs (e.g. mail delivery); answers
   * how to stop it, or nothing when there is none with these settings. */
  background?(deps: Deps): (() => Promise<void>) | undefined
}

/** Each domain's settings, by name: what its `settings` reads from `env`, with the fields `given`
 * sets on top (tests, and a caller that read them already). Naming a domain that has no settings
 * is an error. */
export function domainSettings(domains: readonly ServerDomain[], env: Env, given: DomainSettingsInput = {}): DomainSettings {
  const settings: { [Name in keyof DomainSettings]?: unknown } = {}
  for (const domain of domains) {
    const name = domain.name as keyof DomainSettings
    if (domain.settings) settings[name] = { ...domain.settings(env), ...given[name] }
  }
  for (const name of Object.keys(given)) if (!(name in settings)) throw new Error(`No domain named ${name} has settings`)
  // Each entry is what the domain of that name reads: the type its settings.ts declares.
  return settings as DomainSettings
}
