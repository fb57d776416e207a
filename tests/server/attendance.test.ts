// Attendance (docs/spec.md#attendance): sign-in scopes (read by any user, saved and deleted by administrators
// within their data scope, in the operation log, every bad field a 400 naming it and changing
// nothing), the check-in whose distance, verdict and flags the server computes (a claimed verdict
// is ignored), its repeat window, the fallback to an ancestor's scopes, the records and daily
// counts (administrators and editors, filters, paging, data scope) and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, count, login, loginSeeded, startServer, type TestServer } from './helpers.ts'

let server: TestServer
const token: Record<string, string> = {}
const org: Record<string, number> = {}
let schoolUser = ''

const get = (path: string, query: Record<string, string | number | boolean> = {}, who = 'admin') =>
  call(server.app, 'GET', `/api/attendance/${path}`, { token: token[who], query })
const post = (path: string, json: unknown, who = 'admin', query: Record<string, string | number> = {}) =>
  call(server.app, 'POST', `/api/attendance/${path}`, { token: token[who], json, query })
const checkIn = (json: Record<string, unknown>, who = 'member') => post('checkin/checkIn', json, who)

const HEAD_OFFICE = { lat: 31.204, lng: 121.5904 }
const CHANGPING = { lat: 40.2186, lng: 116.2275 }
/** A latitude `metres` north of `lat` (a meridian degree on the model sphere). */
const north = (lat: number, metres: number) => lat + metres / ((Math.PI * 6_371_008.8) / 180)

async function orgId(tenant: string, code: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('select o.id from orgs o join tenants t on t.id = o.tenant_id where t.code = $1 and o.code = $2', [
    tenant,
    code,
  ])
  return row.id
}

const scope = (overrides: Record<string, unknown> = {}) => ({
  orgId: org.acme2,
  name: 'Nanjing lab',
  signinScopeLat: 32.0603,
  signinScopeLng: 118.7969,
  signRadius: 150,
  signScopeProvince: '江苏',
  ...overrides,
})

beforeAll(async () => {
  // Tokens outlive the days the clock is moved forward (the speed and null-island checks).
  server = await startServer({ tokenTtlSeconds: 60 * 86_400 })
  Object.assign(token, await loginSeeded(server.app))
  org.acme1 = await orgId('acme', 'ORG00001')
  org.acme2 = await orgId('acme', 'ORG00002')
  org.acme27 = await orgId('acme', 'ORG00027')
  org.globex1 = await orgId('globex', 'ORG00001')
  const [school] = await server.db.query<{ username: string; org_id: number }>(
    `select u.username, u.org_id from users u join orgs o on o.id = u.org_id
     where o.parent_id = $1 and u.status = 'enabled' and u.audit_status = 'approved' order by u.id limit 1`,
    [org.acme27],
  )
  schoolUser = school.username
  org.school = school.org_id
  token.school = await login(server.app, schoolUser)
})
afterAll(() => server.close())

