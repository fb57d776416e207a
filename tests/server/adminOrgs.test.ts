// Administration of organisations (docs/spec.md#administration): admin-only (403 for a member and an editor; a campus administrator reads but cannot reshape the tree),
// tenant isolation, the compact tree of all 10 000 with counts, create (name, parent, code
// generated or given and unique), rename, move (never under itself or a descendant), delete only
// when empty — every bad input a 400 naming its field, and nothing changed by a refused request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrgTreeWire } from '../../src/domains/admin/contract.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let admin: string
let globexAdmin: string

const base = '/api/admin/sysorg/admin'
const tree = (token = admin) => call(server.app, 'GET', `${base}/queryOrgTree`, { token })
const post = (path: string, json: unknown, token = admin) => call(server.app, 'POST', `${base}/${path}`, { token, json })

async function orgByCode(code: string, tenant = 'acme'): Promise<{ id: number; name: string; parent_id: number | null } | undefined> {
  const [row] = await server.db.query<{ id: number; name: string; parent_id: number | null }>(
    'select o.id, o.name, o.parent_id from orgs o join tenants t on t.id = o.tenant_id where t.code = $1 and o.code = $2',
    [tenant, code],
  )
  return row
}
const idOf = async (code: string, tenant = 'acme') => (await orgByCode(code, tenant))!.id
const snapshot = () => server.db.query('select id, code, name, parent_id from orgs order by id')

beforeAll(async () => {
  server = await startServer()
  admin = await login(server.app, 'admin@acme.test')
  globexAdmin = await login(server.app, 'admin@globex.test', 'globex')
})
afterAll(() => server.close())

describe('access', () => {
  it('answers 403 to a member and an editor on every organisation endpoint, changing nothing', async () => {
    const before = await snapshot()
    const leaf = await idOf('ORG10000')
    for (const who of ['member@acme.test', 'editor@acme.test']) {
      const token = await login(server.app, who)
      const results = await Promise.all([
        tree(token),
        post('createOrg', { name: 'Sneaky' }, token),
        post('renameOrg', { id: leaf, name: 'Sneaky' }, token),
        post('moveOrg', { id: leaf, parentId: null }, token),
        post('deleteOrg', { id: leaf }, token),
      ])
      for (const result of results) {
        expect(result.status).toBe(403)
        expect(result.body).toEqual({ status: 403, message: 'Only an administrator may manage organisations' })
      }
    }
    expect(await snapshot()).toEqual(before)
  })

  it('answers 401 without a session', async () => {
    expect((await call(server.app, 'GET', `${base}/queryOrgTree`)).status).toBe(401)
  })

  it('keeps querySysOrg with pageSize 10000 working for every signed-in role', async () => {
    const member = await login(server.app, 'member@acme.test')
    const { body } = await call(server.app, 'GET', '/api/admin/sysorg/querySysOrg', { token: member, query: { currentPage: 1, pageSize: 10000 } })
    expect(body.data.list).toHaveLength(10000)
  })
})

describe('the tree', () => {
  it('answers all 10 000 organisations of the tenant compactly, with counts of children and users', async () => {
    const { status, body, headers } = await tree()
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    const data = body.data as OrgTreeWire
    expect(data.columns).toEqual(['id', 'parentId', 'code', 'name', 'childCount', 'userCount'])
    expect(data.rows).toHaveLength(10000)
    const first = data.rows[0]
    expect(first).toEqual([expect.any(Number), null, 'ORG00001', 'Acme Lab 00001', 10, expect.any(Number)])
    expect(data.rows.filter((r) => r[1] === null)).toHaveLength(10)
    // Every user not deleted is counted once, in their organisation.
    const [{ users }] = await server.db.query<{ users: number }>(
      "select count(*)::int as users from users u join tenants t on t.id = u.tenant_id where t.code = 'acme' and u.deleted_at is null and u.org_id is not null",
    )
    expect(data.rows.reduce((sum, r) => sum + r[5], 0)).toBe(users)
    const children = new Map<number, number>()
    for (const r of data.rows) if (r[1] !== null) children.set(r[1], (children.get(r[1]) ?? 0) + 1)
    expect(data.rows.every((r) => r[4] === (children.get(r[0]) ?? 0))).toBe(true)
    // Part of the demo names are Chinese (pinyin search), the roots stay Latin.
    expect(data.rows.some((r) => r[3].startsWith('北京校区'))).toBe(true)
    expect(JSON.stringify(body).length).toBeLessThan(600_000)
  })

  it('is the caller tenant’s only', async () => {
    const data = (await tree(globexAdmin)).body.data as OrgTreeWire
    expect(data.rows).toHaveLength(20)
    expect(data.rows.every((r) => r[3].startsWith('Globex Lab '))).toBe(true)
  })
})

