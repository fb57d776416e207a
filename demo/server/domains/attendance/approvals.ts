/**
 * Approvals (docs/spec.md#attendance-approvals): a member sends their own outside check-in once,
 * with a reason and optionally a photo they uploaded, asks for leave (leaves.ts) or for a
 * check-in they missed (missed.ts); an
 * approver's queue (within their data scope, by status, oldest pending first) shows the check-in
 * with its plausibility flags, or the leave's type and days; a pending request is decided once — approved or rejected with a
 * comment, never by its own member — and the member is told through a notice in their language.
 */
import {
  APPROVAL_KINDS,
  APPROVAL_STATUSES,
  MAX_APPROVAL_COMMENT,
  MAX_APPROVAL_REASON,
  type Approval,
  type ApprovalKind,
  type ApprovalStatus,
  type CheckInFlag,
} from '../../../../src/domains/attendance/contract.ts'
import type { Page } from '#platform/core/api/types.ts'
import type { Queryable } from '../../platform/db.ts'
import { badRequest, fieldError, forbidden, notFound, toPage } from '../../platform/http.ts'
import { checkText, intParam, oneOf, optionalParam, type Params } from '../../platform/params.ts'
import { orgSubtree, scopeFilter, userInScope, type Scope } from '../admin/index.ts'
import { idField } from './scopes.ts'
import { photoField } from './missed.ts'
import { rulesOf } from './rules.ts'

export const MAX_APPROVAL_PAGE_SIZE = 100

export interface ApprovalRow {
  id: number
  kind: ApprovalKind
  user_id: number
  user_name: string
  org_id: number | null
  org_name: string | null
  check_in_id: number | null
  check_in_time: Date | null
  lat: number | null
  lng: number | null
  accuracy: number | null
  distance: number | null
  scope_name: string | null
  flags: string[] | null
  leave_type: string | null
  from_date: Date | string | null
  to_date: Date | string | null
  missed_at: Date | null
  reason: string
  photo: string
  status: ApprovalStatus
  approver_name: string | null
  comment: string
  created_at: Date
  decided_at: Date | null
}

export const APPROVAL_COLUMNS = `a.id, a.kind, a.user_id, coalesce(nullif(u.nickname, ''), u.username) as user_name, u.org_id, o.name as org_name, a.check_in_id,
  r.created_at as check_in_time, r.lat, r.lng, r.accuracy, r.distance, r.scope_name, r.flags, a.leave_type, a.from_date, a.to_date, a.missed_at, a.reason, a.photo, a.status,
  coalesce(nullif(d.nickname, ''), d.username) as approver_name, a.comment, a.created_at, a.decided_at`
export const APPROVAL_FROM = `attendance_approvals a left join check_ins r on r.id = a.check_in_id join users u on u.id = a.user_id
  left join orgs o on o.id = u.org_id left join users d on d.id = a.approver_id`

/** A `date` column as YYYY-MM-DD (drivers answer a Date at UTC midnight or the text). */
export const dateText = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10)

/** The time zone of the rules each row's member follows (their organisation's, inherited), by
 * organisation: a queue's page asks once per organisation on it. */
async function zonesOf(q: Queryable, tenantId: number, rows: readonly ApprovalRow[]): Promise<Map<number | null, string>> {
  const zones = new Map<number | null, string>()
  for (const orgId of new Set(rows.map((r) => r.org_id))) zones.set(orgId, (await rulesOf(q, tenantId, orgId)).effective.timeZone)
  return zones
}

/** Rows as the contract's requests, each with its rules' time zone. */
export async function toApprovals(q: Queryable, tenantId: number, rows: readonly ApprovalRow[]): Promise<Approval[]> {
  const zones = await zonesOf(q, tenantId, rows)
  return rows.map((row) => toApproval(row, zones.get(row.org_id)!))
}

function toApproval(row: ApprovalRow, timeZone: string): Approval {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    userName: row.user_name,
    orgName: row.org_name ?? '',
    checkInId: row.check_in_id,
    checkInTime: row.check_in_time ? new Date(row.check_in_time).toISOString() : null,
    lat: row.lat,
    lng: row.lng,
    accuracy: row.accuracy,
    distance: row.distance === null ? null : Math.round(row.distance * 10) / 10,
    scopeName: row.scope_name,
    flags: (row.flags ?? []) as CheckInFlag[],
    leaveType: row.leave_type,
    fromDate: dateText(row.from_date),
    toDate: dateText(row.to_date),
    missedTime: row.missed_at ? new Date(row.missed_at).toISOString() : null,
    reason: row.reason,
    photo: row.photo,
    status: row.status,
    approverName: row.approver_name,
    comment: row.comment,
    createTime: new Date(row.created_at).toISOString(),
    decideTime: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    timeZone,
  }
}

export async function approvalById(q: Queryable, tenantId: number, id: number): Promise<Approval> {
  const [row] = await q.query<ApprovalRow>(`select ${APPROVAL_COLUMNS} from ${APPROVAL_FROM} where a.id = $1 and a.tenant_id = $2`, [id, tenantId])
  if (!row) throw notFound(/*i18n*/ 'Approval request not found')
  return (await toApprovals(q, tenantId, [row]))[0]!
}

export interface SubmitInput {
  checkInId: number
  reason: string
  photo: string
}

