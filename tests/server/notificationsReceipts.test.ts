// Receipts and reminders: the publisher sees who of a notice's audience has read it and when and
// who has not (filters, name search, paging, the counts), within their data scope — a member who
// turned the type off in the console is not its audience unless it is required; reminds the
// unread ones of a current notice — the reader's list then shows the reminder and sorts it first
// — at most once an hour each (429 with Retry-After), never a withdrawn notice or one all have read
// (400), never as a member (403) or across tenants (404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Notification, Receipts } from '../../src/domains/notifications/contract.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
const t = { admin: '', editor: '', member: '', lead: '' }
const ids = { member: 0, lead: 0 }
const PUBLISH = '/api/notification/publish'

async function signIn() {
  for (const who of ['admin', 'editor', 'member', 'lead'] as const) t[who] = await login(server.app, `${who}@acme.test`)
}
const userId = async (username: string) => Number((await server.db.query<{ id: number }>('select id from users where username = $1', [username]))[0].id)
const publish = async (title: string, publishObject: unknown, token = t.editor) =>
  (
    await call(server.app, 'POST', `${PUBLISH}/saveNotification`, {
      token,
      json: { title, markdown: 'Please read.', type: 'system', priority: 'high', publishObject },
    })
  ).body.data.id as number
const receipts = async (id: number, query: Record<string, string | number> = {}, token = t.editor): Promise<Receipts> =>
  (await call(server.app, 'GET', `${PUBLISH}/queryReceipts`, { token, query: { id, ...query } })).body.data
const remind = (id: number, token = t.editor) => call(server.app, 'POST', `${PUBLISH}/remindUnread`, { token, query: { id } })
const mine = async (token: string): Promise<Notification[]> =>
  (await call(server.app, 'GET', '/api/notification/notification/queryMyNotification', { token, query: { pageSize: 1000, box: 'all' } })).body.data.list
const markRead = (token: string, id: number) => call(server.app, 'POST', '/api/notification/notification/markRead', { token, query: { id } })

beforeAll(async () => {
  server = await startServer()
  await signIn()
  ids.member = await userId('member@acme.test')
  ids.lead = await userId('lead@acme.test')
})
afterAll(() => server.close())

