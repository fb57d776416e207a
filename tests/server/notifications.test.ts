// My notifications: visibility by publish object, newest first, filters, paging, read state
// per user and markRead; plus the seeded data the console's screens rely on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Notification } from '../../src/domains/notifications/contract.ts'
import { HOLIDAY_NOTICE } from '../../demo/server/domains/notifications/index.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
const tokens: Record<'admin' | 'editor' | 'member', string> = { admin: '', editor: '', member: '' }

beforeAll(async () => {
  server = await startServer()
  for (const who of ['admin', 'editor', 'member'] as const) tokens[who] = await login(server.app, `${who}@acme.test`)
})
afterAll(() => server.close())

const mine = (token: string, query: Record<string, string | number | boolean> = {}) =>
  call(server.app, 'GET', '/api/notification/notification/queryMyNotification', { token, query })

async function all(token: string, query: Record<string, string | number | boolean> = {}): Promise<Notification[]> {
  const { body } = await mine(token, { ...query, pageSize: 1000 })
  return body.data.list
}

const markRead = (token: string, id: number | string) =>
  call(server.app, 'POST', '/api/notification/notification/markRead', { token, query: { id } })

describe('GET /api/notification/notification/queryMyNotification', () => {
  it('answers a page of notifications, newest first', async () => {
    const { status, body } = await mine(tokens.admin)
    expect(status).toBe(200)
    expect(body.status).toBe(200)
    expect(body.data.pagination).toMatchObject({ current: 1, pageSize: 10 })
    expect(body.data.list).toHaveLength(10)
    const list = await all(tokens.admin)
    expect(body.data.pagination.total).toBe(list.length)
    const times = list.map((n) => Date.parse(n.createTime))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(list[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      content: expect.any(String),
      type: expect.any(String),
      priority: expect.stringMatching(/^(high|medium|low)$/),
      publisher: expect.any(String),
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      startTime: null,
      endTime: null,
      publishObject: null,
      read: expect.any(Boolean),
      archived: false,
    })
  })

  it('shows each user the notices for all users and for their roles only', async () => {
    const objects = async (token: string) => new Set((await all(token)).map((n) => n.publishObject?.roles[0] ?? null))
    expect(await objects(tokens.admin)).toEqual(new Set([null, 'ROLE_ADMIN']))
    expect(await objects(tokens.editor)).toEqual(new Set([null, 'ROLE_EDITOR']))
    expect(await objects(tokens.member)).toEqual(new Set([null]))
  })

  it('holds every type × priority over the last 90 days, periods, the holiday and unsafe notices', async () => {
    const [{ n }] = await server.db.query<{ n: number }>(
      "select count(*)::int as n from notifications n join tenants t on t.id = n.tenant_id where t.code = 'acme'",
    )
    expect(n).toBe(60)
    const list = [...(await all(tokens.admin)), ...(await all(tokens.editor))]
    const combos = new Set(list.map((x) => `${x.type}/${x.priority}`))
    expect(combos.size).toBe(12)
    const times = list.map((x) => Date.parse(x.createTime))
    const spanDays = (Math.max(...times) - Math.min(...times)) / 86_400_000
    expect(spanDays).toBeGreaterThan(60)
    expect(spanDays).toBeLessThanOrEqual(90)
    expect(list.some((x) => x.startTime && x.endTime && x.endTime > x.startTime)).toBe(true)
    expect(list.some((x) => x.content.includes(HOLIDAY_NOTICE))).toBe(true)
    expect(list.some((x) => x.content.includes('<script>') && x.content.includes('onerror'))).toBe(true)
    expect(list.some((x) => /<a href="https:/.test(x.content) && x.content.includes('<strong>'))).toBe(true)
  })

  it('filters by type, priority, read state and title', async () => {
    const holidays = await all(tokens.admin, { type: 'holiday' })
    expect(holidays.length).toBeGreaterThan(0)
    expect(holidays.every((n) => n.type === 'holiday')).toBe(true)
    expect((await all(tokens.admin, { priority: 'high' })).every((n) => n.priority === 'high')).toBe(true)
    const read = await all(tokens.admin, { read: true })
    const unread = await all(tokens.admin, { read: false })
    expect(read.length).toBeGreaterThan(0)
    expect(read.every((n) => n.read)).toBe(true)
    expect(unread.every((n) => !n.read)).toBe(true)
    expect(read.length + unread.length).toBe((await all(tokens.admin)).length)
    const titled = await all(tokens.admin, { title: 'HOLIDAY SERVICE' })
    expect(titled.map((n) => n.title)).toContain('Holiday service pause')
    expect(titled.every((n) => n.title.toLowerCase().includes('holiday service'))).toBe(true)
    expect(await all(tokens.admin, { type: 'holiday', priority: 'low', title: 'no such title' })).toEqual([])
  })

  it('pages without overlap', async () => {
    const first = (await mine(tokens.admin, { currentPage: 1, pageSize: 7 })).body.data.list as Notification[]
    const second = (await mine(tokens.admin, { currentPage: 2, pageSize: 7 })).body.data.list as Notification[]
    expect(second).toHaveLength(7)
    const ids = new Set(first.map((n) => n.id))
    expect(second.some((n) => ids.has(n.id))).toBe(false)
  })

  it.each([
    [{ read: 'maybe' }, 'read must be true or false'],
    [{ pageSize: 1001 }, /pageSize/],
    [{ currentPage: 0 }, /currentPage/],
  ])('answers 400 for %o', async (query, message) => {
    const { status, body } = await mine(tokens.admin, query)
    expect(status).toBe(400)
    expect(body.status).toBe(400)
    expect(body.message).toMatch(message)
  })

  it('answers 50008 without a token', async () => {
    const { status, body } = await call(server.app, 'GET', '/api/notification/notification/queryMyNotification')
    expect(status).toBe(401)
    expect(body.status).toBe(50008)
  })
})

describe('POST /api/notification/notification/markRead', () => {
  it('marks a notification read for this user only, idempotently', async () => {
    const target = (await all(tokens.member, { read: false }))[0]
    const { status, body } = await markRead(tokens.member, target.id)
    expect(status).toBe(200)
    expect(body).toEqual({ status: 200, message: 'success' })
    expect((await markRead(tokens.member, target.id)).status).toBe(200)
    expect((await all(tokens.member)).find((n) => n.id === target.id)?.read).toBe(true)
    const editorView = (await all(tokens.editor)).find((n) => n.id === target.id)
    expect(editorView?.read).toBe(false)
  })

  it('answers 404 for a notification the user may not see, writing nothing', async () => {
    const adminOnly = (await all(tokens.admin)).find((n) => n.publishObject?.roles.includes('ROLE_ADMIN'))!
    const [before] = await server.db.query<{ n: number }>('select count(*)::int as n from notification_reads')
    const { status, body } = await markRead(tokens.member, adminOnly.id)
    expect(status).toBe(404)
    expect(body).toEqual({ status: 404, message: 'Notification not found' })
    const [after] = await server.db.query<{ n: number }>('select count(*)::int as n from notification_reads')
    expect(after.n).toBe(before.n)
  })

  it('answers 400 without an id', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/notification/notification/markRead', { token: tokens.member })
    expect(status).toBe(400)
    expect(body.message).toBe('id is required')
  })
})
