// The users import and export (docs/spec.md#administration): a dry run names each row's problems (row, column,
// reason) and stores nothing; labels (en/zh) map to codes, roles and organisations are found by
// name or code; an existing user is updated, not duplicated, and the same file twice changes
// nothing; all valid rows in one transaction (a failure mid-way stores none); generated
// passwords answered once; 403 for non-admins; tenant isolation; the export of the filtered list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, count, login, requestToken, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let admin: string
let globexAdmin: string
const base = '/api/admin/sysuser/admin'
const importUsers = (rows: unknown, dryRun: boolean, token = admin) => call(server.app, 'POST', `${base}/importUsers`, { token, json: { rows, dryRun } })
const row = (n: number, values: Record<string, string>) => ({ row: n, values })

beforeAll(async () => {
  server = await startServer()
  admin = await login(server.app, 'admin@acme.test')
  globexAdmin = await login(server.app, 'admin@globex.test', 'globex')
})
afterAll(() => server.close())

const user = (username: string) =>
  server.db.query<{ nickname: string; status: string; user_type: string; org: string; roles: string[]; is_use: boolean; full_name: string; tenant: string }>(
    `select u.nickname, u.status, u.user_type, u.is_use, u.full_name, o.code as org, t.code as tenant,
            array(select r.code from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles
     from users u join tenants t on t.id = u.tenant_id left join orgs o on o.id = u.org_id where lower(u.username) = lower($1)`,
    [username],
  )

const FILE = [
  row(2, {
    username: 'imp.one@acme.test',
    nickname: 'One',
    status: 'Enabled',
    userType: 'Partner',
    roleId: 'ROLE_MEMBER',
    orgId: 'ORG00002',
    initialPassword: 'Secr3t!x',
  }),
  row(3, { username: 'imp.two@acme.test', nickname: 'Two', status: '禁用', userType: '合作伙伴', roleId: 'Editor', orgId: 'Acme Lab 00003', isUse: '否' }),
  row(4, { username: 'bad', nickname: '', status: 'Sleeping', roleId: 'ROLE_NOPE', orgId: 'ORG00002', mobile: '12ab' }),
]