describe('create', () => {
  it('creates a top-level organisation with a generated code', async () => {
    const { status, body } = await post('createOrg', { name: '  New Campus  ' })
    expect(status).toBe(200)
    expect(body.data).toEqual({ id: expect.any(Number), code: 'ORG10001' })
    expect(await orgByCode('ORG10001')).toMatchObject({ name: 'New Campus', parent_id: null })
  })

  it('creates a child with a given code, inheriting the parent’s province', async () => {
    const parent = await idOf('ORG00011')
    const { status, body } = await post('createOrg', { name: '北京化学实验室', parentId: parent, code: 'BJ-CHEM_1' })
    expect(status).toBe(200)
    expect(body.data.code).toBe('BJ-CHEM_1')
    const [row] = await server.db.query<{ parent_id: number; province: string }>('select parent_id, province from orgs where id = $1', [body.data.id])
    const [parentRow] = await server.db.query<{ province: string }>('select province from orgs where id = $1', [parent])
    expect(row).toEqual({ parent_id: parent, province: parentRow.province })
  })

  it.each([
    [{}, 'name', 'Please enter the organisation name'],
    [{ name: '   ' }, 'name', 'Please enter the organisation name'],
    [{ name: 'x'.repeat(65) }, 'name', 'The name must be at most 64 characters'],
    [{ name: 42 }, 'name', 'The name must be text'],
    [{ name: 'Ok', parentId: 'abc' }, 'parentId', 'parentId is not a valid organisation id'],
    [{ name: 'Ok', parentId: 999999999 }, 'parentId', 'The parent organisation does not exist'],
    [{ name: 'Ok', code: 'has space' }, 'code', 'The code may hold only letters, digits, - and _ (at most 32 characters)'],
    [{ name: 'Ok', code: 'X'.repeat(33) }, 'code', 'The code may hold only letters, digits, - and _ (at most 32 characters)'],
    [{ name: 'Ok', code: 'org00001' }, 'code', 'This code is already used by another organisation'],
  ])('refuses %o with a 400 naming %s', async (json, field, message) => {
    const before = await snapshot()
    const { status, body } = await post('createOrg', json)
    expect(status).toBe(400)
    expect(body).toEqual({ status: 400, message, field })
    expect(await snapshot()).toEqual(before)
  })

  it('accepts exactly 64 characters, and a code another tenant uses', async () => {
    expect((await post('createOrg', { name: '名'.repeat(64), code: 'ONLY-GLOBEX' }, admin)).status).toBe(200)
    expect((await post('createOrg', { name: 'Globex copy', code: 'ONLY-GLOBEX' }, globexAdmin)).status).toBe(200)
  })

  it('never puts an organisation under another tenant’s', async () => {
    const acmeParent = await idOf('ORG00001')
    const { status, body } = await post('createOrg', { name: 'Intruder', parentId: acmeParent }, globexAdmin)
    expect(status).toBe(400)
    expect(body.field).toBe('parentId')
  })

  it('refuses a body that is not a JSON object', async () => {
    const { status } = await call(server.app, 'POST', `${base}/createOrg`, { token: admin, json: [1] })
    expect(status).toBe(400)
  })
})

