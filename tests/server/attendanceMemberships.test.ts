// A member of several organisations (docs/spec.md#attendance-days, docs/spec.md#user-form): an
// administrator adds further organisations to a user within their data scope (one beyond it stays,
// none is added); the member checks in at the scopes of each, and each one's rules decide their day
// there — stored, in their month and in the report, a row per organisation. Attacked: bad lists,
// the other tenant's organisation, a delegated administrator beyond reach, a month of an
// organisation the member is not in, two edits at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settleDays } from '../../demo/server/domains/attendance/dayStore.ts'
import { DEFAULT_DAY_RULES, type MemberMonth } from '../../src/domains/attendance/contract.ts'
import { call, loginSeeded, startServer, userId, type TestServer } from './helpers.ts'

let server: TestServer
const token: Record<string, string> = {}
const org: Record<string, number> = {}
let acme = 0
let member = 0

const ADMIN = '/api/admin/sysuser/admin'
const lang = (l?: string) => (l ? { headers: { 'Accept-Language': l } } : {})
const get = (path: string, query: Record<string, string | number> = {}, who = 'admin', l?: string) =>
  call(server.app, 'GET', `/api/attendance/${path}`, { token: token[who], query, ...lang(l) })
const post = (path: string, json: unknown, who = 'admin') => call(server.app, 'POST', `/api/attendance/${path}`, { token: token[who], json })
const getUser = async (id: number, who = 'admin') => (await call(server.app, 'GET', `${ADMIN}/getUser`, { token: token[who], query: { id } })).body.data
/** Saves user `id` as read, with `otherOrgIds` (undefined: not sent) and any other change. */
const saveUser = async (id: number, otherOrgIds: unknown, who = 'admin', change: Record<string, unknown> = {}, l?: string) => {
  const user = await getUser(id)
  return call(server.app, 'PUT', `${ADMIN}/updateUser`, {
    token: token[who],
    json: { ...user, ...(otherOrgIds === undefined ? {} : { otherOrgIds }), ...change, id: String(id) },
    ...lang(l),
  })
}
const memberships = async (id: number) =>
  (await server.db.query<{ org_id: number }>('select org_id from user_orgs where user_id = $1 order by org_id', [id])).map((m) => m.org_id)
const settle = () => server.db.transaction((tx) => settleDays(tx, acme, server.clock.now()))
const idOf = async (sql: string, params: unknown[] = []) => (await server.db.query<{ id: number }>(sql, params))[0]!.id
const orgId = (code: string, tenant = 'acme') =>
  idOf('select o.id from orgs o join tenants t on t.id = o.tenant_id where t.code = $2 and o.code = $1', [code, tenant])
const month = async (query: Record<string, string | number>, who = 'member', path = 'day/queryMyMonth') =>
  (await get(path, { month: '2030-03', ...query }, who)).body.data as MemberMonth
const dayOf = (m: MemberMonth, date: string) => m.days.find((d) => d.date === date)!

/** The Zhongguancun site (the Beijing campus's scope). */
const ZHONGGUANCUN = { lat: 39.9841, lng: 116.3075, accuracy: 10 }

beforeAll(async () => {
  server = await startServer({ tokenTtlSeconds: 10 * 365 * 86_400 })
  Object.assign(token, await loginSeeded(server.app))
  acme = await idOf("select id from tenants where code = 'acme'")
  member = Number(await userId(server, 'member@acme.test'))
  org.head = await orgId('ORG00001')
  org.lab2 = await orgId('ORG00002')
  org.beijing = await orgId('ORG00027')
  org.globex = await orgId('ORG00001', 'globex')
  // The days as if stored up to Friday 1 March 2030; it is Monday 4 March, 08:40 in Shanghai.
  await server.db.query("update attendance_settled set through = '2030-03-01'")
  server.clock.advance(Date.parse('2030-03-04T00:40:00Z') - server.clock.now().getTime())
  // The Beijing campus starts at 08:00 and works on Saturdays too; the head office follows the tenant (09:00, Monday to Friday).
  await post('rules/saveRules', { orgId: org.beijing, rules: { ...DEFAULT_DAY_RULES, start: '08:00', workingDays: [1, 2, 3, 4, 5, 6] } })
  // The delegated administrator (Acme Lab 00002 and below, the Beijing campus among them) may read reports.
  await server.db.query(
    `insert into role_menus (role_id, tenant_id, menu_id) select r.id, r.tenant_id, 26 from roles r join tenants t on t.id = r.tenant_id
     where t.code = 'acme' and r.code = 'ROLE_ORG_ADMIN' on conflict do nothing`,
  )
})
afterAll(() => server.close())