describe('import', () => {
  it('answers 403 to a member and an editor, storing nothing', async () => {
    const before = await count(server, 'users')
    for (const who of ['member@acme.test', 'editor@acme.test']) {
      const token = await login(server.app, who)
      expect((await importUsers(FILE, false, token)).status).toBe(403)
      expect((await call(server.app, 'GET', `${base}/exportUsers`, { token })).status).toBe(403)
    }
    expect(await count(server, 'users')).toBe(before)
  })

  it("answers 403 to a campus administrator (an import's roles and organisations are not checked one by one), and exports only their scope", async () => {
    const before = await count(server, 'users')
    const orgAdmin = await login(server.app, 'orgadmin@acme.test')
    const refused = await importUsers(FILE, false, orgAdmin)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Only an administrator whose data scope is all organisations may import users')
    expect(await count(server, 'users')).toBe(before)
    const mine = await call(server.app, 'GET', `${base}/exportUsers`, { token: orgAdmin })
    const all = await call(server.app, 'GET', `${base}/exportUsers`, { token: admin })
    expect(mine.body.data.total).toBeGreaterThan(0)
    expect(mine.body.data.total).toBeLessThan(all.body.data.total)
  })

  it('refuses what is not rows with a 400', async () => {
    expect((await importUsers('x', true)).status).toBe(400)
    expect((await importUsers([], true)).status).toBe(400)
    expect((await importUsers([{ row: 2, values: 3 }], true)).status).toBe(400)
    expect(
      (
        await importUsers(
          Array.from({ length: 5001 }, (_, i) => row(i + 2, { username: `u${i}@acme.test` })),
          true,
        )
      ).status,
    ).toBe(400)
    expect((await call(server.app, 'POST', `${base}/importUsers`, { token: admin, json: { rows: FILE, dryRun: 'no' } })).status).toBe(400)
  })

  it('a dry run names each problem by row, column and reason and stores nothing', async () => {
    const before = await count(server, 'users')
    const { status, body } = await importUsers(FILE, true)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ dryRun: true, created: 2, updated: 0, unchanged: 0, passwords: [] })
    const problems = body.data.problems as Array<{ row: number; column: string; reason: string }>
    expect(problems.every((p) => p.row === 4)).toBe(true)
    expect(problems.map((p) => p.column).sort()).toEqual(['mobile', 'nickname', 'roleId', 'status', 'username'])
    expect(problems.find((p) => p.column === 'username')!.reason).toMatch(/username must be/)
    expect(problems.find((p) => p.column === 'roleId')!.reason).toBe('No role is named or coded “ROLE_NOPE”')
    expect(problems.find((p) => p.column === 'status')!.reason).toBe('“Sleeping” is not a known status')
    expect(await count(server, 'users')).toBe(before)
  })

  it('imports the valid rows with labels mapped to codes; a generated password is answered once and signs in', async () => {
    const { status, body, headers } = await importUsers(FILE, false)
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body.data).toMatchObject({ dryRun: false, created: 2, updated: 0, unchanged: 0 })
    const [one] = await user('imp.one@acme.test')
    expect(one).toMatchObject({ status: 'enabled', user_type: 'partner', org: 'ORG00002', roles: ['ROLE_MEMBER'], is_use: true })
    const [two] = await user('imp.two@acme.test')
    expect(two).toMatchObject({ status: 'disabled', user_type: 'partner', org: 'ORG00003', roles: ['ROLE_EDITOR'], is_use: false })
    expect(await user('bad')).toEqual([])
    // Row 2 had a password; row 3 gets a generated one, answered once.
    expect(body.data.passwords).toHaveLength(1)
    expect(body.data.passwords[0]).toMatchObject({ row: 3, username: 'imp.two@acme.test' })
    expect((await requestToken(server.app, { username: 'imp.one@acme.test', password: 'Secr3t!x' })).status).toBe(200)
  })

  it('the same file twice changes nothing; a changed row updates the user instead of duplicating it', async () => {
    const before = await count(server, 'users')
    const again = await importUsers(FILE, false)
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 2, passwords: [] })
    expect(await count(server, 'users')).toBe(before)
    const changed = await importUsers([row(2, { username: 'IMP.ONE@acme.test', nickname: 'Uno', fullName: 'One Person', roleId: 'Editor' })], false)
    expect(changed.body.data).toMatchObject({ created: 0, updated: 1, unchanged: 0 })
    expect(await count(server, 'users')).toBe(before)
    const [one] = await user('imp.one@acme.test')
    // Columns the file lacks keep their values.
    expect(one).toMatchObject({ nickname: 'Uno', full_name: 'One Person', roles: ['ROLE_EDITOR'], org: 'ORG00002', user_type: 'partner' })
  })

  it('names a username repeated within the file and a deleted user’s username', async () => {
    const { body } = await importUsers(
      [
        row(2, { username: 'rep@acme.test', nickname: 'R', roleId: 'ROLE_MEMBER', orgId: 'ORG00001' }),
        row(7, { username: 'Rep@acme.test', nickname: 'R', roleId: 'ROLE_MEMBER', orgId: 'ORG00001' }),
      ],
      true,
    )
    expect(body.data.problems).toEqual([{ row: 7, column: 'username', reason: 'The same username as row 2' }])
  })

  it('stores all valid rows in one transaction: a failure on one row stores none of them', async () => {
    await server.db.exec(`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.username = 'boom@acme.test' then raise exception 'boom'; end if; return new; end $$;
      create trigger refuse_boom before insert on users for each row execute function refuse_boom();`)
    try {
      const before = await count(server, 'users')
      const rows = ['tx.a@acme.test', 'boom@acme.test', 'tx.b@acme.test'].map((username, i) =>
        row(i + 2, { username, nickname: 'T', roleId: 'ROLE_MEMBER', orgId: 'ORG00001', initialPassword: 'Secr3t!x' }),
      )
      const result = await importUsers(rows, false)
      expect(result.status).toBe(500)
      expect(await count(server, 'users')).toBe(before)
      expect(await user('tx.a@acme.test')).toEqual([])
    } finally {
      await server.db.exec('drop trigger refuse_boom on users; drop function refuse_boom();')
    }
  })

  it('keeps tenants apart: another tenant’s username is a new user there, its roles and organisations unknown', async () => {
    const { body } = await importUsers(
      [row(2, { username: 'imp.one@acme.test', nickname: 'G', roleId: 'ROLE_MEMBER', orgId: 'Acme Lab 00002' })],
      true,
      globexAdmin,
    )
    expect(body.data).toMatchObject({ created: 0, updated: 0 })
    expect(body.data.problems).toEqual([{ row: 2, column: 'orgId', reason: 'No organisation is named or coded “Acme Lab 00002”' }])
    const done = await importUsers(
      [row(2, { username: 'imp.one@acme.test', nickname: 'G', roleId: 'ROLE_MEMBER', orgId: 'Globex Lab 00001' })],
      false,
      globexAdmin,
    )
    expect(done.body.data).toMatchObject({ created: 1 })
    const both = await user('imp.one@acme.test')
    expect(both.map((u) => [u.tenant, u.nickname]).sort()).toEqual([
      ['acme', 'Uno'],
      ['globex', 'G'],
    ])
  })
})

describe('export', () => {
  it('answers every user the filters match, sorted, not paged, within the tenant', async () => {
    const all = await call(server.app, 'GET', `${base}/exportUsers`, { token: admin, query: { keyword: 'imp.', sortField: 'username', sortOrder: 'desc' } })
    expect(all.status).toBe(200)
    expect(all.body.data.list.map((u: { username: string }) => u.username)).toEqual(['imp.two@acme.test', 'imp.one@acme.test'])
    expect(all.body.data.total).toBe(2)
    const disabled = await call(server.app, 'GET', `${base}/exportUsers`, { token: admin, query: { keyword: 'imp.', status: 'disabled' } })
    expect(disabled.body.data.list.map((u: { username: string }) => u.username)).toEqual(['imp.two@acme.test'])
    const big = await call(server.app, 'GET', `${base}/exportUsers`, { token: admin })
    expect(big.body.data.list).toHaveLength(10_000)
    expect(big.body.data.total).toBeGreaterThan(10_000)
    const globex = await call(server.app, 'GET', `${base}/exportUsers`, { token: globexAdmin, query: { keyword: 'imp.' } })
    expect(globex.body.data.list.map((u: { nickname: string }) => u.nickname)).toEqual(['G'])
    expect((await call(server.app, 'GET', `${base}/exportUsers`, { token: admin, query: { status: 'asleep' } })).status).toBe(400)
  })
})
