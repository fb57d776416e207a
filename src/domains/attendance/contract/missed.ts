/**
 * A missed check-in's wire types and endpoint (docs/spec.md#attendance-approvals): a member who
 * forgot to check in or out asks for a check-in at a time of a past day, with a reason and a
 * photo; decided among the approvals, an approved one counts for the day as a check-in inside the
 * scope. Framework-free; the reference server imports the types and the limits.
 */
import type { Http } from '#platform/core/http/http.ts'
import type { Approval, ApprovalStatus } from '../contract.ts'

/** A missed check-in may be asked for at most this many days back. */
export const MAX_MISSED_DAYS = 31
/** At most this many requests of a member's for one day wait or were approved (in and out). */
export const MAX_MISSED_PER_DAY = 2

export interface MissedInput {
  /** The day (YYYY-MM-DD) and the time (HH:mm), wall-clock in the member's rules' zone. */
  date: string
  time: string
  reason: string
  /** An uploaded image's address. */
  photo?: string
}

/** A member's missed check-in request of the month, as their day shows it. */
export interface MonthMissed {
  id: number
  /** ISO instant. */
  at: string
  status: ApprovalStatus
}

export function missedApi(http: Http) {
  return {
    /** POST /attendance/missed/submitMissed — the caller asks for a check-in they missed. */
    submitMissed(input: MissedInput) {
      return http.request<Approval>('/attendance/missed/submitMissed', { method: 'POST', body: { ...input } })
    },
  }
}
