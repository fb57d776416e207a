/**
 * Response plumbing shared by every domain: the app's Hono environment and dependencies, the
 * `{code, message, data}` envelope, and `HttpError` with its 400/403/404, session (50008, 50012,
 * 50014) and OAuth2 variants — thrown by handlers, rendered by the app's error handler.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Caller } from './caller.ts'
import type { Db } from './db.ts'

export interface AppEnv {
  Variables: { caller: Caller }
}

/** What every route needs: the database, the clock and the settings. */
export interface Deps {
  db: Db
  now(): Date
  tokenTtlSeconds: number
  /** When set, this captcha answer is always accepted (tests, e2e); never in production. */
  captchaTestAnswer?: string
}

export class HttpError extends Error {
  readonly status: ContentfulStatusCode
  readonly body: Record<string, unknown>
  constructor(status: ContentfulStatusCode, body: Record<string, unknown>) {
    super(typeof body.message === 'string' ? body.message : String(body.error ?? status))
    this.status = status
    this.body = body
  }
}

const envelopeError = (status: ContentfulStatusCode) => (message: string) =>
  new HttpError(status, { code: status, message })

export const badRequest = envelopeError(400)
export const forbidden = envelopeError(403)
export const notFound = envelopeError(404)

/** Session-ended errors: HTTP 401 with the console's session codes (spec §4, §8). */
export const SESSION_ERRORS = {
  invalid: () => new HttpError(401, { code: 50008, message: 'Invalid token' }),
  replaced: () => new HttpError(401, { code: 50012, message: 'Your session was replaced by a login elsewhere' }),
  expired: () => new HttpError(401, { code: 50014, message: 'Token expired' }),
}

/** OAuth2 error body `{error, error_description}` (the token endpoint only). */
export function oauthError(status: 400 | 401, error: string, description: string): HttpError {
  return new HttpError(status, { error, error_description: description })
}

export function ok<T>(c: Context, data: T) {
  return c.json({ code: 200, message: 'success', data: data ?? null })
}
