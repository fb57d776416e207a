// Every Storybook story renders in Chromium without an error: the built Storybook
// (`npm run build-storybook`, dist-storybook/) is served here and each story's iframe is opened
// in turn. A story fails on an uncaught error, React's error display, or an error logged to the
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

let server: HostServer
let browser: Browser
let page: Page

beforeAll(async () => {
  // The package tests' static server; the stories call no /api/, so its proxy goes nowhere.
  server = await serveHost(DIR, 'http://127.0.0.1:9')
  browser = await launchBrowser()
  page = await browser.newPage()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('Storybook', () => {
  it('is built, with stories', () => {
    expect(stories.length, 'run `npm run build-storybook` first').toBeGreaterThan(100)
  })

  it.each(stories)('%s renders without an error', async (id) => {
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
    }
    expect(errors).toEqual([])
  })
})