describe('scopes', () => {
  it('lets any signed-in user read an organisation’s named scopes, and the member their own', async () => {
    const campus = await get('scope/querySigninScope', { orgId: org.acme27 }, 'member')
    expect(campus.status).toBe(200)
    expect(campus.body.data.map((s: { name: string }) => s.name)).toEqual(['Zhongguancun site', 'Changping research park'])
    expect(campus.body.data[0]).toMatchObject({ orgId: org.acme27, signRadius: 300, signScopeProvince: '北京' })
    expect(campus.body.data[0].updateTime).toMatch(/^\d{4}-\d\d-\d\dT/)
    const mine = await get('scope/queryMyScope', {}, 'member')
    expect(mine.body.data).toEqual([expect.objectContaining({ name: 'Head office', orgId: org.acme1, signinScopeLat: 31.204, signRadius: 200 })])
  })

  it('falls back to the nearest ancestor with scopes, and is empty when none has any', async () => {
    const school = await get('scope/queryMyScope', {}, 'school')
    expect(school.body.data.map((s: { orgId: number }) => s.orgId)).toEqual([org.acme27, org.acme27])
    expect((await get('scope/queryMyScope', {}, 'orgadmin')).body.data).toEqual([])
  })

  it('answers 400 naming orgId for a missing, malformed or unknown organisation', async () => {
    const queries: Record<string, string | number>[] = [{}, { orgId: 'abc' }, { orgId: 999_999 }, { orgId: org.globex1 }]
    for (const query of queries) {
      const result = await get('scope/querySigninScope', query, 'member')
      expect(result.status).toBe(400)
      expect(result.body.field).toBe('orgId')
    }
  })

  it('lets an administrator create, update and delete a scope, each in the operation log', async () => {
    const created = await post('scope/saveSigninScope', scope())
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({ orgId: org.acme2, orgName: 'Acme Lab 00002', name: 'Nanjing lab', signRadius: 150, signScopeProvince: '江苏' })
    const id = created.body.data.id
    const updated = await post('scope/saveSigninScope', scope({ id, name: 'Nanjing lab east', signRadius: 400 }))
    expect(updated.body.data).toMatchObject({ id, name: 'Nanjing lab east', signRadius: 400 })
    expect((await get('scope/querySigninScope', { orgId: org.acme2 })).body.data).toHaveLength(1)
    const deleted = await post('scope/deleteSigninScope', undefined, 'admin', { id })
    expect(deleted.status).toBe(200)
    expect((await get('scope/querySigninScope', { orgId: org.acme2 })).body.data).toEqual([])
    const log = await server.db.query<{ action: string; target: string; outcome: string }>(
      "select action, target, outcome from op_log where module = 'attendance' and target like '%Nanjing%' order by id",
    )
    expect(log).toEqual([
      { action: 'create', target: 'Acme Lab 00002 · Nanjing lab', outcome: 'ok' },
      { action: 'update', target: 'Acme Lab 00002 · Nanjing lab east', outcome: 'ok' },
      { action: 'delete', target: 'Acme Lab 00002 · Nanjing lab east', outcome: 'ok' },
    ])
  })

  it.each([
    ['signinScopeLat', { signinScopeLat: 90.5 }],
    ['signinScopeLat', { signinScopeLat: 'north' }],
    ['signinScopeLat', { signinScopeLat: null }],
    ['signinScopeLng', { signinScopeLng: -180.01 }],
    ['signRadius', { signRadius: 9 }],
    ['signRadius', { signRadius: 5001 }],
    ['signRadius', { signRadius: 100.5 }],
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(51) }],
    ['orgId', { orgId: undefined }],
    ['orgId', { orgId: 999_999 }],
    ['orgId', { orgId: -3 }],
    ['id', { id: 'new' }],
  ])('answers 400 naming %s for %o and changes nothing', async (field, overrides) => {
    const before = await count(server, 'signin_scopes')
    const result = await post('scope/saveSigninScope', scope(overrides))
    expect(result.status).toBe(400)
    expect(result.body.field).toBe(field)
    expect(result.body.message).toContain(field)
    expect(await count(server, 'signin_scopes')).toBe(before)
  })

  it('accepts the limits themselves (radius 10 and 5000, the poles and the antimeridian)', async () => {
    for (const overrides of [
      { signRadius: 10, signinScopeLat: 90 },
      { signRadius: 5000, signinScopeLng: -180 },
    ]) {
      const result = await post('scope/saveSigninScope', scope(overrides))
      expect(result.status).toBe(200)
      await post('scope/deleteSigninScope', undefined, 'admin', { id: result.body.data.id })
    }
  })

  it('answers 403 to a member and an editor saving or deleting, changing nothing', async () => {
    const [head] = (await get('scope/querySigninScope', { orgId: org.acme1 })).body.data
    const before = await count(server, 'signin_scopes')
    for (const who of ['member', 'editor']) {
      expect((await post('scope/saveSigninScope', scope(), who)).status).toBe(403)
      expect((await post('scope/saveSigninScope', scope({ id: head.id, orgId: org.acme1 }), who)).status).toBe(403)
      expect((await post('scope/deleteSigninScope', undefined, who, { id: head.id })).status).toBe(403)
    }
    expect(await count(server, 'signin_scopes')).toBe(before)
    expect((await get('scope/querySigninScope', { orgId: org.acme1 })).body.data[0]).toEqual(head)
  })

  it('keeps a delegated administrator to the organisations in reach', async () => {
    await server.db.query(
      `insert into role_menus (role_id, tenant_id, menu_id) select r.id, r.tenant_id, 21 from roles r join tenants t on t.id = r.tenant_id
       where t.code = 'acme' and r.code = 'ROLE_ORG_ADMIN'`,
    )
    const inReach = await post('scope/saveSigninScope', scope({ orgId: org.acme27, name: 'Haidian annex' }), 'orgadmin')
    expect(inReach.status).toBe(200)
    const outside = await post('scope/saveSigninScope', scope({ orgId: org.acme1, name: 'Sneaky' }), 'orgadmin')
    expect(outside.status).toBe(403)
    const [head] = (await get('scope/querySigninScope', { orgId: org.acme1 })).body.data
    expect((await post('scope/deleteSigninScope', undefined, 'orgadmin', { id: head.id })).status).toBe(403)
    expect((await post('scope/deleteSigninScope', undefined, 'orgadmin', { id: inReach.body.data.id })).status).toBe(200)
    await server.db.query("delete from role_menus where menu_id = 21 and role_id in (select id from roles where code = 'ROLE_ORG_ADMIN')")
  })

  it('isolates tenants: another tenant’s organisations and scopes are not there', async () => {
    const [head] = (await get('scope/querySigninScope', { orgId: org.acme1 })).body.data
    expect((await get('scope/querySigninScope', { orgId: org.acme1 }, 'globex')).status).toBe(400)
    expect((await post('scope/deleteSigninScope', undefined, 'globex', { id: head.id })).status).toBe(404)
    expect((await post('scope/saveSigninScope', scope({ id: head.id, orgId: org.globex1 }), 'globex')).status).toBe(404)
    expect((await post('scope/saveSigninScope', scope({ orgId: org.acme1 }), 'globex')).body.field).toBe('orgId')
    expect((await get('scope/querySigninScope', { orgId: org.acme1 })).body.data[0]).toEqual(head)
  })
})

