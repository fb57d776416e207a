// Outbox delivery over SMTP (the sign-up audit, docs/spec.md#administration): with a mail server configured, an
// approval's credentials mail reaches a real SMTP server (smtp-server on loopback) and the outbox
// says "sent"; a refusing server leaves it queued with its error and a backed-off next try, and
// after MAX_ATTEMPTS it is given up; two rounds at once never send one mail twice. The SMTP
// settings are checked at start and their password never appears in a message.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SMTPServer } from 'smtp-server'
import { loadConfig } from '../../demo/server/platform/config.ts'
import { ConfigError } from '../../demo/server/platform/settings.ts'
import { smtpMailSender, type MailSender } from '../../demo/server/platform/mail.ts'
import { deliverDue, MAX_ATTEMPTS, retryDelayMs } from '../../demo/server/domains/admin/outboxDelivery.ts'
import { call, login, startServer, type TestServer } from './helpers.ts'

interface Received {
  from: string
  to: string[]
  text: string
}

let smtp: SMTPServer
let port = 0
const received: Received[] = []
let refuse = false

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuse) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          text: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  port = (smtp.server.address() as { port: number }).port
})
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))
afterEach(() => {
  received.length = 0
  refuse = false
})

async function pendingSignUp(server: TestServer, username: string): Promise<string> {
  const [row] = await server.db.query<{ id: number }>(
    `insert into users (tenant_id, username, password_hash, nickname, email, audit_status, user_type, created_at, updated_at)
     select tenant_id, $1, password_hash, 'Partner', $1, 'pending', 'partner', now(), now() from users where username = 'member@acme.test'
     returning id`,
    [username],
  )
  return String(row.id)
}

async function approve(server: TestServer, admin: string, username: string): Promise<void> {
  const id = await pendingSignUp(server, username)
  const [ids] = await server.db.query<{ role: number; org: number }>(
    `select (select id from roles where tenant_id = t.id and code = 'ROLE_MEMBER') as role,
            (select min(id) from orgs where tenant_id = t.id) as org from tenants t where t.code = 'acme'`,
  )
  const answer = await call(server.app, 'POST', '/api/admin/sysuser/admin/auditUser', {
    token: admin,
    json: { id, approve: true, roleId: ids.role, orgId: ids.org },
  })
  expect(answer.body).toEqual({ status: 200, message: 'success' })
}

const outbox = async (server: TestServer, admin: string) => (await call(server.app, 'GET', '/api/admin/sysuser/admin/queryOutbox', { token: admin })).body.data

describe('delivery through a mail server', () => {
  let server: TestServer
  let admin: string
  beforeAll(async () => {
    // The test's mail server offers no STARTTLS: plain is allowed here, as SMTP_ALLOW_PLAIN=1 would.
    server = await startServer({
      mail: { sender: smtpMailSender(`smtp://127.0.0.1:${port}`, 'Studentwork <no-reply@acme.test>', { allowPlain: true }), intervalMs: 50 },
    })
    admin = await login(server.app, 'admin@acme.test')
  })
  afterAll(() => server.close())

  it("sends an approval's credentials mail and marks it sent", async () => {
    await approve(server, admin, 'smtp.one@labs.test')
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1)
    expect(received[0].to).toEqual(['smtp.one@labs.test'])
    expect(received[0].from).toBe('no-reply@acme.test')
    expect(received[0].text).toContain('Username: smtp.one@labs.test')
    await expect.poll(async () => (await outbox(server, admin))[0].status, { timeout: 5_000 }).toBe('sent')
    const [mail] = await outbox(server, admin)
    expect(mail).toMatchObject({ recipient: 'smtp.one@labs.test', attempts: 1 })
    expect(mail.sentAt).toEqual(expect.any(String))
    expect(mail.lastError).toBeUndefined()
  })
})

