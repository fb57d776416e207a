/**
 * Screenshots for review: each page in English, Simplified and Traditional Chinese, at desktop
 * width and at 375 px, against the reference server (started here, in memory). Output:
 * .tmp/screens/<name>-<lang>-<width>.png. Usage:
 * `node --import tsx scripts/screenshots.ts [name filter] [widths, e.g. 1280,1024,375]`.
 */
import { mkdirSync } from 'node:fs'
import { fillLogin, launchBrowser, newPage, PASSWORD } from './drive/browser.ts'
import { startServer } from './drive/server.ts'
import { CONSOLE_SHOTS, type Lang, type Shot } from './consoleShots.ts'

const SHOTS: Shot[] = [
  ...CONSOLE_SHOTS,
  { name: 'login-new', path: '/studentwork/elements.html' },
  { name: 'login-classic', path: '/studentwork/elements.html?variant=classic' },
  {
    name: 'login-error',
    path: '/studentwork/elements.html?variant=classic',
    async prepare(page) {
      await fillLogin(page, 'acme', 'admin@acme.test', 'wrong-password')
      await page.locator('sw-login button[type=submit]').click()
      await page.locator('sw-login [role=alert]').waitFor()
    },
  },
  {
    name: 'login-validation',
    path: '/studentwork/elements.html?variant=classic',
    async prepare(page) {
      await page.locator('sw-login button[type=submit]').click()
      await page.locator('sw-login [aria-invalid=true]').first().waitFor()
    },
  },
  {
    name: 'signed-in',
    path: '/studentwork/elements.html',
    async prepare(page) {
      await fillLogin(page, 'acme', 'admin@acme.test', PASSWORD)
      await page.locator('sw-login button[type=submit]').click()
      await page.locator('#signed-in').waitFor()
    },
  },
  { name: 'embed', path: '/studentwork/embed.html' },
  { name: 'signup', path: '/studentwork/elements.html?element=signup' },
  {
    name: 'signup-errors',
    path: '/studentwork/elements.html?element=signup',
    async prepare(page) {
      await page.locator('sw-signup button[type=submit]').click()
      await page.locator('sw-signup [aria-invalid=true]').first().waitFor()
    },
  },
]

const filter = process.argv[2]
const widths = process.argv[3] ? process.argv[3].split(',').map(Number) : [1280, 375]
const out = '.tmp/screens'
mkdirSync(out, { recursive: true })
const [server, browser] = await Promise.all([startServer(), launchBrowser()])
try {
  for (const shot of SHOTS.filter((s) => !filter || s.name.includes(filter))) {
    for (const lang of ['en', 'zh', 'tw'] as Lang[]) {
      for (const width of widths) {
        const { context, page } = await newPage(browser, { width, height: width === 375 ? 812 : 860 })
        const sep = shot.path.includes('?') ? '&' : '?'
        await page.goto(`${server.url}${shot.path}${sep}lang=${lang}`)
        await page.waitForLoadState('networkidle')
        await shot.prepare?.(page, lang)
        // The route-load bar finishes before the picture.
        await page.locator('sw-console [role=progressbar]').waitFor({ state: 'detached' })
        await page.waitForTimeout(150)
        const file = `${out}/${shot.name}-${lang}-${width}.png`
        await page.screenshot({ path: file, fullPage: true })
        console.log(file)
        await context.close()
      }
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
