import { afterEach, describe, expect, it, vi } from 'vitest'
import { FRESH_MS, IDLE_LIMIT, clearResources, invalidate, keyHash, resource, setResourceData, watchKey } from '#platform/store/resource.ts'

/** A load whose promise the test settles by hand; records each call and its abort signal. */
function controlledLoad<T>() {
  const calls: Array<{ signal: AbortSignal; resolve: (v: T) => void; reject: (e: Error) => void }> = []
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject })
    })
  return { load, calls }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

/** The clock moves on past the freshness window (timers stay real). */
function later(ms = FRESH_MS) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms })
}

afterEach(() => {
  clearResources()
  vi.useRealTimers()
})

describe('resource', () => {
  it('loads on the first subscriber and reports loading, then data', async () => {
    const { load, calls } = controlledLoad<number>()
    const r = resource(['api', 'test', 'k1'], load)
    expect(calls).toHaveLength(0)
    const seen: string[] = []
    const off = r.subscribe(() => seen.push(r.get().status))
    expect(calls).toHaveLength(1)
    expect(r.get()).toMatchObject({ status: 'loading', fetching: true, data: undefined })
    calls[0]!.resolve(42)
    await tick()
    expect(r.get()).toMatchObject({ status: 'success', data: 42, fetching: false })
    expect(seen.at(-1)).toBe('success')
    off()
  })

  it('shares one request in flight between subscribers of the same key', async () => {
    const { load, calls } = controlledLoad<string>()
    const a = resource(['api', 'test', 'k2'], load)
    const b = resource(['api', 'test', 'k2'], () => Promise.reject(new Error('never called')))
    const offA = a.subscribe(() => undefined)
    const offB = b.subscribe(() => undefined)
    expect(calls).toHaveLength(1)
    calls[0]!.resolve('x')
    await tick()
    expect(b.get().data).toBe('x')
    offA()
    offB()
  })

  it('aborts a request when its last subscriber leaves, and not before', () => {
    const { load, calls } = controlledLoad<string>()
    const r = resource(['api', 'test', 'k3'], load)
    const offA = r.subscribe(() => undefined)
    const offB = r.subscribe(() => undefined)
    offA()
    expect(calls[0]!.signal.aborted).toBe(false)
    offB()
    expect(calls[0]!.signal.aborted).toBe(true)
  })

  it('keeps the data while a refresh runs and reports an error without losing it', async () => {
    const { load, calls } = controlledLoad<number>()
    const r = resource(['api', 'test', 'k4'], load)
    const off = r.subscribe(() => undefined)
    calls[0]!.resolve(1)
    await tick()
    const refreshed = r.refresh()
    expect(r.get()).toMatchObject({ status: 'success', data: 1, fetching: true })
    calls[1]!.reject(new Error('boom'))
    await refreshed
    expect(r.get()).toMatchObject({ status: 'error', data: 1, fetching: false })
    expect(r.get().error?.message).toBe('boom')
    off()
  })

  it('ignores the answer of a request a refresh replaced', async () => {
    const { load, calls } = controlledLoad<number>()
    const r = resource(['api', 'test', 'k5'], load)
    const off = r.subscribe(() => undefined)
    void r.refresh()
    expect(calls[0]!.signal.aborted).toBe(true)
    calls[1]!.resolve(2)
    calls[0]!.resolve(1)
    await tick()
    expect(r.get().data).toBe(2)
    off()
  })

  it('loads again for a later first subscriber once the screen is drawn, showing the last data meanwhile', async () => {
    const { load, calls } = controlledLoad<number>()
    const r = resource(['api', 'test', 'k6'], load)
    const off = r.subscribe(() => undefined)
    calls[0]!.resolve(7)
    await tick()
    off()
    later()
    const again = r.subscribe(() => undefined)
    // Not during the switch that showed it again: after the frame (here, without frames, 100 ms).
    expect(calls).toHaveLength(1)
    expect(r.get()).toMatchObject({ data: 7, fetching: false })
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(calls).toHaveLength(2)
    // Quietly: no `fetching` while it runs, and an equal answer tells nobody (no render at all).
    expect(r.get()).toMatchObject({ data: 7, fetching: false })
    let heard = 0
    const stop = r.listen(() => heard++)
    calls[1]!.resolve(7)
    await tick()
    expect(heard).toBe(0)
    r.refresh()
    calls[2]!.resolve(8)
    await tick()
    expect(r.get().data).toBe(8)
    expect(heard).toBeGreaterThan(0)
    stop()
    again()
  })

  it('a hidden kept-alive view listens without being on screen: no load, no reload on invalidation, a reload when shown', async () => {
    const { load, calls } = controlledLoad<number>()
    const r = resource(['api', 'test', 'hidden'], load)
    const hide = r.show()
    calls[0]!.resolve(1)
    await tick()
    let heard = 0
    const stop = r.listen(() => heard++)
    hide()
    await invalidate(['api', 'test'])
    expect(calls).toHaveLength(1)
    // A write's answer or a live event still reaches it.
    setResourceData(['api', 'test', 'hidden'], 2)
    expect(heard).toBe(1)
    expect(r.get().data).toBe(2)
    const hideAgain = r.show()
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(calls).toHaveLength(2)
    hideAgain()
    stop()
  })

  it('is not reloaded when a kept view is shown again within FRESH_MS of its load, unless invalidated meanwhile or newly mounted (a Refresh); after it, it is', async () => {
    const { load, calls } = controlledLoad<number>()
    const r = resource(['api', 'test', 'fresh'], load)
    const again = { again: true }
    const hide = r.show()
    calls[0]!.resolve(1)
    await tick()
    hide()
    // Back and forth within the window: nothing read.
    r.show(again)()
    const shown = r.show(again)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(calls).toHaveLength(1)
    shown()
    // Invalidated while not on screen: the next showing reloads, however fresh.
    await invalidate(['api', 'test', 'fresh'])
    const afterWrite = r.show(again)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(calls).toHaveLength(2)
    calls[1]!.resolve(2)
    await tick()
    afterWrite()
    // A new mount (a view's Refresh remounts it, a tag closed and opened again) reads afresh.
    const refreshed = r.show()
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(calls).toHaveLength(3)
    calls[2]!.resolve(3)
    await tick()
    refreshed()
    // Past the window: the showing revalidates.
    later(FRESH_MS - 1)
    r.show(again)()
    later(FRESH_MS)
    const past = r.show(again)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(calls).toHaveLength(4)
    past()
  })

  it('does not reload for a subscriber that left before the screen was drawn', async () => {
    const { load, calls } = controlledLoad<number>()
    const r = resource(['api', 'test', 'k7'], load)
    const off = r.subscribe(() => undefined)
    calls[0]!.resolve(1)
    await tick()
    off()
    r.subscribe(() => undefined)()
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(calls).toHaveLength(1)
  })

  it('keeps the objects of data that came back unchanged, and does not notify for nothing', async () => {
    const { load, calls } = controlledLoad<{ list: Array<{ id: number }>; total: number }>()
    const r = resource(['api', 'test', 'k8'], load)
    let notified = 0
    const off = r.subscribe(() => notified++)
    calls[0]!.resolve({ list: [{ id: 1 }, { id: 2 }], total: 2 })
    await tick()
    const first = r.get().data!
    void r.refresh()
    calls[1]!.resolve({ list: [{ id: 1 }, { id: 3 }], total: 2 })
    await tick()
    const second = r.get().data!
    expect(second).not.toBe(first)
    expect(second.list[0]).toBe(first.list[0])
    expect(second.list[1]).toEqual({ id: 3 })
    void r.refresh()
    calls[2]!.resolve({ list: [{ id: 1 }, { id: 3 }], total: 2 })
    await tick()
    expect(r.get().data).toBe(second)
    const state = r.get()
    const before = notified
    void r.refresh()
    // Already fetching: the second start changes nothing and tells nobody.
    void r.refresh()
    expect(notified).toBe(before + 1)
    calls[4]!.resolve({ list: [{ id: 1 }, { id: 3 }], total: 2 })
    await tick()
    expect(r.get()).not.toBe(state)
    expect(r.get().data).toBe(second)
    off()
  })

  it('leaves the state object alone when the last subscriber leaves during a load (a hidden kept-alive view)', async () => {
    const { load, calls } = controlledLoad<number>()
    const r = resource(['api', 'test', 'k9'], load)
    const off = r.subscribe(() => undefined)
    calls[0]!.resolve(5)
    await tick()
    void r.refresh()
    const shown = r.get()
    off()
    expect(calls[1]!.signal.aborted).toBe(true)
    // React compares this snapshot when the view is shown again: unchanged, no forced render.
    expect(r.get()).toBe(shown)
    const again = r.subscribe(() => undefined)
    expect(r.get()).toBe(shown)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(calls).toHaveLength(3)
    calls[2]!.resolve(5)
    await tick()
    expect(r.get()).toMatchObject({ status: 'success', data: 5, fetching: false })
    again()
  })

  it('reads a key by value: the names of a query object in any order are one key', () => {
    expect(keyHash(['api', 'admin', { page: 1, name: 'a' }])).toBe(keyHash(['api', 'admin', { name: 'a', page: 1 }]))
    expect(keyHash(['api', 'admin', 1])).not.toBe(keyHash(['api', 'admin', '1']))
    expect(keyHash(['api', 'admin', ['a,b']])).not.toBe(keyHash(['api', 'admin', 'a', 'b']))
  })

  it('invalidates by prefix: what is on screen under it loads again, keeping its data; the rest and other prefixes are left', async () => {
    const users = controlledLoad<number>()
    const page2 = controlledLoad<number>()
    const roles = controlledLoad<number>()
    const otherServer = controlledLoad<number>()
    const a = resource(['api', 'admin', 'users', { page: 1 }], users.load)
    const b = resource(['api', 'admin', 'users', { page: 2 }], page2.load)
    const c = resource(['api', 'admin', 'roles'], roles.load)
    const d = resource(['other', 'admin', 'users', { page: 1 }], otherServer.load)
    const offs = [a, c, d].map((r) => r.subscribe(() => undefined))
    const offB = b.subscribe(() => undefined)
    for (const calls of [users.calls, page2.calls, roles.calls, otherServer.calls]) calls[0]!.resolve(1)
    await tick()
    offB()
    const done = invalidate(['api', 'admin', 'users'])
    expect(users.calls).toHaveLength(2)
    expect(a.get()).toMatchObject({ data: 1, fetching: true })
    expect(page2.calls).toHaveLength(1)
    expect(roles.calls).toHaveLength(1)
    expect(otherServer.calls).toHaveLength(1)
    users.calls[1]!.resolve(2)
    await done
    expect(a.get().data).toBe(2)
    offs.forEach((off) => off())
  })

  it('tells a store of its own under the prefix, and not after it stopped watching', () => {
    let reloads = 0
    const stop = watchKey(['api', 'notifications', 'mine', { box: 'unread' }], () => reloads++)
    void invalidate(['api', 'notifications'])
    void invalidate(['api', 'admin'])
    expect(reloads).toBe(1)
    stop()
    void invalidate(['api', 'notifications'])
    expect(reloads).toBe(1)
  })

  it('sets data as the server said without a request', async () => {
    const { load, calls } = controlledLoad<number>()
    const r = resource(['api', 'notifications', 'unread'], load)
    const off = r.subscribe(() => undefined)
    calls[0]!.resolve(3)
    await tick()
    setResourceData<number>(['api', 'notifications', 'unread'], (n) => (n ?? 0) + 1)
    expect(r.get()).toMatchObject({ status: 'success', data: 4 })
    expect(calls).toHaveLength(1)
    off()
  })

  it(`keeps at most ${IDLE_LIMIT} resources nobody shows, dropping the least recently used`, async () => {
    const loads: number[] = []
    const make = (i: number) => resource(['api', 'test', 'many', i], async () => (loads.push(i), i))
    const show = async (r: ReturnType<typeof make>) => {
      const off = r.subscribe(() => undefined)
      await tick()
      off()
    }
    const first = make(0)
    await show(first)
    expect(first.get().data).toBe(0)
    for (let i = 1; i <= IDLE_LIMIT; i++) await show(make(i))
    // 0 was the least recently used: its data is gone, and its next subscriber loads afresh.
    expect(first.get()).toMatchObject({ status: 'loading', data: undefined })
    expect(make(1).get().data).toBe(1)
    const off = first.subscribe(() => undefined)
    expect(loads.filter((i) => i === 0)).toHaveLength(2)
    off()
  })

  it('forgets what nobody shows when another user signs in, and loads again what is on screen', async () => {
    const shown = controlledLoad<string>()
    const hidden = controlledLoad<string>()
    const a = resource(['api', 'account', 'profile'], shown.load)
    const b = resource(['api', 'notifications', 'preferences'], hidden.load)
    const off = a.subscribe(() => undefined)
    b.subscribe(() => undefined)()
    shown.calls[0]!.resolve('first user')
    hidden.calls[0]!.resolve('first user')
    await tick()
    clearResources()
    expect(a.get()).toMatchObject({ status: 'loading', data: undefined, fetching: true })
    expect(b.get().data).toBeUndefined()
    shown.calls[1]!.resolve('second user')
    await tick()
    expect(a.get().data).toBe('second user')
    off()
  })

  it('forgets a fresh resource when its last subscriber leaves: the next one loads before it shows anything', async () => {
    const { load, calls } = controlledLoad<string>()
    const r = resource(['api', 'admin', 'grant', 1], load, { fresh: true })
    const off = r.subscribe(() => undefined)
    calls[0]!.resolve('before the save')
    await tick()
    off()
    const again = resource(['api', 'admin', 'grant', 1], load, { fresh: true })
    again.subscribe(() => undefined)
    expect(again.get()).toMatchObject({ status: 'loading', data: undefined })
    expect(calls).toHaveLength(2)
  })
})
