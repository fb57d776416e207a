// Sign-in and sessions: the password grant (form and query), client authentication, audit
// states, user info, registerNewSession (50012), expiry (50014), missing/unknown token (50008),
// logout and the active role header.
import { tokenQuery } from '#platform/core/api/auth.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASIC_AUTH, call, login, PASSWORD, requestToken, startServer, userId, type TestServer } from './helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())

const getSysUser = (token?: string, role?: string) => call(server.app, 'GET', '/api/uaa/users/getSysUser', { token, role })

describe('POST /api/uaa/oauth/token', () => {
  it("grants a token for the family's contract: fields in the query, scope ui, client browser", async () => {
    const { status, body, headers } = await requestToken(server.app, { username: 'admin@acme.test' })
    expect(status).toBe(200)
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 7200, scope: 'ui' })
    expect(body.access_token.length).toBeGreaterThanOrEqual(40)
    expect(headers.get('cache-control')).toBe('no-store')
  })

  it('also reads the fields from a form-encoded body, as Spring does', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/uaa/oauth/token', {
      headers: { Authorization: BASIC_AUTH },
      form: {
        tenantCode: 'acme',
        username: 'editor@acme.test',
        password: PASSWORD,
        scope: 'ui',
        grant_type: 'password',
        client_id: 'browser',
        type: 'account',
      },
    })
    expect(status).toBe(200)
    expect(body.token_type).toBe('bearer')
    const user = await getSysUser(body.access_token)
    expect(user.body.data.username).toBe('editor@acme.test')
  })

  it.each([
    ['another scope', { scope: 'server' }, 400, 'invalid_scope'],
    ['no scope', { scope: '' }, 400, 'invalid_scope'],
    ['a client_id other than the Basic client', { client_id: 'mobile' }, 401, 'invalid_client'],
  ])('refuses %s as the real server does', async (_, override, status, error) => {
    const query = { ...tokenQuery({ tenantCode: 'acme', username: 'admin@acme.test', password: PASSWORD }), ...override }
    const answer = await call(server.app, 'POST', '/api/uaa/oauth/token', { headers: { Authorization: BASIC_AUTH }, query })
    expect(answer.status).toBe(status)
    expect(answer.body.error).toBe(error)
  })

  it('matches the username case-insensitively and trims username and tenant code', async () => {
    const { status } = await requestToken(server.app, { username: '  ADMIN@Acme.Test ', tenantCode: ' acme ' })
    expect(status).toBe(200)
  })

  it('does not trim the password', async () => {
    const { status, body } = await requestToken(server.app, { username: 'admin@acme.test', password: ` ${PASSWORD} ` })
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'invalid_grant', error_description: 'Bad credentials' })
  })

  it.each([
    ['a wrong password', { username: 'admin@acme.test', password: 'wrong-password' }],
    ['an unknown user', { username: 'nobody@acme.test' }],
    ['an unknown tenant', { username: 'admin@acme.test', tenantCode: 'initech' }],
    ["another tenant's user", { username: 'admin@globex.test', tenantCode: 'acme' }],
  ])('answers 400 invalid_grant for %s', async (_, input) => {
    const { status, body } = await requestToken(server.app, input)
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'invalid_grant', error_description: 'Bad credentials' })
  })

  it.each([
    ['no client authorization', undefined],
    ['an unknown client', `Basic ${btoa('mobile:')}`],
    ['a wrong client secret', `Basic ${btoa('browser:secret')}`],
    ['a bearer header', 'Bearer abc'],
  ])('answers 401 invalid_client for %s', async (_, authorization) => {
    const { status, body } = await requestToken(
      server.app,
      { username: 'admin@acme.test' },
      {
        headers: authorization ? { Authorization: authorization } : {},
      },
    )
    expect(status).toBe(401)
    expect(body).toMatchObject({ error: 'invalid_client', error_description: expect.any(String) })
  })

  it('refuses other grant types', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/uaa/oauth/token', {
      headers: { Authorization: BASIC_AUTH },
      form: { tenantCode: 'acme', username: 'admin@acme.test', password: PASSWORD, grant_type: 'client_credentials' },
    })
    expect(status).toBe(400)
    expect(body.error).toBe('unsupported_grant_type')
  })

  it('tells a pending account apart from bad credentials, only with the right password', async () => {
    await server.db.query("update users set audit_status = 'pending' where username = 'member@acme.test'")
    try {
      const right = await requestToken(server.app, { username: 'member@acme.test' })
      expect(right.status).toBe(400)
      expect(right.body).toEqual({ error: 'invalid_grant', error_description: 'Account is pending approval' })
      const wrong = await requestToken(server.app, { username: 'member@acme.test', password: 'nope-nope' })
      expect(wrong.body.error_description).toBe('Bad credentials')
    } finally {
      await server.db.query("update users set audit_status = 'approved' where username = 'member@acme.test'")
    }
  })

  // A rejected, disabled or deleted account is refused exactly like an unknown one
  // (docs/spec.md#administration).
  it.each([
    ["audit_status = 'rejected'", "audit_status = 'approved'"],
    ["status = 'disabled'", "status = 'enabled'"],
    ['deleted_at = now()', 'deleted_at = null'],
  ])('refuses an account with %s as bad credentials, even with the right password', async (set, reset) => {
    await server.db.query(`update users set ${set} where username = 'member@acme.test'`)
    try {
      const right = await requestToken(server.app, { username: 'member@acme.test' })
      expect(right.status).toBe(400)
      expect(right.body).toEqual({ error: 'invalid_grant', error_description: 'Bad credentials' })
    } finally {
      await server.db.query(`update users set ${reset} where username = 'member@acme.test'`)
    }
  })

  it('stores only a hash of the token', async () => {
    const token = await login(server.app, 'member@acme.test')
    const rows = await server.db.query<{ token_hash: string }>('select token_hash from sessions')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((row) => row.token_hash === token)).toBe(false)
  })
})

