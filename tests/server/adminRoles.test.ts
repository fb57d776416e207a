// Roles, grants and data scope (docs/spec.md#data-scope): admin-only roles API (403 for other roles), tenant
// isolation, create/rename/delete rules, role menus followed by queryCurrentAuthority, a user's
// grant (at least one role), the data scope on users and compounds, how several roles' scopes
// combine (their union), and no escalation by a delegated administrator (ROLE_ORG_ADMIN).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let admin: string
let orgAdmin: string
const roleIds = new Map<string, string>()

const ROLES = '/api/admin/sysrole'
const USERS = '/api/admin/sysuser/admin'
const req = (method: string, path: string, token: string, body?: unknown, query?: Record<string, string>) =>
  call(server.app, method, path, { token, ...(body !== undefined ? { json: body } : {}), ...(query ? { query } : {}) })

async function idOf(username: string): Promise<string> {
  const [row] = await server.db.query<{ id: number }>('select id from users where lower(username) = lower($1)', [username])
  return String(row.id)
}

async function orgId(code: string, tenant = 'acme'): Promise<string> {
  const [row] = await server.db.query<{ id: number }>('select o.id from orgs o join tenants t on t.id = o.tenant_id where t.code = $1 and o.code = $2', [
    tenant,
    code,
  ])
  return String(row.id)
}

const menuPaths = (menu: Array<{ path: string; routes?: unknown[] }>): string[] =>
  menu.flatMap((node) => [node.path, ...menuPaths((node.routes ?? []) as Array<{ path: string; routes?: unknown[] }>)])

async function authority(token: string): Promise<string[]> {
  const res = await call(server.app, 'POST', '/api/account/sysuserdetail/queryCurrentAuthority', { token, form: {} })
  return menuPaths(res.body.menu)
}

async function newRole(code: string, name = code): Promise<string> {
  const res = await req('POST', `${ROLES}/createRole`, admin, { code, name })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data.id as string
}

beforeAll(async () => {
  server = await startServer()
  admin = await login(server.app, 'admin@acme.test')
  orgAdmin = await login(server.app, 'orgadmin@acme.test')
  const rows = await server.db.query<{ id: number; code: string }>(
    "select r.id, r.code from roles r join tenants t on t.id = r.tenant_id where t.code = 'acme'",
  )
  for (const row of rows) roleIds.set(row.code, String(row.id))
})
afterAll(() => server.close())

describe('access to the roles API', () => {
  it('answers 403 to a member and an editor on every roles and grant endpoint, changing nothing', async () => {
    const before = await server.db.query('select * from roles order by id')
    for (const who of ['member@acme.test', 'editor@acme.test']) {
      const token = await login(server.app, who)
      const results = await Promise.all([
        req('GET', `${ROLES}/queryRoleList`, token),
        req('GET', `${ROLES}/queryMenuTree`, token),
        req('GET', `${ROLES}/queryRole`, token, undefined, { id: roleIds.get('ROLE_MEMBER')! }),
        req('POST', `${ROLES}/createRole`, token, { code: 'ROLE_X', name: 'X' }),
        req('PUT', `${ROLES}/updateRole`, token, { id: roleIds.get('ROLE_MEMBER'), name: 'Renamed' }),
        req('POST', `${ROLES}/deleteRole`, token, { id: roleIds.get('ROLE_EDITOR') }),
        req('PUT', `${ROLES}/saveRolePermissions`, token, { id: roleIds.get('ROLE_MEMBER'), menuIds: [], dataScope: 'all' }),
        req('GET', `${USERS}/queryUserRoles`, token, undefined, { id: await idOf('member@acme.test') }),
        req('PUT', `${USERS}/saveUserRoles`, token, { id: await idOf('member@acme.test'), roleIds: [roleIds.get('ROLE_ADMIN')] }),
      ])
      for (const res of results) expect(res.status).toBe(403)
    }
    expect(await server.db.query('select * from roles order by id')).toEqual(before)
  })

  it("keeps tenants apart: another tenant's role or user is not found and stays unchanged", async () => {
    const globex = await login(server.app, 'admin@globex.test', 'globex')
    const list = await req('GET', `${ROLES}/queryRoleList`, globex)
    expect(list.body.data.map((r: { id: string }) => r.id)).not.toContain(roleIds.get('ROLE_MEMBER'))
    expect((await req('GET', `${ROLES}/queryRole`, globex, undefined, { id: roleIds.get('ROLE_MEMBER')! })).status).toBe(404)
    expect((await req('PUT', `${ROLES}/updateRole`, globex, { id: roleIds.get('ROLE_MEMBER'), name: 'Hijacked' })).status).toBe(404)
    expect((await req('POST', `${ROLES}/deleteRole`, globex, { id: roleIds.get('ROLE_MEMBER') })).status).toBe(404)
    expect((await req('PUT', `${ROLES}/saveRolePermissions`, globex, { id: roleIds.get('ROLE_MEMBER'), menuIds: [], dataScope: 'self' })).status).toBe(404)
    expect((await req('GET', `${USERS}/queryUserRoles`, globex, undefined, { id: await idOf('member@acme.test') })).status).toBe(404)
    const [globexMember] = await server.db.query<{ id: number }>(
      "select r.id from roles r join tenants t on t.id = r.tenant_id where t.code = 'globex' and r.code = 'ROLE_MEMBER'",
    )
    expect((await req('PUT', `${USERS}/saveUserRoles`, admin, { id: await idOf('member@acme.test'), roleIds: [globexMember.id] })).status).toBe(400)
    const [member] = await server.db.query<{ name: string; data_scope: string }>('select name, data_scope from roles where id = $1', [
      roleIds.get('ROLE_MEMBER'),
    ])
    expect(member).toEqual({ name: 'Member', data_scope: 'all' })
  })
})

