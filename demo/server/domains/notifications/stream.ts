/**
 * The live stream, GET NOTIFICATION_STREAM_PATH: Server-Sent Events for the signed-in user
 * (bearer and role headers like every call — never a token in the URL; 401/403 as JSON before
 * the stream opens). Each change the user should know of is `event: notification` with a
 * NotificationEvent as data and the event's id as `id:`. On connect it replays the events after
 * `Last-Event-ID` (at most REPLAY_LIMIT; more, or none given, and it sends the current count
 * once instead). A comment every heartbeat (25 s by default) keeps proxies from idling it out;
 * at each heartbeat the count is checked again, so a notice whose period starts (no write, no
 * event) still reaches the bell. `X-Accel-Buffering: no` and `Cache-Control: no-cache` stop
 * proxies buffering it. Live events and the heartbeat's count reach it through the hub
 * (streamHub.ts), which reads them for every connected reader of the tenant at once. The stream
 * lives no longer than its session, and a user holds a few at most (streamWatch.ts).
 */
import type { Hono } from 'hono'
import { streamSSE, type SSEStreamingApi } from 'hono/streaming'
import { NOTIFICATION_STREAM_PATH, type NotificationEvent } from '../../../../src/domains/notifications/contract.ts'
import type { Reader } from '../../../../src/domains/notifications/logic/visibility.ts'
import type { AppEnv, Deps } from '../../platform/http.ts'
import { requireSession } from '../../platform/sessions.ts'
import { busFor, eventsAfter, lastEventId, type BusEvent } from './events.ts'
import { SUPERSEDED_EVENT } from '#platform/core/live/liveStream.ts'
import { watchStream } from './streamWatch.ts'
import { joinHub } from './streamHub.ts'
import { concernedReaders, readerOf, unreadCount } from './model.ts'

export const HEARTBEAT_MS = 25_000
export const REPLAY_LIMIT = 100
/** What the client waits before reconnecting after the stream drops (the SSE `retry:`). */
export const RETRY_MS = 3_000

/** Whether a missed event (replayed on reconnect) concerns the reader: their own marks, or a
 * tenant-wide one by the hub's rule (concernedReaders). */
async function concerns(deps: Deps, tenantId: number, reader: Reader, event: BusEvent): Promise<boolean> {
  if (event.userId !== null) return event.userId === reader.userId
  if (event.notificationId === null) return true
  const kind = event.kind === 'withdrawn' || event.kind === 'reminded' ? event.kind : 'other'
  return (await concernedReaders(deps.db, tenantId, [reader], event.notificationId, kind, deps.now(), event.id)).has(reader.userId)
}

export function mountStream(app: Hono<AppEnv>, deps: Deps): void {
  const { heartbeatMs } = deps.settings.notifications
  app.get(NOTIFICATION_STREAM_PATH, requireSession(deps), async (c) => {
    const caller = c.get('caller')
    const reader = await readerOf(deps.db, caller)
    const header = c.req.header('Last-Event-ID')?.trim()
    const since = header && /^\d{1,15}$/.test(header) ? Number(header) : null
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, async (stream: SSEStreamingApi) => {
      const bus = busFor(deps.db)
      let lastSent = since ?? 0
      let lastCount = -1
      let chain: Promise<void> = Promise.resolve()
      let closed = false
      let finish!: () => void
      const finished = new Promise<void>((resolve) => (finish = resolve))
      const end = () => {
        closed = true
        finish()
      }
      stream.onAbort(end)

      const send = async (id: number, event: NotificationEvent) => {
        if (closed) return
        lastCount = event.unread
        lastSent = Math.max(lastSent, id)
        await stream.writeSSE({ event: 'notification', id: String(id), data: JSON.stringify(event) })
      }
      const count = () => unreadCount(deps.db, caller.tenantId, reader, deps.now())
      const sendEvent = async (event: BusEvent) => {
        if (event.id <= lastSent || !(await concerns(deps, caller.tenantId, reader, event))) return
        await send(event.id, { kind: event.kind, notificationId: event.notificationId, unread: await count() })
      }
      const queue = (work: () => Promise<void>) => {
        chain = chain.then(work).catch((error: unknown) => {
          console.error(`Notification stream failed: ${error instanceof Error ? error.message : String(error)}`)
          end()
        })
      }

      const unwatch = watchStream(deps.db, deps.now, {
        sessionId: caller.sessionId,
        userId: caller.userId,
        expiresAt: caller.sessionExpiresAt,
        close(reason) {
          if (closed) return
          unwatch()
          // A superseded stream says so, so its page polls instead of reconnecting; one whose
          // session ended just ends, and the reconnect meets the session-ended answer.
          if (reason === 'superseded') queue(() => stream.writeSSE({ event: SUPERSEDED_EVENT, data: '' }).then(end))
          else end()
        },
      })
      const leave = joinHub(deps.db, deps.now, heartbeatMs, caller.tenantId, {
        reader,
        deliver: (event, unread) =>
          queue(async () => {
            if (event.id > lastSent) await send(event.id, { kind: event.kind, notificationId: event.notificationId, unread })
          }),
        beat: (unread) =>
          queue(async () => {
            if (closed) return
            await stream.write(': heartbeat\n\n')
            if (unread !== lastCount) await send(lastSent, { kind: 'updated', notificationId: null, unread })
          }),
        end,
      })
      queue(async () => {
        await bus.ready()
        await stream.write(`retry: ${RETRY_MS}\n\n`)
        const missed = since === null ? [] : await eventsAfter(deps.db, caller.tenantId, caller.userId, since, REPLAY_LIMIT + 1)
        if (since !== null && missed.length <= REPLAY_LIMIT) {
          for (const event of missed) await sendEvent(event)
        }
        if (lastSent === (since ?? 0) || missed.length > REPLAY_LIMIT) {
          // Nothing replayed (first connect, nothing missed, or too much): the count as it is now.
          const id = Math.max(lastSent, await lastEventId(deps.db, caller.tenantId))
          await send(id, { kind: 'read-state', notificationId: null, unread: await count() })
        }
      })
      try {
        await finished
      } finally {
        unwatch()
        leave()
        await chain
      }
    })
  })
}
