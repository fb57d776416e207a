/**
 * The stored days (docs/spec.md#attendance-days): each member's day, decided by the shared rule
 * (src/domains/attendance/logic/memberDay.ts) and written to `member_days` once it has closed.
 * - `settleDays` stores every member's closed days of a tenant from where it stopped (or from
 *   the first date a change of rules asked for) to now, member by member in batches; the
 *   attendance job runs it, and the seed.
 * - `redecideDays` writes one member's closed days again at once (a decision on an approval).
 * - `redoFrom` asks for the days from a date to be decided again (a change of rules).
 * The members are the tenant's enabled, approved users who have sign-in scopes that apply (named
 * by their rules, or their organisation's own or an organisation's above it): those who can check in.
 */
import { DEFAULT_DAY_RULES, MAX_APPLY_BACK_DAYS, type DayRules, type MemberDay } from '../../../../src/domains/attendance/contract.ts'
import { dayClosed, dayFrame, effectiveRules, localOf, memberDay, nextDate, type DayFrame } from '../../../../src/domains/attendance/logic/memberDay.ts'
import type { Queryable } from '../../platform/db.ts'
import { missedCheckIns } from './missed.ts'
import { inOrg, storedCheckIn, type CheckInRow, type StoredCheckIn } from './checkInVerdicts.ts'

const DAY_MS = 86_400_000
/** Members decided and written per statement. */
const BATCH = 1000
/** Days decided per statement, at most. */
const MONTH_DAYS = 31
/** A change of rules may apply at most this many days back (and settling after a long pause). */
export const MAX_REDO_DAYS = MAX_APPLY_BACK_DAYS

const isoDate = (instant: number) => new Date(instant).toISOString().slice(0, 10)
const dateText = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : isoDate(value.getTime()))

/** The dates from `from` to `to` (YYYY-MM-DD), both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = []
  for (let date = from; date <= to; date = nextDate(date)) dates.push(date)
  return dates
}

/** Who the days are decided for, and under which rules: every rules document of the tenant read
 * once, each organisation's applying rules found by walking up, and each date's frame computed
 * once per rules. */
export interface DayContext {
  rulesOfOrg(orgId: number | null): DayRules
  frame(rules: DayRules, date: string): DayFrame
}

export async function dayContext(q: Queryable, tenantId: number): Promise<DayContext> {
  const rows = await q.query<{ org_id: number | null; rules: DayRules | string }>('select org_id, rules from attendance_rules where tenant_id = $1', [tenantId])
  const own = new Map<number, DayRules>()
  let tenantRules = DEFAULT_DAY_RULES
  for (const row of rows) {
    const rules = typeof row.rules === 'string' ? (JSON.parse(row.rules) as DayRules) : row.rules
    if (row.org_id === null) tenantRules = rules
    else own.set(row.org_id, rules)
  }
  const parents = new Map<number, number | null>()
  if (own.size > 0) {
    for (const org of await q.query<{ id: number; parent_id: number | null }>('select id, parent_id from orgs where tenant_id = $1', [tenantId])) {
      parents.set(org.id, org.parent_id)
    }
  }
  const byOrg = new Map<number | null, DayRules>()
  const frames = new Map<DayRules, Map<string, DayFrame>>()
  return {
    rulesOfOrg(orgId) {
      let rules = byOrg.get(orgId)
      if (!rules) {
        rules = orgId === null ? tenantRules : effectiveRules(orgId, (id) => parents.get(id) ?? null, own, tenantRules)
        byOrg.set(orgId, rules)
      }
      return rules
    },
    frame(rules, date) {
      let ofRules = frames.get(rules)
      if (!ofRules) frames.set(rules, (ofRules = new Map()))
      let frame = ofRules.get(date)
      if (!frame) ofRules.set(date, (frame = dayFrame(date, rules)))
      return frame
    },
  }
}

/** A member in one of their organisations: their day there follows its rules. */
interface Member {
  id: number
  org_id: number
}

/** The tenant's members in each of their organisations (their own and their further ones) where
 * they can check in (the rules there name scopes, or the organisation or one above it has some),
 * or those of `userIds` among them. */
export async function attendanceMembers(q: Queryable, tenantId: number, context: DayContext, userIds?: readonly number[]): Promise<Member[]> {
  const users = await q.query<Member & { scoped: boolean }>(
    `with recursive scoped(id) as (
       select distinct org_id from signin_scopes where tenant_id = $1
       union
       select o.id from orgs o join scoped s on o.parent_id = s.id where o.tenant_id = $1
     ), memberships(id, org_id) as (
       select u.id, o.org_id from users u
       cross join lateral (select u.org_id union select m.org_id from user_orgs m where m.user_id = u.id and m.tenant_id = $1) o
       where u.tenant_id = $1 and u.status = 'enabled' and u.audit_status = 'approved' and u.deleted_at is null
         and u.org_id is not null ${userIds ? 'and u.id = any($2::int[])' : ''}
     )
     select m.id, m.org_id, m.org_id in (select id from scoped) as scoped from memberships m order by m.id, m.org_id`,
    userIds ? [tenantId, userIds] : [tenantId],
  )
  // Rules that name scopes decide alone (those scopes cannot be deleted while named).
  return users.filter((u) => context.rulesOfOrg(u.org_id).scopeIds !== undefined || u.scoped).map(({ id, org_id }) => ({ id, org_id }))
}

