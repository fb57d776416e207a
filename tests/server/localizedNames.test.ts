// Names people give data in three languages (platform/localizedNames.ts, migrations 0024–0025):
// roles and dictionary types (and the types' descriptions) carry English, Simplified and
// Traditional Chinese names — seeded, listed, created, renamed (a client that sends only `name`
// keeps the Chinese ones), checked — and every answer that names a role carries them: the user's
// own roles, the users list, the recipients; a refusal in the reader's language names the role
// in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let admin: string
beforeAll(async () => {
  server = await startServer()
  admin = await login(server.app, 'admin@acme.test')
})
afterAll(() => server.close())

const ROLES = '/api/admin/sysrole'
const DICTS = '/api/admin/sysdict/admin'
const req = (method: string, path: string, json?: unknown, headers?: Record<string, string>, token = admin) =>
  call(server.app, method, path, { token, ...(json !== undefined ? { json } : {}), ...(headers ? { headers } : {}) })

async function role(code: string) {
  const list = (await req('GET', `${ROLES}/queryRoleList`)).body.data as Array<{ id: string; code: string; name: string; nameZh: string; nameTw: string }>
  return list.find((r) => r.code === code)!
}

describe('roles', () => {
  it('are seeded with their Chinese names', async () => {
    expect(await role('ROLE_ADMIN')).toMatchObject({ name: 'Administrator', nameZh: '管理员', nameTw: '管理員' })
    expect(await role('ROLE_ORG_ADMIN')).toMatchObject({ name: 'Campus administrator', nameZh: '校区管理员', nameTw: '校區管理員' })
  })

  it('are created and renamed with three names; a rename with only `name` keeps the Chinese ones', async () => {
    const created = await req('POST', `${ROLES}/createRole`, { code: 'ROLE_LAB_LEAD', name: 'Lab lead', nameZh: ' 实验室负责人 ', nameTw: '' })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(await role('ROLE_LAB_LEAD')).toMatchObject({ name: 'Lab lead', nameZh: '实验室负责人', nameTw: '' })
    const id = created.body.data.id
    expect((await req('PUT', `${ROLES}/updateRole`, { id, name: 'Lab head', nameTw: '實驗室主管' })).status).toBe(200)
    expect(await role('ROLE_LAB_LEAD')).toMatchObject({ name: 'Lab head', nameZh: '实验室负责人', nameTw: '實驗室主管' })
    expect((await req('PUT', `${ROLES}/updateRole`, { id, name: 'Lab head', nameZh: '' })).status).toBe(200)
    expect(await role('ROLE_LAB_LEAD')).toMatchObject({ nameZh: '', nameTw: '實驗室主管' })
  })

  it('refuses a Chinese name that is too long or not text, naming its field, and changes nothing', async () => {
    const { id } = await role('ROLE_EDITOR')
    const long = await req('PUT', `${ROLES}/updateRole`, { id, name: 'Editor', nameZh: '长'.repeat(51) }, { 'Accept-Language': 'zh-CN' })
    expect(long.status).toBe(400)
    expect(long.body).toMatchObject({ field: 'nameZh', message: '名称（简体中文）最多 50 个字符' })
    expect((await req('PUT', `${ROLES}/updateRole`, { id, name: 'Editor', nameTw: 7 })).body).toMatchObject({ status: 400, field: 'nameTw' })
    expect(await role('ROLE_EDITOR')).toMatchObject({ name: 'Editor', nameZh: '编辑', nameTw: '編輯' })
  })
})

describe('dictionary types', () => {
  const type = async (code: string) => ((await req('GET', `${DICTS}/queryDictTypes`)).body.data as Array<{ code: string }>).find((t) => t.code === code)
  it('are seeded, listed and edited with their Chinese names and descriptions', async () => {
    expect(await type('userStatus')).toMatchObject({
      name: 'User status',
      nameZh: '用户状态',
      nameTw: '使用者狀態',
      descriptionZh: '用户能否登录',
      descriptionTw: '使用者能否登入',
    })
    const saved = await req('PUT', `${DICTS}/updateDictType`, {
      code: 'priority',
      name: 'Priority',
      nameZh: '紧急程度',
      nameTw: '緊急程度',
      description: 'How urgent',
      descriptionZh: '有多紧急',
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    // The Traditional description it left out stays.
    expect(await type('priority')).toMatchObject({
      nameZh: '紧急程度',
      nameTw: '緊急程度',
      description: 'How urgent',
      descriptionZh: '有多紧急',
      descriptionTw: '通知的緊急程度',
    })
    const long = await req(
      'PUT',
      `${DICTS}/updateDictType`,
      { code: 'priority', name: 'Priority', description: '', descriptionTw: '長'.repeat(201) },
      { 'Accept-Language': 'zh-TW' },
    )
    expect(long.body).toMatchObject({ status: 400, field: 'descriptionTw', message: '描述（繁體中文）最多 200 個字元' })
    expect((await req('POST', `${DICTS}/createDictType`, { code: 'labKind', name: 'Lab kind' })).status).toBe(200)
    expect(await type('labKind')).toMatchObject({ name: 'Lab kind', nameZh: '', nameTw: '', descriptionZh: '', descriptionTw: '' })
  })
})

describe('answers that name a role', () => {
  it("the user's own roles (getSysUser), the users list and the recipients carry the names", async () => {
    const me = (await req('GET', '/api/uaa/users/getSysUser')).body.data
    expect(me.roleNames).toEqual([{ code: 'ROLE_ADMIN', name: 'Administrator', nameZh: '管理员', nameTw: '管理員' }])
    expect(me.roles).toEqual(['ROLE_ADMIN'])
    const users = (await call(server.app, 'GET', '/api/admin/sysuser/admin/queryUsers', { token: admin, query: { keyword: 'member@acme.test' } })).body.data
      .list
    expect(users[0]).toMatchObject({ roleCode: 'ROLE_MEMBER', roleName: 'Member', roleNameZh: '成员', roleNameTw: '成員' })
    const targets = (await req('GET', '/api/notification/publish/queryTargetRoles')).body.data
    expect(targets).toContainEqual({ code: 'ROLE_EDITOR', name: 'Editor', nameZh: '编辑', nameTw: '編輯' })
  })

  it('a refusal in Chinese names the role by its Chinese name', async () => {
    const orgAdmin = await login(server.app, 'orgadmin@acme.test')
    // A user of the delegated administrator's own organisation who also holds ROLE_ADMIN.
    const [row] = await server.db.query<{ id: number }>(
      `select u.id from users u join users oa on oa.username = 'orgadmin@acme.test' and oa.org_id = u.org_id
       where u.id <> oa.id and u.deleted_at is null order by u.id limit 1`,
    )
    await server.db.query(
      `insert into user_roles (user_id, role_id, sort) select $1, id, 1 from roles r where r.code = 'ROLE_ADMIN' and r.tenant_id = (select tenant_id from users where id = $1)`,
      [row.id],
    )
    const refused = await call(server.app, 'POST', '/api/admin/sysuser/admin/setStatus', {
      token: orgAdmin,
      json: { id: String(row.id), status: 'disabled' },
      headers: { 'Accept-Language': 'zh-TW' },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toContain('「管理員」')
  })
})
