// Attacks with the seeded accounts (docs/server.md, "Rules an attacker meets"): each was
// reproduced on the reference server before its rule was built, and each must now fail, change
// nothing and say why. A delegated administrator (orgadmin@acme.test: ROLE_ORG_ADMIN, its campus
// and below) against users whose roles reach further and against its own role; many wrong
// passwords sent at once. Runs on PostgreSQL too (TEST_DATABASE_URL).
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTIFICATION_STREAM_PATH } from '../../src/domains/notifications/contract.ts'
import { MAX_STREAMS_PER_USER } from '../../demo/server/domains/notifications/streamWatch.ts'
import { compoundsSdf } from '../../src/domains/chemistry/logic/compoundsCsv.ts'
import { loadConfig } from '../../demo/server/platform/config.ts'
import { call, login, requestToken, startServer, type TestServer } from '../server/helpers.ts'
import { openStream } from '../server/streamClient.ts'

const USERS = '/api/admin/sysuser/admin'
const ROLES = '/api/admin/sysrole'

let server: TestServer
let orgAdmin: string
let http: ServerType
let streamUrl: string

beforeAll(async () => {
  server = await startServer()
  orgAdmin = await login(server.app, 'orgadmin@acme.test')
  http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => http.once('listening', resolve))
  streamUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api${NOTIFICATION_STREAM_PATH}`
})
afterAll(async () => {
  await new Promise((resolve) => http?.close(resolve))
  await server?.close()
})

/** A user of the campus administrator's campus (Acme Lab 00002 and below) holding ROLE_MEMBER,
 * whose data scope is all organisations: beyond the campus administrator's reach. */
async function memberInCampus(): Promise<{ id: number; username: string; row: string }> {
  const [user] = await server.db.query<{ id: number; username: string }>(
    `with recursive sub(id) as (select id from orgs where code = 'ORG00002' and tenant_id = 1
       union all select o.id from orgs o join sub on o.parent_id = sub.id)
     select u.id, u.username from users u
     where u.org_id in (select id from sub) and u.deleted_at is null and u.status = 'enabled' and u.audit_status = 'approved'
       and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.code = 'ROLE_MEMBER')
     order by u.id limit 1`,
  )
  return { ...user, row: await userRow(user.id) }
}

/** Everything stored of a user and its roles, to compare before and after a refused write. */
async function userRow(id: number): Promise<string> {
  const [row] = await server.db.query('select * from users where id = $1', [id])
  const roles = await server.db.query('select role_id, sort from user_roles where user_id = $1 order by sort', [id])
  return JSON.stringify({ row, roles })
}

describe('a delegated administrator cannot take over a user with wider roles', () => {
  it('refuses every write on such a user with 403 and the reason, and changes nothing', async () => {
    const target = await memberInCampus()
    const listed = await call(server.app, 'GET', `${USERS}/queryUsers`, { token: orgAdmin, query: { keyword: target.username } })
    expect(listed.body.data.list[0]).toMatchObject({ username: target.username, manageable: false })
    const [roleMember] = await server.db.query<{ id: number }>("select id from roles where tenant_id = 1 and code = 'ROLE_ORG_ADMIN'")
    const user = (await call(server.app, 'GET', `${USERS}/getUser`, { token: orgAdmin, query: { id: target.id } })).body.data
    const writes: Array<[string, string, unknown]> = [
      ['POST', 'resetPassword', { id: target.id }],
      ['PUT', 'updateUser', { ...user, email: 'attacker@evil.test' }],
      ['POST', 'setStatus', { id: target.id, status: 'disabled' }],
      ['POST', 'deleteUser', { id: target.id }],
      ['PUT', 'saveUserRoles', { id: target.id, roleIds: [roleMember.id] }],
    ]
    for (const [method, path, json] of writes) {
      const res = await call(server.app, method, `${USERS}/${path}`, { token: orgAdmin, json })
      expect(res.status, path).toBe(403)
      expect(res.body.message, path).toMatch(/holds the role “Member”, which is beyond your own roles/)
      expect(res.body.data?.password, path).toBeUndefined()
    }
    expect(await userRow(target.id)).toBe(target.row)
    // The user still signs in with their own password.
    expect((await requestToken(server.app, { username: target.username })).status).toBe(200)
  })

  it('still manages a user within its reach (a user it created in its campus)', async () => {
    const [org] = await server.db.query<{ id: number }>("select id from orgs where code = 'ORG00021' and tenant_id = 1")
    const [role] = await server.db.query<{ id: number }>("select id from roles where tenant_id = 1 and code = 'ROLE_ORG_ADMIN'")
    const created = await call(server.app, 'POST', `${USERS}/createUser`, {
      token: orgAdmin,
      json: {
        username: 'helper@acme.test',
        password: 'Passw0rd!x',
        confirmPassword: 'Passw0rd!x',
        nickname: 'Helper',
        email: 'helper@example.com',
        mobile: '13800009999',
        status: 'enabled',
        userType: 'internal',
        roleId: role.id,
        orgId: org.id,
      },
    })
    expect(created.status).toBe(200)
    const [helper] = await server.db.query<{ id: number }>("select id from users where username = 'helper@acme.test'")
    const reset = await call(server.app, 'POST', `${USERS}/resetPassword`, { token: orgAdmin, json: { id: helper.id } })
    expect(reset.status).toBe(200)
    expect(reset.body.data.password).toMatch(/.{8,}/)
  })

  it('still decides the sign-ups of its campus: a pending sign-up holds no power yet', async () => {
    const [pending] = await server.db.query<{ id: number }>(
      `with recursive sub(id) as (select id from orgs where code = 'ORG00002' and tenant_id = 1
         union all select o.id from orgs o join sub on o.parent_id = sub.id)
       select u.id from users u where u.org_id in (select id from sub) and u.audit_status = 'pending' order by u.id limit 1`,
    )
    const listed = await call(server.app, 'GET', `${USERS}/queryUsers`, { token: orgAdmin, query: { auditStatus: 'pending', pageSize: 200 } })
    expect(listed.body.data.list.find((u: { id: string }) => u.id === String(pending.id))?.manageable).toBe(true)
    const rejected = await call(server.app, 'POST', `${USERS}/auditUser`, {
      token: orgAdmin,
      json: { id: pending.id, approve: false, auditIdea: 'Not one of ours' },
    })
    expect(rejected.status).toBe(200)
  })

  it('cannot rename, re-permission or delete the role it holds itself', async () => {
    const [own] = await server.db.query<{ id: number; name: string }>("select id, name from roles where tenant_id = 1 and code = 'ROLE_ORG_ADMIN'")
    const before = JSON.stringify(await server.db.query('select menu_id from role_menus where role_id = $1 order by menu_id', [own.id]))
    const attempts: Array<[string, string, unknown]> = [
      ['PUT', 'saveRolePermissions', { id: own.id, menuIds: [], dataScope: 'self' }],
      ['PUT', 'updateRole', { id: own.id, name: 'Nobody' }],
      ['POST', 'deleteRole', { id: own.id }],
    ]
    for (const [method, path, json] of attempts) {
      const res = await call(server.app, method, `${ROLES}/${path}`, { token: orgAdmin, json })
      expect(res.status, path).toBe(403)
      expect(res.body.message, path).toMatch(/role you hold yourself/)
    }
    expect(JSON.stringify(await server.db.query('select menu_id from role_menus where role_id = $1 order by menu_id', [own.id]))).toBe(before)
    const [after] = await server.db.query<{ name: string }>('select name from roles where id = $1', [own.id])
    expect(after.name).toBe(own.name)
    const listed = (await call(server.app, 'GET', `${ROLES}/queryRoleList`, { token: orgAdmin })).body.data.find((r: { id: string }) => r.id === String(own.id))
    expect(listed).toMatchObject({ grantable: true, editable: false })
  })
})

describe('notification streams do not outlive their session', () => {
  const within = (ms: number, ended: Promise<number>) =>
    Promise.race([ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))])

  it('stops sending within seconds once the session has logged out', async () => {
    const token = await login(server.app, 'member@acme.test')
    const stream = await openStream(streamUrl, token)
    await stream.next((f) => f.event === 'notification')
    expect((await call(server.app, 'POST', '/api/uaa/logout', { token })).status).toBe(200)
    expect(await within(8000, stream.ended)).toBe(true)
    // And reconnecting with the token is refused.
    expect((await fetch(streamUrl, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401)
  })

  it(`holds at most ${MAX_STREAMS_PER_USER} streams of one user open`, async () => {
    const token = await login(server.app, 'editor@acme.test')
    const streams = await Promise.all(Array.from({ length: 12 }, () => openStream(streamUrl, token)))
    try {
      await Promise.all(streams.map((s) => s.next((f) => f.event === 'notification' || f.event === 'superseded', 8000)))
      const open = async () => (await Promise.all(streams.map((s) => within(50, s.ended)))).filter((ended) => !ended).length
      await expect.poll(open, { timeout: 8000 }).toBe(MAX_STREAMS_PER_USER)
    } finally {
      for (const s of streams) s.close()
    }
  })
})

describe('the captcha cannot be read by a program, nor reused', () => {
  it('gives a regular expression nothing to read, and a solved picture answers one question only', async () => {
    const picture = (await call(server.app, 'GET', '/api/uaa/captcha')).body.data as { captchaId: string; svg: string }
    const [{ answer }] = await server.db.query<{ answer: string }>('select answer from captchas where id = $1', [picture.captchaId])
    // The attack that read the old picture: one <text> node per character.
    const read = [...picture.svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]).join('')
    expect(read).toBe('')
    expect(picture.svg).not.toContain(answer)
    // A solved picture used to probe two usernames: the second costs a new picture.
    const probe = (username: string) =>
      call(server.app, 'POST', '/api/account/sysuserdetail/registerAccount', {
        json: { username, password: 'S3cret!pw', confirmPassword: 'S3cret!pw', nickname: 'Probe', charCaptcha: answer, captchaId: picture.captchaId },
      })
    expect((await probe('admin@acme.test')).body.message).toBe('This username is already registered')
    expect((await probe('editor@acme.test')).body.message).toBe('The captcha is incorrect')
  })

  it('limits the pictures one address may fetch', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => call(server.app, 'GET', '/api/uaa/captcha')))
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(30)
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(10)
  })
})

describe('what a narrower scope cannot see or change', () => {
  let narrow: string
  beforeAll(async () => {
    // A writer whose roles reach one campus: ROLE_EDITOR narrowed to its organisation and below,
    // held by a new user of Acme Lab 00002.
    const admin = await login(server.app, 'admin@acme.test')
    const [{ org, role }] = await server.db.query<{ org: number; role: number }>(
      "select (select id from orgs where code = 'ORG00002' and tenant_id = 1) as org, (select id from roles where code = 'ROLE_EDITOR' and tenant_id = 1) as role",
    )
    const created = await call(server.app, 'POST', `${USERS}/createUser`, {
      token: admin,
      json: {
        username: 'campus.editor@acme.test',
        password: 'Passw0rd!x',
        confirmPassword: 'Passw0rd!x',
        nickname: 'Campus editor',
        email: 'ce@example.com',
        mobile: '13800007777',
        status: 'enabled',
        userType: 'internal',
        roleId: role,
        orgId: org,
      },
    })
    expect(created.status).toBe(200)
    await server.db.query("update roles set data_scope = 'orgAndBelow' where tenant_id = 1 and code = 'ROLE_EDITOR'")
    narrow = await login(server.app, 'campus.editor@acme.test', 'acme', 'Passw0rd!x')
  })
  afterAll(async () => {
    await server.db.query("update roles set data_scope = 'all' where tenant_id = 1 and code = 'ROLE_EDITOR'")
  })

  it('a duplicate structure does not name a compound outside the scope', async () => {
    const res = await call(server.app, 'POST', '/api/chemistry/compound/saveCompound', {
      token: narrow,
      json: { name: 'Mine', smiles: 'OC(=O)c1ccccc1OC(C)=O' },
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('This structure is already in the workspace, as a compound outside your data scope')
    const imported = await call(server.app, 'POST', '/api/chemistry/compound/importCompounds', {
      token: narrow,
      json: { rows: [{ row: 2, name: 'Mine', smiles: 'CC(=O)Nc1ccc(O)cc1' }] },
    })
    expect(JSON.stringify(imported.body)).not.toContain('Paracetamol')
  })

  it('finds no recipient outside the scope, and may not publish to everyone', async () => {
    const found = (await call(server.app, 'GET', '/api/notification/publish/queryTargetUsers', { token: narrow, query: { keyword: 'lovelace' } })).body.data
    expect(found.list).toEqual([])
    const everyone = await call(server.app, 'POST', '/api/notification/publish/saveNotification', {
      token: narrow,
      json: { title: 'To all', markdown: 'x', type: 'system', priority: 'low' },
    })
    expect(everyone.status).toBe(400)
  })

  it("does not edit or withdraw an administrator's notice", async () => {
    const admin = await login(server.app, 'admin@acme.test')
    const published = await call(server.app, 'POST', '/api/notification/publish/saveNotification', {
      token: admin,
      json: { title: 'By the administrator', markdown: 'x', type: 'system', priority: 'low' },
    })
    const id = published.body.data.id as number
    const withdraw = await call(server.app, 'POST', '/api/notification/publish/withdrawNotification', { token: narrow, query: { id } })
    expect(withdraw.status).toBe(403)
    const [row] = await server.db.query<{ withdrawn_at: Date | null }>('select withdrawn_at from notifications where id = $1', [id])
    expect(row.withdrawn_at).toBeNull()
  })

  it("the campus administrator's outbox holds only its campus's mails", async () => {
    const admin = await login(server.app, 'admin@acme.test')
    const pending = await server.db.query<{ id: number; org: number | null }>(
      "select id, org_id as org from users where tenant_id = 1 and audit_status = 'pending' order by id limit 1",
    )
    const [{ role, outside }] = await server.db.query<{ role: number; outside: number }>(
      "select (select id from roles where code = 'ROLE_MEMBER' and tenant_id = 1) as role, (select id from orgs where code = 'ORG00001' and tenant_id = 1) as outside",
    )
    const approved = await call(server.app, 'POST', `${USERS}/auditUser`, {
      token: admin,
      json: { id: pending[0].id, approve: true, roleId: role, orgId: outside },
    })
    expect(approved.status).toBe(200)
    const everything = (await call(server.app, 'GET', `${USERS}/queryOutbox`, { token: admin })).body.data
    expect(everything.length).toBeGreaterThan(0)
    const campus = (await call(server.app, 'GET', `${USERS}/queryOutbox`, { token: orgAdmin })).body.data
    expect(campus).toEqual([])
  })

  it('a picture from another site is not taken as an avatar', async () => {
    const [{ id }] = await server.db.query<{ id: number }>("select id from users where username = 'campus.editor@acme.test'")
    const res = await call(server.app, 'PUT', '/api/admin/sysuser/updateSysUser', { token: narrow, json: { id, avatar: 'https://tracker.example/pixel.gif' } })
    expect(res.status).toBe(400)
  })
})

describe('the smaller holes', () => {
  it('an SDF export cannot be made to forge a record by a note holding $$$$', async () => {
    const OCL = await import('openchemlib')
    const sdf = compoundsSdf(OCL, [
      {
        id: 1,
        name: 'Aspirin',
        smiles: 'CC(=O)Oc1ccccc1C(=O)O',
        notes: 'ok\n$$$$\nForged\n  RDKit\n\n  0  0  0  0  0  0  0  0  0  0999 V2000\nM  END',
        formula: 'C9H8O4',
        molecularWeight: 180.16,
        cLogP: 1.3,
        tpsa: 63.6,
        tpsaSP: 63.6,
        wlogp: 1.31,
        mr: 44.71,
        fsp3: 0.11,
        esolLogS: -1.99,
        pains: [],
        brenk: [],
        donors: 1,
        acceptors: 4,
        rotatableBonds: 2,
        lipinskiViolations: 0,
        tags: [],
        activities: {},
        createdBy: 'x',
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: null,
      },
    ])
    expect(sdf.match(/^\$\$\$\$$/gm)).toHaveLength(1)
    const parser = new OCL.SDFileParser(sdf, [])
    let records = 0
    while (parser.next()) records++
    expect(records).toBe(1)
  })

  it('a stolen session cannot guess the old password of a password change', async () => {
    const token = await login(server.app, 'lead@acme.test')
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(server.app, 'PUT', '/api/account/sysuserdetail/updatePassword', { token, query: { password: `guess-${i}`, newPassword: 'Owned-123!' } }),
      ),
    )
    expect(guesses.filter((g) => g.status === 400).length).toBeLessThanOrEqual(5)
    expect(guesses.filter((g) => g.status === 429).length).toBeGreaterThanOrEqual(15)
  })

  it('uploads cannot fill the database: a quota per user', async () => {
    const token = await login(server.app, 'member@acme.test')
    const big = new Uint8Array(5 * 1024 * 1024)
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const upload = async () => {
      const form = new FormData()
      form.set('file', new File([big], 'big.png', { type: 'image/png' }))
      return (await server.app.request('/api/file/upload', { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } })).status
    }
    const statuses = []
    for (let i = 0; i < 7; i++) statuses.push(await upload())
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(statuses.slice(5)).toEqual([400, 400])
  })

  it('a production server does not write the demo accounts into an empty database', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/prod' }).seedDemo).toBe(false)
  })
})

// Last: the burst spends this address's sign-in points (every in-process request is 'local').
describe('sign-in limits hold under concurrent guessing', () => {
  it('checks at most the limit of 60 wrong passwords sent at once for one account', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => requestToken(server.app, { username: 'editor@acme.test', password: 'wrong-guess' })))
    const checked = answers.filter((a) => a.status === 400).length
    const refused = answers.filter((a) => a.status === 429).length
    expect(checked).toBeLessThanOrEqual(5)
    expect(checked + refused).toBe(60)
    // Even the right password waits now.
    expect((await requestToken(server.app, { username: 'editor@acme.test' })).status).toBe(429)
  })
})
