/**
 * The accessibility files' shared part (a11y.test.ts, a11y-zh-dialogs.test.ts): every screen a
 * visitor or a signed-in user reaches first, the views (language, width) they are checked in, the
 * admin's session per language, and the first-screen checks — axe-core with no moderate, serious or
 * critical violation, and no page wider than the window. Two files so that the e2e stage runs
 * them side by side (one was the stage's longest file, 340 s).
 */
import { afterAll, expect, it } from 'vitest'
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { axeViolations as violations, newPage, submitConsoleLogin } from './harness.ts'
import { browser, server } from './fixture.ts'
import { LANGUAGE_COOKIE } from '#platform/core/i18n/language.ts'

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

/** The admin's session, signed in once through the console's form and reused by every page of
 * the file (its cookies and local storage), in each language by its language cookie: one session,
 * since the admin's next sign-in would end it (registerNewSession: 50012), so the tests after
 * these in a file sign in themselves. */
let session: Promise<StorageState> | undefined
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>
export async function signedIn(lang: string): Promise<StorageState> {
  session ??= (async () => {
    const { page, context } = await newPage(browser)
    await page.goto(`${server.url}${BASE}/login`)
    await submitConsoleLogin(page)
    await page.waitForURL(/\/workbench$/)
    const state = await context.storageState()
    await context.close()
    return state
  })()
  const state = await session
  const language = {
    name: LANGUAGE_COOKIE,
    value: lang,
    domain: new URL(server.url).hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }
  return { ...state, cookies: [...state.cookies.filter((c) => c.name !== LANGUAGE_COOKIE), language] }
}

/** One page per view (language, width; a visitor's or the admin's), kept for the view's screens:
 * each screen is loaded afresh into it, but the context — its cache of the console's scripts and
 * their compiled code, the session — is made once (a context a screen took 0.8 s, and every load
 * compiled the console again). */
const pages = new Map<string, Promise<{ page: Page; context: BrowserContext }>>()
function viewPage(lang: string, width: number, admin: boolean) {
  const key = `${lang} ${width} ${admin}`
  let made = pages.get(key)
  if (!made) {
    made = (async () => newPage(browser, { width, height: 800, ...(admin ? { storageState: await signedIn(lang) } : {}) }))()
    pages.set(key, made)
  }
  return made
}

/** Loads `path` into the view's page and waits until the screen is there and its data in: the
 * heading, then the screen area no longer busy (its code and first data loaded), then a moment for
 * what a loaded view draws after (a chart, a measured list). */
async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`${server.url}${BASE}${path}`)
  // A screen's chunk (the chemistry ones are large) on a loaded machine: more than the 5 s default.
  await page.locator(heading).first().waitFor({ timeout: 20_000 })
  await page.locator('sw-console main[aria-busy=true]').waitFor({ state: 'detached', timeout: 20_000 })
  if (heading.includes('main')) expect(await page.locator('sw-console main').getAttribute('aria-busy')).toBe('false')
  await page.waitForTimeout(300)
}

/** The first screens' checks in one view (a language at a width). */
export function firstScreens(lang: string, width: number): void {
  afterAll(async () => {
    for (const made of pages.values()) await (await made).context.close()
    pages.clear()
  })

  it.each(PUBLIC)(`on %s (${lang}, ${width} px)`, async (_, path) => {
    const { page } = await viewPage(lang, width, false)
    await openScreen(page, `${path}?lang=${lang}`, 'sw-console h1')
    expect(await violations(page)).toEqual([])
    // Nothing wider than the window (no sideways scrolling on a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })

  it.each(SIGNED_IN)(`on %s (${lang}, ${width} px)`, async (_, path) => {
    const { page } = await viewPage(lang, width, true)
    await openScreen(page, path, 'sw-console main h1')
    expect(await violations(page)).toEqual([])
    // Nothing wider than the window (no sideways scrolling on a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}
