/**
 * One live Server-Sent Events connection read with `fetch` (so the bearer token and role header
 * go as headers — never in the URL), framework-free:
 * - parses the body incrementally (sseParser.ts) and hands each message on;
 * - when the stream drops or cannot open, reconnects after an exponential backoff with jitter
 *   (1 s, 2 s, 4 s … at most 30 s, each 50–100 %; the server's `retry:` sets the first step),
 *   sending `Last-Event-ID` so the server replays what was missed;
 * - after FAILURES_BEFORE_POLLING failures in a row it also polls (the given function, now and
 *   every 60 s) until a stream opens again;
 * - on 401 or 403 it stops for good and reports the error once (the page's session-ended flow
 *   takes over): no reconnect storm;
 * - on 404 (a server without the stream, e.g. a deployed backend of the family) it polls and does
 *   not try the stream again until the page is hidden and shown;
 * - `pause()` closes the connection (a hidden tab) and `resume()` reopens it at once with the
 *   last event id, so the server catches it up;
 * - a stream the server ends with `event: superseded` (the user opened more streams than it
 *   keeps) is not reopened: the page polls until it is hidden and shown again, so two pages of
 *   one user never take the stream from each other in a loop.
 * Timers, randomness and fetch are injectable for tests.
 */
import { ApiError, errorFromBody } from '../http/errors.ts'
import { createSseParser, type SseMessage } from './sseParser.ts'

export const INITIAL_BACKOFF_MS = 1_000
export const MAX_BACKOFF_MS = 30_000
export const FAILURES_BEFORE_POLLING = 3
export const POLL_INTERVAL_MS = 60_000
/** The event a server sends before ending a stream it replaced with a newer one of the user. */
export const SUPERSEDED_EVENT = 'superseded'

export interface LiveTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  random(): number
}

const realTimers: LiveTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  random: () => Math.random(),
}

export interface LiveStreamOptions {
  /** The stream's full URL (the API base + path). */
  url: string
  /** The request headers of an authenticated call (the HTTP client's own logic). */
  headers(): Record<string, string>
  onMessage(message: SseMessage): void
  /** 401 or 403: the stream has stopped; the session-ended flow takes over. */
  onAuthFailure(error: ApiError): void
  /** The polling fallback (e.g. fetch the unread count). */
  poll?(): void | Promise<void>
  /** Called as the connection opens and drops (for a status indicator or a test). */
  onStatus?(status: LiveStatus): void
  fetch?: typeof globalThis.fetch
  timers?: LiveTimers
  pollIntervalMs?: number
}

export type LiveStatus = 'connecting' | 'open' | 'retrying' | 'polling' | 'paused' | 'stopped'

export interface LiveStream {
  pause(): void
  resume(): void
  close(): void
  readonly status: LiveStatus
  readonly lastEventId: string
}

/** The wait before retry `attempt` (1, 2, …): exponential from `initial`, capped, 50–100 % jittered. */
export function backoffMs(attempt: number, random: () => number, initial = INITIAL_BACKOFF_MS): number {
  const base = Math.min(MAX_BACKOFF_MS, initial * 2 ** Math.max(0, attempt - 1))
  return Math.round(base * (0.5 + random() * 0.5))
}

async function authError(response: Response): Promise<ApiError> {
  let body: unknown
  try {
    body = await response.json()
  } catch {
    body = undefined
  }
  return (
    errorFromBody(body, response.status) ??
    new ApiError(response.status === 401 ? 'session' : 'http', response.statusText || 'Forbidden', { status: response.status })
  )
}

export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const timers = options.timers ?? realTimers
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const pollEvery = options.pollIntervalMs ?? POLL_INTERVAL_MS
  let status: LiveStatus = 'connecting'
  let lastEventId = ''
  let initialBackoff = INITIAL_BACKOFF_MS
  let failures = 0
  let controller: AbortController | undefined
  let retryTimer: unknown
  let pollTimer: unknown
  let polling = false
  /** The server ended the stream for a newer one of the same user: poll, do not reconnect. */
  let superseded = false
  /** Bumped whenever a connection is abandoned, so a late answer of an old one is ignored. */
  let generation = 0

  const setStatus = (next: LiveStatus) => {
    status = next
    options.onStatus?.(next)
  }

  function stopPolling(): void {
    polling = false
    if (pollTimer !== undefined) timers.clearTimeout(pollTimer)
    pollTimer = undefined
  }

  function pollNow(): void {
    if (!polling) return
    void Promise.resolve()
      .then(() => options.poll?.())
      .catch(() => undefined)
    pollTimer = timers.setTimeout(pollNow, pollEvery)
  }

  function failed(): void {
    if (status === 'stopped' || status === 'paused') return
    failures += 1
    if (failures >= FAILURES_BEFORE_POLLING && options.poll && !polling) {
      polling = true
      pollNow()
    }
    setStatus(polling ? 'polling' : 'retrying')
    retryTimer = timers.setTimeout(connect, backoffMs(failures, timers.random, initialBackoff))
  }

  function connect(): void {
    retryTimer = undefined
    const mine = ++generation
    controller = new AbortController()
    const signal = controller.signal
    if (!polling) setStatus('connecting')
    const headers: Record<string, string> = { ...options.headers(), Accept: 'text/event-stream' }
    if (lastEventId) headers['Last-Event-ID'] = lastEventId
    void (async () => {
      try {
        const response = await doFetch(options.url, { headers, signal, cache: 'no-store' })
        if (mine !== generation) return
        if (response.status === 401 || response.status === 403) {
          const error = await authError(response)
          if (mine !== generation) return
          stop()
          options.onAuthFailure(error)
          return
        }
        // No stream on this server (a backend of the family): poll, never knock again.
        if (response.status === 404 && options.poll) {
          polling = true
          setStatus('polling')
          pollNow()
          return
        }
        if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
          failed()
          return
        }
        stopPolling()
        setStatus('open')
        const parser = createSseParser(
          {
            onMessage(message) {
              failures = 0
              lastEventId = message.id
              if (message.event === SUPERSEDED_EVENT) superseded = true
              else options.onMessage(message)
            },
            onComment() {
              failures = 0
            },
            onRetry(ms) {
              initialBackoff = Math.max(100, Math.min(ms, MAX_BACKOFF_MS))
            },
          },
          lastEventId,
        )
        const reader = response.body.getReader()
        const decoder = new TextDecoder()
        for (;;) {
          const { value, done } = await reader.read()
          if (mine !== generation) return
          if (done) break
          parser.feed(decoder.decode(value, { stream: true }))
          lastEventId = parser.lastEventId
        }
        if (superseded && options.poll) {
          polling = true
          setStatus('polling')
          pollNow()
        } else failed()
      } catch {
        if (mine === generation && !signal.aborted) failed()
      }
    })()
  }

  function abandon(): void {
    generation += 1
    controller?.abort()
    controller = undefined
    if (retryTimer !== undefined) timers.clearTimeout(retryTimer)
    retryTimer = undefined
  }

  function stop(): void {
    abandon()
    stopPolling()
    setStatus('stopped')
  }

  connect()
  return {
    pause() {
      if (status === 'stopped' || status === 'paused') return
      abandon()
      stopPolling()
      setStatus('paused')
    },
    resume() {
      if (status !== 'paused') return
      failures = 0
      superseded = false
      connect()
    },
    close: stop,
    get status() {
      return status
    },
    get lastEventId() {
      return lastEventId
    },
  }
}
