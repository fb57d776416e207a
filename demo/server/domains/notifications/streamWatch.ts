/**
 * The open notification streams of this process, held to their sessions. A stream is opened by
 * a signed-in request and then outlives it: without a watch it would keep sending after its
 * session logged out, its password changed or was reset, its user was disabled or deleted. So:
 * - every CHECK_MS while streams are open, a stream past its session's expiry closes, and — when
 *   the authorisation epoch moved (a session, approval or role changed anywhere: authEpoch.ts),
 *   or every check without the epoch cache — one query finds which of the open streams' sessions
 *   still live, and the others close (within CHECK_MS + a query of the change, in every process);
 * - a user holds at most MAX_STREAMS_PER_USER streams in a process: a new one closes the oldest,
 *   which is told `event: superseded` first, so its page polls instead of reconnecting into a loop.
 */
import { AUTH_CACHE_ENABLED, freshAuthEpoch } from '../../platform/authEpoch.ts'
import type { Db } from '../../platform/db.ts'

export const CHECK_MS = 2_000
export const MAX_STREAMS_PER_USER = 4

export type StreamEnd = 'session-ended' | 'superseded'

export interface WatchedStream {
  sessionId: number
  userId: number
  /** When the session expires (ms since the epoch). */
  expiresAt: number
  /** Ends the stream (after telling the client why, for `superseded`). */
  close(reason: StreamEnd): void
}

interface Watch {
  streams: Set<WatchedStream>
  timer: ReturnType<typeof setInterval> | null
  epoch: string | undefined
  checking: boolean
}

const watches = new WeakMap<Db, Watch>()

/** The sessions among `ids` that still live: not revoked or replaced, their user approved,
 * enabled and not deleted. */
async function liveSessions(db: Db, ids: number[], now: Date): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    `select s.id from sessions s join users u on u.id = s.user_id and u.tenant_id = s.tenant_id
     where s.id = any($1::int[]) and s.revoked_at is null and s.replaced_at is null and s.expires_at > $2
       and u.audit_status = 'approved' and u.status = 'enabled' and u.deleted_at is null`,
    [ids, now],
  )
  return new Set(rows.map((row) => Number(row.id)))
}

async function check(db: Db, watch: Watch, now: () => Date): Promise<void> {
  if (watch.checking || watch.streams.size === 0) return
  watch.checking = true
  try {
    const at = now()
    for (const stream of [...watch.streams]) if (stream.expiresAt <= at.getTime()) stream.close('session-ended')
    const epoch = AUTH_CACHE_ENABLED ? await freshAuthEpoch(db) : undefined
    if (epoch !== undefined && epoch === watch.epoch) return
    const open = [...watch.streams]
    if (open.length === 0) return
    const live = await liveSessions(db, [...new Set(open.map((s) => s.sessionId))], at)
    for (const stream of open) if (!live.has(stream.sessionId)) stream.close('session-ended')
    watch.epoch = epoch
  } catch (error) {
    // A failed check is tried again at the next tick; the streams stay as they are meanwhile.
    console.error(`Notification stream check failed: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    watch.checking = false
  }
}

/** Watches `stream` until the returned function is called (when it ends, for any reason). */
export function watchStream(db: Db, now: () => Date, stream: WatchedStream, checkMs = CHECK_MS): () => void {
  let watch = watches.get(db)
  if (!watch) watches.set(db, (watch = { streams: new Set(), timer: null, epoch: undefined, checking: false }))
  const mine = watch
  // The next check asks about every open stream again: this one's session may have ended while
  // a check that did not yet see it was reading the epoch.
  mine.epoch = undefined
  const ofUser = [...mine.streams].filter((s) => s.userId === stream.userId)
  mine.streams.add(stream)
  // Sets keep insertion order: the first of the user's is the oldest.
  for (const old of ofUser.slice(0, Math.max(0, ofUser.length + 1 - MAX_STREAMS_PER_USER))) old.close('superseded')
  if (!mine.timer) {
    mine.timer = setInterval(() => void check(db, mine, now), checkMs)
    mine.timer.unref?.()
  }
  return () => {
    mine.streams.delete(stream)
    if (mine.streams.size === 0 && mine.timer) {
      clearInterval(mine.timer)
      mine.timer = null
      mine.epoch = undefined
    }
  }
}
