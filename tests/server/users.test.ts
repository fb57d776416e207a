// Profile and password: updateSysUser (self, admin on others, validation with nothing written)
// and updatePassword (wrong old, rules, success then sign-in with the new password).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, PASSWORD, requestToken, startServer, userId, type TestServer } from './helpers.ts'

let server: TestServer
let ids: Record<'admin' | 'editor' | 'member' | 'lead', string>

beforeAll(async () => {
  server = await startServer()
  ids = {
    admin: await userId(server, 'admin@acme.test'),
    editor: await userId(server, 'editor@acme.test'),
    member: await userId(server, 'member@acme.test'),
    lead: await userId(server, 'lead@acme.test'),
  }
})
afterAll(() => server.close())

const update = (token: string, json: unknown, role?: string) => call(server.app, 'PUT', '/api/admin/sysuser/updateSysUser', { token, json, role })

async function row(id: string) {
  const [user] = await server.db.query<Record<string, unknown>>(
    'select nickname, full_name, email, username, audit_status, updated_at from users where id = $1',
    [Number(id)],
  )
  return user
}

describe('PUT /api/admin/sysuser/updateSysUser', () => {
  it('lets a user update their own profile (the write answers status and message only)', async () => {
    const token = await login(server.app, 'member@acme.test')
    const { status, body } = await update(token, { id: ids.member, nickname: '  Mimi ', jobTitle: 'Senior associate', phone: '+86 21 5555 0101' })
    expect(status).toBe(200)
    expect(body).toEqual({ status: 200, message: 'success' })
    const me = await call(server.app, 'GET', '/api/uaa/users/getSysUser', { token })
    expect(me.body.data).toMatchObject({
      id: ids.member,
      nickname: 'Mimi',
      introduction: 'Mimi',
      jobTitle: 'Senior associate',
      phone: '+86 21 5555 0101',
      fullName: 'Mia Chen',
    })
  })

  it('ignores fields that are not profile fields', async () => {
    const token = await login(server.app, 'member@acme.test')
    const { status } = await update(token, { id: ids.member, username: 'boss@acme.test', auditStatus: 'rejected', roles: ['ROLE_ADMIN'], password: 'x' })
    expect(status).toBe(200)
    expect((await call(server.app, 'GET', '/api/uaa/users/getSysUser', { token })).body.data).toMatchObject({
      username: 'member@acme.test',
      auditStatus: 'approved',
      roles: ['ROLE_MEMBER'],
    })
  })

  it("refuses a non-admin updating someone else's profile, leaving it unchanged", async () => {
    const token = await login(server.app, 'editor@acme.test')
    const before = await row(ids.admin)
    const { status, body } = await update(token, { id: ids.admin, nickname: 'Hacked' })
    expect(status).toBe(403)
    expect(body.status).toBe(403)
    expect(await row(ids.admin)).toEqual(before)
  })

  it('lets ROLE_ADMIN update another user of the tenant', async () => {
    const token = await login(server.app, 'admin@acme.test')
    const { status } = await update(token, { id: Number(ids.editor), company: 'Acme Pharma (Beijing)' })
    expect(status).toBe(200)
    const [edited] = await server.db.query('select company from users where id = $1', [Number(ids.editor)])
    expect(edited).toEqual({ company: 'Acme Pharma (Beijing)' })
  })

  it('answers 404 for an admin updating an unknown user', async () => {
    const token = await login(server.app, 'admin@acme.test')
    const { status, body } = await update(token, { id: '987654', nickname: 'Ghost' })
    expect(status).toBe(404)
    expect(body).toEqual({ status: 404, message: 'User not found' })
  })

  it.each([
    ['a malformed e-mail', { email: 'not-an-email' }, /valid e-mail/],
    ['an empty full name', { fullName: ' ' }, /Full name is required/],
    ['an empty nickname (docs/spec.md#account-rules: nickname is required)', { nickname: '  ' }, /Nickname is required/],
    ['a nickname over 64 characters', { nickname: 'n'.repeat(65) }, /at most 64/],
    ['a mobile with letters', { mobile: '12ab5678' }, /5 to 15 digits/],
    ['a javascript: avatar', { avatar: 'javascript:alert(1)' }, /avatar/i],
    ['a number as a text field', { nickname: 7 }, /Nickname must be text/],
    ['no id', { id: undefined, nickname: 'x' }, /id is required/],
    ['a malformed id', { id: 'abc', nickname: 'x' }, /not a valid user id/],
  ])('answers 400 for %s and writes nothing', async (_, fields, message) => {
    const token = await login(server.app, 'member@acme.test')
    const before = await row(ids.member)
    const { status, body } = await update(token, { id: ids.member, nickname: 'Changed', ...fields })
    expect(status).toBe(400)
    expect(body.status).toBe(400)
    expect(body.message).toMatch(message)
    expect(await row(ids.member)).toEqual(before)
  })

  it('answers 400 for a body that is not JSON and 50008 without a token', async () => {
    const token = await login(server.app, 'member@acme.test')
    expect((await update(token, '{broken')).status).toBe(400)
    expect((await update('', { id: ids.member })).body.status).toBe(50008)
  })
})

