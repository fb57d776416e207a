/**
 * Debian's Chromium through playwright-core, for the e2e tests, the screenshots and the bench: a
 * page with the console's defaults (language, window, short action timeouts, page errors kept),
 * signing in through `<sw-login>` or the console's own form, and a host page of our elements.
 */
import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import type { RunningServer } from './server.ts'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** Debian's Chromium: its old headless shell (`chromium-headless-shell`, the same engine without
 * the browser's own windows) when installed, else the browser. The browser in headless mode still
 * draws its top-of-window WebUI in renderers of its own — a fifth of Chromium's processor time in
 * CI's journeys (README, "Two commands"). `CHROMIUM_PATH` names another. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const PASSWORD = 'Passw0rd!'

/** Debian's Chromium, headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
}

export interface PageOptions {
  locale?: string
  width?: number
  height?: number
  /** Cookies and local storage to start with (a signed-in session: `context.storageState()`). */
  storageState?: BrowserContextOptions['storageState']
  /** A touch screen (a phone): `(pointer: coarse)` matches. */
  touch?: boolean
}

export async function newPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
    storageState: options.storageState,
    hasTouch: options.touch ?? false,
  })
  // Short action timeouts: a missing element fails fast inside expect.poll instead of hanging —
  // but not so short that a 2-core machine running two browsers and two servers misses a screen
  // that came (5 s did: a sign-in page's load, a chart's first draw). A page load gets longer.
  context.setDefaultTimeout(10_000)
  context.setDefaultNavigationTimeout(20_000)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  ;(page as Page & { errors: string[] }).errors = errors
  return { context, page }
}

/** Fills the sign-in form of the `<sw-login>` on the page (locators pierce shadow roots). */
export async function fillLogin(page: Page, tenant: string, username: string, password: string, scope = 'sw-login'): Promise<void> {
  const root = page.locator(scope)
  const tenantInput = root.locator('input[name=tenantCode]')
  if (await tenantInput.isEditable()) await tenantInput.fill(tenant)
  await root.locator('input[name=username]').fill(username)
  await root.locator('input[name=password]').fill(password)
}

/** Fills `<sw-console>`'s own sign-in screen (already on the page) and submits it; callers wait
 * for where it leads. */
export async function submitConsoleLogin(page: Page, username = 'admin@acme.test', { tenant = 'acme', password = PASSWORD } = {}): Promise<void> {
  await fillLogin(page, tenant, username, password, 'sw-console')
  await page.locator('sw-console button[type=submit]').click()
}

/** A new page signed in to the demo console as `username` (acme tenant), on its workbench. */
export async function signInToConsole(
  browser: Browser,
  server: RunningServer,
  username = 'admin@acme.test',
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, options)
  await opened.page.goto(`${server.url}/studentwork/login`)
  await submitConsoleLogin(opened.page, username)
  await opened.page.waitForURL(/\/workbench$/)
  return opened
}

/** Text of an element's shadow root (a host's own textContent leaves the shadow DOM out). */
export function shadowText(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => el.shadowRoot?.textContent ?? '')
}

export interface HostOptions {
  /** Path under the server (the console routes by it). */
  path?: string
  /** The page's title. */
  title?: string
  /** Extra response headers, e.g. a Content-Security-Policy. */
  headers?: Record<string, string>
}

/** Opens `body` as a host page of `server` (served by page.route): no inline script or style,
 * only our element modules. */
export async function openHost(
  server: RunningServer,
  page: Page,
  scripts: string[],
  body: string,
  { path = '/studentwork/citizen-host', title = 'Host', headers = {} }: HostOptions = {},
): Promise<void> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${scripts
    .map((src) => `<script type="module" src="${src}"></script>`)
    .join('')}</head><body>${body}</body></html>`
  await page.route(`${server.url}${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html, headers }))
  await page.goto(`${server.url}${path}`)
}