describe('further organisations of a user', () => {
  it('are set by an administrator and read back by name; the own organisation is never one', async () => {
    const saved = await saveUser(member, [String(org.beijing), org.head, String(org.beijing)])
    expect(saved.status).toBe(200)
    expect(await memberships(member)).toEqual([org.beijing])
    const user = await getUser(member)
    expect(user.otherOrgIds).toEqual([String(org.beijing)])
    expect(user.otherOrgNames).toEqual([expect.any(String)])
    expect(user.otherOrgNames[0]).not.toBe(user.orgName)
    // A save that does not send them (a client of the family) leaves them as they are.
    expect((await saveUser(member, undefined, 'admin', { nickname: 'Member' })).status).toBe(200)
    expect(await memberships(member)).toEqual([org.beijing])
  })

  it.each([
    ['x', 'otherOrgIds must be a list of at most 10 ids'],
    [Array.from({ length: 11 }, (_, i) => i + 1), 'otherOrgIds must be a list of at most 10 ids'],
    [[0.5], 'otherOrgIds is not a valid id'],
    [['abc'], 'otherOrgIds is not a valid id'],
    [[999_999], 'otherOrgIds 999999 is not an organisation of your tenant'],
  ])('answer 400 to otherOrgIds %j naming the field, in the reader’s language, changing nothing', async (otherOrgIds, message) => {
    const en = await saveUser(member, otherOrgIds)
    expect(en.status).toBe(400)
    expect(en.body).toMatchObject({ field: 'otherOrgIds', message })
    const zh = await saveUser(member, otherOrgIds, 'admin', {}, 'zh-CN')
    expect(zh.body.field).toBe('otherOrgIds')
    expect(zh.body.message).not.toBe(message)
    expect(await memberships(member)).toEqual([org.beijing])
  })

  it('refuse the other tenant’s organisation', async () => {
    const res = await saveUser(member, [org.globex])
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('otherOrgIds')
    expect(await memberships(member)).toEqual([org.beijing])
  })

  it('are within a delegated administrator’s data scope: one beyond it stays and none is added', async () => {
    // A campus administrator of Acme Lab 00002 (the delegated administrator's, holding a role they hold
    // too), also of the head office (beyond their scope).
    const campusRole = await idOf("select r.id from roles r where r.tenant_id = $1 and r.code = 'ROLE_ORG_ADMIN'", [acme])
    const created = await call(server.app, 'POST', `${ADMIN}/createUser`, {
      token: token.admin,
      json: {
        ...(await getUser(member)),
        id: undefined,
        username: 'two.schools@acme.test',
        email: 'two.schools@acme.test',
        password: 'Start1ng!',
        confirmPassword: 'Start1ng!',
        orgId: String(org.lab2),
        roleId: String(campusRole),
        otherOrgIds: [String(org.head)],
      },
    })
    expect(created.status).toBe(200)
    const teacher = Number(await userId(server, 'two.schools@acme.test'))
    expect(await memberships(teacher)).toEqual([org.head])
    // The delegated administrator adds the Beijing campus and drops the head office: it stays.
    expect((await saveUser(teacher, [org.beijing], 'orgadmin')).status).toBe(200)
    expect(await memberships(teacher)).toEqual([org.head, org.beijing].sort((a, b) => a - b))
    // Sending back what they read passes; adding one beyond their scope does not.
    expect((await saveUser(teacher, (await getUser(teacher)).otherOrgIds, 'orgadmin')).status).toBe(200)
    const beyond = await saveUser(teacher, [org.beijing, org.head, await orgId('ORG00003')], 'orgadmin')
    expect(beyond.status).toBe(400)
    expect(beyond.body).toMatchObject({ field: 'otherOrgIds', message: 'This organisation is outside your data scope' })
    // The member of the head office is beyond their scope altogether.
    expect((await saveUser(member, [org.beijing], 'orgadmin')).status).toBe(404)
    // Moving the user into one of their further organisations leaves it their own only.
    expect((await saveUser(teacher, undefined, 'admin', { orgId: String(org.head) })).status).toBe(200)
    expect(await memberships(teacher)).toEqual([org.beijing])
  })

  it('hold under two edits at once: one of them, never both halves or a 5xx', async () => {
    const teacher = Number(await userId(server, 'two.schools@acme.test'))
    // Each replaces the Beijing campus with another: both halves would be the two together.
    const lab3 = await orgId('ORG00003')
    const [a, b] = await Promise.all([saveUser(teacher, [org.lab2]), saveUser(teacher, [lab3])])
    expect([a.status, b.status].every((s) => s === 200 || s === 409)).toBe(true)
    expect([[org.lab2], [lab3]]).toContainEqual(await memberships(teacher))
    expect((await saveUser(teacher, [org.beijing])).status).toBe(200)
  })
})

