// The approvers' queue (docs/spec.md#attendance-approvals): who is told of a request — every
// approver of the member (ROLE_ADMIN, or a role granted the Approvals screen with the member in its
// data scope), by a notice in their language and the stream's `approvals` event, and nobody else:
// not the member, not an editor, not a delegated administrator whose reach the member is outside,
// not the other tenant — and the other approvers' queues after a decision. The queue's filters
// (kind, a member's name, an organisation and those below it), each bad one a 400 naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, loginSeeded, startServer, userId, type TestServer } from './helpers.ts'

let server: TestServer
const token: Record<string, string> = {}
const LEAVE = { leaveType: 'annual', fromDate: '2030-03-11', toDate: '2030-03-12', reason: 'Family visit' }
const ORG_ADMIN_MENU = `insert into role_menus (role_id, tenant_id, menu_id) select r.id, r.tenant_id, m.id from roles r join menus m on m.tenant_id = r.tenant_id
  join tenants t on t.id = r.tenant_id where t.code = 'acme' and r.code = 'ROLE_ORG_ADMIN' and m.path = '/attendance/approvals'`

const get = (path: string, query: Record<string, string | number> = {}, who = 'admin') =>
  call(server.app, 'GET', `/api/attendance/${path}`, { token: token[who], query })
const post = (path: string, json: unknown, who: string) => call(server.app, 'POST', `/api/attendance/${path}`, { token: token[who], json })

let lastEvent = 0
/** The users told since the last call that their queue changed (each once). */
async function signalled(): Promise<number[]> {
  const rows = await server.db.query<{ id: string; user_id: number }>(
    "select id, user_id from notification_events where kind = 'approvals' and id > $1 order by id",
    [lastEvent],
  )
  lastEvent = Math.max(lastEvent, ...rows.map((r) => Number(r.id)))
  return [...new Set(rows.map((r) => r.user_id))].sort((a, b) => a - b)
}

/** Titles of the notices `username` holds, newest first. */
async function titles(username: string): Promise<string[]> {
  const rows = await server.db.query<{ title: string }>(
    `select n.title from notifications n join users u on u.id = any(n.publish_users) where u.username = $1 order by n.id desc`,
    [username],
  )
  return rows.map((r) => r.title)
}

const id = async (username: string) => Number(await userId(server, username))

beforeAll(async () => {
  server = await startServer({ tokenTtlSeconds: 30 * 86_400 })
  // Tuesday 5 March 2030, 09:00 in Shanghai.
  server.clock.advance(Date.parse('2030-03-05T01:00:00Z') - server.clock.now().getTime())
  Object.assign(token, await loginSeeded(server.app))
  await signalled()
})
afterAll(() => server.close())

