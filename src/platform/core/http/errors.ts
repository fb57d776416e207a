/**
 * Typed API errors and the envelope reader (docs/spec.md#calls). A body is one of:
 * `{status, message, data}` (success when status is 200 — the family's contract; a write has no
 * `data`), `{code, message, data}` (the same with `code`), any of them with `message: 'success'`
 * (a success whatever the status, as deployed backends mark writes), or an unwrapped body (the
 * token and authority answers), returned as is.
 */

/** Codes that mean the session ended (docs/spec.md#session-ended). */
export const SESSION_ENDED_CODES = [50008, 50012, 50014] as const

export type ApiErrorKind =
  /** The server answered with a non-success envelope code. */
  | 'business'
  /** 50008 / 50012 / 50014: the session ended. */
  | 'session'
  /** OAuth errors (`{error, error_description}`), e.g. invalid_grant. */
  | 'auth'
  /** HTTP error without a readable body. */
  | 'http'
  /** No answer: offline, refused, timed out. */
  | 'network'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly code?: number | string
  readonly status?: number
  /** The server's own message, when it sent one. */
  readonly serverMessage?: string
  /** Seconds to wait before trying again (a 429's `Retry-After`). */
  readonly retryAfterSeconds?: number
  /** The form field a validation error concerns (the body's `field`), so the form marks it. */
  readonly field?: string

  constructor(
    kind: ApiErrorKind,
    message: string,
    extra: { code?: number | string; status?: number; serverMessage?: string; retryAfterSeconds?: number; field?: string } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.code = extra.code
    this.status = extra.status
    this.serverMessage = extra.serverMessage
    this.retryAfterSeconds = extra.retryAfterSeconds
    this.field = extra.field
  }
}

export function isSessionEndedCode(code: unknown): boolean {
  return (SESSION_ENDED_CODES as readonly number[]).includes(Number(code))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isNumericLike(value: unknown): boolean {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^\d+$/.test(value))
}

/** The error a non-success body stands for, or `null` when the body is a success. */
export function errorFromBody(body: unknown, httpStatus?: number, retryAfterSeconds?: number): ApiError | null {
  if (!isRecord(body)) return null
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : undefined
  // Deployed backends mark a successful write by its message, whatever its status.
  if (message === 'success' && (httpStatus === undefined || httpStatus < 400)) return null
  if ('code' in body && isNumericLike(body.code)) {
    const code = Number(body.code)
    if (code === 200) return null
    const kind = isSessionEndedCode(code) ? 'session' : 'business'
    return new ApiError(kind, message ?? 'Error', { code, status: httpStatus, serverMessage: message })
  }
  if ('status' in body && isNumericLike(body.status)) {
    const code = Number(body.status)
    if (code === 200) return null
    const kind = isSessionEndedCode(code) ? 'session' : 'business'
    const field = typeof body.field === 'string' ? body.field : undefined
    return new ApiError(kind, message ?? 'Error', { code, status: httpStatus, serverMessage: message, ...(field ? { field } : {}) })
  }
  if (typeof body.error === 'string') {
    const description = typeof body.error_description === 'string' ? body.error_description : undefined
    return new ApiError('auth', description ?? body.error, {
      code: body.error,
      status: httpStatus,
      serverMessage: description,
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    })
  }
  return null
}

/** The payload of a success body: `data` of an envelope, or the body itself when unwrapped. */
export function unwrapBody<T>(body: unknown): T {
  const error = errorFromBody(body)
  if (error) throw error
  if (isRecord(body) && (('code' in body && isNumericLike(body.code)) || ('status' in body && isNumericLike(body.status)))) {
    return body.data as T
  }
  return body as T
}

/** What a failed write tells its form: the server's message and the field it concerns, else
 * `fallback` (no answer, or not one of ours). */
export interface Problem {
  message: string
  field?: string
}

export function problemOf(caught: unknown, fallback: string): Problem {
  if (!(caught instanceof ApiError)) return { message: fallback }
  return { message: caught.serverMessage ?? caught.message, ...(caught.field ? { field: caught.field } : {}) }
}
