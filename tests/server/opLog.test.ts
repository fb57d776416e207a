// The operation log (docs/spec.md#administration): every administrator's write — each users endpoint and each
// dictionary write — is recorded with who, when, from where, module, action, target, and the
// before/after a person can diff, never a password or hash; refused writes are recorded as
// failed; a non-admin's refused call is not; the list filters by date, user and module, newest
// first, and keeps tenants apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createClock, login, startServer, type Clock, type TestServer } from './helpers.ts'

let server: TestServer
let clock: Clock
let admin: string
let memberRole: string
let firstOrg: string

const users = '/api/admin/sysuser/admin'
const logs = (query: Record<string, string | number> = {}, token = admin) => call(server.app, 'GET', '/api/admin/syslog/admin/queryOpLogs', { token, query })
const latest = async () => (await logs({ pageSize: 1 })).body.data.list[0]

beforeAll(async () => {
  clock = createClock(Date.parse('2026-03-01T08:00:00Z'))
  server = await startServer({ now: clock.now })
  admin = await login(server.app, 'admin@acme.test')
  const [role] = await server.db.query<{ id: number }>(
    "select r.id from roles r join tenants t on t.id = r.tenant_id where t.code = 'acme' and r.code = 'ROLE_MEMBER'",
  )
  memberRole = String(role.id)
  const [org] = await server.db.query<{ id: number }>("select min(o.id) as id from orgs o join tenants t on t.id = o.tenant_id where t.code = 'acme'")
  firstOrg = String(org.id)
})
afterAll(() => server.close())

const newUser = {
  username: 'logged@acme.test',
  password: 'Secr3t!pw',
  confirmPassword: 'Secr3t!pw',
  nickname: 'Logged',
  fullName: 'Log Ged',
  email: 'logged@acme.test',
  mobile: '13800003333',
  status: 'enabled',
  userType: 'internal',
}

describe('users writes', () => {
  let id = ''
  it('records a created user: actor, address, module, action, target, after without secrets', async () => {
    expect((await call(server.app, 'POST', `${users}/createUser`, { token: admin, json: { ...newUser, roleId: memberRole, orgId: firstOrg } })).status).toBe(
      200,
    )
    const entry = await latest()
    id = entry.after.id
    expect(entry).toMatchObject({
      username: 'admin@acme.test',
      nickname: 'Ada Admin',
      address: 'local',
      method: 'POST',
      path: `${users}/createUser`,
      module: 'users',
      action: 'create',
      target: 'logged@acme.test',
      summary: 'Created user logged@acme.test',
      outcome: 'ok',
      status: 200,
      before: null,
    })
    expect(entry.after).toMatchObject({ username: 'logged@acme.test', nickname: 'Logged', status: 'enabled', roleCode: 'ROLE_MEMBER' })
    expect(entry.createdAt).toBe('2026-03-01T08:00:00.000Z')
  })

  it('records an edit with the user before and after', async () => {
    clock.advance(60_000)
    await call(server.app, 'PUT', `${users}/updateUser`, { token: admin, json: { ...newUser, id, nickname: 'Renamed', roleId: memberRole, orgId: firstOrg } })
    const entry = await latest()
    expect(entry).toMatchObject({ action: 'update', target: 'logged@acme.test' })
    expect(entry.before.nickname).toBe('Logged')
    expect(entry.after.nickname).toBe('Renamed')
  })

  it('records disable, enable, reset password, delete, restore and the audit decisions', async () => {
    const steps: [string, Record<string, unknown>, string, (b: Record<string, unknown>, a: Record<string, unknown>) => void][] = [
      ['setStatus', { id, status: 'disabled' }, 'disable', (b, a) => expect([b.status, a.status]).toEqual(['enabled', 'disabled'])],
      ['setStatus', { id, status: 'enabled' }, 'enable', (b, a) => expect([b.status, a.status]).toEqual(['disabled', 'enabled'])],
      ['resetPassword', { id }, 'resetPassword', (b, a) => expect(a.username).toBe(b.username)],
      ['deleteUser', { id }, 'delete', (b, a) => expect([b.deletedAt, typeof a.deletedAt]).toEqual([null, 'string'])],
      ['restoreUser', { id }, 'restore', (b, a) => expect([typeof b.deletedAt, a.deletedAt]).toEqual(['string', null])],
    ]
    for (const [path, json, action, check] of steps) {
      const r = await call(server.app, 'POST', `${users}/${path}`, { token: admin, json })
      expect(r.status, path).toBe(200)
      const entry = await latest()
      expect(entry, path).toMatchObject({ module: 'users', action, target: 'logged@acme.test', outcome: 'ok' })
      check(entry.before, entry.after)
      if (path === 'resetPassword') expect(JSON.stringify(entry)).not.toContain(r.body.data.password)
    }
    await server.db.query("update users set audit_status = 'pending' where id = $1", [Number(id)])
    await call(server.app, 'POST', `${users}/auditUser`, { token: admin, json: { id, approve: false, auditIdea: 'Not a chemist' } })
    const rejected = await latest()
    expect(rejected).toMatchObject({ action: 'reject', summary: 'Rejected the sign-up of logged@acme.test' })
    expect([rejected.before.auditStatus, rejected.after.auditStatus, rejected.after.auditIdea]).toEqual(['pending', 'rejected', 'Not a chemist'])
    await server.db.query("update users set audit_status = 'pending' where id = $1", [Number(id)])
    await call(server.app, 'POST', `${users}/auditUser`, { token: admin, json: { id, approve: true, auditIdea: '', roleId: memberRole, orgId: firstOrg } })
    expect(await latest()).toMatchObject({ action: 'approve', after: { auditStatus: 'approved' } })
  })

  it('never stores a password or a hash', async () => {
    const rows = await server.db.query<{ json: string; summary: string }>(
      "select coalesce(before::text, '') || coalesce(after::text, '') as json, summary from op_log",
    )
    expect(rows.length).toBeGreaterThan(8)
    for (const { json, summary } of rows) {
      expect(json + summary).not.toContain('Secr3t!pw')
      expect(json).not.toMatch(/scrypt\$|password|hash/i)
    }
  })

  it('records a refused write as failed (message, no before/after), and nothing for a non-admin', async () => {
    await call(server.app, 'POST', `${users}/createUser`, { token: admin, json: { ...newUser, roleId: memberRole, orgId: firstOrg } })
    expect(await latest()).toMatchObject({
      action: 'createUser',
      outcome: 'failed',
      status: 400,
      summary: 'This username is already taken',
      before: null,
      after: null,
    })
    const total = (await logs()).body.data.pagination.total
    const member = await login(server.app, 'member@acme.test')
    expect((await call(server.app, 'POST', `${users}/setStatus`, { token: member, json: { id, status: 'disabled' } })).status).toBe(403)
    expect((await logs()).body.data.pagination.total).toBe(total)
  })
})

