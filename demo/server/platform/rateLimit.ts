/**
 * A limit of some points per key within a window, on rate-limiter-flexible's PostgreSQL store
 * (table `sign_in_limits`), so every server process on one database shares the counts. `take`
 * spends a point atomically and answers how long to wait when the limit was already reached
 * (the point is refused then); `giveBack` returns one. The sign-in limits and the captcha's are
 * built on it.
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import type { Db } from './db.ts'

export interface RateLimitSettings {
  /** The store's key prefix: one per kind of limit. */
  keyPrefix: string
  points: number
  windowSeconds: number
}

export interface RateLimit {
  /** Spends a point of `key`: 0 when allowed, else the seconds until the window ends. */
  take(key: string): Promise<number>
  /** Returns a point (a success that should not count). */
  giveBack(key: string): Promise<void>
  /** Clears the key's count. */
  clear(key: string): Promise<void>
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

export function createRateLimit(db: Db, { keyPrefix, points, windowSeconds }: RateLimitSettings): RateLimit {
  const limiter = new RateLimiterPostgres({
    storeClient: storeClient(db),
    storeType: 'pool',
    tableName: 'sign_in_limits',
    tableCreated: true,
    keyPrefix,
    points,
    duration: windowSeconds,
  })
  return {
    take: (key) =>
      limiter.consume(key, 1).then(
        () => 0,
        (refused: unknown) => {
          if (refused instanceof RateLimiterRes) return Math.max(1, Math.ceil(refused.msBeforeNext / 1000))
          throw refused
        },
      ),
    giveBack: async (key) => void (await limiter.reward(key, 1)),
    clear: async (key) => void (await limiter.delete(key)),
  }
}
