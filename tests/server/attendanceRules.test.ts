// Attendance rules and the member's month (docs/spec.md#attendance-rules, #attendance-days): the
// tenant's and an organisation's own rules, inherited down the tree; every bad field a 400 naming
// it in the reader's language, changing nothing; the guard as a member, an editor and a delegated
// administrator; the other tenant's ids; concurrent saves; the operation log; and the member's
// month decided from real check-ins on a clock moved to a known Monday in Shanghai.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, loginSeeded, startServer, type TestServer } from './helpers.ts'

let server: TestServer
const token: Record<string, string> = {}
const org: Record<string, number> = {}

const get = (path: string, query: Record<string, string | number> = {}, who = 'admin', lang?: string) =>
  call(server.app, 'GET', `/api/attendance/${path}`, { token: token[who], query, ...(lang ? { headers: { 'Accept-Language': lang } } : {}) })
const post = (path: string, json: unknown, who = 'admin', query: Record<string, string | number> = {}, lang?: string) =>
  call(server.app, 'POST', `/api/attendance/${path}`, { token: token[who], json, query, ...(lang ? { headers: { 'Accept-Language': lang } } : {}) })

const RULES = {
  timeZone: 'Asia/Shanghai',
  workingDays: [1, 2, 3, 4, 5],
  holidays: ['2030-03-08'],
  extraWorkingDays: [],
  start: '09:00',
  end: '18:00',
  graceMinutes: 10,
  checkIn: { from: '06:00', until: '12:00' },
  checkOut: { from: '12:00', until: '23:59' },
}
const HEAD_OFFICE = { lat: 31.204, lng: 121.5904, accuracy: 10 }

async function orgId(tenant: string, code: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('select o.id from orgs o join tenants t on t.id = o.tenant_id where t.code = $1 and o.code = $2', [
    tenant,
    code,
  ])
  return row.id
}

const stored = () => server.db.query<{ org_id: number | null; rules: unknown }>('select org_id, rules from attendance_rules order by id')

beforeAll(async () => {
  server = await startServer({ tokenTtlSeconds: 10 * 365 * 86_400 })
  // Monday 4 March 2030, 09:25 in Shanghai (01:25 UTC).
  server.clock.advance(Date.parse('2030-03-04T01:25:00Z') - server.clock.now().getTime())
  Object.assign(token, await loginSeeded(server.app))
  org.acme1 = await orgId('acme', 'ORG00001')
  org.acme27 = await orgId('acme', 'ORG00027')
  const [school] = await server.db.query<{ id: number }>('select id from orgs where parent_id = $1 order by id limit 1', [org.acme27])
  org.school = school.id
  org.globex1 = await orgId('globex', 'ORG00001')
})
afterAll(() => server.close())

