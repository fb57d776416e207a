// Dictionaries administration (docs/spec.md#administration): admin-only (403 for other roles, nothing written),
// tenant isolation, types and entries with their rules (codes unique within a type, a type with
// entries cannot be deleted, bad input named by field), order and enabled state as
// queryDictByDictType serves them, and the user type dictionary governing users' types.
// Migration 0009 is checked on a database from before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, count, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let admin: string
let globexAdmin: string

const base = '/api/admin/sysdict/admin'
const get = (path: string, query: Record<string, string> = {}, token = admin) => call(server.app, 'GET', `${base}/${path}`, { token, query })
const post = (path: string, json: unknown, token = admin) => call(server.app, 'POST', `${base}/${path}`, { token, json })
const put = (path: string, json: unknown, token = admin) => call(server.app, 'PUT', `${base}/${path}`, { token, json })
const served = async (dictType: string, token = admin) =>
  (await call(server.app, 'GET', '/api/admin/sysdict/queryDictByDictType', { token, query: { dictType } })).body.data as { value: string; labelZh?: string }[]

beforeAll(async () => {
  server = await startServer()
  admin = await login(server.app, 'admin@acme.test')
  globexAdmin = await login(server.app, 'admin@globex.test', 'globex')
})
afterAll(() => server.close())

const entry = (overrides: Record<string, unknown> = {}) => ({
  dictType: 'userType',
  value: 'contractor',
  label: 'Contractor',
  labelZh: '承包商',
  labelTw: '承包商',
  ...overrides,
})

describe('access', () => {
  it('answers 403 to a member and an editor on every dictionary endpoint and the log, writing nothing', async () => {
    const before = await Promise.all([count(server, 'dict_types'), count(server, 'dict_items'), count(server, 'op_log')])
    for (const who of ['member@acme.test', 'editor@acme.test']) {
      const token = await login(server.app, who)
      const results = await Promise.all([
        get('queryDictTypes', {}, token),
        get('queryDictItems', { dictType: 'userType' }, token),
        post('createDictType', { code: 'sneaky', name: 'Sneaky' }, token),
        put('updateDictType', { code: 'userType', name: 'Hacked' }, token),
        post('deleteDictType', { code: 'priority' }, token),
        post('createDictItem', entry(), token),
        put('updateDictItem', entry({ value: 'partner' }), token),
        post('setDictItemEnabled', { dictType: 'userType', value: 'partner', enabled: false }, token),
        post('deleteDictItem', { dictType: 'priority', value: 'low' }, token),
        post('sortDictItems', { dictType: 'priority', values: ['low', 'medium', 'high'] }, token),
      ])
      for (const r of results) expect(r.body).toEqual({ status: 403, message: 'Only an administrator may manage dictionaries' })
      const log = await call(server.app, 'GET', '/api/admin/syslog/admin/queryOpLogs', { token })
      expect(log.body).toEqual({ status: 403, message: 'Only an administrator may read the operation log' })
    }
    expect(await Promise.all([count(server, 'dict_types'), count(server, 'dict_items'), count(server, 'op_log')])).toEqual(before)
  })

  it('still serves the enabled entries to every signed-in user', async () => {
    const member = await login(server.app, 'member@acme.test')
    expect((await served('priority', member)).map((d) => d.value)).toEqual(['high', 'medium', 'low'])
  })
})

describe('types', () => {
  it('lists the seeded types the console reads, with their entry counts', async () => {
    const { body } = await get('queryDictTypes')
    const codes = body.data.map((t: { code: string }) => t.code)
    expect(codes).toEqual(expect.arrayContaining(['notification', 'priority', 'userStatus', 'userType']))
    expect(body.data.find((t: { code: string }) => t.code === 'userType')).toEqual({
      code: 'userType',
      name: 'User type',
      nameZh: '用户类型',
      nameTw: '使用者類型',
      description: 'Internal staff or partners',
      descriptionZh: '内部员工或合作伙伴',
      descriptionTw: '內部員工或合作夥伴',
      entries: 2,
    })
  })

  it('creates, renames and deletes an empty type; refuses a duplicate code and a type with entries', async () => {
    expect((await post('createDictType', { code: 'assay', name: 'Assay kind', description: 'Kinds of assays' })).status).toBe(200)
    const dup = await post('createDictType', { code: 'ASSAY', name: 'Again' })
    expect(dup.body).toEqual({ status: 400, message: 'This code is already taken', field: 'code' })
    expect((await put('updateDictType', { code: 'assay', name: 'Assay type', description: '' })).status).toBe(200)
    expect((await get('queryDictTypes')).body.data.find((t: { code: string }) => t.code === 'assay')).toMatchObject({ name: 'Assay type', entries: 0 })
    expect((await post('createDictItem', entry({ dictType: 'assay', value: 'ic50', label: 'IC50' }))).status).toBe(200)
    const refused = await post('deleteDictType', { code: 'assay' })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('The dictionary type assay still has 1 entries: delete them first')
    expect((await post('deleteDictItem', { dictType: 'assay', value: 'ic50' })).status).toBe(200)
    expect((await post('deleteDictType', { code: 'assay' })).status).toBe(200)
    expect((await get('queryDictItems', { dictType: 'assay' })).status).toBe(404)
  })

  it('names the field of bad input and writes nothing', async () => {
    const before = await count(server, 'dict_types')
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'No code' }, 'code'],
      [{ code: '1abc', name: 'Digit first' }, 'code'],
      [{ code: 'has space', name: 'Space' }, 'code'],
      [{ code: 'ok' }, 'name'],
      [{ code: 'ok', name: 'x'.repeat(65) }, 'name'],
      [{ code: 'ok', name: 'Fine', description: 'd'.repeat(201) }, 'description'],
    ]
    for (const [body, field] of cases) {
      const r = await post('createDictType', body)
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(r.body.field).toBe(field)
    }
    expect(await count(server, 'dict_types')).toBe(before)
    expect((await put('updateDictType', { code: 'missing', name: 'Missing' })).status).toBe(404)
  })
})

