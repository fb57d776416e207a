// The stored days and the monthly report (docs/spec.md#attendance-days, #attendance-reports): a
// day is stored once closed and never while open; what is stored is what the shared rule decides
// from the check-ins (checked against the member's month decided anew); a decision on an
// approval or a leave decides the member's stored days again at once; a change of rules applies
// from today unless it says an earlier date; settling twice at once writes each day once. The
// report sums the stored days as the rows themselves add up, within the guard, the data scope
// and the tenant; every bad parameter is a 400 naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settleDays } from '../../demo/server/domains/attendance/dayStore.ts'
import { DEFAULT_DAY_RULES } from '../../src/domains/attendance/contract.ts'
import { call, loginSeeded, startServer, type TestServer } from './helpers.ts'

let server: TestServer
const token: Record<string, string> = {}
let acme = 0
let globex = 0
const HEAD_OFFICE = { lat: 31.204, lng: 121.5904, accuracy: 10 }
const AWAY = { lat: 31.304, lng: 121.5904, accuracy: 10, reason: 'At the partner lab' }
/** The built-in rules, saved as the tenant's own. */
const RULES = DEFAULT_DAY_RULES

const get = (path: string, query: Record<string, string | number> = {}, who = 'admin', lang?: string) =>
  call(server.app, 'GET', `/api/attendance/${path}`, { token: token[who], query, ...(lang ? { headers: { 'Accept-Language': lang } } : {}) })
const post = (path: string, json: unknown, who = 'admin') => call(server.app, 'POST', `/api/attendance/${path}`, { token: token[who], json })
const settle = (tenantId = acme) => server.db.transaction((tx) => settleDays(tx, tenantId, server.clock.now()))
const moveTo = (iso: string) => server.clock.advance(Date.parse(iso) - server.clock.now().getTime())

interface StoredDay {
  user_id: number
  day: string
  states: string[]
  late_minutes: number
  org_id: number | null
}
const storedDays = (date: string, userId?: number) =>
  server.db.query<StoredDay>(
    `select user_id, to_char(day, 'YYYY-MM-DD') as day, states, late_minutes, org_id from member_days
     where tenant_id = $1 and day = $2::date ${userId ? 'and user_id = $3' : ''} order by user_id`,
    userId ? [acme, date, userId] : [acme, date],
  )
const idOf = async (username: string) => (await server.db.query<{ id: number }>('select id from users where username = $1', [username]))[0].id

beforeAll(async () => {
  server = await startServer({ tokenTtlSeconds: 10 * 365 * 86_400 })
  Object.assign(token, await loginSeeded(server.app))
  acme = (await server.db.query<{ id: number }>("select id from tenants where code = 'acme'"))[0].id
  globex = (await server.db.query<{ id: number }>("select id from tenants where code = 'globex'"))[0].id
  // The tenants' days as if stored up to Friday 1 March 2030; it is Monday 4 March, 09:25 in Shanghai.
  await server.db.query("update attendance_settled set through = '2030-03-01'")
  moveTo('2030-03-04T01:25:00Z')
})
afterAll(() => server.close())