describe('roles', () => {
  it('lists the roles with their user counts and data scope', async () => {
    const { body } = await req('GET', `${ROLES}/queryRoleList`, admin)
    const byCode = new Map(body.data.map((r: { code: string }) => [r.code, r]))
    expect(byCode.get('ROLE_ADMIN')).toMatchObject({ builtin: true, dataScope: 'all', userCount: 1, grantable: true })
    expect(byCode.get('ROLE_ORG_ADMIN')).toMatchObject({ name: 'Campus administrator', dataScope: 'orgAndBelow', userCount: 1 })
    const [{ n }] = await server.db.query<{ n: number }>(
      'select count(*)::int as n from user_roles ur join users u on u.id = ur.user_id where ur.role_id = $1 and u.deleted_at is null',
      [roleIds.get('ROLE_MEMBER')],
    )
    expect(byCode.get('ROLE_MEMBER')).toMatchObject({ userCount: n })
    expect(n).toBeGreaterThan(9000)
  })

  it('creates a role with a ROLE_ code unique in the tenant and a name; bad ones are 400s naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ code: 'lab', name: 'Lab' }, 'code'],
      [{ code: 'ROLE_lab', name: 'Lab' }, 'code'],
      [{ code: '', name: 'Lab' }, 'code'],
      [{ code: 'ROLE_EDITOR', name: 'Lab' }, 'code'],
      [{ code: 'ROLE_LAB', name: '  ' }, 'name'],
      [{ code: 'ROLE_LAB', name: 'x'.repeat(51) }, 'name'],
    ]
    for (const [body, field] of cases) {
      const res = await req('POST', `${ROLES}/createRole`, admin, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.field).toBe(field)
    }
    const id = await newRole('ROLE_LAB_1', 'Lab one')
    const role = await req('GET', `${ROLES}/queryRole`, admin, undefined, { id })
    expect(role.body.data).toMatchObject({ code: 'ROLE_LAB_1', name: 'Lab one', dataScope: 'self', userCount: 0, menuIds: [] })
    // Another tenant may use the same code.
    const globex = await login(server.app, 'admin@globex.test', 'globex')
    expect((await req('POST', `${ROLES}/createRole`, globex, { code: 'ROLE_LAB_1', name: 'Lab' })).status).toBe(200)
  })

  it('renames a role (a name is required)', async () => {
    const id = await newRole('ROLE_RENAME')
    expect((await req('PUT', `${ROLES}/updateRole`, admin, { id, name: '' })).body.field).toBe('name')
    expect((await req('PUT', `${ROLES}/updateRole`, admin, { id, name: 'Lab technicians' })).status).toBe(200)
    expect((await req('GET', `${ROLES}/queryRole`, admin, undefined, { id })).body.data.name).toBe('Lab technicians')
  })

  it('refuses to delete a role users hold (400, nothing changed) and ROLE_ADMIN; deletes an unused one', async () => {
    const held = await req('POST', `${ROLES}/deleteRole`, admin, { id: roleIds.get('ROLE_EDITOR') })
    expect(held.status).toBe(400)
    expect(held.body.message).toMatch(/held by 2 users/)
    expect(await server.db.query('select 1 from roles where id = $1', [roleIds.get('ROLE_EDITOR')])).toHaveLength(1)
    expect((await req('POST', `${ROLES}/deleteRole`, admin, { id: roleIds.get('ROLE_ADMIN') })).status).toBe(400)
    const id = await newRole('ROLE_GONE')
    await req('PUT', `${ROLES}/saveRolePermissions`, admin, { id, menuIds: [11], dataScope: 'custom', orgIds: [await orgId('ORG00003')] })
    expect((await req('POST', `${ROLES}/deleteRole`, admin, { id })).status).toBe(200)
    expect(await server.db.query('select 1 from roles where id = $1', [id])).toHaveLength(0)
    expect((await req('POST', `${ROLES}/deleteRole`, admin, { id })).status).toBe(404)
  })

  it("saves a role's menus with their ancestors; the member's menu follows at the next load", async () => {
    const member = await login(server.app, 'member@acme.test')
    expect(await authority(member)).toContain('/guide')
    const bad = await req('PUT', `${ROLES}/saveRolePermissions`, admin, { id: roleIds.get('ROLE_MEMBER'), menuIds: [11, 999], dataScope: 'all' })
    expect(bad.status).toBe(400)
    expect(bad.body.field).toBe('menuIds')
    expect((await req('PUT', `${ROLES}/saveRolePermissions`, admin, { id: roleIds.get('ROLE_MEMBER'), menuIds: [11, 31, 13], dataScope: 'all' })).status).toBe(
      200,
    )
    const paths = await authority(member)
    expect(paths).not.toContain('/guide')
    expect(paths).toEqual(expect.arrayContaining(['/drug', '/workbench', '/2d', '/message', '/mynotification']))
    expect((await req('GET', `${ROLES}/queryRole`, admin, undefined, { id: roleIds.get('ROLE_MEMBER')! })).body.data.menuIds).toEqual([1, 3, 11, 13, 31])
    await req('PUT', `${ROLES}/saveRolePermissions`, admin, { id: roleIds.get('ROLE_MEMBER'), menuIds: [11, 14, 31], dataScope: 'all' })
    expect(await authority(member)).toContain('/guide')
    expect((await req('PUT', `${ROLES}/saveRolePermissions`, admin, { id: roleIds.get('ROLE_ADMIN'), menuIds: [11], dataScope: 'self' })).status).toBe(400)
    expect(
      (await req('PUT', `${ROLES}/saveRolePermissions`, admin, { id: roleIds.get('ROLE_MEMBER'), menuIds: [11], dataScope: 'everything' })).body.field,
    ).toBe('dataScope')
    expect(
      (await req('PUT', `${ROLES}/saveRolePermissions`, admin, { id: roleIds.get('ROLE_MEMBER'), menuIds: [11], dataScope: 'custom', orgIds: [] })).body.field,
    ).toBe('orgIds')
  })
})