describe('rules', () => {
  it('starts from the built-in rules, and an organisation follows the tenant’s once set', async () => {
    const tenant = await get('rules/queryRules')
    expect(tenant.status).toBe(200)
    expect(tenant.body.data).toMatchObject({ orgId: null, own: null, from: { builtIn: true }, updateTime: null })
    expect(tenant.body.data.effective).toMatchObject({ timeZone: 'Asia/Shanghai', start: '09:00', workingDays: [1, 2, 3, 4, 5] })

    const saved = await post('rules/saveRules', { orgId: null, rules: { ...RULES, start: '08:30', checkIn: { from: '06:00', until: '11:00' } } })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ orgId: null, own: { start: '08:30' }, from: { orgId: null, builtIn: false } })
    const school = await get('rules/queryRules', { orgId: org.school })
    expect(school.body.data).toMatchObject({ orgId: org.school, own: null, effective: { start: '08:30' }, from: { orgId: null, builtIn: false } })
  })

  it('lets an organisation set its own, inherited below it, and follow the rules above again', async () => {
    const campus = await post('rules/saveRules', {
      orgId: org.acme27,
      rules: { ...RULES, timeZone: 'asia/shanghai', holidays: ['2030-10-02', '2030-10-01', '2030-10-01'] },
    })
    expect(campus.status).toBe(200)
    // Canonical zone, dates sorted without repeats.
    expect(campus.body.data.own).toMatchObject({ timeZone: 'Asia/Shanghai', holidays: ['2030-10-01', '2030-10-02'] })
    const school = await get('rules/queryRules', { orgId: org.school })
    expect(school.body.data.from).toEqual({ orgId: org.acme27, orgName: '北京校区 00027', builtIn: false })
    expect(school.body.data.effective.holidays).toEqual(['2030-10-01', '2030-10-02'])

    const removed = await post('rules/deleteRules', undefined, 'admin', { orgId: org.acme27 })
    expect(removed.status).toBe(200)
    expect(removed.body.data).toMatchObject({ orgId: org.acme27, own: null, from: { orgId: null } })
    const log = await server.db.query<{ action: string; target: string }>("select action, target from op_log where module = 'attendance' order by id")
    expect(log).toEqual([
      { action: 'create', target: 'tenant' },
      { action: 'create', target: '北京校区 00027' },
      { action: 'delete', target: '北京校区 00027' },
    ])
  })

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'The time zone must be an IANA name, such as Asia/Shanghai', '时区'],
    [{ workingDays: [1, 1] }, 'workingDays', 'The working days must be different weekdays, 1 (Monday) to 7 (Sunday)', '工作日'],
    [{ workingDays: 'weekdays' }, 'workingDays', 'workingDays must be a list', 'workingDays'],
    [{ holidays: ['2030-02-30'] }, 'holidays', 'Each date must be a real date, YYYY-MM-DD', '日期'],
    [{ holidays: Array.from({ length: 401 }, (_, i) => `2030-01-${i}`) }, 'holidays', 'At most 400 dates', '400'],
    [{ holidays: ['2030-03-09'], extraWorkingDays: ['2030-03-09'] }, 'extraWorkingDays', 'A date cannot be both a holiday and a make-up working day', '调休'],
    [{ start: '9:00' }, 'start', 'Each time must be a time of day, HH:mm', 'HH:mm'],
    [{ graceMinutes: 241 }, 'graceMinutes', 'The grace must be a whole number of minutes from 0 to 240', '240'],
    [{ graceMinutes: '5' }, 'graceMinutes', 'The grace must be a whole number of minutes from 0 to 240', '240'],
    [
      { start: '18:00', end: '09:00', checkIn: { from: '06:00', until: '19:00' }, checkOut: { from: '19:00', until: '23:00' } },
      'end',
      'The working day must end after it starts',
      '结束',
    ],
    [{ checkIn: { from: '09:30', until: '12:00' } }, 'checkIn.from', 'The check-in window must hold the start of the day', '签到'],
    [{ checkOut: { from: '12:00', until: '17:00' } }, 'checkOut.until', 'The check-out window must hold the end of the day', '签退'],
    [{ checkIn: { from: '06:00', until: '13:00' } }, 'checkIn.until', 'The check-in window must close before the check-out window opens', '签退'],
    [{ checkIn: 'morning' }, 'checkIn', 'checkIn must be an object', 'checkIn'],
  ])('answers 400 to %j naming %s, in the reader’s language, changing nothing', async (change, field, message, zh) => {
    const before = await stored()
    const en = await post('rules/saveRules', { orgId: org.acme1, rules: { ...RULES, ...change } })
    expect(en.status).toBe(400)
    expect(en.body).toMatchObject({ field, message })
    const chinese = await post('rules/saveRules', { orgId: org.acme1, rules: { ...RULES, ...change } }, 'admin', {}, 'zh-CN')
    expect(chinese.body.field).toBe(field)
    expect(chinese.body.message).toContain(zh)
    expect(chinese.body.message).not.toBe(message)
    expect(await stored()).toEqual(before)
  })

  it('answers 400 to a body without rules and to a malformed or unknown organisation', async () => {
    expect((await post('rules/saveRules', { orgId: org.acme1 })).body.field).toBe('rules')
    for (const orgId of ['x', -1, 999_999]) {
      const answer = await post('rules/saveRules', { orgId, rules: RULES })
      expect(answer.status).toBe(400)
      expect(answer.body.field).toBe('orgId')
    }
    expect((await get('rules/queryRules', { orgId: '1.5' })).body.field).toBe('orgId')
  })

  it('answers 403 to a member and an editor, changing nothing', async () => {
    const before = await stored()
    for (const who of ['member', 'editor']) {
      expect((await get('rules/queryRules', {}, who)).status).toBe(403)
      expect((await post('rules/saveRules', { orgId: org.acme1, rules: RULES }, who)).status).toBe(403)
      expect((await post('rules/deleteRules', undefined, who, { orgId: org.acme1 })).status).toBe(403)
    }
    expect(await stored()).toEqual(before)
  })

  it('keeps a delegated administrator to the organisations in reach, and off the tenant’s rules', async () => {
    await server.db.query(
      `insert into role_menus (role_id, tenant_id, menu_id) select r.id, r.tenant_id, 23 from roles r join tenants t on t.id = r.tenant_id
       where t.code = 'acme' and r.code = 'ROLE_ORG_ADMIN'`,
    )
    try {
      expect((await post('rules/saveRules', { orgId: org.school, rules: RULES }, 'orgadmin')).status).toBe(200)
      expect((await post('rules/saveRules', { orgId: org.acme1, rules: RULES }, 'orgadmin')).status).toBe(403)
      expect((await get('rules/queryRules', { orgId: org.acme1 }, 'orgadmin')).status).toBe(403)
      expect((await post('rules/saveRules', { orgId: null, rules: RULES }, 'orgadmin')).status).toBe(403)
      expect((await post('rules/deleteRules', undefined, 'orgadmin')).status).toBe(403)
      expect((await post('rules/deleteRules', undefined, 'orgadmin', { orgId: org.school })).status).toBe(200)
    } finally {
      await server.db.query("delete from role_menus where menu_id = 23 and role_id in (select id from roles where code = 'ROLE_ORG_ADMIN')")
    }
  })

  it('isolates tenants: the other tenant’s organisations are not there, and its rules are its own', async () => {
    const before = await stored()
    expect((await post('rules/saveRules', { orgId: org.acme1, rules: RULES }, 'globex')).status).toBe(400)
    expect((await get('rules/queryRules', { orgId: org.acme1 }, 'globex')).status).toBe(400)
    expect((await post('rules/deleteRules', undefined, 'globex', { orgId: org.acme27 })).status).toBe(400)
    expect((await post('rules/saveRules', { orgId: org.globex1, rules: RULES }, 'admin')).status).toBe(400)
    expect(await stored()).toEqual(before)
    expect((await get('rules/queryRules', {}, 'globex')).body.data.from.builtIn).toBe(true)
  })

  it('stores one row for ten concurrent saves of the same organisation', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post('rules/saveRules', { orgId: org.acme1, rules: { ...RULES, graceMinutes: i } })))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    const rows = (await stored()).filter((r) => r.org_id === org.acme1)
    expect(rows).toHaveLength(1)
    await post('rules/deleteRules', undefined, 'admin', { orgId: org.acme1 })
  })
})

