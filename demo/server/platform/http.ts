/**
 * Response plumbing shared by every domain: the app's Hono environment and dependencies, the
 * envelopes of the family's contract (`{status, message, data}` for reads, `{status, message}` for
 * writes, `{list, pagination}` pages), and `HttpError` with its 400/403/404, field, session (50008,
 * 50012, 50014) and OAuth2 variants — thrown by handlers, rendered by the app's error handler,
 * which writes the message in the request's language (i18n.ts) — and the client's address.
 */
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Page } from '#platform/core/api/types.ts'
import type { Caller } from './caller.ts'
import type { Db } from './db.ts'
import { toText, type Message, type Text, type Values } from './i18n.ts'
import type { MailSender } from './mail.ts'
import type { DomainSettings } from './settings.ts'
import type { SignInGuard } from './signInLimits.ts'

export interface AppEnv {
  /** `authEpoch`: the authorisation epoch the caller was resolved under (authEpoch.ts), when kept. */
  Variables: { caller: Caller; authEpoch?: string }
}

/** What every route needs: the database, the clock, the platform's settings and each domain's. */
export interface Deps {
  db: Db
  now(): Date
  tokenTtlSeconds: number
  /** Failed sign-in limits (per account and per client address), shared through the database. */
  signInGuard: SignInGuard
  /** Outgoing mail (SMTP_URL): the outbox is delivered through it every `intervalMs`; unset,
   * mails stay in the outbox for the administrator to read. */
  mail?: { sender: MailSender; intervalMs?: number }
  /** The console's public address (PUBLIC_URL): links in e-mails start with it. Unset (tests
   * that build the app themselves), the links are relative. */
  publicUrl?: string
  /** Each domain's own settings, by its name (`deps.settings.account`): read by the domain from
   * its own environment variables (settings.ts). */
  settings: DomainSettings
}

export class HttpError extends Error {
  readonly status: ContentfulStatusCode
  /** The body without its message (`message` is written from `text` in the reader's language). */
  readonly body: Record<string, unknown>
  /** The envelope's message for people, when it has one. */
  readonly text?: Text
  readonly headers: Record<string, string>
  constructor(status: ContentfulStatusCode, body: Record<string, unknown> & { message?: Message }, headers: Record<string, string> = {}) {
    const text = body.message === undefined ? undefined : toText(body.message)
    super(text?.id ?? String(body.error ?? status))
    this.status = status
    this.body = body
    this.text = text
    this.headers = headers
  }
}

const envelopeError = (status: ContentfulStatusCode) => (message: Message, values?: Values) =>
  new HttpError(status, { status, message: toText(message, values) })

/** 429 in the envelope, with Retry-After: `message` reads the wait, in whole minutes, from its
 * `{minutes}` placeholder. */
export function tooManyRequests(message: string, seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60)
  return new HttpError(429, { status: 429, message: toText(message, { minutes }) }, { 'Retry-After': String(seconds) })
}

export const badRequest = envelopeError(400)
export const forbidden = envelopeError(403)
export const notFound = envelopeError(404)

/** A 400 naming the form field it is about (the console shows it under that field). */
export function fieldError(field: string, message: Message, values?: Values): HttpError {
  return new HttpError(400, { status: 400, message: toText(message, values), field })
}

/** Session-ended errors: HTTP 401 with the console's session codes (docs/spec.md#session-ended). */
export const SESSION_ERRORS = {
  invalid: () => new HttpError(401, { status: 50008, message: /*i18n*/ 'Invalid token' }),
  replaced: () => new HttpError(401, { status: 50012, message: /*i18n*/ 'Your session was replaced by a login elsewhere' }),
  expired: () => new HttpError(401, { status: 50014, message: /*i18n*/ 'Token expired' }),
}

/** OAuth2 error body `{error, error_description}` (the token endpoint only). */
export function oauthError(status: 400 | 401, error: string, description: string): HttpError {
  return new HttpError(status, { error, error_description: description })
}

/** A read's answer: `{status: 200, message: 'success', data}`. */
export function ok<T>(c: Context, data: T) {
  return c.json({ status: 200, message: 'success', data: data ?? null })
}

/** A write's answer, as deployed backends send it: `{status: 200, message: 'success'}`, no data. */
export function done(c: Context) {
  return c.json({ status: 200, message: 'success' })
}

/** One page of a list, in the family's paged shape. */
export function toPage<T>(list: T[], total: number, current: number, pageSize: number): Page<T> {
  return { list, pagination: { total, pageSize, current } }
}

/** The client's address as the socket shows it (`local` for in-process requests in tests). A
 * proxy in front would make every client one address (see docs/server.md). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'local'
  }
}

/** Whether the request has a body. A GET, HEAD or a `Content-Length: 0` request is answered from
 * its headers, before `request.body`, which makes the server adapter build a whole Request with a
 * stream — most of the cost of a small request (docs/spec.md#server-under-load). */
export function hasBody(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false
  const length = request.headers.get('content-length')
  if (length !== null && !request.headers.has('transfer-encoding')) return length.trim() !== '0'
  return request.body !== null
}
