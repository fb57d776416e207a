// The sign-in log and the online sessions: every attempt recorded with its result, address and
// user agent (never the password); read within the reader's data scope (a campus administrator
// sees its campus's attempts, not the tenant administrator's nor those naming nobody), filtered
// and paged; the sessions signed in now, with "sign out" under the users' reach rule (403 beyond
// it, 404 outside the scope) — the signed-out token then answers 50008.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OnlineSession, SignInEntry } from '../../src/domains/admin/contract.ts'
import { BASIC_AUTH, call, login, PASSWORD, requestToken, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let admin: string
let orgAdmin: string
const SIGNINS = '/api/admin/syssignin/admin'
const SESSIONS = '/api/admin/syssession/admin'
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36'

beforeAll(async () => {
  server = await startServer({ signInLimits: { perAccount: 3, perAddress: 1000, windowSeconds: 900 } })
  admin = await login(server.app, 'admin@acme.test')
  orgAdmin = await login(server.app, 'orgadmin@acme.test')
})
afterAll(() => server.close())

const signIns = async (token: string, query: Record<string, string | number> = {}) =>
  (await call(server.app, 'GET', `${SIGNINS}/querySignIns`, { token, query: { pageSize: 100, ...query } })).body.data as {
    list: SignInEntry[]
    pagination: { total: number }
  }

describe('the sign-in log', () => {
  it('records every attempt with its result, address and user agent — never the password', async () => {
    const [campusUser] = await server.db.query<{ username: string }>(
      `select u.username from users u join orgs o on o.id = u.org_id where o.code = 'ORG00021' and u.username like 'user%' and u.status = 'enabled' and u.audit_status = 'approved' limit 1`,
    )
    const [pending] = await server.db.query<{ username: string }>(
      "select username from users where tenant_id = 1 and audit_status = 'pending' and status = 'enabled' limit 1",
    )
    await requestToken(
      server.app,
      { username: campusUser.username },
      { headers: { Authorization: BASIC_AUTH, 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': UA } },
    )
    await requestToken(server.app, { username: campusUser.username, password: 'Wrong-secret1' })
    await requestToken(server.app, { username: 'nobody@acme.test', password: 'Wrong-secret2' })
    for (let i = 0; i < 4; i++) await requestToken(server.app, { username: 'editor@acme.test', password: `Wrong-secret${i}` })
    await requestToken(server.app, { username: pending.username })

    const log = await signIns(admin)
    const of = (username: string) => log.list.filter((e) => e.username.toLowerCase() === username.toLowerCase()).map((e) => e.result)
    expect(of(campusUser.username)).toEqual(['bad-credentials', 'success'])
    expect(of('nobody@acme.test')).toEqual(['bad-credentials'])
    expect(of('editor@acme.test')).toEqual(['locked', 'bad-credentials', 'bad-credentials', 'bad-credentials'])
    expect(of(pending.username)).toEqual(['pending'])
    const success = log.list.find((e) => e.username === campusUser.username && e.result === 'success')!
    expect(success).toMatchObject({ tenantCode: 'acme', address: 'local', userAgent: UA, userId: expect.any(String) })
    expect(log.list.find((e) => e.username === 'nobody@acme.test')!.userId).toBeNull()
    const stored = JSON.stringify(await server.db.query('select * from sign_in_log'))
    expect(stored).not.toContain('Wrong-secret')
    expect(stored).not.toContain(PASSWORD)
  })

  it("shows a campus administrator only its campus's attempts", async () => {
    const mine = await signIns(orgAdmin)
    expect(mine.list.length).toBeGreaterThan(0)
    for (const entry of mine.list) {
      expect(entry.userId).not.toBeNull()
      expect(entry.username).not.toMatch(/^(admin|editor|nobody)@acme\.test$/)
    }
  })

  it('filters by result, username, address and time, and pages', async () => {
    expect((await signIns(admin, { result: 'locked' })).list.every((e) => e.result === 'locked')).toBe(true)
    expect((await signIns(admin, { username: 'EDITOR' })).list.every((e) => e.username === 'editor@acme.test')).toBe(true)
    expect((await signIns(admin, { address: 'nowhere' })).pagination.total).toBe(0)
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
    expect((await signIns(admin, { from: tomorrow })).pagination.total).toBe(0)
    const page = await signIns(admin, { pageSize: 2, currentPage: 2 })
    expect(page.list).toHaveLength(2)
    for (const [query, message] of [
      [{ result: 'maybe' }, /result must be one of/],
      [{ from: 'yesterday' }, /from must be an ISO date/],
      [{ pageSize: 1000 }, /pageSize/],
    ] as const) {
      const res = await call(server.app, 'GET', `${SIGNINS}/querySignIns`, { token: admin, query })
      expect(res.status).toBe(400)
      expect(res.body.message).toMatch(message)
    }
  })

  it('is refused to a member', async () => {
    const member = await login(server.app, 'member@acme.test')
    expect((await call(server.app, 'GET', `${SIGNINS}/querySignIns`, { token: member })).status).toBe(403)
    expect((await call(server.app, 'GET', `${SESSIONS}/querySessions`, { token: member })).status).toBe(403)
  })
})

describe('the online sessions', () => {
  const sessions = async (token: string, query: Record<string, string | number> = {}) =>
    (await call(server.app, 'GET', `${SESSIONS}/querySessions`, { token, query: { pageSize: 100, ...query } })).body.data as {
      list: OnlineSession[]
      pagination: { total: number }
    }
  const end = (token: string, id: string) => call(server.app, 'POST', `${SESSIONS}/endSession`, { token, json: { id } })

  it('lists the sessions signed in now, marks the caller’s own, and signs one out', async () => {
    const member = await login(server.app, 'member@acme.test')
    const list = (await sessions(admin, { user: 'member@acme.test' })).list
    const session = list.find((s) => s.username === 'member@acme.test')!
    expect(session).toMatchObject({ current: false, manageable: true, address: 'local' })
    expect((await sessions(admin, { user: 'admin@acme.test' })).list.some((s) => s.current && s.username === 'admin@acme.test')).toBe(true)
    expect((await call(server.app, 'GET', '/api/uaa/users/getSysUser', { token: member })).status).toBe(200)
    for (const s of list.filter((x) => x.username === 'member@acme.test')) expect((await end(admin, s.id)).status).toBe(200)
    expect((await call(server.app, 'GET', '/api/uaa/users/getSysUser', { token: member })).body.status).toBe(50008)
    expect((await sessions(admin, { user: 'member@acme.test' })).list).toEqual([])
  })

  it('lets a campus administrator see and sign out only what its roles reach', async () => {
    const [campusUser] = await server.db.query<{ username: string }>(
      `select u.username from users u join orgs o on o.id = u.org_id where o.code = 'ORG00021' and u.username like 'user%' and u.status = 'enabled' and u.audit_status = 'approved' limit 1`,
    )
    await login(server.app, campusUser.username)
    const seen = (await sessions(orgAdmin)).list
    expect(seen.map((s) => s.username)).toContain(campusUser.username)
    expect(seen.map((s) => s.username)).not.toContain('admin@acme.test')
    const campus = seen.find((s) => s.username === campusUser.username)!
    expect(campus.manageable).toBe(false) // a member: its scope is all organisations
    const refused = await end(orgAdmin, campus.id)
    expect(refused.status).toBe(403)
    const adminSession = (await sessions(admin, { user: 'admin@acme.test' })).list.find((s) => s.username === 'admin@acme.test')!
    expect((await end(orgAdmin, adminSession.id)).status).toBe(404)
    const [row] = await server.db.query<{ revoked_at: Date | null }>('select revoked_at from sessions where id = $1', [campus.id])
    expect(row.revoked_at).toBeNull()
    expect((await end(admin, 'x')).status).toBe(400)
  })
})
