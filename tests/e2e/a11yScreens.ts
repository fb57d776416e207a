/**
 * The accessibility files' shared part (a11y.test.ts, a11y-zh-dialogs.test.ts): every screen a
 * visitor or a signed-in user reaches first, the views (language, width) they are checked in, the
 * admin's session per language, and the first-screen checks — axe-core with no moderate, serious or
 * critical violation, and no page wider than the window. Two files so that the e2e stage runs
 * them side by side (one was the stage's longest file, 340 s).
 */
import { expect, it } from 'vitest'
import type { BrowserContextOptions } from 'playwright-core'
import { axeViolations as violations, newPage, submitConsoleLogin } from './harness.ts'
import { browser, server } from './fixture.ts'

export const BASE = '/studentwork'

/** Every screen a visitor or a signed-in user reaches first, public ones without a session. */
export const PUBLIC = [
  ['the landing page', '/home'],
  ['the sign-in page', '/login'],
  ['the outward-facing sign-in page', '/loginNew'],
  ['the sign-up page', '/signUp'],
  ['the 404 page', '/404'],
] as const
export const SIGNED_IN = [
  ['the workbench', '/workbench'],
  ['the profile', '/profile/index'],
  ['the 404 page in the frame', '/no/such/page'],
  ['the 2D structure editor', '/2d'],
  ['the compound workspace', '/sider'],
  ['the guide', '/guide'],
  ['the users screen', '/system/users'],
  ['the roles screen', '/system/roles'],
  ['the dictionaries screen', '/system/dicts'],
  ['the operation log', '/system/logs'],
  ['the sign-in log', '/system/signin-log'],
  ['the online sessions', '/system/sessions'],
  ['the organisations screen', '/system/orgs'],
  ['the notification centre', '/mynotification'],
  ['the sign-in scope screen', '/attendance/scope'],
  ['the sign-in records', '/attendance/records'],
  ['the attendance rules', '/attendance/rules'],
  ['the approvals', '/attendance/approvals'],
  ['the attendance reports', '/attendance/reports'],
  ['the member’s month', '/attendance/month'],
  ['the publishing screen', '/notification/publish'],
] as const
export const VIEWS = [
  ['en', 1280],
  ['en', 375],
  ['zh', 375],
] as const

/** The admin's session in each language, signed in once through the console's form and reused
 * by the first screens' pages (its cookies and local storage). The admin's next sign-in replaces
 * it (registerNewSession: 50012), so the tests after these sign in themselves. */
const sessions = new Map<string, Promise<BrowserContextOptions['storageState']>>()
export function signedIn(lang: string): Promise<BrowserContextOptions['storageState']> {
  let session = sessions.get(lang)
  if (!session) {
    session = (async () => {
      const { page, context } = await newPage(browser)
      await page.goto(`${server.url}${BASE}/login?lang=${lang}`)
      await submitConsoleLogin(page)
      await page.waitForURL(/\/workbench$/)
      const state = await context.storageState()
      await context.close()
      return state
    })()
    sessions.set(lang, session)
  }
  return session
}

/** The first screens' checks in one view (a language at a width). */
export function firstScreens(lang: string, width: number): void {
  it.each(PUBLIC)(`on %s (${lang}, ${width} px)`, async (_, path) => {
    const { page, context } = await newPage(browser, { width, height: 800 })
    await page.goto(`${server.url}${BASE}${path}?lang=${lang}`)
    await page.locator('sw-console h1').first().waitFor({ timeout: 20_000 })
    await page.waitForTimeout(400)
    expect(await violations(page)).toEqual([])
    // Nothing wider than the window (no sideways scrolling on a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await context.close()
  })

  it.each(SIGNED_IN)(`on %s (${lang}, ${width} px)`, async (_, path) => {
    const { page, context } = await newPage(browser, { width, height: 800, storageState: await signedIn(lang) })
    await page.goto(`${server.url}${BASE}${path}`)
    // A screen's chunk (the chemistry ones are large) on a loaded machine: more than the 5 s default.
    await page.locator('sw-console main h1').waitFor({ timeout: 20_000 })
    await page.waitForTimeout(800)
    expect(await violations(page)).toEqual([])
    // Nothing wider than the window (no sideways scrolling on a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await context.close()
  })
}
