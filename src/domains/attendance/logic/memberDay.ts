/**
 * What a member's day means under their organisation's rules (docs/spec.md#attendance-days): a
 * working day or not (weekdays, the holiday calendar, make-up working days), when they arrived
 * and left by their counted check-ins, late and left-early minutes past the grace, absent once the
 * check-in window has closed without one, a missed check-out once the check-out window has, on
 * leave, and whether an outside check-in waits for approval. Wall-clock times are the rules' time
 * zone's (an IANA name), so a day is right across midnight and daylight-saving changes; minutes
 * are real minutes. Framework-free: the server decides and stores the days with it, and the
 * client may show the same rule. Organisations inherit the nearest rules above them.
 */
import { TZDate } from '@date-fns/tz'
import { canonicalTimeZone } from '#platform/core/timeZone.ts'
import {
  MAX_GRACE_MINUTES,
  MAX_RULE_DATES,
  MAX_RULE_SCOPES,
  type DayCheckIn,
  type DayRules,
  type DayState,
  type MemberDay,
  type RuleProblem,
  type WallTime,
} from '../contract.ts'

export type { DayCheckIn, DayRules, DayState, MemberDay, RuleProblem, WallTime }

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function minutesOf(time: WallTime): number {
  const match = TIME.exec(time)
  if (!match) throw new Error(`Not a time of day (HH:mm): ${time}`)
  return Number(match[1]) * 60 + Number(match[2])
}

/** What is wrong with `rules`, each problem with the field it is in (empty: usable). Each side
 * words the codes in the reader's language. */
export function checkDayRules(rules: DayRules): RuleProblem[] {
  const problems: RuleProblem[] = []
  const add = (field: RuleProblem['field'], problem: RuleProblem['problem']) => problems.push({ field, problem })
  if (canonicalTimeZone(rules.timeZone) === null) add('timeZone', 'time-zone')
  if (rules.workingDays.some((d) => !Number.isInteger(d) || d < 1 || d > 7) || new Set(rules.workingDays).size !== rules.workingDays.length)
    add('workingDays', 'weekdays')
  for (const name of ['holidays', 'extraWorkingDays'] as const) {
    const dates = rules[name]
    if (dates.length > MAX_RULE_DATES) add(name, 'too-many-dates')
    else if (dates.some((d) => !validDate(d))) add(name, 'dates')
  }
  if (rules.holidays.some((d) => rules.extraWorkingDays.includes(d))) add('extraWorkingDays', 'holiday-and-working')
  const times = ['start', 'end', 'checkIn.from', 'checkIn.until', 'checkOut.from', 'checkOut.until'] as const
  const value = (name: (typeof times)[number]): WallTime =>
    name === 'start' || name === 'end' ? rules[name] : rules[name.startsWith('checkIn') ? 'checkIn' : 'checkOut'][name.endsWith('from') ? 'from' : 'until']
  const bad = times.filter((name) => typeof value(name) !== 'string' || !TIME.test(value(name)))
  for (const name of bad) add(name, 'time')
  if (!Number.isInteger(rules.graceMinutes) || rules.graceMinutes < 0 || rules.graceMinutes > MAX_GRACE_MINUTES) add('graceMinutes', 'grace')
  const ids = rules.scopeIds
  if (
    ids !== undefined &&
    (!Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > MAX_RULE_SCOPES ||
      ids.some((id) => !Number.isSafeInteger(id) || id < 1) ||
      new Set(ids).size !== ids.length)
  )
    add('scopeIds', 'scopes')
  if (bad.length > 0) return problems
  const m = (t: WallTime) => minutesOf(t)
  if (m(rules.start) >= m(rules.end)) add('end', 'start-before-end')
  if (!(m(rules.checkIn.from) <= m(rules.start) && m(rules.start) < m(rules.checkIn.until))) add('checkIn.from', 'check-in-window')
  if (!(m(rules.checkOut.from) < m(rules.end) && m(rules.end) <= m(rules.checkOut.until))) add('checkOut.until', 'check-out-window')
  if (m(rules.checkIn.until) > m(rules.checkOut.from)) add('checkIn.until', 'windows-overlap')
  return problems
}

/** A real calendar date, YYYY-MM-DD. */
export function validDate(date: string): boolean {
  const match = typeof date === 'string' ? DATE.exec(date) : null
  if (!match) return false
  const [, y, mo, d] = match.map(Number)
  const utc = new Date(Date.UTC(y!, mo! - 1, d!))
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === mo! - 1 && utc.getUTCDate() === d
}

/** The days from `from` to `to` (YYYY-MM-DD), both counted: 1 for one day, 0 or less when `to`
 * is before `from` (a leave request's length, MAX_LEAVE_DAYS at most). */
export function daysFromTo(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1
}

/** The instant of wall time `time` on `date` in `zone` (a time a daylight-saving change skips
 * is read as the same time after the change). */
export function instantOf(date: string, time: WallTime, zone: string): number {
  const [, y, mo, d] = DATE.exec(date)!
  const minutes = minutesOf(time)
  return new TZDate(Number(y), Number(mo) - 1, Number(d), Math.floor(minutes / 60), minutes % 60, zone).getTime()
}

