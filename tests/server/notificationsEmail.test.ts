// Notices by e-mail: a published notice's round queues an outbox mail to each recipient who wants
// it — high priority by default, a type's 'all' or 'off', everyone with an address when required —
// in their language, with the console's link and a signed unsubscribe link; a scheduled notice
// waits for its start, a withdrawn one is never mailed; the link (GET asks, POST turns that type
// off, a changed token is refused); and the time to queue the mails of a notice for everyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepEmails } from '../../demo/server/domains/notifications/email.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

let server: TestServer
/** The console's public address: every link of a mail starts with it (PUBLIC_URL). */
const BASE = 'https://console.acme.test'
const t = { admin: '', member: '' }
let memberId = 0
let types: string[] = []

beforeAll(async () => {
  // The test runs the rounds itself: the background one would claim notices under it.
  server = await startServer({ settings: { notifications: { emailSweep: false } } })
  t.admin = await login(server.app, 'admin@acme.test')
  t.member = await login(server.app, 'member@acme.test')
  memberId = Number((await server.db.query<{ id: number }>("select id from users where username = 'member@acme.test'"))[0].id)
  types = (await call(server.app, 'GET', '/api/notification/notification/queryNotificationType', { token: t.admin })).body.data.map(
    (d: { value: string }) => d.value,
  )
})
afterAll(() => server.close())

const publish = async (extra: Record<string, unknown>) =>
  (
    await call(server.app, 'POST', '/api/notification/publish/saveNotification', {
      token: t.admin,
      json: {
        title: `Mail ${Date.now()}`,
        markdown: 'Bring **goggles**.',
        type: types[0],
        priority: 'high',
        publishObject: { users: [memberId], orgs: [], roles: [] },
        ...extra,
      },
    })
  ).body.data as { id: number; title: string }
const mails = async (title: string) =>
  server.db.query<{ user_id: number; recipient: string; subject: string; body: string }>(
    'select user_id, recipient, subject, body from outbox where subject like $1 order by id',
    [`%${title}`],
  )
const tokenIn = (body: string) => /token=([\w.-]+)/.exec(body)![1]!

describe('the e-mail round', () => {
  it('mails a high-priority notice to its recipient in their language, with the console and unsubscribe links; once', async () => {
    await server.db.query("update users set lang = 'zh' where id = $1", [memberId])
    const n = await publish({})
    expect(await sweepEmails(server.db, server.clock.now(), BASE)).toBeGreaterThanOrEqual(1)
    const [mail, ...more] = await mails(n.title)
    expect(more).toEqual([])
    expect(mail.user_id).toBe(memberId)
    expect(mail.recipient).toMatch(/@/)
    expect(mail.subject).toBe(`通知：${n.title}`)
    expect(mail.body).toContain('Bring **goggles**.')
    expect(mail.body).toContain(`在控制台中阅读：${BASE}/studentwork/mynotification`)
    expect(mail.body).toMatch(/https:\/\/console\.acme\.test\/api\/notification\/email\/unsubscribe\?token=[\w.-]+/)
    await sweepEmails(server.db, server.clock.now())
    expect(await mails(n.title)).toHaveLength(1)
    await server.db.query("update users set lang = 'en' where id = $1", [memberId])
  })

  it('follows the preference: not a low-priority notice by default, all of a type set to all, none of one set off — unless required', async () => {
    const low = await publish({ priority: 'low' })
    await sweepEmails(server.db, server.clock.now())
    expect(await mails(low.title)).toEqual([])
    await call(server.app, 'POST', '/api/notification/notification/savePreferences', {
      token: t.member,
      json: { preferences: [{ type: types[0], inApp: true, email: 'all' }] },
    })
    const lowAll = await publish({ priority: 'low' })
    await sweepEmails(server.db, server.clock.now())
    expect(await mails(lowAll.title)).toHaveLength(1)
    await call(server.app, 'POST', '/api/notification/notification/savePreferences', {
      token: t.member,
      json: { preferences: [{ type: types[0], inApp: true, email: 'off' }] },
    })
    const off = await publish({})
    const required = await publish({ required: true, priority: 'low' })
    await sweepEmails(server.db, server.clock.now())
    expect(await mails(off.title)).toEqual([])
    const [forced] = await mails(required.title)
    expect(forced.body).toMatch(/required: it is sent whatever your preferences/)
    await call(server.app, 'POST', '/api/notification/notification/savePreferences', {
      token: t.member,
      json: { preferences: [{ type: types[0], inApp: true, email: 'high' }] },
    })
  })

  it('waits for a scheduled notice\u2019s start; never mails a withdrawn one', async () => {
    const start = new Date(server.clock.now().getTime() + 3_600_000)
    const later = await publish({ startTime: start.toISOString(), endTime: new Date(start.getTime() + 86_400_000).toISOString() })
    const withdrawn = await publish({})
    await call(server.app, 'POST', '/api/notification/publish/withdrawNotification', { token: t.admin, query: { id: withdrawn.id } })
    await sweepEmails(server.db, server.clock.now())
    expect(await mails(later.title)).toEqual([])
    expect(await mails(withdrawn.title)).toEqual([])
    server.clock.advance(3_600_000 + 1000)
    await sweepEmails(server.db, server.clock.now())
    expect(await mails(later.title)).toHaveLength(1)
    expect(await mails(withdrawn.title)).toEqual([])
    t.admin = await login(server.app, 'admin@acme.test')
    t.member = await login(server.app, 'member@acme.test')
  })

  it('queues the mails of a high-priority notice for everyone (~10 000) in a few seconds', async () => {
    const n = await publish({ publishObject: null })
    const started = performance.now()
    const queued = await sweepEmails(server.db, server.clock.now())
    const ms = performance.now() - started
    const rows = await mails(n.title)
    expect(rows.length).toBe(queued)
    expect(queued).toBeGreaterThan(5_000)
    console.log(`queued ${queued} notification e-mails in ${Math.round(ms)} ms`)
    expect(ms).toBeLessThan(30_000)
  }, 60_000)
})