/** Decides the closed days of `members` from `from` to `to` and writes them, and removes a stored
 * day the rules now leave open (it is decided live until it closes again); returns how many it wrote. */
async function storeDays(
  q: Queryable,
  tenantId: number,
  context: DayContext,
  members: readonly Member[],
  from: string,
  to: string,
  now: Date,
): Promise<number> {
  if (members.length === 0 || from > to) return 0
  const ids = [...new Set(members.map((m) => m.id))]
  // A day's check-ins lie within a day of its UTC date in any zone (UTC−12 to UTC+14).
  const range = { from: new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS), until: new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS) }
  const checkIns = await q.query<CheckInRow & { user_id: number }>(
    `select r.user_id, r.created_at, r.verdict, r.org_verdicts, a.status as approval from check_ins r left join attendance_approvals a on a.check_in_id = r.id
     where r.tenant_id = $1 and r.user_id = any($2::int[]) and r.created_at >= $3 and r.created_at < $4`,
    [tenantId, ids, range.from, range.until],
  )
  const leaves = await q.query<{ user_id: number; leave_type: string; from_date: Date | string; to_date: Date | string }>(
    `select user_id, leave_type, from_date, to_date from attendance_approvals
     where tenant_id = $1 and kind = 'leave' and status = 'approved' and user_id = any($2::int[]) and from_date <= $4::date and to_date >= $3::date`,
    [tenantId, ids, from, to],
  )
  const byUser = new Map<number, StoredCheckIn[]>()
  const add = (userId: number, checkIn: StoredCheckIn) => {
    const list = byUser.get(userId) ?? []
    list.push(checkIn)
    byUser.set(userId, list)
  }
  for (const c of checkIns) add(c.user_id, storedCheckIn(c))
  // An approved missed check-in counts as one inside the scope.
  for (const m of await missedCheckIns(q, tenantId, ids, range.from, range.until)) {
    if (m.status === 'approved') add(m.user_id, { at: new Date(m.at).toISOString(), verdict: 'inside', orgVerdicts: null })
  }
  const leaveOf = new Map<string, string>()
  for (const l of leaves) for (const date of datesBetween(dateText(l.from_date), dateText(l.to_date))) leaveOf.set(`${l.user_id} ${date}`, l.leave_type)
  const dates = datesBetween(from, to)
  const columns: unknown[][] = [[], [], [], [], [], [], [], [], [], []]
  for (const member of members) {
    const rules = context.rulesOfOrg(member.org_id)
    const mine = inOrg(byUser.get(member.id) ?? [], member.org_id)
    for (const date of dates) {
      const frame = context.frame(rules, date)
      // A day still open under the rules now is decided live (and a stored one removed below).
      if (!dayClosed(frame, now)) continue
      const day = memberDay(date, rules, mine, leaveOf.get(`${member.id} ${date}`) ?? null, now, frame)
      const row = [date, member.id, member.org_id, day.working, day.states.join(','), day.lateMinutes, day.earlyMinutes, day.arrival, day.departure, day.leave]
      row.forEach((value, i) => columns[i]!.push(value))
    }
  }
  // A stored day that is not written again goes: one the rules now leave open (a change of zone
  // or windows), one of an organisation the member has left.
  await q.query(
    `delete from member_days m where m.tenant_id = $1 and m.user_id = any($2::int[]) and m.day >= $3::date and m.day <= $4::date
       and not exists (select 1 from unnest($5::date[], $6::int[], $7::int[]) as x(d, u, o) where x.d = m.day and x.u = m.user_id and x.o = m.org_id)`,
    [tenantId, ids, from, to, columns[0], columns[1], columns[2]],
  )
  if (columns[0]!.length === 0) return 0
  await q.query(
    `insert into member_days (tenant_id, day, user_id, org_id, working, states, late_minutes, early_minutes, arrival, departure, leave_type, decided_at)
     select $1, d, u, o, w, string_to_array(s, ','), lm, em, a, dp, l, $12
     from unnest($2::date[], $3::int[], $4::int[], $5::boolean[], $6::text[], $7::int[], $8::int[], $9::timestamptz[], $10::timestamptz[], $11::text[])
       as x(d, u, o, w, s, lm, em, a, dp, l)
     on conflict (tenant_id, day, user_id, org_id) do update set working = excluded.working, states = excluded.states,
       late_minutes = excluded.late_minutes, early_minutes = excluded.early_minutes, arrival = excluded.arrival,
       departure = excluded.departure, leave_type = excluded.leave_type, decided_at = excluded.decided_at`,
    [tenantId, ...columns, now],
  )
  return columns[0]!.length
}

