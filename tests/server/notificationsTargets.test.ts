// The publisher's recipient look-ups (docs/spec.md#publishing): editors and admins may search the tenant's users,
// read its organisation tree and roles and resolve a publish object's ids to names; a member is
// refused (403) on every one; nothing of another tenant is ever listed or named (a foreign id in
// resolveTargets is left out); every bad parameter is a 400 naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '#platform/core/api/types.ts'
import type { PublishTargetLabels, PublishTargetOrgsWire, PublishTargetRole, PublishTargetUser } from '../../src/domains/notifications/contract.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
const t: Record<'admin' | 'editor' | 'member' | 'globex', string> = { admin: '', editor: '', member: '', globex: '' }

beforeAll(async () => {
  server = await startServer()
  for (const who of ['admin', 'editor', 'member'] as const) t[who] = await login(server.app, `${who}@acme.test`)
  t.globex = await login(server.app, 'admin@globex.test', 'globex')
})
afterAll(() => server.close())

const BASE = '/api/notification/publish'
const users = (token: string, query: Record<string, string | number> = {}) => call(server.app, 'GET', `${BASE}/queryTargetUsers`, { token, query })
const orgs = (token: string) => call(server.app, 'GET', `${BASE}/queryTargetOrgs`, { token })
const roles = (token: string) => call(server.app, 'GET', `${BASE}/queryTargetRoles`, { token })
const resolve = (token: string, json: unknown) => call(server.app, 'POST', `${BASE}/resolveTargets`, { token, json })
const one = async (sql: string, values: unknown[] = []) => (await server.db.query<{ id: number }>(sql, values))[0].id
const tenantOf = (code: string) => `(select id from tenants where code = '${code}')`

