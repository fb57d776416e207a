// The sign-in scopes that attendance rules name (docs/spec.md#attendance-rules): the members of
// every organisation following the rules check in at those scopes — the check-in's verdict, the
// member's scopes and who has stored days follow them; inherited down the tree; the choices a
// delegated administrator may name; every bad list a 400 naming scopeIds in the reader's
// language, changing nothing; a named scope cannot be deleted; the other tenant's scopes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attendanceMembers, dayContext } from '../../demo/server/domains/attendance/dayStore.ts'
import { DEFAULT_DAY_RULES } from '../../src/domains/attendance/contract.ts'
import { call, loginSeeded, startServer, userId, type TestServer } from './helpers.ts'

let server: TestServer
const token: Record<string, string> = {}
const org: Record<string, number> = {}
const scope: Record<string, number> = {}
let acme = 0

const get = (path: string, query: Record<string, string | number> = {}, who = 'admin', lang?: string) =>
  call(server.app, 'GET', `/api/attendance/${path}`, { token: token[who], query, ...(lang ? { headers: { 'Accept-Language': lang } } : {}) })
const post = (path: string, json: unknown, who = 'admin', query: Record<string, string | number> = {}, lang?: string) =>
  call(server.app, 'POST', `/api/attendance/${path}`, { token: token[who], json, query, ...(lang ? { headers: { 'Accept-Language': lang } } : {}) })

/** The built-in rules, saved as an owner's own. */
const RULES = DEFAULT_DAY_RULES
const XUHUI = { lat: 31.1939, lng: 121.4337, accuracy: 10 }
const HEAD_OFFICE = { lat: 31.204, lng: 121.5904, accuracy: 10 }

const idOf = async (sql: string, params: unknown[]) => (await server.db.query<{ id: number }>(sql, params))[0]!.id
const orgId = (code: string) => idOf("select o.id from orgs o join tenants t on t.id = o.tenant_id where t.code = 'acme' and o.code = $1", [code])
const scopeId = (name: string) => idOf('select id from signin_scopes where name = $1', [name])
const stored = () => server.db.query('select org_id, rules from attendance_rules order by id')
const names = (scopes: { name: string }[]) => scopes.map((s) => s.name)
const members = async () => (await attendanceMembers(server.db, acme, await dayContext(server.db, acme))).map((m) => m.id)

beforeAll(async () => {
  server = await startServer({ tokenTtlSeconds: 10 * 365 * 86_400 })
  // Monday 4 March 2030, 09:05 in Shanghai.
  server.clock.advance(Date.parse('2030-03-04T01:05:00Z') - server.clock.now().getTime())
  Object.assign(token, await loginSeeded(server.app))
  acme = await idOf("select id from tenants where code = 'acme'", [])
  org.acme1 = await orgId('ORG00001')
  org.acme2 = await orgId('ORG00002')
  org.acme27 = await orgId('ORG00027')
  org.acme28 = await orgId('ORG00028')
  scope.xuhui = await scopeId('Xuhui campus')
  scope.headOffice = await scopeId('Head office')
  scope.zhongguancun = await scopeId('Zhongguancun site')
  scope.shenzhen = await scopeId('Shenzhen office')
  // The delegated administrator (ROLE_ORG_ADMIN: Acme Lab 00002 and below) is granted the rules screen.
  await server.db.query(
    `insert into role_menus (role_id, tenant_id, menu_id) select r.id, r.tenant_id, 23 from roles r join tenants t on t.id = r.tenant_id
     where t.code = 'acme' and r.code = 'ROLE_ORG_ADMIN'`,
  )
})
afterAll(() => server.close())

