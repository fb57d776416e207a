/**
 * Bench case `notificationCentre`: the notification centre in Chromium against the reference
 * server seeded with 10 000 more notices (BENCH_NOTIFICATIONS), signed in as the member (needs
 * `npm run build`). Measures opening /mynotification (click → first row drawn), scrolling the
 * virtualised list from top to bottom (frames, the longest frame, rows in the DOM) and jumping to
 * the end (→ the last row loaded and drawn), and filtering (priority, title search → first row of
 * the new list). Medians of several runs; informational only.
 */
import { launchBrowser, newPage, startServer, submitConsoleLogin } from '../tests/e2e/harness.ts'
import { median, round, type BenchCase } from './lib.ts'

const RUNS = 5

/** In the page: scroll the list to the end in steps, one per frame; frame times and DOM rows. */
const SCROLL = `(async () => {
  const root = document.querySelector('sw-console').shadowRoot
  const list = root.querySelector('[role=listbox]')
  const frames = []
  let rows = 0
  let last = performance.now()
  const start = last
  while (list.scrollTop + list.clientHeight < list.scrollHeight - 1) {
    list.scrollTop += 900
    await new Promise((r) => requestAnimationFrame(r))
    const now = performance.now()
    frames.push(now - last)
    last = now
    rows = Math.max(rows, list.querySelectorAll('[role=option]').length)
  }
  return { total: performance.now() - start, frames, rows, height: list.scrollHeight }
})()`

/** In the page: jump to the end; time until the last row has its data. */
const JUMP = `(async () => {
  const root = document.querySelector('sw-console').shadowRoot
  const list = root.querySelector('[role=listbox]')
  list.scrollTop = 0
  await new Promise((r) => setTimeout(r, 300))
  const start = performance.now()
  list.scrollTop = list.scrollHeight
  const size = list.querySelector('[role=option]').getAttribute('aria-setsize')
  while (!list.querySelector('[role=option][aria-posinset="' + size + '"][data-notification-id]')) await new Promise((r) => requestAnimationFrame(r))
  return performance.now() - start
})()`

export const notificationCentreCase: BenchCase = {
  name: 'notificationCentre',
  description: 'notification centre over 10 000+ notices in Chromium: open, scroll the virtualised list, jump to the end, filter and search',
  async run() {
    const [server, browser] = await Promise.all([startServer({ BENCH_NOTIFICATIONS: '10000' }), launchBrowser()])
    const base = `${server.url}/studentwork`
    try {
      const opens: number[] = []
      const filters: number[] = []
      const searches: number[] = []
      const jumps: number[] = []
      type Scroll = { total: number; frames: number[]; rows: number; height: number }
      let scroll: Scroll | undefined
      let total = 0
      for (let i = 0; i < RUNS; i++) {
        const { context, page } = await newPage(browser)
        await page.goto(`${base}/login`)
        await submitConsoleLogin(page, 'member@acme.test')
        await page.waitForURL(/\/workbench$/)
        const root = page.locator('sw-console')
        let start = await page.evaluate(() => performance.now())
        await root.locator('nav[part=sidebar] a[href$="/mynotification"]').click()
        await root.locator('[role=option][data-notification-id]').first().waitFor({ timeout: 30_000 })
        opens.push((await page.evaluate(() => performance.now())) - start)
        await root.locator('[data-box=all]').click()
        await root.locator('[role=option][aria-setsize]').first().waitFor()
        await page.waitForTimeout(300)
        total = Number(await root.locator('[role=option]').first().getAttribute('aria-setsize'))
        if (i === 0) scroll = (await page.evaluate(SCROLL)) as Scroll
        jumps.push((await page.evaluate(JUMP)) as number)

        const before = await root.locator('[role=option]').first().getAttribute('aria-setsize')
        start = await page.evaluate(() => performance.now())
        await root.locator('select[name=priority]').selectOption('high')
        await root.locator(`[role=option][data-notification-id]:not([aria-setsize="${before}"])`).first().waitFor()
        filters.push((await page.evaluate(() => performance.now())) - start)

        start = await page.evaluate(() => performance.now())
        await root.locator('input[name=title]').fill('Bench notice 0999')
        await root.locator('[role=option][aria-setsize="1"][data-notification-id], [role=option][aria-setsize="2"][data-notification-id]').first().waitFor()
        searches.push((await page.evaluate(() => performance.now())) - start)
        await context.close()
      }
      const frames = (scroll as Scroll | undefined)?.frames ?? []
      return {
        notices: { value: total, unit: 'count', note: 'the member’s "All" tab' },
        openMedian: { value: round(median(opens), 1), unit: 'ms', note: `${RUNS} runs, sidebar click → first row` },
        scrollFrameMedian: { value: round(median(frames), 2), unit: 'ms', note: `${frames.length} frames, 900 px a frame, top to bottom` },
        scrollFrameMax: { value: round(Math.max(...frames), 1), unit: 'ms' },
        rowsInDom: { value: (scroll as Scroll | undefined)?.rows ?? 0, unit: 'count', note: 'most rows drawn at once while scrolling' },
        jumpToEndMedian: { value: round(median(jumps), 1), unit: 'ms', note: 'scroll to the end → last row loaded and drawn' },
        filterMedian: { value: round(median(filters), 1), unit: 'ms', note: 'priority select → new list' },
        searchMedian: { value: round(median(searches), 1), unit: 'ms', note: 'typed title → result (includes the 300 ms debounce)' },
      }
    } finally {
      await browser.close()
      await server.stop()
    }
  },
}
