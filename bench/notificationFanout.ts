/**
 * Bench case `notificationFanout` (named: `npm run bench -- notificationFanout`): a notice to
 * 10 000 recipients, every one of them with an open bell. The reference server runs in this
 * process — PGlite in memory, or PostgreSQL with BENCH_DATABASE_URL — served over HTTP; the acme
 * tenant's seeded users are all enabled and approved (10 005 recipients), each gets a session, and
 * a child process (bench/bellClients.mjs) opens one live stream per user, as `<sw-notifications>`
 * does. An editor then publishes a high-priority notice to everyone through the API (from the child
 * process too, as from a browser: not from the server's own event loop), RUNS times.
 * Measured from the POST's start: its answer; when each connected bell received the notice's event
 * (first, median, p95, the last); when the e-mail round had queued a mail for every recipient with
 * an address. Baseline in the same run: what the streams did before the hub (streamHub.ts) — for
 * each connected reader its own "does it concern them" and count queries — timed over the same
 * readers on the same database. Timings are informational; the targets: docs/spec.md#performance-targets.
 */
import { fork } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { serve } from '@hono/node-server'
import { createServer } from '../demo/server/server.ts'
import { createSession } from '../demo/server/platform/sessions.ts'
import { concernedReaders, readerOf, unreadCount } from '../demo/server/domains/notifications/model.ts'
import { userRoles } from '../demo/server/platform/caller.ts'
import { median, percentile, round, type BenchCase } from './lib.ts'

const RUNS = Number(process.env.BENCH_FANOUT_RUNS ?? 3)
/** Connected bells (default: every recipient); fewer for a quick look. */
const BELLS = Number(process.env.BENCH_FANOUT_BELLS ?? Infinity)
const wall = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type ChildAnswer =
  { connected: number; failed: number } | { times: Array<number | null> } | { start: number; answered: number; status: number; id: number | null }

