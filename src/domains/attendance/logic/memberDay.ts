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
import type { Verdict } from '../contract.ts'

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

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function minutesOf(time: WallTime): number {
  const match = TIME.exec(time)
  if (!match) throw new Error(`Not a time of day (HH:mm): ${time}`)
  return Number(match[1]) * 60 + Number(match[2])
}

/** What is wrong with `rules`, one line each (empty: usable). */
export function checkDayRules(rules: DayRules): string[] {
  const problems: string[] = []
  if (canonicalTimeZone(rules.timeZone) === null) problems.push(`timeZone: not an IANA time zone: ${rules.timeZone}`)
  if (rules.workingDays.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) problems.push('workingDays: ISO weekdays 1–7')
  for (const [name, dates] of [
    ['holidays', rules.holidays],
    ['extraWorkingDays', rules.extraWorkingDays],
  ] as const)
    if (dates.some((d) => !DATE.test(d) || Number.isNaN(Date.parse(`${d}T00:00:00Z`)))) problems.push(`${name}: dates YYYY-MM-DD`)
  const both = rules.holidays.filter((d) => rules.extraWorkingDays.includes(d))
  if (both.length > 0) problems.push(`a date is both a holiday and a working day: ${both.join(', ')}`)
  const times = {
    start: rules.start,
    end: rules.end,
    'checkIn.from': rules.checkIn.from,
    'checkIn.until': rules.checkIn.until,
    'checkOut.from': rules.checkOut.from,
    'checkOut.until': rules.checkOut.until,
  }
  const bad = Object.entries(times).filter(([, t]) => !TIME.test(t))
  if (bad.length > 0) return [...problems, ...bad.map(([name]) => `${name}: a time HH:mm`)]
  if (!Number.isInteger(rules.graceMinutes) || rules.graceMinutes < 0 || rules.graceMinutes > 240) problems.push('graceMinutes: 0–240')
  const m = (t: WallTime) => minutesOf(t)
  if (m(rules.start) >= m(rules.end)) problems.push('the working day starts before it ends')
  if (!(m(rules.checkIn.from) <= m(rules.start) && m(rules.start) < m(rules.checkIn.until))) problems.push('the check-in window holds the start')
  if (!(m(rules.checkOut.from) < m(rules.end) && m(rules.end) <= m(rules.checkOut.until))) problems.push('the check-out window holds the end')
  if (m(rules.checkIn.until) > m(rules.checkOut.from)) problems.push('the check-in window closes before the check-out window opens')
  return problems
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

/** The member's day `date` under `rules`, from their check-ins (any order; others days' are left
 * out by their local date), an approved leave's type covering the day, as known at `now`. */
export function memberDay(date: string, rules: DayRules, checkIns: readonly DayCheckIn[], leave: string | null, now: Date): MemberDay {
  const working = isWorkingDay(date, rules)
  const day: MemberDay = { date, working, leave, arrival: null, departure: null, lateMinutes: 0, earlyMinutes: 0, states: [] }
  const at = (time: WallTime) => instantOf(date, time, rules.timeZone)
  const ofDay = checkIns
    .map((c) => ({ ...c, instant: Date.parse(c.at) }))
    .filter((c) => !Number.isNaN(c.instant) && localOf(c.instant, rules.timeZone).date === date)
    .sort((a, b) => a.instant - b.instant)
  const outside = ofDay.filter((c) => c.verdict === 'outside')
  if (outside.some((c) => c.approval === 'approved')) day.states.push('outside-approved')
  if (outside.some((c) => c.approval === undefined || c.approval === 'pending')) day.states.push('outside-pending')
  if (!working) return { ...day, states: ['not-working', ...day.states] }
  if (leave) return { ...day, states: ['on-leave', ...day.states] }

  const counted = ofDay.filter(counts)
  const within = (c: { instant: number }, window: { from: WallTime; until: WallTime }) => c.instant >= at(window.from) && c.instant <= at(window.until)
  const arrival = counted.find((c) => within(c, rules.checkIn))
  const departure = [...counted].reverse().find((c) => c !== arrival && within(c, rules.checkOut))
  const grace = rules.graceMinutes * 60_000
  const states: DayState[] = []
  if (arrival) {
    day.arrival = new Date(arrival.instant).toISOString()
    const late = arrival.instant - at(rules.start)
    if (late > grace) {
      day.lateMinutes = Math.ceil(late / 60_000)
      states.push('late')
    }
  }
  if (departure) {
    day.departure = new Date(departure.instant).toISOString()
    const early = at(rules.end) - departure.instant
    if (early > grace) {
      day.earlyMinutes = Math.ceil(early / 60_000)
      states.push('left-early')
    }
  } else if (arrival && now.getTime() > at(rules.checkOut.until)) states.push('no-check-out')
  if (!arrival && departure) states.unshift('no-check-in')
  else if (!arrival && now.getTime() > at(rules.checkIn.until)) states.unshift('absent')
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
