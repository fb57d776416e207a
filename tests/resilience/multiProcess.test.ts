// Two server processes on one PostgreSQL behind one port (WORKERS=2, Node's cluster module;
// docs/spec.md#resilience): a session, the sign-in rate limit and the live notification stream work whichever
// process answers. Every request opens its own connection, so the cluster hands them to both
// processes in turn; each answer names its process (X-Server-Process). Needs TEST_DATABASE_URL.
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTIFICATION_STREAM_PATH } from '../../src/domains/notifications/contract.ts'
import { PASSWORD, startServer, type RunningServer } from '../e2e/harness.ts'
import { POSTGRES_URL } from '../server/postgres.ts'

const MAX_FAILURES = 4
let server: RunningServer

interface Answer {
  status: number
  process: string
  body: string
}

/** One request on a fresh connection (no keep-alive: the cluster balances connections). */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers, agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, process: String(res.headers['x-server-process']), body }))
    })
    req.on('error', reject)
    req.end()
  })
}

const BASIC = { Authorization: `Basic ${Buffer.from('browser:').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' }
const tokenPath = (username: string, password: string) =>
  `/api/uaa/oauth/token?${new URLSearchParams({ grant_type: 'password', scope: 'ui', tenantCode: 'acme', username, password })}`

async function signIn(username: string): Promise<{ token: string; process: string }> {
  const answer = await send('POST', tokenPath(username, PASSWORD), BASIC)
  expect(answer.status).toBe(200)
  return { token: (JSON.parse(answer.body) as { access_token: string }).access_token, process: answer.process }
}

describe.skipIf(!POSTGRES_URL)('two server processes on one PostgreSQL (WORKERS=2)', () => {
  beforeAll(async () => {
    server = await startServer({ WORKERS: '2', SIGNIN_MAX_FAILURES: String(MAX_FAILURES) })
  })
  afterAll(() => server?.stop())

  it('a session opened on one process is honoured, and ended, on the other', async () => {
    const { token } = await signIn('admin@acme.test')
    const auth = { Authorization: `Bearer ${token}` }
    const answers = await Promise.all(Array.from({ length: 8 }, () => send('GET', '/api/uaa/users/getSysUser', auth)))
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
    expect(new Set(answers.map((a) => a.process))).toEqual(new Set(['1', '2']))

    const out = await send('POST', '/api/uaa/logout', auth)
    expect(out.status).toBe(200)
    const after = await Promise.all(Array.from({ length: 6 }, () => send('GET', '/api/uaa/users/getSysUser', auth)))
    expect(new Set(after.map((a) => a.process))).toEqual(new Set(['1', '2']))
    for (const answer of after) expect(JSON.parse(answer.body).status).toBe(50008)
  })

  it('counts failed sign-ins across both processes and blocks on either', async () => {
    const failures: Answer[] = []
    for (let i = 0; i < MAX_FAILURES; i++) failures.push(await send('POST', tokenPath('member@acme.test', 'wrong-password'), BASIC))
    expect(failures.map((a) => a.status)).toEqual(Array(MAX_FAILURES).fill(400))
    expect(new Set(failures.map((a) => a.process))).toEqual(new Set(['1', '2']))
    // Blocked now, whichever process answers — even the right password.
    const blocked = await Promise.all(Array.from({ length: 4 }, () => send('POST', tokenPath('member@acme.test', PASSWORD), BASIC)))
    expect(blocked.map((a) => a.status)).toEqual([429, 429, 429, 429])
    expect(new Set(blocked.map((a) => a.process))).toEqual(new Set(['1', '2']))
  })

  it('checks at most the limit of wrong passwords sent at once to both processes', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, () => send('POST', tokenPath('lead@acme.test', 'concurrent-guess'), BASIC)))
    expect(new Set(burst.map((a) => a.process))).toEqual(new Set(['1', '2']))
    const checked = burst.filter((a) => a.status === 400).length
    expect(checked).toBeLessThanOrEqual(MAX_FAILURES)
    expect(burst.filter((a) => a.status === 429)).toHaveLength(30 - checked)
  })

  it('delivers a notification published on one process to a stream held by the other', async () => {
    const admin = await signIn('admin@acme.test')
    const auth = { Authorization: `Bearer ${admin.token}` }
    // One stream per process: open streams until both processes hold one.
    const streams = new Map<string, { events: string[]; close(): void }>()
    for (let i = 0; i < 6 && streams.size < 2; i++) {
      const stream = await openStream(`/api${NOTIFICATION_STREAM_PATH}`, auth)
      if (streams.has(stream.process)) stream.close()
      else streams.set(stream.process, stream)
    }
    expect([...streams.keys()].sort()).toEqual(['1', '2'])
    try {
      const title = `Multi-process ${Date.now()}`
      const published = await sendJson('POST', '/api/notification/publish/saveNotification', auth, {
        title,
        markdown: 'Sent through one process, streamed by both.',
        type: 'system',
        priority: 'medium',
      })
      expect(published.status).toBe(200)
      for (const [process, stream] of streams) {
        await expect.poll(() => stream.events.join(''), { timeout: 10_000, message: `process ${process}` }).toMatch(/event: notification/)
      }
    } finally {
      for (const stream of streams.values()) stream.close()
    }
  })
})

function sendJson(method: string, path: string, headers: Record<string, string>, json: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers: { ...headers, 'Content-Type': 'application/json' }, agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, process: String(res.headers['x-server-process']), body }))
    })
    req.on('error', reject)
    req.end(JSON.stringify(json))
  })
}

/** An event stream on its own connection: what arrives is collected until `close`. */
function openStream(path: string, headers: Record<string, string>): Promise<{ process: string; events: string[]; close(): void }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method: 'GET', headers: { ...headers, Accept: 'text/event-stream' }, agent: false }, (res) => {
      const events: string[] = []
      res.on('data', (chunk: Buffer) => events.push(chunk.toString()))
      res.on('error', () => undefined)
      resolve({ process: String(res.headers['x-server-process']), events, close: () => req.destroy() })
    })
    req.on('error', reject)
    req.end()
  })
}
