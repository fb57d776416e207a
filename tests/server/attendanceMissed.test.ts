// Missed check-ins (docs/spec.md#attendance-approvals), attacked: a member asks for a check-in at
// a time of a past day in their rules' zone — every bad field a 400 naming it, changing nothing;
// never ahead, at most 31 days back, a photo only of the tenant's uploads, two a day at most (also
// when three are sent at once); decided among the approvals through the same guard and data
// scope, never by the member; once approved it counts for the day as a check-in inside, and the
// stored day is decided again at once; a rejected one does not count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settleDays } from '../../demo/server/domains/attendance/dayStore.ts'
import { call, loginSeeded, startServer, type TestServer } from './helpers.ts'

let server: TestServer
const token: Record<string, string> = {}
let acme = 0
let member = 0

const get = (path: string, query: Record<string, string | number> = {}, who = 'admin') =>
  call(server.app, 'GET', `/api/attendance/${path}`, { token: token[who], query })
const post = (path: string, json: unknown, who = 'admin', lang?: string) =>
  call(server.app, 'POST', `/api/attendance/${path}`, { token: token[who], json, ...(lang ? { headers: { 'Accept-Language': lang } } : {}) })
const ask = (json: Record<string, unknown>, who = 'member', lang?: string) => post('missed/submitMissed', json, who, lang)
const requests = () => server.db.query<{ id: number; status: string }>("select id, status from attendance_approvals where kind = 'missed' order by id")
const monday = async () =>
  (
    await server.db.query<{ states: string[]; arrival: Date | null; departure: Date | null }>(
      "select states, arrival, departure from member_days where user_id = $1 and day = '2030-03-04'",
      [member],
    )
  )[0]

beforeAll(async () => {
  server = await startServer({ tokenTtlSeconds: 10 * 365 * 86_400 })
  Object.assign(token, await loginSeeded(server.app))
  acme = (await server.db.query<{ id: number }>("select id from tenants where code = 'acme'"))[0].id
  member = (await server.db.query<{ id: number }>("select id from users where username = 'member@acme.test'"))[0].id
  // Tuesday 5 March 2030, 10:00 in Shanghai; the days are stored up to Sunday, and Monday now.
  await server.db.query("update attendance_settled set through = '2030-03-03'")
  server.clock.advance(Date.parse('2030-03-05T02:00:00Z') - server.clock.now().getTime())
  await server.db.transaction((tx) => settleDays(tx, acme, server.clock.now()))
})
afterAll(() => server.close())

describe('a member’s missed check-in', () => {
  it('answers 400 naming the field for a bad date, time, reason or photo, a time ahead or over 31 days back, storing nothing', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ date: '2030-02-30', time: '09:00', reason: 'x' }, 'date', /YYYY-MM-DD/],
      [{ date: 'monday', time: '09:00', reason: 'x' }, 'date', /YYYY-MM-DD/],
      [{ date: '2030-03-04', time: '9am', reason: 'x' }, 'time', /HH:mm/],
      [{ date: '2030-03-04', time: '24:00', reason: 'x' }, 'time', /HH:mm/],
      [{ date: '2030-03-04', time: '09:00', reason: '  ' }, 'reason', /required/],
      [{ date: '2030-03-04', time: '09:00', reason: 'x'.repeat(201) }, 'reason', /at most 200/],
      [{ date: '2030-03-05', time: '10:30', reason: 'x' }, 'time', /in the past/],
      [{ date: '2030-02-01', time: '09:00', reason: 'x' }, 'date', /at most 31 days back/],
      [{ date: '2030-03-04', time: '09:00', reason: 'x', photo: 'https://tracker.example/pixel.png' }, 'photo', /Pictures must be uploaded here/],
    ]
    for (const [json, field, message] of cases) {
      const answer = await ask(json)
      expect(answer.status, JSON.stringify(json)).toBe(400)
      expect(answer.body.field, JSON.stringify(json)).toBe(field)
      expect(answer.body.message, JSON.stringify(json)).toMatch(message)
    }
    const zh = await ask({ date: '2030-03-05', time: '10:30', reason: 'x' }, 'member', 'zh-CN')
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/)
    expect(await requests()).toEqual([])
    expect((await call(server.app, 'POST', '/api/attendance/missed/submitMissed', { json: { date: '2030-03-04', time: '09:00', reason: 'x' } })).status).toBe(
      401,
    )
  })

  it('takes two a day at most, also when three are sent at once', async () => {
    // The same morning three times: on PostgreSQL which two win varies, and the tests below read them alike.
    const answers = await Promise.all([1, 2, 3].map(() => ask({ date: '2030-03-04', time: '09:05', reason: 'Forgot my phone' })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 400])
    const refused = answers.find((a) => a.status === 400)!
    expect(refused.body).toMatchObject({ field: 'date', message: expect.stringMatching(/already asked for 2 missed check-ins on 2030-03-04/) })
    expect(answers.find((a) => a.status === 200)!.body.data).toMatchObject({ kind: 'missed', status: 'pending', missedTime: expect.any(String) })
    expect(await requests()).toHaveLength(2)
    // Waiting, they do not count: Monday stays absent.
    expect((await monday()).states).toEqual(['absent'])
  })
})

