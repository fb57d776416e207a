/**
 * The attendance domain's contract: sign-in scopes per organisation (several, each named;
 * docs/spec.md#sign-in-scope: signinScopeLat/signinScopeLng/signRadius/signScopeProvince), the member's check-in
 * (the server computes distance and verdict) and the records with their daily counts, with
 * their wire types and limits. Framework-free; the reference server imports the types and the
 * limits.
 */
import type { Http } from '#platform/core/http/http.ts'
import type { Page } from '#platform/core/api/types.ts'
import { reportApi } from './contract/report.ts'
import { missedApi, type MonthMissed } from './contract/missed.ts'
import { approvalApi, type ApprovalStatus } from './contract/approvals.ts'

export * from './contract/report.ts'
export * from './contract/missed.ts'
export * from './contract/approvals.ts'

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

/** 'HH:mm', 00:00–23:59. */
export type WallTime = string

export interface DayRules {
  /** The IANA time zone every time and date below is in (the tenant's). */
  timeZone: string
  /** ISO weekdays that work: 1 Monday … 7 Sunday. */
  workingDays: readonly number[]
  /** Dates (YYYY-MM-DD) that rest although their weekday works: the holiday calendar. */
  holidays: readonly string[]
  /** Dates that work although their weekday rests (a make-up working day). */
  extraWorkingDays: readonly string[]
  /** The working day. */
  start: WallTime
  end: WallTime
  /** Arriving up to this many minutes after the start is on time, and leaving up to this many
   * before the end. */
  graceMinutes: number
  /** A check-in in this window counts as the arrival (the first one). */
  checkIn: { from: WallTime; until: WallTime }
  /** A check-in in this window counts as the departure (the last one, not the arrival). */
  checkOut: { from: WallTime; until: WallTime }
}

/** A check-in of the member's as the day reads it. An outside one counts once approved. */
export interface DayCheckIn {
  /** ISO instant. */
  at: string
  verdict: Verdict
  /** For an outside check-in sent for approval. */
  approval?: 'pending' | 'approved' | 'rejected'
}

export type DayState =
  | 'not-working'
  | 'on-leave'
  /** The day's windows are still open: nothing is decided that a check-in could change. */
  | 'open'
  | 'absent'
  /** A departure without an arrival. */
  | 'no-check-in'
  | 'on-time'
  | 'late'
  | 'left-early'
  | 'no-check-out'
  | 'outside-approved'
  | 'outside-pending'
  | 'outside-rejected'
  /** Before the tenant's attendance began (its first stored day): nothing to decide. */
  | 'untracked'

export interface MemberDay {
  date: string
  working: boolean
  /** The approved leave's type covering the day. */
  leave: string | null
  /** ISO instants of the counted arrival and departure. */
  arrival: string | null
  departure: string | null
  lateMinutes: number
  earlyMinutes: number
  states: DayState[]
}

/** Grace minutes at most; dates in the holiday calendar (and in the make-up days) at most. */
export const MAX_GRACE_MINUTES = 240
export const MAX_RULE_DATES = 400
/** A change of rules may apply at most this many days back (the stored days from then are decided again). */
export const MAX_APPLY_BACK_DAYS = 366

/** A tenant's rules before it sets any (docs/spec.md#attendance-rules). */
export const DEFAULT_DAY_RULES: DayRules = {
  timeZone: 'Asia/Shanghai',
  workingDays: [1, 2, 3, 4, 5],
  holidays: [],
  extraWorkingDays: [],
  start: '09:00',
  end: '18:00',
  graceMinutes: 10,
  checkIn: { from: '06:00', until: '12:00' },
  checkOut: { from: '12:00', until: '23:59' },
}

/** What `checkDayRules` finds wrong, in the field (a dotted path for a window's end) it is in. */
export interface RuleProblem {
  field:
    | 'timeZone'
    | 'workingDays'
    | 'holidays'
    | 'extraWorkingDays'
    | 'start'
    | 'end'
    | 'graceMinutes'
    | 'checkIn.from'
    | 'checkIn.until'
    | 'checkOut.from'
    | 'checkOut.until'
  problem:
    | 'time-zone'
    | 'weekdays'
    | 'dates'
    | 'too-many-dates'
    | 'holiday-and-working'
    | 'time'
    | 'grace'
    | 'start-before-end'
    | 'check-in-window'
    | 'check-out-window'
    | 'windows-overlap'
}

/** An organisation's rules as the rules screen reads them: its own (null: it inherits), the
 * ones that apply, and where those come from (orgId null: the tenant's; `builtIn`: the tenant has
 * set none, DEFAULT_DAY_RULES apply). orgId null asks for the tenant's own. */
export interface AttendanceRules {
  orgId: number | null
  own: DayRules | null
  effective: DayRules
  from: { orgId: number | null; orgName: string | null; builtIn: boolean }
  updateTime: string | null
}

/** The caller's month: the rules that apply and each date's day, first to last. */
export interface MemberMonth {
  /** YYYY-MM */
  month: string
  /** Today (YYYY-MM-DD) in the rules' zone, as the server's clock says. */
  today: string
  rules: DayRules
  days: MemberDay[]
  /** The month's check-ins, oldest first (the day view offers an outside one for approval). */
  checkIns: MonthCheckIn[]
  /** The member's missed check-in requests of the month, oldest first. */
  missed: MonthMissed[]
}

/** A member's check-in of the month, with its approval's status when it was sent for one. */
export interface MonthCheckIn {
  id: number
  /** ISO instant. */
  at: string
  verdict: Verdict
  approval: ApprovalStatus | null
}

export function createAttendanceApi(http: Http) {
  return {
    ...reportApi(http),
    ...missedApi(http),
    ...approvalApi(http),
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
    /** GET /attendance/rules/queryRules — an organisation's rules (orgId absent: the tenant's). */
    queryRules(orgId: number | null, signal?: AbortSignal) {
      return http.request<AttendanceRules>('/attendance/rules/queryRules', { query: orgId === null ? {} : { orgId }, ...(signal ? { signal } : {}) })
    },
    /** POST /attendance/rules/saveRules — set an organisation's own rules (orgId null: the tenant's),
     * deciding the stored days again from `applyFrom` (YYYY-MM-DD; absent: today). */
    saveRules(orgId: number | null, rules: DayRules, applyFrom?: string) {
      return http.request<AttendanceRules>('/attendance/rules/saveRules', {
        method: 'POST',
        body: { orgId, rules: { ...rules }, ...(applyFrom ? { applyFrom } : {}) },
      })
    },
    /** POST /attendance/rules/deleteRules — the organisation follows the rules above it again (from `applyFrom`, as above). */
    deleteRules(orgId: number | null, applyFrom?: string) {
      const query = { ...(orgId === null ? {} : { orgId }), ...(applyFrom ? { applyFrom } : {}) }
      return http.request<AttendanceRules>('/attendance/rules/deleteRules', { method: 'POST', query })
    },
    /** GET /attendance/day/queryMyMonth — the caller's days of `month` (YYYY-MM) under their rules. */
    queryMyMonth(month: string, signal?: AbortSignal) {
      return http.request<MemberMonth>('/attendance/day/queryMyMonth', { query: { month }, ...(signal ? { signal } : {}) })
    },
  }
}

export type AttendanceApi = ReturnType<typeof createAttendanceApi>
