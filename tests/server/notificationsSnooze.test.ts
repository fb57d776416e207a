// Snooze: a notice put away until a time is in the user's snoozed box only (not unread, not read,
// not counted; still in `all`), comes back unread when its time passes (the server's clock), wakes
// now on request, is refused with 400 for a time not ahead or too far (nothing changes), is the
// caller's alone, and cannot reach another tenant's notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Notification } from '../../src/domains/notifications/contract.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let member = ''
let lead = ''

beforeAll(async () => {
  server = await startServer()
  member = await login(server.app, 'member@acme.test')
  lead = await login(server.app, 'lead@acme.test')
})
afterAll(() => server.close())

const all = async (token: string, query: Record<string, string | number> = {}): Promise<Notification[]> =>
  (await call(server.app, 'GET', '/api/notification/notification/queryMyNotification', { token, query: { ...query, pageSize: 1000 } })).body.data.list
const ids = async (token: string, box: string) => (await all(token, { box })).map((n) => n.id)
const post = (token: string, path: string, query: Record<string, string | number> = {}) =>
  call(server.app, 'POST', `/api/notification/notification/${path}`, { token, query })
const unread = async (token: string) => (await call(server.app, 'GET', '/api/notification/notification/queryUnreadCount', { token })).body.data.count as number
const ahead = (ms: number) => new Date(server.clock.now().getTime() + ms).toISOString()
const HOUR = 3_600_000
/** Moves the server's clock on; the sessions it outlives are signed in again. */
async function advance(ms: number) {
  server.clock.advance(ms)
  member = await login(server.app, 'member@acme.test')
  lead = await login(server.app, 'lead@acme.test')
}

describe('POST /api/notification/notification/snooze', () => {
  it('moves an unread notice to the snoozed box until its time, then back to unread', async () => {
    const before = await unread(member)
    const [target] = await all(member, { box: 'unread' })
    const until = ahead(2 * HOUR)
    expect((await post(member, 'snooze', { id: target.id, until })).status).toBe(200)
    expect(await ids(member, 'unread')).not.toContain(target.id)
    expect(await ids(member, 'read')).not.toContain(target.id)
    const [snoozed] = (await all(member, { box: 'snoozed' })).filter((n) => n.id === target.id)
    expect(snoozed.snoozedUntil).toBe(until)
    expect((await all(member)).find((n) => n.id === target.id)?.snoozedUntil).toBe(until)
    expect(await unread(member)).toBe(before - 1)
    // The other user still has it unread.
    expect(await ids(lead, 'unread')).toContain(target.id)
    await advance(2 * HOUR + 1000)
    expect(await ids(member, 'unread')).toContain(target.id)
    expect(await ids(member, 'snoozed')).not.toContain(target.id)
    expect((await all(member, { box: 'unread' })).find((n) => n.id === target.id)?.snoozedUntil).toBeNull()
    expect(await unread(member)).toBe(before)
  })

  it('brings a read notice back unread, and "mark all read" leaves a snoozed one alone', async () => {
    const [target] = await all(member, { box: 'unread' })
    await post(member, 'markRead', { id: target.id })
    expect(await ids(member, 'read')).toContain(target.id)
    await post(member, 'snooze', { id: target.id, until: ahead(HOUR) })
    const marked = await post(member, 'markAllRead')
    expect(marked.body.data.ids).not.toContain(target.id)
    await advance(HOUR + 1000)
    expect(await ids(member, 'unread')).toEqual([target.id])
    await post(member, 'markAllRead')
  })

  it('wakes a snoozed notice now when no time is given; snoozing again moves the time', async () => {
    const [target] = await all(member, { box: 'read' })
    await post(member, 'snooze', { id: target.id, until: ahead(HOUR) })
    const later = ahead(5 * HOUR)
    await post(member, 'snooze', { id: target.id, until: later })
    expect((await all(member, { box: 'snoozed' })).map((n) => [n.id, n.snoozedUntil])).toEqual([[target.id, later]])
    expect((await post(member, 'snooze', { id: target.id })).status).toBe(200)
    expect(await ids(member, 'snoozed')).toEqual([])
    // Woken, it is unread: the snooze took the read mark away.
    expect(await ids(member, 'unread')).toEqual([target.id])
  })

  it('refuses a time that is not one, not ahead or more than 90 days ahead with 400, changing nothing', async () => {
    const [target] = await all(member)
    const before = JSON.stringify(await all(member))
    // A time without its zone would be read in the server's: refused too.
    for (const until of [
      'soon',
      '2026-13-45T00:00:00Z',
      '1700000000000',
      ahead(2 * HOUR).replace('Z', ''),
      ahead(-HOUR),
      ahead(30_000),
      ahead(91 * 24 * HOUR),
    ]) {
      const { status, body } = await post(member, 'snooze', { id: target.id, until })
      expect(status, until).toBe(400)
      expect(body.message).toMatch(/until|later time|at most 90 days/)
    }
    expect(JSON.stringify(await all(member))).toBe(before)
    expect((await post(member, 'snooze', { id: target.id, until: ahead(90 * 24 * HOUR - 60_000) })).status).toBe(200)
    await post(member, 'snooze', { id: target.id })
  })

  it('keeps the first reading for the publisher\u2019s receipts while the reader\u2019s box says unread', async () => {
    const [target] = await all(member, { box: 'unread' })
    await post(member, 'markRead', { id: target.id })
    const receipt = async () => {
      const editor = await login(server.app, 'editor@acme.test')
      const page = (
        await call(server.app, 'GET', '/api/notification/publish/queryReceipts', { token: editor, query: { id: target.id, keyword: 'member@acme.test' } })
      ).body.data
      return page.list[0]?.readAt as string | null
    }
    const first = await receipt()
    expect(first).toEqual(expect.any(String))
    await post(member, 'snooze', { id: target.id, until: ahead(HOUR) })
    await advance(HOUR + 1000)
    expect(await ids(member, 'unread')).toContain(target.id)
    expect(await receipt()).toBe(first)
    await post(member, 'markUnread', { id: target.id })
    expect(await receipt()).toBe(first)
    await post(member, 'markRead', { id: target.id })
    expect(await ids(member, 'read')).toContain(target.id)
    expect(await receipt()).toBe(first)
  })

  it('says why in the reader\u2019s language', async () => {
    const [target] = await all(member)
    const { body } = await call(server.app, 'POST', '/api/notification/notification/snooze', {
      token: member,
      query: { id: target.id, until: ahead(-HOUR) },
      headers: { 'Accept-Language': 'zh-CN' },
    })
    expect(body.message).toMatch(/[\u4e00-\u9fff]/)
  })

  it('answers 404 for a notice of another tenant or one not for the caller, and 400 without an id', async () => {
    const globex = await login(server.app, 'admin@globex.test', 'globex')
    const [acme] = await all(member)
    const snoozes = async () => JSON.stringify(await server.db.query('select * from notification_snoozes order by notification_id, user_id'))
    const before = await snoozes()
    expect((await post(globex, 'snooze', { id: acme.id, until: ahead(HOUR) })).status).toBe(404)
    expect((await post(member, 'snooze', { id: 999_999, until: ahead(HOUR) })).status).toBe(404)
    expect((await post(member, 'snooze', { until: ahead(HOUR) })).status).toBe(400)
    expect(await snoozes()).toBe(before)
  })
})