describe("a user's grant", () => {
  it('answers the authorized roles in order and the others', async () => {
    const { body } = await req('GET', `${USERS}/queryUserRoles`, admin, undefined, { id: await idOf('lead@acme.test') })
    expect(body.data.authorized.map((r: { code: string }) => r.code)).toEqual(['ROLE_EDITOR', 'ROLE_MEMBER'])
    expect(body.data.unauthorized.map((r: { code: string }) => r.code)).toEqual(expect.arrayContaining(['ROLE_ADMIN', 'ROLE_ORG_ADMIN']))
  })

  it('refuses a grant with no authorized role (400 naming roleIds), keeping the roles', async () => {
    const id = await idOf('user00011@acme.test')
    const res = await req('PUT', `${USERS}/saveUserRoles`, admin, { id, roleIds: [] })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field: 'roleIds', message: 'Please keep at least one authorized role' })
    expect(await server.db.query('select role_id from user_roles where user_id = $1', [id])).toHaveLength(1)
    for (const roleIds of ['x', [0.5], ['abc'], [987654]]) expect((await req('PUT', `${USERS}/saveUserRoles`, admin, { id, roleIds })).status).toBe(400)
  })

  it('saves the roles in order; the user signs in with the first active', async () => {
    const id = await idOf('user00012@acme.test')
    expect((await req('PUT', `${USERS}/saveUserRoles`, admin, { id, roleIds: [roleIds.get('ROLE_EDITOR'), roleIds.get('ROLE_MEMBER')] })).status).toBe(200)
    const token = await login(server.app, 'user00012@acme.test')
    const info = await call(server.app, 'GET', '/api/uaa/users/getSysUser', { token })
    expect(info.body.data.roles).toEqual(['ROLE_EDITOR', 'ROLE_MEMBER'])
  })

  it("keeps the user's other roles when the user form changes the first one", async () => {
    const id = await idOf('lead@acme.test')
    const user = (await req('GET', `${USERS}/getUser`, admin, undefined, { id })).body.data
    const res = await req('PUT', `${USERS}/updateUser`, admin, { ...user, roleId: roleIds.get('ROLE_ORG_ADMIN') })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const roles = await req('GET', `${USERS}/queryUserRoles`, admin, undefined, { id })
    expect(roles.body.data.authorized.map((r: { code: string }) => r.code)).toEqual(['ROLE_ORG_ADMIN', 'ROLE_MEMBER'])
    await req('PUT', `${USERS}/saveUserRoles`, admin, { id, roleIds: [roleIds.get('ROLE_EDITOR'), roleIds.get('ROLE_MEMBER')] })
  })
})