describe('check-in', () => {
  it('computes distance and verdict on the server, ignoring a claimed verdict', async () => {
    server.clock.advance(3_600_000)
    const before = await count(server, 'check_ins')
    const result = await checkIn({ ...HEAD_OFFICE, accuracy: 12, verdict: 'outside', distance: 99_999, flags: ['null-island'] })
    expect(result.status).toBe(200)
    expect(result.body.data).toMatchObject({ verdict: 'inside', scopeName: 'Head office', orgId: org.acme1, accuracy: 12, reason: null, flags: [] })
    expect(result.body.data.distance).toBeLessThan(1)
    expect(result.body.data.repeated).toBeUndefined()
    expect(await count(server, 'check_ins')).toBe(before + 1)
  })

  it('answers a second check-in within a minute with the first, storing nothing', async () => {
    const before = await count(server, 'check_ins')
    server.clock.advance(30_000)
    const again = await checkIn({ lat: 31.3, lng: 121.7, accuracy: 5 })
    expect(again.body.data).toMatchObject({ verdict: 'inside', scopeName: 'Head office', repeated: true })
    expect(await count(server, 'check_ins')).toBe(before)
    server.clock.advance(31_000)
    const later = await checkIn({ lat: north(HEAD_OFFICE.lat, 3000), lng: HEAD_OFFICE.lng, accuracy: 20 })
    expect(later.body.data).toMatchObject({ verdict: 'outside', reason: null })
    expect(later.body.data.repeated).toBeUndefined()
    expect(Math.round(later.body.data.distance)).toBe(3000)
    expect(await count(server, 'check_ins')).toBe(before + 1)
  })

  it('records the reason given outside', async () => {
    server.clock.advance(61_000)
    const result = await checkIn({ lat: north(HEAD_OFFICE.lat, 1500), lng: HEAD_OFFICE.lng, accuracy: 10, reason: '  Client visit  ' })
    expect(result.body.data).toMatchObject({ verdict: 'outside', reason: 'Client visit' })
  })

  it('is uncertain when the accuracy straddles the edge or is worse than the limit', async () => {
    server.clock.advance(61_000)
    expect((await checkIn({ lat: north(HEAD_OFFICE.lat, 195), lng: HEAD_OFFICE.lng, accuracy: 20 })).body.data.verdict).toBe('uncertain')
    server.clock.advance(61_000)
    expect((await checkIn({ lat: north(HEAD_OFFICE.lat, 150), lng: HEAD_OFFICE.lng, accuracy: 50 })).body.data.verdict).toBe('inside')
    server.clock.advance(61_000)
    expect((await checkIn({ ...HEAD_OFFICE, accuracy: 201 })).body.data.verdict).toBe('uncertain')
  })

  it('flags a speed beyond travel and a position of exactly 0,0', async () => {
    server.clock.advance(20 * 60_000)
    const beijing = await checkIn({ lat: 39.9087, lng: 116.3975, accuracy: 10 })
    expect(beijing.body.data).toMatchObject({ verdict: 'outside', flags: ['implausible-speed'] })
    server.clock.advance(3 * 86_400_000)
    const island = await checkIn({ lat: 0, lng: 0, accuracy: 10 })
    expect(island.body.data).toMatchObject({ verdict: 'outside', flags: ['null-island'] })
    server.clock.advance(3 * 86_400_000)
    expect((await checkIn({ ...HEAD_OFFICE, accuracy: 10 })).body.data).toMatchObject({ verdict: 'inside', flags: [] })
  })

  it('checks a school’s member in at the campus sites', async () => {
    const result = await checkIn({ ...CHANGPING, accuracy: 15 }, 'school')
    expect(result.body.data).toMatchObject({ verdict: 'inside', scopeName: 'Changping research park', orgId: org.school })
  })

  it('refuses with a clear message when the organisation has no scope, storing nothing', async () => {
    const before = await count(server, 'check_ins')
    const result = await checkIn({ ...HEAD_OFFICE, accuracy: 10 }, 'orgadmin')
    expect(result.status).toBe(400)
    expect(result.body.message).toBe('Your organisation has no sign-in scope')
    expect(await count(server, 'check_ins')).toBe(before)
  })

  it.each([
    ['lat', { lat: 'here' }],
    ['lat', { lat: 90.1 }],
    ['lng', { lng: undefined }],
    ['lng', { lng: 181 }],
    ['accuracy', { accuracy: -1 }],
    ['accuracy', { accuracy: undefined }],
    ['reason', { reason: 'x'.repeat(201) }],
    ['reason', { reason: 42 }],
  ])('answers 400 naming %s for %o and stores nothing', async (field, overrides) => {
    server.clock.advance(61_000)
    const before = await count(server, 'check_ins')
    const result = await checkIn({ ...HEAD_OFFICE, accuracy: 10, ...overrides })
    expect(result.status).toBe(400)
    expect(result.body.field).toBe(field)
    expect(await count(server, 'check_ins')).toBe(before)
  })

  it('answers 401 without a session', async () => {
    expect((await call(server.app, 'POST', '/api/attendance/checkin/checkIn', { json: { ...HEAD_OFFICE, accuracy: 1 } })).status).toBe(401)
  })

  it('takes its accuracy and speed limits from the settings', async () => {
    const strict = await startServer({ settings: { attendance: { accuracyLimit: 30, speedLimit: 5 } }, tokenTtlSeconds: 3 * 86_400 })
    try {
      const t = await login(strict.app, 'member@acme.test')
      strict.clock.advance(86_400_000)
      const first = await call(strict.app, 'POST', '/api/attendance/checkin/checkIn', { token: t, json: { ...HEAD_OFFICE, accuracy: 40 } })
      expect(first.body.data.verdict).toBe('uncertain')
      strict.clock.advance(120_000)
      const fast = await call(strict.app, 'POST', '/api/attendance/checkin/checkIn', {
        token: t,
        json: { lat: north(HEAD_OFFICE.lat, 1200), lng: HEAD_OFFICE.lng, accuracy: 10 },
      })
      expect(fast.body.data.flags).toEqual(['implausible-speed']) // 1 200 m in 120 s = 10 m/s > 5
    } finally {
      await strict.close()
    }
  }, 120_000) // a second server from the snapshot: slow on a loaded machine
})

