/**
 * Server settings from the environment (docs/server.md): PORT, HOST, DATABASE_URL,
 * TOKEN_TTL_SECONDS, CAPTCHA_TEST_ANSWER. `loadConfig` throws a `ConfigError` with a clear
 * message for a bad value — and refuses CAPTCHA_TEST_ANSWER when NODE_ENV=production.
 */

export interface ServerConfig {
  port: number
  host: string
  /** Undefined: PGlite persisted in .data/pglite. */
  databaseUrl?: string
  tokenTtlSeconds: number
  captchaTestAnswer?: string
}

export const DEFAULTS = { port: 8787, host: '127.0.0.1', tokenTtlSeconds: 7200 } as const

export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

function integer(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max} (got "${raw}")`)
  }
  return value
}

export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const captchaTestAnswer = env.CAPTCHA_TEST_ANSWER?.trim() || undefined
  if (captchaTestAnswer && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'CAPTCHA_TEST_ANSWER is set while NODE_ENV=production: a fixed captcha answer would let anyone ' +
        'bypass the captcha. Unset CAPTCHA_TEST_ANSWER to start in production.',
    )
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined
  if (databaseUrl && databaseUrl !== 'memory://' && !/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be memory:// or a postgres:// URL (or unset for .data/pglite)')
  }
  return {
    port: integer(env, 'PORT', DEFAULTS.port, 0, 65_535),
    host: env.HOST?.trim() || DEFAULTS.host,
    databaseUrl,
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', DEFAULTS.tokenTtlSeconds, 1, 31 * 24 * 3600),
    captchaTestAnswer,
  }
}