describe('GET /api/notification/publish/queryReceipts', () => {
  it('lists who read it and when (latest first), then who has not; filters, searches and pages; counts the audience', async () => {
    const id = await publish('Receipts: two readers', { users: [ids.member, ids.lead], orgs: [], roles: [] })
    server.clock.advance(1000)
    await markRead(t.member, id)
    const all = await receipts(id)
    expect(all.summary).toEqual({ audience: 2, read: 1 })
    expect(all.pagination.total).toBe(2)
    expect(all.list.map((r) => [r.username, r.readAt !== null])).toEqual([
      ['member@acme.test', true],
      ['lead@acme.test', false],
    ])
    expect(Date.parse(all.list[0].readAt!)).toBe(server.clock.now().getTime())
    expect(all.list[0]).toMatchObject({ userId: ids.member, name: expect.any(String), orgName: expect.any(String), remindedAt: null })
    expect((await receipts(id, { read: 'true' })).list.map((r) => r.userId)).toEqual([ids.member])
    expect((await receipts(id, { read: 'false' })).list.map((r) => r.userId)).toEqual([ids.lead])
    expect((await receipts(id, { keyword: 'LEAD@' })).list.map((r) => r.userId)).toEqual([ids.lead])
    const page2 = await receipts(id, { pageSize: 1, currentPage: 2 })
    expect(page2.list.map((r) => r.userId)).toEqual([ids.lead])
    expect(page2.summary).toEqual({ audience: 2, read: 1 })
  })

  it('leaves out a member who turned the type off in the console, unless the notice is required; the published list counts the same', async () => {
    const prefs = (inApp: boolean) =>
      call(server.app, 'POST', '/api/notification/notification/savePreferences', {
        token: t.lead,
        json: { preferences: [{ type: 'system', inApp, email: 'high' }] },
      })
    expect((await prefs(false)).status).toBe(200)
    try {
      const plain = await publish('Receipts: muted', { users: [ids.member, ids.lead], orgs: [], roles: [] })
      expect((await receipts(plain)).list.map((r) => r.userId)).toEqual([ids.member])
      const listed = (await call(server.app, 'GET', `${PUBLISH}/queryPublished`, { token: t.editor, query: { pageSize: 100 } })).body.data.list.find(
        (n: { id: number }) => n.id === plain,
      )
      expect(listed.audience).toBe(1)
      const required = (
        await call(server.app, 'POST', `${PUBLISH}/saveNotification`, {
          token: t.editor,
          json: {
            title: 'Receipts: required',
            markdown: 'Read.',
            type: 'system',
            priority: 'high',
            required: true,
            publishObject: { users: [ids.member, ids.lead], orgs: [], roles: [] },
          },
        })
      ).body.data.id as number
      expect((await receipts(required)).summary.audience).toBe(2)
    } finally {
      await prefs(true)
    }
  })

  it('takes a "mark all read" back whole: a notice never opened is "not read" again in the receipts, one opened before keeps its reading', async () => {
    const opened = await publish('Receipts: opened before', { users: [ids.member], orgs: [], roles: [] })
    const never = await publish('Receipts: never opened', { users: [ids.member], orgs: [], roles: [] })
    await markRead(t.member, opened)
    const firstReading = (await receipts(opened)).list[0]!.readAt
    await call(server.app, 'POST', '/api/notification/notification/markUnread', { token: t.member, query: { id: opened } })
    server.clock.advance(1000)
    const marked = (await call(server.app, 'POST', '/api/notification/notification/markAllRead', { token: t.member })).body.data as {
      ids: number[]
      undo: string
    }
    expect(marked.ids).toEqual(expect.arrayContaining([opened, never]))
    expect((await receipts(never)).summary.read).toBe(1)
    const undo = (json: unknown) => call(server.app, 'POST', '/api/notification/notification/undoMarkAllRead', { token: t.member, json })
    // Only the member's own token of that mark: not a time they name (which could erase the
    // reading of a notice opened at that time), not another's token, nothing odd.
    const lead = (await call(server.app, 'POST', '/api/notification/notification/markAllRead', { token: t.lead })).body.data as { undo: string }
    const [payload, signature] = marked.undo.split('.')
    const named = Buffer.from(JSON.stringify([ids.member, firstReading])).toString('base64url')
    for (const bad of [
      { ids: marked.ids },
      { ids: 'all', undo: marked.undo },
      { ids: [0], undo: marked.undo },
      { ids: marked.ids, undo: lead.undo },
      { ids: [opened], undo: `${named}.${signature}` },
      // A signature with its first character changed (to another one: it may have been an x).
      { ids: marked.ids, undo: `${payload}.${signature!.startsWith('x') ? 'y' : 'x'}${signature!.slice(1)}` },
      { ids: marked.ids, undo: '0000-01-01T00:00:00Z' },
      { ids: [1e300], undo: marked.undo },
      { ids: null, undo: null },
    ]) {
      expect((await undo(bad)).status, JSON.stringify(bad)).toBe(400)
    }
    expect((await receipts(opened)).list[0]!.readAt).toBe(firstReading)
    expect((await undo({ ids: marked.ids, undo: marked.undo })).status).toBe(200)
    expect((await receipts(never)).summary.read).toBe(0)
    expect((await receipts(opened)).list[0]!.readAt).toBe(firstReading)
    const box = new Set(
      (
        await call(server.app, 'GET', '/api/notification/notification/queryMyNotification', { token: t.member, query: { pageSize: 1000, box: 'unread' } })
      ).body.data.list.map((n: { id: number }) => n.id),
    )
    expect(box.has(opened) && box.has(never)).toBe(true)
  })

  it('counts an organisation with those below it and a role by its holders, as the published list does', async () => {
    const id = await publish('Receipts: everyone', null, t.admin)
    const published = (await call(server.app, 'GET', `${PUBLISH}/queryPublished`, { token: t.admin, query: { pageSize: 100 } })).body.data.list.find(
      (n: { id: number }) => n.id === id,
    )
    const answer = await receipts(id, { pageSize: 500 }, t.admin)
    expect(answer.summary.audience).toBe(published.audience)
    expect(answer.summary.audience).toBeGreaterThan(100)
  })

  it('answers 400 for a bad read or no id, 403 for a member, 404 for another tenant\u2019s notice', async () => {
    const id = await publish('Receipts: refusals', { users: [ids.member], orgs: [], roles: [] })
    expect((await call(server.app, 'GET', `${PUBLISH}/queryReceipts`, { token: t.editor, query: { id, read: 'maybe' } })).status).toBe(400)
    expect((await call(server.app, 'GET', `${PUBLISH}/queryReceipts`, { token: t.editor })).status).toBe(400)
    expect((await call(server.app, 'GET', `${PUBLISH}/queryReceipts`, { token: t.member, query: { id } })).status).toBe(403)
    expect((await remind(id, t.member)).status).toBe(403)
    const globex = await login(server.app, 'admin@globex.test', 'globex')
    expect((await call(server.app, 'GET', `${PUBLISH}/queryReceipts`, { token: globex, query: { id } })).status).toBe(404)
    expect((await remind(id, globex)).status).toBe(404)
    expect(await server.db.query('select 1 from notification_reminders where notification_id = $1', [id])).toEqual([])
  })
})

