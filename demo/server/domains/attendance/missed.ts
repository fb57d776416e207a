/**
 * Missed check-ins (docs/spec.md#attendance-approvals): a member who forgot to check in or out
 * asks for a check-in at a wall time of a past day in their rules' zone — at most MAX_MISSED_DAYS
 * back, never ahead, MAX_MISSED_PER_DAY of theirs a day that wait or were approved — with a
 * reason and an optional photo. Decided among the approvals; an approved one counts for the day
 * as a check-in inside the scope (the stored days and the month read it with `missedCheckIns`).
 */
import { MAX_APPROVAL_REASON, MAX_MISSED_DAYS, MAX_MISSED_PER_DAY, type ApprovalStatus, type MissedInput } from '../../../../src/domains/attendance/contract.ts'
import { instantOf, nextDate } from '../../../../src/domains/attendance/logic/memberDay.ts'
import type { Queryable } from '../../platform/db.ts'
import { fieldError } from '../../platform/http.ts'
import { checkText } from '../../platform/params.ts'
import { rulesOf } from './rules.ts'
import { dateField } from './scopes.ts'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const DAY_MS = 86_400_000

/** An optional photo: an uploaded file's address (its ownership is checked on submit). */
export function photoField(raw: unknown): string {
  const photo = raw === undefined || raw === null ? '' : raw
  if (typeof photo !== 'string' || photo.length > 2000) throw fieldError('photo', /*i18n*/ '{name} must be text', { name: 'photo' })
  return photo.trim()
}

export interface Missed {
  at: Date
  /** The day in the member's zone (YYYY-MM-DD) and the zone. */
  date: string
  zone: string
  reason: string
  photo: string
}

/** The member's request read field by field, its time an instant of their rules' zone. */
export async function missedInput(q: Queryable, tenantId: number, userId: number, body: Record<string, unknown>, now: Date): Promise<Missed> {
  const date = dateField(body.date, 'date')
  const time = typeof body.time === 'string' ? body.time.trim() : ''
  if (!TIME.test(time)) throw fieldError('time', /*i18n*/ 'Each time must be a time of day, HH:mm')
  const reason = checkText(body.reason, { label: /*i18n*/ 'reason', max: MAX_APPROVAL_REASON, required: true })
  if ('error' in reason) throw fieldError('reason', reason.error)
  const photo = photoField(body.photo)
  const [me] = await q.query<{ org_id: number | null }>('select org_id from users where id = $1 and tenant_id = $2', [userId, tenantId])
  const zone = (await rulesOf(q, tenantId, me?.org_id ?? null)).effective.timeZone
  const at = new Date(instantOf(date, time as MissedInput['time'], zone))
  if (at.getTime() > now.getTime()) throw fieldError('time', /*i18n*/ 'A missed check-in must be in the past')
  if (at.getTime() < now.getTime() - MAX_MISSED_DAYS * DAY_MS)
    throw fieldError('date', /*i18n*/ 'A missed check-in may be at most {max} days back', { max: MAX_MISSED_DAYS })
  return { at, date, zone, reason: reason.value, photo }
}

/** Stores the request (inside the caller's transaction; the member's requests one at a time). */
export async function submitMissed(q: Queryable, tenantId: number, userId: number, input: Missed, now: Date): Promise<number> {
  await q.query('select id from users where id = $1 and tenant_id = $2 for update', [userId, tenantId])
  const from = new Date(instantOf(input.date, '00:00', input.zone))
  const until = new Date(instantOf(nextDate(input.date), '00:00', input.zone))
  const [{ n }] = await q.query<{ n: number }>(
    `select count(*)::int as n from attendance_approvals
     where tenant_id = $1 and user_id = $2 and kind = 'missed' and status <> 'rejected' and missed_at >= $3 and missed_at < $4`,
    [tenantId, userId, from, until],
  )
  if (n >= MAX_MISSED_PER_DAY)
    throw fieldError('date', /*i18n*/ 'You already asked for {max} missed check-ins on {date}', { max: MAX_MISSED_PER_DAY, date: input.date })
  const [row] = await q.query<{ id: number }>(
    `insert into attendance_approvals (tenant_id, user_id, kind, missed_at, reason, photo, created_at) values ($1, $2, 'missed', $3, $4, $5, $6) returning id`,
    [tenantId, userId, input.at, input.reason, input.photo, now],
  )
  return row!.id
}

/** The missed check-in requests of `userIds` from `from` to `until` (instants), oldest first. */
export async function missedCheckIns(
  q: Queryable,
  tenantId: number,
  userIds: readonly number[],
  from: Date,
  until: Date,
): Promise<{ id: number; user_id: number; at: Date; status: ApprovalStatus }[]> {
  return q.query(
    `select id, user_id, missed_at as at, status from attendance_approvals
     where tenant_id = $1 and kind = 'missed' and user_id = any($2::int[]) and missed_at >= $3 and missed_at < $4 order by missed_at, id`,
    [tenantId, userIds, from, until],
  )
}
