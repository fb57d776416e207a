/**
 * The notifications endpoints: the caller's notifications (paged, filtered by type, priority,
 * read state and title), marking one read, and the notification types (a dictionary).
 */
import { Hono } from 'hono'
import { badRequest, done, notFound, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { intParam, MAX_INT, optionalIntParam, optionalParam, readParams } from '../../platform/params.ts'
import { requireSession } from '../../platform/sessions.ts'
import { listDict } from '../admin/index.ts'
import { findVisible, markRead, queryNotifications } from './model.ts'

export const MAX_NOTIFICATION_PAGE_SIZE = 1000
export const NOTIFICATION_DICT = 'notification'

function parseRead(value: string | undefined): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined
  if (value === 'true') return true
  if (value === 'false') return false
  throw badRequest('read must be true or false')
}

export function notificationsRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const session = requireSession(deps)

  app.get('/notification/notification/queryMyNotification', session, async (c) => {
    const params = await readParams(c)
    const page = await queryNotifications(db, c.get('caller'), {
      currentPage: intParam(params, 'currentPage', 1, 1, 1_000_000),
      pageSize: intParam(params, 'pageSize', 10, 1, MAX_NOTIFICATION_PAGE_SIZE),
      type: optionalParam(params, 'type'),
      priority: optionalParam(params, 'priority'),
      read: parseRead(params.read),
      title: optionalParam(params, 'title'),
    })
    return ok(c, page)
  })

  app.post('/notification/notification/markRead', session, async (c) => {
    const caller = c.get('caller')
    const id = optionalIntParam(await readParams(c), 'id', 1, MAX_INT)
    if (id === undefined) throw badRequest('id is required')
    if (!(await findVisible(db, caller, id))) throw notFound('Notification not found')
    await markRead(db, caller, id, deps.now())
    return done(c)
  })

  app.get('/notification/notification/queryNotificationType', session, async (c) =>
    ok(c, await listDict(db, c.get('caller').tenantId, NOTIFICATION_DICT)),
  )

  return app
}
