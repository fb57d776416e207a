// The daily digest: when it is due (the member's hour in their zone, across daylight-saving
// changes); the setting's API (400 for bad input, nothing changed); what one digest lists — the
// notices started since the last one that the member has not read and that no e-mail of their own
// reached, nothing from another tenant — in their language, once; no mail with nothing to list;
// and its signed link, which turns the digest off and no e-mail type (nor the other way round).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextDigestAt, sweepDigests } from '../../demo/server/domains/notifications/digest.ts'
import { sweepEmails } from '../../demo/server/domains/notifications/email.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

const BASE = 'https://console.acme.test'
const HOUR = 3_600_000

describe('nextDigestAt', () => {
  it('is the next time the clock in the zone reads the hour', () => {
    // Shanghai is UTC+8 all year: 08:00 there is 00:00 UTC.
    expect(nextDigestAt(new Date('2026-11-27T23:00:00Z'), 8, 'Asia/Shanghai').toISOString()).toBe('2026-11-28T00:00:00.000Z')
    expect(nextDigestAt(new Date('2026-11-28T00:00:00Z'), 8, 'Asia/Shanghai').toISOString()).toBe('2026-11-29T00:00:00.000Z')
    expect(nextDigestAt(new Date('2026-12-31T16:30:00Z'), 0, 'Asia/Taipei').toISOString()).toBe('2027-01-01T16:00:00.000Z')
    expect(nextDigestAt(new Date('2026-02-28T12:00:00Z'), 9, 'UTC').toISOString()).toBe('2026-03-01T09:00:00.000Z')
  })

  it('keeps the hour across New York\u2019s daylight-saving changes', () => {
    // 1 November 2026: clocks go back at 02:00 EDT; 08:00 is 12:00 UTC before, 13:00 UTC after.
    expect(nextDigestAt(new Date('2026-10-31T12:30:00Z'), 8, 'America/New_York').toISOString()).toBe('2026-11-01T13:00:00.000Z')
    // 8 March 2026: 02:00 EST becomes 03:00 EDT; 08:00 is 13:00 UTC before, 12:00 UTC after.
    expect(nextDigestAt(new Date('2026-03-07T13:30:00Z'), 8, 'America/New_York').toISOString()).toBe('2026-03-08T12:00:00.000Z')
    // 02:30 does not exist that day: the first moment after the gap, then 02:00 again.
    const skipped = nextDigestAt(new Date('2026-03-08T05:00:00Z'), 2, 'America/New_York')
    expect(skipped.getTime()).toBeGreaterThan(Date.parse('2026-03-08T05:00:00Z'))
    expect(skipped.getTime()).toBeLessThanOrEqual(Date.parse('2026-03-08T07:00:00Z'))
    expect(nextDigestAt(skipped, 2, 'America/New_York').toISOString()).toBe('2026-03-09T06:00:00.000Z')
  })
})

let server: TestServer
const t = { admin: '', member: '', globex: '' }
let memberId = 0
let types: string[] = []

beforeAll(async () => {
  // The clock moves days ahead: sessions last the month.
  server = await startServer({ settings: { notifications: { emailSweep: false } }, tokenTtlSeconds: 31 * 24 * 3600 })
  ;[t.admin, t.member, t.globex] = await Promise.all([
    login(server.app, 'admin@acme.test'),
    login(server.app, 'member@acme.test'),
    login(server.app, 'admin@globex.test', 'globex'),
  ])
  memberId = Number((await server.db.query<{ id: number }>("select id from users where username = 'member@acme.test'"))[0].id)
  types = (await call(server.app, 'GET', '/api/notification/notification/queryNotificationType', { token: t.admin })).body.data.map(
    (d: { value: string }) => d.value,
  )
})
afterAll(() => server.close())