describe('GET /api/uaa/users/getSysUser', () => {
  it('answers the current user in the envelope, introduction from nickname, no password', async () => {
    const token = await login(server.app, 'admin@acme.test')
    const { status, body } = await getSysUser(token)
    expect(status).toBe(200)
    expect(body.status).toBe(200)
    expect(body.message).toBe('success')
    expect(body.data).toMatchObject({
      id: await userId(server, 'admin@acme.test'),
      username: 'admin@acme.test',
      nickname: 'Ada Admin',
      introduction: 'Ada Admin',
      fullName: 'Ada Lovelace',
      company: 'Acme Pharma',
      jobTitle: 'Head of Medicinal Chemistry',
      roles: ['ROLE_ADMIN'],
      tenantCode: 'acme',
      auditStatus: 'approved',
    })
    for (const field of ['referee', 'mobile', 'email', 'phone', 'geographic', 'address', 'profile', 'avatar']) {
      expect(typeof body.data[field]).toBe('string')
    }
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i)
  })

  it.each([
    ['no token', undefined],
    ['an unknown token', 'not-a-real-token'],
  ])('answers 401 code 50008 for %s', async (_, token) => {
    const { status, body } = await getSysUser(token)
    expect(status).toBe(401)
    expect(body).toEqual({ status: 50008, message: 'Invalid token' })
  })

  it('answers 50008 for a non-bearer authorization header', async () => {
    const { status, body } = await call(server.app, 'GET', '/api/uaa/users/getSysUser', { headers: { Authorization: BASIC_AUTH } })
    expect(status).toBe(401)
    expect(body.status).toBe(50008)
  })
})