describe('entries', () => {
  it('adds an entry last, unique within its type (the same code in another type is fine)', async () => {
    expect((await post('createDictItem', entry())).status).toBe(200)
    expect((await post('createDictItem', entry({ value: 'Contractor' }))).body).toEqual({
      status: 400,
      message: 'This code is already taken in this dictionary',
      field: 'value',
    })
    expect((await post('createDictItem', entry({ dictType: 'priority' }))).status).toBe(200)
    expect((await post('deleteDictItem', { dictType: 'priority', value: 'contractor' })).status).toBe(200)
    const items = (await get('queryDictItems', { dictType: 'userType' })).body.data
    expect(items.at(-1)).toEqual({ value: 'contractor', label: 'Contractor', labelZh: '承包商', labelTw: '承包商', sort: 3, enabled: true })
    expect(await served('userType')).toEqual([
      expect.objectContaining({ value: 'internal' }),
      expect.objectContaining({ value: 'partner' }),
      expect.objectContaining({ value: 'contractor', label: 'Contractor', labelZh: '承包商', labelTw: '承包商', sort: 3 }),
    ])
  })

  it('refuses bad entries by field, and an unknown type', async () => {
    expect((await post('createDictItem', entry({ value: '' }))).body.field).toBe('value')
    expect((await post('createDictItem', entry({ value: 'x', label: ' ' }))).body.field).toBe('label')
    expect((await post('createDictItem', entry({ value: 'x', labelZh: '长'.repeat(65) }))).body.field).toBe('labelZh')
    expect((await post('createDictItem', entry({ value: 'x', enabled: 'yes' }))).body.field).toBe('enabled')
    expect((await post('createDictItem', entry({ dictType: 'nope', value: 'x' }))).status).toBe(404)
    expect((await get('queryDictItems', {})).status).toBe(400)
  })

  it('edits labels, disables (no longer served) and enables again', async () => {
    expect((await put('updateDictItem', entry({ label: 'Contract staff', labelTw: '' }))).status).toBe(200)
    expect((await get('queryDictItems', { dictType: 'userType' })).body.data.at(-1)).toMatchObject({ label: 'Contract staff', labelTw: '' })
    expect((await post('setDictItemEnabled', { dictType: 'userType', value: 'contractor', enabled: false })).status).toBe(200)
    expect((await served('userType')).map((d) => d.value)).toEqual(['internal', 'partner'])
    expect((await get('queryDictItems', { dictType: 'userType' })).body.data.at(-1)).toMatchObject({ value: 'contractor', enabled: false })
    expect((await post('setDictItemEnabled', { dictType: 'userType', value: 'contractor', enabled: 'no' })).status).toBe(400)
    expect((await post('setDictItemEnabled', { dictType: 'userType', value: 'ghost', enabled: true })).status).toBe(404)
    expect((await post('setDictItemEnabled', { dictType: 'userType', value: 'contractor', enabled: true })).status).toBe(200)
  })

  it('reorders with the whole list of codes, refusing anything else', async () => {
    expect((await post('sortDictItems', { dictType: 'priority', values: ['low', 'high'] })).status).toBe(400)
    expect((await post('sortDictItems', { dictType: 'priority', values: ['low', 'low', 'high'] })).status).toBe(400)
    expect((await post('sortDictItems', { dictType: 'priority', values: 'low' })).status).toBe(400)
    expect((await post('sortDictItems', { dictType: 'priority', values: ['low', 'medium', 'high'] })).status).toBe(200)
    expect((await served('priority')).map((d) => d.value)).toEqual(['low', 'medium', 'high'])
    expect((await post('sortDictItems', { dictType: 'priority', values: ['high', 'medium', 'low'] })).status).toBe(200)
  })

  it('governs the user types: an enabled code may be given, a disabled or unknown one not', async () => {
    const [org] = await server.db.query<{ id: number }>("select min(o.id) as id from orgs o join tenants t on t.id = o.tenant_id where t.code = 'acme'")
    const [role] = await server.db.query<{ id: number }>(
      "select r.id from roles r join tenants t on t.id = r.tenant_id where t.code = 'acme' and r.code = 'ROLE_MEMBER'",
    )
    const user = (userType: string, username: string) => ({
      username,
      password: 'Start1ng!',
      confirmPassword: 'Start1ng!',
      nickname: 'C',
      email: username,
      mobile: '13800002222',
      status: 'enabled',
      userType,
      roleId: String(role.id),
      orgId: String(org.id),
    })
    const users = '/api/admin/sysuser/admin'
    expect((await call(server.app, 'POST', `${users}/createUser`, { token: admin, json: user('contractor', 'c1@acme.test') })).status).toBe(200)
    expect((await call(server.app, 'GET', `${users}/queryUsers`, { token: admin, query: { userType: 'contractor' } })).body.data.pagination.total).toBe(1)
    const unknown = await call(server.app, 'POST', `${users}/createUser`, { token: admin, json: user('astronaut', 'c2@acme.test') })
    expect(unknown.body).toEqual({ status: 400, message: 'Please select a user type', field: 'userType' })
    await post('setDictItemEnabled', { dictType: 'userType', value: 'contractor', enabled: false })
    expect((await call(server.app, 'POST', `${users}/createUser`, { token: admin, json: user('contractor', 'c3@acme.test') })).body.field).toBe('userType')
    await post('setDictItemEnabled', { dictType: 'userType', value: 'contractor', enabled: true })
  })
})

