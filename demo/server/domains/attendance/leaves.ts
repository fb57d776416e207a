/**
 * Leave requests (docs/spec.md#attendance-leave): a member asks for leave of a type from the
 * tenant's dictionary for one to MAX_LEAVE_DAYS days with a reason; the request joins the
 * approvals and is decided there. A request overlapping one of the member's own that waits or
 * was approved is refused (the member's requests are taken one at a time). An approved leave
 * makes its working days "on leave" in the member's month.
 */
import { LEAVE_DICT, MAX_APPROVAL_REASON, MAX_LEAVE_DAYS, type Approval, type LeaveInput } from '../../../../src/domains/attendance/contract.ts'
import { daysFromTo } from '../../../../src/domains/attendance/logic/memberDay.ts'
import type { Queryable } from '../../platform/db.ts'
import { fieldError } from '../../platform/http.ts'
import { checkText } from '../../platform/params.ts'
import { listDict } from '../admin/index.ts'
import { dateField } from './scopes.ts'
import { APPROVAL_COLUMNS, APPROVAL_FROM, dateText, toApprovals, type ApprovalRow } from './approvals.ts'

const DAY_MS = 86_400_000
/** The member's own requests listed at most. */
const MY_LEAVES = 50

/** The request checked field by field against the tenant's leave types. */
export async function leaveInput(q: Queryable, tenantId: number, body: Record<string, unknown>): Promise<LeaveInput> {
  const types = (await listDict(q, tenantId, LEAVE_DICT)).map((d) => d.value)
  if (typeof body.leaveType !== 'string' || !types.includes(body.leaveType))
    throw fieldError('leaveType', /*i18n*/ '{name} must be one of {allowed}', { name: 'leaveType', allowed: types.join(', ') })
  const fromDate = dateField(body.fromDate, 'fromDate')
  const toDate = dateField(body.toDate, 'toDate')
  if (toDate < fromDate) throw fieldError('toDate', /*i18n*/ 'The last day must not be before the first')
  if (daysFromTo(fromDate, toDate) > MAX_LEAVE_DAYS) throw fieldError('toDate', /*i18n*/ 'A leave request covers at most {max} days', { max: MAX_LEAVE_DAYS })
  const reason = checkText(body.reason, { label: /*i18n*/ 'reason', max: MAX_APPROVAL_REASON, required: true })
  if ('error' in reason) throw fieldError('reason', reason.error)
  return { leaveType: body.leaveType, fromDate, toDate, reason: reason.value }
}

/** Stores the caller's request (inside the caller's transaction); answers its id. */
export async function submitLeave(q: Queryable, tenantId: number, userId: number, input: LeaveInput, now: Date): Promise<number> {
  // One request of the member's at a time: the overlap check reads what the others stored.
  await q.query('select id from users where id = $1 and tenant_id = $2 for update', [userId, tenantId])
  const [overlap] = await q.query<{ from_date: Date | string; to_date: Date | string }>(
    `select from_date, to_date from attendance_approvals
     where tenant_id = $1 and user_id = $2 and kind = 'leave' and status <> 'rejected' and from_date <= $4::date and to_date >= $3::date
     order by from_date limit 1`,
    [tenantId, userId, input.fromDate, input.toDate],
  )
  if (overlap)
    throw fieldError('fromDate', /*i18n*/ 'You already asked for leave from {from} to {to}', {
      from: dateText(overlap.from_date)!,
      to: dateText(overlap.to_date)!,
    })
  const [row] = await q.query<{ id: number }>(
    `insert into attendance_approvals (tenant_id, user_id, kind, leave_type, from_date, to_date, reason, created_at)
     values ($1, $2, 'leave', $3, $4, $5, $6, $7) returning id`,
    [tenantId, userId, input.leaveType, input.fromDate, input.toDate, input.reason, now],
  )
  return row.id
}

/** The member's own leave requests, newest first. */
export async function myLeaves(q: Queryable, tenantId: number, userId: number): Promise<Approval[]> {
  const rows = await q.query<ApprovalRow>(
    `select ${APPROVAL_COLUMNS} from ${APPROVAL_FROM} where a.tenant_id = $1 and a.user_id = $2 and a.kind = 'leave'
     order by a.created_at desc, a.id desc limit ${MY_LEAVES}`,
    [tenantId, userId],
  )
  return toApprovals(q, tenantId, rows)
}

/** The member's approved leave of each date from `from` to `to` (YYYY-MM-DD): date → leave type. */
export async function approvedLeave(q: Queryable, tenantId: number, userId: number, from: string, to: string): Promise<Map<string, string>> {
  const rows = await q.query<{ leave_type: string; from_date: Date | string; to_date: Date | string }>(
    `select leave_type, from_date, to_date from attendance_approvals
     where tenant_id = $1 and user_id = $2 and kind = 'leave' and status = 'approved' and from_date <= $4::date and to_date >= $3::date`,
    [tenantId, userId, from, to],
  )
  const byDate = new Map<string, string>()
  for (const row of rows) {
    for (let day = Date.parse(`${dateText(row.from_date)}T00:00:00Z`); day <= Date.parse(`${dateText(row.to_date)}T00:00:00Z`); day += DAY_MS) {
      byDate.set(new Date(day).toISOString().slice(0, 10), row.leave_type)
    }
  }
  return byDate
}