describe('rename', () => {
  it('renames, trimmed', async () => {
    const id = await idOf('ORG00003')
    expect((await post('renameOrg', { id, name: ' Acme Lab Three ' })).status).toBe(200)
    expect((await orgByCode('ORG00003'))!.name).toBe('Acme Lab Three')
  })

  it.each([
    [{ name: 'x' }, 'id', 'id is required'],
    [{ id: 'x1', name: 'x' }, 'id', 'id is not a valid organisation id'],
    [{ id: 1, name: '' }, 'name', 'Please enter the organisation name'],
  ])('refuses %o with a 400 naming %s', async (json, field, message) => {
    const { status, body } = await post('renameOrg', json)
    expect(status).toBe(400)
    expect(body).toEqual({ status: 400, message, field })
  })

  it('does not find another tenant’s organisation (404), changing nothing', async () => {
    const id = await idOf('ORG00003')
    const { status, body } = await post('renameOrg', { id, name: 'Hijacked' }, globexAdmin)
    expect(status).toBe(404)
    expect(body.message).toBe('Organisation not found')
    expect((await orgByCode('ORG00003'))!.name).toBe('Acme Lab Three')
  })
})

describe('move', () => {
  it('moves under another parent and back to the top level', async () => {
    const id = await idOf('ORG00004')
    const parent = await idOf('ORG00005')
    expect((await post('moveOrg', { id, parentId: parent })).status).toBe(200)
    expect((await orgByCode('ORG00004'))!.parent_id).toBe(parent)
    expect((await post('moveOrg', { id, parentId: null })).status).toBe(200)
    expect((await orgByCode('ORG00004'))!.parent_id).toBeNull()
  })

  it('refuses to move under itself or its own descendant, changing nothing', async () => {
    const root = await idOf('ORG00006')
    const grandchild = await idOf('ORG00611') // 611 → 61 → 6
    const before = await snapshot()
    const self = await post('moveOrg', { id: root, parentId: root })
    expect(self.status).toBe(400)
    expect(self.body).toEqual({ status: 400, field: 'parentId', message: 'An organisation cannot be moved under itself' })
    const below = await post('moveOrg', { id: root, parentId: grandchild })
    expect(below.status).toBe(400)
    expect(below.body).toEqual({ status: 400, field: 'parentId', message: 'An organisation cannot be moved under one of its own sub-organisations' })
    expect(await snapshot()).toEqual(before)
  })

  it.each([
    [{ id: 1 }, 'parentId', 'parentId is required (null for the top level)'],
    [{ parentId: null }, 'id', 'id is required'],
    [{ id: 1, parentId: -3 }, 'parentId', 'parentId is not a valid organisation id'],
    [{ id: 1, parentId: 999999999 }, 'parentId', 'The parent organisation does not exist'],
  ])('refuses %o with a 400 naming %s', async (json, field, message) => {
    const { status, body } = await post('moveOrg', json)
    expect(status).toBe(400)
    expect(body).toEqual({ status: 400, message, field })
  })

  it('keeps tenants apart: globex cannot move acme’s, nor under acme’s', async () => {
    const acme = await idOf('ORG00007')
    const globex = await idOf('ORG00002', 'globex')
    const before = await snapshot()
    expect((await post('moveOrg', { id: acme, parentId: null }, globexAdmin)).status).toBe(404)
    const under = await post('moveOrg', { id: globex, parentId: acme }, globexAdmin)
    expect(under.status).toBe(400)
    expect(under.body.field).toBe('parentId')
    expect(await snapshot()).toEqual(before)
  })
})

