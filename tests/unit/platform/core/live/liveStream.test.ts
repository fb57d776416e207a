// The live stream client with a fake fetch and hand-driven timers: headers (auth from the given
// function, Accept, Last-Event-ID — never a token in the URL), messages across chunks, reconnect
// with exponential backoff and jitter, Last-Event-ID on reconnect, the polling fallback after
// repeated failures (and its end when a stream opens), 401/403 stopping for good, pause/resume,
// a stream the server superseded left to polling, and a server without a stream (404) polled.
import { describe, expect, it } from 'vitest'
import { backoffMs, openLiveStream, type LiveStreamOptions } from '#platform/core/live/liveStream.ts'
import type { SseMessage } from '#platform/core/live/sseParser.ts'
import type { ApiError } from '#platform/core/http/errors.ts'
import { fakeFetch, fakeTimers, flush } from './fakes.ts'

function setup(extra: Partial<LiveStreamOptions> = {}, answers: ReturnType<typeof fakeFetch>['answers'] = []) {
  const net = fakeFetch()
  net.answers.push(...answers)
  const timers = fakeTimers()
  const messages: SseMessage[] = []
  const authFailures: ApiError[] = []
  let polls = 0
  const stream = openLiveStream({
    url: '/api/notification/notification/stream',
    headers: () => ({ Authorization: 'Bearer t0k', RoleCode: 'ROLE_MEMBER' }),
    onMessage: (m) => messages.push(m),
    onAuthFailure: (e) => authFailures.push(e),
    poll: () => void polls++,
    fetch: net.fetch,
    timers,
    ...extra,
  })
  return { net, timers, messages, authFailures, stream, polls: () => polls }
}

describe('backoffMs', () => {
  it('doubles from 1 s to at most 30 s, jittered between 50 and 100 %', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffMs(n, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
    expect(backoffMs(3, () => 0)).toBe(2000)
    expect(backoffMs(1, () => 0.5, 3000)).toBe(2250)
  })
})

describe('openLiveStream', () => {
  it('sends the auth headers (not in the URL) and hands on messages split across chunks', async () => {
    const { net, messages, stream } = setup()
    await flush()
    expect(net.calls).toHaveLength(1)
    expect(net.calls[0].url).toBe('/api/notification/notification/stream')
    expect(net.calls[0].headers).toEqual({ Authorization: 'Bearer t0k', RoleCode: 'ROLE_MEMBER', Accept: 'text/event-stream' })
    net.streams[0].push('event: notification\nid: 5\nda')
    net.streams[0].push('ta: {"unread":2}\n\n')
    await flush()
    expect(messages).toEqual([{ event: 'notification', data: '{"unread":2}', id: '5' }])
    expect(stream.status).toBe('open')
    expect(stream.lastEventId).toBe('5')
    stream.close()
  })

  it('reconnects after the stream ends, with backoff and Last-Event-ID', async () => {
    const { net, timers, stream } = setup()
    await flush()
    net.streams[0].push('id: 12\ndata: x\n\n')
    net.streams[0].end()
    await flush()
    expect(stream.status).toBe('retrying')
    timers.advance(999)
    await flush()
    expect(net.calls).toHaveLength(1)
    timers.advance(1)
    await flush()
    expect(net.calls).toHaveLength(2)
    expect(net.calls[1].headers['Last-Event-ID']).toBe('12')
    stream.close()
  })

  it('polls instead of reconnecting when the server ends the stream as superseded, until hidden and shown again', async () => {
    const { net, timers, messages, stream, polls } = setup()
    await flush()
    net.streams[0].push('id: 3\ndata: x\n\nevent: superseded\ndata:\n\n')
    net.streams[0].end()
    await flush()
    expect(messages.map((m) => m.event)).toEqual(['message'])
    expect(stream.status).toBe('polling')
    expect(polls()).toBe(1)
    timers.advance(60_000)
    await flush()
    expect(net.calls).toHaveLength(1) // never reconnected
    expect(polls()).toBe(2)
    stream.pause()
    stream.resume()
    await flush()
    expect(net.calls).toHaveLength(2)
    expect(net.calls[1].headers['Last-Event-ID']).toBe('3')
    stream.close()
  })

  it('polls at once and never knocks again when the server has no stream (404)', async () => {
    const { net, timers, stream, polls } = setup({}, [{ status: 404, body: { status: 404, message: 'Not Found' } }])
    await flush()
    await flush()
    expect(stream.status).toBe('polling')
    expect(polls()).toBe(1)
    timers.advance(600_000)
    await flush()
    expect(net.calls).toHaveLength(1)
    expect(polls()).toBe(11)
    stream.close()
  })

  it('backs off exponentially while connecting fails, then polls every 60 s until a stream opens', async () => {
    const { net, timers, stream, polls } = setup({}, ['network', { status: 502 }, 'network', 'network'])
    await flush()
    timers.advance(1000) // failure 1 → retry after 1 s
    await flush()
    expect(net.calls).toHaveLength(2)
    timers.advance(1999)
    await flush()
    expect(net.calls).toHaveLength(2)
    timers.advance(1) // failure 2 → 2 s
    await flush()
    expect(net.calls).toHaveLength(3)
    expect(polls()).toBe(1) // failure 3: polling starts at once
    expect(stream.status).toBe('polling')
    timers.advance(4000)
    await flush()
    expect(net.calls).toHaveLength(4)
    timers.advance(56_000)
    await flush()
    expect(polls()).toBe(2)
    // The next attempt (after failure 4: 8 s) opens a stream: polling stops.
    timers.advance(8000)
    await flush()
    expect(stream.status).toBe('open')
    timers.advance(120_000)
    await flush()
    expect(polls()).toBe(2)
    stream.close()
  })

  it.each([401, 403])('stops for good on %i, reporting once; no reconnect', async (status) => {
    const { net, timers, authFailures, stream } = setup({}, [{ status, body: { status: status === 401 ? 50014 : 403, message: 'Token expired' } }])
    await flush()
    await flush()
    expect(authFailures).toHaveLength(1)
    expect(authFailures[0].status).toBe(status)
    if (status === 401) expect(authFailures[0].kind).toBe('session')
    expect(stream.status).toBe('stopped')
    timers.advance(600_000)
    await flush()
    expect(net.calls).toHaveLength(1)
    expect(timers.pending).toBe(0)
  })

  it('pause closes the connection; resume reconnects at once with Last-Event-ID', async () => {
    const { net, timers, stream } = setup()
    await flush()
    net.streams[0].push('id: 3\ndata: x\n\n')
    await flush()
    stream.pause()
    expect(net.calls[0].signal.aborted).toBe(true)
    expect(stream.status).toBe('paused')
    timers.advance(600_000)
    await flush()
    expect(net.calls).toHaveLength(1)
    stream.resume()
    await flush()
    expect(net.calls).toHaveLength(2)
    expect(net.calls[1].headers['Last-Event-ID']).toBe('3')
    stream.close()
    expect(net.calls[1].signal.aborted).toBe(true)
  })

  it('takes the first backoff step from the server’s retry:', async () => {
    const { net, timers, stream } = setup()
    await flush()
    net.streams[0].push('retry: 3000\n\n')
    net.streams[0].end()
    await flush()
    timers.advance(2999)
    await flush()
    expect(net.calls).toHaveLength(1)
    timers.advance(1)
    await flush()
    expect(net.calls).toHaveLength(2)
    stream.close()
  })
})
