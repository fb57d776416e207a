/**
 * The attendance domain's contract: sign-in scopes per organisation (several, each named;
 * docs/spec.md#sign-in-scope: signinScopeLat/signinScopeLng/signRadius/signScopeProvince), the member's check-in
 * (the server computes distance and verdict) and the records with their daily counts, with
 * their wire types and limits; the rules and days (contract/days.ts), approvals, missed check-ins
 * and reports have files of their own, re-exported here with their endpoints. Framework-free; the
 * reference server imports the types and the limits.
 */
import type { Http } from '#platform/core/http/http.ts'
import type { Page } from '#platform/core/api/types.ts'
import { reportApi } from './contract/report.ts'
import { missedApi } from './contract/missed.ts'
import { approvalApi } from './contract/approvals.ts'
import { dayApi } from './contract/days.ts'

export * from './contract/report.ts'
export * from './contract/missed.ts'
export * from './contract/approvals.ts'
export * from './contract/days.ts'

/** signRadius defaults to 100 m (docs/spec.md#sign-in-scope). */
export const DEFAULT_SIGN_RADIUS = 100
export const MIN_SIGN_RADIUS = 10
export const MAX_SIGN_RADIUS = 5000
/** A check-in whose accuracy is worse than this (metres) is recorded as uncertain (server default). */
export const DEFAULT_ACCURACY_LIMIT = 200
/** A second check-in by the same user within this many seconds returns the first. */
export const CHECK_IN_REPEAT_SECONDS = 60
export const MAX_SCOPE_NAME = 50
export const MAX_CHECK_IN_REASON = 200

export type Verdict = 'inside' | 'outside' | 'uncertain'
export const VERDICTS: readonly Verdict[] = ['inside', 'outside', 'uncertain']

/** Why the server doubts a position: exactly 0,0, or faster than travel allows since the last one. */
export type CheckInFlag = 'null-island' | 'implausible-speed'

export interface SigninScope {
  id: number
  orgId: number
  orgName: string
  name: string
  signinScopeLat: number
  signinScopeLng: number
  /** Metres, MIN_SIGN_RADIUS–MAX_SIGN_RADIUS. */
  signRadius: number
  /** '' when none (e.g. at sea). */
  signScopeProvince: string
  updateTime: string
}

export interface SigninScopeInput {
  /** Absent: a new scope. */
  id?: number
  orgId: number
  name: string
  signinScopeLat: number
  signinScopeLng: number
  signRadius: number
  signScopeProvince?: string
}

export interface CheckInInput {
  lat: number
  lng: number
  /** Metres (the browser's `coords.accuracy`). */
  accuracy: number
  /** Required by the client when the verdict would be outside; recorded for review. */
  reason?: string
}

export interface CheckInRecord {
  id: number
  userId: number
  userName: string
  orgId: number
  orgName: string
  time: string
  lat: number
  lng: number
  accuracy: number
  /** Metres from the nearest scope's centre (haversine). */
  distance: number
  verdict: Verdict
  /** The nearest scope (the one that holds it when inside); null when the organisation has none. */
  scopeId: number | null
  scopeName: string | null
  reason: string | null
  flags: CheckInFlag[]
  /** True when this answer is an earlier check-in returned again (within CHECK_IN_REPEAT_SECONDS). */
  repeated?: boolean
}

export interface RecordQuery {
  currentPage?: number
  pageSize?: number
  orgId?: number
  userId?: number
  /** Part of the user's username or nickname (case-insensitive). */
  user?: string
  /** Inclusive days, YYYY-MM-DD (server time zone UTC). */
  from?: string
  to?: string
  verdict?: Verdict
  /** Only flagged records. */
  flagged?: boolean
}

export interface DailyCount {
  /** YYYY-MM-DD */
  date: string
  inside: number
  outside: number
  uncertain: number
}

export function createAttendanceApi(http: Http) {
  return {
    ...reportApi(http),
    ...missedApi(http),
    ...approvalApi(http),
    ...dayApi(http),
    /** GET /attendance/scope/querySigninScope — the organisation's scopes (any signed-in user of the tenant). */
    querySigninScope(orgId: number, signal?: AbortSignal) {
      return http.request<SigninScope[]>('/attendance/scope/querySigninScope', { query: { orgId }, ...(signal ? { signal } : {}) })
    },
    /** GET /attendance/scope/queryMyScope — the scopes of the caller's own organisation (check-in). */
    queryMyScope(signal?: AbortSignal) {
      return http.request<SigninScope[]>('/attendance/scope/queryMyScope', signal ? { signal } : {})
    },
    /** POST /attendance/scope/saveSigninScope — create or update one (admin only). */
    saveSigninScope(input: SigninScopeInput) {
      return http.request<SigninScope>('/attendance/scope/saveSigninScope', { method: 'POST', body: { ...input } })
    },
    /** POST /attendance/scope/deleteSigninScope — remove one (admin only). */
    deleteSigninScope(id: number) {
      return http.request<unknown>('/attendance/scope/deleteSigninScope', { method: 'POST', query: { id } })
    },
    /** POST /attendance/checkin/checkIn — the server computes distance and verdict. */
    checkIn(input: CheckInInput) {
      return http.request<CheckInRecord>('/attendance/checkin/checkIn', { method: 'POST', body: { ...input } })
    },
    /** GET /attendance/record/queryRecords — admins and editors; newest first. */
    queryRecords(query: RecordQuery = {}, signal?: AbortSignal) {
      return http.request<Page<CheckInRecord>>('/attendance/record/queryRecords', { query: { ...query }, ...(signal ? { signal } : {}) })
    },
    /** GET /attendance/record/queryDailyCounts — the same filters, one row per day. */
    queryDailyCounts(query: Omit<RecordQuery, 'currentPage' | 'pageSize'> = {}, signal?: AbortSignal) {
      return http.request<DailyCount[]>('/attendance/record/queryDailyCounts', { query: { ...query }, ...(signal ? { signal } : {}) })
    },
  }
}

export type AttendanceApi = ReturnType<typeof createAttendanceApi>
