// Publishing notifications (docs/spec.md#publishing): editors and admins only (403 for a member, nothing
// written), every 400 naming its field with nothing changed, markdown kept and rendered to
// sanitised HTML, edit and withdraw (readers stop seeing it), the published list with read
// counts and audiences, the operation log, the visibility of a published notice by object
// (user, organisation and its descendants, role, everyone) and by period, and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Notification, PublishedNotification } from '../../src/domains/notifications/contract.ts'
import { call, count, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
const t: Record<'admin' | 'editor' | 'member' | 'orgadmin' | 'globex', string> = { admin: '', editor: '', member: '', orgadmin: '', globex: '' }
const DAY = 86_400_000

beforeAll(async () => {
  server = await startServer()
  for (const who of ['admin', 'editor', 'member', 'orgadmin'] as const) t[who] = await login(server.app, `${who}@acme.test`)
  t.globex = await login(server.app, 'admin@globex.test', 'globex')
})
afterAll(() => server.close())

const save = (token: string, json: unknown) => call(server.app, 'POST', '/api/notification/publish/saveNotification', { token, json })
const withdraw = (token: string, id: number) => call(server.app, 'POST', '/api/notification/publish/withdrawNotification', { token, query: { id } })
const published = (token: string, query: Record<string, string | number> = {}) =>
  call(server.app, 'GET', '/api/notification/publish/queryPublished', { token, query: { pageSize: 100, ...query } })
async function mine(token: string): Promise<Notification[]> {
  return (await call(server.app, 'GET', '/api/notification/notification/queryMyNotification', { token, query: { pageSize: 1000 } })).body.data.list
}
const ids = async (token: string) => new Set((await mine(token)).map((n) => n.id))
const valid = (extra: Record<string, unknown> = {}) => ({
  title: 'Lab closed Friday',
  markdown: 'The **lab** is closed.',
  type: 'system',
  priority: 'high',
  ...extra,
})
/** A PNG uploaded by `token`'s user, as the editor's image button inserts it. */
async function uploadImage(token: string): Promise<string> {
  const form = new FormData()
  form.set('file', new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'pic.png', { type: 'image/png' }))
  const response = await server.app.request('/api/file/upload', { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } })
  return `/api${((await response.json()) as { data: { url: string } }).data.url}`
}
const idOf = async (sql: string) => Number((await server.db.query<{ id: number }>(sql))[0].id)

