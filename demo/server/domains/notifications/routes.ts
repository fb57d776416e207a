/**
 * The reader's notification endpoints: the caller's notifications (paged; box, type, priority,
 * state and title), the unread count, the types (a dictionary), and the per-user marks — read,
 * unread, archive/restore, mark all read, archive all read (these two answer the ids changed, for
 * undo), snooze until a time or wake, the member's preferences per type and their daily digest. Every mark records a `read-state` event so the user's other tabs update live.
 */
import { Hono, type Context } from 'hono'
import { MAX_SNOOZE_DAYS, PUBLISHER_ROLES, type NotificationBox, type NotificationState } from '../../../../src/domains/notifications/contract.ts'
import type { Caller } from '../../platform/caller.ts'
import type { Queryable } from '../../platform/db.ts'
import { badRequest, done, notFound, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { intParam, MAX_INT, oneOf, optionalIntParam, optionalParam, readJsonObject, readParams, type Params } from '../../platform/params.ts'
import { requireSession } from '../../platform/sessions.ts'
import { listDict } from '../admin/index.ts'
import { snoozeProblem } from '../../../../src/domains/notifications/logic/snooze.ts'
import { writeWithEvents } from './events.ts'
import { checkDigest, queryDigest, saveDigest } from './digest.ts'
import { readUndoMarkAllToken, secret, undoMarkAllToken } from './signedTokens.ts'
import { checkPreferences, queryPreferences, savePreferences } from './preferences.ts'
import { idsInBox, isMine, queryNotifications, readerOf, unreadCount } from './model.ts'
import { setArchived, setRead, setSnoozed, undoMarkRead } from './marks.ts'
import { idList, NOTIFICATION_DICT } from './publish.ts'

export const MAX_NOTIFICATION_PAGE_SIZE = 1000
/** The ids one undo of "mark all read" may carry (a box holds at most this many current notices). */
const MAX_UNDO_IDS = 50_000
const BOXES: readonly NotificationBox[] = ['unread', 'read', 'all', 'snoozed', 'archived']
const STATES: readonly NotificationState[] = ['current', 'upcoming', 'expired']

function booleanParam(params: Params, name: string): boolean | undefined {
  const value = params[name]?.trim()
  if (value === undefined || value === '') return undefined
  if (value === 'true') return true
  if (value === 'false') return false
  throw badRequest(/*i18n*/ '{name} must be true or false', { name })
}

/** The snooze's end from `until`, checked by the client's rule (400 when not a time, not ahead or too far). */
function snoozeUntil(params: Params, now: Date): Date | null {
  const value = optionalParam(params, 'until')
  if (value === undefined) return null
  // An instant: a date, a time and its zone (Z or an offset), never the server's local time.
  const at = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(value) ? new Date(value) : new Date(NaN)
  const problem = snoozeProblem(at, now)
  if (problem === 'notTime') throw badRequest(/*i18n*/ 'until must be a date and time')
  if (problem === 'past') throw badRequest(/*i18n*/ 'A notification can only be snoozed until a later time')
  if (problem === 'tooFar') throw badRequest(/*i18n*/ 'A notification can be snoozed for at most {days} days', { days: MAX_SNOOZE_DAYS })
  return at
}

export const isPublisher = (caller: Caller) => (PUBLISHER_ROLES as readonly string[]).includes(caller.activeRole)

export function notificationsRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const session = requireSession(deps)

  app.get('/notification/notification/queryMyNotification', session, async (c) => {
    const params = await readParams(c)
    const caller = c.get('caller')
    const read = booleanParam(params, 'read')
    const box = oneOf(params, 'box', BOXES) ?? (read === undefined ? 'all' : read ? 'read' : 'unread')
    const query = {
      currentPage: intParam(params, 'currentPage', 1, 1, 1_000_000),
      pageSize: intParam(params, 'pageSize', 10, 1, MAX_NOTIFICATION_PAGE_SIZE),
      box,
      type: optionalParam(params, 'type'),
      priority: optionalParam(params, 'priority'),
      state: oneOf(params, 'state', STATES) ?? 'current',
      title: optionalParam(params, 'title'),
      publisher: isPublisher(caller),
    }
    return ok(c, await queryNotifications(db, caller.tenantId, await readerOf(db, caller), query, deps.now()))
  })

  app.get('/notification/notification/queryUnreadCount', session, async (c) => {
    const caller = c.get('caller')
    return ok(c, { count: await unreadCount(db, caller.tenantId, await readerOf(db, caller), deps.now()) })
  })

  app.get('/notification/notification/queryNotificationType', session, async (c) => ok(c, await listDict(db, c.get('caller').tenantId, NOTIFICATION_DICT)))

  app.get('/notification/notification/queryPreferences', session, async (c) => {
    const caller = c.get('caller')
    return ok(c, await queryPreferences(db, caller.tenantId, caller.userId))
  })

  /** JSON `{preferences: NotificationPreference[]}`; answers every type's choice after the save. */
  app.post('/notification/notification/savePreferences', session, async (c) => {
    const caller = c.get('caller')
    const preferences = await checkPreferences(db, caller.tenantId, await readJsonObject(c))
    const now = deps.now()
    await writeWithEvents(
      db,
      async (tx, emit) => {
        await savePreferences(tx, caller.userId, preferences, now)
        // The count and lists of the member's other tabs follow (a muted type leaves them): an
        // `updated` of their own makes lists reload, as a `read-state` would not.
        await emit({ tenantId: caller.tenantId, userId: caller.userId, kind: 'updated', notificationId: null })
      },
      now,
    )
    return ok(c, await queryPreferences(db, caller.tenantId, caller.userId))
  })

  app.get('/notification/notification/queryDigest', session, async (c) => ok(c, await queryDigest(db, c.get('caller').userId)))

  /** JSON `{enabled, hour, timeZone}` (hour and zone only when enabled); answers the setting saved. */
  app.post('/notification/notification/saveDigest', session, async (c) => {
    const caller = c.get('caller')
    const input = checkDigest(await readJsonObject(c))
    await saveDigest(db, caller.userId, input, deps.now())
    return ok(c, await queryDigest(db, caller.userId))
  })

  /** One notice's mark: `id` must be one of the caller's (404 otherwise). */
  async function markOne(c: Context<AppEnv>, change: (id: number, userId: number, params: Params, now: Date) => (q: Queryable) => Promise<void>) {
    const caller = c.get('caller')
    const params = await readParams(c)
    const id = optionalIntParam(params, 'id', 1, MAX_INT)
    if (id === undefined) throw badRequest(/*i18n*/ 'id is required')
    if (!(await isMine(db, caller.tenantId, await readerOf(db, caller), id))) throw notFound(/*i18n*/ 'Notification not found')
    const now = deps.now()
    const write = change(id, caller.userId, params, now)
    await writeWithEvents(
      db,
      async (tx, emit) => {
        await write(tx)
        await emit({ tenantId: caller.tenantId, userId: caller.userId, kind: 'read-state', notificationId: id })
      },
      now,
    )
    return done(c)
  }

  app.post('/notification/notification/markRead', session, (c) => markOne(c, (id, user, _p, now) => (tx) => setRead(tx, user, [id], true, now)))
  app.post('/notification/notification/markUnread', session, (c) => markOne(c, (id, user, _p, now) => (tx) => setRead(tx, user, [id], false, now)))
  app.post('/notification/notification/archive', session, (c) =>
    markOne(c, (id, user, params, now) => {
      const archived = booleanParam(params, 'archived') ?? true
      return (tx) => setArchived(tx, user, [id], archived, now)
    }),
  )

  /** `until`: an ISO time from a minute to MAX_SNOOZE_DAYS ahead; absent or empty wakes the notice now. */
  app.post('/notification/notification/snooze', session, (c) =>
    markOne(c, (id, user, params, now) => {
      const until = snoozeUntil(params, now)
      return (tx) => setSnoozed(tx, user, id, until, now)
    }),
  )

  /** Marks every current notice of `box` for the caller; answers the ids changed. */
  async function markAll(c: Context<AppEnv>, box: NotificationBox, apply: (tx: Queryable, user: number, ids: number[], now: Date) => Promise<void>) {
    const caller = c.get('caller')
    const now = deps.now()
    const reader = await readerOf(db, caller)
    const ids = await writeWithEvents(
      db,
      async (tx, emit) => {
        const found = await idsInBox(tx, caller.tenantId, reader, box, now)
        if (found.length === 0) return found
        await apply(tx, caller.userId, found, now)
        await emit({ tenantId: caller.tenantId, userId: caller.userId, kind: 'read-state', notificationId: null })
        return found
      },
      now,
    )
    // `undo`: signed, it tells undoMarkAllRead which marks this wrote (and nothing else).
    return ok(c, { changed: ids.length, ids, undo: undoMarkAllToken(await secret(db), caller.userId, now) })
  }

  app.post('/notification/notification/markAllRead', session, (c) => markAll(c, 'unread', (tx, user, ids, now) => setRead(tx, user, ids, true, now)))
  /** JSON `{ids, undo}` from a markAllRead answer: those notices unread again, as before it. */
  app.post('/notification/notification/undoMarkAllRead', session, async (c) => {
    const caller = c.get('caller')
    const body = await readJsonObject(c)
    const ids = idList(body.ids, 'ids', MAX_UNDO_IDS)
    const at = typeof body.undo === 'string' ? await readUndoMarkAllToken(db, caller.userId, body.undo) : null
    if (!at) throw badRequest(/*i18n*/ 'undo must be the undo token of your own "mark all read"')
    const now = deps.now()
    await writeWithEvents(
      db,
      async (tx, emit) => {
        await undoMarkRead(tx, caller.userId, ids, at, now)
        await emit({ tenantId: caller.tenantId, userId: caller.userId, kind: 'read-state', notificationId: null })
      },
      now,
    )
    return done(c)
  })
  app.post('/notification/notification/archiveAllRead', session, (c) => markAll(c, 'read', (tx, user, ids, now) => setArchived(tx, user, ids, true, now)))

  return app
}