describe('sessions', () => {
  it('registerNewSession replaces older sessions of the same user with 50012', async () => {
    const first = await login(server.app, 'editor@acme.test')
    const other = await login(server.app, 'member@acme.test')
    const second = await login(server.app, 'editor@acme.test')
    const registered = await call(server.app, 'POST', '/api/admin/sysuser/registerNewSession', { token: second })
    expect(registered.status).toBe(200)
    expect(registered.body).toEqual({ status: 200, message: 'success' })

    const old = await getSysUser(first)
    expect(old.status).toBe(401)
    expect(old.body).toEqual({ status: 50012, message: 'Your session was replaced by a login elsewhere' })
    expect((await getSysUser(second)).status).toBe(200)
    expect((await getSysUser(other)).status).toBe(200)
  })

  it('registerNewSession of an older session leaves newer sessions alone', async () => {
    const older = await login(server.app, 'editor@acme.test')
    const newer = await login(server.app, 'editor@acme.test')
    await call(server.app, 'POST', '/api/admin/sysuser/registerNewSession', { token: older })
    expect((await getSysUser(newer)).status).toBe(200)
    expect((await getSysUser(older)).status).toBe(200)
  })

  it('registerNewSession without a token answers 50008', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/admin/sysuser/registerNewSession')
    expect(status).toBe(401)
    expect(body.status).toBe(50008)
  })

  it('expires a token after TOKEN_TTL_SECONDS with 50014', async () => {
    const token = await login(server.app, 'member@acme.test')
    server.clock.advance(7199 * 1000)
    expect((await getSysUser(token)).status).toBe(200)
    server.clock.advance(1000)
    const { status, body } = await getSysUser(token)
    expect(status).toBe(401)
    expect(body).toEqual({ status: 50014, message: 'Token expired' })
  })

  it('logout revokes the token; later calls answer 50008', async () => {
    const token = await login(server.app, 'member@acme.test')
    const out = await call(server.app, 'POST', '/api/uaa/logout', { token })
    expect(out.status).toBe(200)
    expect(out.body).toMatchObject({ status: 200, message: 'success' })
    const after = await getSysUser(token)
    expect(after.status).toBe(401)
    expect(after.body.status).toBe(50008)
  })

  it('logout succeeds with an expired token and refuses a request without one', async () => {
    const token = await login(server.app, 'member@acme.test')
    server.clock.advance(8000 * 1000)
    expect((await call(server.app, 'POST', '/api/uaa/logout', { token })).status).toBe(200)
    const missing = await call(server.app, 'POST', '/api/uaa/logout')
    expect(missing.status).toBe(401)
    expect(missing.body.status).toBe(50008)
  })
})

describe('the RoleCode header', () => {
  it('accepts a role the user holds and uses the first role when absent', async () => {
    const token = await login(server.app, 'admin@acme.test')
    expect((await getSysUser(token, 'ROLE_ADMIN')).status).toBe(200)
    const authority = await call(server.app, 'POST', '/api/account/sysuserdetail/queryCurrentAuthority', { token })
    expect(authority.body.currentAuthority).toEqual(['ROLE_ADMIN'])
  })

  it('answers 403 for a role the user does not hold', async () => {
    const token = await login(server.app, 'member@acme.test')
    const { status, body } = await getSysUser(token, 'ROLE_ADMIN')
    expect(status).toBe(403)
    expect(body).toEqual({ status: 403, message: expect.stringContaining('ROLE_ADMIN') })
  })
})

describe('token lifetime setting', () => {
  it('answers expires_in from tokenTtlSeconds and expires accordingly', async () => {
    const short = await startServer({ tokenTtlSeconds: 60 })
    try {
      const { body } = await requestToken(short.app, { username: 'admin@acme.test' })
      expect(body.expires_in).toBe(60)
      short.clock.advance(61_000)
      const user = await call(short.app, 'GET', '/api/uaa/users/getSysUser', { token: body.access_token })
      expect(user.body.status).toBe(50014)
    } finally {
      await short.close()
    }
  })
})
