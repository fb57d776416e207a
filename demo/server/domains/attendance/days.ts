/**
 * A member's month (docs/spec.md#attendance-days): every date of the month decided by the shared
 * rule (src/domains/attendance/logic/memberDay.ts) from the member's check-ins and their
 * approvals and their approved leave under the rules of their organisation (nearest set above it, else the tenant's), as
 * known now, and the check-ins themselves. The month's
 * dates and the check-ins' are the rules' time zone's.
 */
import type { ApprovalStatus, MemberMonth, Verdict } from '../../../../src/domains/attendance/contract.ts'
import { instantOf, localOf, memberDay } from '../../../../src/domains/attendance/logic/memberDay.ts'
import type { Queryable } from '../../platform/db.ts'
import { fieldError } from '../../platform/http.ts'
import { approvedLeave } from './leaves.ts'
import { rulesOf } from './rules.ts'

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** `month` (YYYY-MM, years 2000–2100), else a 400 naming it. */
export function monthParam(raw: string | undefined): string {
  const match = MONTH.exec(raw?.trim() ?? '')
  if (!match || Number(match[1]) < 2000 || Number(match[1]) > 2100) throw fieldError('month', /*i18n*/ '{name} must be a month YYYY-MM', { name: 'month' })
  return match[0]
}

/** The dates (YYYY-MM-DD) of `month`. */
export function datesOf(month: string): string[] {
  const [y, m] = month.split('-').map(Number)
  const count = new Date(Date.UTC(y!, m!, 0)).getUTCDate()
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)
}

/** The member's month under their rules. */
export async function memberMonth(q: Queryable, tenantId: number, userId: number, month: string, now: Date): Promise<MemberMonth> {
  const [me] = await q.query<{ org_id: number | null }>('select org_id from users where id = $1 and tenant_id = $2', [userId, tenantId])
  const { effective: rules } = await rulesOf(q, tenantId, me?.org_id ?? null)
  const dates = datesOf(month)
  const from = new Date(instantOf(dates[0]!, '00:00', rules.timeZone))
  const until = new Date(instantOf(dates.at(-1)!, '23:59', rules.timeZone) + 60_000)
  const rows = await q.query<{ id: number; created_at: Date; verdict: Verdict; approval: ApprovalStatus | null }>(
    `select r.id, r.created_at, r.verdict, a.status as approval from check_ins r left join attendance_approvals a on a.check_in_id = r.id
     where r.tenant_id = $1 and r.user_id = $2 and r.created_at >= $3 and r.created_at < $4 order by r.created_at, r.id`,
    [tenantId, userId, from, until],
  )
  const leave = await approvedLeave(q, tenantId, userId, dates[0]!, dates.at(-1)!)
  const checkIns = rows.map((r) => ({ id: r.id, at: new Date(r.created_at).toISOString(), verdict: r.verdict, approval: r.approval }))
  // An outside check-in counts once approved; one not sent, or rejected, does not.
  const forDays = checkIns.map(({ at, verdict, approval }) => ({ at, verdict, ...(approval ? { approval } : {}) }))
  return {
    month,
    today: localOf(now.getTime(), rules.timeZone).date,
    rules,
    days: dates.map((date) => memberDay(date, rules, forDays, leave.get(date) ?? null, now)),
    checkIns,
  }
}
