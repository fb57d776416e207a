// The console's screen-first history (src/domains/shell/runtime/screenFirstHistory.ts): a push is
// rendered at once and written to the address bar after the frame; anything that must see the
// address bar in step writes it first.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { UNSAFE_createBrowserHistory } from 'react-router-dom'
import { screenFirstHistory } from '../../src/domains/shell/runtime/screenFirstHistory.ts'

type Update = { action: string; location: { pathname: string; search: string; key: string }; delta: number | null }
const afterWrite = () => new Promise((resolve) => setTimeout(resolve, 150))

describe('screen-first history', () => {
  let updates: Update[]
  let stop: () => void
  let history: ReturnType<typeof screenFirstHistory>
  beforeEach(() => {
    window.history.replaceState(null, '', '/studentwork/workbench')
    history = screenFirstHistory(UNSAFE_createBrowserHistory({ v5Compat: true }))
    updates = []
    stop = history.listen((update) => updates.push(update as Update))
  })
  afterEach(() => stop())

  it('tells the router at once and writes the address after the frame, with the key it rendered', async () => {
    const entries = window.history.length
    history.push('/studentwork/system/users?page=2', { from: 'tag' })
    expect(updates).toHaveLength(1)
    expect(updates[0]).toMatchObject({ action: 'PUSH', delta: 1, location: { pathname: '/studentwork/system/users', search: '?page=2' } })
    expect(history.location.pathname).toBe('/studentwork/system/users')
    expect(window.location.pathname).toBe('/studentwork/workbench')
    await afterWrite()
    expect(window.location.pathname + window.location.search).toBe('/studentwork/system/users?page=2')
    expect(window.history.length).toBe(entries + 1)
    expect(window.history.state).toMatchObject({ usr: { from: 'tag' }, key: updates[0]!.location.key })
    expect(history.location.key).toBe(updates[0]!.location.key)
    // The write is not a second navigation for the router.
    expect(updates).toHaveLength(1)
  })

  it('writes a waiting push before the next one, so every screen keeps its entry', async () => {
    const entries = window.history.length
    history.push('/studentwork/a')
    history.push('/studentwork/b')
    expect(window.location.pathname).toBe('/studentwork/a')
    await afterWrite()
    expect(window.location.pathname).toBe('/studentwork/b')
    expect(window.history.length).toBe(entries + 2)
  })

  it('a replace of a push not yet written makes one entry (the replaced one)', async () => {
    const entries = window.history.length
    history.push('/studentwork/a')
    history.replace('/studentwork/a2')
    expect(updates.map((u) => u.action)).toEqual(['PUSH', 'REPLACE'])
    expect(history.location.pathname).toBe('/studentwork/a2')
    await afterWrite()
    expect(window.location.pathname).toBe('/studentwork/a2')
    expect(window.history.length).toBe(entries + 1)
  })

  it('a replace with nothing waiting replaces at once', () => {
    history.replace('/studentwork/r')
    expect(window.location.pathname).toBe('/studentwork/r')
    expect(updates.map((u) => u.action)).toEqual(['REPLACE'])
  })

  it('leaving the page or going back writes the waiting push first', () => {
    history.push('/studentwork/left')
    window.dispatchEvent(new Event('pagehide'))
    expect(window.location.pathname).toBe('/studentwork/left')
    history.push('/studentwork/next')
    history.go(1)
    expect(window.location.pathname).toBe('/studentwork/next')
  })

  it('a back within the frame drops the waiting push and follows the browser', async () => {
    history.push('/studentwork/a')
    await afterWrite()
    history.push('/studentwork/b')
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    expect(updates.at(-1)).toMatchObject({ action: 'POP', location: { pathname: '/studentwork/a' } })
    await afterWrite()
    expect(window.location.pathname).toBe('/studentwork/a')
  })
})
