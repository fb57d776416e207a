// The stream hub's set queries hold to the one-reader rule: unreadCounts gives every reader the
// count unreadCount gives them alone (read, marked unread, archived, snoozed, muted, required
// notices among them), and concernedReaders picks exactly the readers a notice for an organisation
// reaches — the organisation, those below it, not the one above, nobody of another tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Reader } from '../../src/domains/notifications/logic/visibility.ts'
import { concernedReaders, isMine, readerOf, unreadCount, unreadCounts } from '../../demo/server/domains/notifications/model.ts'
import { setArchived, setRead, setSnoozed } from '../../demo/server/domains/notifications/marks.ts'
import { userRoles } from '../../demo/server/platform/caller.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let tenantId = 0
const readers: Reader[] = []

beforeAll(async () => {
  server = await startServer({ settings: { notifications: { emailSweep: false } } })
  tenantId = (await server.db.query<{ id: number }>("select id from tenants where code = 'acme'"))[0].id
  // The named accounts and 300 of the generated members, across the organisation tree.
  const users = await server.db.query<{ id: number }>(
    "select id from users where tenant_id = $1 and status = 'enabled' and audit_status = 'approved' and (username not like 'user%' or id % 33 = 0) order by id limit 320",
    [tenantId],
  )
  for (const user of users) readers.push(await readerOf(server.db, { userId: user.id, tenantId, roles: await userRoles(server.db, user.id) }))
})
afterAll(() => server.close())

describe('the stream hub\u2019s set queries', () => {
  it('count each reader\u2019s unread notices as the one-reader count does', async () => {
    const now = server.clock.now()
    const notices = (await server.db.query<{ id: number }>('select id from notifications where tenant_id = $1 order by id limit 12', [tenantId])).map(
      (n) => n.id,
    )
    // A few readers in every state.
    const [a, b, c, d] = readers
    await setRead(server.db, a!.userId, notices.slice(0, 4), true, now)
    await setRead(server.db, a!.userId, notices.slice(0, 2), false, now)
    await setArchived(server.db, b!.userId, notices.slice(0, 3), true, now)
    await setSnoozed(server.db, c!.userId, notices[0]!, new Date(now.getTime() + 3_600_000), now)
    await server.db.query("insert into notification_preferences (user_id, type, in_app, email, updated_at) values ($1, 'system', false, 'high', $2)", [
      d!.userId,
      now,
    ])
    const later = new Date(now.getTime() + 1000)
    const counts = await unreadCounts(server.db, tenantId, readers, later)
    const alone = await Promise.all(readers.map((r) => unreadCount(server.db, tenantId, r, later)))
    expect(readers.map((r) => counts.get(r.userId) ?? 0)).toEqual(alone)
    expect(new Set(alone).size).toBeGreaterThan(1)
  })

  it('find exactly the readers a notice for an organisation reaches', async () => {
    const admin = await login(server.app, 'admin@acme.test')
    const org = (
      await server.db.query<{ id: number }>(
        'select o.id from orgs o where o.tenant_id = $1 and o.parent_id is not null and exists (select 1 from orgs c where c.parent_id = o.id) order by o.id limit 1',
        [tenantId],
      )
    )[0].id
    const saved = await call(server.app, 'POST', '/api/notification/publish/saveNotification', {
      token: admin,
      json: { title: 'Fan-out: one organisation', markdown: 'x', type: 'attendance', priority: 'low', publishObject: { users: [], orgs: [org], roles: [] } },
    })
    expect(saved.status).toBe(200)
    const id = saved.body.data.id as number
    const now = server.clock.now()
    const concerned = await concernedReaders(server.db, tenantId, readers, id, 'other', now)
    const expected = new Set<number>()
    for (const r of readers) if (await isMine(server.db, tenantId, r, id)) expected.add(r.userId)
    expect([...concerned].sort()).toEqual([...expected].sort())
    expect(expected.size).toBeGreaterThan(0)
    expect(expected.size).toBeLessThan(readers.length)
    // Nobody of another tenant: a reader of globex with the same organisation ids reaches nothing.
    const globex = (await server.db.query<{ id: number }>("select id from tenants where code = 'globex'"))[0].id
    expect((await concernedReaders(server.db, globex, readers, id, 'other', now)).size).toBe(0)
  })
})