describe('saveNotification', () => {
  it('publishes for an editor: markdown kept, HTML rendered and sanitised, publisher named, everyone sees it', async () => {
    const image = await uploadImage(t.editor)
    const markdown = `# Title\n\n**bold** [link](https://example.com) [bad](javascript:alert(1))\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n\n![pic](${image})`
    const { status, body } = await save(t.editor, valid({ markdown }))
    expect(status).toBe(200)
    const n = body.data as PublishedNotification
    expect(n).toMatchObject({
      title: 'Lab closed Friday',
      markdown,
      type: 'system',
      priority: 'high',
      publishObject: null,
      withdrawn: false,
      readCount: 0,
      startTime: null,
      endTime: null,
    })
    expect(n.publisher).toBe('Edith Editor')
    expect(n.content).toContain('<h1>Title</h1>')
    expect(n.content).toContain('<strong>bold</strong>')
    expect(n.content).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>')
    expect(n.content).toContain(`<img src="${image}" alt="pic">`)
    // Raw HTML in the markdown stays text (escaped); no tag carries a handler or a script URL.
    expect(n.content).toContain('&lt;script&gt;')
    expect(n.content).not.toMatch(/<script|<[^>]+\son\w+=|="javascript:|<img src="x"/i)
    expect(n.audience).toBeGreaterThan(1000)
    for (const who of ['admin', 'member', 'orgadmin'] as const) expect(await ids(t[who])).toContain(n.id)
    expect(await ids(t.globex)).not.toContain(n.id)
  })

  it('refuses an image from another site, or not uploaded, naming the markdown', async () => {
    for (const src of ['https://tracker.example/pixel.gif', '/api/file/0123456789abcdef0123456789abcdef']) {
      const { status, body } = await save(t.editor, valid({ markdown: `Hello ![x](${src})` }))
      expect(status, src).toBe(400)
      expect(body.field).toBe('markdown')
    }
  })

  it('answers 403 for a member (and for an editor acting as a member), writing nothing', async () => {
    const before = await count(server, 'notifications')
    for (const [token, role] of [
      [t.member, undefined],
      [await login(server.app, 'lead@acme.test'), 'ROLE_MEMBER'],
    ] as const) {
      const res = await call(server.app, 'POST', '/api/notification/publish/saveNotification', { token, role, json: valid() })
      expect(res.status).toBe(403)
      expect(res.body.message).toBe('Only an administrator or an editor may publish notifications')
    }
    expect((await withdraw(t.member, 1)).status).toBe(403)
    expect((await published(t.member)).status).toBe(403)
    expect(await count(server, 'notifications')).toBe(before)
  })

  const future = (days: number) => new Date(Date.now() + days * DAY).toISOString()
  it.each([
    [{ title: '' }, 'title', 'title is required'],
    [{ title: 'x'.repeat(101) }, 'title', 'title must be at most 100 characters'],
    [{ markdown: ' ' }, 'markdown', 'markdown (the content) is required'],
    [{ markdown: 'x'.repeat(100_001) }, 'markdown', 'markdown must be at most 100000 characters'],
    [{ type: 'gossip' }, 'type', 'type must be one of system, attendance, research, holiday'],
    [{ priority: 'urgent' }, 'priority', 'priority must be one of high, medium, low'],
    [{ startTime: future(2), endTime: future(1) }, 'endTime', 'endTime must be after startTime'],
    [{ startTime: future(-10), endTime: future(-1) }, 'endTime', 'endTime must not be in the past'],
    [{ startTime: future(1) }, 'endTime', 'endTime is required when startTime is set'],
    [{ startTime: 'tomorrow', endTime: future(1) }, 'startTime', 'startTime must be a date and time'],
    [{ publishObject: { users: [99_999_999], orgs: [], roles: [] } }, 'publishObject.users', 'publishObject.users: no such user 99999999'],
    [{ publishObject: { users: [], orgs: [99_999_999], roles: [] } }, 'publishObject.orgs', 'publishObject.orgs: no such organisation 99999999'],
    [{ publishObject: { users: [], orgs: [], roles: ['ROLE_KING'] } }, 'publishObject.roles', 'publishObject.roles: no such role ROLE_KING'],
    [{ publishObject: { users: ['1'] } }, 'publishObject.users', 'publishObject.users must be a list of at most 1000 ids'],
    [{ publishObject: [] }, 'publishObject', 'publishObject must be {users, orgs, roles} or null'],
    [{ id: 'one' }, 'id', 'id must be a notification id'],
  ])('answers 400 #%# naming the field, changing nothing', async (extra, field, message) => {
    const before = await count(server, 'notifications')
    const events = await count(server, 'notification_events')
    const { status, body } = await save(t.admin, valid(extra))
    expect(status).toBe(400)
    expect(body).toEqual({ status: 400, message, field })
    expect(await count(server, 'notifications')).toBe(before)
    expect(await count(server, 'notification_events')).toBe(events)
  })

  it('refuses a publish object naming another tenant’s user or organisation', async () => {
    const globexUser = await idOf("select u.id from users u join tenants t on t.id = u.tenant_id where t.code = 'globex' limit 1")
    const globexOrg = await idOf("select o.id from orgs o join tenants t on t.id = o.tenant_id where t.code = 'globex' limit 1")
    expect((await save(t.admin, valid({ publishObject: { users: [globexUser], orgs: [], roles: [] } }))).body.field).toBe('publishObject.users')
    expect((await save(t.admin, valid({ publishObject: { users: [], orgs: [globexOrg], roles: [] } }))).body.field).toBe('publishObject.orgs')
  })

  it('edits one: readers see the new text; editing another tenant’s is 404', async () => {
    const { body } = await save(t.admin, valid({ title: 'Draft title' }))
    const edited = await save(t.admin, valid({ id: body.data.id, title: 'Final title', markdown: '_new_' }))
    expect(edited.status).toBe(200)
    expect(edited.body.data).toMatchObject({ id: body.data.id, title: 'Final title', content: '<p><em>new</em></p>' })
    expect((await mine(t.member)).find((n) => n.id === body.data.id)?.title).toBe('Final title')
    expect((await save(t.globex, valid({ id: body.data.id }))).status).toBe(404)
    const [log] = await server.db.query<{ module: string; action: string; target: string }>(
      "select module, action, target from op_log where module = 'notifications' order by id desc limit 1",
    )
    expect(log).toEqual({ module: 'notifications', action: 'update', target: 'Final title' })
  })

  it('withdraws one: readers stop seeing it, the publisher still lists it as withdrawn, it cannot be edited', async () => {
    const { body } = await save(t.editor, valid({ title: 'To withdraw' }))
    expect(await ids(t.member)).toContain(body.data.id)
    expect((await withdraw(t.globex, body.data.id)).status).toBe(404)
    expect((await withdraw(t.editor, body.data.id)).status).toBe(200)
    expect(await ids(t.member)).not.toContain(body.data.id)
    const listed = (await published(t.admin, { title: 'To withdraw' })).body.data.list as PublishedNotification[]
    expect(listed[0]).toMatchObject({ id: body.data.id, withdrawn: true })
    expect((await save(t.editor, valid({ id: body.data.id }))).body.field).toBe('id')
  })
})

describe('visibility of a published notice', () => {
  it('reaches a listed user only', async () => {
    const member = await idOf("select id from users where username = 'member@acme.test'")
    const { body } = await save(t.admin, valid({ publishObject: { users: [member], orgs: [], roles: [] } }))
    expect(await ids(t.member)).toContain(body.data.id)
    expect(await ids(t.editor)).not.toContain(body.data.id)
    expect(body.data.audience).toBe(1)
  })

  it('reaches a listed organisation and the ones below it, not the one above', async () => {
    const org2 = await idOf("select id from orgs where tenant_id = (select id from tenants where code = 'acme') order by id offset 1 limit 1")
    const { body } = await save(t.admin, valid({ publishObject: { users: [], orgs: [org2], roles: [] } }))
    expect(await ids(t.orgadmin)).toContain(body.data.id)
    expect(await ids(t.member)).not.toContain(body.data.id)
    const below = await idOf(`select u.id from users u join orgs o on o.id = u.org_id where o.parent_id = ${org2} limit 1`)
    const [{ username }] = await server.db.query<{ username: string }>('select username from users where id = $1', [below])
    expect(await ids(await login(server.app, username))).toContain(body.data.id)
    expect(body.data.audience).toBeGreaterThan(1)
  })

  it('reaches a listed role', async () => {
    const { body } = await save(t.admin, valid({ publishObject: { users: [], orgs: [], roles: ['ROLE_EDITOR'] } }))
    expect(await ids(t.editor)).toContain(body.data.id)
    expect(await ids(t.member)).not.toContain(body.data.id)
  })

  it('shows a period notice from its start to its end only (both included)', async () => {
    const start = new Date(server.clock.now().getTime() + 60_000)
    const end = new Date(start.getTime() + 60_000)
    const { body } = await save(t.admin, valid({ startTime: start.toISOString(), endTime: end.toISOString() }))
    const at = async (time: Date) => {
      server.clock.advance(time.getTime() - server.clock.now().getTime())
      return (await ids(t.member)).has(body.data.id)
    }
    const origin = server.clock.now()
    try {
      expect(await at(new Date(start.getTime() - 1))).toBe(false)
      expect(await at(start)).toBe(true)
      expect(await at(end)).toBe(true)
      expect(await at(new Date(end.getTime() + 1))).toBe(false)
    } finally {
      server.clock.advance(origin.getTime() - server.clock.now().getTime())
    }
  })

  it('lists what was published with read counts, filtered by state', async () => {
    const { body } = await save(t.admin, valid({ title: 'Counted' }))
    await call(server.app, 'POST', '/api/notification/notification/markRead', { token: t.member, query: { id: body.data.id } })
    await call(server.app, 'POST', '/api/notification/notification/markRead', { token: t.editor, query: { id: body.data.id } })
    const list = (await published(t.editor, { title: 'Counted' })).body.data.list as PublishedNotification[]
    expect(list[0]).toMatchObject({ id: body.data.id, readCount: 2 })
    const upcoming = (await published(t.admin, { state: 'upcoming' })).body.data.list as PublishedNotification[]
    expect(upcoming.length).toBeGreaterThan(0)
    expect(upcoming.every((n) => Date.parse(n.startTime!) > Date.now())).toBe(true)
    expect((await published(t.admin, { state: 'later' })).status).toBe(400)
    expect(((await published(t.globex)).body.data.list as PublishedNotification[]).some((n) => n.id === body.data.id)).toBe(false)
  })
})
