// Approvals of outside check-ins (docs/spec.md#attendance-approvals), attacked: a member sends
// only their own outside check-in, once (also when five requests race), with a photo only of the
// tenant's uploads; the queue and decisions through the Approvals guard and the data scope (a
// delegated administrator does not see or decide a member outside their organisations, nobody
// decides their own request, the other tenant's ids are not there); a request is decided once
// (also when two approvers race); the member is told in their language, and the approved
// check-in counts for their day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, loginSeeded, startServer, type TestServer } from './helpers.ts'

let server: TestServer
const token: Record<string, string> = {}
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])
const HEAD_OFFICE = { lat: 31.204, lng: 121.5904, accuracy: 10 }
/** About 11 km north of the head office: outside every scope. */
const AWAY = { lat: 31.304, lng: 121.5904, accuracy: 10, reason: 'At the partner lab' }

const get = (path: string, query: Record<string, string | number> = {}, who = 'admin') =>
  call(server.app, 'GET', `/api/attendance/${path}`, { token: token[who], query })
const post = (path: string, json: unknown, who = 'admin') => call(server.app, 'POST', `/api/attendance/${path}`, { token: token[who], json })
const submit = (json: Record<string, unknown>, who = 'member') => post('approval/submitApproval', json, who)
const decide = (json: Record<string, unknown>, who = 'admin') => post('approval/decideApproval', json, who)

/** A check-in by `who` at `where`, a few minutes after the last (the repeat window is a minute). */
async function checkIn(who: string, where: Record<string, unknown>): Promise<{ id: number; verdict: string }> {
  server.clock.advance(5 * 60_000)
  const answer = await post('checkin/checkIn', where, who)
  expect(answer.status).toBe(200)
  return answer.body.data
}

async function upload(who: string): Promise<string> {
  const form = new FormData()
  form.set('file', new File([PNG], 'evidence.png', { type: 'image/png' }))
  const response = await server.app.request('/api/file/upload', { method: 'POST', body: form, headers: { Authorization: `Bearer ${token[who]}` } })
  return `/api/file/${((await response.json()) as { data: { key: string } }).data.key}`
}

const stored = () => server.db.query<{ id: number; status: string }>('select id, status from attendance_approvals order by id')

beforeAll(async () => {
  server = await startServer({ tokenTtlSeconds: 30 * 86_400 })
  // Tuesday 5 March 2030, 09:00 in Shanghai: a working day under the built-in rules.
  server.clock.advance(Date.parse('2030-03-05T01:00:00Z') - server.clock.now().getTime())
  Object.assign(token, await loginSeeded(server.app))
})
afterAll(() => server.close())

describe('a member’s request', () => {
  it('is only for their own check-in outside every scope, with a reason and an upload of the tenant as photo', async () => {
    const inside = await checkIn('member', HEAD_OFFICE)
    expect(inside.verdict).toBe('inside')
    const someoneElses = await checkIn('editor', AWAY)
    const away = await checkIn('member', AWAY)
    expect(away.verdict).toBe('outside')
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ checkInId: inside.id, reason: 'x' }, 'checkInId', /outside every scope/],
      [{ checkInId: someoneElses.id, reason: 'x' }, 'checkInId', /not one of your check-ins/],
      [{ checkInId: 999_999, reason: 'x' }, 'checkInId', /not one of your check-ins/],
      [{ checkInId: 'one', reason: 'x' }, 'checkInId', /positive integer/],
      [{ checkInId: away.id, reason: '  ' }, 'reason', /required/],
      [{ checkInId: away.id, reason: 'x'.repeat(201) }, 'reason', /at most 200/],
      [{ checkInId: away.id, reason: 'x', photo: 'https://tracker.example/pixel.png' }, 'photo', /Pictures must be uploaded here/],
      [{ checkInId: away.id, reason: 'x', photo: 42 }, 'photo', /must be text/],
    ]
    for (const [json, field, message] of cases) {
      const answer = await submit(json)
      expect(answer.status, JSON.stringify(json)).toBe(400)
      expect(answer.body.field).toBe(field)
      expect(answer.body.message).toMatch(message)
    }
    expect(await stored()).toEqual([])

    const photo = await upload('member')
    // Five at once: one request is stored, the others are told it was already sent.
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit({ checkInId: away.id, reason: 'At the partner lab', photo })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400])
    expect(answers.filter((a) => a.status === 400).every((a) => /already sent/.test(a.body.message))).toBe(true)
    const sent = answers.find((a) => a.status === 200)!.body.data
    expect(sent).toMatchObject({ checkInId: away.id, status: 'pending', reason: 'At the partner lab', photo, userName: expect.any(String) })
    expect(await stored()).toHaveLength(1)
  })

  it('answers 401 without a session', async () => {
    expect((await call(server.app, 'POST', '/api/attendance/approval/submitApproval', { json: { checkInId: 1, reason: 'x' } })).status).toBe(401)
  })
})

