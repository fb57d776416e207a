/**
 * /api/notification/notification: the caller's notifications (publish object empty or one of
 * the caller's roles; newest first; read state per user), marking one read, and the types.
 */
import { Hono } from 'hono'
import type { Page } from '../../../src/platform/core/api/types.ts'
import type { Notification } from '../../../src/domains/notifications/contract.ts'
import type { Queryable } from '../db.ts'
import {
  badRequest,
  intParam,
  MAX_INT,
  notFound,
  ok,
  optionalIntParam,
  optionalParam,
  readParams,
  type AppEnv,
  type Caller,
  type Deps,
} from '../http.ts'
import { requireSession } from '../sessions.ts'
import { listDict } from './admin.ts'

export const MAX_NOTIFICATION_PAGE_SIZE = 1000
export const NOTIFICATION_DICT = 'notification'

interface NotificationRow {
  id: number
  title: string
  content: string
  type: string
  priority: Notification['priority']
  publisher: string
  create_time: Date
  start_time: Date | null
  end_time: Date | null
  publish_object: string | null
  read: boolean
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    priority: row.priority,
    publisher: row.publisher,
    createTime: iso(row.create_time)!,
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    publishObject: row.publish_object,
    read: row.read,
  }
}

/** Columns and visibility rule; $1 tenant, $2 user, $3 the caller's role codes. */
const VISIBLE = `
  select n.id, n.title, n.content, n.type, n.priority, n.publisher, n.create_time, n.start_time,
         n.end_time, n.publish_object,
         exists (select 1 from notification_reads r where r.notification_id = n.id and r.user_id = $2) as read
  from notifications n
  where n.tenant_id = $1 and (n.publish_object is null or n.publish_object = any($3::text[]))`

function parseRead(value: string | undefined): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined
  if (value === 'true') return true
  if (value === 'false') return false
  throw badRequest('read must be true or false')
}

async function findVisible(q: Queryable, caller: Caller, id: number): Promise<Notification | null> {
  const [row] = await q.query<NotificationRow>(`${VISIBLE} and n.id = $4`, [caller.tenantId, caller.userId, caller.roles, id])
  return row ? toNotification(row) : null
}

export function notificationRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const { db } = deps
  app.use('*', requireSession(deps))

  app.get('/queryMyNotification', async (c) => {
    const caller = c.get('caller')
    const params = await readParams(c)
    const currentPage = intParam(params, 'currentPage', 1, 1, 1_000_000)
    const pageSize = intParam(params, 'pageSize', 10, 1, MAX_NOTIFICATION_PAGE_SIZE)
    const filters = [
      optionalParam(params, 'type') ?? null,
      optionalParam(params, 'priority') ?? null,
      parseRead(params.read) ?? null,
      optionalParam(params, 'title') ?? null,
    ]
    const filtered = `select * from (${VISIBLE}) v
      where ($4::text is null or v.type = $4)
        and ($5::text is null or v.priority = $5)
        and ($6::boolean is null or v.read = $6)
        and ($7::text is null or position(lower($7) in lower(v.title)) > 0)`
    const base = [caller.tenantId, caller.userId, caller.roles, ...filters]
    const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from (${filtered}) f`, base)
    const rows = await db.query<NotificationRow>(`${filtered} order by v.create_time desc, v.id desc limit $8 offset $9`, [
      ...base,
      pageSize,
      (currentPage - 1) * pageSize,
    ])
    return ok(c, { list: rows.map(toNotification), total, currentPage, pageSize } satisfies Page<Notification>)
  })

  app.post('/markRead', async (c) => {
    const caller = c.get('caller')
    const id = optionalIntParam(await readParams(c), 'id', 1, MAX_INT)
    if (id === undefined) throw badRequest('id is required')
    if (!(await findVisible(db, caller, id))) throw notFound('Notification not found')
    await db.query(
      `insert into notification_reads (notification_id, user_id, read_at) values ($1, $2, $3)
       on conflict do nothing`,
      [id, caller.userId, deps.now()],
    )
    return ok(c, await findVisible(db, caller, id))
  })

  app.get('/queryNotificationType', async (c) => ok(c, await listDict(db, c.get('caller').tenantId, NOTIFICATION_DICT)))

  return app
}
