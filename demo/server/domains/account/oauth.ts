/**
 * The OAuth2 clients allowed to use the password grant — the console's `browser` client with an
 * empty secret — and the check of `Authorization: Basic base64(client:secret)`.
 */
import { DEFAULT_CLIENT_ID } from '../../../../src/platform/core/api/auth.ts'
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
