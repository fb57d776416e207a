/**
 * The notifications model: what a caller may see (the tenant's notices whose publish object is
 * empty or one of the caller's roles, newest first, with the caller's read state), one page of
 * them with filters, one by id, and marking one read.
 */
import type { Page } from '../../../../src/platform/core/api/types.ts'
import type { Notification } from '../../../../src/domains/notifications/contract.ts'
import type { Caller } from '../../platform/caller.ts'
import type { Queryable } from '../../platform/db.ts'
import { toPage } from '../../platform/http.ts'

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
    // Until the notifications issue's migration: the column holds one role code.
    publishObject: row.publish_object === null ? null : { users: [], orgs: [], roles: [row.publish_object] },
    read: row.read,
    archived: false,
  }
}

/** Columns and visibility rule; $1 tenant, $2 user, $3 the caller's role codes. */
const VISIBLE = `
  select n.id, n.title, n.content, n.type, n.priority, n.publisher, n.create_time, n.start_time,
         n.end_time, n.publish_object,
         exists (select 1 from notification_reads r where r.notification_id = n.id and r.user_id = $2) as read
  from notifications n
  where n.tenant_id = $1 and (n.publish_object is null or n.publish_object = any($3::text[]))`

export interface NotificationQuery {
  currentPage: number
  pageSize: number
  type?: string
  priority?: string
  read?: boolean
  /** Part of the title, case-insensitive. */
  title?: string
}

/** One page of the notifications the caller may see. */
export async function queryNotifications(q: Queryable, caller: Caller, query: NotificationQuery): Promise<Page<Notification>> {
  const { currentPage, pageSize } = query
  const filters = [query.type ?? null, query.priority ?? null, query.read ?? null, query.title ?? null]
  const filtered = `select * from (${VISIBLE}) v
    where ($4::text is null or v.type = $4)
      and ($5::text is null or v.priority = $5)
      and ($6::boolean is null or v.read = $6)
      and ($7::text is null or position(lower($7) in lower(v.title)) > 0)`
  const base = [caller.tenantId, caller.userId, caller.roles, ...filters]
  const [{ total }] = await q.query<{ total: number }>(`select count(*)::int as total from (${filtered}) f`, base)
  const rows = await q.query<NotificationRow>(`${filtered} order by v.create_time desc, v.id desc limit $8 offset $9`, [
    ...base,
    pageSize,
    (currentPage - 1) * pageSize,
  ])
  return toPage(rows.map(toNotification), total, currentPage, pageSize)
}

/** The notification if the caller may see it, else null. */
export async function findVisible(q: Queryable, caller: Caller, id: number): Promise<Notification | null> {
  const [row] = await q.query<NotificationRow>(`${VISIBLE} and n.id = $4`, [caller.tenantId, caller.userId, caller.roles, id])
  return row ? toNotification(row) : null
}

/** Records that the caller read the notification (again: no change). */
export async function markRead(q: Queryable, caller: Caller, id: number, now: Date): Promise<void> {
  await q.query(
    `insert into notification_reads (notification_id, user_id, read_at) values ($1, $2, $3)
     on conflict do nothing`,
    [id, caller.userId, now],
  )
}