describe('scopes named by rules', () => {
  it('are where the organisation’s members check in, and who counts follows them', async () => {
    // orgadmin's organisation has no scope, nor has any above it: they cannot check in yet.
    const orgadmin = Number(await userId(server, 'orgadmin@acme.test'))
    expect((await get('scope/queryMyScope', {}, 'orgadmin')).body.data).toEqual([])
    expect(await members()).not.toContain(orgadmin)
    const none = await get('rules/queryRules', { orgId: org.acme2 })
    expect(none.body.data.scopes).toEqual([])

    const saved = await post('rules/saveRules', { orgId: org.acme2, rules: { ...RULES, scopeIds: [scope.xuhui] } })
    expect(saved.status).toBe(200)
    expect(saved.body.data.own.scopeIds).toEqual([scope.xuhui])
    expect(saved.body.data.scopes).toEqual([expect.objectContaining({ id: scope.xuhui, name: 'Xuhui campus', orgId: org.acme28 })])
    expect(names((await get('scope/queryMyScope', {}, 'orgadmin')).body.data)).toEqual(['Xuhui campus'])
    expect(await members()).toContain(orgadmin)

    const inside = await post('checkin/checkIn', XUHUI, 'orgadmin')
    expect(inside.status).toBe(200)
    expect(inside.body.data).toMatchObject({ verdict: 'inside', scopeId: scope.xuhui, scopeName: 'Xuhui campus' })
    server.clock.advance(3_600_000)
    // The head office is another organisation's scope: outside, measured from Xuhui.
    const outside = await post('checkin/checkIn', HEAD_OFFICE, 'orgadmin')
    expect(outside.body.data).toMatchObject({ verdict: 'outside', scopeId: scope.xuhui })
    expect(outside.body.data.distance).toBeGreaterThan(14_000)
  })

  it('are inherited: an organisation below follows them instead of its own, until it sets rules of its own', async () => {
    // The Beijing campus (two scopes of its own, no rules of its own) is below Acme Lab 00002: it
    // follows that organisation's rules, and so checks in at Xuhui only.
    const campus = await get('rules/queryRules', { orgId: org.acme27 })
    expect(campus.body.data.from).toMatchObject({ orgId: org.acme2 })
    expect(names(campus.body.data.scopes)).toEqual(['Xuhui campus'])
    // Rules of its own that name no scope: its own scopes again.
    await post('rules/saveRules', { orgId: org.acme27, rules: RULES })
    expect(names((await get('rules/queryRules', { orgId: org.acme27 })).body.data.scopes)).toEqual(['Zhongguancun site', 'Changping research park'])
    await post('rules/deleteRules', undefined, 'admin', { orgId: org.acme27 })
    // The tenant's rules name the Zhongguancun site: the head office's member checks in there only.
    await post('rules/saveRules', { orgId: null, rules: { ...RULES, scopeIds: [scope.zhongguancun] } })
    expect(names((await get('rules/queryRules')).body.data.scopes)).toEqual(['Zhongguancun site'])
    expect(names((await get('scope/queryMyScope', {}, 'member')).body.data)).toEqual(['Zhongguancun site'])
    await post('rules/saveRules', { orgId: null, rules: RULES })
    expect(names((await get('scope/queryMyScope', {}, 'member')).body.data)).toEqual(['Head office'])
    expect((await get('rules/queryRules')).body.data.scopes).toEqual([])
  })

  it.each([
    ['x', 'scopeIds must be a list', 'scopeIds'],
    [[], 'The sign-in scopes must be 1 to 20 different scope ids', '20'],
    [[1, 1], 'The sign-in scopes must be 1 to 20 different scope ids', '20'],
    [[0], 'The sign-in scopes must be 1 to 20 different scope ids', '20'],
    [[1.5], 'The sign-in scopes must be 1 to 20 different scope ids', '20'],
    [['3'], 'The sign-in scopes must be 1 to 20 different scope ids', '20'],
    [Array.from({ length: 21 }, (_, i) => i + 1), 'The sign-in scopes must be 1 to 20 different scope ids', '20'],
    [[999_999], 'Sign-in scope 999999 is not one of your tenant’s', '999999'],
  ])('answers 400 to scopeIds %j naming scopeIds, in the reader’s language, changing nothing', async (scopeIds, message, zh) => {
    const before = await stored()
    const en = await post('rules/saveRules', { orgId: org.acme1, rules: { ...RULES, scopeIds } })
    expect(en.status).toBe(400)
    expect(en.body).toMatchObject({ field: 'scopeIds', message })
    const chinese = await post('rules/saveRules', { orgId: org.acme1, rules: { ...RULES, scopeIds } }, 'admin', {}, 'zh-CN')
    expect(chinese.body.field).toBe('scopeIds')
    expect(chinese.body.message).toContain(zh)
    expect(chinese.body.message).not.toBe(message)
    expect(await stored()).toEqual(before)
  })

  it('keeps the other tenant’s scopes out of the rules and of the choices', async () => {
    const before = await stored()
    const answer = await post('rules/saveRules', { orgId: org.acme1, rules: { ...RULES, scopeIds: [scope.shenzhen] } })
    expect(answer.status).toBe(400)
    expect(answer.body.field).toBe('scopeIds')
    expect(names((await get('rules/queryRuleScopes')).body.data)).not.toContain('Shenzhen office')
    expect((await get('rules/queryRuleScopes', { orgId: org.acme1 }, 'globex')).status).toBe(400)
    expect(names((await get('rules/queryRuleScopes', {}, 'globex')).body.data)).toEqual(['Shenzhen office'])
    expect(await stored()).toEqual(before)
  })

  it('offers the tenant’s scopes found by a scope’s or an organisation’s name', async () => {
    const all = await get('rules/queryRuleScopes', { orgId: org.acme1 })
    expect(all.status).toBe(200)
    expect(names(all.body.data).sort()).toEqual(['Changping research park', 'Head office', 'Xuhui campus', 'Zhongguancun site'])
    expect(names((await get('rules/queryRuleScopes', { keyword: 'XUHUI' })).body.data)).toEqual(['Xuhui campus'])
    expect(names((await get('rules/queryRuleScopes', { keyword: '00027' })).body.data).sort()).toEqual(['Changping research park', 'Zhongguancun site'])
    expect((await get('rules/queryRuleScopes', { keyword: 'nowhere' })).body.data).toEqual([])
    for (const who of ['member', 'editor']) expect((await get('rules/queryRuleScopes', {}, who)).status).toBe(403)
  })

  it('lets a delegated administrator name only the scopes of their data scope and of the organisations above', async () => {
    const [school] = await server.db.query<{ id: number }>('select id from orgs where parent_id = $1 order by id limit 1', [org.acme2])
    const lab = await post('scope/saveSigninScope', { orgId: school!.id, name: 'Lab bench', signinScopeLat: 32.06, signinScopeLng: 118.79, signRadius: 100 })
    expect(lab.status).toBe(200)
    // Acme Lab 00002 and below: its campuses' scopes and the new one, not the head office's.
    const choices = await get('rules/queryRuleScopes', { orgId: school!.id }, 'orgadmin')
    expect(names(choices.body.data).sort()).toEqual(['Changping research park', 'Lab bench', 'Xuhui campus', 'Zhongguancun site'])
    const before = await stored()
    const beyond = await post('rules/saveRules', { orgId: school!.id, rules: { ...RULES, scopeIds: [scope.headOffice] } }, 'orgadmin')
    expect(beyond.status).toBe(400)
    expect(beyond.body).toMatchObject({ field: 'scopeIds', message: 'The sign-in scope Acme Lab 00001 · Head office is outside your data scope' })
    expect(await stored()).toEqual(before)
    expect((await post('rules/saveRules', { orgId: school!.id, rules: { ...RULES, scopeIds: [lab.body.data.id] } }, 'orgadmin')).status).toBe(200)
    expect((await get('rules/queryRuleScopes', { orgId: org.acme1 }, 'orgadmin')).status).toBe(403)
  })

  it('refuses to delete a scope that rules name, saying whose, until they name it no more', async () => {
    const refused = await post('scope/deleteSigninScope', undefined, 'admin', { id: scope.xuhui })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('The attendance rules of Acme Lab 00002 check in at this scope: choose other scopes there first')
    const chinese = await post('scope/deleteSigninScope', undefined, 'admin', { id: scope.xuhui }, 'zh-CN')
    expect(chinese.body.message).toContain('Acme Lab 00002')
    expect(chinese.body.message).not.toBe(refused.body.message)
    expect((await get('scope/querySigninScope', { orgId: org.acme28 })).body.data).toHaveLength(1)
    await post('rules/saveRules', { orgId: org.acme2, rules: RULES })
    expect((await post('scope/deleteSigninScope', undefined, 'admin', { id: scope.xuhui })).status).toBe(200)
  })
})
