/**
 * Snooze's times and rule, framework-free: the menu's choices in the reader's local time (in three
 * hours, tomorrow at 9:00, next Monday at 9:00 — built from calendar fields, so a DST change keeps
 * 9:00 at 9:00) and the check of a chosen time, which the reference server applies too: at least a
 * minute ahead, at most MAX_SNOOZE_DAYS.
 */
import { formatDateText, valueOfDay } from '#platform/core/i18n/dateText.ts'
import type { Language } from '#platform/core/i18n/language.ts'
import { MAX_SNOOZE_DAYS } from '../contract.ts'

export type SnoozeChoice = 'hours' | 'tomorrow' | 'nextWeek'
export const SNOOZE_CHOICES: readonly SnoozeChoice[] = ['hours', 'tomorrow', 'nextWeek']
export const SNOOZE_HOURS = 3
export const MORNING_HOUR = 9
const MIN_AHEAD_MS = 60_000

/** When a choice made at `now` ends (local time). */
export function snoozeTime(choice: SnoozeChoice, now: Date): Date {
  if (choice === 'hours') return new Date(now.getTime() + SNOOZE_HOURS * 3_600_000)
  const days = choice === 'tomorrow' ? 1 : (8 - now.getDay()) % 7 || 7
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, MORNING_HOUR, 0)
}

export type SnoozeProblem = 'notTime' | 'past' | 'tooFar'

/** Why `at` cannot end a snooze made at `now`, or null when it can. */
export function snoozeProblem(at: Date, now: Date): SnoozeProblem | null {
  const ms = at.getTime()
  if (Number.isNaN(ms)) return 'notTime'
  if (ms < now.getTime() + MIN_AHEAD_MS) return 'past'
  if (ms > now.getTime() + MAX_SNOOZE_DAYS * 86_400_000) return 'tooFar'
  return null
}

/** Whether a notice snoozed until `until` is still away at `now` (a list loaded earlier may hold a
 * time that has passed: then it is back). */
export function isSnoozed(until: string | null | undefined, now: number = Date.now()): boolean {
  return typeof until === 'string' && Date.parse(until) > now
}

/** The snooze an undo goes back to: `previous` while a snooze until it can still be made, else
 * none (the notice stays awake). */
export function snoozeToRestore(previous: string | null | undefined, now: Date = new Date()): string | null {
  return previous && snoozeProblem(new Date(previous), now) === null ? previous : null
}

const pad = (n: number) => String(n).padStart(2, '0')
/** The local `YYYY-MM-DDTHH:mm` of a moment (DateField's value). */
export const localValue = (at: Date) => valueOfDay(at, 'datetime', `${pad(at.getHours())}:${pad(at.getMinutes())}`)
/** A moment as the language writes a date and time. */
export const snoozeText = (at: Date | string, lang: Language) => formatDateText(localValue(typeof at === 'string' ? new Date(at) : at), 'datetime', lang)
