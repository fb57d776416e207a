/**
 * The platform's settings from the environment (docs/server.md#environment): PORT, HOST,
 * DATABASE_URL, PGLITE_SNAPSHOT, TOKEN_TTL_SECONDS, SIGNIN_MAX_FAILURES,
 * SIGNIN_MAX_FAILURES_PER_ADDRESS, SIGNIN_WINDOW_SECONDS, SMTP_URL, MAIL_FROM, SMTP_ALLOW_PLAIN,
 * SEED_DEMO, WORKERS, PUBLIC_URL. `loadConfig` throws a `ConfigError` with a clear message for a
 * bad value. A domain's own variables are read by the domain (its settings.ts, with the helpers
 * of settings.ts here); `npm run lint` keeps the platform to its own.
 */

import { existsSync } from 'node:fs'
import { DEFAULT_MAIL_FROM, describeSmtpUrl } from './mail.ts'
import { ConfigError, flag, integer, text, type Env } from './settings.ts'
import { SIGN_IN_LIMIT_DEFAULTS, type SignInLimitSettings } from './signInLimits.ts'

export interface ServerConfig {
  port: number
  host: string
  /** Undefined: PGlite persisted in .data/pglite. */
  databaseUrl?: string
  /** With `memory://`: a PGlite data-directory tarball (a migrated, seeded database) to start
   * from instead of creating and seeding one — the e2e tests' servers start in a second this way. */
  snapshotFile?: string
  tokenTtlSeconds: number
  signInLimits: SignInLimitSettings
  /** Outgoing mail: the SMTP URL (with its password — never logged), the sender, and whether
   * a connection without TLS is allowed (SMTP_ALLOW_PLAIN=1). */
  smtp?: { url: string; from: string; label: string; allowPlain: boolean }
  /** Write the demo data into an empty database: always outside production; in production only
   * with SEED_DEMO=1 (its accounts share one known password). SEED_DEMO=0 never. */
  seedDemo: boolean
  /** Server processes sharing the port (Node's cluster module); more than 1 needs PostgreSQL. */
  workers: number
  /** The address people reach the console at (PUBLIC_URL, no trailing slash): links in e-mails
   * start with it — never with a request's Host header, which whoever sends the request chooses.
   * Default: http://HOST:PORT (localhost for 0.0.0.0 or ::). */
  publicUrl: string
}

export const DEFAULTS = { port: 8787, host: '127.0.0.1', tokenTtlSeconds: 7200 } as const

/** PUBLIC_URL checked: an http(s) URL without query, fragment or credentials; its path kept
 * (a console served under a prefix), the trailing slash dropped. */
function publicUrl(raw: string | undefined, host: string, port: number): string {
  const value = raw?.trim()
  if (!value) return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(`PUBLIC_URL must be a URL such as https://console.example.com (got "${value}")`)
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL without query, fragment or credentials (got "${value}")`)
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

export function loadConfig(env: Env): ServerConfig {
  const databaseUrl = text(env, 'DATABASE_URL')
  if (databaseUrl && databaseUrl !== 'memory://' && !/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be memory:// or a postgres:// URL (or unset for .data/pglite)')
  }
  const snapshotFile = text(env, 'PGLITE_SNAPSHOT')
  if (snapshotFile && databaseUrl !== 'memory://')
    throw new ConfigError('PGLITE_SNAPSHOT needs DATABASE_URL=memory:// (it is a tarball of an in-memory PGlite database)')
  if (snapshotFile && !existsSync(snapshotFile)) throw new ConfigError(`PGLITE_SNAPSHOT: no file at ${snapshotFile}`)
  const workers = integer(env, 'WORKERS', 1, 1, 64)
  if (workers > 1 && !(databaseUrl && /^postgres(ql)?:\/\//i.test(databaseUrl))) {
    throw new ConfigError(
      `WORKERS=${workers} needs a postgres:// DATABASE_URL: the processes share sessions, sign-in limits and notifications through one database (PGlite belongs to one process)`,
    )
  }
  const smtpUrl = text(env, 'SMTP_URL')
  let smtp: ServerConfig['smtp']
  if (smtpUrl) {
    try {
      smtp = {
        url: smtpUrl,
        from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
        label: describeSmtpUrl(smtpUrl),
        allowPlain: flag(env, 'SMTP_ALLOW_PLAIN') === true,
      }
    } catch (error) {
      throw new ConfigError((error as Error).message)
    }
  }
  if (smtp && env.NODE_ENV === 'production' && !env.PUBLIC_URL?.trim()) {
    throw new ConfigError(
      "SMTP_URL is set while NODE_ENV=production but PUBLIC_URL is not: the links in the mails would point at this server's own address. " +
        'Set PUBLIC_URL to the address people reach the console at, e.g. https://console.example.com.',
    )
  }
  const seed = flag(env, 'SEED_DEMO')
  const port = integer(env, 'PORT', DEFAULTS.port, 0, 65_535)
  const host = env.HOST?.trim() || DEFAULTS.host
  return {
    publicUrl: publicUrl(env.PUBLIC_URL, host, port),
    smtp,
    seedDemo: seed ?? env.NODE_ENV !== 'production',
    workers,
    port,
    host,
    databaseUrl,
    snapshotFile,
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', DEFAULTS.tokenTtlSeconds, 1, 31 * 24 * 3600),
    signInLimits: {
      perAccount: integer(env, 'SIGNIN_MAX_FAILURES', SIGN_IN_LIMIT_DEFAULTS.perAccount, 1, 1000),
      perAddress: integer(env, 'SIGNIN_MAX_FAILURES_PER_ADDRESS', SIGN_IN_LIMIT_DEFAULTS.perAddress, 1, 100_000),
      windowSeconds: integer(env, 'SIGNIN_WINDOW_SECONDS', SIGN_IN_LIMIT_DEFAULTS.windowSeconds, 1, 24 * 3600),
    },
  }
}