describe('the queue and the decision', () => {
  it('is refused to a member and an editor, who decide nothing', async () => {
    const [pending] = await stored()
    for (const who of ['member', 'editor']) {
      expect((await get('approval/queryApprovals', {}, who)).status).toBe(403)
      expect((await decide({ id: pending.id, approve: true }, who)).status).toBe(403)
    }
    expect((await stored())[0].status).toBe('pending')
  })

  it('shows the administrator the request with the check-in and its flags; the other tenant sees nothing of it', async () => {
    const queue = await get('approval/queryApprovals')
    expect(queue.status).toBe(200)
    expect(queue.body.data.pagination.total).toBe(1)
    expect(queue.body.data.list[0]).toMatchObject({ orgName: 'Acme Lab 00001', scopeName: 'Head office', accuracy: 10, flags: [], timeZone: 'Asia/Shanghai' })
    expect(queue.body.data.list[0].distance).toBeGreaterThan(10_000)
    expect((await get('approval/queryApprovals', { status: 'approved' })).body.data.list).toEqual([])
    expect((await get('approval/queryApprovals', { status: 'maybe' })).body.field).toBe('status')
    expect((await get('approval/queryApprovals', {}, 'globex')).body.data.list).toEqual([])
    expect((await decide({ id: queue.body.data.list[0].id, approve: true }, 'globex')).status).toBe(404)
  })

  it('keeps a delegated administrator to the members in reach', async () => {
    await server.db.query(
      `insert into role_menus (role_id, tenant_id, menu_id) select r.id, r.tenant_id, 25 from roles r join tenants t on t.id = r.tenant_id
       where t.code = 'acme' and r.code = 'ROLE_ORG_ADMIN'`,
    )
    try {
      const [pending] = await stored()
      expect((await get('approval/queryApprovals', {}, 'orgadmin')).body.data.list).toEqual([])
      const refused = await decide({ id: pending.id, approve: true }, 'orgadmin')
      expect(refused.status).toBe(403)
      expect((await stored())[0].status).toBe('pending')
    } finally {
      await server.db.query("delete from role_menus where menu_id = 25 and role_id in (select id from roles where code = 'ROLE_ORG_ADMIN')")
    }
  })

  it('refuses a rejection without a comment and the approver’s own request', async () => {
    const [pending] = await stored()
    const bare = await decide({ id: pending.id, approve: false })
    expect(bare.status).toBe(400)
    expect(bare.body.field).toBe('comment')
    expect((await decide({ id: pending.id, approve: 'yes' })).body.field).toBe('approve')
    const mine = await checkIn('admin', AWAY)
    const own = await submit({ checkInId: mine.id, reason: 'Mine' }, 'admin')
    expect(own.status).toBe(200)
    const refused = await decide({ id: own.body.data.id, approve: true })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/your own request/)
  })

  it('approves once — two approvers racing, one wins — tells the member in their language, and the check-in counts', async () => {
    await server.db.query("update users set lang = 'zh' where username = 'member@acme.test'")
    const [pending] = await stored()
    const second = await login(server.app, 'admin@acme.test')
    const [a, b] = await Promise.all([
      decide({ id: pending.id, approve: true, comment: 'Visit agreed' }),
      call(server.app, 'POST', '/api/attendance/approval/decideApproval', { token: second, json: { id: pending.id, approve: false, comment: 'No' } }),
    ])
    const statuses = [a.status, b.status].sort()
    expect(statuses).toEqual([200, 400])
    const won = a.status === 200 ? a : b
    expect((a.status === 400 ? a : b).body.message).toMatch(/already decided/)
    const decision = won.body.data.status as string
    expect(['approved', 'rejected']).toContain(decision)
    // The rest of the test follows an approval: decide it that way when the rejection won.
    if (decision === 'rejected')
      await server.db.query("update attendance_approvals set status = 'approved', comment = 'Visit agreed' where id = $1", [pending.id])

    const notices = await call(server.app, 'GET', '/api/notification/notification/queryMyNotification', { token: token.member, query: { pageSize: 5 } })
    const notice = notices.body.data.list[0]
    expect(notice.title).toMatch(/^你的范围外签到/)
    expect(notice.type).toBe('attendance')
    const log = await server.db.query<{ action: string }>("select action from op_log where module = 'attendance' and action in ('approve', 'reject')")
    expect(log).toHaveLength(1)

    const month = await get('day/queryMyMonth', { month: '2030-03' }, 'member')
    const day = month.body.data.days.find((d: { date: string }) => d.date === '2030-03-05')
    expect(day.states).toContain('outside-approved')
    const counted = month.body.data.checkIns.filter((c: { approval: string | null }) => c.approval === 'approved')
    expect(counted).toHaveLength(1)
  })
})

