/**
 * The attendance rules and the member's days (docs/spec.md#attendance-rules): the rules an
 * organisation sets or inherits, each day's states as the server decides them, the member's month,
 * their wire types, limits and endpoints. Framework-free; the reference server imports the types,
 * the limits and DEFAULT_DAY_RULES.
 */
import type { Http } from '#platform/core/http/http.ts'
import type { SigninScope, Verdict } from '../contract.ts'
import type { ApprovalStatus } from './approvals.ts'
import type { MonthMissed } from './missed.ts'

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
  /** The sign-in scopes (ids, any organisation's of the tenant) every organisation following these
   * rules checks in at. Absent: each checks in at its own scopes, or at those of the nearest
   * organisation above it that has some (docs/spec.md#attendance-rules). */
  scopeIds?: readonly number[]
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
/** Sign-in scopes one set of rules may name, at most. */
export const MAX_RULE_SCOPES = 20
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
    | 'scopeIds'
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
    /** `scopeIds` is not 1 to MAX_RULE_SCOPES different scope ids. */
    | 'scopes'
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
  /** The sign-in scopes its members check in at: those the effective rules name, else (an
   * organisation) its own or the nearest ones above it, else (the tenant) none named. */
  scopes: SigninScope[]
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
  /** The organisation whose rules decided these days (null: the member has none). */
  orgId: number | null
  /** Every organisation of the member, their own first: a member of several has a month in each. */
  orgs: MemberOrg[]
}

/** One of a member's organisations. */
export interface MemberOrg {
  id: number
  name: string
}

/** A member's check-in of the month, with its approval's status when it was sent for one. */
export interface MonthCheckIn {
  id: number
  /** ISO instant. */
  at: string
  verdict: Verdict
  approval: ApprovalStatus | null
}

export function dayApi(http: Http) {
  return {
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
    /** GET /attendance/rules/queryRuleScopes — the sign-in scopes the rules of `orgId` (null: the
     * tenant's) may name: those within the caller's data scope and those above the organisation;
     * `keyword` a part of a scope's or its organisation's name. */
    queryRuleScopes(orgId: number | null, keyword = '', signal?: AbortSignal) {
      const query = { ...(orgId === null ? {} : { orgId }), ...(keyword ? { keyword } : {}) }
      return http.request<SigninScope[]>('/attendance/rules/queryRuleScopes', { query, ...(signal ? { signal } : {}) })
    },
    /** GET /attendance/day/queryMyMonth — the caller's days of `month` (YYYY-MM) under their rules. */
    queryMyMonth(month: string, orgId: number | null, signal?: AbortSignal) {
      return http.request<MemberMonth>('/attendance/day/queryMyMonth', {
        query: { month, ...(orgId !== null ? { orgId } : {}) },
        ...(signal ? { signal } : {}),
      })
    },
  }
}
