/**
 * The OAuth2 clients allowed to use the password grant — the console's `browser` client with an
 * empty secret — the check of `Authorization: Basic base64(client:secret)` — and the 429 of the
 * sign-in limits (the client's address is the platform's `clientAddress`).
 */
import { DEFAULT_CLIENT_ID } from '#platform/core/api/auth.ts'
import { HttpError } from '../../platform/http.ts'
export { clientAddress } from '../../platform/http.ts'
import { safeEqual } from '../../platform/passwords.ts'

const CLIENTS: Readonly<Record<string, string>> = { [DEFAULT_CLIENT_ID]: '' }

/** The client the header names when it is known and its secret matches, else `null`. */
export function checkClient(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')
  if (!match) return null
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return null
  const id = decoded.slice(0, colon)
  if (!Object.hasOwn(CLIENTS, id)) return null
  return safeEqual(decoded.slice(colon + 1), CLIENTS[id]) ? id : null
}

/** 429 with Retry-After, in the OAuth2 error shape of the token endpoint. */
export function tooManyAttempts(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60)
  return new HttpError(
    429,
    {
      error: 'too_many_attempts',
      error_description: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retry_after: seconds,
    },
    { 'Retry-After': String(seconds) },
  )
}
