/**
 * Console timings in Debian's Chromium against the reference server (needs `npm run build`):
 * from the sign-in submit to the sidebar being visible, and switching between kept-alive tabs.
 * Medians of several runs; informational only.
 */
import { fillLogin, launchBrowser, newPage, PASSWORD, startServer, submitConsoleLogin } from '../tests/e2e/harness.ts'
import { median, percentile, round, type BenchCase } from './lib.ts'

const RUNS = 7

/** Runs in the page (as a string: the bundler's helpers do not exist there): click tag INDEX,
 * resolve once it is current and the next frame has been drawn. */
const SWITCH_TAB = `(async () => {
  const root = document.querySelector('sw-console').shadowRoot
  const tag = root.querySelectorAll('[part=tags] a')[INDEX]
  const start = performance.now()
  tag.click()
  while (tag.getAttribute('aria-current') !== 'page') await new Promise((r) => requestAnimationFrame(r))
  await new Promise((r) => requestAnimationFrame(r))
  return performance.now() - start
})()`
/** With the workbench, 20 views kept alive (MAX_CACHED_VIEWS): the console's screens plus ten
 * of Globex's "Reports" entries (its larger menu; they render the "not available yet" view). */
const SCREENS = [
  '/sider', '/2d', '/guide', '/attendance/scope', '/attendance/records', '/mynotification', '/system/users', '/system/orgs', '/system/roles',
  ...['assays', 'compounds', 'ic50', 'admet', 'selectivity', 'synthesis', 'inventory', 'batches', 'stability', 'audit'].map((r) => `/reports/${r}`),
]

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
        await page.locator('sw-console main h1').last().waitFor()
      }
      const views = await page.locator('sw-console [part=tags] a').count()
      // Every kept-alive view stays mounted (hidden) under <main>.
      const kept = await page.locator('sw-console main[part=main] > *').count()
      // Click a tag and wait until its view is the visible one: measured inside the page.
      const switches: number[] = []
      for (let round_ = 0; round_ < 3; round_++) {
        for (let i = 0; i < views; i++) {
          switches.push(await page.evaluate(SWITCH_TAB.replace('INDEX', String(i))))
        }
      }
      return {
        loginToSidebarMedian: { value: round(median(logins), 1), unit: 'ms', note: `${RUNS} sign-ins` },
        loginToSidebarMax: { value: round(Math.max(...logins), 1), unit: 'ms' },
        tabSwitchMedian: { value: round(median(switches), 2), unit: 'ms', note: `${views} tags, ${switches.length} switches, to next frame` },
        tabSwitchP95: { value: round(percentile(switches, 95), 2), unit: 'ms' },
        tags: { value: views, unit: 'count' },
        keptAliveViews: { value: kept, unit: 'count' },
      }
    } finally {
      await browser.close()
      await server.stop()
    }
  },
}