describe('a failing round', () => {
  it('does not hold up the other notices: the failing one is counted, kept with its error, and tried at most 5 times', async () => {
    const broken = await publish({})
    const fine = await publish({})
    // The outbox refuses the broken notice's mails (a check constraint standing in for any failure).
    await server.db.query('alter table outbox add constraint no_broken check (subject not like $$%' + broken.title + '$$)')
    try {
      // The broken one is older: it is claimed first, fails, and the next claim is the fine one.
      await sweepEmails(server.db, server.clock.now())
      expect(await mails(fine.title)).toHaveLength(1)
      const state = async () =>
        (
          await server.db.query<{ email_pending: boolean; email_attempts: number; email_error: string }>(
            'select email_pending, email_attempts, email_error from notifications where id = $1',
            [broken.id],
          )
        )[0]
      const first = await state()
      expect(first.email_pending).toBe(true)
      expect(first.email_attempts).toBeGreaterThanOrEqual(1)
      expect(first.email_error).toMatch(/no_broken/)
      for (let i = 0; i < 3; i++) await sweepEmails(server.db, server.clock.now())
      expect((await state()).email_attempts).toBe(5)
    } finally {
      await server.db.query('alter table outbox drop constraint no_broken')
    }
  })

  it('takes line breaks out of the subject', async () => {
    const n = await publish({})
    await server.db.query('update notifications set title = $2 where id = $1', [n.id, `${n.title}\r\nBcc: someone@example.com`])
    await sweepEmails(server.db, server.clock.now())
    const [row] = await server.db.query<{ subject: string }>('select subject from outbox where subject like $1', [`%${n.title}%`])
    expect(row.subject).not.toMatch(/[\r\n]/)
    expect(row.subject).toContain('Bcc: someone@example.com')
  })
})

describe('the unsubscribe link', () => {
  it('asks on GET (nothing changes), turns that type off on POST, in the recipient\u2019s language; a changed token is refused', async () => {
    const n = await publish({})
    await sweepEmails(server.db, server.clock.now())
    const [mail] = await mails(n.title)
    const token = tokenIn(mail.body)
    const path = `/api/notification/email/unsubscribe?token=${token}`
    const asked = await server.app.request(path)
    expect(asked.status).toBe(200)
    expect(await asked.text()).toMatch(/<form method="post"[^>]*>.*Turn e-mail off/s)
    const email = async () =>
      (await call(server.app, 'GET', '/api/notification/notification/queryPreferences', { token: t.member })).body.data.find(
        (p: { type: string }) => p.type === types[0],
      ).email
    expect(await email()).toBe('high')
    const done = await server.app.request(path, { method: 'POST' })
    expect(done.status).toBe(200)
    expect(await done.text()).toMatch(/are off/)
    expect(await email()).toBe('off')
    const [payload, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify([1, memberId + 1, types[0]])).toString('base64url')
    const changed = `${signature![0] === 'x' ? 'y' : 'x'}${signature!.slice(1)}`
    for (const bad of [`${forged}.${signature}`, `${payload}.${changed}`, 'nonsense', '']) {
      const answer = await server.app.request(`/api/notification/email/unsubscribe?token=${bad}`, { method: 'POST' })
      expect(answer.status, bad).toBe(400)
    }
    const zh = await server.app.request('/api/notification/email/unsubscribe?token=nonsense', { headers: { 'Accept-Language': 'zh-CN' } })
    expect(await zh.text()).toMatch(/此链接无效/)
    await call(server.app, 'POST', '/api/notification/notification/savePreferences', {
      token: t.member,
      json: { preferences: [{ type: types[0], inApp: true, email: 'high' }] },
    })
  })
})
