/**
 * Dates as people read and type them in the console's language, and the first day of its week.
 * The values stay what the screens and the server use: `YYYY-MM-DD` for a day
 * and `YYYY-MM-DDTHH:mm` (local time) for a date and time. They are shown as `Nov 27, 2026` (en)
 * or `2026年11月27日` (zh, tw), with ` 14:30` after them for a time, and read back from that
 * wording, from ISO `2026-11-27` (or `2026/11/27`, `2026.11.27`) and, in any language, from the
 * other languages' wording (`27 Nov 2026`, `November 27 2026`, `2026年11月27号`); full-width digits
 * and punctuation are read as ASCII. A day that does not exist (`2026-02-30`) is not a date.
 * Framework-free.
 */
import { LOCALE_TAG } from './catalogs.ts'
import type { Language } from './language.ts'

export type DateMode = 'date' | 'datetime'

/** 0 = Sunday … 6 = Saturday, as Date#getDay and react-day-picker count. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

/** Where the runtime has no week data (`Intl.Locale#getWeekInfo` / `weekInfo`): CLDR's answer for
 * each language's locale — en-US and zh-TW start on Sunday, zh-CN on Monday. */
const FIRST_DAY_FALLBACK: Record<Language, Weekday> = { en: 0, zh: 1, tw: 0 }

interface WeekInfo {
  firstDay: number
}

/** The first day of the week in the language's locale (`en` → Sunday, `zh` → Monday, `tw` →
 * Sunday, as CLDR says), read from Intl where the runtime has it. */
export function firstDayOfWeek(lang: Language): Weekday {
  try {
    const locale = new Intl.Locale(LOCALE_TAG[lang]) as Intl.Locale & { getWeekInfo?(): WeekInfo; weekInfo?: WeekInfo }
    const info = typeof locale.getWeekInfo === 'function' ? locale.getWeekInfo() : locale.weekInfo
    const day = info?.firstDay
    if (typeof day === 'number' && day >= 1 && day <= 7) return (day % 7) as Weekday
  } catch {
    // An engine without Intl.Locale: the table below.
  }
  return FIRST_DAY_FALLBACK[lang]
}

interface Parts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

const pad = (n: number) => String(n).padStart(2, '0')
const VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/

function exists({ year, month, day, hour, minute }: Parts): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || hour > 23 || minute > 59) return false
  const date = new Date(year, month - 1, day)
  return day >= 1 && date.getMonth() === month - 1 && date.getDate() === day
}

function partsOf(value: string): Parts | null {
  const m = VALUE.exec(value)
  if (!m) return null
  const parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4] ?? 0), minute: Number(m[5] ?? 0) }
  return exists(parts) ? parts : null
}

function valueOf(parts: Parts, mode: DateMode): string {
  const day = `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`
  return mode === 'date' ? day : `${day}T${pad(parts.hour)}:${pad(parts.minute)}`
}

const monthNames = (() => {
  let names: { short: string[]; long: string[] } | undefined
  return () => {
    if (!names) {
      const at = (month: number, style: 'short' | 'long') => new Intl.DateTimeFormat('en', { month: style, timeZone: 'UTC' }).format(Date.UTC(2000, month, 1))
      const months = [...Array(12).keys()]
      names = { short: months.map((m) => at(m, 'short')), long: months.map((m) => at(m, 'long').toLowerCase()) }
    }
    return names
  }
})()

/** A value (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`) as the language writes it; '' for '' or a value
 * that is not a date. A date-and-time value in `date` mode shows its day. */
export function formatDateText(value: string, mode: DateMode, lang: Language): string {
  const parts = partsOf(value)
  if (!parts) return ''
  const day = lang === 'en' ? `${monthNames().short[parts.month - 1]} ${parts.day}, ${parts.year}` : `${parts.year}年${parts.month}月${parts.day}日`
  return mode === 'date' ? day : `${day} ${pad(parts.hour)}:${pad(parts.minute)}`
}

function monthFromName(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '')
  if (w.length < 3) return null
  const index = monthNames().long.findIndex((name) => name.startsWith(w))
  return index === -1 ? null : index + 1
}