describe('leave', () => {
  const leave = (json: Record<string, unknown>, who = 'member') => post('leave/submitLeave', json, who)
  const ASK = { leaveType: 'annual', fromDate: '2030-03-11', toDate: '2030-03-12', reason: 'Family visit' }

  it('offers the tenant’s leave types, in three languages', async () => {
    const types = await call(server.app, 'GET', '/api/admin/sysdict/queryDictByDictType', { token: token.member, query: { dictType: 'leaveType' } })
    expect(types.status).toBe(200)
    expect(types.body.data.map((d: { value: string }) => d.value)).toEqual(['annual', 'sick', 'personal', 'business'])
    expect(types.body.data[0]).toMatchObject({ label: 'Annual leave', labelZh: '年假', labelTw: '特休' })
  })

  it.each([
    [{ leaveType: 'holiday' }, 'leaveType'],
    [{ fromDate: '2030-02-30' }, 'fromDate'],
    [{ toDate: 'tomorrow' }, 'toDate'],
    [{ toDate: '2030-03-10' }, 'toDate'],
    [{ toDate: '2030-04-11' }, 'toDate'],
    [{ reason: '' }, 'reason'],
  ])('answers 400 to %j naming %s, storing nothing', async (change, field) => {
    const before = await stored()
    const answer = await leave({ ...ASK, ...change })
    expect(answer.status).toBe(400)
    expect(answer.body.field).toBe(field)
    expect(await stored()).toEqual(before)
  })

  it('takes one of overlapping requests sent at once, and lists the member’s own', async () => {
    // The same days three times: whichever is stored, the days after are known (on PostgreSQL the
    // winner of the race varies).
    const answers = await Promise.all([leave(ASK), leave(ASK), leave(ASK)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400])
    expect(answers.find((a) => a.status === 400)!.body.message).toMatch(/already asked for leave from 2030-03-1\d to 2030-03-1\d/)
    const mine = await get('leave/queryMyLeaves', {}, 'member')
    expect(mine.body.data).toHaveLength(1)
    expect(mine.body.data[0]).toMatchObject({ kind: 'leave', status: 'pending', leaveType: 'annual', checkInId: null })
    expect((await get('leave/queryMyLeaves', {}, 'editor')).body.data).toEqual([])
  })

  it('is decided among the approvals; an approved leave makes its working days on leave', async () => {
    const queue = await get('approval/queryApprovals')
    const request = queue.body.data.list.find((a: { kind: string }) => a.kind === 'leave')
    expect(request).toMatchObject({ leaveType: 'annual', reason: 'Family visit', checkInTime: null, flags: [] })
    expect((await decide({ id: request.id, approve: true })).status).toBe(200)
    const notices = await call(server.app, 'GET', '/api/notification/notification/queryMyNotification', { token: token.member, query: { pageSize: 5 } })
    expect(notices.body.data.list[0].title).toBe('你的请假申请已获批准')
    expect(notices.body.data.list[0].content).toContain('年假')
    const month = await get('day/queryMyMonth', { month: '2030-03' }, 'member')
    const day = (date: string) => month.body.data.days.find((d: { date: string }) => d.date === date)
    expect(day('2030-03-11')).toMatchObject({ states: ['on-leave'], leave: 'annual' })
    expect(day('2030-03-12').states).toEqual(['on-leave'])
    expect(day('2030-03-13').states).not.toContain('on-leave')
    // A decided leave still blocks an overlapping request; a rejected one would not.
    expect((await leave({ ...ASK, fromDate: '2030-03-12', toDate: '2030-03-12' })).status).toBe(400)
  })
})
