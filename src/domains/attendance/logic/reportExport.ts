/**
 * The attendance report's export, framework-free: every row of the month's report by member or by
 * organisation (fetched page by page, up to MAX_REPORT_EXPORT), as a table of stable column names
 * (machine-readable: counts of days, minutes, the on-time rate as a fraction to 4 places).
 */
import { fetchAllPages } from '#platform/core/api/allPages.ts'
import type { Page } from '#platform/core/api/types.ts'
import { MAX_REPORT_PAGE_SIZE, onTimeRate, type MemberReportRow, type OrgReportRow, type ReportCounts, type ReportQuery } from '../contract.ts'

/** At most this many rows are exported (a warning says so when more matched). */
export const MAX_REPORT_EXPORT = 20_000

const COUNT_FIELDS = [
  'due_days',
  'on_time_days',
  'on_time_rate',
  'late_days',
  'late_minutes',
  'left_early_days',
  'early_minutes',
  'absent_days',
  'missed_days',
  'leave_days',
  'outside_days',
] as const

function counts(row: ReportCounts): (string | number)[] {
  const rate = onTimeRate(row)
  return [
    row.due,
    row.onTime,
    rate === null ? '' : Math.round(rate * 10_000) / 10_000,
    row.late,
    row.lateMinutes,
    row.leftEarly,
    row.earlyMinutes,
    row.absent,
    row.missed,
    row.leave,
    row.outside,
  ]
}

export function allReportRows<T>(
  load: (query: ReportQuery) => Promise<Page<T>>,
  query: Omit<ReportQuery, 'currentPage' | 'pageSize'>,
  cap = MAX_REPORT_EXPORT,
) {
  return fetchAllPages((currentPage, pageSize) => load({ ...query, currentPage, pageSize }), MAX_REPORT_PAGE_SIZE, cap)
}

export function memberReportTable(month: string, rows: readonly MemberReportRow[]): { fields: string[]; data: (string | number)[][] } {
  return {
    fields: ['month', 'user', 'nickname', 'userId', 'organisation', ...COUNT_FIELDS],
    data: rows.map((r) => [month, r.userName, r.nickname, r.userId, r.orgName, ...counts(r)]),
  }
}

export function orgReportTable(month: string, rows: readonly OrgReportRow[]): { fields: string[]; data: (string | number)[][] } {
  return {
    fields: ['month', 'organisation', 'orgId', 'members', ...COUNT_FIELDS],
    data: rows.map((r) => [month, r.orgName, r.orgId ?? '', r.members, ...counts(r)]),
  }
}