describe('the decision', () => {
  it('is refused to the member and an editor; the other tenant does not find it', async () => {
    const [first] = await requests()
    expect((await post('approval/decideApproval', { id: first.id, approve: true }, 'member')).status).toBe(403)
    expect((await post('approval/decideApproval', { id: first.id, approve: true }, 'editor')).status).toBe(403)
    expect((await post('approval/decideApproval', { id: first.id, approve: true }, 'globex')).status).toBe(404)
    expect((await get('approval/queryApprovals', {}, 'globex')).body.data.list).toEqual([])
    expect((await requests()).map((r) => r.status)).toEqual(['pending', 'pending'])
  })

  it('shows the approver the time asked for; approved, it counts for the day at once', async () => {
    const queue = (await get('approval/queryApprovals')).body.data.list as { id: number; kind: string; missedTime: string | null }[]
    const asked = queue.filter((a) => a.kind === 'missed').map((a) => a.missedTime)
    // 09:05 in Shanghai (UTC+8).
    expect(asked).toEqual(['2030-03-04T01:05:00.000Z', '2030-03-04T01:05:00.000Z'])
    const [first, second] = await requests()
    const morning = queue.find((a) => a.missedTime === '2030-03-04T01:05:00.000Z')!.id
    expect((await post('approval/decideApproval', { id: morning, approve: true, comment: 'ok' })).status).toBe(200)
    expect(await monday()).toMatchObject({ states: ['no-check-out'], arrival: new Date('2030-03-04T01:05:00Z') })
    const other = [first.id, second.id].find((id) => id !== morning)!
    expect((await post('approval/decideApproval', { id: other, approve: false, comment: 'No evidence' })).status).toBe(200)
    expect((await monday()).states).toEqual(['no-check-out'])
    // The member's month shows both requests with their status, and the notice says which.
    const month = (await get('day/queryMyMonth', { month: '2030-03' }, 'member')).body.data
    expect(month.missed.map((m: { status: string }) => m.status).sort()).toEqual(['approved', 'rejected'])
    expect(month.days.find((d: { date: string }) => d.date === '2030-03-04').states).toEqual(['no-check-out'])
    // In the member's stored language (English here; the approvals tests read one in Chinese).
    const notices = await call(server.app, 'GET', '/api/notification/notification/queryMyNotification', { token: token.member, query: { pageSize: 5 } })
    const titles = notices.body.data.list.map((n: { title: string }) => n.title)
    expect(titles).toEqual(expect.arrayContaining(['Your missed check-in was approved', 'Your missed check-in was not approved']))
  })

  it('lets a rejected day be asked for again', async () => {
    const again = await ask({ date: '2030-03-04', time: '18:45', reason: 'Left by the side door' })
    expect(again.status).toBe(200)
    expect((await post('approval/decideApproval', { id: again.body.data.id, approve: true, comment: '' })).status).toBe(200)
    expect(await monday()).toMatchObject({ states: ['on-time'], departure: new Date('2030-03-04T10:45:00Z') })
  })
})
