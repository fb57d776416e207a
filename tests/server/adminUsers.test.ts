// Administration of users (docs/spec.md#administration): admin-only (403 for every other role), tenant isolation,
// the paged list with its filters, search and sort, create/edit with field errors, enable/
// disable, reset password, soft delete and restore, and the sign-up audit with its outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, requestToken, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let admin: string
let globexAdmin: string
let memberRole: string
let editorRole: string
let firstOrg: string

const base = '/api/admin/sysuser/admin'
const get = (path: string, query: Record<string, string | number> = {}, token = admin) => call(server.app, 'GET', `${base}/${path}`, { token, query })
const post = (path: string, json: unknown, token = admin) => call(server.app, 'POST', `${base}/${path}`, { token, json })
const put = (path: string, json: unknown, token = admin) => call(server.app, 'PUT', `${base}/${path}`, { token, json })

beforeAll(async () => {
  server = await startServer()
  admin = await login(server.app, 'admin@acme.test')
  globexAdmin = await login(server.app, 'admin@globex.test', 'globex')
  const roles = await server.db.query<{ id: number; code: string }>(
    "select r.id, r.code from roles r join tenants t on t.id = r.tenant_id where t.code = 'acme'",
  )
  memberRole = String(roles.find((r) => r.code === 'ROLE_MEMBER')!.id)
  editorRole = String(roles.find((r) => r.code === 'ROLE_EDITOR')!.id)
  const [org] = await server.db.query<{ id: number }>("select min(o.id) as id from orgs o join tenants t on t.id = o.tenant_id where t.code = 'acme'")
  firstOrg = String(org.id)
})
afterAll(() => server.close())

const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: 'new.hire@acme.test',
  password: 'Start1ng!',
  confirmPassword: 'Start1ng!',
  nickname: 'Newbie',
  fullName: 'New Hire',
  email: 'new.hire@acme.test',
  mobile: '13800001111',
  status: 'enabled',
  userType: 'internal',
  roleId: memberRole,
  orgId: firstOrg,
  ...overrides,
})

async function idOf(username: string): Promise<string> {
  const [row] = await server.db.query<{ id: number }>('select id from users where lower(username) = lower($1)', [username])
  return String(row.id)
}

describe('access', () => {
  it('answers 403 to a member and an editor on every admin endpoint, writing nothing', async () => {
    for (const who of ['member@acme.test', 'editor@acme.test']) {
      const token = await login(server.app, who)
      const target = await idOf('member@acme.test')
      const calls = [
        get('queryUsers', {}, token),
        get('getUser', { id: target }, token),
        get('queryOutbox', {}, token),
        post('createUser', newUser({ username: 'sneaky@acme.test' }), token),
        put('updateUser', { ...newUser(), id: target }, token),
        post('setStatus', { id: target, status: 'disabled' }, token),
        post('resetPassword', { id: target }, token),
        post('deleteUser', { id: target }, token),
        post('restoreUser', { id: target }, token),
        post('auditUser', { id: target, approve: false, auditIdea: 'no' }, token),
      ]
      for (const result of await Promise.all(calls)) {
        expect(result.status).toBe(403)
        expect(result.body).toEqual({ status: 403, message: 'Only an administrator may manage users' })
      }
    }
    expect(await server.db.query("select 1 from users where username = 'sneaky@acme.test'")).toHaveLength(0)
  })

  it('answers 401 without a session', async () => {
    expect((await call(server.app, 'GET', `${base}/queryUsers`)).status).toBe(401)
  })
})

