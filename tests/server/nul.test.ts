// A NUL character in any text of any endpoint is a clear 400, never a 500, and changes nothing
// (docs/spec.md#server-hardening: PostgreSQL answered "invalid byte sequence" on 8 endpoints).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASIC_AUTH, call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startServer()
  token = await login(server.app, 'admin@acme.test', 'acme')
})
afterAll(() => server.close())

const NUL = '\u0000'
const ENDPOINTS: Array<{ method: string; path: string; field: string; via: 'query' | 'form' | 'json'; auth?: boolean }> = [
  { method: 'POST', path: '/api/uaa/oauth/token', field: 'tenantCode', via: 'form' },
  { method: 'POST', path: '/api/uaa/oauth/token', field: 'username', via: 'query' },
  { method: 'GET', path: '/api/uaa/captcha', field: 'x', via: 'query' },
  { method: 'POST', path: '/api/account/sysuserdetail/compareCaptcha', field: 'captchaId', via: 'query' },
  { method: 'POST', path: '/api/account/sysuserdetail/registerAccount', field: 'username', via: 'json' },
  { method: 'POST', path: '/api/account/sysuserdetail/queryCurrentAuthority', field: 'postCode', via: 'query', auth: true },
  { method: 'PUT', path: '/api/admin/sysuser/updateSysUser', field: 'nickname', via: 'json', auth: true },
  { method: 'PUT', path: '/api/account/sysuserdetail/updatePassword', field: 'password', via: 'query', auth: true },
  { method: 'GET', path: '/api/admin/sysuserpost/querySysUserPostTree', field: 'userId', via: 'query', auth: true },
  { method: 'GET', path: '/api/admin/sysorg/querySysOrg', field: 'name', via: 'query', auth: true },
  { method: 'GET', path: '/api/admin/sysdict/queryDictByDictType', field: 'dictType', via: 'query', auth: true },
  { method: 'GET', path: '/api/notification/notification/queryMyNotification', field: 'title', via: 'query', auth: true },
  { method: 'POST', path: '/api/notification/notification/markRead', field: 'id', via: 'query', auth: true },
  { method: 'GET', path: '/api/chemistry/compound/queryCompounds', field: 'search', via: 'query', auth: true },
  { method: 'POST', path: '/api/chemistry/compound/saveCompound', field: 'smiles', via: 'json', auth: true },
  { method: 'POST', path: '/api/chemistry/compound/deleteCompound', field: 'id', via: 'query', auth: true },
]

describe('a NUL character', () => {
  it.each(ENDPOINTS)('in $via $field of $method $path is a 400 with a clear message', async ({ method, path, field, via, auth }) => {
    const value = `bad${NUL}value`
    const { status, body } = await call(server.app, method, path, {
      ...(auth ? { token } : { headers: { Authorization: BASIC_AUTH } }),
      ...(via === 'query' ? { query: { [field]: value } } : {}),
      ...(via === 'form' ? { form: { [field]: value } } : {}),
      ...(via === 'json' ? { json: { [field]: value } } : {}),
    })
    expect(status).toBe(400)
    expect(body).toMatchObject({ status: 400, message: 'Text must not contain the NUL character (U+0000)' })
  })

  it('deep in a JSON body, and in a key, is refused; a profile update with it changes nothing', async () => {
    const before = await call(server.app, 'GET', '/api/uaa/users/getSysUser', { token })
    const nested = await call(server.app, 'PUT', '/api/admin/sysuser/updateSysUser', { token, json: { id: before.body.data.id, profile: { a: [{ b: NUL }] } } })
    expect(nested.status).toBe(400)
    const key = await call(server.app, 'PUT', '/api/admin/sysuser/updateSysUser', {
      token,
      json: { id: before.body.data.id, [`nick${NUL}name`]: 'x', nickname: 'Changed' },
    })
    expect(key.status).toBe(400)
    const after = await call(server.app, 'GET', '/api/uaa/users/getSysUser', { token })
    expect(after.body.data).toEqual(before.body.data)
  })

  it('leaves ordinary text, including other control characters the routes judge, to the routes', async () => {
    const { status } = await call(server.app, 'GET', '/api/admin/sysorg/querySysOrg', { token, query: { name: 'Acme\u00e9 Lab' } })
    expect(status).toBe(200)
  })
})