describe('records', () => {
  type Rec = { id: number; time: string; verdict: string; flags: string[]; orgId: number; userId: number; reason: string | null }

  it('answers 403 to a member, 200 to an editor', async () => {
    for (const path of ['record/queryRecords', 'record/queryDailyCounts']) {
      const refused = await get(path, {}, 'member')
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe('Only administrators and editors may read sign-in records')
      expect((await get(path, {}, 'editor')).status).toBe(200)
    }
  })

  it('pages the seeded and new records newest first', async () => {
    const first = await get('record/queryRecords', { pageSize: 50 })
    expect(first.body.data.pagination.total).toBeGreaterThan(100)
    const times = first.body.data.list.map((r: Rec) => r.time)
    expect([...times].sort().reverse()).toEqual(times)
    const second = await get('record/queryRecords', { pageSize: 25, currentPage: 2 })
    expect(second.body.data.list.map((r: Rec) => r.id)).toEqual(first.body.data.list.slice(25, 50).map((r: Rec) => r.id))
    expect(first.body.data.list[0]).toMatchObject({ orgId: org.school, scopeName: 'Changping research park', verdict: 'inside' })
  })

  it('filters by verdict, flagged, organisation and below, user and days', async () => {
    const outside = (await get('record/queryRecords', { verdict: 'outside', pageSize: 500 })).body.data.list as Rec[]
    expect(outside.length).toBeGreaterThan(3)
    expect(new Set(outside.map((r) => r.verdict))).toEqual(new Set(['outside']))
    expect(outside.some((r) => r.reason)).toBe(true)
    const flagged = (await get('record/queryRecords', { flagged: true, pageSize: 500 })).body.data.list as Rec[]
    expect(flagged.every((r) => r.flags.length > 0)).toBe(true)
    expect(new Set(flagged.flatMap((r) => r.flags))).toEqual(new Set(['null-island', 'implausible-speed']))
    const campus = (await get('record/queryRecords', { orgId: org.acme27, pageSize: 500 })).body.data.list as Rec[]
    expect(campus.some((r) => r.orgId === org.school)).toBe(true)
    const [{ ids }] = await server.db.query<{ ids: number[] }>(
      'with recursive sub(id) as (select $1::int union all select o.id from orgs o join sub on o.parent_id = sub.id) select array_agg(id) as ids from sub',
      [org.acme27],
    )
    expect(campus.every((r) => ids.includes(r.orgId))).toBe(true)
    const [member] = await server.db.query<{ id: number }>("select id from users where username = 'member@acme.test'")
    const mine = (await get('record/queryRecords', { userId: member.id, pageSize: 500 })).body.data.list as Rec[]
    expect(mine.length).toBeGreaterThan(5)
    expect(mine.every((r) => r.userId === member.id)).toBe(true)
    expect((await get('record/queryRecords', { user: 'mia', pageSize: 500 })).body.data.pagination.total).toBe(mine.length)
    const day = mine[mine.length - 1].time.slice(0, 10)
    const oneDay = (await get('record/queryRecords', { from: day, to: day, pageSize: 500 })).body.data.list as Rec[]
    expect(oneDay.length).toBeGreaterThan(0)
    expect(oneDay.every((r) => r.time.startsWith(day))).toBe(true)
  })

  it('counts each day of the range by verdict, matching the records', async () => {
    const [oldest] = await server.db.query<{ day: string }>("select to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD') as day from check_ins")
    const to = new Date(Date.parse(`${oldest.day}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10)
    const counts = (await get('record/queryDailyCounts', { from: oldest.day, to })).body.data as {
      date: string
      inside: number
      outside: number
      uncertain: number
    }[]
    expect(counts).toHaveLength(14)
    expect(counts[0].date).toBe(oldest.day)
    expect(counts[13].date).toBe(to)
    const total = (await get('record/queryRecords', { from: oldest.day, to, pageSize: 1 })).body.data.pagination.total
    expect(counts.reduce((n, c) => n + c.inside + c.outside + c.uncertain, 0)).toBe(total)
    const outside = (await get('record/queryRecords', { from: oldest.day, to, verdict: 'outside', pageSize: 1 })).body.data.pagination.total
    expect(counts.reduce((n, c) => n + c.outside, 0)).toBe(outside)
    const recent = (await get('record/queryDailyCounts')).body.data
    expect(recent).toHaveLength(30)
    expect(recent[29].date).toBe(server.clock.now().toISOString().slice(0, 10))
  })

  it.each([
    ['verdict', { verdict: 'late' }],
    ['flagged', { flagged: 'yes' }],
    ['from', { from: '2026-02-30' }],
    ['to', { to: '25/11/2026' }],
    ['to', { from: '2026-03-02', to: '2026-03-01' }],
    ['orgId', { orgId: 'head' }],
    ['orgId', { orgId: 999_999 }],
    ['userId', { userId: '1.5' }],
    ['from', { from: '2020-01-01', to: '2026-01-01' }],
  ])('answers 400 naming %s for %o', async (field, query) => {
    for (const path of ['record/queryRecords', 'record/queryDailyCounts']) {
      const result = await get(path, query)
      if (field === 'from' && 'to' in query && path === 'record/queryRecords') continue // a long list range is fine; only the chart's is capped
      expect(result.status).toBe(400)
      expect(result.body.field).toBe(field)
    }
    expect((await get('record/queryRecords', { pageSize: 501 })).status).toBe(400)
  })

  it('isolates tenants', async () => {
    const globex = (await get('record/queryRecords', { pageSize: 500 }, 'globex')).body.data.list as Rec[]
    expect(globex.length).toBeGreaterThan(0)
    const [{ ids }] = await server.db.query<{ ids: number[] }>(
      "select array_agg(u.id) as ids from users u join tenants t on t.id = u.tenant_id where t.code = 'globex'",
    )
    expect(globex.every((r) => ids.includes(r.userId))).toBe(true)
    const acme = (await get('record/queryRecords', { pageSize: 500, verdict: 'inside' })).body.data.list as Rec[]
    expect(acme.some((r) => ids.includes(r.userId))).toBe(false)
    expect((await get('record/queryRecords', { orgId: org.acme1 }, 'globex')).body.field).toBe('orgId')
  })

  it('keeps a delegated reader to the records of their organisation and below', async () => {
    await server.db.query(
      `insert into role_menus (role_id, tenant_id, menu_id) select r.id, r.tenant_id, 22 from roles r join tenants t on t.id = r.tenant_id
       where t.code = 'acme' and r.code = 'ROLE_ORG_ADMIN'`,
    )
    const list = (await get('record/queryRecords', { pageSize: 500 }, 'orgadmin')).body.data.list as Rec[]
    expect(list.length).toBeGreaterThan(0)
    expect(list.some((r) => r.orgId === org.acme1)).toBe(false)
    expect(list.some((r) => r.orgId === org.school)).toBe(true)
  })
})