describe('GET queryUsers', () => {
  it('pages the 10 000 seeded users fast, as a Page', async () => {
    const started = performance.now()
    const { status, body } = await get('queryUsers', { currentPage: 500, pageSize: 20 })
    const elapsed = performance.now() - started
    expect(status).toBe(200)
    expect(body.data.pagination).toEqual({ total: expect.any(Number), pageSize: 20, current: 500 })
    expect(body.data.pagination.total).toBeGreaterThan(10_000)
    expect(body.data.list).toHaveLength(20)
    expect(body.data.list[0]).toMatchObject({
      id: expect.any(String),
      username: expect.stringContaining('@acme.test'),
      orgName: expect.stringContaining('Acme Lab'),
      roleCode: 'ROLE_MEMBER',
    })
    console.info(`queryUsers page 500 of ${body.data.pagination.total}: ${elapsed.toFixed(0)} ms`)
    expect(elapsed).toBeLessThan(1500)
  })

  it('filters, searches and sorts', async () => {
    const partners = await get('queryUsers', { userType: 'partner', status: 'disabled', pageSize: 200 })
    expect(partners.body.data.list.length).toBeGreaterThan(0)
    for (const u of partners.body.data.list) expect(u).toMatchObject({ userType: 'partner', status: 'disabled' })
    const pending = await get('queryUsers', { auditStatus: 'pending', pageSize: 5 })
    for (const u of pending.body.data.list) expect(u.auditStatus).toBe('pending')
    const byOrg = await get('queryUsers', { orgId: firstOrg, pageSize: 200 })
    expect(byOrg.body.data.list.map((u: { username: string }) => u.username)).toContain('admin@acme.test')
    const byRole = await get('queryUsers', { roleId: editorRole })
    // The editor, and the lead who holds the editor role beside the member one.
    expect(byRole.body.data.list.map((u: { username: string }) => u.username).sort()).toEqual(['editor@acme.test', 'lead@acme.test'])
    const search = await get('queryUsers', { keyword: 'USER00042@' })
    expect(search.body.data.list.map((u: { username: string }) => u.username)).toEqual(['user00042@acme.test'])
    const byMobile = await get('queryUsers', { keyword: '138000000042' })
    expect(byMobile.body.data.pagination.total).toBe(1)
    const sorted = await get('queryUsers', { sortField: 'username', sortOrder: 'desc', pageSize: 3 })
    const names = sorted.body.data.list.map((u: { username: string }) => u.username)
    expect(names).toEqual([...names].sort().reverse())
  })

  it('keeps tenants apart', async () => {
    const { body } = await get('queryUsers', { pageSize: 200 }, globexAdmin)
    expect(body.data.pagination.total).toBe(31)
    for (const u of body.data.list) expect(u.username).toMatch(/globex\.test$/)
    const acmeMember = await idOf('member@acme.test')
    expect((await get('getUser', { id: acmeMember }, globexAdmin)).status).toBe(404)
    expect((await post('setStatus', { id: acmeMember, status: 'disabled' }, globexAdmin)).status).toBe(404)
    expect((await post('deleteUser', { id: acmeMember }, globexAdmin)).status).toBe(404)
    expect((await post('resetPassword', { id: acmeMember }, globexAdmin)).status).toBe(404)
  })

  it('answers 400 on bad parameters', async () => {
    for (const query of [{ status: 'gone' }, { sortField: 'password_hash' }, { sortOrder: 'up' }, { pageSize: 100_000 }, { auditStatus: 'x' }] as Record<
      string,
      string | number
    >[]) {
      const { status, body } = await get('queryUsers', query)
      expect(status).toBe(400)
      expect(body.status).toBe(400)
    }
  })
})