describe('the days of a member of several organisations', () => {
  it('check in at the scopes of each, the verdict against each one’s kept', async () => {
    expect((await get('scope/queryMyScope', {}, 'member')).body.data.map((s: { name: string }) => s.name).sort()).toEqual(
      ['Changping research park', 'Head office', 'Zhongguancun site'].sort(),
    )
    // 08:40 in Shanghai at the Zhongguancun site: inside (the Beijing campus's), outside the head office.
    const res = await post('checkin/checkIn', ZHONGGUANCUN, 'member')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ verdict: 'inside', scopeName: 'Zhongguancun site', orgId: org.beijing })
    const [row] = await server.db.query<{ org_verdicts: unknown }>('select org_verdicts from check_ins where id = $1', [res.body.data.id])
    const verdicts = typeof row!.org_verdicts === 'string' ? JSON.parse(row!.org_verdicts) : row!.org_verdicts
    expect(verdicts).toEqual({ [org.head]: 'outside', [org.beijing]: 'inside' })
  })

  it('follow each one’s rules in the member’s month, their own organisation first', async () => {
    const own = await month({})
    expect(own.orgId).toBe(org.head)
    expect(own.orgs.map((o) => o.id)).toEqual([org.head, org.beijing])
    const beijing = await month({ orgId: org.beijing })
    expect(beijing.orgId).toBe(org.beijing)
    expect(beijing.rules.start).toBe('08:00')
    // Late at the Beijing campus (08:40 against 08:00 and 10 minutes' grace); at the head office,
    // only a check-in outside its scope, not sent for approval.
    expect(dayOf(beijing, '2030-03-04').states).toContain('late')
    expect(dayOf(beijing, '2030-03-04').lateMinutes).toBe(40)
    expect(dayOf(own, '2030-03-04').states).not.toContain('late')
    expect(dayOf(own, '2030-03-04').states).not.toContain('on-time')
    // Saturday is a working day at the Beijing campus only.
    expect(dayOf(beijing, '2030-03-09').working).toBe(true)
    expect(dayOf(own, '2030-03-09').working).toBe(false)
    // The check-in list is where it was: inside a scope of theirs.
    expect(beijing.checkIns.map((c) => c.verdict)).toEqual(['inside'])
  })

  it('answers 400 to a month of an organisation the member is not in, or a bad one, in the reader’s language', async () => {
    const other = await get('day/queryMyMonth', { month: '2030-03', orgId: org.lab2 }, 'member')
    expect(other.status).toBe(400)
    expect(other.body).toMatchObject({ field: 'orgId', message: `The member is not in organisation ${org.lab2}` })
    const zh = await get('day/queryMyMonth', { month: '2030-03', orgId: org.globex }, 'member', 'zh-CN')
    expect(zh.status).toBe(400)
    expect(zh.body.message).not.toMatch(/^The member/)
    expect((await get('day/queryMyMonth', { month: '2030-03', orgId: 'x' }, 'member')).status).toBe(400)
  })

  it('are stored once closed, one per organisation, and the report has a row for each', async () => {
    // Tuesday 08:00 in Shanghai: Monday has closed.
    server.clock.advance(Date.parse('2030-03-05T00:00:00Z') - server.clock.now().getTime())
    await settle()
    const stored = await server.db.query<{ org_id: number; states: string[]; late_minutes: number }>(
      "select org_id, states, late_minutes from member_days where user_id = $1 and day = '2030-03-04' order by org_id",
      [member],
    )
    expect(stored.map((d) => d.org_id)).toEqual([org.head, org.beijing].sort((a, b) => a - b))
    expect(stored.find((d) => d.org_id === org.beijing)).toMatchObject({ late_minutes: 40 })
    expect(stored.find((d) => d.org_id === org.head)!.states).not.toContain('late')
    // The stored day is what the month shows.
    expect(dayOf(await month({ orgId: org.beijing }), '2030-03-04').lateMinutes).toBe(40)

    const rows = (await get('report/queryMembers', { month: '2030-03', keyword: 'member@acme', pageSize: 50 })).body.data.list
    const mine = rows.filter((r: { userId: number }) => r.userId === member)
    expect(mine.map((r: { orgId: number }) => r.orgId).sort()).toEqual([org.head, org.beijing].sort())
    expect(mine.find((r: { orgId: number }) => r.orgId === org.beijing)).toMatchObject({ late: 1, lateMinutes: 40 })
    const beijing = (await get('report/queryMembers', { month: '2030-03', orgId: org.beijing, pageSize: 50 })).body.data.list
    expect(beijing.filter((r: { userId: number }) => r.userId === member)).toEqual([expect.objectContaining({ orgId: org.beijing, late: 1 })])
  })

  it('are read in the report within the data scope: the organisation’s month, not the others', async () => {
    const path = 'report/queryMemberMonth'
    // The delegated administrator's scope holds the Beijing campus, not the member's own organisation.
    const inScope = await get(path, { userId: member, month: '2030-03', orgId: org.beijing }, 'orgadmin')
    expect(inScope.status).toBe(200)
    expect(inScope.body.data.orgId).toBe(org.beijing)
    expect((await get(path, { userId: member, month: '2030-03' }, 'orgadmin')).status).toBe(403)
    expect((await get(path, { userId: member, month: '2030-03', orgId: org.head }, 'orgadmin')).status).toBe(403)
    // The other tenant's administrator reads none of them.
    expect((await get(path, { userId: member, month: '2030-03', orgId: org.beijing }, 'globex')).status).toBe(403)
    const orgadmin = (await get('report/queryMembers', { month: '2030-03', pageSize: 100 }, 'orgadmin')).body.data.list
    expect(orgadmin.filter((r: { userId: number }) => r.userId === member).map((r: { orgId: number }) => r.orgId)).toEqual([org.beijing])
  })

  it('of an organisation the member has left go at the next decision over them', async () => {
    expect((await saveUser(member, [])).status).toBe(200)
    expect((await month({})).orgs.map((o) => o.id)).toEqual([org.head])
    expect((await get('day/queryMyMonth', { month: '2030-03', orgId: org.beijing }, 'member')).status).toBe(400)
    await server.db.query("update attendance_settled set redo_from = '2030-03-04' where tenant_id = $1", [acme])
    await settle()
    const left = await server.db.query("select org_id from member_days where user_id = $1 and day = '2030-03-04'", [member])
    expect(left).toEqual([{ org_id: org.head }])
  })
})
