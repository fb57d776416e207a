/**
 * The publisher's endpoints (ROLE_ADMIN or ROLE_EDITOR as the active role; 403 for any other,
 * before anything is read): publish or edit (saveNotification), withdraw, the tenant's
 * published list with read counts and audiences, a notice's receipts and reminding its unread
 * recipients. Recipients lie within the publisher's data scope;
 * a notification is edited or withdrawn only by its publisher or a caller whose roles reach as far. Each write is checked whole before anything
 * changes, runs in one transaction with its stream event, and is recorded in the operation log
 * (module `notifications`).
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { audit, callerReach, rolesBeyondReach } from '../admin/index.ts'
import { badRequest, done, forbidden, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { intParam, MAX_INT, optionalIntParam, optionalParam, readJsonObject, readParams } from '../../platform/params.ts'
import { requireSession } from '../../platform/sessions.ts'
import { writeWithEvents } from './events.ts'
import { checkInput, findPublished, requireNoticeWithinReach, requireOwnImages, saveNotification, withdraw } from './publish.ts'
import { publishedOne, queryPublished, toPublished } from './publishedList.ts'
import { isPublisher } from './routes.ts'
import { queryReceipts, remindUnread } from './receipts.ts'
import { MAX_RECEIPTS_PAGE, type NotificationState } from '../../../../src/domains/notifications/contract.ts'

const MODULE = 'notifications'

/** 403 unless the active role may publish (ROLE_ADMIN or ROLE_EDITOR), before anything is read. */
export function publisherOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isPublisher(c.get('caller'))) throw forbidden(/*i18n*/ 'Only an administrator or an editor may publish notifications')
    await next()
  }
}

export function publishRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const guard = [requireSession(deps), publisherOnly()] as const

  app.post('/notification/publish/saveNotification', ...guard, async (c) => {
    const caller = c.get('caller')
    const body = await readJsonObject(c)
    const now = deps.now()
    const reach = await callerReach(db, caller)
    const input = await checkInput(db, reach.scope, body, now)
    await requireOwnImages(db, caller.tenantId, input.markdown, c.req.header('host'))
    const [me] = await db.query<{ name: string }>("select coalesce(nullif(nickname, ''), username) as name from users where id = $1", [caller.userId])
    const saved = await writeWithEvents(
      db,
      async (tx, emit) => {
        if (input.id !== undefined) await requireNoticeWithinReach(tx, reach, caller.userId, input.id)
        const result = await saveNotification(tx, caller.tenantId, { id: caller.userId, name: me?.name ?? '' }, input, now)
        await emit({ tenantId: caller.tenantId, userId: null, kind: result.created ? 'published' : 'updated', notificationId: result.id })
        const after = toPublished(await findPublished(tx, caller.tenantId, result.id))
        await audit(
          c,
          tx,
          {
            module: MODULE,
            action: result.created ? 'create' : 'update',
            target: input.title,
            summary: `${result.created ? 'Published' : 'Edited'} the notification "${input.title}"`,
            before: result.before ? toPublished(result.before) : undefined,
            after: { ...after, readCount: undefined, audience: undefined },
          },
          now,
        )
        // Read count and audience inside the transaction: the answer is ready at the commit, which
        // is when the bells' fan-out starts — after it, the answer waited for that (2 s for 10 000
        // open bells on PGlite, whose one connection serves both), before it, the bells wait ~0.1 s.
        return publishedOne(tx, caller.tenantId, after.id)
      },
      now,
    )
    return ok(c, saved)
  })

  app.post('/notification/publish/withdrawNotification', ...guard, async (c) => {
    const caller = c.get('caller')
    const id = optionalIntParam(await readParams(c), 'id', 1, MAX_INT)
    if (id === undefined) throw badRequest(/*i18n*/ 'id is required')
    const now = deps.now()
    const reach = await callerReach(db, caller)
    await writeWithEvents(
      db,
      async (tx, emit) => {
        await requireNoticeWithinReach(tx, reach, caller.userId, id)
        const before = await findPublished(tx, caller.tenantId, id, true)
        if (!(await withdraw(tx, caller.tenantId, id, now))) return
        await emit({ tenantId: caller.tenantId, userId: null, kind: 'withdrawn', notificationId: id })
        await audit(c, tx, { module: MODULE, action: 'withdraw', target: before.title, summary: `Withdrew the notification "${before.title}"` }, now)
      },
      now,
    )
    return done(c)
  })

  /** `id`; `read` true/false (absent: all); `keyword`; paged. Recipients within the caller's data scope. */
  app.get('/notification/publish/queryReceipts', ...guard, async (c) => {
    const params = await readParams(c)
    const id = optionalIntParam(params, 'id', 1, MAX_INT)
    if (id === undefined) throw badRequest(/*i18n*/ 'id is required')
    const read = optionalParam(params, 'read')
    if (read !== undefined && read !== 'true' && read !== 'false') throw badRequest(/*i18n*/ '{name} must be true or false', { name: 'read' })
    const caller = c.get('caller')
    const { scope } = await callerReach(db, caller)
    return ok(
      c,
      await queryReceipts(db, scope, id, {
        ...(read !== undefined ? { read: read === 'true' } : {}),
        keyword: optionalParam(params, 'keyword'),
        currentPage: intParam(params, 'currentPage', 1, 1, 1_000_000),
        pageSize: intParam(params, 'pageSize', 20, 1, MAX_RECEIPTS_PAGE),
      }),
    )
  })

  /** Reminds the unread recipients of a current notice within the caller's data scope (a notice the
   * caller may change: requireNoticeWithinReach). */
  app.post('/notification/publish/remindUnread', ...guard, async (c) => {
    const caller = c.get('caller')
    const id = optionalIntParam(await readParams(c), 'id', 1, MAX_INT)
    if (id === undefined) throw badRequest(/*i18n*/ 'id is required')
    const now = deps.now()
    const reach = await callerReach(db, caller)
    const result = await writeWithEvents(
      db,
      async (tx, emit) => {
        // As for an edit or a withdrawal: not a notice of a publisher whose roles reach beyond the caller's.
        await requireNoticeWithinReach(tx, reach, caller.userId, id)
        const answer = await remindUnread(tx, reach.scope, caller.userId, id, now)
        await emit({ tenantId: caller.tenantId, userId: null, kind: 'reminded', notificationId: id })
        await audit(
          c,
          tx,
          {
            module: MODULE,
            action: 'remind',
            target: answer.title,
            summary: `Reminded ${answer.reminded} unread recipients of the notification "${answer.title}"`,
          },
          now,
        )
        return answer
      },
      now,
    )
    return ok(c, { reminded: result.reminded, skipped: result.skipped })
  })

  app.get('/notification/publish/queryPublished', ...guard, async (c) => {
    const params = await readParams(c)
    const state = optionalParam(params, 'state')
    if (state !== undefined && !['current', 'upcoming', 'expired'].includes(state))
      throw badRequest(/*i18n*/ '{name} must be one of {allowed}', { name: 'state', allowed: 'current, upcoming, expired' })
    const caller = c.get('caller')
    const editor = { callerId: caller.userId, beyond: await rolesBeyondReach(db, await callerReach(db, caller)) }
    const page = await queryPublished(
      db,
      caller.tenantId,
      {
        currentPage: intParam(params, 'currentPage', 1, 1, 1_000_000),
        pageSize: intParam(params, 'pageSize', 10, 1, 100),
        title: optionalParam(params, 'title'),
        type: optionalParam(params, 'type'),
        ...(state ? { state: state as NotificationState } : {}),
      },
      deps.now(),
      editor,
    )
    return ok(c, page)
  })

  return app
}