describe('create and edit', () => {
  it('refuses bad input naming the field, writing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: 'ab' }, 'username', 'The username must be 3 to 64 characters'],
      [{ username: 'not-an-email' }, 'username', 'The username must be a business e-mail address'],
      [{ password: 'abc', confirmPassword: 'abc' }, 'password', 'The password must be 6 to 31 characters'],
      [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password', 'The password must contain letters, digits and special characters'],
      [{ confirmPassword: 'Other1!!' }, 'confirmPassword', 'The password and the confirmation password do not match'],
      [{ nickname: ' ' }, 'nickname', 'Nickname is required'],
      [{ email: 'bad' }, 'email', 'Please enter a valid e-mail address'],
      [{ mobile: '12ab' }, 'mobile', 'The mobile number must be 5 to 15 digits'],
      [{ roleId: '' }, 'roleId', 'Please select a role'],
      [{ orgId: undefined }, 'orgId', 'Please select an organisation'],
      [{ status: '' }, 'status', 'Please select a status'],
      [{ username: 'member@acme.test' }, 'username', 'This username is already taken'],
    ]
    for (const [overrides, field, message] of cases) {
      const { status, body } = await post('createUser', newUser(overrides))
      expect(status, message).toBe(400)
      expect(body).toEqual({ status: 400, message, field })
    }
    // Another tenant's role or organisation is not one of ours.
    const [globexRole] = await server.db.query<{ id: number }>("select r.id from roles r join tenants t on t.id = r.tenant_id where t.code = 'globex' limit 1")
    expect((await post('createUser', newUser({ roleId: globexRole.id }))).body.field).toBe('roleId')
    expect(await server.db.query("select 1 from users where username = 'new.hire@acme.test'")).toHaveLength(0)
  })

  it('creates a user who can sign in, then edits them', async () => {
    const created = await post('createUser', newUser())
    expect(created.body).toEqual({ status: 200, message: 'success' })
    expect((await requestToken(server.app, { username: 'new.hire@acme.test', password: 'Start1ng!' })).status).toBe(200)
    const id = await idOf('new.hire@acme.test')
    const edited = await put('updateUser', { ...newUser({ nickname: 'Pro', roleId: editorRole, userType: 'partner' }), id })
    expect(edited.status).toBe(200)
    const { body } = await get('getUser', { id })
    expect(body.data).toMatchObject({ nickname: 'Pro', roleCode: 'ROLE_EDITOR', userType: 'partner', status: 'enabled', auditStatus: 'approved' })
    const clash = await put('updateUser', { ...newUser({ username: 'editor@acme.test' }), id })
    expect(clash.body).toEqual({ status: 400, message: 'This username is already taken', field: 'username' })
  })
})

describe('enable, reset, delete, restore', () => {
  it('disables (ending sessions and sign-in) and enables', async () => {
    const id = await idOf('user00001@acme.test')
    const token = await login(server.app, 'user00001@acme.test')
    expect((await post('setStatus', { id, status: 'disabled' })).body).toEqual({ status: 200, message: 'success' })
    expect((await call(server.app, 'GET', '/api/uaa/users/getSysUser', { token })).status).toBe(401)
    const refused = await requestToken(server.app, { username: 'user00001@acme.test' })
    const unknown = await requestToken(server.app, { username: 'nobody@acme.test' })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual(unknown.body)
    await post('setStatus', { id, status: 'enabled' })
    expect((await requestToken(server.app, { username: 'user00001@acme.test' })).status).toBe(200)
    expect((await post('setStatus', { id, status: 'maybe' })).status).toBe(400)
    expect((await post('setStatus', { id: await idOf('admin@acme.test'), status: 'disabled' })).status).toBe(400)
  })

  it('resets a password once, shown to the admin only', async () => {
    const id = await idOf('user00002@acme.test')
    const { status, body, headers } = await post('resetPassword', { id })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body.data.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z\d]).{12}$/)
    expect((await requestToken(server.app, { username: 'user00002@acme.test' })).status).toBe(400)
    expect((await requestToken(server.app, { username: 'user00002@acme.test', password: body.data.password })).status).toBe(200)
  })

  it('soft-deletes and restores (undo)', async () => {
    const id = await idOf('user00003@acme.test')
    expect((await post('deleteUser', { id })).status).toBe(200)
    expect((await get('queryUsers', { keyword: 'user00003@' })).body.data.list).toHaveLength(0)
    expect((await get('queryUsers', { keyword: 'user00003@', deleted: 'true' })).body.data.list).toHaveLength(1)
    expect((await requestToken(server.app, { username: 'user00003@acme.test' })).status).toBe(400)
    expect((await post('deleteUser', { id })).status).toBe(404)
    expect((await post('restoreUser', { id })).status).toBe(200)
    expect((await get('queryUsers', { keyword: 'user00003@' })).body.data.list).toHaveLength(1)
    expect((await requestToken(server.app, { username: 'user00003@acme.test' })).status).toBe(200)
    expect((await post('deleteUser', { id: 'x' })).status).toBe(400)
  })
})