describe('delete', () => {
  it('deletes an empty organisation', async () => {
    const { body } = await post('createOrg', { name: 'Short-lived' })
    expect((await post('deleteOrg', { id: body.data.id })).status).toBe(200)
    expect(await server.db.query('select 1 from orgs where id = $1', [body.data.id])).toHaveLength(0)
  })

  it('refuses an organisation with sub-organisations and users, saying why', async () => {
    const root = await idOf('ORG00001')
    const { status, body } = await post('deleteOrg', { id: root })
    expect(status).toBe(400)
    expect(body.message).toMatch(/^This organisation cannot be deleted: it still has 10 sub-organisations and \d+ users$/)
    expect(await orgByCode('ORG00001')).toBeDefined()
  })

  it('refuses a leaf that still has users', async () => {
    const [leaf] = await server.db.query<{ id: number; n: number }>(
      `select o.id, count(u.id)::int as n from orgs o join users u on u.org_id = o.id and u.deleted_at is null
       join tenants t on t.id = o.tenant_id where t.code = 'acme' and not exists (select 1 from orgs c where c.parent_id = o.id)
       group by o.id order by o.id limit 1`,
    )
    const { status, body } = await post('deleteOrg', { id: leaf.id })
    expect(status).toBe(400)
    expect(body.message).toBe(`This organisation cannot be deleted: it still has ${leaf.n} users`)
  })

  it('refuses an organisation whose only users are deleted ones', async () => {
    const { body: created } = await post('createOrg', { name: 'Ghost town' })
    const id = created.data.id as number
    await server.db.query(
      "update users set org_id = $1, deleted_at = now() where id = (select min(u.id) from users u join tenants t on t.id = u.tenant_id where t.code = 'acme' and u.username like 'user%')",
      [id],
    )
    const { status, body } = await post('deleteOrg', { id })
    expect(status).toBe(400)
    expect(body.message).toBe('This organisation cannot be deleted: 1 deleted users still belong to it')
  })

  it('refuses a bad id (400) and does not find another tenant’s (404)', async () => {
    expect((await post('deleteOrg', { id: 'x' })).body).toEqual({ status: 400, field: 'id', message: 'id is not a valid organisation id' })
    const { body } = await post('createOrg', { name: 'Acme empty' })
    expect((await post('deleteOrg', { id: body.data.id }, globexAdmin)).status).toBe(404)
    expect(await server.db.query('select 1 from orgs where id = $1', [body.data.id])).toHaveLength(1)
  })
})

describe('delegated administration and the operation log', () => {
  it('lets a campus administrator read the tree but not reshape it', async () => {
    const orgAdmin = await login(server.app, 'orgadmin@acme.test')
    expect((await tree(orgAdmin)).status).toBe(200)
    const before = await snapshot()
    const leaf = await idOf('ORG10000')
    const refused = await post('renameOrg', { id: leaf, name: 'Mine now' }, orgAdmin)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Only an administrator whose data scope is all organisations may change the organisation tree')
    expect((await post('createOrg', { name: 'Side campus' }, orgAdmin)).status).toBe(403)
    expect(await snapshot()).toEqual(before)
  })

  it('records each change of the tree with the organisation before and after', async () => {
    const created = await post('createOrg', { name: 'Logged campus' })
    const id = created.body.data.id
    expect((await post('renameOrg', { id, name: 'Logged campus II' })).status).toBe(200)
    expect((await post('deleteOrg', { id })).status).toBe(200)
    const logs = await call(server.app, 'GET', '/api/admin/syslog/admin/queryOpLogs', { token: admin, query: { module: 'orgs', pageSize: 10 } })
    const [deleted, renamed, made] = logs.body.data.list
    expect(made).toMatchObject({ action: 'create', target: 'Logged campus', before: null, outcome: 'ok' })
    expect(renamed).toMatchObject({ action: 'rename', before: { name: 'Logged campus' }, after: { name: 'Logged campus II' } })
    expect(deleted).toMatchObject({ action: 'delete', before: { name: 'Logged campus II' }, after: null })
  })
})