/** Full-width digits and punctuation (typed with a Chinese input method) as ASCII. */
function halfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ')
}

const TIME = /(?:\s*[T\s]\s*(\d{1,2}):(\d{2}))?$/i
const NUMERIC = new RegExp(`^(\\d{4})\\s*[-/.]\\s*(\\d{1,2})\\s*[-/.]\\s*(\\d{1,2})${TIME.source}`, 'i')
const CHINESE = new RegExp(`^(\\d{4})\\s*年\\s*(\\d{1,2})\\s*月\\s*(\\d{1,2})\\s*[日号號]?${TIME.source}`, 'i')
const MONTH_FIRST = new RegExp(`^([a-z]+\\.?)\\s*(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s*(\\d{4})${TIME.source}`, 'i')
const DAY_FIRST = new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)?\\s+([a-z]+\\.?)\\s*,?\\s*(\\d{4})${TIME.source}`, 'i')

function read(text: string): (Parts & { timed: boolean }) | null {
  let m: RegExpExecArray | null
  let year: number, month: number | null, day: number
  let time: [string | undefined, string | undefined]
  if ((m = NUMERIC.exec(text) ?? CHINESE.exec(text))) {
    ;[year, month, day, time] = [Number(m[1]), Number(m[2]), Number(m[3]), [m[4], m[5]]]
  } else if ((m = MONTH_FIRST.exec(text))) {
    ;[year, month, day, time] = [Number(m[3]), monthFromName(m[1]!), Number(m[2]), [m[4], m[5]]]
  } else if ((m = DAY_FIRST.exec(text))) {
    ;[year, month, day, time] = [Number(m[3]), monthFromName(m[2]!), Number(m[1]), [m[4], m[5]]]
  } else return null
  if (month === null) return null
  const parts = { year, month, day, hour: Number(time[0] ?? 0), minute: Number(time[1] ?? 0) }
  return exists(parts) ? { ...parts, timed: time[0] !== undefined } : null
}

/** What was typed as a value: '' for an empty text, null for text that is not a date (or, in
 * `date` mode, a date with a time). A date without a time in `datetime` mode is 00:00. */
export function parseDateText(text: string, mode: DateMode): string | null {
  const clean = halfWidth(text).trim().replace(/\s+/g, ' ')
  if (clean === '') return ''
  const parts = read(clean)
  if (!parts || (mode === 'date' && parts.timed)) return null
  return valueOf(parts, mode)
}

/** The local calendar day of a value, or undefined for '' or a value that is not a date. */
export function dayOf(value: string): Date | undefined {
  const parts = partsOf(value)
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : undefined
}

/** The `HH:mm` of a date-and-time value, or undefined. */
export function timeOf(value: string): string | undefined {
  const parts = partsOf(value)
  return parts && value.includes('T') ? `${pad(parts.hour)}:${pad(parts.minute)}` : undefined
}

/** The value of a calendar day (local), in `datetime` mode at `time` (`HH:mm`, default 00:00). */
export function valueOfDay(date: Date, mode: DateMode, time = '00:00'): string {
  const [hour, minute] = time.split(':').map(Number)
  return valueOf({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: hour ?? 0, minute: minute ?? 0 }, mode)
}

/** Whether the value's day lies outside `min`..`max` (days, `YYYY-MM-DD`; either may be absent). */
export function outsideDays(value: string, min?: string, max?: string): boolean {
  const day = value.slice(0, 10)
  return Boolean(day && ((min && day < min.slice(0, 10)) || (max && day > max.slice(0, 10))))
}

/** The `size` of an input that shows the widest value of the mode in the language: a Latin
 * character or digit needs about 0.8 of the unit (Chromium sizes an input by the font's average
 * character plus its widest one), a Chinese character two. */
export function inputSize(mode: DateMode, lang: Language): number {
  const sample = formatDateText(mode === 'date' ? '2026-12-28' : '2026-12-28T23:59', mode, lang)
  return Math.ceil([...sample].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x2e80 ? 2 : 0.8), 0))
}
