/**
 * Formatting helpers (public API; docs/spec.md#constants): dates with dayjs tokens, relative times in
 * en / zh / tw, number abbreviations, thousands separators, query strings and the date filter.
 * Dates are read and shown in the runtime's local time zone; epoch inputs are zone-free.
 * Framework-free and pure (the current time can be passed in).
 */
import dayjs from 'dayjs'
import type { Language } from './i18n/language.ts'

/** Default output format (docs/spec.md#constants, "date filter"). */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss'

/** Anything parseTime reads: Date, epoch milliseconds, 10-digit epoch seconds (number or
 * string), digit strings, or date strings such as `2024-01-02 03:04:05` / ISO 8601. */
export type TimeInput = Date | number | string | null | undefined

/** The input as a Date, or `null` when empty or not a date. A 10-digit integer (number or
 * string) is epoch seconds; other numbers and digit strings are epoch milliseconds. */
export function toDate(time: TimeInput): Date | null {
  if (time === null || time === undefined) return null
  if (time instanceof Date) return Number.isNaN(time.getTime()) ? null : new Date(time.getTime())
  let value: number | string = time
  if (typeof value === 'string') {
    value = value.trim()
    if (value === '') return null
    if (/^-?\d+$/.test(value)) value = Number(value)
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    if (Number.isInteger(value) && String(Math.abs(value)).length === 10) value *= 1000
  }
  const d = dayjs(value)
  if (!d.isValid()) return null
  return typeof value === 'string' && overflows(value, d.toDate()) ? null : d.toDate()
}

/** `2024-02-30` would roll over to March: a local date string whose month or day changed
 * while parsing is not a date. Strings with a zone designator are left to the parser. */
function overflows(text: string, d: Date): boolean {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?!.*(?:Z|[+-]\d{2}:?\d{2})$)/i.exec(text)
  if (!m) return false
  return d.getFullYear() !== Number(m[1]) || d.getMonth() + 1 !== Number(m[2]) || d.getDate() !== Number(m[3])
}

/** Formats a time with dayjs tokens (default `YYYY-MM-DD HH:mm:ss`); `null` for empty or
 * invalid input. */
export function parseTime(time: TimeInput, format: string = DEFAULT_DATE_FORMAT): string | null {
  const d = toDate(time)
  return d ? dayjs(d).format(format) : null
}

interface RelativeWords {
  justNow: string
  minutes: (n: number) => string
  hours: (n: number) => string
  days: (n: number) => string
  /** Format of older dates in formatTime when no format is given. */
  older: string
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`

const WORDS: Record<Language, RelativeWords> = {
  en: {
    justNow: 'just now',
    minutes: (n) => plural(n, 'minute'),
    hours: (n) => plural(n, 'hour'),
    days: (n) => plural(n, 'day'),
    older: 'MMM D, HH:mm',
  },
  zh: {
    justNow: '刚刚',
    minutes: (n) => `${n}分钟前`,
    hours: (n) => `${n}小时前`,
    days: (n) => `${n}天前`,
    older: 'M月D日H时m分',
  },
  tw: {
    justNow: '剛剛',
    minutes: (n) => `${n}分鐘前`,
    hours: (n) => `${n}小時前`,
    days: (n) => `${n}天前`,
    older: 'M月D日H時m分',
  },
}

const MINUTE = 60
const HOUR = 3600
const DAY = 86400

/**
 * Relative time, the "just now" reading (docs/spec.md#time-ago): under 30 s "just now", under an hour
 * minutes (rounded up), under a day hours (rounded up), under 48 h "1 day ago"; older times
 * as a date — with `format` when given, else `M月D日H时m分` (zh), `M月D日H時m分` (tw) or
 * `MMM D, HH:mm` (en). Future times read "just now". `null` for empty input.
 */
export function formatTime(time: TimeInput, format?: string, lang: Language = 'en', now: number = Date.now()): string | null {
  const d = toDate(time)
  if (!d) return null
  const words = WORDS[lang]
  const diff = (now - d.getTime()) / 1000
  if (diff < 30) return words.justNow
  if (diff < HOUR) return words.minutes(Math.ceil(diff / MINUTE))
  if (diff < DAY) return words.hours(Math.ceil(diff / HOUR))
  if (diff < 2 * DAY) return words.days(1)
  return dayjs(d).format(format || words.older)
}

/**
 * Relative time, the other reading: `time` is a moment read as parseTime reads it (a Date, epoch
 * milliseconds, 10-digit epoch seconds, a date string); under 3 600 s ago whole minutes, under
 * 86 400 s whole hours, then whole days ("5 minutes ago", "5分钟前"). Future times count as 0
 * minutes; an input that is no moment gives "".
 */
export function timeAgo(time: TimeInput, lang: Language = 'en', now: number = Date.now()): string {
  const words = WORDS[lang]
  const then = toDate(time)
  if (!then) return ''
  const between = Math.max(0, (now - then.getTime()) / 1000)
  if (between < HOUR) return words.minutes(Math.floor(between / MINUTE))
  if (between < DAY) return words.hours(Math.floor(between / HOUR))
  return words.days(Math.floor(between / DAY))
}

const SI = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const

const trimZeros = (s: string) => s.replace(/\.0+$|(\.\d*[1-9])0+$/, '$1')

/** 1234 → "1.2k" (digits = 1); k, M, G, T, P, E; trailing zeros dropped; a value that rounds
 * up to 1000 of a unit moves to the next (999 999 → "1M"); below 1000 unchanged. */
export function numberFormatter(num: number, digits = 0): string {
  if (!Number.isFinite(num)) return String(num)
  const places = Math.min(20, Math.max(0, Math.trunc(digits)))
  const sign = num < 0 ? '-' : ''
  const abs = Math.abs(num)
  for (let i = 0; i < SI.length; i++) {
    const unit = SI[i] as (typeof SI)[number]
    if (abs < unit.value) continue
    const scaled = Number((abs / unit.value).toFixed(places))
    const up = SI[i - 1]
    if (scaled >= 1000 && up) return sign + trimZeros((abs / up.value).toFixed(places)) + up.symbol
    return sign + trimZeros(scaled.toFixed(places)) + unit.symbol
  }
  return String(num)
}

/** 1234567.89 → "1,234,567.89"; non-numeric input → "0". */
export function toThousands(num: number | string): string {
  const n = typeof num === 'string' ? Number(num.trim()) : num
  const value = Number.isFinite(n) ? n : 0
  return String(value).replace(/^-?\d+/, (int) => int.replace(/\B(?=(\d{3})+(?!\d))/g, ','))
}

/** The query of a URL as an object: `?a=1&b=x%20y` → `{ a: '1', b: 'x y' }` (`+` is a space;
 * the hash is ignored; a repeated key keeps its last value). */
export function param2Obj(url: string): Record<string, string> {
  const q = url.indexOf('?')
  if (q === -1) return {}
  const search = url.slice(q + 1).split('#')[0] ?? ''
  const out: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(search)) out[key] = value
  return out
}

/** The date filter (docs/spec.md#constants): `-` stays `-`, empty shows blank, a date shows formatted
 * (`YYYY-MM-DD HH:mm:ss` by default); text that is not a date is shown unchanged. */
export function dateFilter(value: TimeInput, format: string = DEFAULT_DATE_FORMAT): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string' && (value.trim() === '' || value.trim() === '-')) return value.trim()
  return parseTime(value, format) ?? String(value)
}
