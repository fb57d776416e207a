/**
 * The approvals' wire types and endpoints (docs/spec.md#attendance-approvals): a member sends an
 * outside check-in for approval or asks for leave (a missed check-in: missed.ts); the approver's
 * queue, filtered and paged, and the decision. Framework-free; the reference server imports the
 * types and the limits.
 */
import type { Http } from '#platform/core/http/http.ts'
import type { Page } from '#platform/core/api/types.ts'
import type { CheckInFlag } from '../contract.ts'

export const MAX_APPROVAL_REASON = 200
export const MAX_APPROVAL_COMMENT = 200
export type ApprovalStatus = 'pending' | 'approved' | 'rejected'
export const APPROVAL_STATUSES: readonly ApprovalStatus[] = ['pending', 'approved', 'rejected']

/** What a request asks: to count a check-in made outside every scope, leave for some days, or a
 * check-in the member missed. */
export type ApprovalKind = 'outside' | 'leave' | 'missed'

/** A leave request covers at most this many days. */
export const MAX_LEAVE_DAYS = 31
/** The tenant's dictionary of leave types (read with the dictionaries' `queryDictByDictType`). */
export const LEAVE_DICT = 'leaveType'

/** A request as the approver's queue shows it: the member; for an outside check-in, where, how
 * precisely and how far it was and the server's plausibility flags; for leave, its type and
 * days; the reason and photo, and the decision. */
export interface Approval {
  id: number
  kind: ApprovalKind
  userId: number
  userName: string
  orgName: string
  checkInId: number | null
  checkInTime: string | null
  lat: number | null
  lng: number | null
  accuracy: number | null
  distance: number | null
  scopeName: string | null
  flags: CheckInFlag[]
  /** Leave: a value of the leave types dictionary and the first and last day (YYYY-MM-DD). */
  leaveType: string | null
  fromDate: string | null
  toDate: string | null
  /** Missed: the check-in asked for (ISO instant). */
  missedTime: string | null
  reason: string
  /** An uploaded image's address; '' for none. */
  photo: string
  status: ApprovalStatus
  approverName: string | null
  comment: string
  createTime: string
  decideTime: string | null
  /** The time zone of the rules the member's organisation follows: the check-in's and missed
   * time are shown in it, as the member's day is decided in it. */
  timeZone: string
}

export interface LeaveInput {
  leaveType: string
  fromDate: string
  toDate: string
  reason: string
}

export const APPROVAL_KINDS: readonly ApprovalKind[] = ['outside', 'leave', 'missed']

/** The queue's filters: a status (default pending), a kind, a member's name or username (part of
 * it), an organisation and every one below it. */
export interface ApprovalQuery {
  currentPage?: number
  pageSize?: number
  status?: ApprovalStatus
  kind?: ApprovalKind
  keyword?: string
  orgId?: number
}

export function approvalApi(http: Http) {
  return {
    /** POST /attendance/leave/submitLeave — the caller asks for leave; decided among the approvals. */
    submitLeave(input: LeaveInput) {
      return http.request<Approval>('/attendance/leave/submitLeave', { method: 'POST', body: { ...input } })
    },
    /** GET /attendance/leave/queryMyLeaves — the caller's leave requests, newest first. */
    queryMyLeaves(signal?: AbortSignal) {
      return http.request<Approval[]>('/attendance/leave/queryMyLeaves', signal ? { signal } : {})
    },
    /** POST /attendance/approval/submitApproval — the caller sends their outside check-in for approval. */
    submitApproval(input: { checkInId: number; reason: string; photo?: string }) {
      return http.request<Approval>('/attendance/approval/submitApproval', { method: 'POST', body: { ...input } })
    },
    /** GET /attendance/approval/queryApprovals — the approver's queue, within their data scope. */
    queryApprovals(query: ApprovalQuery = {}, signal?: AbortSignal) {
      return http.request<Page<Approval>>('/attendance/approval/queryApprovals', { query: { ...query }, ...(signal ? { signal } : {}) })
    },
    /** POST /attendance/approval/decideApproval — approve or reject a pending request, with a comment. */
    decideApproval(input: { id: number; approve: boolean; comment?: string }) {
      return http.request<Approval>('/attendance/approval/decideApproval', { method: 'POST', body: { ...input } })
    },
  }
}