describe('the stored days', () => {
  it('stores each member’s closed days, never an open one', async () => {
    expect((await post('checkin/checkIn', HEAD_OFFICE, 'member')).body.data.verdict).toBe('inside')
    server.clock.advance(60_000)
    const away = (await post('checkin/checkIn', AWAY, 'editor')).body.data
    expect(away.verdict).toBe('outside')
    expect((await post('approval/submitApproval', { checkInId: away.id, reason: 'At the partner lab' }, 'editor')).status).toBe(200)
    const { days } = await settle()
    const [members] = await server.db.query<{ n: number }>('select count(distinct user_id)::int as n from member_days where tenant_id = $1 and day = $2', [
      acme,
      '2030-03-03',
    ])
    expect(members.n).toBeGreaterThan(1000)
    expect(days).toBe(members.n * 2) // Saturday and Sunday, not the open Monday
    expect((await storedDays('2030-03-02')).every((d) => d.states.join() === 'not-working')).toBe(true)
    expect(await storedDays('2030-03-04')).toEqual([])

    // Tuesday 10:00: Monday has closed.
    moveTo('2030-03-05T02:00:00Z')
    await settle()
    const member = await idOf('member@acme.test')
    const editor = await idOf('editor@acme.test')
    expect(await storedDays('2030-03-04', member)).toMatchObject([{ states: ['late', 'no-check-out'], late_minutes: 25 }])
    expect((await storedDays('2030-03-04', editor))[0].states).toEqual(['absent', 'outside-pending'])
    const monday = await storedDays('2030-03-04')
    expect(monday.filter((d) => d.states[0] === 'absent').length).toBe(monday.length - 1)
    expect(await storedDays('2030-03-05')).toEqual([])
  })

  it('stores what the member’s month decides anew from the check-ins', async () => {
    const member = await idOf('member@acme.test')
    const stored = (await get('day/queryMyMonth', { month: '2030-03' }, 'member')).body.data
    await server.db.query('delete from member_days where user_id = $1', [member])
    const anew = (await get('day/queryMyMonth', { month: '2030-03' }, 'member')).body.data
    expect(anew.days).toEqual(stored.days)
    await server.db.query("update attendance_settled set redo_from = '2030-03-01' where tenant_id = $1", [acme])
    await settle()
    expect((await get('day/queryMyMonth', { month: '2030-03' }, 'member')).body.data.days).toEqual(stored.days)
  })

  it('decides the member’s stored day again when their outside check-in is approved, and when leave is', async () => {
    const editor = await idOf('editor@acme.test')
    const [pending] = await server.db.query<{ id: number }>("select id from attendance_approvals where user_id = $1 and status = 'pending'", [editor])
    expect((await post('approval/decideApproval', { id: pending.id, approve: true, comment: 'ok' })).status).toBe(200)
    expect(await storedDays('2030-03-04', editor)).toMatchObject([{ states: ['late', 'no-check-out', 'outside-approved'], late_minutes: 26 }])

    const leave = await post('leave/submitLeave', { leaveType: 'sick', fromDate: '2030-03-04', toDate: '2030-03-04', reason: 'Flu' }, 'member')
    expect(leave.status).toBe(200)
    expect((await post('approval/decideApproval', { id: leave.body.data.id, approve: true, comment: '' })).status).toBe(200)
    expect((await storedDays('2030-03-04', await idOf('member@acme.test')))[0].states).toEqual(['on-leave'])
  })

  it('keeps the past under a change of rules unless it applies from an earlier date', async () => {
    const holiday = { ...RULES, holidays: ['2030-03-04'] }
    expect((await post('rules/saveRules', { rules: holiday })).status).toBe(200)
    expect((await get('report/querySummary', { month: '2030-03' })).body.data.recomputing).toBe(true)
    await settle()
    expect((await storedDays('2030-03-04')).filter((d) => d.states.includes('not-working'))).toEqual([])

    expect((await post('rules/saveRules', { rules: holiday, applyFrom: '2030-03-04' })).status).toBe(200)
    await settle()
    const monday = await storedDays('2030-03-04')
    expect(monday.length).toBeGreaterThan(1000)
    expect(monday.every((d) => d.states[0] === 'not-working')).toBe(true)
    expect((await get('report/querySummary', { month: '2030-03' })).body.data.recomputing).toBe(false)
    // And back, for the tests below.
    expect((await post('rules/deleteRules', { applyFrom: '2030-03-04' })).status).toBe(200)
    await settle()
    expect((await storedDays('2030-03-04')).filter((d) => d.states[0] === 'absent').length).toBeGreaterThan(1000)
  })

  it('removes a stored day that a change of rules opens again, until it closes under them', async () => {
    // Tuesday 10:00 in Shanghai is Monday 16:00 in Honolulu: Monday's check-out window is open there.
    moveTo('2030-03-05T02:00:00Z')
    expect((await storedDays('2030-03-04')).length).toBeGreaterThan(1000)
    expect((await post('rules/saveRules', { rules: { ...RULES, timeZone: 'Pacific/Honolulu' }, applyFrom: '2030-03-04' })).status).toBe(200)
    await settle()
    expect(await storedDays('2030-03-04')).toEqual([])
    expect((await get('day/queryMyMonth', { month: '2030-03' }, 'member')).body.data.today).toBe('2030-03-04')
    // Back to Shanghai: Monday has closed there, and is stored again.
    expect((await post('rules/deleteRules', { applyFrom: '2030-03-04' })).status).toBe(200)
    await settle()
    expect((await storedDays('2030-03-04')).length).toBeGreaterThan(1000)
  })

  it('answers 400 naming applyFrom for a date that is not one, in the future or over a year back, changing nothing', async () => {
    for (const applyFrom of ['yesterday', '2030-02-30', '2030-03-06', '2029-03-01']) {
      const answer = await post('rules/saveRules', { rules: { ...RULES, graceMinutes: 1 }, applyFrom })
      expect(answer.status, applyFrom).toBe(400)
      expect(answer.body.field).toBe('applyFrom')
    }
    expect((await get('rules/queryRules')).body.data.own).toBeNull()
  })

  it('writes each day once when three settle at once', async () => {
    await server.db.query("update attendance_settled set through = '2030-03-01' where tenant_id = $1", [acme])
    const before = await server.db.query('select user_id, day, states from member_days where tenant_id = $1 order by day, user_id', [acme])
    await Promise.all([settle(), settle(), settle()])
    expect(await server.db.query('select user_id, day, states from member_days where tenant_id = $1 order by day, user_id', [acme])).toEqual(before)
    expect(
      (await server.db.query<{ through: string }>("select to_char(through, 'YYYY-MM-DD') as through from attendance_settled where tenant_id = $1", [acme]))[0]
        .through,
    ).toBe('2030-03-04')
  })
})

