// The console against a deployed backend of its family (Spring Security OAuth2 behind /api/uaa):
// the real client (createHttp + the platform's and a domain's calls) talks to a stand-in that
// replays that backend's request checks and answer shapes — it refuses the token request unless
// the fields are URL query parameters with scope=ui, client_id=browser, type=account and Basic
// `browser:`; it reads the role from `RoleCode`; writes answer `{status, message}`, lists
// `{status, message, data}`, pages `{list, pagination}`, and the authority a raw JSON string.
import { describe, expect, it } from 'vitest'
import { createApi } from '#platform/core/api/endpoints.ts'
import { createHttp } from '#platform/core/http/client.ts'
import { createSessionGate } from '#platform/core/http/sessionGate.ts'
import { createAccountApi } from '../../../../src/domains/account/contract.ts'
import { createAdminApi } from '../../../../src/domains/admin/contract.ts'

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json;charset=UTF-8' } })

interface Seen {
  method: string
  url: URL
  headers: Headers
  body: string
}

/** A deployed backend's behaviour, as recorded from one (only what the console relies on). */
function deployedBackend(seen: Seen[]) {
  return async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const headers = new Headers(init.headers)
    const body = typeof init.body === 'string' ? init.body : init.body ? String(init.body) : ''
    seen.push({ method: init.method ?? 'GET', url, headers, body })
    const q = url.searchParams
    switch (url.pathname) {
      case '/api/uaa/oauth/token': {
        if (headers.get('authorization') !== `Basic ${btoa('browser:')}`)
          return json({ error: 'unauthorized', error_description: 'Full authentication is required' }, 401)
        if (q.get('scope') !== 'ui') return json({ error: 'invalid_scope', error_description: `Invalid scope: ${q.get('scope')}` }, 400)
        if (q.get('client_id') !== 'browser' || q.get('type') !== 'account' || q.get('grant_type') !== 'password')
          return json({ error: 'invalid_request', error_description: 'Missing parameters' }, 400)
        if (q.get('password') !== 'Passw0rd!') return json({ error: 'invalid_grant', error_description: 'Bad credentials' }, 400)
        return json({ access_token: 'a1b2', token_type: 'bearer', refresh_token: 'r', expires_in: 43199, scope: 'ui', tenantCode: q.get('tenantCode') })
      }
      case '/api/account/sysuserdetail/queryCurrentAuthority':
        // Answered as a JSON string holding the object.
        return json(
          JSON.stringify(
            JSON.stringify({ status: 'ok', type: 'account', currentAuthority: [headers.get('rolecode')], menu: '/workbench,/sider', menuButton: [] }),
          ),
        )
      case '/api/admin/sysorg/querySysOrg':
        return json({
          status: 200,
          message: 'success',
          data: { list: [{ id: 1, code: 'ORG1', name: 'Lab', parentId: null }], pagination: { total: 41, pageSize: 10, current: 2 } },
        })
      case '/api/admin/sysuser/updateSysUser':
        return json({ status: 200, message: 'success' })
      case '/api/account/sysuserdetail/updatePassword':
        return json({ status: 500, message: 'The old password is incorrect' })
      default:
        return json({ status: 404, message: 'Not Found' }, 404)
    }
  }
}

function client() {
  const seen: Seen[] = []
  const http = createHttp({
    baseURL: 'https://tenant.example/api',
    getToken: () => 'a1b2',
    getRoleCode: () => 'ROLE_CHEMIST',
    fetch: deployedBackend(seen) as typeof fetch,
    gate: createSessionGate(),
  })
  return { seen, api: createApi(http), account: createAccountApi(http), admin: createAdminApi(http) }
}

describe('the contract of a deployed backend', () => {
  it('signs in with the fields as URL query parameters, scope ui, client browser, type account', async () => {
    const { api, seen } = client()
    const token = await api.login({ tenantCode: 'acme', username: 'chemist@acme.test', password: 'Passw0rd!' })
    expect(token).toMatchObject({ access_token: 'a1b2', scope: 'ui' })
    const [request] = seen
    expect(request.method).toBe('POST')
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      tenantCode: 'acme',
      username: 'chemist@acme.test',
      password: 'Passw0rd!',
      scope: 'ui',
      grant_type: 'password',
      client_id: 'browser',
      type: 'account',
    })
    expect(request.body).toBe('')
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(request.headers.get('authorization')).toBe(`Basic ${btoa('browser:')}`)
  })

  it('reads a refused password as the OAuth error it is', async () => {
    const { api } = client()
    await expect(api.login({ tenantCode: 'acme', username: 'x', password: 'wrong' })).rejects.toMatchObject({ kind: 'auth', code: 'invalid_grant' })
  })

  it('sends the role code in RoleCode and reads an authority answered as a JSON string', async () => {
    const { api, seen } = client()
    const authority = await api.queryCurrentAuthority({ username: 'chemist@acme.test' })
    expect(authority).toMatchObject({ currentAuthority: ['ROLE_CHEMIST'], menu: '/workbench,/sider' })
    expect(seen[0].headers.get('RoleCode')).toBe('ROLE_CHEMIST')
    expect(seen[0].headers.has('X-Role-Code')).toBe(false)
  })

  it('reads a page as {list, pagination: {total, pageSize, current}}', async () => {
    const { admin } = client()
    const page = await admin.querySysOrg({ currentPage: 2, pageSize: 10 })
    expect(page.pagination).toEqual({ total: 41, pageSize: 10, current: 2 })
    expect(page.list).toHaveLength(1)
  })

  it("takes a write answered {status, message: 'success'} without data as done", async () => {
    const { account } = client()
    await expect(account.updateSysUser({ id: '7', nickname: 'Rosa' })).resolves.toBeUndefined()
  })

  it('rejects a write whose message is not success, with the server message', async () => {
    const { account } = client()
    await expect(account.updatePassword({ password: 'a', newPassword: 'b', id: '7' })).rejects.toMatchObject({
      kind: 'business',
      message: 'The old password is incorrect',
    })
  })

  it('sends a password change as form parameters in the body, never in the URL', async () => {
    const { account, seen } = client()
    await account.updatePassword({ password: 'Old-pass1', newPassword: 'N3w-pass!', id: '7' }).catch(() => undefined)
    const sent = seen.find((s) => s.url.pathname.endsWith('/updatePassword'))!
    expect(sent.method).toBe('PUT')
    expect(sent.url.search).toBe('')
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({ password: 'Old-pass1', newPassword: 'N3w-pass!', id: '7' })
  })
})
