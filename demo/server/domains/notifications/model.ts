/**
 * The notifications model, the reader's side: the reader (user, organisation with every one
 * above it, roles), the visibility rule in SQL — the same rule as
 * src/domains/notifications/logic/visibility.ts: tenant, not withdrawn, in the publish object
 * (none = everyone; a listed organisation includes its descendants), current — one page by box,
 * type, priority, state and title, the unread count (the per-user read, archive and snooze marks
 * are written by marks.ts; a snoozed notice is in the snoozed box only until its time, then
 * unread again), and the reader's reminders (a reminded notice sorts by the reminder's time); a type the reader muted in
 * the console is left out (unless the notice is required).
 */
import type { Page } from '#platform/core/api/types.ts'
import type { Notification, NotificationBox, NotificationState } from '../../../../src/domains/notifications/contract.ts'
import type { Reader } from '../../../../src/domains/notifications/logic/visibility.ts'
import type { Queryable } from '../../platform/db.ts'
import { toPage } from '../../platform/http.ts'

export interface NotificationRow {
  id: number
  title: string
  content: string
  markdown: string
  type: string
  priority: Notification['priority']
  publisher: string
  create_time: Date
  start_time: Date | null
  end_time: Date | null
  publish_users: number[]
  publish_orgs: number[]
  publish_roles: string[]
  withdrawn_at: Date | null
  required: boolean
  read?: boolean
  archived?: boolean
  snoozed_until?: Date | null
  reminded_at?: Date | null
}

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

export function publishObjectOf(row: NotificationRow): Notification['publishObject'] {
  const { publish_users: users, publish_orgs: orgs, publish_roles: roles } = row
  return users.length + orgs.length + roles.length === 0 ? null : { users, orgs, roles }
}

export function toNotification(row: NotificationRow): Notification {
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
    publishObject: publishObjectOf(row),
    required: row.required,
    read: row.read ?? false,
    archived: row.archived ?? false,
    snoozedUntil: iso(row.snoozed_until ?? null),
    remindedAt: iso(row.reminded_at ?? null),
  }
}

export const COLUMNS = `n.id, n.title, n.content, n.markdown, n.type, n.priority, n.publisher, n.create_time, n.start_time,
  n.end_time, n.publish_users, n.publish_orgs, n.publish_roles, n.withdrawn_at, n.required`

/** The caller as the visibility rule needs them. */
export async function readerOf(q: Queryable, caller: { userId: number; tenantId: number; roles: string[] }): Promise<Reader> {
  const orgs = await q.query<{ id: number }>(
    `with recursive up(id, parent_id) as (
       select o.id, o.parent_id from orgs o join users u on u.org_id = o.id where u.id = $1 and u.tenant_id = $2 and o.tenant_id = $2
       union
       select o.id, o.parent_id from orgs o join up on o.id = up.parent_id where o.tenant_id = $2)
     select id from up`,
    [caller.userId, caller.tenantId],
  )
  return { userId: caller.userId, orgIds: orgs.map((o) => o.id), roles: caller.roles }
}

/** Builds a statement's `$n` parameters in order. */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** How a statement names the reader: one reader's values, or the columns of a set of readers
 * (`rd`, see readersFrom) — so one rule serves one reader and all the connected ones at once. */
interface ReaderSql {
  user: string
  orgs: string
  roles: string
}

const readerValues = (p: Params, reader: Reader): ReaderSql => ({
  user: `${p.add(reader.userId)}::int`,
  orgs: `${p.add(reader.orgIds)}::int[]`,
  roles: `${p.add(reader.roles)}::text[]`,
})
const READER_SET: ReaderSql = { user: 'rd.user_id', orgs: 'rd.org_ids', roles: 'rd.roles' }

/** `readers` as a row set `rd` (user_id, org_ids, roles), to join before `notifications n`. */
function readersFrom(p: Params, readers: readonly Reader[]): string {
  const rows = readers.map((r) => ({ user_id: r.userId, org_ids: r.orgIds, roles: r.roles }))
  return `jsonb_to_recordset(${p.add(JSON.stringify(rows))}::jsonb) as rd(user_id int, org_ids int[], roles text[]) cross join`
}