describe('the report', () => {
  it('sums the stored days as the rows add up, per member, per organisation and per day', async () => {
    const summary = (await get('report/querySummary', { month: '2030-03' })).body.data
    const rows = await server.db.query<{
      user_id: number
      org_id: number | null
      states: string[]
      working: boolean
      leave_type: string | null
      late_minutes: number
    }>(
      "select user_id, org_id, states, working, leave_type, late_minutes from member_days where tenant_id = $1 and day >= '2030-03-01' and day <= '2030-03-31'",
      [acme],
    )
    const has = (state: string) => rows.filter((r) => r.states.includes(state)).length
    expect(summary).toMatchObject({ month: '2030-03', through: '2030-03-04', recomputing: false, members: new Set(rows.map((r) => r.user_id)).size })
    expect(summary.totals).toEqual({
      due: rows.filter((r) => r.working && !r.leave_type).length,
      onTime: has('on-time'),
      late: has('late'),
      lateMinutes: rows.reduce((sum, r) => sum + r.late_minutes, 0),
      leftEarly: has('left-early'),
      earlyMinutes: 0,
      absent: has('absent'),
      missed: rows.filter((r) => r.states.includes('no-check-in') || r.states.includes('no-check-out')).length,
      leave: has('on-leave'),
      outside: rows.filter((r) => r.states.some((s) => s.startsWith('outside'))).length,
    })
    expect(summary.totals.late).toBe(1)
    expect(summary.days.map((d: { date: string }) => d.date)).toEqual(['2030-03-01', '2030-03-02', '2030-03-03', '2030-03-04'])

    const late = (await get('report/queryMembers', { month: '2030-03', sortField: 'lateMinutes', sortOrder: 'desc', pageSize: 5 })).body.data
    expect(late.pagination.total).toBe(summary.members)
    expect(late.list[0]).toMatchObject({ userName: 'editor@acme.test', late: 1, lateMinutes: 26, outside: 1, due: 2, absent: 1, onTime: 0 })
    expect(late.list).toHaveLength(5)
    const found = (await get('report/queryMembers', { month: '2030-03', keyword: 'MEMBER@acme' })).body.data
    expect(found.list).toEqual([expect.objectContaining({ userName: 'member@acme.test', leave: 1, due: 1, absent: 1 })])

    const orgs: { members: number; absent: number }[] = []
    for (
      let currentPage = 1;
      currentPage === 1 || orgs.length < (await get('report/queryOrgs', { month: '2030-03' })).body.data.pagination.total;
      currentPage++
    ) {
      orgs.push(...(await get('report/queryOrgs', { month: '2030-03', sortField: 'members', sortOrder: 'desc', pageSize: 500, currentPage })).body.data.list)
    }
    expect(orgs.length).toBeGreaterThan(500)
    expect(orgs.reduce((sum, o) => sum + o.members, 0)).toBe(summary.members)
    expect(orgs.reduce((sum, o) => sum + o.absent, 0)).toBe(summary.totals.absent)
  })

  it('narrows to an organisation and every one below it', async () => {
    const [campus] = await server.db.query<{ id: number }>("select id from orgs where tenant_id = $1 and code = 'ORG00027'", [acme])
    const [{ ids }] = await server.db.query<{ ids: number[] }>(
      'with recursive sub(id) as (select $1::int union all select o.id from orgs o join sub on o.parent_id = sub.id) select array_agg(id) as ids from sub',
      [campus.id],
    )
    const page = (await get('report/queryMembers', { month: '2030-03', orgId: campus.id, pageSize: 500 })).body.data
    expect(page.list.length).toBeGreaterThan(10)
    expect(page.list.every((r: { orgId: number }) => ids.includes(r.orgId))).toBe(true)
    const summary = (await get('report/querySummary', { month: '2030-03', orgId: campus.id })).body.data
    expect(summary.members).toBe(page.pagination.total)
  })

  it('opens a member’s month to the administrator, within the data scope and the tenant', async () => {
    const editor = await idOf('editor@acme.test')
    const month = (await get('report/queryMemberMonth', { userId: editor, month: '2030-03' })).body.data
    expect(month.days.find((d: { date: string }) => d.date === '2030-03-04').states).toEqual(['late', 'no-check-out', 'outside-approved'])
    expect((await get('report/queryMemberMonth', { userId: editor, month: '2030-03' }, 'globex')).status).toBe(403)
  })

  it('is refused to a member; an editor reads it; a delegated administrator sees only their organisations; the other tenant sees its own', async () => {
    for (const path of ['querySummary', 'queryMembers', 'queryOrgs']) expect((await get(`report/${path}`, { month: '2030-03' }, 'member')).status).toBe(403)
    const all = (await get('report/querySummary', { month: '2030-03' }, 'editor')).body.data
    expect(all.members).toBeGreaterThan(1000)
    await server.db.query(
      "insert into role_menus (role_id, tenant_id, menu_id) select r.id, r.tenant_id, 26 from roles r where r.tenant_id = $1 and r.code = 'ROLE_ORG_ADMIN'",
      [acme],
    )
    try {
      const [me] = await server.db.query<{ org_id: number }>("select org_id from users where username = 'orgadmin@acme.test'")
      const [{ ids }] = await server.db.query<{ ids: number[] }>(
        'with recursive sub(id) as (select $1::int union all select o.id from orgs o join sub on o.parent_id = sub.id) select array_agg(id) as ids from sub',
        [me.org_id],
      )
      const mine = (await get('report/queryMembers', { month: '2030-03', pageSize: 500 }, 'orgadmin')).body.data
      expect(mine.pagination.total).toBeLessThan(all.members)
      expect(mine.list.every((r: { orgId: number }) => ids.includes(r.orgId))).toBe(true)
      const outside = (await get('report/queryMembers', { month: '2030-03', pageSize: 500 })).body.data.list.find(
        (r: { orgId: number }) => !ids.includes(r.orgId),
      )
      expect((await get('report/queryMemberMonth', { userId: outside.userId, month: '2030-03' }, 'orgadmin')).status).toBe(403)
    } finally {
      await server.db.query("delete from role_menus where menu_id = 26 and role_id in (select id from roles where code = 'ROLE_ORG_ADMIN')")
    }
    await settle(globex)
    const theirs = (await get('report/queryMembers', { month: '2030-03', pageSize: 500 }, 'globex')).body.data
    expect(theirs.pagination.total).toBeGreaterThan(0)
    expect(theirs.list.every((r: { userName: string }) => r.userName.endsWith('globex.test') || !r.userName.includes('acme'))).toBe(true)
  })

  it('answers 400 naming the parameter for a bad month, organisation, sort or page, in the reader’s language', async () => {
    const [globexOrg] = await server.db.query<{ id: number }>('select id from orgs where tenant_id = $1 order by id limit 1', [globex])
    const cases: [Record<string, string | number>, string][] = [
      [{ month: '2030-13' }, 'month'],
      [{ month: '' }, 'month'],
      [{ month: '2030-03', orgId: 'abc' }, 'orgId'],
      [{ month: '2030-03', orgId: globexOrg.id }, 'orgId'],
      [{ month: '2030-03', sortField: 'salary' }, 'sortField'],
      [{ month: '2030-03', sortOrder: 'up' }, 'sortOrder'],
      [{ month: '2030-03', pageSize: 501 }, 'pageSize'],
    ]
    for (const [query, field] of cases) {
      const answer = await get('report/queryMembers', query)
      expect(answer.status, JSON.stringify(query)).toBe(400)
      expect(answer.body.message, JSON.stringify(query)).toContain(field)
    }
    const zh = await get('report/querySummary', { month: '2030-13' }, 'admin', 'zh-CN')
    expect(zh.status).toBe(400)
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/)
    expect((await get('report/queryMemberMonth', { userId: 'x', month: '2030-03' })).status).toBe(400)
  })
})