const digest = async (token = t.member) => (await call(server.app, 'GET', '/api/notification/notification/queryDigest', { token })).body.data
const saveDigest = (json: unknown, token = t.member) => call(server.app, 'POST', '/api/notification/notification/saveDigest', { token, json })
const publish = async (title: string, extra: Record<string, unknown> = {}, token = t.admin) => {
  const answer = await call(server.app, 'POST', '/api/notification/publish/saveNotification', {
    token,
    json: { title, markdown: 'Details inside.', type: types[0], priority: 'low', publishObject: { users: [memberId], orgs: [], roles: [] }, ...extra },
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.data as { id: number }
}
const digestsOf = (userId: number) =>
  server.db.query<{ subject: string; body: string; recipient: string }>(
    "select subject, body, recipient from outbox where user_id = $1 and subject like '%digest%' or user_id = $1 and subject like '%摘要%' order by id",
    [userId],
  )

describe('the digest setting', () => {
  it('is off by default; turned on at an hour in a zone it says when the next one is due; bad input changes nothing', async () => {
    expect(await digest()).toEqual({ enabled: false, hour: 8, timeZone: null, nextAt: null })
    for (const bad of [
      {},
      { enabled: 'yes' },
      { enabled: true },
      { enabled: true, hour: 24, timeZone: 'UTC' },
      { enabled: true, hour: 7.5, timeZone: 'UTC' },
      { enabled: true, hour: 8, timeZone: 'Mars/Olympus' },
      { enabled: true, hour: 8, timeZone: '../../etc' },
      [true],
    ]) {
      const answer = await saveDigest(bad)
      expect(answer.status, JSON.stringify(bad)).toBe(400)
      expect(answer.body.message).toBeTruthy()
    }
    expect(await digest()).toEqual({ enabled: false, hour: 8, timeZone: null, nextAt: null })
    const zh = await call(server.app, 'POST', '/api/notification/notification/saveDigest', {
      token: t.member,
      json: { enabled: true, hour: 99, timeZone: 'UTC' },
      headers: { 'Accept-Language': 'zh-CN' },
    })
    expect(zh.body.message).toMatch(/hour.*0.*23/)
    expect(zh.body.message).not.toMatch(/must be/)

    // The zone as the runtime names it, whatever the case it came in.
    expect((await saveDigest({ enabled: true, hour: 8, timeZone: 'asia/SHANGHAI' })).body.data.timeZone).toBe('Asia/Shanghai')
    const on = await saveDigest({ enabled: true, hour: 8, timeZone: 'Asia/Shanghai' })
    expect(on.status).toBe(200)
    expect(on.body.data).toEqual({
      enabled: true,
      hour: 8,
      timeZone: 'Asia/Shanghai',
      nextAt: nextDigestAt(server.clock.now(), 8, 'Asia/Shanghai').toISOString(),
    })
    expect(await digest()).toEqual(on.body.data)
    expect((await saveDigest({ enabled: false })).body.data.enabled).toBe(false)
  })
})

describe('a digest', () => {
  it('lists the unread notices of its window that no e-mail of their own reached, once, in the member\u2019s language; nothing to list, no mail', async () => {
    await call(server.app, 'POST', '/api/notification/notification/markAllRead', { token: t.member })
    await server.db.query("update users set lang = 'zh' where id = $1", [memberId])
    const now = server.clock.now()
    const hour = (now.getUTCHours() + 2) % 24
    await saveDigest({ enabled: true, hour, timeZone: 'UTC' })
    const stamp = Date.now()
    const listed = `Digest listed ${stamp}`
    await publish(listed)
    const read = await publish(`Digest read ${stamp}`)
    await call(server.app, 'POST', '/api/notification/notification/markRead', { token: t.member, query: { id: read.id } })
    await publish(`Digest high ${stamp}`, { priority: 'high' })
    await publish(`Digest required ${stamp}`, { required: true })
    const withdrawn = await publish(`Digest withdrawn ${stamp}`)
    await call(server.app, 'POST', '/api/notification/publish/withdrawNotification', { token: t.admin, query: { id: withdrawn.id } })
    const snoozed = await publish(`Digest snoozed ${stamp}`)
    await call(server.app, 'POST', '/api/notification/notification/snooze', {
      token: t.member,
      query: { id: snoozed.id, until: new Date(now.getTime() + 5 * HOUR).toISOString() },
    })
    const later = new Date(now.getTime() + 20 * HOUR).toISOString()
    await publish(`Digest tomorrow ${stamp}`, { startTime: later, endTime: new Date(now.getTime() + 240 * HOUR).toISOString() })
    // The other tenant's notice to everyone: never in an acme member's digest.
    const globexType = (await call(server.app, 'GET', '/api/notification/notification/queryNotificationType', { token: t.globex })).body.data[0].value
    const globex = await call(server.app, 'POST', '/api/notification/publish/saveNotification', {
      token: t.globex,
      json: { title: `Digest globex ${stamp}`, markdown: 'x', type: globexType, priority: 'low', publishObject: { users: [], orgs: [], roles: [] } },
    })
    expect(globex.status).toBe(200)
    // A second type the member set to e-mail 'off', a third turned off in the console: in neither.
    await call(server.app, 'POST', '/api/notification/notification/savePreferences', {
      token: t.member,
      json: {
        preferences: [
          { type: types[1], inApp: true, email: 'off' },
          { type: types[2], inApp: false, email: 'high' },
        ],
      },
    })
    await publish(`Digest muted type ${stamp}`, { type: types[1] })
    await publish(`Digest hidden type ${stamp}`, { type: types[2] })
    // Published now with a start already past (before the window): it came into the console now.
    const backdated = `Digest backdated ${stamp}`
    await publish(backdated, { startTime: new Date(now.getTime() - 48 * HOUR).toISOString(), endTime: new Date(now.getTime() + 240 * HOUR).toISOString() })

    expect(await sweepDigests(server.db, server.clock.now(), BASE)).toBe(0) // not due yet
    server.clock.advance(2 * HOUR)
    await sweepEmails(server.db, server.clock.now(), BASE)
    expect(await sweepDigests(server.db, server.clock.now(), BASE)).toBeGreaterThanOrEqual(1)
    const [mail, ...more] = (await digestsOf(memberId)).filter((m) => m.body.includes(String(stamp)))
    expect(more).toEqual([])
    expect(mail.subject).toBe('每日摘要：2 条未读通知')
    expect(mail.body).toContain(listed)
    expect(mail.body).toContain(backdated)
    for (const left of ['read', 'high', 'required', 'withdrawn', 'snoozed', 'tomorrow', 'globex', 'muted type', 'hidden type'])
      expect(mail.body).not.toContain(`Digest ${left} ${stamp}`)
    expect(mail.body).toContain(`${BASE}/studentwork/mynotification`)
    expect(mail.body).toMatch(new RegExp(`${BASE.replaceAll('.', '\\.')}/api/notification/email/digest/unsubscribe\\?token=[\\w.-]+`))
    // Due again only tomorrow.
    expect(await sweepDigests(server.db, server.clock.now(), BASE)).toBe(0)
    const next = await digest()
    expect(Date.parse(next.nextAt)).toBeGreaterThan(server.clock.now().getTime() + 23 * HOUR)

    // The next day lists what started since: the scheduled notice, not yesterday's again.
    server.clock.advance(next.nextAt ? Date.parse(next.nextAt) - server.clock.now().getTime() + 1000 : 0)
    await sweepDigests(server.db, server.clock.now(), BASE)
    const second = (await digestsOf(memberId)).filter((m) => m.body.includes(String(stamp)))
    expect(second).toHaveLength(2)
    expect(second[1]!.body).toContain(`Digest tomorrow ${stamp}`)
    expect(second[1]!.body).not.toContain(listed)
    expect(second[1]!.body).not.toContain(backdated)

    // A day with nothing unread (the seed's scheduled notices start too): no mail.
    server.clock.advance(24 * HOUR)
    await call(server.app, 'POST', '/api/notification/notification/markAllRead', { token: t.member })
    const before = (await digestsOf(memberId)).length
    await sweepDigests(server.db, server.clock.now(), BASE)
    expect((await digestsOf(memberId)).slice(before).map((m) => m.body)).toEqual([])
    await server.db.query("update users set lang = 'en' where id = $1", [memberId])
  })

  it('its link asks, then turns the digest off; a type\u2019s link does not pass for it, nor it for a type\u2019s', async () => {
    await server.db.query("update users set lang = 'en' where id = $1", [memberId])
    await saveDigest({ enabled: true, hour: 6, timeZone: 'UTC' })
    await server.db.query('update notification_digests set next_at = $2, since = $3 where user_id = $1', [
      memberId,
      server.clock.now(),
      new Date(server.clock.now().getTime() - HOUR),
    ])
    await publish(`Digest link ${Date.now()}`)
    await sweepDigests(server.db, server.clock.now(), BASE)
    const [mail] = (await digestsOf(memberId)).slice(-1)
    expect(mail.subject).toBe('Your daily digest: 1 unread notice')
    const token = /digest\/unsubscribe\?token=([\w.-]+)/.exec(mail.body)![1]!
    const path = `/api/notification/email/digest/unsubscribe?token=${token}`
    const asked = await server.app.request(path)
    expect(asked.status).toBe(200)
    expect(await asked.text()).toMatch(/<form method="post"[^>]*>.*Turn the digest off/s)
    expect((await digest()).enabled).toBe(true)
    // The digest's token is refused where a type's is expected.
    expect((await server.app.request(`/api/notification/email/unsubscribe?token=${token}`, { method: 'POST' })).status).toBe(400)
    const done = await server.app.request(path, { method: 'POST' })
    expect(done.status).toBe(200)
    expect(await done.text()).toMatch(/The daily digest is off/)
    expect((await digest()).enabled).toBe(false)

    // A type's token is refused on the digest's path.
    await publish(`Digest type link ${Date.now()}`, { priority: 'high' })
    await sweepEmails(server.db, server.clock.now(), BASE)
    const [typeMail] = await server.db.query<{ body: string }>(
      "select body from outbox where user_id = $1 and body like '%/email/unsubscribe?token=%' order by id desc limit 1",
      [memberId],
    )
    const typeToken = /unsubscribe\?token=([\w.-]+)/.exec(typeMail.body)![1]!
    expect((await server.app.request(`/api/notification/email/digest/unsubscribe?token=${typeToken}`, { method: 'POST' })).status).toBe(400)
  })
})