describe('POST /api/notification/publish/remindUnread', () => {
  it('reminds the unread only; the reader sees the reminder first in their list; once an hour each (429), then again', async () => {
    const id = await publish('Reminders: lead has not read it', { users: [ids.member, ids.lead], orgs: [], roles: [] })
    await markRead(t.member, id)
    server.clock.advance(60_000)
    const first = await remind(id)
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({ reminded: 1, skipped: 0 })
    const [top] = await mine(t.lead)
    expect(top.id).toBe(id)
    expect(Date.parse(top.remindedAt!)).toBe(server.clock.now().getTime())
    expect((await mine(t.member)).find((n) => n.id === id)?.remindedAt).toBeNull()
    expect((await receipts(id, { read: 'false' })).list[0].remindedAt).toBe(top.remindedAt)

    server.clock.advance(20 * 60_000)
    const again = await remind(id)
    expect(again.status).toBe(429)
    expect(again.body.message).toMatch(/again in 40 minutes/)
    expect(again.headers.get('Retry-After')).toBe(String(40 * 60))
    const zh = await call(server.app, 'POST', `${PUBLISH}/remindUnread`, { token: t.editor, query: { id }, headers: { 'Accept-Language': 'zh-CN' } })
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/)

    server.clock.advance(41 * 60_000)
    await signIn()
    expect((await remind(id)).body.data).toEqual({ reminded: 1, skipped: 0 })
    await markRead(t.lead, id)
    const nobody = await remind(id)
    expect(nobody.status).toBe(400)
    expect(nobody.body.message).toMatch(/Everyone it is for has read it/)
  })

  it('refuses an editor a notice an administrator published (403), as for an edit', async () => {
    const id = await publish('Reminders: the administrator\u2019s', { users: [ids.lead], orgs: [], roles: [] }, t.admin)
    const answer = await remind(id, t.editor)
    expect(answer.status).toBe(403)
    expect(await server.db.query('select 1 from notification_reminders where notification_id = $1', [id])).toEqual([])
    expect((await remind(id, t.admin)).status).toBe(200)
  })

  it('refuses a withdrawn notice (400), changing nothing', async () => {
    const id = await publish('Reminders: withdrawn', { users: [ids.lead], orgs: [], roles: [] })
    await call(server.app, 'POST', `${PUBLISH}/withdrawNotification`, { token: t.editor, query: { id } })
    const answer = await remind(id)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/Only a current notification/)
    expect(await server.db.query('select 1 from notification_reminders where notification_id = $1', [id])).toEqual([])
  })
})

describe('within the publisher\u2019s data scope', () => {
  it('an editor whose scope is a campus sees and reminds only the campus\u2019s recipients', async () => {
    // Published by the editor while their scope is still all organisations (they may remind it).
    const id = await publish('Scope: everyone', null)
    await server.db.query("update roles set data_scope = 'orgAndBelow' where tenant_id = 1 and code = 'ROLE_EDITOR'")
    await server.db.query("update users set org_id = (select id from orgs where code = 'ORG00002' and tenant_id = 1) where username = 'editor@acme.test'")
    const campus = new Set(
      (
        await server.db.query<{ id: number }>(
          `with recursive sub(id) as (select id from orgs where code = 'ORG00002' and tenant_id = 1
           union all select o.id from orgs o join sub on o.parent_id = sub.id) select id from sub`,
        )
      ).map((r) => Number(r.id)),
    )
    await signIn()
    const everyone = await receipts(id, { pageSize: 500 }, t.admin)
    const scoped = await receipts(id, { pageSize: 500 }, t.editor)
    expect(scoped.summary.audience).toBeGreaterThan(0)
    expect(scoped.summary.audience).toBeLessThan(everyone.summary.audience)
    const orgOf = new Map(
      (await server.db.query<{ id: number; org_id: number }>('select id, org_id from users where tenant_id = 1')).map((r) => [Number(r.id), Number(r.org_id)]),
    )
    for (const r of scoped.list) expect(campus.has(orgOf.get(r.userId)!) || r.userId === (await userId('editor@acme.test'))).toBe(true)
    // Someone outside the campus reads it: the editor's counts do not move.
    const outside = (
      await server.db.query<{ id: number }>(
        "select id from users where tenant_id = 1 and username like 'user%' and status = 'enabled' and audit_status = 'approved' and not (org_id = any($1::int[])) order by id limit 1",
        [[...campus]],
      )
    )[0]
    await server.db.query('insert into notification_reads (notification_id, user_id, read_at) values ($1, $2, $3)', [id, outside.id, server.clock.now()])
    expect((await receipts(id, {}, t.editor)).summary).toEqual(scoped.summary)
    expect((await receipts(id, {}, t.admin)).summary.read).toBe(everyone.summary.read + 1)
    const reminded = await remind(id)
    expect(reminded.status).toBe(200)
    const rows = await server.db.query<{ user_id: number }>('select user_id from notification_reminders where notification_id = $1', [id])
    expect(rows.length).toBe(reminded.body.data.reminded)
    for (const row of rows) expect(campus.has(orgOf.get(Number(row.user_id))!)).toBe(true)
  })
})
