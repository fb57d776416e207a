// Load (docs/spec.md#resilience): 10 000 requests at 100 concurrent over the read endpoints the console calls
// on every screen, against the reference server as it runs (its own process, over HTTP): 0
// errors. p50 and p99 are printed (the speed targets are the bench's: bench/, npm run bench).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { percentile } from '../../bench/lib.ts'
import { PASSWORD, startServer, type RunningServer } from '../e2e/harness.ts'

const TOTAL = 10_000
const CONCURRENCY = 100

/** The reads: [method, path and query]. A new read endpoint is one line. */
const READS: Array<[string, string]> = [
  ['POST', '/api/account/sysuserdetail/queryCurrentAuthority'],
  ['GET', '/api/uaa/users/getSysUser'],
  ['GET', '/api/notification/notification/queryMyNotification?currentPage=1&pageSize=10'],
  ['GET', '/api/admin/sysdict/queryDictByDictType?dictType=userStatus'],
  ['GET', '/api/admin/sysorg/querySysOrg?currentPage=1&pageSize=20'],
]

let server: RunningServer
let token: string

beforeAll(async () => {
  server = await startServer()
  const query = new URLSearchParams({ grant_type: 'password', scope: 'ui', tenantCode: 'acme', username: 'admin@acme.test', password: PASSWORD })
  const response = await fetch(`${server.url}/api/uaa/oauth/token?${query}`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('browser:').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  token = ((await response.json()) as { access_token: string }).access_token
  expect(token).toBeTruthy()
})
afterAll(() => server?.stop())

describe('load', () => {
  it(`answers ${TOTAL} reads at ${CONCURRENCY} concurrent with 0 errors`, async () => {
    const times: number[] = []
    const errors = new Map<string, number>()
    let next = 0
    const worker = async () => {
      while (next < TOTAL) {
        const [method, path] = READS[next++ % READS.length]!
        const started = performance.now()
        try {
          const response = await fetch(`${server.url}${path}`, { method, headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) })
          const body = (await response.json()) as { status?: unknown }
          // An envelope carries a numeric status (queryCurrentAuthority answers its own shape).
          if (response.status !== 200 || (typeof body.status === 'number' && body.status !== 200)) {
            const key = `${response.status}/${body.status} ${path}`
            errors.set(key, (errors.get(key) ?? 0) + 1)
          }
        } catch (error) {
          const key = `${error instanceof Error ? error.name : 'error'} ${path}`
          errors.set(key, (errors.get(key) ?? 0) + 1)
        }
        times.push(performance.now() - started)
      }
    }
    const started = performance.now()
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    const seconds = (performance.now() - started) / 1000
    console.log(
      `load: ${times.length} requests at ${CONCURRENCY} concurrent in ${seconds.toFixed(1)} s (${Math.round(times.length / seconds)}/s); ` +
        `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms; errors ${JSON.stringify(Object.fromEntries(errors))}`,
    )
    expect(times).toHaveLength(TOTAL)
    expect(Object.fromEntries(errors)).toEqual({})
  }, 600_000)
})
