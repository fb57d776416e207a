/**
 * Bench case `publishToBell`: how long a member waits to see a new notice counted. The reference
 * server runs as the e2e harness starts it; a member signed in through the console opens a page
 * with `<sw-notifications view="bell">`; an editor publishes through the API (a real POST with
 * an editor's token); the time runs from the POST's start (in Node) to the bell's `data-unread`
 * changing in the page (a MutationObserver on the element's shadow root; both clocks are the
 * machine's wall clock at sub-millisecond resolution). Live: the Server-Sent Events stream.
 * Baseline, same run: the client's fallback when streaming fails (the stream route aborted by
 * page.route, so after three failed attempts it polls the count every POLL_INTERVAL_MS = 60 s —
 * the client has no shorter interval for tests, so these runs take a minute each). A publish
 * lands at a random moment of the poll cycle: the baseline runs publish at evenly spread offsets
 * after a poll tick ((i + ½) / n of the interval), which is what a uniform moment gives on average.
 * Needs `npm run build`. Informational only.
 */
import { performance } from 'node:perf_hooks'
import type { Page } from 'playwright-core'
import { POLL_INTERVAL_MS } from '#platform/core/live/liveStream.ts'
import { launchBrowser, newPage, openHost, submitConsoleLogin } from '../scripts/drive/browser.ts'
import { startServer, type RunningServer } from '../scripts/drive/server.ts'
import { median, percentile, round, type BenchCase } from './lib.ts'
import { publishAs, tokenFor } from './notifications.ts'

const RUNS = Number(process.env.BENCH_BELL_RUNS ?? 10)
const POLL_RUNS = Number(process.env.BENCH_BELL_POLL_RUNS ?? 5)

/** In the page: record each change of the bell's count with its wall-clock time. */
const WATCH = `(() => {
  const host = document.querySelector('sw-notifications')
  const read = () => host.shadowRoot.querySelector('[part=bell]')?.getAttribute('data-unread') ?? ''
  let last = read()
  window.benchChanges = []
  new MutationObserver(() => {
    const value = read()
    if (value === last) return
    last = value
    window.benchChanges.push({ at: performance.timeOrigin + performance.now(), value: Number(value) })
  }).observe(host.shadowRoot, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-unread'] })
  return Number(last)
})()`

const now = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

/** A member's bell page, its count known and watched; `blockStream` aborts the live stream. */
async function bellPage(server: RunningServer, page: Page, blockStream: boolean): Promise<number> {
  if (blockStream) await page.route('**/notification/notification/stream', (route) => route.abort())
  await page.goto(`${server.url}/studentwork/login`)
  await submitConsoleLogin(page, 'member@acme.test')
  await page.waitForURL(/\/workbench$/)
  await openHost(server, page, ['/studentwork/elements/sw-notifications.js'], '<sw-notifications view="bell"></sw-notifications>', {
    path: '/studentwork/bell-host',
  })
  await page.waitForFunction(
    () => /^\d+$/.test(document.querySelector('sw-notifications')?.shadowRoot?.querySelector('[part=bell]')?.getAttribute('data-unread') ?? ''),
    null,
    { timeout: 60_000 },
  )
  return (await page.evaluate(WATCH)) as number
}

/** Publishes now and answers the ms until the bell counts more than `before`, and the POST's own ms. */
async function publishAndWait(server: RunningServer, page: Page, token: string, title: string, before: number, timeout: number) {
  const start = now()
  await publishAs(server, token, title)
  const posted = now() - start
  const handle = await page.waitForFunction(
    (n) => (window as unknown as { benchChanges: { at: number; value: number }[] }).benchChanges.find((c) => c.value > n),
    before,
    { timeout, polling: 20 },
  )
  const change = (await handle.jsonValue()) as { at: number; value: number }
  return { ms: change.at - start, posted, value: change.value }
}

export const publishToBellCase: BenchCase = {
  name: 'publishToBell',
  description: `an editor's publish (API POST) → a member's <sw-notifications view="bell"> counts it, live over SSE (${RUNS} runs) beside the polling fallback with the stream blocked (${POLL_RUNS} runs, 60 s poll)`,
  async run() {
    const [server, browser] = await Promise.all([startServer(), launchBrowser()])
    try {
      const editor = await tokenFor(server, 'editor@acme.test')

      // Live: the stream open.
      const live: number[] = []
      const posts: number[] = []
      {
        const { context, page } = await newPage(browser)
        context.setDefaultTimeout(30_000)
        let count = await bellPage(server, page, false)
        await sleep(1000) // the stream settled
        for (let i = 0; i < RUNS; i++) {
          const run = await publishAndWait(server, page, editor, `Bench live ${i + 1}`, count, 30_000)
          live.push(run.ms)
          posts.push(run.posted)
          count = run.value
          await sleep(300 + Math.random() * 400)
        }
        await context.close()
      }

      // Baseline: the stream aborted, the client polls.
      const polled: number[] = []
      {
        const { context, page } = await newPage(browser)
        context.setDefaultTimeout(30_000)
        const ticks: number[] = []
        let streamTries = 0
        page.on('request', (request) => {
          const url = request.url()
          if (url.includes('/notification/notification/stream')) streamTries += 1
          else if (url.includes('/notification/notification/queryUnreadCount') && streamTries >= 3) ticks.push(now())
        })
        let count = await bellPage(server, page, true)
        const deadline = now() + 60_000
        while (ticks.length === 0 && now() < deadline) await sleep(100)
        if (ticks.length === 0) throw new Error('the client did not fall back to polling')
        for (let i = 0; i < POLL_RUNS; i++) {
          const lastTick = ticks[ticks.length - 1] as number
          await sleep(lastTick + ((i + 0.5) / POLL_RUNS) * POLL_INTERVAL_MS - now())
          const run = await publishAndWait(server, page, editor, `Bench polled ${i + 1}`, count, POLL_INTERVAL_MS + 30_000)
          polled.push(run.ms)
          count = run.value
        }
        await context.close()
      }

      const baselineName = `polling fallback every ${POLL_INTERVAL_MS / 1000} s, stream blocked`
      return {
        liveMedian: {
          value: round(median(live), 1),
          unit: 'ms',
          figure: 'Publish → member’s bell counts it (live stream): median',
          baseline: round(median(polled), 1),
          baselineName,
          target: 1000,
          note: `${RUNS} publishes (baseline ${POLL_RUNS})`,
        },
        liveP95: {
          value: round(percentile(live, 95), 1),
          unit: 'ms',
          figure: 'Publish → bell (live stream): p95',
          baseline: round(percentile(polled, 95), 1),
          baselineName,
          target: 1000,
        },
        liveMax: { value: round(Math.max(...live), 1), unit: 'ms' },
        publishPostMedian: { value: round(median(posts), 1), unit: 'ms', note: 'the POST alone (request → answer), part of the live figure' },
        polledMin: { value: round(Math.min(...polled), 1), unit: 'ms', note: 'baseline: a publish just before a poll tick' },
      }
    } finally {
      await browser.close()
      await server.stop()
    }
  },
}