/** `n` is in the reader's audience (publish object only; no period, no withdrawal). */
function audienceOf(r: ReaderSql): string {
  return `((cardinality(n.publish_users) = 0 and cardinality(n.publish_orgs) = 0 and cardinality(n.publish_roles) = 0)
    or ${r.user} = any(n.publish_users)
    or n.publish_orgs && ${r.orgs}
    or n.publish_roles && ${r.roles})`
}

/** The reader has not muted `n`'s type in the console (or `n` is required: it cannot be muted). */
export const notMutedOf = (user: string) =>
  `(n.required or not exists (select 1 from notification_preferences np where np.user_id = ${user} and np.type = n.type and not np.in_app))`

/** `n` is in `state` at `now` (start and end both included in `current`). */
export function stateSql(p: Params, state: NotificationState, now: Date): string {
  const at = p.add(now)
  if (state === 'upcoming') return `(n.start_time is not null and n.start_time > ${at})`
  if (state === 'expired') return `(n.end_time is not null and n.end_time < ${at})`
  return `((n.start_time is null or n.start_time <= ${at}) and (n.end_time is null or n.end_time >= ${at}))`
}

/** Read mark `r` counts as read at `at` (marked unread, or snoozed, from `unread_since` on). */
export const countsAsReadSql = (at: string) => `(r.unread_since is null or r.unread_since > ${at})`

/** The rows the reader sees: tenant, not withdrawn, audience, and `state` (current for a reader);
 * `from` puts a set of readers before the notices (readersFrom). */
function visibleFrom(p: Params, tenantId: number, reader: ReaderSql, state: NotificationState, now: Date, from = ''): string {
  const at = p.add(now)
  // `r` joins only while the notice counts as read for the reader (see setRead).
  return `from ${from} notifications n
    left join notification_reads r on r.notification_id = n.id and r.user_id = ${reader.user} and ${countsAsReadSql(at)}
    left join notification_archives a on a.notification_id = n.id and a.user_id = ${reader.user}
    left join notification_snoozes z on z.notification_id = n.id and z.user_id = ${reader.user} and z.until > ${at}
    left join notification_reminders m on m.notification_id = n.id and m.user_id = ${reader.user}
    where n.tenant_id = ${p.add(tenantId)} and n.withdrawn_at is null
      and ${audienceOf(reader)} and ${stateSql(p, state, now)} and ${notMutedOf(reader.user)}`
}

/** A snoozed notice is out of unread and read (and the count) until its time; `all` still lists it. */
const BOX: Record<NotificationBox, string> = {
  unread: 'r.user_id is null and a.user_id is null and z.user_id is null',
  read: 'r.user_id is not null and a.user_id is null and z.user_id is null',
  all: 'a.user_id is null',
  snoozed: 'z.user_id is not null and a.user_id is null',
  archived: 'a.user_id is not null',
}

export interface MyQuery {
  currentPage: number
  pageSize: number
  box: NotificationBox
  type?: string
  priority?: string
  /** Readers: current only (upcoming and expired answer nothing); publishers may look ahead or back. */
  state: NotificationState
  /** Part of the title, case-insensitive. */
  title?: string
  /** The caller may publish (then upcoming and expired show the notices of their audience). */
  publisher: boolean
}

/** One page of the caller's notifications, newest first (a notice the reader was reminded of counts
 * from the reminder). */
export async function queryNotifications(q: Queryable, tenantId: number, reader: Reader, query: MyQuery, now: Date): Promise<Page<Notification>> {
  const { currentPage, pageSize } = query
  if (query.state !== 'current' && !query.publisher) return toPage([], 0, currentPage, pageSize)
  const p = new Params()
  let where = `${visibleFrom(p, tenantId, readerValues(p, reader), query.state, now)} and ${BOX[query.box]}`
  if (query.type) where += ` and n.type = ${p.add(query.type)}`
  if (query.priority) where += ` and n.priority = ${p.add(query.priority)}`
  if (query.title) where += ` and position(lower(${p.add(query.title)}) in lower(n.title)) > 0`
  const [{ total }] = await q.query<{ total: number }>(`select count(*)::int as total ${where}`, p.values)
  const rows = await q.query<NotificationRow>(
    `select ${COLUMNS}, r.user_id is not null as read, a.user_id is not null as archived, z.until as snoozed_until, m.reminded_at ${where}
     order by coalesce(m.reminded_at, n.create_time) desc, n.id desc limit ${p.add(pageSize)} offset ${p.add((currentPage - 1) * pageSize)}`,
    p.values,
  )
  return toPage(rows.map(toNotification), total, currentPage, pageSize)
}