describe('PUT /api/account/sysuserdetail/updatePassword', () => {
  const change = (token: string, query: Record<string, string>) => call(server.app, 'PUT', '/api/account/sysuserdetail/updatePassword', { token, query })

  it.each([
    ['a wrong old password', { password: 'Wrong-pass1', newPassword: 'N3w-secret' }, 'The old password is incorrect'],
    ['a missing old password', { password: '', newPassword: 'N3w-secret' }, 'Please enter the old password!'],
    ['a missing new password', { password: PASSWORD, newPassword: '' }, 'Please enter the new password!'],
    ['a new password under 6 characters', { password: PASSWORD, newPassword: 'abc' }, 'The new password must be 6 to 31 characters'],
    ['a new password over 31 characters', { password: PASSWORD, newPassword: 'x'.repeat(32) }, 'The new password must be 6 to 31 characters'],
  ])('answers 400 for %s and keeps the password', async (_, query, message) => {
    const token = await login(server.app, 'editor@acme.test')
    const { status, body } = await change(token, { ...query, id: ids.editor })
    expect(status).toBe(400)
    expect(body).toEqual({ status: 400, message })
    expect((await requestToken(server.app, { username: 'editor@acme.test' })).status).toBe(200)
  })

  it("refuses to change another user's password", async () => {
    const token = await login(server.app, 'admin@acme.test')
    const { status, body } = await change(token, { password: PASSWORD, newPassword: 'N3w-secret', id: ids.editor })
    expect(status).toBe(403)
    expect(body.status).toBe(403)
    expect((await requestToken(server.app, { username: 'editor@acme.test' })).status).toBe(200)
  })

  it('reads the passwords from a form body as from the query (the console sends the body)', async () => {
    const token = await login(server.app, 'lead@acme.test')
    const form = await call(server.app, 'PUT', '/api/account/sysuserdetail/updatePassword', {
      token,
      form: { password: 'Wrong-pass1', newPassword: 'N3w-secret', id: ids.lead },
    })
    expect(form.body).toEqual({ status: 400, message: 'The old password is incorrect' })
  })

  it('limits wrong old passwords as sign-in does: 5, then 429 even for the right one', async () => {
    const token = await login(server.app, 'lead@acme.test')
    const guesses = await Promise.all(Array.from({ length: 12 }, () => change(token, { password: 'Wrong-pass1', newPassword: 'N3w-secret', id: ids.lead })))
    expect(guesses.filter((g) => g.status === 400).length).toBe(4) // the test before spent one
    expect(guesses.filter((g) => g.status === 429).length).toBe(8)
    expect((await change(token, { password: PASSWORD, newPassword: 'N3w-secret', id: ids.lead })).status).toBe(429)
    expect((await requestToken(server.app, { username: 'lead@acme.test' })).status).toBe(200)
  })

  it('changes the password: the new one signs in, the old one not, other sessions end', async () => {
    const other = await login(server.app, 'member@acme.test')
    const token = await login(server.app, 'member@acme.test')
    const { status, body } = await change(token, { password: PASSWORD, newPassword: 'N3w secret ', id: ids.member })
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 200, message: 'success' })

    expect((await requestToken(server.app, { username: 'member@acme.test' })).body.error).toBe('invalid_grant')
    expect((await requestToken(server.app, { username: 'member@acme.test', password: 'N3w secret ' })).status).toBe(200)
    expect((await call(server.app, 'GET', '/api/uaa/users/getSysUser', { token })).status).toBe(200)
    expect((await call(server.app, 'GET', '/api/uaa/users/getSysUser', { token: other })).body.status).toBe(50008)
  })
})
