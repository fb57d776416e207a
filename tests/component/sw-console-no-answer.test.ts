// A page load whose session load gets no answer — offline, or the page being left or reloaded
// while it runs (the browser cancels its requests): the console keeps the token and tries again,
// instead of signing the user out (a reload during the first second after sign-in did).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/dom'
import { createServer, type Server } from 'node:net'
import { mount } from './helpers.ts'

// A port that refuses: a server started and closed again.
let refused = 0
let closed: Server
beforeAll(async () => {
  closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  refused = (closed.address() as { port: number }).port
  await new Promise<void>((resolve) => closed.close(() => resolve()))
  document.cookie = 'token=kept-through-an-outage; path=/'
  await import('../../elements/sw-console.ts')
}, 60_000)

afterAll(() => {
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

describe('<sw-console> when the session load has no answer', () => {
  it('keeps the token and asks again a few seconds later', async () => {
    const calls: string[] = []
    const original = globalThis.fetch
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(String(input instanceof Request ? input.url : input))
      return original(input, init)
    }) as typeof fetch
    try {
      await mount(`<sw-console router="memory" api-base="http://127.0.0.1:${refused}/api"></sw-console>`)
      await waitFor(() => expect(calls.length).toBeGreaterThan(0), { timeout: 10_000 })
      const first = calls.length
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(document.cookie).toContain('kept-through-an-outage')
      // No loop: nothing more within the first second, another try after the wait.
      expect(calls.length).toBe(first)
      await waitFor(() => expect(calls.length).toBeGreaterThan(first), { timeout: 6000 })
      expect(document.cookie).toContain('kept-through-an-outage')
    } finally {
      globalThis.fetch = original
    }
  }, 30_000)
})
