/**
 * Accessibility: axe-core (through playwright-core, in Chromium) on the sign-in page, the landing
 * page, the workbench and the profile: no serious or critical violations.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newPage, startServer, submitConsoleLogin, type RunningServer } from './harness.ts'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
let server: RunningServer
let browser: Browser
const BASE = '/studentwork'

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

interface Violation {
  id: string
  impact: string
  help: string
  nodes: Array<{ target: unknown; failureSummary?: string }>
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: unknown[] }> } }).axe
    return (await axe.run(document, { resultTypes: ['violations'] })).violations
  })) as Violation[]
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 3).join(', ')}`)
}

describe('axe-core', () => {
  it.each([
    ['the sign-in page', '/login'],
    ['the landing page', '/home'],
  ])('finds no serious or critical violations on %s', async (_, path) => {
    const { page } = await newPage(browser)
    await page.goto(`${server.url}${BASE}${path}`)
    await page.locator('sw-console .sw-root').waitFor()
    await page.waitForTimeout(500)
    expect(await seriousViolations(page)).toEqual([])
  })

  it.each([
    ['the workbench', '/workbench'],
    ['the profile', '/profile/index'],
  ])('finds no serious or critical violations on %s', async (_, path) => {
    const { page } = await newPage(browser)
    await page.goto(`${server.url}${BASE}/login`)
    await submitConsoleLogin(page)
    await page.waitForURL(/\/workbench$/)
    await page.goto(`${server.url}${BASE}${path}`)
    await page.locator('sw-console main h1').waitFor()
    await page.waitForTimeout(800)
    expect(await seriousViolations(page)).toEqual([])
  })
})
