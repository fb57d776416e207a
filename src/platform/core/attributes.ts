/**
 * Parsing of element attributes into typed options. Bad values never crash an element: they
 * produce a console warning (through `warn`) and the default. Framework-free.
 */
import { isLanguage, type Language } from './i18n/language.ts'

export const SIZES = ['default', 'medium', 'small', 'mini'] as const
export type Size = (typeof SIZES)[number]

export const DEFAULT_THEME_COLOR = '#1890ff'

export type Warn = (message: string) => void
const consoleWarn: Warn = (message) => console.warn(message)

/** One of `allowed`, or `fallback` with a warning naming the element and attribute. */
export function parseEnum<T extends string>(
  value: string | null | undefined,
  allowed: readonly T[],
  fallback: T,
  where: string,
  warn: Warn = consoleWarn,
): T {
  if (value == null || value === '') return fallback
  if ((allowed as readonly string[]).includes(value)) return value as T
  warn(`${where}: "${value}" is not one of ${allowed.join(', ')}; using "${fallback}".`)
  return fallback
}

/** `lang` is optional (the resolution order decides when absent); an unknown value warns and
 * is ignored. */
export function parseLang(value: string | null | undefined, where: string, warn: Warn = consoleWarn): Language | undefined {
  if (value == null || value === '') return undefined
  if (isLanguage(value)) return value
  warn(`${where}: lang "${value}" is not one of en, zh, tw; ignoring it.`)
  return undefined
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const FUNC = /^(?:rgb|rgba|hsl|hsla|oklch|oklab)\(\s*[-\d.%\s,/a-z]+\)$/i

/** A CSS colour we accept for the theme (hex or a colour function). Anything else — including
 * strings that could inject CSS (`red; background:url(…)`) — warns and gives `undefined`. */
export function parseColor(value: string | null | undefined, where: string, warn: Warn = consoleWarn): string | undefined {
  if (value == null || value.trim() === '') return undefined
  const v = value.trim()
  if (HEX.test(v) || FUNC.test(v)) return v
  warn(`${where}: theme-color "${value}" is not a hex or rgb()/hsl() colour; using the default.`)
  return undefined
}

/** Booleans are written `flag="true"` / `flag="false"` (r2wc ignores bare attributes); a bare
 * `flag` or `flag=""` counts as true here. */
export function parseBoolean(value: string | null | undefined, fallback: boolean): boolean {
  if (value == null) return fallback
  const v = value.trim().toLowerCase()
  if (v === '' || v === 'true' || v === '1' || v === 'yes') return true
  if (v === 'false' || v === '0' || v === 'no') return false
  return fallback
}

/** The API base: an absolute path or an http(s) URL, without a trailing slash. */
export function parseApiBase(value: string | null | undefined, where: string, warn: Warn = consoleWarn): string {
  const fallback = '/api'
  if (value == null || value.trim() === '') return fallback
  const v = value.trim().replace(/\/+$/, '')
  if (v.startsWith('/') && !v.startsWith('//')) return v
  if (/^https?:\/\/[^\s]+$/i.test(v)) return v
  warn(`${where}: api-base "${value}" is not a path or http(s) URL; using "${fallback}".`)
  return fallback
}