describe('a refusing or absent mail server', () => {
  let server: TestServer
  let admin: string
  let failing: MailSender
  beforeAll(async () => {
    server = await startServer()
    admin = await login(server.app, 'admin@acme.test')
    failing = smtpMailSender(`smtp://127.0.0.1:${port}`, 'no-reply@acme.test', { allowPlain: true })
  })
  afterAll(async () => {
    failing.close()
    await server.close()
  })

  it('without a mail server, a mail is kept for the administrator to read', async () => {
    await approve(server, admin, 'kept.one@labs.test')
    expect((await outbox(server, admin))[0]).toMatchObject({ recipient: 'kept.one@labs.test', status: 'kept', attempts: 0 })
  })

  it('keeps a refused mail queued with its error, backs off, and gives up after MAX_ATTEMPTS', async () => {
    refuse = true
    const now = server.clock.now()
    expect(await deliverDue(server.db, failing, now)).toBe(0)
    const [row] = await server.db.query<{ attempts: number; last_error: string; next_attempt_at: Date; sent_at: Date | null }>(
      "select attempts, last_error, next_attempt_at, sent_at from outbox where recipient = 'kept.one@labs.test'",
    )
    expect(row).toMatchObject({ attempts: 1, sent_at: null })
    expect(row.last_error).toContain('Mailbox unavailable')
    expect(new Date(row.next_attempt_at).getTime() - now.getTime()).toBe(retryDelayMs(1))
    // Not due yet: a round now sends nothing and does not count an attempt.
    expect(await deliverDue(server.db, failing, now)).toBe(0)
    expect((await server.db.query<{ attempts: number }>("select attempts from outbox where recipient = 'kept.one@labs.test'"))[0].attempts).toBe(1)
    let at = now.getTime()
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      at += retryDelayMs(attempt - 1)
      await deliverDue(server.db, failing, new Date(at))
    }
    expect(retryDelayMs(MAX_ATTEMPTS)).toBe(3_600_000)
    const [given] = await outbox(server, admin)
    expect(given).toMatchObject({ recipient: 'kept.one@labs.test', status: 'failed', attempts: MAX_ATTEMPTS })
    expect(given.lastError).toContain('Mailbox unavailable')
    // Given up: no later round tries it again.
    await deliverDue(server.db, failing, new Date(at + 10 * 3_600_000))
    expect((await outbox(server, admin))[0].attempts).toBe(MAX_ATTEMPTS)
  })

  it('sends a queued mail once, however many rounds run at once', async () => {
    await approve(server, admin, 'once.only@labs.test')
    const late = new Date(server.clock.now().getTime() + 10 * 3_600_000)
    const counts = await Promise.all([deliverDue(server.db, failing, late), deliverDue(server.db, failing, late), deliverDue(server.db, failing, late)])
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1)
    expect(received.filter((m) => m.to.includes('once.only@labs.test'))).toHaveLength(1)
    const given = (await outbox(server, admin)).find((m: { recipient: string }) => m.recipient === 'kept.one@labs.test')
    expect(given).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
  })
})

describe('TLS', () => {
  it('does not send a mail to a server that offers no STARTTLS, unless plain is allowed', async () => {
    const strict = smtpMailSender(`smtp://127.0.0.1:${port}`, 'no-reply@acme.test')
    try {
      await expect(strict.send({ to: 'tls.only@labs.test', subject: 'Credentials', text: 'secret' })).rejects.toThrow(/STARTTLS|TLS/i)
      expect(received).toHaveLength(0)
    } finally {
      strict.close()
    }
  })
})

describe('settings', () => {
  it('refuses a bad SMTP_URL at start without repeating its password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:s3cret@mail.example.com' })).toThrow(ConfigError)
    try {
      loadConfig({ SMTP_URL: 'http://user:s3cret@mail.example.com' })
    } catch (error) {
      expect((error as Error).message).toBe('SMTP_URL must start with smtp:// or smtps://')
    }
    const config = loadConfig({ SMTP_URL: 'smtps://user:s3cret@mail.example.com:465', MAIL_FROM: 'Studentwork <hi@example.com>' })
    expect(config.smtp).toMatchObject({ from: 'Studentwork <hi@example.com>', label: 'smtps://mail.example.com:465' })
    expect(config.smtp!.label).not.toContain('s3cret')
    expect(loadConfig({}).smtp).toBeUndefined()
  })
})