describe('dictionary writes', () => {
  it('records each with the entry before and after', async () => {
    const dicts = '/api/admin/sysdict/admin'
    await call(server.app, 'POST', `${dicts}/createDictItem`, {
      token: admin,
      json: { dictType: 'priority', value: 'urgent', label: 'Urgent', labelZh: '紧急', labelTw: '緊急' },
    })
    expect(await latest()).toMatchObject({
      module: 'dicts',
      action: 'createItem',
      target: 'priority/urgent',
      before: null,
      after: { label: 'Urgent', enabled: true },
    })
    await call(server.app, 'POST', `${dicts}/setDictItemEnabled`, { token: admin, json: { dictType: 'priority', value: 'urgent', enabled: false } })
    expect(await latest()).toMatchObject({ action: 'disableItem', before: { enabled: true }, after: { enabled: false } })
    await call(server.app, 'POST', `${dicts}/deleteDictItem`, { token: admin, json: { dictType: 'priority', value: 'urgent' } })
    expect(await latest()).toMatchObject({ action: 'deleteItem', before: { value: 'urgent' }, after: null })
  })
})

describe('GET queryOpLogs', () => {
  it('filters by date range, user and module, newest first, paged', async () => {
    const all = (await logs({ pageSize: 100 })).body.data
    const times = all.list.map((e: { createdAt: string }) => e.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    expect((await logs({ module: 'dicts' })).body.data.list.every((e: { module: string }) => e.module === 'dicts')).toBe(true)
    expect((await logs({ module: 'dicts' })).body.data.pagination.total).toBe(3)
    expect((await logs({ user: 'ada' })).body.data.pagination.total).toBe(all.pagination.total)
    expect((await logs({ user: 'nobody' })).body.data.pagination.total).toBe(0)
    expect((await logs({ to: '2026-03-01T08:00:30Z' })).body.data.list.map((e: { action: string }) => e.action)).toEqual(['create'])
    expect((await logs({ from: '2026-03-01T08:00:30Z' })).body.data.pagination.total).toBe(all.pagination.total - 1)
    const page2 = (await logs({ pageSize: 2, currentPage: 2 })).body.data
    expect(page2.list.map((e: { id: string }) => e.id)).toEqual(all.list.slice(2, 4).map((e: { id: string }) => e.id))
  })

  it('refuses bad filters by name', async () => {
    expect((await logs({ from: 'yesterday' })).body).toEqual({ status: 400, message: 'from must be an ISO date or date-time' })
    expect((await logs({ module: 'DROP TABLE' })).body.message).toBe('module is not a valid module name')
    expect((await logs({ pageSize: 1000 })).status).toBe(400)
  })

  it('keeps tenants apart', async () => {
    const globex = await login(server.app, 'admin@globex.test', 'globex')
    expect((await logs({}, globex)).body.data.pagination.total).toBe(0)
  })
})
