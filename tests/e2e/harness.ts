/**
 * End-to-end harness: the reference server as the README starts it and Debian's Chromium
 * (scripts/drive/), with what only tests add — with TEST_DATABASE_URL, each server on a private
 * copy of the seeded PostgreSQL template (tests/server/postgres.ts), dropped when it stops; every
 * browser call bounded inside the test runner; axe-core; the theme's strong shade. Nothing of our
 * own is mocked; tests talk to the real server over HTTP.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser as launchChromium } from '../../scripts/drive/browser.ts'
import { startServer as startChildServer, type RunningServer } from '../../scripts/drive/server.ts'
import { copyOfTemplate, POSTGRES_URL } from '../server/postgres.ts'
import { boundActions } from './boundedActions.ts'

export {
  CHROMIUM,
  CHROMIUM_ARGS,
  PASSWORD,
  fillLogin,
  newPage,
  openHost,
  shadowText,
  signInToConsole,
  submitConsoleLogin,
  type HostOptions,
  type PageOptions,
} from '../../scripts/drive/browser.ts'
export type { RunningServer } from '../../scripts/drive/server.ts'

/** The reference server (scripts/drive/server.ts) — with TEST_DATABASE_URL, on a private copy of
 * the seeded PostgreSQL template, dropped when it stops. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const copy = POSTGRES_URL && !env.DATABASE_URL ? await copyOfTemplate(POSTGRES_URL) : undefined
  try {
    const server = await startChildServer(copy ? { ...env, DATABASE_URL: copy.url } : env)
    return copy ? { ...server, stop: () => server.stop().then(() => copy.drop()) } : server
  } catch (error) {
    await copy?.drop()
    throw error
  }
}

/** Debian's Chromium; inside the test runner every call on it gets a bound of its own
 * (boundedActions.ts), so a step the browser never answers fails in seconds, naming itself. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium()
  if (process.env.VITEST) await boundActions(browser)
  return browser
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
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => JSON.stringify(n.target))
          .slice(0, 3)
          .join(', ')}`,
    )
}