describe('sign-up audit', () => {
  async function pending(username: string): Promise<string> {
    const [row] = await server.db.query<{ id: number }>(
      `insert into users (tenant_id, username, password_hash, nickname, email, audit_status, user_type, created_at, updated_at)
       select tenant_id, $1, password_hash, 'Partner', $1, 'pending', 'partner', now(), now() from users where username = 'member@acme.test'
       returning id`,
      [username],
    )
    return String(row.id)
  }

  it('approves with a role and organisation: active, recorded, mailed', async () => {
    const id = await pending('partner.one@labs.test')
    expect((await requestToken(server.app, { username: 'partner.one@labs.test' })).status).toBe(400)
    expect((await post('auditUser', { id, approve: true })).body).toEqual({ status: 400, message: 'Please select a role', field: 'roleId' })
    expect((await post('auditUser', { id, approve: true, roleId: memberRole })).body.field).toBe('orgId')
    const approved = await post('auditUser', { id, approve: true, roleId: memberRole, orgId: firstOrg, auditIdea: 'Known lab' })
    expect(approved.body).toEqual({ status: 200, message: 'success' })
    const { body } = await get('getUser', { id })
    expect(body.data).toMatchObject({
      auditStatus: 'approved',
      auditResult: 'approved',
      auditIdea: 'Known lab',
      auditOper: 'admin@acme.test',
      roleCode: 'ROLE_MEMBER',
      orgId: firstOrg,
    })
    expect(body.data.auditTime).toEqual(expect.any(String))
    expect((await requestToken(server.app, { username: 'partner.one@labs.test' })).status).toBe(200)
    const outbox = await get('queryOutbox')
    expect(outbox.body.data[0]).toMatchObject({
      recipient: 'partner.one@labs.test',
      subject: 'Your Studentwork account is approved',
      status: 'kept',
      attempts: 0,
    })
    expect(outbox.body.data[0].body).toContain('partner.one@labs.test')
    expect((await get('queryOutbox', {}, globexAdmin)).body.data).toEqual([])
    expect((await post('auditUser', { id, approve: false, auditIdea: 'late' })).body.message).toBe('This sign-up has already been decided')
  })

  it('rejects with a reason; the rejected account signs in like an unknown one', async () => {
    const id = await pending('partner.two@labs.test')
    expect((await post('auditUser', { id, approve: false })).body).toEqual({
      status: 400,
      message: 'Please give the reason for the rejection',
      field: 'auditIdea',
    })
    expect((await post('auditUser', { id, approve: false, auditIdea: 'Unknown company' })).status).toBe(200)
    const { body } = await get('getUser', { id })
    expect(body.data).toMatchObject({ auditStatus: 'rejected', auditResult: 'rejected', auditIdea: 'Unknown company', auditOper: 'admin@acme.test' })
    const rejected = await requestToken(server.app, { username: 'partner.two@labs.test' })
    const unknown = await requestToken(server.app, { username: 'nobody@labs.test' })
    expect(rejected.status).toBe(400)
    expect(rejected.body).toEqual(unknown.body)
    expect((await post('auditUser', { id: await pending('partner.three@labs.test'), approve: 'yes' })).status).toBe(400)
  })
})

describe('GET queryRoles', () => {
  it("answers the tenant's roles to an administrator only", async () => {
    const roles = (await get('queryRoles')).body.data as Array<{ id: string; code: string; name: string }>
    expect(roles.map((r) => r.code).sort()).toEqual(['ROLE_ADMIN', 'ROLE_EDITOR', 'ROLE_MEMBER', 'ROLE_ORG_ADMIN'])
    expect(roles.find((r) => r.code === 'ROLE_EDITOR')!.id).toBe(editorRole)
    // With the names the user form shows in Chinese.
    expect(roles.find((r) => r.code === 'ROLE_MEMBER')).toMatchObject({ name: 'Member', nameZh: '成员', nameTw: '成員' })
    const globex = (await get('queryRoles', {}, globexAdmin)).body.data as Array<{ id: string }>
    expect(globex.some((r) => r.id === editorRole)).toBe(false)
    const editor = await login(server.app, 'editor@acme.test')
    expect((await get('queryRoles', {}, editor)).status).toBe(403)
  })
})