export const notificationFanoutCase: BenchCase = {
  name: 'notificationFanout',
  named: true,
  description: `a high-priority notice to the whole acme tenant (10 005 recipients), every recipient's bell connected over SSE: the publish's answer, every bell counting it, every e-mail queued (${RUNS} publishes; baseline: a query pair per connected reader, as before the stream hub)`,
  async run() {
    const started = wall()
    const server = await createServer({ databaseUrl: process.env.BENCH_DATABASE_URL?.trim() || 'memory://', publicUrl: 'https://console.example.test' })
    const db = server.db
    const [{ id: tenantId }] = await db.query<{ id: number }>("select id from tenants where code = 'acme'")
    await db.query("update users set status = 'enabled', audit_status = 'approved' where tenant_id = $1 and deleted_at is null", [tenantId])
    await db.query('analyze users')
    const users = await db.query<{ id: number; username: string; email: string | null }>(
      'select id, username, email from users where tenant_id = $1 and deleted_at is null order by id',
      [tenantId],
    )
    const now = new Date()
    const tokens: string[] = []
    for (const user of users) tokens.push(await createSession(db, { id: user.id, tenantId }, now, 3 * 3600))
    const editorToken = tokens[users.findIndex((u) => u.username === 'editor@acme.test')]!
    const mailable = users.filter((u) => (u.email ?? '') !== '').length

    const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => http.once('listening', resolve))
    const address = http.address()
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    const child = fork(new URL('./bellClients.mjs', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    const ask = (message: unknown) =>
      new Promise<ChildAnswer>((resolve, reject) => {
        child.once('message', (answer) => resolve(answer as ChildAnswer))
        child.once('exit', (code) => reject(new Error(`the bell clients exited with ${code}`)))
        child.send(message as object)
      })
    try {
      const setupMs = wall() - started
      const openStart = wall()
      const bells = tokens.slice(0, Math.min(BELLS, tokens.length))
      const opened = (await ask({ open: { url: `${base}/api/notification/notification/stream`, tokens: bells } })) as { connected: number; failed: number }
      const openMs = wall() - openStart
      if (opened.connected < bells.length) throw new Error(`only ${opened.connected} of ${bells.length} streams opened`)
      await sleep(2000)

      const posts: number[] = []
      const firsts: number[] = []
      const medians: number[] = []
      const p95s: number[] = []
      const lasts: number[] = []
      const mails: number[] = []
      let missing = 0
      for (let run = 1; run <= RUNS; run++) {
        const title = `Fan-out ${run} ${Date.now()}`
        const body = { title, markdown: `**${title}**: published by the bench.`, type: 'system', priority: 'high' }
        const posted = (await ask({ publish: { url: `${base}/api/notification/publish/saveNotification`, token: editorToken, body } })) as {
          start: number
          answered: number
          status: number
          id: number | null
        }
        const start = posted.start
        posts.push(posted.answered - start)
        if (posted.status !== 200 || posted.id === null) throw new Error(`publish: ${posted.status}`)
        // The outbox is watched meanwhile: the mails' time is not the bells'.
        const mailed = (async () => {
          for (;;) {
            const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from outbox where subject like $1', [`%${title}`])
            if (n >= mailable) return wall() - start
            if (wall() - start > 120_000) throw new Error(`only ${n} of ${mailable} mails queued in 120 s`)
            await sleep(50)
          }
        })()
        const { times } = (await ask({ watch: posted.id, timeoutMs: 60_000 })) as { times: Array<number | null> }
        const got = times.filter((t): t is number => t !== null).map((t) => t - start)
        missing += times.length - got.length
        firsts.push(Math.min(...got))
        medians.push(median(got))
        p95s.push(percentile(got, 95))
        lasts.push(Math.max(...got))
        mails.push(await mailed)
        await sleep(3000)
      }

      // Baseline: the two queries a stream made per event before the hub, for every connected reader.
      const readers = []
      for (const user of users.slice(0, bells.length)) readers.push(await readerOf(db, { userId: user.id, tenantId, roles: await userRoles(db, user.id) }))
      const [{ id: lastId }] = await db.query<{ id: number }>('select max(id) as id from notifications where tenant_id = $1', [tenantId])
      const baselineStart = wall()
      for (const reader of readers) {
        if ((await concernedReaders(db, tenantId, [reader], lastId, 'other', new Date())).size > 0) await unreadCount(db, tenantId, reader, new Date())
      }
      const baselineMs = wall() - baselineStart

      const baselineName = 'a "concerns" and a count query per connected reader (before the stream hub)'
      return {
        publishAnswer: {
          value: round(median(posts), 1),
          unit: 'ms',
          figure: `Notice to ${users.length} recipients: the publish answers (median)`,
          target: 1000,
          note: `${RUNS} publishes; max ${round(Math.max(...posts), 1)} ms`,
        },
        everyBell: {
          value: round(median(lasts), 1),
          unit: 'ms',
          figure: `Notice to ${users.length} recipients, ${bells.length} bells connected: the last bell has it (median of runs)`,
          target: 2000,
          baseline: round(baselineMs, 1),
          baselineName,
          note: `worst run ${round(Math.max(...lasts), 1)} ms; ${missing} bells missed it`,
        },
        bellMedian: { value: round(median(medians), 1), unit: 'ms', note: 'the median bell, median of runs' },
        bellP95: { value: round(median(p95s), 1), unit: 'ms', note: 'p95 of the bells, median of runs' },
        firstBell: { value: round(median(firsts), 1), unit: 'ms' },
        mailsQueued: {
          value: round(median(mails), 1),
          unit: 'ms',
          figure: `Notice to ${users.length} recipients: ${mailable} e-mails queued (median)`,
          target: 10_000,
          note: 'the background round runs every 2 s',
        },
        streamsOpened: {
          value: round(openMs / 1000, 1),
          unit: 's',
          note: `${opened.connected} streams opened, 200 at a time; setup ${round(setupMs / 1000, 1)} s; ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite in memory'}`,
        },
      }
    } finally {
      child.send({ close: true })
      http.close()
      await server.close()
    }
  },
}
