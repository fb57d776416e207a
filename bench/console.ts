/**
 * Console timings in Debian's Chromium against the reference server (needs `npm run build`):
 * from the sign-in submit to the sidebar being visible, and switching between kept-alive tabs —
 * all of them, and the heavy views on their own (users, organisations, my notifications: the
 * largest trees of rows a switch shows again). Medians and p95s of several runs; informational.
 */
import { fillLogin, launchBrowser, newPage, PASSWORD, submitConsoleLogin } from '../scripts/drive/browser.ts'
import { startServer } from '../scripts/drive/server.ts'
import { median, percentile, round, type BenchCase } from './lib.ts'

const RUNS = 7
/** Rounds of switches through every tag: 20 give 60 switches to the heavy views, enough for a p95. */
const ROUNDS = 20

/** Runs in the page (as a string: the bundler's helpers do not exist there): click tag INDEX;
 * `work` until it is current and laid out, `frame` until the next frame after that has been
 * drawn (what a person sees, including the wait for the display's frame). React renders a click's
 * update in a microtask, so `work` waits in microtasks first and yields a task only if that was
 * not enough: a task yielded at once let the browser draw a frame first about half the time (the
 * old view's, or the new one's without the forced layout), which `work` then counted — up to
 * 10 ms of paint and the wait for the frame, by chance. */
const SWITCH_TAB = `(async () => {
  const root = document.querySelector('sw-console').shadowRoot
  const tag = root.querySelectorAll('[part=tags] a')[INDEX]
  const yieldTask = () => new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = () => r(); c.port2.postMessage(null) })
  const current = () => tag.getAttribute('aria-current') === 'page'
  const start = performance.now()
  tag.click()
  for (let i = 0; i < 100 && !current(); i++) await Promise.resolve()
  while (!current()) await yieldTask()
  void root.host.getBoundingClientRect().height
  const work = performance.now() - start
  await new Promise((r) => requestAnimationFrame(() => void yieldTask().then(r)))
  return { work, frame: performance.now() - start }
})()`
/** With the workbench, 20 views kept alive (MAX_CACHED_VIEWS): the console's screens plus ten
 * of Globex's "Reports" entries (its larger menu; they render the "not available yet" view). */
const SCREENS = [
  '/sider',
  '/2d',
  '/guide',
  '/attendance/scope',
  '/attendance/records',
  '/mynotification',
  '/system/users',
  '/system/orgs',
  '/system/roles',
  ...['assays', 'compounds', 'ic50', 'admet', 'selectivity', 'synthesis', 'inventory', 'batches', 'stability', 'audit'].map((r) => `/reports/${r}`),
]

/** The views with the most rows to show again. */
const HEAVY = ['/system/users', '/system/orgs', '/mynotification']

export const consoleCase: BenchCase = {
  name: 'console',
  description: 'sw-console in Chromium: sign-in submit → sidebar visible; tab switch between kept-alive views',
  async run() {
    const [server, browser] = await Promise.all([startServer(), launchBrowser()])
    const base = `${server.url}/studentwork`
    try {
      const logins: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const { context, page } = await newPage(browser)
        await page.goto(`${base}/login`)
        await fillLogin(page, 'acme', 'admin@acme.test', PASSWORD, 'sw-console')
        const start = await page.evaluate(() => performance.now())
        await page.locator('sw-console button[type=submit]').click()
        await page.locator('sw-console nav[part=sidebar]').waitFor({ state: 'visible' })
        logins.push((await page.evaluate(() => performance.now())) - start)
        await context.close()
      }

      const { page } = await newPage(browser)
      await page.goto(`${base}/login`)
      await submitConsoleLogin(page, 'admin@globex.test', { tenant: 'globex' })
      await page.locator('sw-console nav[part=sidebar]').waitFor({ state: 'visible' })
      for (const path of SCREENS) {
        await page.locator(`sw-console nav[part=sidebar] a[href$="${path}"]`).click()
        await page.locator('sw-console main h1:visible').waitFor()
      }
      const views = await page.locator('sw-console [part=tags] a').count()
      // Every kept-alive view stays mounted (hidden) under <main>.
      const kept = await page.locator('sw-console main[part=main] > *').count()
      // Click a tag and wait until its view is the visible one: measured inside the page.
      const switches: number[] = []
      const frames: number[] = []
      const hrefs = await page.locator('sw-console [part=tags] a').evaluateAll((tags) => tags.map((a) => a.getAttribute('href') ?? ''))
      const heavy: number[] = []
      for (let round_ = 0; round_ < ROUNDS; round_++) {
        for (let i = 0; i < views; i++) {
          const { work, frame } = (await page.evaluate(SWITCH_TAB.replace('INDEX', String(i)))) as { work: number; frame: number }
          switches.push(work)
          frames.push(frame)
          if (HEAVY.some((path) => hrefs[i]!.endsWith(path))) heavy.push(work)
        }
      }
      return {
        loginToSidebarMedian: {
          value: round(median(logins), 1),
          unit: 'ms',
          note: `${RUNS} sign-ins`,
          figure: 'Sign-in submit → sidebar visible: median',
          target: 400,
        },
        loginToSidebarMax: { value: round(Math.max(...logins), 1), unit: 'ms' },
        tabSwitchMedian: {
          value: round(median(switches), 2),
          unit: 'ms',
          note: `${views} tags, ${switches.length} switches, until current and laid out`,
          figure: `Tab switch among ${views} kept-alive views: median (until shown, laid out)`,
          target: 16,
        },
        tabSwitchP95: { value: round(percentile(switches, 95), 2), unit: 'ms' },
        heavySwitchMedian: {
          value: round(median(heavy), 2),
          unit: 'ms',
          note: `${HEAVY.join(', ')}: ${heavy.length} switches`,
          figure: 'Tab switch to a heavy view (users, organisations, my notifications): median',
        },
        heavySwitchP95: { value: round(percentile(heavy, 95), 2), unit: 'ms', figure: 'Tab switch to a heavy view: p95', target: 16 },
        tabSwitchFrameMedian: {
          value: round(median(frames), 2),
          unit: 'ms',
          note: 'until the next frame is drawn (incl. the wait for it)',
          figure: 'Tab switch: median until the next frame is drawn',
        },
        tags: { value: views, unit: 'count' },
        keptAliveViews: { value: kept, unit: 'count' },
      }
    } finally {
      await browser.close()
      await server.stop()
    }
  },
}