describe('recipient look-ups', () => {
  it('lets an editor find users by name, username or e-mail, with their organisation, a short page', async () => {
    const { status, body } = await users(t.editor, { keyword: 'mia' })
    expect(status).toBe(200)
    const page = body.data as Page<PublishTargetUser>
    const mia = page.list.find((u) => u.username === 'member@acme.test')
    expect(mia).toMatchObject({ name: 'Mia Chen', email: 'mia.chen@example.com' })
    expect(mia?.orgName).toMatch(/Lab 00001$/)
    const byMail = (await users(t.editor, { keyword: 'EDITH.CLARKE@example.com' })).body.data as Page<PublishTargetUser>
    expect(byMail.list.map((u) => u.username)).toEqual(['editor@acme.test'])
    const all = (await users(t.editor)).body.data as Page<PublishTargetUser>
    expect(all.list).toHaveLength(20)
    expect(all.pagination.total).toBeGreaterThan(1000)
    expect(((await users(t.admin, { keyword: 'user0', pageSize: 5 })).body.data as Page<PublishTargetUser>).list).toHaveLength(5)
  })

  it('lists only users who can read a notice: no disabled, pending or deleted user', async () => {
    const disabled = await server.db.query<{ username: string }>(
      `select username from users where tenant_id = ${tenantOf('acme')} and status = 'disabled' limit 1`,
    )
    const found = (await users(t.editor, { keyword: disabled[0].username })).body.data as Page<PublishTargetUser>
    expect(found.list).toEqual([])
  })

  it('gives an editor the organisation tree and the roles of their tenant only', async () => {
    const tree = (await orgs(t.editor)).body.data as PublishTargetOrgsWire
    expect(tree.columns).toEqual(['id', 'parentId', 'code', 'name', 'childCount', 'userCount'])
    const [{ n }] = await server.db.query<{ n: number }>(`select count(*)::int as n from orgs where tenant_id = ${tenantOf('acme')}`)
    expect(tree.rows).toHaveLength(n)
    const globexOrg = await one(`select id from orgs where tenant_id = ${tenantOf('globex')} limit 1`)
    expect(tree.rows.some((r) => r[0] === globexOrg)).toBe(false)
    const list = (await roles(t.editor)).body.data as PublishTargetRole[]
    expect(list.map((r) => r.code)).toEqual(expect.arrayContaining(['ROLE_ADMIN', 'ROLE_EDITOR', 'ROLE_MEMBER']))
    const globexRoles = (await roles(t.globex)).body.data as PublishTargetRole[]
    expect(globexRoles.length).toBeGreaterThan(0)
    const acmeOnly = await server.db.query<{ code: string }>(
      `select code from roles where tenant_id = ${tenantOf('acme')} except select code from roles where tenant_id = ${tenantOf('globex')}`,
    )
    for (const { code } of acmeOnly) expect(globexRoles.map((r) => r.code)).not.toContain(code)
  })

  it('resolves ids to names, leaving out another tenant’s ids and a deleted user', async () => {
    const member = await one("select id from users where username = 'member@acme.test'")
    const org2 = await one(`select id from orgs where tenant_id = ${tenantOf('acme')} order by id offset 1 limit 1`)
    const deep = await one(`select id from orgs where tenant_id = ${tenantOf('acme')} and parent_id in (select id from orgs where parent_id = $1) limit 1`, [
      org2,
    ])
    const globexUser = await one("select id from users where username = 'admin@globex.test'")
    const globexOrg = await one(`select id from orgs where tenant_id = ${tenantOf('globex')} limit 1`)
    const deleted = await one(`select id from users where tenant_id = ${tenantOf('acme')} and username like 'user%' order by id desc limit 1`)
    await server.db.query('update users set deleted_at = now() where id = $1', [deleted])
    const { status, body } = await resolve(t.editor, {
      users: [member, globexUser, deleted, 99_999_999],
      orgs: [org2, deep, globexOrg],
      roles: ['ROLE_EDITOR', 'ROLE_KING'],
    })
    expect(status).toBe(200)
    const labels = body.data as PublishTargetLabels
    expect(labels.users).toEqual([{ id: member, username: 'member@acme.test', name: 'Mia Chen', orgName: expect.stringMatching(/Lab 00001$/) }])
    expect(labels.orgs.map((o) => o.id).sort((a, b) => a - b)).toEqual([org2, deep].sort((a, b) => a - b))
    const deepLabel = labels.orgs.find((o) => o.id === deep)!
    expect(deepLabel.path).toHaveLength(2)
    expect(deepLabel.path[0]).toBe(labels.orgs.find((o) => o.id === org2)!.name)
    expect(labels.roles.map((r) => r.code)).toEqual(['ROLE_EDITOR'])
    expect(JSON.stringify(labels)).not.toMatch(/globex|Grace|Gus/i)
    // The other way round: acme's ids mean nothing to globex's admin.
    const foreign = (await resolve(t.globex, { users: [member], orgs: [org2], roles: [] })).body.data as PublishTargetLabels
    expect(foreign).toEqual({ users: [], orgs: [], roles: [] })
  })

  it('answers 403 for a member (and an editor acting as a member) on every look-up', async () => {
    const lead = await login(server.app, 'lead@acme.test')
    for (const [token, role] of [
      [t.member, undefined],
      [lead, 'ROLE_MEMBER'],
    ] as const) {
      for (const [method, path, json] of [
        ['GET', 'queryTargetUsers'],
        ['GET', 'queryTargetOrgs'],
        ['GET', 'queryTargetRoles'],
        ['POST', 'resolveTargets', { users: [1] }],
      ] as const) {
        const res = await call(server.app, method, `${BASE}/${path}`, { token, role, ...(json ? { json } : {}) })
        expect(res.status, path).toBe(403)
        expect(res.body.message).toBe('Only an administrator or an editor may publish notifications')
      }
    }
    expect((await call(server.app, 'GET', `${BASE}/queryTargetUsers`)).status).toBe(401)
  })

  it.each([
    [{ keyword: 'x'.repeat(101) }, 'keyword', 'keyword must be at most 100 characters'],
    [{ pageSize: 0 }, 'pageSize', 'pageSize must be an integer from 1 to 50'],
    [{ pageSize: 51 }, 'pageSize', 'pageSize must be an integer from 1 to 50'],
    [{ pageSize: 'ten' }, 'pageSize', 'pageSize must be an integer from 1 to 50'],
  ])('queryTargetUsers answers 400 #%# naming the parameter', async (query, field, message) => {
    const { status, body } = await users(t.editor, query)
    expect(status).toBe(400)
    expect(body).toEqual({ status: 400, message, field })
  })

  it.each([
    [{ users: 'all' }, 'users', 'users must be a list of at most 1000 ids'],
    [{ users: [1.5] }, 'users', 'users must be a list of at most 1000 ids'],
    [{ orgs: ['2'] }, 'orgs', 'orgs must be a list of at most 1000 ids'],
    [{ orgs: Array.from({ length: 1001 }, (_, i) => i + 1) }, 'orgs', 'orgs must be a list of at most 1000 ids'],
    [{ roles: [7] }, 'roles', 'roles must be a list of at most 1000 role codes'],
    [{ roles: ['x'.repeat(65)] }, 'roles', 'roles must be a list of at most 1000 role codes'],
  ])('resolveTargets answers 400 #%# naming the field', async (json, field, message) => {
    const { status, body } = await resolve(t.editor, json)
    expect(status).toBe(400)
    expect(body).toEqual({ status: 400, message, field })
  })

  it('resolveTargets answers 400 for a body that is not a JSON object', async () => {
    for (const json of ['[1,2]', 'not json']) {
      const { status, body } = await resolve(t.editor, json)
      expect(status).toBe(400)
      expect(body.message).toBe('The request body must be a JSON object')
    }
    const nul = await users(t.editor, { keyword: 'a\u0000b' })
    expect(nul.status).toBe(400)
  })
})
