/**
 * Request and response plumbing shared by the routes: the app's Hono environment, the
 * `{code, message, data}` envelope, `HttpError` (thrown by handlers, rendered by the app's error
 * handler) and readers for query/form/JSON parameters.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Db } from './db.ts'

/** What an authenticated request knows about its caller (set by `requireSession`). */
export interface Caller {
  sessionId: number
  userId: number
  tenantId: number
  /** Every role code the user holds, in order. */
  roles: string[]
  /** The role of the `X-Role-Code` header, else the user's first role. */
  activeRole: string
}

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

export type Params = Record<string, string>

/** Largest value of a PostgreSQL `int` (ids). */
export const MAX_INT = 2 ** 31 - 1

/** Query-string parameters merged with a form-encoded (or multipart / JSON object) body; body
 * values win. Only the first value of a repeated name is kept. */
export async function readParams(c: Context): Promise<Params> {
  const params: Params = {}
  for (const [key, value] of new URL(c.req.url).searchParams) if (!(key in params)) params[key] = value
  const type = c.req.header('content-type') ?? ''
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody().catch(() => {
      throw badRequest('The request body could not be read')
    })
    for (const [key, value] of Object.entries(form)) if (typeof value === 'string') params[key] = value
  } else if (type.startsWith('application/json')) {
    for (const [key, value] of Object.entries(await readJsonObject(c))) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[key] = String(value)
    }
  }
  return params
}

/** The JSON object body of the request, or a 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw badRequest('The request body must be a JSON object')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object')
  }
  return body as Record<string, unknown>
}

/** An optional integer parameter within [min, max], or undefined when absent or empty. */
export function optionalIntParam(params: Params, name: string, min: number, max: number): number | undefined {
  const raw = params[name]?.trim()
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!/^-?\d+$/.test(raw) || value < min || value > max) {
    throw badRequest(`${name} must be an integer from ${min} to ${max}`)
  }
  return value
}

/** An integer parameter within [min, max]; absent or empty → `fallback`. */
export function intParam(params: Params, name: string, fallback: number, min: number, max: number): number {
  return optionalIntParam(params, name, min, max) ?? fallback
}

/** An optional non-empty string parameter (trimmed), or undefined. */
export function optionalParam(params: Params, name: string): string | undefined {
  const value = params[name]?.trim()
  return value ? value : undefined
}
