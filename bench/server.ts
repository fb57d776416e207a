/**
 * Bench case `server`: the reference server (a child process on embedded PostgreSQL, as the e2e
 * tests start it) under 100 concurrent clients (docs/spec.md#server-under-load). `queryCurrentAuthority` 10 000 times
 * as the console asks it after a sign-in; `querySysOrg` with pageSize 10 000 (all of Acme's
 * organisations, ~900 kB of JSON) 1 000 times, as a browser asks it (gzip and br accepted, the
 * ETag of its last answer sent back) — beside the same requests to a server started with
 * ORG_PAGE_CACHE=off and AUTH_CACHE=off (every answer built from the database, uncompressed, no
 * ETag), in the same run. An error is a status other than 200/304, a failed connection or no
 * answer within 30 s. The clients are Node's own HTTP client on 100 kept-alive connections (as
 * load generators such as autocannon are): `fetch` costs the bench's process more than the
 * server spends on a cached answer, so it would measure itself. Each server first answers
 * `WARM_UP` authority requests, unmeasured, so the figures are of a running server, not of its
 * just-in-time compiler.
 */
import { Agent, request as httpRequest } from 'node:http'
import { startServer, type RunningServer } from '../scripts/drive/server.ts'
import { PASSWORD as DEMO_PASSWORD } from '../scripts/drive/browser.ts'
import { tokenQuery } from '#platform/core/api/auth.ts'
import { median, percentile, round, type BenchCase } from './lib.ts'

const CONCURRENCY = 100
const AUTHORITY_REQUESTS = 10_000
const ORG_REQUESTS = 1_000
const WARM_UP = 2_000
const TIMEOUT_MS = 30_000
const BASIC = `Basic ${Buffer.from('browser:').toString('base64')}`

async function signIn(url: string): Promise<string> {
  const query = new URLSearchParams(tokenQuery({ tenantCode: 'acme', username: 'admin@acme.test', password: DEMO_PASSWORD }))
  const res = await fetch(`${url}/api/uaa/oauth/token?${query}`, {
    method: 'POST',
    headers: { Authorization: BASIC, 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`)
  return ((await res.json()) as { access_token: string }).access_token
}

interface Load {
  latencies: number[]
  errors: number
  seconds: number
  bytes: number
  notModified: number
}

interface Answer {
  status: number
  /** Bytes as received (compressed when the server compressed them). */
  bytes: number
  etag: string | null
}

/** One request on the agent's kept-alive connections; the body is read and counted. */
function send(agent: Agent, url: string, method: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent, timeout: TIMEOUT_MS }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, etag: (res.headers.etag as string | undefined) ?? null }))
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error('no answer in time')))
    req.on('error', reject)
    req.end()
  })
}

/** `total` requests, `CONCURRENCY` at a time; `request(i)` makes one and returns the answer. */
async function load(total: number, request: (i: number) => Promise<Answer>): Promise<Load> {
  const latencies: number[] = []
  let errors = 0
  let bytes = 0
  let notModified = 0
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < total) {
      const i = next++
      const t0 = performance.now()
      try {
        const res = await request(i)
        bytes += res.bytes
        if (res.status === 304) notModified++
        else if (res.status !== 200) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { latencies, errors, seconds: (performance.now() - started) / 1000, bytes, notModified }
}

async function orgLoad(agent: Agent, server: RunningServer, token: string): Promise<Load> {
  const url = `${server.url}/api/admin/sysorg/querySysOrg?currentPage=1&pageSize=10000`
  // Each simulated browser keeps the ETag of its last answer, as the HTTP cache does.
  const etags: (string | null)[] = Array.from({ length: CONCURRENCY }, () => null)
  return load(ORG_REQUESTS, async (i) => {
    const slot = i % CONCURRENCY
    const etag = etags[slot]
    const res = await send(agent, url, 'GET', {
      Authorization: `Bearer ${token}`,
      'Accept-Encoding': 'br, gzip',
      ...(etag ? { 'If-None-Match': etag } : {}),
    })
    etags[slot] = res.etag ?? etag
    return res
  })
}

function authorityLoad(agent: Agent, server: RunningServer, token: string, total = AUTHORITY_REQUESTS): Promise<Load> {
  const url = `${server.url}/api/account/sysuserdetail/queryCurrentAuthority`
  return load(total, () => send(agent, url, 'POST', { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'br, gzip' }))
}

async function withServer<T>(env: Record<string, string>, run: (agent: Agent, server: RunningServer, token: string) => Promise<T>): Promise<T> {
  const server = await startServer(env)
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  try {
    const token = await signIn(server.url)
    await authorityLoad(agent, server, token, WARM_UP)
    return await run(agent, server, token)
  } finally {
    agent.destroy()
    await server.stop()
  }
}

export const serverCase: BenchCase = {
  name: 'server',
  description: `reference server, ${CONCURRENCY} concurrent: queryCurrentAuthority × ${AUTHORITY_REQUESTS}, querySysOrg pageSize 10000 × ${ORG_REQUESTS}; beside ORG_PAGE_CACHE=off AUTH_CACHE=off`,
  async run() {
    const measure = async (agent: Agent, server: RunningServer, token: string) => ({
      authority: await authorityLoad(agent, server, token),
      orgs: await orgLoad(agent, server, token),
    })
    const base = await withServer({ ORG_PAGE_CACHE: 'off', AUTH_CACHE: 'off' }, measure)
    const ours = await withServer({}, measure)
    const baselineName = 'caches off'
    const p99 = (l: Load) => round(percentile(l.latencies, 99), 1)
    return {
      authorityP99: {
        value: p99(ours.authority),
        unit: 'ms',
        figure: `queryCurrentAuthority, ${CONCURRENCY} concurrent × ${AUTHORITY_REQUESTS}: p99`,
        baseline: p99(base.authority),
        baselineName,
        target: 20,
      },
      authorityMedian: { value: round(median(ours.authority.latencies), 1), unit: 'ms', baseline: round(median(base.authority.latencies), 1) },
      authorityErrors: {
        value: ours.authority.errors,
        unit: 'count',
        figure: 'queryCurrentAuthority: errors',
        baseline: base.authority.errors,
        baselineName,
        target: 0,
      },
      authorityRate: {
        value: round(AUTHORITY_REQUESTS / ours.authority.seconds, 0),
        unit: 'req/s',
        baseline: round(AUTHORITY_REQUESTS / base.authority.seconds, 0),
      },
      orgsP99: {
        value: p99(ours.orgs),
        unit: 'ms',
        figure: `querySysOrg pageSize 10000, ${CONCURRENCY} concurrent × ${ORG_REQUESTS}: p99`,
        baseline: p99(base.orgs),
        baselineName,
        target: 1000,
      },
      orgsMedian: { value: round(median(ours.orgs.latencies), 1), unit: 'ms', baseline: round(median(base.orgs.latencies), 1) },
      orgsErrors: { value: ours.orgs.errors, unit: 'count', figure: 'querySysOrg pageSize 10000: errors', baseline: base.orgs.errors, baselineName, target: 0 },
      orgsRate: { value: round(ORG_REQUESTS / ours.orgs.seconds, 0), unit: 'req/s', baseline: round(ORG_REQUESTS / base.orgs.seconds, 0) },
      orgsNotModified: { value: ours.orgs.notModified, unit: 'count', note: '304 answers', baseline: base.orgs.notModified },
      orgsMegabytes: { value: round(ours.orgs.bytes / 1e6, 1), unit: 'MB', note: 'bodies received (compressed)', baseline: round(base.orgs.bytes / 1e6, 1) },
    }
  },
}
