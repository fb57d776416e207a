/**
 * The authorisation epoch (docs/spec.md#server-under-load; the counter and its triggers: migrations/0018-auth-epoch.sql).
 * `freshAuthEpoch` reads the epoch with a read that starts after the call — requests arriving
 * together share one read, so the database sees one small query per batch, not one per request.
 * Sessions and authority answers are kept under it (versionedCache.ts) and handed out only while
 * the fresh epoch is the same. Because the value is resolved after
 * the epoch is read, a change committed in between only costs one needless rebuild, never a
 * stale answer; and because every read starts after its request arrived, any change committed
 * before a request arrived — in this process or another on the same database — is seen by it.
 * On the embedded PGlite the commit's notification stands in for the read (one process makes
 * every change there). AUTH_CACHE=off skips all of it (the bench's baseline).
 */
import type { Db } from './db.ts'

export const AUTH_CACHE_ENABLED = process.env.AUTH_CACHE !== 'off'

interface Reader {
  /** The read now running, if any. */
  current: Promise<string> | null
  /** The read that starts when `current` ends, shared by everyone who arrived meanwhile. */
  next: Promise<string> | null
}

const readers = new WeakMap<Db, Reader>()

function startRead(db: Db, reader: Reader): Promise<string> {
  const read = db.query<{ version: string }>('select version::text as version from auth_epoch where id = 1').then(([row]) => row?.version ?? '0')
  reader.current = read
  const done = () => {
    if (reader.current === read) reader.current = null
  }
  read.then(done, done)
  return read
}

/** PostgreSQL: a read of the counter that starts after this call, shared with the requests
 * that arrive while the one before it runs. */
function readEpoch(db: Db): Promise<string> {
  let reader = readers.get(db)
  if (!reader) readers.set(db, (reader = { current: null, next: null }))
  if (!reader.current) return startRead(db, reader)
  // The running read may have started before this request arrived: wait for the next one.
  if (!reader.next) {
    const running = reader
    const after = () => {
      running.next = null
      return startRead(db, running)
    }
    reader.next = reader.current.then(after, after)
  }
  return reader.next
}

/** PGlite: how many changing transactions this process has seen committed. PGlite queues the
 * notification's callback while it reads the COMMIT's answer, so it has run before any code
 * that awaited the write — and before the next request is read. */
const generations = new WeakMap<Db, Promise<{ count: number }>>()

function listenedEpoch(db: Db, listen: NonNullable<Db['listen']>): Promise<string> {
  let counter = generations.get(db)
  if (!counter) {
    const state = { count: 0 }
    counter = listen('auth_epoch', () => state.count++).then(() => state)
    generations.set(db, counter)
    counter.catch(() => generations.get(db) === counter && generations.delete(db))
  }
  return counter.then((state) => `g${state.count}`)
}

/** The epoch as a read started after this call finds it. */
export function freshAuthEpoch(db: Db): Promise<string> {
  return db.kind === 'pglite' && db.listen ? listenedEpoch(db, db.listen.bind(db)) : readEpoch(db)
}