describe('data scope', () => {
  it('limits a campus administrator to the users of their organisation and below', async () => {
    const subtree = ['ORG00002', 'ORG00021', 'ORG00030', 'ORG00201', 'ORG02999']
    const list = await req('GET', `${USERS}/queryUsers`, orgAdmin, undefined, { pageSize: '200' })
    expect(list.status).toBe(200)
    const [{ n }] = await server.db.query<{ n: number }>(
      `with recursive sub(id) as (select id from orgs where code = 'ORG00002' and tenant_id = 1
         union all select o.id from orgs o join sub on o.parent_id = sub.id)
       select count(*)::int as n from users where org_id in (select id from sub) and deleted_at is null`,
    )
    expect(list.body.data.pagination.total).toBe(n)
    expect(n).toBeGreaterThan(500)
    expect(n).toBeLessThan(2000)
    const orgs = new Set(list.body.data.list.map((u: { orgId: string }) => u.orgId))
    const inside = new Set(await Promise.all(subtree.map((code) => orgId(code))))
    expect(orgs.size).toBeGreaterThan(0)
    const [{ ids }] = await server.db.query<{ ids: number[] }>(
      `with recursive sub(id) as (select id from orgs where code = 'ORG00002' and tenant_id = 1
         union all select o.id from orgs o join sub on o.parent_id = sub.id) select array_agg(id) as ids from sub`,
    )
    for (const org of orgs) expect(ids.map(String)).toContain(org)
    expect(inside.size).toBe(5)
  })

  it('answers 404 for every write on a user outside the scope, changing nothing', async () => {
    const outside = await idOf('member@acme.test')
    const before = await server.db.query('select status, deleted_at, password_hash from users where id = $1', [outside])
    for (const [method, path, body] of [
      ['GET', 'getUser', undefined],
      ['POST', 'setStatus', { id: outside, status: 'disabled' }],
      ['POST', 'resetPassword', { id: outside }],
      ['POST', 'deleteUser', { id: outside }],
      ['POST', 'restoreUser', { id: outside }],
      ['GET', 'queryUserRoles', undefined],
      ['PUT', 'saveUserRoles', { id: outside, roleIds: [roleIds.get('ROLE_ORG_ADMIN')] }],
    ] as const) {
      const res =
        method === 'GET' ? await req('GET', `${USERS}/${path}`, orgAdmin, undefined, { id: outside }) : await req(method, `${USERS}/${path}`, orgAdmin, body)
      expect(res.status, path).toBe(404)
    }
    expect(await server.db.query('select status, deleted_at, password_hash from users where id = $1', [outside])).toEqual(before)
  })

  it('lets the campus administrator create users only in their organisations', async () => {
    const user = (org: string, username: string) => ({
      username,
      password: 'Start1ng!',
      confirmPassword: 'Start1ng!',
      nickname: 'Lab hire',
      fullName: 'Lab Hire',
      email: username,
      mobile: '13800002222',
      status: 'enabled',
      userType: 'internal',
      roleId: roleIds.get('ROLE_ORG_ADMIN'),
      orgId: org,
    })
    const outside = await req('POST', `${USERS}/createUser`, orgAdmin, user(await orgId('ORG00001'), 'out@acme.test'))
    expect(outside.status).toBe(400)
    expect(outside.body.field).toBe('orgId')
    const inside = await req('POST', `${USERS}/createUser`, orgAdmin, user(await orgId('ORG00021'), 'in@acme.test'))
    expect(inside.status, JSON.stringify(inside.body)).toBe(200)
    expect(await server.db.query("select 1 from users where username = 'out@acme.test'")).toHaveLength(0)
  })

  it('limits the compounds list and writes; several roles combine as the union of their scopes', async () => {
    const lead = await login(server.app, 'lead@acme.test')
    const list = async (token: string) => (await call(server.app, 'GET', '/api/chemistry/compound/queryCompounds', { token })).body.data.pagination.total
    const save = (id: string, dataScope: string) =>
      req('PUT', `${ROLES}/saveRolePermissions`, admin, {
        id,
        menuIds: id === roleIds.get('ROLE_EDITOR') ? [1, 11, 12, 13, 14, 2, 22, 3, 31, 32] : [11, 14, 31],
        dataScope,
      })
    expect(await list(lead)).toBe(6)
    expect(await list(orgAdmin)).toBe(0) // the seeded compounds are the editor's, in Acme Lab 00001
    // lead holds ROLE_EDITOR and ROLE_MEMBER: the union of 'self' and 'all' is all.
    await save(roleIds.get('ROLE_EDITOR')!, 'self')
    expect(await list(lead)).toBe(6)
    await save(roleIds.get('ROLE_MEMBER')!, 'self')
    expect(await list(lead)).toBe(0)
    const [compound] = await server.db.query<{ id: number }>("select id from compounds where name = 'Aspirin'")
    const write = await call(server.app, 'POST', '/api/chemistry/compound/deleteCompound', { token: lead, form: { id: String(compound.id) } })
    expect(write.status).toBe(404)
    const rename = await call(server.app, 'POST', '/api/chemistry/compound/updateCompound', { token: lead, json: { id: compound.id, name: 'Renamed' } })
    expect(rename.status).toBe(404)
    expect(await server.db.query("select 1 from compounds where name = 'Aspirin' and deleted_at is null")).toHaveLength(1)
    // Own organisation (the editor who created them is in lead's organisation) joins them again.
    await save(roleIds.get('ROLE_MEMBER')!, 'org')
    expect(await list(lead)).toBe(6)
    const editor = await login(server.app, 'editor@acme.test')
    expect(await list(editor)).toBe(6) // 'self': the editor created them
    await save(roleIds.get('ROLE_EDITOR')!, 'all')
    await save(roleIds.get('ROLE_MEMBER')!, 'all')
  })

  it('unites chosen organisations of two roles with the holder themself', async () => {
    const a = await newRole('ROLE_SCOPE_A')
    const b = await newRole('ROLE_SCOPE_B')
    const [orgA, orgB] = [await orgId('ORG00005'), await orgId('ORG00006')]
    await req('PUT', `${ROLES}/saveRolePermissions`, admin, { id: a, menuIds: [41], dataScope: 'custom', orgIds: [orgA] })
    await req('PUT', `${ROLES}/saveRolePermissions`, admin, { id: b, menuIds: [41], dataScope: 'custom', orgIds: [orgB] })
    const holder = await idOf('user00013@acme.test')
    expect((await req('PUT', `${USERS}/saveUserRoles`, admin, { id: holder, roleIds: [a, b] })).status).toBe(200)
    const token = await login(server.app, 'user00013@acme.test')
    const res = await req('GET', `${USERS}/queryUsers`, token, undefined, { pageSize: '200' })
    expect(res.status).toBe(200)
    const [{ n }] = await server.db.query<{ n: number }>(
      'select count(*)::int as n from users where (org_id = any($1::int[]) or id = $2) and deleted_at is null',
      [[orgA, orgB], holder],
    )
    expect(res.body.data.pagination.total).toBe(n)
    expect(new Set(res.body.data.list.filter((u: { id: string }) => u.id !== holder).map((u: { orgId: string }) => u.orgId))).toEqual(new Set([orgA, orgB]))
  })
})