describe('a request sent', () => {
  it('tells each approver in their language and signals their queue — nobody else', async () => {
    await server.db.query("update users set lang = 'zh' where username = 'admin@acme.test'")
    const admins = await server.db.query<{ id: number }>(
      `select distinct u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id join tenants t on t.id = u.tenant_id
       where t.code = 'acme' and r.code = 'ROLE_ADMIN' and u.deleted_at is null and u.status = 'enabled' and u.audit_status = 'approved' order by u.id`,
    )
    expect(admins.length).toBeGreaterThan(0)
    const before = { member: await titles('member@acme.test'), editor: await titles('editor@acme.test'), orgadmin: await titles('orgadmin@acme.test') }

    const sent = await post('leave/submitLeave', LEAVE, 'member')
    expect(sent.status).toBe(200)
    expect(await signalled()).toEqual(admins.map((a) => a.id))
    const [notice] = await server.db.query<{ title: string; markdown: string; type: string; publisher_id: number }>(
      `select title, markdown, type, publisher_id from notifications n where $1 = any(n.publish_users) order by id desc limit 1`,
      [await id('admin@acme.test')],
    )
    expect(notice.title).toMatch(/申请请假$/)
    expect(notice.markdown).toContain('年假')
    expect(notice.markdown).toContain('Family visit')
    expect(notice.type).toBe('attendance')
    expect(notice.publisher_id).toBe(await id('member@acme.test'))
    // Nobody else was told: not the member, an editor, a delegated administrator without the screen.
    expect(await titles('member@acme.test')).toEqual(before.member)
    expect(await titles('editor@acme.test')).toEqual(before.editor)
    expect(await titles('orgadmin@acme.test')).toEqual(before.orgadmin)
    expect(await titles('admin@globex.test')).toEqual([])
  })

  it('tells a delegated administrator given the screen only of the members in their reach', async () => {
    await server.db.query(ORG_ADMIN_MENU)
    try {
      const orgadmin = await id('orgadmin@acme.test')
      // The member is outside the delegated administrator's organisations: not told.
      await post('leave/submitLeave', { ...LEAVE, fromDate: '2030-03-20', toDate: '2030-03-20' }, 'member')
      expect(await signalled()).not.toContain(orgadmin)
      // A member of their own organisation: told, and the queue shows it.
      const [near] = await server.db.query<{ username: string }>(
        `select u.username from users u where u.org_id = (select org_id from users where username = 'orgadmin@acme.test')
           and u.username <> 'orgadmin@acme.test' and u.status = 'enabled' and u.audit_status = 'approved' and u.deleted_at is null order by u.id limit 1`,
      )
      expect(near).toBeDefined()
      token.near = await login(server.app, near!.username)
      const sent = await post('leave/submitLeave', LEAVE, 'near')
      expect(sent.status).toBe(200)
      expect(await signalled()).toContain(orgadmin)
      expect((await titles('orgadmin@acme.test'))[0]).toMatch(/asks for leave$/)
      const queue = await get('approval/queryApprovals', {}, 'orgadmin')
      expect(queue.body.data.list.map((a: { id: number }) => a.id)).toEqual([sent.body.data.id])
      // Decided by the administrator: the delegated one's queue is signalled to drop it, and the decider's.
      const decided = await post('approval/decideApproval', { id: sent.body.data.id, approve: true }, 'admin')
      expect(decided.status).toBe(200)
      const told = await signalled()
      expect(told).toContain(orgadmin)
      expect(told).toContain(await id('admin@acme.test'))
      expect(told).not.toContain(await id(near!.username))
    } finally {
      await server.db.query(
        "delete from role_menus where role_id in (select id from roles where code = 'ROLE_ORG_ADMIN') and menu_id in (select id from menus where path = '/attendance/approvals')",
      )
    }
  })
})

describe('the queue’s filters', () => {
  it('narrow by kind, by a member’s name and by an organisation with those below it', async () => {
    const all = (await get('approval/queryApprovals')).body.data
    expect(all.pagination.total).toBe(2)
    expect((await get('approval/queryApprovals', { kind: 'leave' })).body.data.pagination.total).toBe(2)
    expect((await get('approval/queryApprovals', { kind: 'outside' })).body.data.list).toEqual([])
    expect((await get('approval/queryApprovals', { kind: 'leave', status: 'approved' })).body.data.pagination.total).toBe(1)
    expect((await get('approval/queryApprovals', { keyword: 'MEMBER@acme' })).body.data.pagination.total).toBe(2)
    expect((await get('approval/queryApprovals', { keyword: 'nobody-here' })).body.data.list).toEqual([])
    const [member] = await server.db.query<{ org_id: number; parent_id: number | null }>(
      "select u.org_id, o.parent_id from users u join orgs o on o.id = u.org_id where u.username = 'member@acme.test'",
    )
    expect((await get('approval/queryApprovals', { orgId: member.org_id })).body.data.pagination.total).toBe(2)
    if (member.parent_id !== null) expect((await get('approval/queryApprovals', { orgId: member.parent_id })).body.data.pagination.total).toBe(2)
    const [other] = await server.db.query<{ id: number }>(
      "select o.id from orgs o join tenants t on t.id = o.tenant_id where t.code = 'acme' and o.id <> $1 and o.parent_id is not distinct from $1 order by o.id limit 1",
      [member.org_id],
    )
    if (other) expect((await get('approval/queryApprovals', { orgId: other.id })).body.data.list).toEqual([])
  })

  it.each([
    [{ kind: 'holiday' }, 'kind'],
    [{ status: 'maybe' }, 'status'],
    [{ orgId: 'one' }, 'orgId'],
    [{ orgId: 999_999 }, 'orgId'],
  ])('answers 400 to %j naming %s', async (query, field) => {
    const answer = await get('approval/queryApprovals', query)
    expect(answer.status).toBe(400)
    expect(answer.body.field).toBe(field)
  })

  it('answers 400 to the other tenant’s organisation, in Chinese for a Chinese reader', async () => {
    const [globexOrg] = await server.db.query<{ id: number }>("select o.id from orgs o join tenants t on t.id = o.tenant_id where t.code = 'globex' limit 1")
    const answer = await call(server.app, 'GET', '/api/attendance/approval/queryApprovals', {
      token: token.admin,
      query: { orgId: globexOrg!.id },
      headers: { 'Accept-Language': 'zh-CN' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.field).toBe('orgId')
    expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/)
  })
})
