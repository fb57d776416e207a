/**
 * The live stream's events and their bus. A write records one `notification_events` row and, in
 * the same transaction, `pg_notify('notification_events', …)` — PostgreSQL delivers it on commit
 * to every server process LISTENing on the database (PGlite to its own instance), so a publish
 * in one process reaches the streams held by another. Each process has one bus per database:
 * one LISTEN, fanning each event out to the streams of its tenant. A database without `listen`
 * (a test double) gets the events in-process, after the write's transaction.
 */
import type { Db, Queryable } from '../../platform/db.ts'
import type { NotificationEvent } from '../../../../src/domains/notifications/contract.ts'

export const EVENT_CHANNEL = 'notification_events'
/** Event rows older than this are pruned (a stream away longer just gets the current count). */
export const EVENT_RETENTION_MS = 24 * 3_600_000

export interface BusEvent {
  id: number
  tenantId: number
  /** Set for one user's read/archive change; null for a publish, an edit or a withdrawal. */
  userId: number | null
  kind: NotificationEvent['kind']
  notificationId: number | null
}

/** Records an event inside the write's transaction `tx` and notifies the bus on commit. */
export async function recordEvent(tx: Queryable, event: Omit<BusEvent, 'id'>, now: Date): Promise<BusEvent> {
  const [{ id }] = await tx.query<{ id: string }>(
    `insert into notification_events (tenant_id, user_id, kind, notification_id, created_at) values ($1, $2, $3, $4, $5) returning id`,
    [event.tenantId, event.userId, event.kind, event.notificationId, now],
  )
  const full: BusEvent = { ...event, id: Number(id) }
  await tx.query('select pg_notify($1, $2)', [EVENT_CHANNEL, JSON.stringify(full)])
  return full
}

/** The events of the tenant after `afterId` for the user (theirs and the tenant-wide ones), at most `limit`. */
export async function eventsAfter(q: Queryable, tenantId: number, userId: number, afterId: number, limit: number): Promise<BusEvent[]> {
  const rows = await q.query<{ id: string; user_id: number | null; kind: BusEvent['kind']; notification_id: number | null }>(
    `select id, user_id, kind, notification_id from notification_events
      where tenant_id = $1 and id > $2 and (user_id is null or user_id = $3) order by id limit $4`,
    [tenantId, afterId, userId, limit],
  )
  return rows.map((r) => ({ id: Number(r.id), tenantId, userId: r.user_id, kind: r.kind, notificationId: r.notification_id }))
}

/** The newest event id of the tenant (0 when none). */
export async function lastEventId(q: Queryable, tenantId: number): Promise<number> {
  const [row] = await q.query<{ id: string | null }>('select max(id) as id from notification_events where tenant_id = $1', [tenantId])
  return Number(row?.id ?? 0)
}

export async function pruneEvents(q: Queryable, now: Date): Promise<void> {
  await q.query('delete from notification_events where created_at < $1', [new Date(now.getTime() - EVENT_RETENTION_MS)])
}

type Listener = (event: BusEvent) => void

export interface NotificationBus {
  /** Calls `fn` for each event of the tenant; answers how to stop. */
  subscribe(tenantId: number, fn: Listener, onClose: () => void): () => void
  /** For a database without LISTEN: hands a committed event to this process's streams. */
  deliverLocally(event: BusEvent): void
  /** Resolves once the LISTEN is in place (streams wait for it before replaying). */
  ready(): Promise<void>
  /** Stops listening and ends every open stream (the server is closing). */
  close(): Promise<void>
}

function parse(payload: string): BusEvent | null {
  try {
    const e = JSON.parse(payload) as BusEvent
    return typeof e.id === 'number' && typeof e.tenantId === 'number' ? e : null
  } catch {
    return null
  }
}

function createBus(db: Db): NotificationBus {
  const listeners = new Map<number, Map<Listener, () => void>>()
  let listening: Promise<(() => Promise<void>) | undefined> | undefined
  const dispatch = (event: BusEvent) => {
    for (const fn of listeners.get(event.tenantId)?.keys() ?? []) fn(event)
  }
  const start = () =>
    (listening ??= db.listen
      ? db.listen(EVENT_CHANNEL, (payload) => {
          const event = parse(payload)
          if (event) dispatch(event)
        })
      : Promise.resolve(undefined))
  return {
    subscribe(tenantId, fn, onClose) {
      void start()
      let forTenant = listeners.get(tenantId)
      if (!forTenant) listeners.set(tenantId, (forTenant = new Map()))
      forTenant.set(fn, onClose)
      return () => {
        forTenant.delete(fn)
        if (forTenant.size === 0) listeners.delete(tenantId)
      }
    },
    deliverLocally(event) {
      if (!db.listen) dispatch(event)
    },
    async ready() {
      await start()
    },
    async close() {
      const stop = await listening
      listening = undefined
      for (const forTenant of [...listeners.values()]) for (const onClose of [...forTenant.values()]) onClose()
      listeners.clear()
      await stop?.()
    },
  }
}

const buses = new WeakMap<Db, NotificationBus>()

/** The bus of this process for the database. */
export function busFor(db: Db): NotificationBus {
  let bus = buses.get(db)
  if (!bus) buses.set(db, (bus = createBus(db)))
  return bus
}

/** Runs `write` in a transaction, then hands its recorded events to the local fallback. */
export async function writeWithEvents<T>(
  db: Db,
  write: (tx: Queryable, emit: (e: Omit<BusEvent, 'id'>) => Promise<void>) => Promise<T>,
  now: Date,
): Promise<T> {
  const recorded: BusEvent[] = []
  const result = await db.transaction((tx) => write(tx, async (e) => void recorded.push(await recordEvent(tx, e, now))))
  const bus = busFor(db)
  for (const event of recorded) bus.deliverLocally(event)
  return result
}
