// Shared streams: subscribers of one key share one connection (refcounted: the last to leave
// closes it), each gets every message; a hidden page pauses every stream and showing it
// resumes with Last-Event-ID.
import { describe, expect, it } from 'vitest'
import { createLiveRegistry, type VisibilitySource } from '#platform/core/live/liveRegistry.ts'
import { fakeFetch, fakeTimers, flush } from './fakes.ts'

function page() {
  let hidden = false
  const fns = new Set<() => void>()
  const source: VisibilitySource = { hidden: () => hidden, onChange: (fn) => (fns.add(fn), () => fns.delete(fn)) }
  return { source, set: (value: boolean) => ((hidden = value), fns.forEach((fn) => fn())), watchers: () => fns.size }
}

describe('createLiveRegistry', () => {
  it('shares one connection among subscribers of a key and closes it after the last leaves', async () => {
    const net = fakeFetch()
    const timers = fakeTimers()
    const registry = createLiveRegistry()
    const connection = () => ({ url: '/api/s', headers: () => ({}), fetch: net.fetch, timers })
    const a: string[] = []
    const b: string[] = []
    const stopA = registry.subscribe('/api/s', connection, { onMessage: (m) => a.push(m.data) })
    const stopB = registry.subscribe('/api/s', connection, { onMessage: (m) => b.push(m.data) })
    await flush()
    expect(net.calls).toHaveLength(1)
    expect(registry.size).toBe(1)
    net.streams[0].push('data: 1\n\n')
    await flush()
    expect([a, b]).toEqual([['1'], ['1']])
    stopA()
    expect(net.calls[0].signal.aborted).toBe(false)
    stopB()
    expect(net.calls[0].signal.aborted).toBe(true)
    expect(registry.size).toBe(0)
    registry.subscribe('/api/s', connection, {})
    await flush()
    expect(net.calls).toHaveLength(2)
  })

  it('keeps different keys apart', async () => {
    const net = fakeFetch()
    const registry = createLiveRegistry()
    const connection = (url: string) => () => ({ url, headers: () => ({}), fetch: net.fetch, timers: fakeTimers() })
    registry.subscribe('/a/s', connection('/a/s'), {})
    registry.subscribe('/b/s', connection('/b/s'), {})
    await flush()
    expect(net.calls.map((c) => c.url)).toEqual(['/a/s', '/b/s'])
  })

  it('pauses while the page is hidden and catches up with Last-Event-ID when shown', async () => {
    const net = fakeFetch()
    const visibility = page()
    const registry = createLiveRegistry(visibility.source)
    const stop = registry.subscribe('/api/s', () => ({ url: '/api/s', headers: () => ({}), fetch: net.fetch, timers: fakeTimers() }), {})
    await flush()
    net.streams[0].push('id: 8\ndata: x\n\n')
    await flush()
    visibility.set(true)
    expect(net.calls[0].signal.aborted).toBe(true)
    await flush()
    expect(net.calls).toHaveLength(1)
    visibility.set(false)
    await flush()
    expect(net.calls).toHaveLength(2)
    expect(net.calls[1].headers['Last-Event-ID']).toBe('8')
    stop()
    expect(visibility.watchers()).toBe(0)
  })

  it('opens paused when the page is hidden already, and tells every subscriber of a poll and an auth failure', async () => {
    const net = fakeFetch()
    const visibility = page()
    visibility.set(true)
    const registry = createLiveRegistry(visibility.source)
    const polls: string[] = []
    const failures: number[] = []
    const connection = () => ({ url: '/api/s', headers: () => ({}), fetch: net.fetch, timers: fakeTimers() })
    registry.subscribe('/api/s', connection, { onPoll: () => polls.push('a'), onAuthFailure: (e) => failures.push(e.status!) })
    registry.subscribe('/api/s', connection, { onPoll: () => polls.push('b'), onAuthFailure: (e) => failures.push(e.status!) })
    await flush()
    expect(net.calls[0].signal.aborted).toBe(true)
    net.answers.push({ status: 401, body: { status: 50008, message: 'Invalid token' } })
    visibility.set(false)
    await flush()
    await flush()
    expect(failures).toEqual([401, 401])
  })
})
