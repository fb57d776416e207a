/**
 * End-to-end harness: starts the reference server as the README does (a child process, an
 * in-memory database, a free port) and Debian's Chromium through playwright-core. Nothing of
 * our own is mocked; tests talk to the real server over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer as createNetServer } from 'node:net'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { copyOfTemplate, POSTGRES_URL } from '../server/postgres.ts'
import { boundActions } from './boundedActions.ts'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
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

export interface RunningServer {
  url: string
  port: number
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** How long a fresh server (seeding 10 000 users) may take to start; a loaded machine needs more. */
const START_MS = Number(process.env.E2E_SERVER_START_MS ?? 60_000)

/** Starts `node --import tsx demo/server/main.ts` with `env` and waits for its URL line. The
 * database is a fresh in-memory PGlite — or, with TEST_DATABASE_URL, a private copy of the seeded
 * PostgreSQL template (tests/server/postgres.ts), dropped when the server stops. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort()
  const copy = POSTGRES_URL && !env.DATABASE_URL ? await copyOfTemplate(POSTGRES_URL) : undefined
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: copy?.url ?? 'memory://', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${START_MS / 1000} s:\n${output}`)), START_MS)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(`127.0.0.1:${port}`)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5000).unref()
      }).then(() => copy?.drop()),
  }
}

/** Debian's Chromium; inside the test runner every call on it gets a bound of its own
 * (boundedActions.ts), so a step the browser never answers fails in seconds, naming itself. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  if (process.env.VITEST) await boundActions(browser)
  return browser
}

export interface PageOptions {
  locale?: string
  width?: number
  height?: number
}

export async function newPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
  })
  // Short action timeouts: a missing element fails fast inside expect.poll instead of hanging.
  context.setDefaultTimeout(5000)
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
  return page.locator(selector).first().evaluate((el) => el.shadowRoot?.textContent ?? '')
}

/** The computed colour of our strong shade of `color` (theme.css: 72 % of it mixed with black),
 * as the browser reports it, to compare with what an element shows. */
export function strongShade(page: Page, color: string): Promise<string> {
  return page.evaluate((c) => {
    const probe = document.createElement('div')
    probe.style.backgroundColor = `color-mix(in oklab, ${c} 72%, black)`
    document.body.append(probe)
    const value = getComputedStyle(probe).backgroundColor
    probe.remove()
    return value
  }, color)
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

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface Violation {
  id: string
  impact: string
  help: string
  nodes: Array<{ target: unknown; failureSummary?: string }>
}

/** axe-core's violations of impact moderate or worse (serious, critical), one line each — on the
 * whole page, or only inside the elements `include` selects (e.g. `sw-console` on a host page). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  const found = (await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: object): Promise<{ violations: unknown[] }> } }).axe
    return (await axe.run(selector ? { include: [[selector]] } : document, { resultTypes: ['violations'] })).violations
  }, include)) as Violation[]
  return found
    .filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 3).join(', ')}`)
}
