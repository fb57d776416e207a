/**
 * The dates of an iCalendar file (RFC 5545) as a holiday calendar: each event's days, all-day
 * or timed (its start's date to the day before an all-day end, or its end's date when timed),
 * a recurring event's occurrences within MAX_YEARS of its start, at most MAX_RULE_DATES. Parsed
 * with Mozilla's ical.js (loaded only when a file is imported). Framework-free.
 */
import ICAL from 'ical.js'
import { MAX_RULE_DATES } from '../contract.ts'

const MAX_YEARS = 3
const DAY_MS = 86_400_000

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const utcDay = (t: ICAL.Time) => Date.UTC(t.year, t.month - 1, t.day)

/** The event's days from `start` to `end` (an all-day end is exclusive). */
function daysOf(start: ICAL.Time, end: ICAL.Time | null): string[] {
  const first = utcDay(start)
  const last = end ? utcDay(end) - (end.isDate ? DAY_MS : 0) : first
  const days: string[] = []
  for (let day = first; day <= Math.max(first, last) && days.length <= MAX_RULE_DATES; day += DAY_MS) days.push(iso(day))
  return days
}

/** The sorted dates of `text`, or an Error when it is not iCalendar. */
export function icsDates(text: string): string[] | Error {
  let calendar: ICAL.Component
  try {
    calendar = new ICAL.Component(ICAL.parse(text))
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
  const dates = new Set<string>()
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent)
    if (!event.startDate) continue
    const length = event.endDate ? utcDay(event.endDate) - utcDay(event.startDate) : 0
    if (!event.isRecurring()) {
      for (const d of daysOf(event.startDate, event.endDate)) dates.add(d)
      continue
    }
    const until = utcDay(event.startDate) + MAX_YEARS * 366 * DAY_MS
    const occurrences = event.iterator()
    for (let next = occurrences.next(); next && utcDay(next) <= until && dates.size <= MAX_RULE_DATES; next = occurrences.next()) {
      const end = next.clone()
      end.adjust(length / DAY_MS, 0, 0, 0)
      for (const d of daysOf(next, event.endDate ? end : null)) dates.add(d)
    }
  }
  return [...dates].sort()
}
