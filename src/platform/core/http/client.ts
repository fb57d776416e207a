/**
 * The one HTTP client (docs/spec.md#http-client, DESIGN.md): ofetch with a 5 000 ms timeout, bearer token and
 * role-code header on authenticated calls, the reader's language in `Accept-Language` on every
 * call (the server writes its messages in it), envelope reading, and hooks the store uses to show
 * toasts and the single re-login confirm.
 *
 * ofetch is loaded on first use (and prefetched with `preloadHttp()` once a page is idle): an
 * element renders without the HTTP stack, which keeps the sign-in element's first download small.
 */
import type { $Fetch, FetchError, FetchOptions } from 'ofetch'
import { ApiError, errorFromBody, unwrapBody } from './errors.ts'
import { pageSessionGate, type SessionGate } from './sessionGate.ts'
import type { Http, RequestOptions } from './http.ts'
import { ROLE_CODE_HEADER } from './roleHeader.ts'

export type { Http, RequestOptions } from './http.ts'

export const REQUEST_TIMEOUT_MS = 5000
export { ROLE_CODE_HEADER } from './roleHeader.ts'

export interface HttpHooks {
  /** Every failed request that is not `silent` (toast, 5 s). */
  onError?(error: ApiError): void
  /** A session-ended code, called once per gate opening (the 'Confirm logout' box). */
  onSessionEnded?(error: ApiError): void
}

export interface HttpConfig {
  baseURL: string
  getToken(): string | undefined
  getRoleCode(): string | undefined
  /** The role code's header name (`RoleCode` unless the backend was configured otherwise). */
  getRoleHeader?(): string
  /** The language the answers' messages should be in, as a BCP 47 tag (`zh-CN`), when known. */
  getLanguage?(): string | undefined
  hooks?: HttpHooks
  timeout?: number
  gate?: SessionGate
  /** For tests: a fetch implementation. */
  fetch?: typeof globalThis.fetch
}

/** The headers of an authenticated call: the bearer token and the role code (under the backend's
 * header name), each when known. The one place they are built — requests and the live stream. */
export function authHeaders(config: Pick<HttpConfig, 'getToken' | 'getRoleCode' | 'getRoleHeader'>): Record<string, string> {
  const headers: Record<string, string> = {}
  const token = config.getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  const role = config.getRoleCode()
  if (role) headers[config.getRoleHeader?.() ?? ROLE_CODE_HEADER] = role
  return headers
}

function cleanQuery(query: RequestOptions['query']): Record<string, string> | undefined {
  if (!query) return undefined
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[key] = String(value)
  }
  return out
}

/** The message of an answer whose body is not JSON (a proxy's error page, a cut-off body). */
export const MALFORMED_ANSWER = 'The server sent an answer that could not be read'

/** What `readJsonBody` gives for a body that is not JSON. */
const UNREADABLE = Symbol('unreadable body')

/** Parses a response body strictly: empty → undefined, JSON → its value, else `UNREADABLE` (a
 * success answered so is a fault; an error status keeps its status). */
function readJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return UNREADABLE
  }
}

/** A signal aborted by the caller's or after `ms` (as a TimeoutError); `done` stops the timer. */
function joinTimeout(caller: AbortSignal, ms: number): { signal: AbortSignal; done(): void } {
  const controller = new AbortController()
  const forward = () => controller.abort(caller.reason)
  if (caller.aborted) forward()
  else caller.addEventListener('abort', forward, { once: true })
  const timer = setTimeout(() => controller.abort(new DOMException(`timeout of ${ms}ms exceeded`, 'TimeoutError')), ms)
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer)
      caller.removeEventListener('abort', forward)
    },
  }
}

/** A `Retry-After` in seconds (the date form is read too), else undefined. */
function retryAfterOf(headers: Headers | undefined): number | undefined {
  const value = headers?.get('retry-after')?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000))
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  const fe = error as FetchError
  const status = fe?.response?.status
  if (status !== undefined) {
    const fromBody = errorFromBody(fe.data, status, retryAfterOf(fe.response?.headers))
    if (fromBody) return fromBody
    return new ApiError('http', fe.response?.statusText || 'Error', { status })
  }
  const cause = (fe?.cause ?? error) as { name?: string; message?: string }
  const message =
    cause?.name === 'TimeoutError' || cause?.name === 'AbortError' ? 'timeout of 5000ms exceeded' : cause?.message || fe?.message || 'Network Error'
  return new ApiError('network', message)
}

type OfetchModule = typeof import('ofetch')
let ofetchModule: Promise<OfetchModule> | undefined

/** Loads ofetch once; call it when the page is idle so the first request does not wait. */
export function preloadHttp(): Promise<OfetchModule> {
  ofetchModule ??= import('ofetch')
  return ofetchModule
}

export function createHttp(config: HttpConfig): Http {
  const gate = config.gate ?? pageSessionGate
  const timeout = config.timeout ?? REQUEST_TIMEOUT_MS
  const defaults = { baseURL: config.baseURL, timeout, retry: 0 as const }
  let base: Promise<$Fetch> | undefined
  const client = () =>
    (base ??= preloadHttp().then(({ createFetch, ofetch }) => (config.fetch ? createFetch({ fetch: config.fetch, defaults }) : ofetch.create(defaults))))

  function report(error: ApiError, silent: boolean, sentToken: string | undefined): void {
    if (error.kind === 'session') {
      // The answer is about a session the page has already left (logged out, or signed in
      // anew while the request was out): nothing to ask the user.
      if (sentToken !== (config.getToken() ?? undefined)) return
      if (gate.tryOpen()) config.hooks?.onSessionEnded?.(error)
      // The toast shows once with the confirm; the other failures of the burst stay quiet.
      return
    }
    if (!silent) config.hooks?.onError?.(error)
  }

  return {
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const sentToken = config.getToken() ?? undefined
      const language = config.getLanguage?.()
      const headers: Record<string, string> = {
        Accept: 'application/json',
        ...(language ? { 'Accept-Language': language } : {}),
        ...options.headers,
        ...(options.auth !== false ? authHeaders(config) : {}),
      }
      const fetchOptions: FetchOptions<'json'> = {
        method: options.method ?? 'GET',
        query: cleanQuery(options.query),
        headers,
        body: options.body as FetchOptions<'json'>['body'],
        responseType: 'json',
        // Strict: a body that is not JSON is a fault to report, not a string to hand a screen.
        parseResponse: readJsonBody,
        timeout: options.timeout ?? timeout,
      }
      // ofetch drops its timeout when a signal is given: join the caller's with our own.
      const joined = options.signal ? joinTimeout(options.signal, options.timeout ?? timeout) : undefined
      if (joined) fetchOptions.signal = joined.signal
      try {
        const body = await (await client())<unknown>(path, fetchOptions)
        if (body === UNREADABLE) throw new ApiError('http', MALFORMED_ANSWER)
        return unwrapBody<T>(body)
      } catch (error) {
        const apiError = toApiError(error)
        report(apiError, options.silent === true || options.signal?.aborted === true, sentToken)
        throw apiError
      } finally {
        joined?.done()
      }
    },
  }
}
