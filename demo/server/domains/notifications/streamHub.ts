/**
 * The open notification streams of this process by tenant, and the work done for all of them at
 * once. A tenant-wide event (a publish, an edit, a withdrawal, a reminder) is checked against every
 * connected reader in one statement and their unread counts are read in one more
 * (concernedReaders, unreadCounts): two queries per event, not two per connected user — 10 000 open
 * bells of a tenant cost what a few dozen did. The heartbeat's count check is likewise one
 * statement per tenant. A user's own event (a mark) reaches their streams with their count. Per
 * tenant the work runs in order, so a stream gets its counts in the order they were read; a failed
 * query is logged, and the next heartbeat catches the counts up.
 */
import type { Reader } from '../../../../src/domains/notifications/logic/visibility.ts'
import type { Db } from '../../platform/db.ts'
import { busFor, type BusEvent } from './events.ts'
import { concernedReaders, unreadCount, unreadCounts } from './model.ts'

/** One open stream as the hub sees it. */
export interface HubStream {
  reader: Reader
  /** Sends the event with the reader's count (unless the stream already sent it). */
  deliver(event: BusEvent, unread: number): void
  /** The heartbeat: a comment, and the count when it changed. */
  beat(unread: number): void
  /** Ends the stream (the bus closed: the client reconnects and catches up). */
  end(): void
}

interface Tenant {
  streams: Set<HubStream>
  chain: Promise<void>
  stop(): void
}

const hubs = new WeakMap<Db, Map<number, Tenant>>()

/** The distinct readers of `streams` (a user with two tabs is read once). */
function readersOf(streams: readonly HubStream[]): Reader[] {
  return [...new Map(streams.map((s) => [s.reader.userId, s.reader])).values()]
}

async function fanOut(db: Db, now: () => Date, tenantId: number, streams: readonly HubStream[], event: BusEvent): Promise<void> {
  if (event.userId !== null) {
    const mine = streams.filter((s) => s.reader.userId === event.userId)
    if (mine.length === 0) return
    const unread = await unreadCount(db, tenantId, mine[0]!.reader, now())
    for (const s of mine) s.deliver(event, unread)
    return
  }
  const readers = readersOf(streams)
  const kind = event.kind === 'withdrawn' || event.kind === 'reminded' ? event.kind : 'other'
  const concerned =
    event.notificationId === null
      ? new Set(readers.map((r) => r.userId))
      : await concernedReaders(db, tenantId, readers, event.notificationId, kind, now(), event.id)
  if (concerned.size === 0) return
  const counts = await unreadCounts(
    db,
    tenantId,
    readers.filter((r) => concerned.has(r.userId)),
    now(),
  )
  for (const s of streams) if (concerned.has(s.reader.userId)) s.deliver(event, counts.get(s.reader.userId) ?? 0)
}

async function heartbeat(db: Db, now: () => Date, tenantId: number, streams: readonly HubStream[]): Promise<void> {
  if (streams.length === 0) return
  const counts = await unreadCounts(db, tenantId, readersOf(streams), now())
  for (const s of streams) s.beat(counts.get(s.reader.userId) ?? 0)
}

/** Adds `stream` to its tenant's fan-out until the returned function is called. */
export function joinHub(db: Db, now: () => Date, heartbeatMs: number, tenantId: number, stream: HubStream): () => void {
  let tenants = hubs.get(db)
  if (!tenants) hubs.set(db, (tenants = new Map()))
  let tenant = tenants.get(tenantId)
  if (!tenant) {
    const t: Tenant = { streams: new Set(), chain: Promise.resolve(), stop: () => undefined }
    // A failed query is logged and the streams stay open: the next heartbeat brings their counts up
    // to date (ending them all would send every bell of the tenant back at once, each with the
    // queries the hub saves).
    const run = (work: (streams: readonly HubStream[]) => Promise<void>) => {
      const done = t.chain
        // After what is under way: the write that raised the event answers its request first (on
        // PGlite the fan-out's queries run on this thread, and would hold that answer back).
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => work([...t.streams]))
        .catch((error: unknown) => console.error(`Notification stream fan-out failed: ${error instanceof Error ? error.message : String(error)}`))
      t.chain = done
      return done
    }
    // One heartbeat at a time: while the database is slow they do not pile up.
    let beating = false
    const beat = () => {
      if (beating) return
      beating = true
      void run((streams) => heartbeat(db, now, tenantId, streams)).finally(() => (beating = false))
    }
    const unsubscribe = busFor(db).subscribe(
      tenantId,
      (event) => run((streams) => fanOut(db, now, tenantId, streams, event)),
      () => {
        for (const s of t.streams) s.end()
      },
    )
    const timer = setInterval(beat, heartbeatMs)
    timer.unref?.()
    t.stop = () => {
      clearInterval(timer)
      unsubscribe()
    }
    tenants.set(tenantId, (tenant = t))
  }
  const mine = tenant
  const all = tenants
  mine.streams.add(stream)
  return () => {
    mine.streams.delete(stream)
    if (mine.streams.size === 0 && all.get(tenantId) === mine) {
      mine.stop()
      all.delete(tenantId)
    }
  }
}
