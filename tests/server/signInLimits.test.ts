// Brute-force limits on the password grant: 5 failures per account (per tenant) in the window,
// a higher limit per client address, 429 with Retry-After before the password is even checked,
// a success clearing the account's count, attempts sent at once checked no more than the limit
// (each takes its point first), and the counts shared by two servers on one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../demo/server/platform/app.ts'
import { domainSettings } from '../../demo/server/platform/domain.ts'
import { createSignInGuard } from '../../demo/server/platform/signInLimits.ts'
import { DOMAINS } from '../../demo/server/domains/index.ts'
import { requestToken, startServer, type TestServer } from './helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ signInLimits: { perAccount: 5, perAddress: 30, windowSeconds: 900 } })
})
afterAll(() => server.close())

const wrong = (username: string, tenantCode = 'acme') => requestToken(server.app, { username, tenantCode, password: 'not-the-password' })

describe('failed sign-in limits', () => {
  it('answers the first 5 failures for an account, then 429 with Retry-After — even for the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await wrong('editor@acme.test')).status).toBe(400)
    const blocked = await wrong('editor@acme.test')
    expect(blocked.status).toBe(429)
    const retryAfter = Number(blocked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(800)
    expect(retryAfter).toBeLessThanOrEqual(900)
    expect(blocked.body).toEqual({
      error: 'too_many_attempts',
      error_description: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      retry_after: retryAfter,
    })
    const right = await requestToken(server.app, { username: 'EDITOR@acme.test' })
    expect(right.status).toBe(429)
  })

  it('counts per tenant: the same username in another tenant is not blocked', async () => {
    for (let i = 0; i < 5; i++) await wrong('ghost@example.test', 'acme')
    expect((await wrong('ghost@example.test', 'acme')).status).toBe(429)
    expect((await wrong('ghost@example.test', 'globex')).status).toBe(400)
  })

  it('clears the count of an account after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await wrong('member@acme.test')
    expect((await requestToken(server.app, { username: 'member@acme.test' })).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await wrong('member@acme.test')).status).toBe(400)
  })

  it('blocks a client address after its own, higher limit across accounts', async () => {
    // Every attempt from this address took a point, refused ones too; the success gave its back:
    // 5 + 2 (editor), 6 + 1 (ghost), 4 + 1 − 1 + 4 (member).
    const [{ points }] = await server.db.query<{ points: number }>("select points from sign_in_limits where key = 'address:local'")
    expect(points).toBe(22)
    for (let i = points; i < 30; i++) expect((await wrong(`nobody-${i}@acme.test`)).status).toBe(400)
    expect((await wrong('nobody-else@acme.test')).status).toBe(429)
    expect((await requestToken(server.app, { username: 'admin@acme.test' })).status).toBe(429)
  })

  it('checks at most the limit of attempts sent at once, for an account and for an address', async () => {
    const fresh = await startServer({ signInLimits: { perAccount: 5, perAddress: 8, windowSeconds: 60 } })
    try {
      const burst = await Promise.all(Array.from({ length: 40 }, () => requestToken(fresh.app, { username: 'editor@acme.test', password: 'guess' })))
      const checked = burst.filter((a) => a.status === 400).length
      expect(checked).toBeGreaterThan(0)
      expect(checked).toBeLessThanOrEqual(5)
      expect(burst.filter((a) => a.status === 429)).toHaveLength(40 - checked)
      const spread = await Promise.all(Array.from({ length: 20 }, (_, i) => requestToken(fresh.app, { username: `u${i}@acme.test`, password: 'guess' })))
      expect(spread.filter((a) => a.status === 400)).toHaveLength(0) // the address spent its 8 on the burst
    } finally {
      await fresh.close()
    }
  })
})

describe('several server processes', () => {
  it('share the counts through the database', async () => {
    const fresh = await startServer({ signInLimits: { perAccount: 3, perAddress: 100, windowSeconds: 60 } })
    try {
      // A second app on the same database, as a second process would be.
      const second = createApp({
        domains: DOMAINS,
        db: fresh.db,
        now: () => new Date(),
        tokenTtlSeconds: 60,
        signInGuard: createSignInGuard(fresh.db, { perAccount: 3, perAddress: 100, windowSeconds: 60 }),
        settings: domainSettings(DOMAINS, {}),
        staticDirs: { dist: '/nonexistent', public: '/nonexistent' },
      })
      const attempt = (app: typeof second) => requestToken(app, { username: 'admin@acme.test', password: 'nope' })
      expect((await attempt(fresh.app)).status).toBe(400)
      expect((await attempt(second)).status).toBe(400)
      expect((await attempt(fresh.app)).status).toBe(400)
      expect((await attempt(second)).status).toBe(429)
    } finally {
      await fresh.close()
    }
  })
})
