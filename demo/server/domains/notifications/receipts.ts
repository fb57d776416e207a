/**
 * Receipts and reminders, the publisher's side: who of a notice's audience — those it reaches in
 * the console (a member who turned its type off there is left out unless it is required), within
 * the caller's data scope — has read it and when, who has not (filter, name search, paged, with the counts of
 * the whole scoped audience), and reminding those who have not read a current notice: each at most
 * once in REMIND_INTERVAL_MINUTES (a 429 saying when, when nobody is due), recorded per user so the
 * reader's list shows the reminder and brings the notice to the top.
 */
import { REMIND_INTERVAL_MINUTES, type Receipt, type Receipts } from '../../../../src/domains/notifications/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { badRequest, toPage, tooManyRequests } from '../../platform/http.ts'
import { scopeFilter, type Scope } from '../admin/index.ts'
import { iso, Params, stateSql } from './model.ts'
import { findPublished } from './publish.ts'
import { IN_CONSOLE_AUDIENCE } from './publishedList.ts'

const NAME = "coalesce(nullif(u.full_name, ''), nullif(u.nickname, ''), u.username)"
const INTERVAL_MS = REMIND_INTERVAL_MINUTES * 60_000

export interface ReceiptQuery {
  read?: boolean
  keyword?: string
  currentPage: number
  pageSize: number
}

/** `from … where …` of the notice's audience within the scope, with each one's read and reminder rows. */
function audienceFrom(p: Params, scope: Scope, id: number): string {
  const notice = p.add(id)
  const tenant = p.add(scope.tenantId)
  const inScope = scopeFilter(scope, { user: 'u.id', org: 'u.org_id' }, p.values.length + 1)
  for (const value of inScope.params) p.add(value)
  return `from notifications n
    join users u on ${IN_CONSOLE_AUDIENCE}
    left join orgs o on o.id = u.org_id
    left join notification_reads r on r.notification_id = n.id and r.user_id = u.id
    left join notification_reminders m on m.notification_id = n.id and m.user_id = u.id
    where n.id = ${notice} and n.tenant_id = ${tenant} and ${inScope.sql}`
}

/** One page of the notice's receipts (404 for a notice not of the tenant): the latest readers
 * first, then those who have not read it, by name. */
export async function queryReceipts(q: Queryable, scope: Scope, id: number, query: ReceiptQuery): Promise<Receipts> {
  await findPublished(q, scope.tenantId, id)
  const p = new Params()
  const from = audienceFrom(p, scope, id)
  const [summary] = await q.query<{ audience: number; read: number }>(`select count(*)::int as audience, count(r.user_id)::int as read ${from}`, p.values)
  let where = from
  if (query.read !== undefined) where += query.read ? ' and r.user_id is not null' : ' and r.user_id is null'
  const keyword = query.keyword?.trim().toLowerCase()
  if (keyword) {
    const k = p.add(keyword)
    where += ` and (position(${k} in lower(${NAME})) > 0 or position(${k} in lower(u.username)) > 0 or position(${k} in lower(coalesce(o.name, ''))) > 0)`
  }
  const [{ total }] = await q.query<{ total: number }>(`select count(*)::int as total ${where}`, p.values)
  const rows = await q.query<{ id: number; username: string; name: string; org_name: string | null; read_at: Date | null; reminded_at: Date | null }>(
    `select u.id, u.username, ${NAME} as name, o.name as org_name, r.read_at, m.reminded_at ${where}
     order by r.read_at desc nulls last, lower(${NAME}), u.id
     limit ${p.add(query.pageSize)} offset ${p.add((query.currentPage - 1) * query.pageSize)}`,
    p.values,
  )
  const list: Receipt[] = rows.map((row) => ({
    userId: row.id,
    username: row.username,
    name: row.name,
    orgName: row.org_name ?? '',
    readAt: iso(row.read_at),
    remindedAt: iso(row.reminded_at),
  }))
  return { ...toPage(list, total, query.currentPage, query.pageSize), summary }
}

/** Reminds the notice's unread recipients within the scope who were not reminded in the last
 * interval; answers how many were reminded and how many were skipped as reminded lately. A notice
 * that is not current (withdrawn, upcoming, expired) is refused (400), as is one everybody read;
 * when every unread one was reminded lately, 429 says in how many minutes. */
export async function remindUnread(
  q: Queryable,
  scope: Scope,
  callerId: number,
  id: number,
  now: Date,
): Promise<{ reminded: number; skipped: number; title: string }> {
  const notice = await findPublished(q, scope.tenantId, id, true)
  const p = new Params()
  const current = await q.query(
    `select 1 from notifications n where n.id = ${p.add(id)} and n.withdrawn_at is null and ${stateSql(p, 'current', now)}`,
    p.values,
  )
  if (current.length === 0) throw badRequest(/*i18n*/ 'Only a current notification can be reminded of: this one is withdrawn, not started or over')
  const a = new Params()
  const unread = await q.query<{ id: number; reminded_at: Date | null }>(
    `select u.id, m.reminded_at ${audienceFrom(a, scope, id)} and r.user_id is null`,
    a.values,
  )
  if (unread.length === 0) throw badRequest(/*i18n*/ 'Everyone it is for has read it: there is nobody to remind')
  const due = unread.filter((row) => row.reminded_at === null || now.getTime() - new Date(row.reminded_at).getTime() >= INTERVAL_MS)
  if (due.length === 0) {
    const next = Math.min(...unread.map((row) => new Date(row.reminded_at!).getTime() + INTERVAL_MS))
    throw tooManyRequests(
      /*i18n*/ 'They were reminded less than an hour ago: you can remind them again in {minutes, plural, one {# minute} other {# minutes}}',
      Math.max(1, Math.ceil((next - now.getTime()) / 1000)),
    )
  }
  await q.query(
    `insert into notification_reminders (notification_id, user_id, reminded_at, reminded_by) select $1, unnest($2::int[]), $3, $4
     on conflict (notification_id, user_id) do update set reminded_at = excluded.reminded_at, reminded_by = excluded.reminded_by`,
    [id, due.map((row) => row.id), now, callerId],
  )
  return { reminded: due.length, skipped: unread.length - due.length, title: notice.title }
}
