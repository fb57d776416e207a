/**
 * The sign-in records (docs/spec.md#attendance) for administrators and editors: the filters (organisation and
 * below, user, inclusive UTC days, verdict, flagged — each bad value a 400 naming it), the paged
 * list newest first and the daily counts by verdict (one row per day of the range), both within
 * the caller's tenant and data scope.
 */
import { VERDICTS, type CheckInRecord, type DailyCount, type Verdict } from '../../../../src/domains/attendance/contract.ts'
import type { Page } from '#platform/core/api/types.ts'
import type { Queryable } from '../../platform/db.ts'
import { fieldError, toPage } from '../../platform/http.ts'
import { intParam, optionalParam, type Params } from '../../platform/params.ts'
import { orgSubtree, scopeFilter, type Scope } from '../admin/index.ts'
import { RECORD_COLUMNS, toRecord, type RecordRow } from './checkIns.ts'
import { dateField, idField } from './scopes.ts'

export const MAX_RECORD_PAGE_SIZE = 500
/** The daily counts cover at most this many days; without a range, the last DEFAULT_DAYS. */
export const MAX_DAYS = 366
export const DEFAULT_DAYS = 30
const DAY_MS = 86_400_000

export interface RecordFilter {
  orgId?: number
  userId?: number
  /** Part of the user's username or nickname. */
  user?: string
  /** UTC midnight of the first day. */
  from?: Date
  /** UTC midnight of the last day (inclusive). */
  to?: Date
  verdict?: Verdict
  flagged: boolean
}

function day(params: Params, field: 'from' | 'to'): Date | undefined {
  const raw = optionalParam(params, field)
  return raw === undefined ? undefined : new Date(`${dateField(raw, field)}T00:00:00Z`)
}

export function recordFilter(params: Params): RecordFilter {
  const orgRaw = optionalParam(params, 'orgId')
  const userRaw = optionalParam(params, 'userId')
  const verdict = optionalParam(params, 'verdict')
  if (verdict !== undefined && !VERDICTS.includes(verdict as Verdict))
    throw fieldError('verdict', /*i18n*/ '{name} must be one of {allowed}', { name: 'verdict', allowed: VERDICTS.join(', ') })
  const flaggedRaw = optionalParam(params, 'flagged')
  if (flaggedRaw !== undefined && !['true', 'false', '1', '0'].includes(flaggedRaw))
    throw fieldError('flagged', /*i18n*/ '{name} must be true or false', { name: 'flagged' })
  const from = day(params, 'from')
  const to = day(params, 'to')
  if (from && to && from > to) throw fieldError('to', /*i18n*/ 'to must not be before from')
  const user = optionalParam(params, 'user')
  if (user !== undefined && user.length > 64) throw fieldError('user', /*i18n*/ '{name} must be at most {max} characters', { name: 'user', max: 64 })
  return {
    ...(orgRaw !== undefined ? { orgId: idField(orgRaw, 'orgId') } : {}),
    ...(userRaw !== undefined ? { userId: idField(userRaw, 'userId') } : {}),
    ...(user !== undefined ? { user } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(verdict !== undefined ? { verdict: verdict as Verdict } : {}),
    flagged: flaggedRaw === 'true' || flaggedRaw === '1',
  }
}

/** The where clause of the filter (`r` the check-in, `u` its user) and its parameters. */
async function whereOf(q: Queryable, scope: Scope, filter: RecordFilter): Promise<{ sql: string; params: unknown[] }> {
  const params: unknown[] = [scope.tenantId]
  const where = ['r.tenant_id = $1']
  const add = (sql: string, value: unknown) => {
    params.push(value)
    where.push(sql.replaceAll('?', `$${params.length}`))
  }
  if (filter.orgId !== undefined) {
    const orgs = await orgSubtree(q, scope.tenantId, filter.orgId)
    if (orgs.length === 0) throw fieldError('orgId', /*i18n*/ '{name} {id} is not an organisation of your tenant', { name: 'orgId', id: filter.orgId })
    add('r.org_id = any(?::int[])', orgs)
  }
  if (filter.userId !== undefined) add('r.user_id = ?', filter.userId)
  if (filter.user) add('(position(lower(?) in lower(u.username)) > 0 or position(lower(?) in lower(u.nickname)) > 0)', filter.user)
  if (filter.from) add('r.created_at >= ?', filter.from)
  if (filter.to) add('r.created_at < ?', new Date(filter.to.getTime() + DAY_MS))
  if (filter.verdict) add('r.verdict = ?', filter.verdict)
  if (filter.flagged) where.push('cardinality(r.flags) > 0')
  const data = scopeFilter(scope, { user: 'r.user_id', org: 'r.org_id' }, params.length + 1)
  where.push(data.sql)
  params.push(...data.params)
  return { sql: where.join(' and '), params }
}

const FROM = 'check_ins r join users u on u.id = r.user_id left join orgs o on o.id = r.org_id'

export async function queryRecords(q: Queryable, scope: Scope, filter: RecordFilter, page: Params): Promise<Page<CheckInRecord>> {
  const currentPage = intParam(page, 'currentPage', 1, 1, 1_000_000)
  const pageSize = intParam(page, 'pageSize', 20, 1, MAX_RECORD_PAGE_SIZE)
  const { sql, params } = await whereOf(q, scope, filter)
  const [{ total }] = await q.query<{ total: number }>(`select count(*)::int as total from ${FROM} where ${sql}`, params)
  const rows = await q.query<RecordRow>(
    `select ${RECORD_COLUMNS} from ${FROM} where ${sql} order by r.created_at desc, r.id desc
     limit ${pageSize} offset ${(currentPage - 1) * pageSize}`,
    params,
  )
  return toPage(rows.map(toRecord), total, currentPage, pageSize)
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** The days of the filter: its from/to, else the DEFAULT_DAYS ending today (UTC). */
export function dayRange(filter: RecordFilter, now: Date): { from: Date; to: Date } {
  const today = new Date(`${isoDay(now)}T00:00:00Z`)
  const to = filter.to ?? (filter.from && filter.from > today ? filter.from : today)
  const from = filter.from ?? new Date(to.getTime() - (DEFAULT_DAYS - 1) * DAY_MS)
  if ((to.getTime() - from.getTime()) / DAY_MS + 1 > MAX_DAYS) throw fieldError('from', /*i18n*/ 'The range may cover at most {max} days', { max: MAX_DAYS })
  return { from, to }
}

export async function dailyCounts(q: Queryable, scope: Scope, filter: RecordFilter, now: Date): Promise<DailyCount[]> {
  const range = dayRange(filter, now)
  const { sql, params } = await whereOf(q, scope, { ...filter, ...range })
  const rows = await q.query<{ date: string; verdict: Verdict; n: number }>(
    `select to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD') as date, r.verdict, count(*)::int as n
     from ${FROM} where ${sql} group by 1, 2`,
    params,
  )
  const days = new Map<string, DailyCount>()
  for (let t = range.from.getTime(); t <= range.to.getTime(); t += DAY_MS) {
    const date = isoDay(new Date(t))
    days.set(date, { date, inside: 0, outside: 0, uncertain: 0 })
  }
  for (const row of rows) {
    const count = days.get(row.date)
    if (count) count[row.verdict] += row.n
  }
  return [...days.values()]
}
