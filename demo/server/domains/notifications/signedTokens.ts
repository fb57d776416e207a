/**
 * Signed, single-purpose tokens: the links of notification e-mails — "turn e-mail for this type
 * off" and "turn my daily digest off", usable without signing in (unsubscribe.ts) — and the undo of
 * a "mark all read" (which says when it marked, for whom: a member cannot name another time and
 * erase an earlier reading). A token is its payload in the clear plus an HMAC-SHA256 over the
 * purpose and the payload, with a key kept in the database (`server_secrets`, shared by every
 * server process); a token of one purpose never passes as another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../../platform/db.ts'

export const UNSUBSCRIBE_PATH = '/notification/email/unsubscribe'
export const DIGEST_UNSUBSCRIBE_PATH = '/notification/email/digest/unsubscribe'

export async function secret(q: Queryable): Promise<string> {
  const [row] = await q.query<{ value: string }>("select value from server_secrets where name = 'unsubscribe'")
  if (!row) throw new Error('The unsubscribe key is missing (migration 0032)')
  return row.value
}

/** What a token may do: each purpose signs differently, so a token says one thing only. */
type Purpose = 'unsubscribe-email' | 'unsubscribe-digest' | 'undo-mark-all'

const sign = (key: string, purpose: Purpose, payload: string) => createHmac('sha256', key).update(`${purpose}:${payload}`).digest('base64url')

function signed(key: string, purpose: Purpose, values: readonly (string | number)[]): string {
  const payload = Buffer.from(JSON.stringify(values)).toString('base64url')
  return `${payload}.${sign(key, purpose, payload)}`
}

/** The values a token of `purpose` carries, or null when it is not one of ours (or was changed). */
async function readSigned(q: Queryable, purpose: Purpose, token: string): Promise<unknown[] | null> {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined || token.length > 600) return null
  const expected = Buffer.from(sign(await secret(q), purpose, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const values: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return Array.isArray(values) ? values : null
  } catch {
    return null
  }
}

/** The token of "turn e-mail for `type` off" for one user: the payload in the clear, signed. */
export const unsubscribeToken = (key: string, tenantId: number, userId: number, type: string) => signed(key, 'unsubscribe-email', [tenantId, userId, type])

/** The token of "turn my daily digest off" for one user. */
export const digestUnsubscribeToken = (key: string, tenantId: number, userId: number) => signed(key, 'unsubscribe-digest', [tenantId, userId])

/** What an e-mail type's token says, or null when it is not one. */
export async function readUnsubscribeToken(q: Queryable, token: string): Promise<{ tenantId: number; userId: number; type: string } | null> {
  const values = await readSigned(q, 'unsubscribe-email', token)
  if (!values) return null
  const [tenantId, userId, type] = values
  if (values.length !== 3 || !Number.isInteger(tenantId) || !Number.isInteger(userId) || typeof type !== 'string') return null
  return { tenantId: tenantId as number, userId: userId as number, type }
}

/** What a digest token says, or null when it is not one. */
export async function readDigestUnsubscribeToken(q: Queryable, token: string): Promise<{ tenantId: number; userId: number } | null> {
  const values = await readSigned(q, 'unsubscribe-digest', token)
  if (!values) return null
  const [tenantId, userId] = values
  if (values.length !== 2 || !Number.isInteger(tenantId) || !Number.isInteger(userId)) return null
  return { tenantId: tenantId as number, userId: userId as number }
}

/** The undo token of a "mark all read" by `userId` at `at`. */
export const undoMarkAllToken = (key: string, userId: number, at: Date) => signed(key, 'undo-mark-all', [userId, at.toISOString()])

/** When the user's own "mark all read" of an undo token was, or null when it is not one of theirs. */
export async function readUndoMarkAllToken(q: Queryable, userId: number, token: string): Promise<Date | null> {
  const values = await readSigned(q, 'undo-mark-all', token)
  if (!values || values.length !== 2 || values[0] !== userId || typeof values[1] !== 'string') return null
  const at = new Date(values[1])
  return Number.isNaN(at.getTime()) ? null : at
}

/** A subject line: no line break may reach the header, whatever the sender does with them. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ')
