/**
 * Brute-force limits on the password grant, on the shared rate limits (rateLimit.ts: every
 * server process on one database shares the counts). Failures are counted per
 * account (tenant + username) and, with a higher limit, per client address, over a window
 * (15 minutes by default). Every attempt takes its point before the password is checked (so
 * attempts sent at once cannot slip past a count read before any of them was written); once a
 * limit is reached the endpoint answers 429 with Retry-After until the window ends, never
 * checking the password, so a blocked account reveals nothing. A successful sign-in clears the
 * account's count and gives the address its point back. The old-password check of a password
 * change uses the same guard, keyed by the user.
 */
import type { Db } from './db.ts'
import { createRateLimit } from './rateLimit.ts'

export interface SignInLimitSettings {
  /** Failures per account (tenant + username) within the window. */
  perAccount: number
  /** Failures per client address within the window. */
  perAddress: number
  windowSeconds: number
}

export const SIGN_IN_LIMIT_DEFAULTS: SignInLimitSettings = { perAccount: 5, perAddress: 50, windowSeconds: 15 * 60 }

export interface SignInGuard {
  /**
   * Counts an attempt against the account and the address BEFORE the password is checked (one
   * atomic increment each in the shared store), so N attempts sent at once are checked at most
   * `perAccount` times. Answers the seconds to wait when either limit was already reached — the
   * attempt is refused then, and the password never checked — else 0.
   */
  attempt(account: string, address: string): Promise<number>
  /** The password was right: the account's count is cleared and the address's point given back. */
  succeeded(account: string, address: string): Promise<void>
}

/** The account's key: tenant and username as the token endpoint matches them (trimmed, any case). */
export function accountKey(tenantCode: string, username: string): string {
  return `${tenantCode.trim().toLowerCase()}:${username.trim().toLowerCase()}`.slice(0, 200)
}

export function createSignInGuard(db: Db, settings: SignInLimitSettings = SIGN_IN_LIMIT_DEFAULTS): SignInGuard {
  const accounts = createRateLimit(db, { keyPrefix: 'account', points: settings.perAccount, windowSeconds: settings.windowSeconds })
  const addresses = createRateLimit(db, { keyPrefix: 'address', points: settings.perAddress, windowSeconds: settings.windowSeconds })
  return {
    async attempt(account, address) {
      return Math.max(...(await Promise.all([accounts.take(account), addresses.take(address)])))
    },
    async succeeded(account, address) {
      await Promise.all([accounts.clear(account), addresses.giveBack(address)])
    },
  }
}
