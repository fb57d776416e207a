// Menus: queryCurrentAuthority per role, with postCode and parentId (children under `routes`),
// the tenant's full tree (children under `children`) and the user's posts ({status} shape).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MenuNode } from '#platform/core/api/types.ts'
import { call, login, startServer, userId, type TestServer } from './helpers.ts'

let server: TestServer
const tokens: Record<'admin' | 'editor' | 'member', string> = { admin: '', editor: '', member: '' }

beforeAll(async () => {
  server = await startServer()
  for (const who of ['admin', 'editor', 'member'] as const) tokens[who] = await login(server.app, `${who}@acme.test`)
})
afterAll(() => server.close())

function authority(token: string, query: Record<string, string | number> = {}) {
  return call(server.app, 'POST', '/api/account/sysuserdetail/queryCurrentAuthority', { token, query })
}

/** `{ '/drug': ['/workbench', …] }` of a `routes` tree. */
function outline(menu: MenuNode[]): Record<string, string[]> {
  return Object.fromEntries(menu.map((node) => [node.path, (node.routes ?? []).map((child) => child.path)]))
}

describe('POST /api/account/sysuserdetail/queryCurrentAuthority', () => {
  it('gives ROLE_ADMIN every menu and its buttons, unwrapped, children under routes', async () => {
    const { status, body } = await authority(tokens.admin, { username: 'admin@acme.test' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'ok', type: 'account', currentAuthority: ['ROLE_ADMIN'] })
    expect(body.menuButton).toEqual(['user:add', 'user:edit', 'user:delete', 'org:edit', 'notice:publish'])
    expect(outline(body.menu)).toEqual({
      '/drug': ['/workbench', '/sider', '/2d', '/guide'],
      '/attendance': ['/attendance/scope', '/attendance/records', '/attendance/rules', '/attendance/approvals', '/attendance/reports', '/attendance/month'],
      '/message': ['/mynotification', '/notification/publish'],
      '/system': ['/system/users', '/system/orgs', '/system/roles', '/system/dicts', '/system/logs', '/system/signin-log', '/system/sessions'],
    })
    expect(JSON.stringify(body.menu)).not.toContain('"children"')
    const drug = body.menu[0]
    expect(drug).toMatchObject({ id: 1, redirect: '/workbench', meta: { title: 'Drug discovery', icon: 'flask-conical', alwaysShow: true } })
    expect(drug.routes[0]).toMatchObject({ id: 11, meta: { title: 'Workbench', icon: 'layout-dashboard', affix: true } })
    // The console's own roles for the group (the delegated administrator's grants narrow it).
    expect(body.menu[3].meta.roles).toEqual(['ROLE_ADMIN', 'ROLE_ORG_ADMIN'])
  })

  it('gives ROLE_EDITOR drug discovery, sign-in records, the reports and their own month only, and messages', async () => {
    const { body } = await authority(tokens.editor)
    expect(body.currentAuthority).toEqual(['ROLE_EDITOR'])
    expect(body.menuButton).toEqual(['notice:publish'])
    expect(outline(body.menu)).toEqual({
      '/drug': ['/workbench', '/sider', '/2d', '/guide'],
      '/attendance': ['/attendance/records', '/attendance/reports', '/attendance/month'],
      '/message': ['/mynotification', '/notification/publish'],
    })
  })

  it('gives ROLE_MEMBER its leaves with their parents and no buttons', async () => {
    const { body } = await authority(tokens.member)
    expect(body.menuButton).toEqual([])
    expect(outline(body.menu)).toEqual({ '/drug': ['/workbench', '/guide'], '/attendance': ['/attendance/month'], '/message': ['/mynotification'] })
  })

  it('reads the parameters from a form body as well', async () => {
    const { body } = await call(server.app, 'POST', '/api/account/sysuserdetail/queryCurrentAuthority', {
      token: tokens.admin,
      form: { username: 'admin@acme.test', postCode: 'ATT_OFFICER', parentId: '', userId: '' },
    })
    expect(Object.keys(outline(body.menu))).toEqual(['/attendance', '/message'])
  })

  it.each([
    ['CHEM_LEAD', { '/drug': ['/workbench', '/sider', '/2d', '/guide'], '/message': ['/mynotification'] }],
    [
      'ATT_OFFICER',
      {
        '/attendance': ['/attendance/scope', '/attendance/records', '/attendance/rules', '/attendance/approvals', '/attendance/reports', '/attendance/month'],
        '/message': ['/mynotification'],
      },
    ],
  ])('intersects the admin menu with the post %s', async (postCode, expected) => {
    const { status, body } = await authority(tokens.admin, { postCode })
    expect(status).toBe(200)
    expect(outline(body.menu)).toEqual(expected)
  })

  it('intersects the editor grants with the editor post', async () => {
    const { body } = await authority(tokens.editor, { postCode: 'CHEM_LEAD' })
    expect(Object.keys(outline(body.menu))).toEqual(['/drug', '/message'])
  })

  it('limits the menu to one top-level subtree with parentId', async () => {
    expect(outline((await authority(tokens.admin, { parentId: 4 })).body.menu)).toEqual({
      '/system': ['/system/users', '/system/orgs', '/system/roles', '/system/dicts', '/system/logs', '/system/signin-log', '/system/sessions'],
    })
    expect(outline((await authority(tokens.admin, { postCode: 'CHEM_LEAD', parentId: 1 })).body.menu)).toEqual({
      '/drug': ['/workbench', '/sider', '/2d', '/guide'],
    })
    expect((await authority(tokens.member, { parentId: 4 })).body.menu).toEqual([])
  })

  it.each([
    ['a post the user does not hold', 'editor', { postCode: 'ATT_OFFICER' }, 'ATT_OFFICER'],
    ['an unknown post', 'admin', { postCode: 'NOPE' }, 'NOPE'],
    ['a child menu as parentId', 'admin', { parentId: 11 }, '11'],
    ['an unknown parentId', 'admin', { parentId: 99 }, '99'],
    ['a non-numeric parentId', 'admin', { parentId: 'drug' }, 'parentId'],
  ] as const)('answers 400 for %s', async (_, who, query, mentioned) => {
    const { status, body } = await authority(tokens[who], query)
    expect(status).toBe(400)
    expect(body.status).toBe(400)
    expect(body.message).toContain(mentioned)
  })

  it('answers 50008 without a token', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/account/sysuserdetail/queryCurrentAuthority')
    expect(status).toBe(401)
    expect(body.status).toBe(50008)
  })
})

