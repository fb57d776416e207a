// Tenant isolation: a globex token never sees or changes acme rows — users, organisations,
// notifications, menus, posts, dictionaries, profile updates by id, markRead by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MenuNode } from '#platform/core/api/types.ts'
import type { Organisation } from '../../src/domains/admin/contract.ts'
import type { Notification } from '../../src/domains/notifications/contract.ts'
import { call, login, startServer, userId, type TestServer } from './helpers.ts'

let server: TestServer
let globex: string
let acme: string

beforeAll(async () => {
  server = await startServer()
  globex = await login(server.app, 'admin@globex.test', 'globex')
  acme = await login(server.app, 'admin@acme.test', 'acme')
})
afterAll(() => server.close())

const get = (token: string, path: string, query: Record<string, string | number> = {}) => call(server.app, 'GET', path, { token, query })

describe('tenant isolation', () => {
  it('answers the globex user as a globex user', async () => {
    const { body } = await get(globex, '/api/uaa/users/getSysUser')
    expect(body.data).toMatchObject({ username: 'admin@globex.test', tenantCode: 'globex', roles: ['ROLE_ADMIN'] })
  })

  it("lists only globex's organisations", async () => {
    const { body } = await get(globex, '/api/admin/sysorg/querySysOrg', { pageSize: 10000 })
    expect(body.data.pagination.total).toBe(20)
    expect(body.data.list.every((o: Organisation) => o.name.startsWith('Globex Lab '))).toBe(true)
    expect((await get(globex, '/api/admin/sysorg/querySysOrg', { name: 'Acme' })).body.data.pagination.total).toBe(0)
  })

  it("lists only globex's notifications", async () => {
    const { body } = await get(globex, '/api/notification/notification/queryMyNotification', { pageSize: 1000 })
    expect(body.data.pagination.total).toBe(4)
    expect(body.data.list.every((n: Notification) => n.title.startsWith('Globex '))).toBe(true)
  })

  it("builds menus from the tenant's own rows", async () => {
    await server.db.query("update menus set title = 'Acme drug discovery' where id = 1 and tenant_id = (select id from tenants where code = 'acme')")
    const globexTree = (await get(globex, '/api/admin/sysmenu/querySysMenuTree')).body.data as MenuNode[]
    const acmeTree = (await get(acme, '/api/admin/sysmenu/querySysMenuTree')).body.data as MenuNode[]
    expect(globexTree[0].meta?.title).toBe('Drug discovery')
    expect(acmeTree[0].meta?.title).toBe('Acme drug discovery')
    const authority = await call(server.app, 'POST', '/api/account/sysuserdetail/queryCurrentAuthority', { token: globex })
    expect(authority.body.menu[0].meta.title).toBe('Drug discovery')
  })

  it("refuses another tenant's post in queryCurrentAuthority", async () => {
    const { status } = await call(server.app, 'POST', '/api/account/sysuserdetail/queryCurrentAuthority', {
      token: globex,
      query: { postCode: 'CHEM_LEAD' },
    })
    expect(status).toBe(400)
  })

  it("never answers an acme user's posts", async () => {
    const { status, body } = await get(globex, '/api/admin/sysuserpost/querySysUserPostTree', {
      userId: await userId(server, 'admin@acme.test'),
    })
    expect(status).toBe(404)
    expect(body).not.toHaveProperty('data')
    expect((await get(globex, '/api/admin/sysuserpost/querySysUserPostTree')).body.data).toEqual([
      { value: 'RES_LEAD', name: 'Research lead', nameZh: '研究负责人', nameTw: '研究負責人' },
    ])
  })

  it('cannot update an acme user by id: 404 and the row unchanged', async () => {
    const acmeAdmin = await userId(server, 'admin@acme.test')
    const before = await server.db.query('select * from users where id = $1', [Number(acmeAdmin)])
    const { status, body } = await call(server.app, 'PUT', '/api/admin/sysuser/updateSysUser', {
      token: globex,
      json: { id: acmeAdmin, nickname: 'Pwned', email: 'evil@globex.test' },
    })
    expect(status).toBe(404)
    expect(body.status).toBe(404)
    expect(await server.db.query('select * from users where id = $1', [Number(acmeAdmin)])).toEqual(before)
  })

  it('cannot mark an acme notification read', async () => {
    const acmeList = (await get(acme, '/api/notification/notification/queryMyNotification')).body.data.list as Notification[]
    const [before] = await server.db.query<{ n: number }>('select count(*)::int as n from notification_reads')
    const { status } = await call(server.app, 'POST', '/api/notification/notification/markRead', {
      token: globex,
      query: { id: acmeList[0].id },
    })
    expect(status).toBe(404)
    const [after] = await server.db.query<{ n: number }>('select count(*)::int as n from notification_reads')
    expect(after.n).toBe(before.n)
  })

  it("reads the tenant's own dictionaries", async () => {
    await server.db.query("update dict_items set label = 'Acme holiday' where value = 'holiday' and tenant_id = (select id from tenants where code = 'acme')")
    const globexTypes = (await get(globex, '/api/notification/notification/queryNotificationType')).body.data
    const acmeTypes = (await get(acme, '/api/admin/sysdict/queryDictByDictType', { dictType: 'notification' })).body.data
    expect(globexTypes[3].label).toBe('Holiday')
    expect(acmeTypes[3].label).toBe('Acme holiday')
  })
})
