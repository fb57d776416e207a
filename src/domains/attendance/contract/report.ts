/**
 * The attendance report's wire types and endpoints (docs/spec.md#attendance-reports): a month's
 * stored days summed per member, per organisation and per day, within the caller's data scope,
 * and one member's month to drill down to. Framework-free; the reference server imports the
 * types and the limits.
 */
import type { Http } from '#platform/core/http/http.ts'
import type { Page } from '#platform/core/api/types.ts'
import type { MemberMonth } from '../contract.ts'

/** A report's counts of days. `due`: working days not on leave; `onTime`: days in and out on time. */
export interface ReportCounts {
  due: number
  onTime: number
  late: number
  lateMinutes: number
  leftEarly: number
  earlyMinutes: number
  absent: number
  /** Days with a missed check-in or check-out. */
  missed: number
  leave: number
  /** Days with a check-in outside every scope (approved or not). */
  outside: number
}

export interface MemberReportRow extends ReportCounts {
  userId: number
  userName: string
  nickname: string
  orgId: number | null
  orgName: string
}

export interface OrgReportRow extends ReportCounts {
  orgId: number | null
  orgName: string
  members: number
}

export interface ReportDay extends ReportCounts {
  date: string
}

export interface ReportSummary {
  month: string
  /** The days are stored up to this date (YYYY-MM-DD); later ones are not in the report yet. */
  through: string | null
  /** A change of rules is being applied to the stored days. */
  recomputing: boolean
  members: number
  totals: ReportCounts
  days: ReportDay[]
}

export const REPORT_SORTS = [
  'name',
  'org',
  'members',
  'due',
  'onTime',
  'onTimeRate',
  'late',
  'lateMinutes',
  'leftEarly',
  'absent',
  'missed',
  'leave',
  'outside',
] as const
export type ReportSort = (typeof REPORT_SORTS)[number]
export const MAX_REPORT_PAGE_SIZE = 500

export interface ReportQuery {
  /** YYYY-MM */
  month: string
  /** The organisation and every one below it (absent: all in the caller's data scope). */
  orgId?: number
  /** Part of a member's user name or nickname (members only). */
  keyword?: string
  sortField?: ReportSort
  sortOrder?: 'asc' | 'desc'
  currentPage?: number
  pageSize?: number
}

/** The share of due days on time (null when none was due). */
export function onTimeRate(counts: ReportCounts): number | null {
  return counts.due > 0 ? counts.onTime / counts.due : null
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {})

export function reportApi(http: Http) {
  return {
    /** GET /attendance/report/querySummary — the month's totals and days (records' guard). */
    queryReportSummary(query: Omit<ReportQuery, 'keyword' | 'sortField' | 'sortOrder' | 'currentPage' | 'pageSize'>, signal?: AbortSignal) {
      return http.request<ReportSummary>('/attendance/report/querySummary', { query: { ...query }, ...withSignal(signal) })
    },
    /** GET /attendance/report/queryMembers — one row per member, paged and sorted. */
    queryReportMembers(query: ReportQuery, signal?: AbortSignal) {
      return http.request<Page<MemberReportRow>>('/attendance/report/queryMembers', { query: { ...query }, ...withSignal(signal) })
    },
    /** GET /attendance/report/queryOrgs — one row per organisation, paged and sorted. */
    queryReportOrgs(query: ReportQuery, signal?: AbortSignal) {
      return http.request<Page<OrgReportRow>>('/attendance/report/queryOrgs', { query: { ...query }, ...withSignal(signal) })
    },
    /** GET /attendance/report/queryMemberMonth — a member's month (the drill-down) in organisation `orgId`
     * (null: their own), within the data scope. */
    queryReportMemberMonth(userId: number, month: string, orgId: number | null, signal?: AbortSignal) {
      const query = { userId, month, ...(orgId !== null ? { orgId } : {}) }
      return http.request<MemberMonth>('/attendance/report/queryMemberMonth', { query, ...withSignal(signal) })
    },
  }
}
