// Every Storybook story renders in Chromium without an error: the built Storybook
// (`npm run build-storybook`, dist-storybook/) is served here and each story's iframe is opened,
// two at a time (a page each: the stage took 4 min one by one). A story fails on an uncaught error, React's error display, or an error logged to the
// console (a failed play function logs one); a resource that fails to load (a fixture's image)
// does not count. Building alone did not catch a story that threw on render.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from '../e2e/harness.ts'
import { serveHost, type HostServer } from '../package/hostServer.ts'

const DIR = 'dist-storybook'

const stories: string[] = existsSync(join(DIR, 'index.json'))
  ? Object.values((JSON.parse(readFileSync(join(DIR, 'index.json'), 'utf8')) as { entries: Record<string, { id: string; type: string }> }).entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.id)
  : []

/** Stories open at once, each in a page of its own. */
const AT_ONCE = 2

let server: HostServer
let browser: Browser
const idle: Page[] = []

beforeAll(async () => {
  // The package tests' static server; the stories call no /api/, so its proxy goes nowhere.
  server = await serveHost(DIR, 'http://127.0.0.1:9')
  browser = await launchBrowser()
  for (let i = 0; i < AT_ONCE; i++) idle.push(await browser.newPage())
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('Storybook', () => {
  it('is built, with stories', () => {
    expect(stories.length, 'run `npm run build-storybook` first').toBeGreaterThan(100)
  })

  // Concurrent within the file (the project's maxConcurrency is AT_ONCE): a test takes an idle page.
  it.concurrent.for(stories)('%s renders without an error', async (id, { expect }) => {
    const page = idle.pop()
    if (!page) throw new Error(`more stories at once than pages (${AT_ONCE})`)
    const errors: string[] = []
    const onError = (error: Error) => errors.push(error.message)
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
    }
    page.on('pageerror', onError)
    page.on('console', onConsole)
    try {
      await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=story`)
      await page.waitForFunction(() => /sb-show-(main|errordisplay)/.test(document.body.className), null, { timeout: 30_000 })
      // Time for effects, loads from the stories' fake API and the play function.
      await page.waitForTimeout(500)
      if (await page.evaluate(() => document.body.className.includes('sb-show-errordisplay')))
        errors.push(`error display: ${await page.locator('#error-message').textContent()}`)
    } finally {
      page.off('pageerror', onError)
      page.off('console', onConsole)
      idle.push(page)
    }
    expect(errors).toEqual([])
  })
})
