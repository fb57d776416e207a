/**
 * The attendance report (docs/spec.md#attendance-reports): a month's stored days (dayStore.ts)
 * summed in SQL — per member in each organisation, per organisation (the member's on that day) and per day — within
 * the caller's tenant and data scope, for an organisation and every one below it. A day counts
 * once stored, that is once closed; the summary says up to which date.
 */
import type { Page } from '#platform/core/api/types.ts'
import {
  MAX_REPORT_PAGE_SIZE,
  REPORT_SORTS,
  type MemberReportRow,
  type OrgReportRow,
  type ReportCounts,
  type ReportSort,
  type ReportSummary,
} from '../../../../src/domains/attendance/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { fieldError, toPage } from '../../platform/http.ts'
import { intParam, oneOf, optionalParam, type Params } from '../../platform/params.ts'
import { orgSubtree, scopeFilter, type Scope } from '../admin/index.ts'
import { settledOf } from './dayStore.ts'
import { datesOf, monthParam } from './days.ts'
import { optionalOrg } from './scopes.ts'

export interface ReportFilter {
  month: string
  orgId?: number
  keyword?: string
}

export function reportFilter(params: Params): ReportFilter {
  const month = monthParam(params.month)
  const orgId = optionalOrg(params)
  const keyword = optionalParam(params, 'keyword')
  return { month, ...(orgId !== undefined ? { orgId } : {}), ...(keyword ? { keyword: keyword.slice(0, 50) } : {}) }
}

/** The counts of a group of days `d`, in ReportCounts' order. */
const COUNTS = `
  count(*) filter (where d.working and d.leave_type is null)::int as due,
  count(*) filter (where 'on-time' = any(d.states))::int as on_time,
  count(*) filter (where 'late' = any(d.states))::int as late,
  coalesce(sum(d.late_minutes), 0)::int as late_minutes,
  count(*) filter (where 'left-early' = any(d.states))::int as left_early,
  coalesce(sum(d.early_minutes), 0)::int as early_minutes,
  count(*) filter (where 'absent' = any(d.states))::int as absent,
  count(*) filter (where d.states && array['no-check-in', 'no-check-out'])::int as missed,
  count(*) filter (where 'on-leave' = any(d.states))::int as leave,
  count(*) filter (where d.states && array['outside-approved', 'outside-pending', 'outside-rejected'])::int as outside`

interface CountsRow {
  due: number
  on_time: number
  late: number
  late_minutes: number
  left_early: number
  early_minutes: number
  absent: number
  missed: number
  leave: number
  outside: number
}

const toCounts = (r: CountsRow): ReportCounts => ({
  due: r.due,
  onTime: r.on_time,
  late: r.late,
  lateMinutes: r.late_minutes,
  leftEarly: r.left_early,
  earlyMinutes: r.early_minutes,
  absent: r.absent,
  missed: r.missed,
  leave: r.leave,
  outside: r.outside,
})

/** The where clause over the month's days `d` (and `u`, their user, with a keyword only). */
async function whereOf(q: Queryable, scope: Scope, filter: ReportFilter): Promise<{ sql: string; params: unknown[] }> {
  const dates = datesOf(filter.month)
  const params: unknown[] = [scope.tenantId, dates[0], dates.at(-1)]
  const where = ['d.tenant_id = $1', 'd.day >= $2::date', 'd.day <= $3::date']
  if (filter.orgId !== undefined) {
    const orgs = await orgSubtree(q, scope.tenantId, filter.orgId)
    if (orgs.length === 0) throw fieldError('orgId', /*i18n*/ '{name} {id} is not an organisation of your tenant', { name: 'orgId', id: filter.orgId })
    params.push(orgs)
    where.push(`d.org_id = any($${params.length}::int[])`)
  }
  if (filter.keyword) {
    params.push(filter.keyword)
    where.push(`(position(lower($${params.length}) in lower(u.username)) > 0 or position(lower($${params.length}) in lower(u.nickname)) > 0)`)
  }
  const data = scopeFilter(scope, { user: 'd.user_id', org: 'd.org_id' }, params.length + 1)
  params.push(...data.params)
  where.push(data.sql)
  return { sql: where.join(' and '), params }
}

/** The days, with their user when the query needs the name (the keyword, the members' rows). */
const FROM = 'member_days d join users u on u.id = d.user_id'
const DAYS = 'member_days d'

const ZERO: ReportCounts = { due: 0, onTime: 0, late: 0, lateMinutes: 0, leftEarly: 0, earlyMinutes: 0, absent: 0, missed: 0, leave: 0, outside: 0 }

/** The month's totals (each day's counts added up) and each day's counts, and how far the days
 * are stored. */