describe('GET /api/admin/sysmenu/querySysMenuTree', () => {
  it("answers an admin the tenant's whole tree with children under children", async () => {
    const { status, body } = await call(server.app, 'GET', '/api/admin/sysmenu/querySysMenuTree', { token: tokens.admin })
    expect(status).toBe(200)
    expect(body.status).toBe(200)
    const tree = body.data as MenuNode[]
    expect(tree.map((n) => [n.id, n.path, n.meta?.title])).toEqual([
      [1, '/drug', 'Drug discovery'],
      [2, '/attendance', 'Attendance'],
      [3, '/message', 'Messages'],
      [4, '/system', 'System'],
    ])
    expect(tree[1].children?.map((n) => [n.id, n.meta?.roles])).toEqual([
      [21, ['ROLE_ADMIN']],
      [22, ['ROLE_ADMIN', 'ROLE_EDITOR']],
      [23, ['ROLE_ADMIN']],
      [25, ['ROLE_ADMIN']],
      [26, ['ROLE_ADMIN', 'ROLE_EDITOR']],
      [24, undefined],
    ])
    expect(tree[3].children?.map((n) => n.meta?.icon)).toEqual(['users', 'building-2', 'shield', 'book-a', 'history', 'log-in', 'monitor-smartphone'])
    expect(JSON.stringify(tree)).not.toContain('"routes"')
  })

  it('answers every other role only the menus it may open, with their parents', async () => {
    const tree = async (token: string) => {
      const nodes = (await call(server.app, 'GET', '/api/admin/sysmenu/querySysMenuTree', { token })).body.data as MenuNode[]
      return Object.fromEntries(nodes.map((n) => [n.path, (n.children ?? []).map((c) => c.path)]))
    }
    // The member is offered "Attendance" for their own month only, and never "System".
    expect(await tree(tokens.member)).toEqual({ '/drug': ['/workbench', '/guide'], '/attendance': ['/attendance/month'], '/message': ['/mynotification'] })
    expect(await tree(tokens.editor)).toEqual({
      '/drug': ['/workbench', '/sider', '/2d', '/guide'],
      '/attendance': ['/attendance/records', '/attendance/reports', '/attendance/month'],
      '/message': ['/mynotification', '/notification/publish'],
    })
  })

  it('answers 50008 without a token', async () => {
    expect((await call(server.app, 'GET', '/api/admin/sysmenu/querySysMenuTree')).body.status).toBe(50008)
  })
})

describe('GET /api/admin/sysuserpost/querySysUserPostTree', () => {
  const posts = (token: string, id?: string) =>
    call(server.app, 'GET', '/api/admin/sysuserpost/querySysUserPostTree', { token, query: id ? { userId: id } : {} })

  it("answers the user's posts in the {status, message, data} shape, with their Chinese names", async () => {
    const { status, body } = await posts(tokens.admin, await userId(server, 'admin@acme.test'))
    expect(status).toBe(200)
    expect(body).toEqual({
      status: 200,
      message: 'success',
      data: [
        { value: 'CHEM_LEAD', name: 'Chemistry lead', nameZh: '化学负责人', nameTw: '化學負責人' },
        { value: 'ATT_OFFICER', name: 'Attendance officer', nameZh: '考勤专员', nameTw: '考勤專員' },
      ],
    })
  })

  it('defaults to the caller and answers an empty list for a user without posts', async () => {
    expect((await posts(tokens.editor)).body.data).toEqual([{ value: 'CHEM_LEAD', name: 'Chemistry lead', nameZh: '化学负责人', nameTw: '化學負責人' }])
    expect((await posts(tokens.member, await userId(server, 'member@acme.test'))).body.data).toEqual([])
  })

  it("lets an admin read another user's posts but not a non-admin", async () => {
    const editorId = await userId(server, 'editor@acme.test')
    expect((await posts(tokens.admin, editorId)).body.data).toEqual([
      { value: 'CHEM_LEAD', name: 'Chemistry lead', nameZh: '化学负责人', nameTw: '化學負責人' },
    ])
    const refused = await posts(tokens.member, editorId)
    expect(refused.status).toBe(403)
    expect(refused.body.status).toBe(403)
  })

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const unknown = await posts(tokens.admin, '999999')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ status: 404, message: 'User not found' })
    expect((await posts(tokens.admin, 'abc')).status).toBe(400)
  })
})