describe('no escalation by a delegated administrator', () => {
  it('refuses to grant ROLE_ADMIN or a role wider than their own, to a user or through the user form', async () => {
    // A user within their reach (created by them above, holding their role): the refusal is the grant's.
    const page = (await req('GET', `${USERS}/queryUsers`, orgAdmin, undefined, { keyword: 'in@acme.test' })).body.data.list
    const target = page.find((u: { username: string; manageable: boolean }) => u.username === 'in@acme.test' && u.manageable)
    const before = await server.db.query('select role_id from user_roles where user_id = $1', [target.id])
    const grant = await req('PUT', `${USERS}/saveUserRoles`, orgAdmin, { id: target.id, roleIds: [roleIds.get('ROLE_ADMIN')] })
    expect(grant.status).toBe(403)
    expect(grant.body.message).toMatch(/ROLE_ADMIN/)
    const form = await req('PUT', `${USERS}/updateUser`, orgAdmin, { ...target, roleId: roleIds.get('ROLE_ADMIN') })
    expect(form.status).toBe(403)
    expect(await server.db.query('select role_id from user_roles where user_id = $1', [target.id])).toEqual(before)
    const offered = (await req('GET', `${USERS}/queryRoles`, orgAdmin)).body.data.map((r: { code: string }) => r.code)
    expect(offered).not.toContain('ROLE_ADMIN')
    expect(offered).not.toContain('ROLE_MEMBER') // its scope is 'all'
    expect(offered).toContain('ROLE_ORG_ADMIN')
  })

  it('refuses a menu they lack, the scope "all", organisations outside theirs and roles wider than theirs', async () => {
    const created = await req('POST', `${ROLES}/createRole`, orgAdmin, { code: 'ROLE_CAMPUS_HELP', name: 'Campus help desk' })
    expect(created.status).toBe(200)
    const id = created.body.data.id
    const save = (body: Record<string, unknown>) => req('PUT', `${ROLES}/saveRolePermissions`, orgAdmin, { id, menuIds: [41], dataScope: 'self', ...body })
    expect((await save({ menuIds: [41, 12] })).status).toBe(403)
    expect((await save({ dataScope: 'all' })).status).toBe(403)
    expect((await save({ dataScope: 'custom', orgIds: [await orgId('ORG00001')] })).status).toBe(403)
    const [role] = await server.db.query<{ data_scope: string }>('select data_scope from roles where id = $1', [id])
    expect(role.data_scope).toBe('self')
    expect(await server.db.query('select 1 from role_menus where role_id = $1', [id])).toHaveLength(0)
    expect((await save({ dataScope: 'custom', orgIds: [await orgId('ORG00021')] })).status).toBe(200)
    expect((await save({ dataScope: 'orgAndBelow', menuIds: [41, 42, 11] })).status).toBe(200)
    for (const code of ['ROLE_ADMIN', 'ROLE_MEMBER', 'ROLE_EDITOR']) {
      const other = roleIds.get(code)
      expect((await req('PUT', `${ROLES}/updateRole`, orgAdmin, { id: other, name: 'Mine now' })).status, code).toBe(403)
      expect((await req('PUT', `${ROLES}/saveRolePermissions`, orgAdmin, { id: other, menuIds: [41], dataScope: 'self' })).status, code).toBe(403)
      expect((await req('POST', `${ROLES}/deleteRole`, orgAdmin, { id: other })).status, code).toBe(403)
    }
    const tree = (await req('GET', `${ROLES}/queryMenuTree`, orgAdmin)).body.data
    expect(tree.grantable.sort((x: number, y: number) => x - y)).toEqual([1, 2, 3, 4, 11, 24, 31, 41, 42, 43, 46, 47])
  })

  it('gives the full tenant admin every menu and scope', async () => {
    const tree = (await req('GET', `${ROLES}/queryMenuTree`, admin)).body.data
    expect(tree.grantable).toHaveLength(23)
    expect(tree.tree.map((n: { path: string }) => n.path)).toEqual(['/drug', '/attendance', '/message', '/system'])
  })
})