describe('the member’s month', () => {
  it('decides each day from the member’s check-ins under their rules', async () => {
    await post('rules/saveRules', { orgId: org.acme1, rules: RULES })
    // 09:25 on Monday: 25 minutes late (grace 10).
    expect((await post('checkin/checkIn', HEAD_OFFICE, 'member')).status).toBe(200)
    server.clock.advance(9 * 3_600_000) // 18:25
    expect((await post('checkin/checkIn', HEAD_OFFICE, 'member')).status).toBe(200)
    const month = await get('day/queryMyMonth', { month: '2030-03' }, 'member')
    expect(month.status).toBe(200)
    expect(month.body.data.today).toBe('2030-03-04')
    expect(month.body.data.rules).toMatchObject({ start: '09:00', holidays: ['2030-03-08'] })
    const days = month.body.data.days as { date: string; states: string[]; lateMinutes: number; arrival: string | null; departure: string | null }[]
    expect(days).toHaveLength(31)
    const day = (date: string) => days.find((d) => d.date === date)!
    expect(day('2030-03-01').states).toEqual(['absent']) // a Friday before, without a check-in
    expect(day('2030-03-02').states).toEqual(['not-working']) // Saturday
    expect(day('2030-03-04')).toMatchObject({ states: ['late'], lateMinutes: 25, arrival: '2030-03-04T01:25:00.000Z', departure: '2030-03-04T10:25:00.000Z' })
    expect(day('2030-03-05').states).toEqual(['open']) // tomorrow
    expect(day('2030-03-08').states).toEqual(['not-working']) // the holiday

    // A change of rules decides the month again: with a 30-minute grace the Monday is on time.
    await post('rules/saveRules', { orgId: org.acme1, rules: { ...RULES, graceMinutes: 30 } })
    const again = await get('day/queryMyMonth', { month: '2030-03' }, 'member')
    expect(again.body.data.days[3]).toMatchObject({ date: '2030-03-04', states: ['on-time'], lateMinutes: 0 })
  })

  it('answers 400 naming month for a bad month and 401 without a session', async () => {
    for (const month of ['', '2030-13', '2030-3', '1999-12', 'March']) {
      const answer = await get('day/queryMyMonth', { month }, 'member')
      expect(answer.status).toBe(400)
      expect(answer.body.field).toBe('month')
    }
    expect((await call(server.app, 'GET', '/api/attendance/day/queryMyMonth', { query: { month: '2030-03' } })).status).toBe(401)
  })
})
