// Test doubles for the live stream: a controllable fetch (each call answers with a stream the
// test writes to, or a status) and injectable timers driven by hand.
import type { LiveTimers } from '#platform/core/live/liveStream.ts'

export interface FakeTimers extends LiveTimers {
  advance(ms: number): void
  readonly pending: number
}

export function fakeTimers(): FakeTimers {
  let now = 0
  let next = 1
  const queue = new Map<number, { at: number; fn: () => void }>()
  return {
    setTimeout(fn, ms) {
      const id = next++
      queue.set(id, { at: now + ms, fn })
      return id
    },
    clearTimeout(handle) {
      queue.delete(handle as number)
    },
    random: () => 1,
    advance(ms) {
      const end = now + ms
      for (;;) {
        const due = [...queue.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        queue.delete(due[0])
        now = due[1].at
        due[1].fn()
      }
      now = end
    },
    get pending() {
      return queue.size
    },
  }
}

export interface StreamHandle {
  push(text: string): void
  end(): void
}

export interface FakeCall {
  url: string
  headers: Record<string, string>
  signal: AbortSignal
}

type Answer = { status: number; body?: unknown } | 'stream' | 'network'

/** A fetch answering each call with the next queued answer (default: a stream). */
export function fakeFetch() {
  const calls: FakeCall[] = []
  const answers: Answer[] = []
  const streams: StreamHandle[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string>, signal: init.signal! })
    const answer = answers.shift() ?? 'stream'
    if (answer === 'network') throw new TypeError('Failed to fetch')
    if (answer !== 'stream') {
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      })
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
    const encoder = new TextEncoder()
    let closed = false
    init.signal?.addEventListener('abort', () => {
      if (!closed) controller.error(new DOMException('aborted', 'AbortError'))
      closed = true
    })
    streams.push({
      push: (text) => !closed && controller.enqueue(encoder.encode(text)),
      end: () => {
        if (!closed) controller.close()
        closed = true
      },
    })
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
  }) as unknown as typeof globalThis.fetch
  return { fetch, calls, answers, streams }
}

/** Lets pending promise work run (fetch answers, stream reads). */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