export async function reportSummary(q: Queryable, scope: Scope, filter: ReportFilter): Promise<ReportSummary> {
  const { sql, params } = await whereOf(q, scope, { month: filter.month, ...(filter.orgId !== undefined ? { orgId: filter.orgId } : {}) })
  const days = (
    await q.query<CountsRow & { date: string }>(
      `select to_char(d.day, 'YYYY-MM-DD') as date, ${COUNTS} from ${DAYS} where ${sql} group by d.day order by d.day`,
      params,
    )
  ).map((d) => ({ date: d.date, ...toCounts(d) }))
  const [members] = await q.query<{ n: number }>(`select count(distinct d.user_id)::int as n from ${DAYS} where ${sql}`, params)
  const totals = { ...ZERO }
  for (const day of days) for (const key of Object.keys(ZERO) as (keyof ReportCounts)[]) totals[key] += day[key]
  const settled = await settledOf(q, scope.tenantId)
  return { month: filter.month, through: settled.through, recomputing: settled.redoFrom !== null, members: members?.n ?? 0, totals, days }
}

/** The SQL a sort field orders by (over the grouped counts `g`). */
const SORT_SQL: Record<ReportSort, string> = {
  name: "lower(coalesce(nullif(u.nickname, ''), u.username))",
  org: "lower(coalesce(o.name, ''))",
  members: 'g.members',
  due: 'g.due',
  onTime: 'g.on_time',
  onTimeRate: 'g.on_time::float / nullif(g.due, 0)',
  late: 'g.late',
  lateMinutes: 'g.late_minutes',
  leftEarly: 'g.left_early',
  absent: 'g.absent',
  missed: 'g.missed',
  leave: 'g.leave',
  outside: 'g.outside',
}

function pageOf(params: Params, fallback: ReportSort) {
  return {
    currentPage: intParam(params, 'currentPage', 1, 1, 1_000_000),
    pageSize: intParam(params, 'pageSize', 20, 1, MAX_REPORT_PAGE_SIZE),
    sort: oneOf(params, 'sortField', REPORT_SORTS) ?? fallback,
    order: oneOf(params, 'sortOrder', ['asc', 'desc'] as const) ?? 'asc',
  }
}

/** One row per member: their days of the month summed, sorted and paged. */
export async function reportMembers(q: Queryable, scope: Scope, filter: ReportFilter, params: Params): Promise<Page<MemberReportRow>> {
  const page = pageOf(params, 'name')
  const sort = page.sort === 'members' ? 'name' : page.sort
  const { sql, params: values } = await whereOf(q, scope, filter)
  // Grouped by the member in each organisation (a member of several has a row in each, and one who
  // moved in the month a row for each), their name joined after: grouping by text costs twice the time.
  const rows = await q.query<CountsRow & { user_id: number; name: string; nickname: string; org_id: number | null; org_name: string | null; total: number }>(
    `with g as (
       select d.user_id, d.org_id, ${COUNTS}
       from ${filter.keyword ? FROM : DAYS} where ${sql} group by d.user_id, d.org_id
     )
     select g.*, u.username as name, u.nickname, o.name as org_name, count(*) over ()::int as total
     from g join users u on u.id = g.user_id left join orgs o on o.id = g.org_id
     order by ${SORT_SQL[sort]} ${page.order} nulls last, g.user_id ${page.order}, g.org_id ${page.order}
     limit ${page.pageSize} offset ${(page.currentPage - 1) * page.pageSize}`,
    values,
  )
  const list = rows.map((r) => ({
    userId: r.user_id,
    userName: r.name,
    nickname: r.nickname ?? '',
    orgId: r.org_id,
    orgName: r.org_name ?? '',
    ...toCounts(r),
  }))
  return toPage(
    list,
    rows[0]?.total ?? (await groupCount(q, '(d.user_id, d.org_id)', sql, values, page.currentPage, filter.keyword ? FROM : DAYS)),
    page.currentPage,
    page.pageSize,
  )
}

/** How many groups there are, for a page past the last (the page's own rows carry the count). */
async function groupCount(q: Queryable, key: string, sql: string, params: unknown[], currentPage: number, from = FROM): Promise<number> {
  if (currentPage === 1) return 0
  const [row] = await q.query<{ n: number }>(`select count(distinct ${key})::int as n from ${from} where ${sql}`, params)
  return row?.n ?? 0
}

/** One row per organisation (of the member on each day): its days of the month summed. */
export async function reportOrgs(q: Queryable, scope: Scope, filter: ReportFilter, params: Params): Promise<Page<OrgReportRow>> {
  const page = pageOf(params, 'org')
  const { sql, params: values } = await whereOf(q, scope, { month: filter.month, ...(filter.orgId !== undefined ? { orgId: filter.orgId } : {}) })
  const rows = await q.query<CountsRow & { org_id: number | null; org_name: string | null; members: number; total: number }>(
    `with g as (
       select d.org_id, count(distinct d.user_id)::int as members, ${COUNTS}
       from ${DAYS} where ${sql} group by d.org_id
     )
     select g.*, o.name as org_name, count(*) over ()::int as total from g left join orgs o on o.id = g.org_id
     order by ${SORT_SQL[page.sort === 'name' ? 'org' : page.sort]} ${page.order} nulls last, g.org_id ${page.order}
     limit ${page.pageSize} offset ${(page.currentPage - 1) * page.pageSize}`,
    values,
  )
  const list = rows.map((r) => ({ orgId: r.org_id, orgName: r.org_name ?? '', members: r.members, ...toCounts(r) }))
  return toPage(list, rows[0]?.total ?? (await groupCount(q, 'd.org_id', sql, values, page.currentPage, DAYS)), page.currentPage, page.pageSize)
}