describe('tenant isolation', () => {
  it("keeps globex's dictionaries apart from acme's", async () => {
    expect((await get('queryDictItems', { dictType: 'userType' }, globexAdmin)).body.data.map((e: { value: string }) => e.value)).toEqual([
      'internal',
      'partner',
    ])
    expect((await post('setDictItemEnabled', { dictType: 'userType', value: 'contractor', enabled: false }, globexAdmin)).status).toBe(404)
    expect((await put('updateDictType', { code: 'userType', name: 'Globex types' }, globexAdmin)).status).toBe(200)
    expect((await get('queryDictTypes')).body.data.find((t: { code: string }) => t.code === 'userType').name).toBe('User type')
    expect((await post('createDictType', { code: 'globexOnly', name: 'Globex only' }, globexAdmin)).status).toBe(200)
    expect((await get('queryDictItems', { dictType: 'globexOnly' })).status).toBe(404)
    expect((await post('createDictType', { code: 'globexOnly', name: 'Acme too' })).status).toBe(200)
  })
})

describe('migration 0009 on an existing database', () => {
  it('gives existing dictionaries their types, adds the user dictionaries and menus 44/45 granted to ROLE_ADMIN', async () => {
    const { openDatabase } = await import('../../demo/server/platform/db.ts')
    const { migrate } = await import('../../demo/server/platform/migrate.ts')
    const { serverMigrations } = await import('../../demo/server/server.ts')
    const db = await openDatabase({ url: 'memory://' })
    try {
      const all = serverMigrations()
      const index = all.findIndex((m) => m.name === 'dictionaries and operation log')
      await migrate(db, all.slice(0, index))
      await db.exec(`
        insert into tenants (id, code, name) values (1, 'old', 'Old tenant');
        insert into roles (id, tenant_id, code, name) values (1, 1, 'ROLE_ADMIN', 'Administrator');
        insert into menus (tenant_id, id, parent_id, name, path, title, sort) values (1, 4, null, 'System', '/system', 'System', 12), (1, 43, 4, 'SystemRoles', '/system/roles', 'Roles', 13);
        insert into dict_items (tenant_id, dict_type, value, label, sort) values (1, 'priority', 'high', 'High', 1), (1, 'colour', 'red', 'Red', 1);
      `)
      await migrate(db, all)
      expect(await db.query('select code, name from dict_types order by code')).toEqual([
        { code: 'colour', name: 'colour' },
        // Migration 0037 gives every existing tenant the leave types.
        { code: 'leaveType', name: 'Leave type' },
        { code: 'priority', name: 'Priority' },
        { code: 'userStatus', name: 'User status' },
        { code: 'userType', name: 'User type' },
      ])
      expect(await db.query("select value, enabled from dict_items where dict_type = 'userType' order by sort")).toEqual([
        { value: 'internal', enabled: true },
        { value: 'partner', enabled: true },
      ])
      expect(await db.query('select id, parent_id, path, icon from menus where id in (44, 45) order by id')).toEqual([
        { id: 44, parent_id: 4, path: '/system/dicts', icon: 'book-a' },
        { id: 45, parent_id: 4, path: '/system/logs', icon: 'history' },
      ])
      expect(await db.query('select menu_id from role_menus where role_id = 1 order by menu_id')).toEqual([{ menu_id: 44 }, { menu_id: 45 }])
    } finally {
      await db.close()
    }
  }, 180_000)
})
