/**
 * Validators (public API; docs/spec.md#validation): URLs, external links, username and password
 * lengths (with the stricter Chinese password rules), e-mail, and mobile numbers by country
 * code. Each returns a boolean; messages are the UI's business. Framework-free and pure.
 */

export const USERNAME_MIN = 3
export const USERNAME_MAX = 64
export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 31

/** Country calling codes offered by the mobile field; `region` is an ISO 3166 code the UI
 * turns into a localised name (e.g. with Intl.DisplayNames). */
export const COUNTRY_CODES: readonly { code: string; region: string }[] = [
  { code: '+86', region: 'CN' },
  { code: '+852', region: 'HK' },
  { code: '+853', region: 'MO' },
  { code: '+886', region: 'TW' },
  { code: '+1', region: 'US' },
  { code: '+44', region: 'GB' },
  { code: '+65', region: 'SG' },
  { code: '+81', region: 'JP' },
  { code: '+82', region: 'KR' },
  { code: '+61', region: 'AU' },
  { code: '+49', region: 'DE' },
  { code: '+33', region: 'FR' },
  { code: '+91', region: 'IN' },
]

const IPV4_PART = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const IPV4 = new RegExp(`^${IPV4_PART}(?:\\.${IPV4_PART}){3}$`)
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const HOSTNAME = new RegExp(`^(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`, 'i')
const URL_PARTS = /^(?:https?|ftp):\/\/(?:[^\s/?#@]+@)?([^\s/?#:@]+)(?::(\d{1,5}))?(?:[/?#]\S*)?$/i

/** http, https or ftp with a host name (a dotted name with a letter TLD, or `localhost`) or an
 * IPv4 address, an optional port (1–65535), then an optional path, query and hash. */
export function isValidURL(url: string): boolean {
  const m = URL_PARTS.exec(url)
  if (!m) return false
  const host = m[1] as string
  const port = m[2]
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false
  return host.toLowerCase() === 'localhost' || IPV4.test(host) || HOSTNAME.test(host)
}

/** Links that leave the console: `http:`, `https:`, `mailto:`, `tel:`. */
export function isExternal(path: string): boolean {
  return /^(?:https?:|mailto:|tel:)/i.test(path)
}

/** 3 to 64 characters once trimmed (the login trims it too). */
export function validUsername(value: string): boolean {
  const v = value.trim()
  return v.length >= USERNAME_MIN && v.length <= USERNAME_MAX
}

/** 6 to 31 characters, taken as typed (never trimmed). `strict` — the Chinese rule set — also
 * needs a letter, a digit and a special (ASCII punctuation) character. */
export function validPassword(value: string, strict = false): boolean {
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return false
  if (!strict) return true
  return /[A-Za-z]/.test(value) && /\d/.test(value) && /[!-/:-@[-`{-~]/.test(value)
}

const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/

/** A plain address `local@domain.tld` (no spaces, no leading/trailing/double dots, a letter
 * TLD), at most 254 characters. */
export function validEmail(value: string): boolean {
  const v = value.trim()
  return v.length <= 254 && EMAIL.test(v)
}

/** Mobile formats of the codes the console knows; others use the generic rule. */
const MOBILE_RULES: Record<string, RegExp> = {
  '+86': /^1[3-9]\d{9}$/,
  '+852': /^[4-9]\d{7}$/,
  '+853': /^6\d{7}$/,
  '+886': /^0?9\d{8}$/,
  '+1': /^[2-9]\d{2}[2-9]\d{6}$/,
  '+44': /^0?7\d{9}$/,
}
const GENERIC_MOBILE = /^\d{5,15}$/

/** Normalises `86`, `+86`, ` +86 ` to `+86`; `''` when no code was selected. */
export function normalizeCountryCode(code: string): string {
  const digits = code.trim().replace(/^\+/, '')
  return /^\d{1,4}$/.test(digits) ? `+${digits}` : ''
}

/** A mobile number for the country code: +86 eleven digits starting 1[3-9]; +852 eight digits
 * starting 4–9; +853 eight starting 6; +886 `09xxxxxxxx` or `9xxxxxxxx`; +1 ten NANP digits;
 * +44 `07xxxxxxxxx` or `7xxxxxxxxx`; any other code 5–15 digits. Spaces and hyphens in the
 * number are ignored; no (or a malformed) country code is invalid. */
export function validMobile(countryCode: string, number: string): boolean {
  const code = normalizeCountryCode(countryCode)
  if (code === '') return false
  const digits = number.replace(/[\s-]/g, '')
  return (MOBILE_RULES[code] ?? GENERIC_MOBILE).test(digits)
}