/** The member's request, checked field by field (the photo's ownership is checked on submit). */
export function submitInput(body: Record<string, unknown>): SubmitInput {
  const checkInId = idField(body.checkInId, 'checkInId')
  const reason = checkText(body.reason, { label: /*i18n*/ 'reason', max: MAX_APPROVAL_REASON, required: true })
  if ('error' in reason) throw fieldError('reason', reason.error)
  return { checkInId, reason: reason.value, photo: photoField(body.photo) }
}

/** Stores the caller's request for their own outside check-in (inside the caller's transaction). */
export async function submitApproval(q: Queryable, tenantId: number, userId: number, input: SubmitInput, now: Date): Promise<number> {
  const [checkIn] = await q.query<{ verdict: string }>('select verdict from check_ins where id = $1 and tenant_id = $2 and user_id = $3 for update', [
    input.checkInId,
    tenantId,
    userId,
  ])
  if (!checkIn) throw fieldError('checkInId', /*i18n*/ 'This is not one of your check-ins')
  if (checkIn.verdict !== 'outside') throw fieldError('checkInId', /*i18n*/ 'Only a check-in outside every scope is sent for approval')
  const [row] = await q.query<{ id: number }>(
    `insert into attendance_approvals (tenant_id, user_id, check_in_id, reason, photo, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (check_in_id) do nothing returning id`,
    [tenantId, userId, input.checkInId, input.reason, input.photo, now],
  )
  if (!row) throw fieldError('checkInId', /*i18n*/ 'This check-in was already sent for approval')
  return row.id
}

/** The queue: `status` (default pending; pending oldest first, decided newest first), narrowed
 * to a `kind`, a member whose name or username holds `keyword`, an organisation `orgId` and every
 * one below it; paged. */
export async function queryApprovals(q: Queryable, scope: Scope, params: Params): Promise<Page<Approval>> {
  const status = oneOf(params, 'status', APPROVAL_STATUSES) ?? 'pending'
  const kind = oneOf(params, 'kind', APPROVAL_KINDS)
  const keyword = optionalParam(params, 'keyword')?.slice(0, 50)
  const orgId = params.orgId?.trim() ? idField(params.orgId, 'orgId') : undefined
  const current = intParam(params, 'currentPage', 1, 1, 1_000_000)
  const size = intParam(params, 'pageSize', 20, 1, MAX_APPROVAL_PAGE_SIZE)
  const args: unknown[] = [scope.tenantId, status]
  const where = ['a.tenant_id = $1', 'a.status = $2']
  if (kind) {
    args.push(kind)
    where.push(`a.kind = $${args.length}`)
  }
  if (keyword) {
    args.push(keyword)
    where.push(`(position(lower($${args.length}) in lower(u.username)) > 0 or position(lower($${args.length}) in lower(u.nickname)) > 0)`)
  }
  if (orgId !== undefined) {
    const orgs = await orgSubtree(q, scope.tenantId, orgId)
    if (orgs.length === 0) throw fieldError('orgId', /*i18n*/ '{name} {id} is not an organisation of your tenant', { name: 'orgId', id: orgId })
    args.push(orgs)
    where.push(`u.org_id = any($${args.length}::int[])`)
  }
  const filter = scopeFilter(scope, { user: 'a.user_id', org: 'u.org_id' }, args.length + 1)
  args.push(...filter.params)
  where.push(filter.sql)
  const order = status === 'pending' ? 'a.created_at, a.id' : 'a.decided_at desc, a.id desc'
  const sql = where.join(' and ')
  const [{ n }] = await q.query<{ n: number }>(`select count(*)::int as n from ${APPROVAL_FROM} where ${sql}`, args)
  const rows = await q.query<ApprovalRow>(
    `select ${APPROVAL_COLUMNS} from ${APPROVAL_FROM} where ${sql} order by ${order} limit ${size} offset ${(current - 1) * size}`,
    args,
  )
  return toPage(await toApprovals(q, scope.tenantId, rows), n, current, size)
}

export interface Decision {
  id: number
  approve: boolean
  comment: string
}

export function decisionInput(body: Record<string, unknown>): Decision {
  const id = idField(body.id, 'id')
  if (typeof body.approve !== 'boolean') throw fieldError('approve', /*i18n*/ '{name} must be true or false', { name: 'approve' })
  const comment = checkText(body.comment, { label: /*i18n*/ 'comment', max: MAX_APPROVAL_COMMENT, required: !body.approve })
  if ('error' in comment) throw fieldError('comment', comment.error)
  return { id, approve: body.approve, comment: comment.value }
}

/** Decides a pending request once (inside the caller's transaction): not the caller's own, within
 * their data scope. Answers the request as decided. */
export async function decideApproval(q: Queryable, scope: Scope, decision: Decision, now: Date): Promise<Approval> {
  const before = await approvalById(q, scope.tenantId, decision.id)
  if (before.userId === scope.userId) throw forbidden(/*i18n*/ 'You cannot decide your own request')
  if (!(await userInScope(q, scope, before.userId))) throw forbidden(/*i18n*/ 'This member is outside your data scope')
  const decided = await q.query(
    `update attendance_approvals set status = $3, approver_id = $4, comment = $5, decided_at = $6
     where id = $1 and tenant_id = $2 and status = 'pending' returning id`,
    [decision.id, scope.tenantId, decision.approve ? 'approved' : 'rejected', scope.userId, decision.comment, now],
  )
  if (decided.length === 0) throw badRequest(/*i18n*/ 'This request was already decided')
  return approvalById(q, scope.tenantId, decision.id)
}
