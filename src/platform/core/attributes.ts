/**
 * Value parsers the element kit applies by each attribute's type (platform/element/attributes.ts):
 * colours, booleans, the API base. Bad values never crash an element: they produce a warning
 * (through `warn`) and the default. Framework-free.
 */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const
export type Size = (typeof SIZES)[number]

export const DEFAULT_THEME_COLOR = '#1890ff'

export type Warn = (message: string) => void
const consoleWarn: Warn = (message) => console.warn(message)

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

/** Booleans are written `flag="true"` / `flag="false"`; a bare `flag` or `flag=""` counts as
 * true. */
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