/** How many current notices the caller has not read and not archived. */
export async function unreadCount(q: Queryable, tenantId: number, reader: Reader, now: Date): Promise<number> {
  const p = new Params()
  const [{ n }] = await q.query<{ n: number }>(
    `select count(*)::int as n ${visibleFrom(p, tenantId, readerValues(p, reader), 'current', now)} and ${BOX.unread}`,
    p.values,
  )
  return n
}

/** The unread count of each of `readers` (of one tenant) in one statement — the live streams'
 * fan-out and heartbeat: for 10 000 connected readers one query, not 10 000. A reader with none
 * is absent from the map. */
export async function unreadCounts(q: Queryable, tenantId: number, readers: readonly Reader[], now: Date): Promise<Map<number, number>> {
  if (readers.length === 0) return new Map()
  const p = new Params()
  const from = readersFrom(p, readers)
  const rows = await q.query<{ user_id: number; n: number }>(
    `select rd.user_id, count(*)::int as n ${visibleFrom(p, tenantId, READER_SET, 'current', now, from)} and ${BOX.unread} group by rd.user_id`,
    p.values,
  )
  return new Map(rows.map((row) => [Number(row.user_id), row.n]))
}

/** Which of `readers` an event about notice `id` concerns: a publish or edit of a notice they see
 * now (and have not muted); a withdrawal of one that was for them; a reminder (`reminderEventId`)
 * of one this reminder reached them with, while they have not read it. One statement for all. */
export async function concernedReaders(
  q: Queryable,
  tenantId: number,
  readers: readonly Reader[],
  id: number,
  kind: 'withdrawn' | 'reminded' | 'other',
  now: Date,
  reminderEventId?: number,
): Promise<Set<number>> {
  if (readers.length === 0) return new Set()
  const p = new Params()
  let sql = `select rd.user_id from ${readersFrom(p, readers)} notifications n where n.id = ${p.add(id)} and n.tenant_id = ${p.add(tenantId)} and ${audienceOf(READER_SET)}`
  if (kind !== 'withdrawn') sql += ` and n.withdrawn_at is null and ${stateSql(p, 'current', now)} and ${notMutedOf(READER_SET.user)}`
  // Only by this reminder (its row written at the event's time), and only while still unread.
  if (kind === 'reminded') {
    sql += ` and exists (select 1 from notification_reminders m where m.notification_id = n.id and m.user_id = rd.user_id
               and m.reminded_at >= (select e.created_at from notification_events e where e.id = ${p.add(reminderEventId ?? 0)}))
             and not exists (select 1 from notification_reads r where r.notification_id = n.id and r.user_id = rd.user_id and r.unread_since is null)`
  }
  return new Set((await q.query<{ user_id: number }>(sql, p.values)).map((row) => Number(row.user_id)))
}

/** The ids of the notices the caller sees now in `box` (for "mark all read", "archive all read"). */
export async function idsInBox(q: Queryable, tenantId: number, reader: Reader, box: NotificationBox, now: Date): Promise<number[]> {
  const p = new Params()
  const rows = await q.query<{ id: number }>(
    `select n.id ${visibleFrom(p, tenantId, readerValues(p, reader), 'current', now)} and ${BOX[box]} order by n.id`,
    p.values,
  )
  return rows.map((r) => r.id)
}

/** Whether the notice is one the caller may mark: in the tenant, not withdrawn, in their audience
 * (whatever its period — an archived notice that has expired can still be restored). */
export async function isMine(q: Queryable, tenantId: number, reader: Reader, id: number): Promise<boolean> {
  const p = new Params()
  const rows = await q.query(
    `select 1 from notifications n where n.id = ${p.add(id)} and n.tenant_id = ${p.add(tenantId)} and n.withdrawn_at is null and ${audienceOf(readerValues(p, reader))}`,
    p.values,
  )
  return rows.length > 0
}