/** The last date every member's day of which has closed at `now`, under the rules of `orgIds`. */
function lastClosedDate(context: DayContext, orgIds: Iterable<number | null>, now: Date): string {
  let last = isoDate(now.getTime() + DAY_MS)
  for (const orgId of new Set(orgIds)) {
    const rules = context.rulesOfOrg(orgId)
    let date = last
    while (!dayClosed(context.frame(rules, date), now)) date = isoDate(Date.parse(`${date}T00:00:00Z`) - DAY_MS)
    last = date
  }
  return last
}

export interface Settled {
  /** Every member's days are stored up to this date (null: none yet). */
  through: string | null
  /** A change of rules asked for the days from this date to be decided again. */
  redoFrom: string | null
}

/** How far the tenant's days are stored. */
export async function settledOf(q: Queryable, tenantId: number): Promise<Settled> {
  const [row] = await q.query<{ through: Date | string | null; redo_from: Date | string | null }>(
    'select through, redo_from from attendance_settled where tenant_id = $1',
    [tenantId],
  )
  return { through: row?.through ? dateText(row.through) : null, redoFrom: row?.redo_from ? dateText(row.redo_from) : null }
}

/**
 * Stores every member's closed days of the tenant that are not yet stored, and those a change of
 * rules asked for again; one caller at a time per tenant (the row lock). From the day after the
 * last one stored, else from the tenant's first check-in; returns the days written.
 */
export async function settleDays(q: Queryable, tenantId: number, now: Date): Promise<{ days: number; through: string | null }> {
  await q.query('insert into attendance_settled (tenant_id, updated_at) values ($1, $2) on conflict do nothing', [tenantId, now])
  const [row] = await q.query<{ through: Date | string | null; redo_from: Date | string | null }>(
    'select through, redo_from from attendance_settled where tenant_id = $1 for update',
    [tenantId],
  )
  const through = row?.through ? dateText(row.through) : null
  const redoFrom = row?.redo_from ? dateText(row.redo_from) : null
  const context = await dayContext(q, tenantId)
  let from = through ? nextDate(through) : null
  if (!from) {
    const [first] = await q.query<{ at: Date | null }>('select min(created_at) as at from check_ins where tenant_id = $1', [tenantId])
    from = localOf(first?.at ? new Date(first.at).getTime() : now.getTime(), context.rulesOfOrg(null).timeZone).date
  }
  if (redoFrom && redoFrom < from) from = redoFrom
  // After a long pause, a year back at most.
  const earliest = isoDate(now.getTime() - MAX_REDO_DAYS * DAY_MS)
  if (from < earliest) from = earliest
  const members = await attendanceMembers(q, tenantId, context)
  const last = lastClosedDate(context, [null, ...members.map((m) => m.org_id)], now)
  let days = 0
  const today = isoDate(now.getTime())
  for (let start = from; start <= today; start = isoDate(Date.parse(`${start}T00:00:00Z`) + MONTH_DAYS * DAY_MS)) {
    const end = isoDate(Math.min(Date.parse(`${start}T00:00:00Z`) + (MONTH_DAYS - 1) * DAY_MS, Date.parse(`${today}T00:00:00Z`)))
    for (let i = 0; i < members.length; i += BATCH) days += await storeDays(q, tenantId, context, members.slice(i, i + BATCH), start, end, now)
  }
  const settled = through && through > last ? through : last
  await q.query('update attendance_settled set through = $2, redo_from = null, updated_at = $3 where tenant_id = $1', [tenantId, settled, now])
  return { days, through: settled }
}

/** Writes member `userId`'s closed days from `from` to `to` again (after a decision). */
export async function redecideDays(q: Queryable, tenantId: number, userId: number, from: string, to: string, now: Date): Promise<void> {
  const context = await dayContext(q, tenantId)
  await storeDays(q, tenantId, context, await attendanceMembers(q, tenantId, context, [userId]), from, to, now)
}

/** Asks for the tenant's days from `date` on to be decided again by the next settling. */
export async function redoFrom(q: Queryable, tenantId: number, date: string, now: Date): Promise<void> {
  await q.query(
    `insert into attendance_settled (tenant_id, redo_from, updated_at) values ($1, $2, $3)
     on conflict (tenant_id) do update set redo_from = least(coalesce(attendance_settled.redo_from, excluded.redo_from), excluded.redo_from),
       updated_at = excluded.updated_at`,
    [tenantId, date, now],
  )
}

/** A stored day as the shared rule's MemberDay. */
export interface DayRow {
  day: Date | string
  working: boolean
  states: string[] | string
  late_minutes: number
  early_minutes: number
  arrival: Date | null
  departure: Date | null
  leave_type: string | null
}

export function toMemberDay(row: DayRow): MemberDay {
  const states = Array.isArray(row.states)
    ? row.states
    : row.states
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean)
  return {
    date: dateText(row.day),
    working: row.working,
    leave: row.leave_type,
    arrival: row.arrival ? new Date(row.arrival).toISOString() : null,
    departure: row.departure ? new Date(row.departure).toISOString() : null,
    lateMinutes: row.late_minutes,
    earlyMinutes: row.early_minutes,
    states: states as MemberDay['states'],
  }
}
