// My notifications: visibility by publish object and period, newest first, filters (box, type,
// priority, state, title), paging, read and archive state per user (mark read/unread, archive
// and restore, mark all read, archive all read with their ids), the unread count; plus the
// seeded data the console's screens rely on.
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

const markRead = (token: string, id: number | string) => call(server.app, 'POST', '/api/notification/notification/markRead', { token, query: { id } })

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
      required: false,
      read: expect.any(Boolean),
      archived: false,
      snoozedUntil: null,
      remindedAt: null,
    })
  })

  it('shows each user the notices for everyone, their roles, themselves and their organisation, current only', async () => {
    const objects = async (token: string) => new Set((await all(token)).map((n) => (n.publishObject ? JSON.stringify(n.publishObject) : null)))
    const member = Number((await server.db.query<{ id: number }>("select id from users where username = 'member@acme.test'"))[0].id)
    const forRole = (role: string) => JSON.stringify({ users: [], orgs: [], roles: [role] })
    expect(await objects(tokens.admin)).toEqual(new Set([null, forRole('ROLE_ADMIN')]))
    expect(await objects(tokens.editor)).toEqual(new Set([null, forRole('ROLE_EDITOR')]))
    expect(await objects(tokens.member)).toEqual(new Set([null, JSON.stringify({ users: [member], orgs: [], roles: [] })]))
    const orgadmin = await login(server.app, 'orgadmin@acme.test')
    expect([...(await objects(orgadmin))].some((o) => o !== null && JSON.parse(o).orgs.length === 1)).toBe(true)
    const now = Date.now()
    for (const n of await all(tokens.admin)) {
      if (n.startTime) expect(Date.parse(n.startTime)).toBeLessThanOrEqual(now)
      if (n.endTime) expect(Date.parse(n.endTime)).toBeGreaterThanOrEqual(now - 60_000)
    }
  })

  it('holds every type × priority over the last 90 days, periods, the holiday and unsafe notices', async () => {
    const [{ n }] = await server.db.query<{ n: number }>(
      "select count(*)::int as n from notifications n join tenants t on t.id = n.tenant_id where t.code = 'acme'",
    )
    expect(n).toBe(60)
    const [rows] = await server.db.query<{ upcoming: number; expired: number; withdrawn: number; archived: number }>(
      `select count(*) filter (where start_time > now())::int as upcoming, count(*) filter (where end_time < now())::int as expired,
              count(*) filter (where withdrawn_at is not null)::int as withdrawn,
              (select count(*)::int from notification_archives) as archived from notifications`,
    )
    expect(rows.upcoming).toBeGreaterThanOrEqual(2)
    expect(rows.expired).toBeGreaterThanOrEqual(2)
    expect(rows.withdrawn).toBeGreaterThanOrEqual(1)
    expect(rows.archived).toBeGreaterThanOrEqual(3)
    const published = await call(server.app, 'GET', '/api/notification/publish/queryPublished', { token: tokens.admin, query: { pageSize: 100 } })
    const list = published.body.data.list as Notification[]
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
    expect(titled.map((n) => n.title)).toContain('Holiday service pause — update')
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
    [{ box: 'inbox' }, 'box must be one of unread, read, all, snoozed, archived'],
    [{ state: 'soon' }, 'state must be one of current, upcoming, expired'],
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

describe('boxes, archive and the unread count', () => {
  const post = (token: string, path: string, query: Record<string, string | number | boolean> = {}) =>
    call(server.app, 'POST', `/api/notification/notification/${path}`, { token, query })
  const unread = async (token: string) =>
    (await call(server.app, 'GET', '/api/notification/notification/queryUnreadCount', { token })).body.data.count as number

  it('splits the notices into unread, read and archived; all is unread + read', async () => {
    const box = async (name: string) => all(tokens.admin, { box: name })
    const [u, r, a, archived] = [await box('unread'), await box('read'), await box('all'), await box('archived')]
    expect(u.every((n) => !n.read && !n.archived)).toBe(true)
    expect(r.every((n) => n.read && !n.archived)).toBe(true)
    expect(archived.length).toBeGreaterThan(0)
    expect(archived.every((n) => n.archived)).toBe(true)
    expect(a.length).toBe(u.length + r.length)
    expect(await unread(tokens.admin)).toBe(u.length)
  })

  it('readers see current notices only; upcoming and expired answer nothing for them, and the notices for a publisher', async () => {
    expect(await all(tokens.member, { state: 'upcoming' })).toEqual([])
    expect(await all(tokens.member, { state: 'expired' })).toEqual([])
    const upcoming = await all(tokens.admin, { state: 'upcoming' })
    expect(upcoming.length).toBeGreaterThan(0)
    expect(upcoming.every((n) => Date.parse(n.startTime!) > Date.now())).toBe(true)
    const expired = await all(tokens.admin, { state: 'expired' })
    expect(expired.every((n) => Date.parse(n.endTime!) < Date.now())).toBe(true)
    const current = new Set((await all(tokens.admin)).map((n) => n.id))
    expect(upcoming.some((n) => current.has(n.id)) || expired.some((n) => current.has(n.id))).toBe(false)
  })

  it('marks unread, archives and restores, for this user only, each changing the count', async () => {
    const user = await login(server.app, 'lead@acme.test')
    const before = await unread(user)
    const [target] = await all(user, { box: 'unread' })
    expect((await post(user, 'markRead', { id: target.id })).status).toBe(200)
    expect(await unread(user)).toBe(before - 1)
    expect((await post(user, 'markUnread', { id: target.id })).status).toBe(200)
    expect(await unread(user)).toBe(before)
    expect((await post(user, 'archive', { id: target.id })).status).toBe(200)
    expect((await all(user, { box: 'archived' })).map((n) => n.id)).toContain(target.id)
    expect((await all(user)).map((n) => n.id)).not.toContain(target.id)
    expect(await unread(user)).toBe(before - 1)
    expect((await post(user, 'archive', { id: target.id, archived: false })).status).toBe(200)
    expect((await all(user)).map((n) => n.id)).toContain(target.id)
    expect(await unread(user)).toBe(before)
    expect((await post(user, 'archive', { id: target.id, archived: 'maybe' })).status).toBe(400)
  })

  it('marks all read and archives all read, answering the ids (undo restores them)', async () => {
    const user = await login(server.app, 'member@acme.test')
    const unreadIds = (await all(user, { box: 'unread' })).map((n) => n.id).sort((a, b) => a - b)
    const marked = await post(user, 'markAllRead')
    expect(marked.body.data).toEqual({ changed: unreadIds.length, ids: unreadIds, undo: expect.stringMatching(/^[\w-]+\.[\w-]+$/) })
    expect(await unread(user)).toBe(0)
    const readIds = (await all(user, { box: 'read' })).map((n) => n.id).sort((a, b) => a - b)
    const archived = await post(user, 'archiveAllRead')
    expect(archived.body.data).toMatchObject({ changed: readIds.length, ids: readIds })
    expect(await all(user)).toEqual([])
    for (const id of archived.body.data.ids as number[]) await post(user, 'archive', { id, archived: false })
    expect((await all(user)).length).toBe(readIds.length)
    expect((await post(user, 'markAllRead')).body.data).toMatchObject({ changed: 0, ids: [] })
  })

  it('keeps tenants apart: globex sees none of acme, and cannot mark an acme notice', async () => {
    const globex = await login(server.app, 'admin@globex.test', 'globex')
    const acmeIds = new Set((await all(tokens.admin)).map((n) => n.id))
    const theirs = await all(globex)
    expect(theirs.length).toBeGreaterThan(0)
    expect(theirs.some((n) => acmeIds.has(n.id))).toBe(false)
    expect((await post(globex, 'markRead', { id: [...acmeIds][0] })).status).toBe(404)
    expect((await post(globex, 'archive', { id: [...acmeIds][0] })).status).toBe(404)
  })
})
