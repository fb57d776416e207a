/**
 * Server settings from the environment (docs/server.md): PORT, HOST, DATABASE_URL,
 * TOKEN_TTL_SECONDS, CAPTCHA_TEST_ANSWER, SIGNIN_MAX_FAILURES, SIGNIN_MAX_FAILURES_PER_ADDRESS,
 * SIGNIN_WINDOW_SECONDS, SMTP_URL, MAIL_FROM, CHECKIN_ACCURACY_LIMIT, CHECKIN_SPEED_LIMIT. `loadConfig` throws a `ConfigError` with a clear
 * message for a bad value — and refuses CAPTCHA_TEST_ANSWER when NODE_ENV=production.
 */

import { DEFAULT_MAIL_FROM, describeSmtpUrl } from './mail.ts'
import { SIGN_IN_LIMIT_DEFAULTS, type SignInLimitSettings } from './signInLimits.ts'

export interface ServerConfig {
  port: number
  host: string
  /** Undefined: PGlite persisted in .data/pglite. */
  databaseUrl?: string
  tokenTtlSeconds: number
  captchaTestAnswer?: string
  signInLimits: SignInLimitSettings
  /** Outgoing mail: the SMTP URL (with its password — never logged) and the sender. */
  smtp?: { url: string; from: string; label: string }
  /** Check-ins: accuracy worse than `accuracyLimit` metres is uncertain; faster than
   * `speedLimit` m/s since the user's previous check-in is flagged. */
  attendance: { accuracyLimit: number; speedLimit: number }
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
  const smtpUrl = env.SMTP_URL?.trim() || undefined
  let smtp: ServerConfig['smtp']
  if (smtpUrl) {
    try {
      smtp = { url: smtpUrl, from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM, label: describeSmtpUrl(smtpUrl) }
    } catch (error) {
      throw new ConfigError((error as Error).message)
    }
  }
  return {
    smtp,
    port: integer(env, 'PORT', DEFAULTS.port, 0, 65_535),
    host: env.HOST?.trim() || DEFAULTS.host,
    databaseUrl,
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', DEFAULTS.tokenTtlSeconds, 1, 31 * 24 * 3600),
    captchaTestAnswer,
    attendance: {
      accuracyLimit: integer(env, 'CHECKIN_ACCURACY_LIMIT', 200, 1, 100_000),
      speedLimit: integer(env, 'CHECKIN_SPEED_LIMIT', 300, 1, 100_000),
    },
    signInLimits: {
      perAccount: integer(env, 'SIGNIN_MAX_FAILURES', SIGN_IN_LIMIT_DEFAULTS.perAccount, 1, 1000),
      perAddress: integer(env, 'SIGNIN_MAX_FAILURES_PER_ADDRESS', SIGN_IN_LIMIT_DEFAULTS.perAddress, 1, 100_000),
      windowSeconds: integer(env, 'SIGNIN_WINDOW_SECONDS', SIGN_IN_LIMIT_DEFAULTS.windowSeconds, 1, 24 * 3600),
    },
  }
}
