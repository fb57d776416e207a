/**
 * A member's month (docs/spec.md#attendance-days): each closed day as stored (dayStore.ts), and
 * the others — today, the days ahead, a closed day not stored yet — decided now by the shared
 * rule (src/domains/attendance/logic/memberDay.ts) from the member's check-ins, their approvals
 * and their approved leave under the rules of their organisation (nearest set above it, else the
 * tenant's); a day before the tenant's first stored day is untracked; and the check-ins
 * themselves. The month's dates and the check-ins' are the rules' time zone's. A member of several
 * organisations has a month in each, under each one's rules.
 */
import type { MemberDay, MemberMonth, MemberOrg } from '../../../../src/domains/attendance/contract.ts'
import { instantOf, localOf, memberDay } from '../../../../src/domains/attendance/logic/memberDay.ts'
import type { Queryable } from '../../platform/db.ts'
import { fieldError } from '../../platform/http.ts'
import { approvedLeave } from './leaves.ts'
import { missedCheckIns } from './missed.ts'
import { MAX_REDO_DAYS, toMemberDay, type DayRow } from './dayStore.ts'
import { inOrg, storedCheckIn, type CheckInRow } from './checkInVerdicts.ts'
import { dateField } from './scopes.ts'
import { rulesOf } from './rules.ts'

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** `month` (YYYY-MM, years 2000–2100), else a 400 naming it. */
export function monthParam(raw: string | undefined): string {
  const match = MONTH.exec(raw?.trim() ?? '')
  if (!match || Number(match[1]) < 2000 || Number(match[1]) > 2100) throw fieldError('month', /*i18n*/ '{name} must be a month YYYY-MM', { name: 'month' })
  return match[0]
}

/** The first date a change of rules applies to (`applyFrom`, YYYY-MM-DD; absent: today, UTC):
 * from MAX_REDO_DAYS back to today, else a 400 naming it. */
export function applyFromParam(raw: unknown, now: Date): string {
  const today = now.toISOString().slice(0, 10)
  if (raw === undefined || raw === null || raw === '') return today
  const date = dateField(raw, 'applyFrom')
  const earliest = new Date(now.getTime() - MAX_REDO_DAYS * 86_400_000).toISOString().slice(0, 10)
  if (date < earliest || date > today)
    throw fieldError('applyFrom', /*i18n*/ 'The rules may apply from at most {max} days back until today', { max: MAX_REDO_DAYS })
  return date
}

/** The UTC dates around an instant: its day in any zone lies among them. */
export function aroundDate(iso: string): [string, string] {
  const at = Date.parse(iso)
  return [new Date(at - 86_400_000).toISOString().slice(0, 10), new Date(at + 86_400_000).toISOString().slice(0, 10)]
}

/** The dates (YYYY-MM-DD) of `month`. */
export function datesOf(month: string): string[] {
  const [y, m] = month.split('-').map(Number)
  const count = new Date(Date.UTC(y!, m!, 0)).getUTCDate()
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)
}

/** The member's organisations, their own first, by name (memberships: admin user_orgs). */
export async function orgsOfMember(q: Queryable, tenantId: number, userId: number): Promise<MemberOrg[]> {
  return q.query<MemberOrg>(
    `select o.id, o.name from users u join orgs o on o.id = u.org_id where u.id = $1 and u.tenant_id = $2
     union all
     select * from (select o.id, o.name from user_orgs m join orgs o on o.id = m.org_id
       where m.user_id = $1 and m.tenant_id = $2 and m.org_id <> (select org_id from users where id = $1) order by o.name, o.id) further`,
    [userId, tenantId],
  )
}

/** The member's month under the rules of `orgId` (one of their organisations, else a 400;
 * absent: their own). */
export async function memberMonth(q: Queryable, tenantId: number, userId: number, month: string, now: Date, orgId?: number): Promise<MemberMonth> {
  const orgs = await orgsOfMember(q, tenantId, userId)
  if (orgId !== undefined && !orgs.some((o) => o.id === orgId)) {
    throw fieldError('orgId', /*i18n*/ 'The member is not in organisation {id}', { id: orgId })
  }
  const org = orgId ?? orgs[0]?.id ?? null
  const { effective: rules } = await rulesOf(q, tenantId, org)
  const dates = datesOf(month)
  const from = new Date(instantOf(dates[0]!, '00:00', rules.timeZone))
  const until = new Date(instantOf(dates.at(-1)!, '23:59', rules.timeZone) + 60_000)
  const rows = await q.query<CheckInRow & { id: number }>(
    `select r.id, r.created_at, r.verdict, r.org_verdicts, a.status as approval from check_ins r left join attendance_approvals a on a.check_in_id = r.id
     where r.tenant_id = $1 and r.user_id = $2 and r.created_at >= $3 and r.created_at < $4 order by r.created_at, r.id`,
    [tenantId, userId, from, until],
  )
  const leave = await approvedLeave(q, tenantId, userId, dates[0]!, dates.at(-1)!)
  const stored = new Map(
    (
      await q.query<DayRow>(
        `select day, working, states, late_minutes, early_minutes, arrival, departure, leave_type from member_days
         where tenant_id = $1 and user_id = $2 and org_id = $5 and day >= $3::date and day <= $4::date`,
        [tenantId, userId, dates[0], dates.at(-1), org ?? 0],
      )
    )
      .map(toMemberDay)
      .map((day) => [day.date, day]),
  )
  // Days before the tenant's first stored day were never tracked.
  const [first] = await q.query<{ day: string | null }>("select to_char(min(day), 'YYYY-MM-DD') as day from member_days where tenant_id = $1", [tenantId])
  const untracked = (date: string): MemberDay | null =>
    first?.day && date < first.day
      ? { date, working: false, leave: null, arrival: null, departure: null, lateMinutes: 0, earlyMinutes: 0, states: ['untracked'] }
      : null
  const checkIns = rows.map((r) => ({ id: r.id, at: new Date(r.created_at).toISOString(), verdict: r.verdict, approval: r.approval }))
  const missed = (await missedCheckIns(q, tenantId, [userId], from, until)).map((m) => ({ id: m.id, at: new Date(m.at).toISOString(), status: m.status }))
  // An outside check-in counts once approved; one not sent, or rejected, does not. An approved
  // missed check-in counts as one inside. A member of several organisations: each check-in with
  // its verdict against this one's scopes (the list keeps where it was: inside some scope or not).
  const forDays = [
    ...inOrg(rows.map(storedCheckIn), org ?? 0),
    ...missed.filter((m) => m.status === 'approved').map(({ at }) => ({ at, verdict: 'inside' as const })),
  ]
  return {
    month,
    today: localOf(now.getTime(), rules.timeZone).date,
    rules,
    days: dates.map((date) => stored.get(date) ?? untracked(date) ?? memberDay(date, rules, forDays, leave.get(date) ?? null, now)),
    checkIns,
    missed,
    orgId: org,
    orgs,
  }
}