/** The date (YYYY-MM-DD) and wall-clock minutes of `instant` in `zone`. */
export function localOf(instant: number, zone: string): { date: string; minutes: number } {
  const local = new TZDate(instant, zone)
  const pad = (n: number) => String(n).padStart(2, '0')
  return { date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`, minutes: local.getHours() * 60 + local.getMinutes() }
}

/** Whether `date` works under `rules`. */
export function isWorkingDay(date: string, rules: DayRules): boolean {
  if (rules.extraWorkingDays.includes(date)) return true
  if (rules.holidays.includes(date)) return false
  const [, y, mo, d] = DATE.exec(date)!
  const weekday = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay() || 7
  return rules.workingDays.includes(weekday)
}

/** A check-in that counts for the day's times: inside or uncertain, or outside and approved. */
function counts(checkIn: DayCheckIn): boolean {
  return checkIn.verdict !== 'outside' || checkIn.approval === 'approved'
}

/** The instants (ms) that decide a date under some rules, computed once per rules and date: the
 * zone's conversions are most of a day's cost, and a month's report decides 300 000 days. */
export interface DayFrame {
  date: string
  working: boolean
  /** The date's first instant and the next date's, in the rules' zone. */
  dayStart: number
  dayEnd: number
  start: number
  end: number
  checkIn: { from: number; until: number }
  checkOut: { from: number; until: number }
  graceMs: number
}

/** The date after `date` (YYYY-MM-DD). */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}

/** The frame of `date` under `rules`. */
export function dayFrame(date: string, rules: DayRules): DayFrame {
  const at = (time: WallTime) => instantOf(date, time, rules.timeZone)
  return {
    date,
    working: isWorkingDay(date, rules),
    dayStart: at('00:00'),
    dayEnd: instantOf(nextDate(date), '00:00', rules.timeZone),
    start: at(rules.start),
    end: at(rules.end),
    checkIn: { from: at(rules.checkIn.from), until: at(rules.checkIn.until) },
    checkOut: { from: at(rules.checkOut.from), until: at(rules.checkOut.until) },
    graceMs: rules.graceMinutes * 60_000,
  }
}

/** Whether the day can no longer change by time alone (its check-out window has closed): only a
 * decision, a leave or a change of rules changes it then. */
export function dayClosed(frame: DayFrame, now: Date): boolean {
  return now.getTime() > frame.checkOut.until
}

/** The member's day `date` under `rules`, from their check-ins (any order; other days' are left
 * out by their local date), an approved leave's type covering the day, as known at `now`. A
 * caller deciding many days passes each date's `frame`, computed once. */
export function memberDay(
  date: string,
  rules: DayRules,
  checkIns: readonly DayCheckIn[],
  leave: string | null,
  now: Date,
  frame: DayFrame = dayFrame(date, rules),
): MemberDay {
  const day: MemberDay = { date, working: frame.working, leave, arrival: null, departure: null, lateMinutes: 0, earlyMinutes: 0, states: [] }
  const ofDay = checkIns
    .map((c) => ({ ...c, instant: Date.parse(c.at) }))
    .filter((c) => c.instant >= frame.dayStart && c.instant < frame.dayEnd)
    .sort((a, b) => a.instant - b.instant)
  const outside = ofDay.filter((c) => c.verdict === 'outside')
  if (outside.some((c) => c.approval === 'approved')) day.states.push('outside-approved')
  if (outside.some((c) => c.approval === undefined || c.approval === 'pending')) day.states.push('outside-pending')
  if (outside.some((c) => c.approval === 'rejected')) day.states.push('outside-rejected')
  if (!frame.working) return { ...day, states: ['not-working', ...day.states] }
  if (leave) return { ...day, states: ['on-leave', ...day.states] }

  const counted = ofDay.filter(counts)
  const within = (c: { instant: number }, window: { from: number; until: number }) => c.instant >= window.from && c.instant <= window.until
  const arrival = counted.find((c) => within(c, frame.checkIn))
  const departure = [...counted].reverse().find((c) => c !== arrival && within(c, frame.checkOut))
  const states: DayState[] = []
  if (arrival) {
    day.arrival = new Date(arrival.instant).toISOString()
    const late = arrival.instant - frame.start
    if (late > frame.graceMs) {
      day.lateMinutes = Math.ceil(late / 60_000)
      states.push('late')
    }
  }
  if (departure) {
    day.departure = new Date(departure.instant).toISOString()
    const early = frame.end - departure.instant
    if (early > frame.graceMs) {
      day.earlyMinutes = Math.ceil(early / 60_000)
      states.push('left-early')
    }
  } else if (arrival && now.getTime() > frame.checkOut.until) states.push('no-check-out')
  if (!arrival && departure) states.unshift('no-check-in')
  else if (!arrival && now.getTime() > frame.checkIn.until) states.unshift('absent')
  if (arrival && departure && states.length === 0) states.push('on-time')
  if (states.length === 0) states.push('open')
  return { ...day, states: [...states, ...day.states] }
}

/** The rules that apply to organisation `orgId`: its own, else the nearest above it (`parentOf`
 * walks up; null at the top), else `fallback` (the tenant's). */
export function effectiveRules(orgId: number, parentOf: (id: number) => number | null, own: ReadonlyMap<number, DayRules>, fallback: DayRules): DayRules {
  const seen = new Set<number>()
  for (let id: number | null = orgId; id !== null && !seen.has(id); id = parentOf(id)) {
    seen.add(id)
    const rules = own.get(id)
    if (rules) return rules
  }
  return fallback
}
