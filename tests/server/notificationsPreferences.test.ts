// Preferences: every type of the dictionary with the defaults (in the console; e-mail for high
// priority), a type muted in the console leaving the member's list, count and stream — but not a
// required notice, and not another member's —, choices checked whole (400, nothing changed), and
// a required flag a publisher sets, checked and answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Notification, NotificationPreference } from '../../src/domains/notifications/contract.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
const t = { admin: '', member: '', lead: '' }
const N = '/api/notification/notification'

beforeAll(async () => {
  server = await startServer()
  for (const who of ['admin', 'member', 'lead'] as const) t[who] = await login(server.app, `${who}@acme.test`)
})
afterAll(() => server.close())

const preferences = async (token: string): Promise<NotificationPreference[]> => (await call(server.app, 'GET', `${N}/queryPreferences`, { token })).body.data
const save = (token: string, json: unknown) => call(server.app, 'POST', `${N}/savePreferences`, { token, json })
const mine = async (token: string): Promise<Notification[]> =>
  (await call(server.app, 'GET', `${N}/queryMyNotification`, { token, query: { pageSize: 1000 } })).body.data.list
const count = async (token: string) => (await call(server.app, 'GET', `${N}/queryUnreadCount`, { token })).body.data.count as number
const publish = async (title: string, type: string, required?: boolean) =>
  (
    await call(server.app, 'POST', '/api/notification/publish/saveNotification', {
      token: t.admin,
      json: { title, markdown: 'x', type, priority: 'medium', ...(required === undefined ? {} : { required }) },
    })
  ).body

describe('GET queryPreferences', () => {
  it('answers every notification type with the defaults', async () => {
    const types = (await call(server.app, 'GET', `${N}/queryNotificationType`, { token: t.member })).body.data.map((d: { value: string }) => d.value)
    expect(types.length).toBeGreaterThan(1)
    expect(await preferences(t.member)).toEqual(types.map((type: string) => ({ type, inApp: true, email: 'high' })))
  })
})

describe('POST savePreferences', () => {
  it('mutes a type in the console for this member only: list, count; a required notice still reaches them', async () => {
    const [type] = (await preferences(t.member)).map((p) => p.type)
    const plain = (await publish('Muted type, plain', type!)).data.id as number
    const required = (await publish('Muted type, required', type!, true)).data
    expect(required.required).toBe(true)
    const before = await count(t.member)
    const answer = await save(t.member, { preferences: [{ type, inApp: false, email: 'off' }] })
    expect(answer.status).toBe(200)
    expect(answer.body.data.find((p: NotificationPreference) => p.type === type)).toEqual({ type, inApp: false, email: 'off' })
    const shown = await mine(t.member)
    expect(shown.some((n) => n.type === type && !n.required)).toBe(false)
    expect(shown.find((n) => n.id === required.id)?.required).toBe(true)
    expect(shown.map((n) => n.id)).not.toContain(plain)
    expect(await count(t.member)).toBeLessThan(before)
    // The lead chose nothing: they see both.
    expect((await mine(t.lead)).map((n) => n.id)).toEqual(expect.arrayContaining([plain, required.id]))
    // Back on: the notices are back.
    await save(t.member, { preferences: [{ type, inApp: true, email: 'high' }] })
    expect((await mine(t.member)).map((n) => n.id)).toContain(plain)
    expect(await count(t.member)).toBe(before)
  })

  it('refuses a body that is not a list of known types with a boolean and an e-mail choice (400), changing nothing', async () => {
    const before = await preferences(t.member)
    const [type] = before.map((p) => p.type)
    for (const body of [
      {},
      { preferences: 'all' },
      { preferences: [{ type: 'no-such-type', inApp: true, email: 'high' }] },
      { preferences: [{ type, inApp: 'yes', email: 'high' }] },
      { preferences: [{ type, inApp: true, email: 'weekly' }] },
      {
        preferences: [
          { type, inApp: false, email: 'off' },
          { type, inApp: true, email: 'off' },
        ],
      },
      { preferences: [{ type, inApp: false, email: 'off' }, ...Array.from({ length: 200 }, () => ({ type, inApp: true, email: 'all' }))] },
    ]) {
      const answer = await save(t.member, body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
    }
    expect(await preferences(t.member)).toEqual(before)
  })

  it('keeps tenants apart: another tenant\u2019s types are unknown here', async () => {
    const globex = await login(server.app, 'admin@globex.test', 'globex')
    const theirs = await preferences(globex)
    expect(theirs.length).toBeGreaterThan(0)
    expect((await save(globex, { preferences: [{ type: 'no-such-type', inApp: false, email: 'off' }] })).status).toBe(400)
    expect(await server.db.query("select 1 from notification_preferences np join users u on u.id = np.user_id where u.username = 'admin@globex.test'")).toEqual(
      [],
    )
  })
})

describe('required', () => {
  it('is false unless set, must be a boolean, and is answered in the published list', async () => {
    const [type] = (await preferences(t.admin)).map((p) => p.type)
    expect((await publish('Not required', type!)).data.required).toBe(false)
    const bad = await call(server.app, 'POST', '/api/notification/publish/saveNotification', {
      token: t.admin,
      json: { title: 'Bad', markdown: 'x', type, priority: 'low', required: 'yes' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.field).toBe('required')
    const listed = (await call(server.app, 'GET', '/api/notification/publish/queryPublished', { token: t.admin, query: { pageSize: 5 } })).body.data.list
    expect(listed.map((n: { required: boolean }) => typeof n.required)).toEqual(listed.map(() => 'boolean'))
  })
})
