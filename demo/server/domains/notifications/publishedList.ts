/**
 * The tenant's published notifications as publishers see them — every state, withdrawn ones too —
 * with each one's read count and audience (who it reaches in the console now, IN_CONSOLE_AUDIENCE:
 * also the receipts' and the reminders' audience, and the digest's), and whether the caller may
 * edit it.
 */
import type { Page } from '#platform/core/api/types.ts'
import type { NotificationState, PublishedNotification } from '../../../../src/domains/notifications/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { notFound, toPage } from '../../platform/http.ts'
import { COLUMNS, notMutedOf, Params, stateSql, toNotification, type NotificationRow } from './model.ts'

interface PublishedRow extends NotificationRow {
  read_count: number
  audience: number
  editable?: boolean
}

/** Whether user row `u` is one the notice `n` is for, now: an enabled, approved user of its tenant
 * in its publish object (none = everyone; a role by holding it; an organisation with those below). */
export const IN_AUDIENCE = `u.tenant_id = n.tenant_id and u.deleted_at is null and u.audit_status = 'approved' and u.status = 'enabled' and (
    (cardinality(n.publish_users) = 0 and cardinality(n.publish_orgs) = 0 and cardinality(n.publish_roles) = 0)
    or u.id = any(n.publish_users)
    or u.id in (select ur.user_id from user_roles ur join roles r on r.id = ur.role_id
                 where r.tenant_id = n.tenant_id and r.code = any(n.publish_roles))
    or u.org_id in (with recursive down(id) as (
                      select o.id from orgs o where o.tenant_id = n.tenant_id and o.id = any(n.publish_orgs)
                      union select o.id from orgs o join down on o.parent_id = down.id)
                    select id from down))`

/** IN_AUDIENCE, and the notice reaches them in the console: they did not turn its type off there,
 * or it is required — the audience of the receipts, the reminders and the published list's count. */
export const IN_CONSOLE_AUDIENCE = `${IN_AUDIENCE} and ${notMutedOf('u.id')}`

/** How many users the notice reaches in the console (its audience, now). */
const AUDIENCE = `(select count(*)::int from users u where ${IN_CONSOLE_AUDIENCE})`
/** How many of them have read it (never more than the audience). */
const READ_COUNT = `(select count(*)::int from notification_reads r join users u on u.id = r.user_id where r.notification_id = n.id and ${IN_CONSOLE_AUDIENCE})`

export interface PublishedQuery {
  currentPage: number
  pageSize: number
  title?: string
  type?: string
  state?: NotificationState
}

export function toPublished(row: NotificationRow & Partial<PublishedRow>): PublishedNotification {
  const { read: _read, archived: _archived, snoozedUntil: _snoozed, remindedAt: _reminded, ...rest } = toNotification(row)
  return {
    ...rest,
    markdown: row.markdown,
    readCount: row.read_count ?? 0,
    audience: row.audience ?? 0,
    withdrawn: row.withdrawn_at !== null,
    ...(row.editable !== undefined ? { editable: row.editable } : {}),
  }
}

/** One of the tenant's notifications as its publisher sees it, with read count and audience. */
export async function publishedOne(q: Queryable, tenantId: number, id: number): Promise<PublishedNotification> {
  const [row] = await q.query<PublishedRow>(
    `select ${COLUMNS}, ${READ_COUNT} as read_count, ${AUDIENCE} as audience
       from notifications n where n.id = $1 and n.tenant_id = $2`,
    [id, tenantId],
  )
  if (!row) throw notFound(/*i18n*/ 'Notification not found')
  return toPublished(row)
}

/** The tenant's notifications as publishers see them (every state, withdrawn ones too), newest
 * first; each `editable` unless its publisher holds one of `beyond` (rolesBeyondReach) and is not
 * the caller (requireNoticeWithinReach). */
export async function queryPublished(
  q: Queryable,
  tenantId: number,
  query: PublishedQuery,
  now: Date,
  editor: { callerId: number; beyond: readonly number[] } = { callerId: 0, beyond: [] },
): Promise<Page<PublishedNotification>> {
  const p = new Params()
  let where = `from notifications n where n.tenant_id = ${p.add(tenantId)}`
  if (query.title) where += ` and position(lower(${p.add(query.title)}) in lower(n.title)) > 0`
  if (query.type) where += ` and n.type = ${p.add(query.type)}`
  if (query.state) where += ` and n.withdrawn_at is null and ${stateSql(p, query.state, now)}`
  const [{ total }] = await q.query<{ total: number }>(`select count(*)::int as total ${where}`, p.values)
  const editable = `(n.publisher_id is null or n.publisher_id = ${p.add(editor.callerId)} or not exists (
    select 1 from user_roles b where b.user_id = n.publisher_id and b.role_id = any(${p.add(editor.beyond)}::int[]))) as editable`
  const rows = await q.query<PublishedRow>(
    `select ${COLUMNS}, ${READ_COUNT} as read_count, ${AUDIENCE} as audience, ${editable}
     ${where} order by n.create_time desc, n.id desc limit ${p.add(query.pageSize)} offset ${p.add((query.currentPage - 1) * query.pageSize)}`,
    p.values,
  )
  return toPage(rows.map(toPublished), total, query.currentPage, query.pageSize)
}
