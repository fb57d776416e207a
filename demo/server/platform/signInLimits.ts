/**
 * Brute-force limits on the password grant (issue 10 §2), on rate-limiter-flexible's PostgreSQL
 * store so every server process on one database shares the counts. Failures are counted per
 * account (tenant + username) and, with a higher limit, per client address, over a window
 * (15 minutes by default). Once a limit is reached the token endpoint answers 429 with
 * Retry-After until the window ends — before the password is checked, so a blocked account
 * reveals nothing. A successful sign-in clears the account's count.
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import type { Db } from './db.ts'

export interface SignInLimitSettings {
  /** Failures per account (tenant + username) within the window. */
  perAccount: number
  /** Failures per client address within the window. */
  perAddress: number
  windowSeconds: number
}

export const SIGN_IN_LIMIT_DEFAULTS: SignInLimitSettings = { perAccount: 5, perAddress: 50, windowSeconds: 15 * 60 }

export interface SignInGuard {
  /** Seconds to wait when either limit is reached, else 0. */
  blockedFor(account: string, address: string): Promise<number>
  /** Counts a failed attempt against both keys. */
  failed(account: string, address: string): Promise<void>
  /** Clears the account's count after a successful sign-in. */
  succeeded(account: string): Promise<void>
}

/** The store's client: the limiter sends `{text, values}` and reads `{rows, rowCount}`. */
function storeClient(db: Db) {
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const rows = await db.query<Record<string, unknown>>(text, values ?? [])
      return { rows, rowCount: rows.length }
    },
  }
}

/** The account's key: tenant and username as the token endpoint matches them (trimmed, any case). */
export function accountKey(tenantCode: string, username: string): string {
  return `${tenantCode.trim().toLowerCase()}:${username.trim().toLowerCase()}`.slice(0, 200)
}

export function createSignInGuard(db: Db, settings: SignInLimitSettings = SIGN_IN_LIMIT_DEFAULTS): SignInGuard {
  const common = { storeClient: storeClient(db), storeType: 'pool', tableName: 'sign_in_limits', tableCreated: true, duration: settings.windowSeconds }
  const accounts = new RateLimiterPostgres({ ...common, keyPrefix: 'account', points: settings.perAccount })
  const addresses = new RateLimiterPostgres({ ...common, keyPrefix: 'address', points: settings.perAddress })

  const waitOf = (res: RateLimiterRes | null, limit: number) =>
    res && res.consumedPoints >= limit ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0

  return {
    async blockedFor(account, address) {
      const [a, b] = await Promise.all([accounts.get(account), addresses.get(address)])
      return Math.max(waitOf(a, settings.perAccount), waitOf(b, settings.perAddress))
    },
    async failed(account, address) {
      // `penalty` counts without rejecting: the answer is already a failure.
      await Promise.all([accounts.penalty(account, 1), addresses.penalty(address, 1)])
    },
    async succeeded(account) {
      await accounts.delete(account)
    },
  }
}
