// Every Storybook story renders in Chromium without an error: the built Storybook
// (`npm run build-storybook`, dist-storybook/) is served here, its preview (iframe.html) is loaded
// once in each of two pages, and each story is rendered in one of them by the preview's own channel
// (`setCurrentStory`, as Storybook's manager and its test runner do) — two at a time. A story
// fails on Storybook's report of it (an error in render, a play function that threw, errors while
// playing, a missing story), on an uncaught error or an error logged to the console while it
// renders and plays (a resource that fails to load, a fixture's image, does not count), or on
// React's error display. Loading the preview for every story took 250 s of the stage; building
// alone did not catch a story that threw on render.
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

/** Runs in the preview (a string: the test's bundler helpers do not exist there): renders story
 * `id` through the preview's channel and answers what Storybook reported wrong, [] when the story
 * finished (rendered, its play function run) without an error. */
const RENDER = `(id) => new Promise((resolve) => {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__
  const listeners = {
    storyFinished: (d) => done(d && d.status === 'error' ? ['finished with an error'] : []),
    storyUnchanged: () => done([]),
    storyErrored: (e) => done(['error: ' + (e && e.description)]),
    storyThrewException: (e) => done(['threw: ' + (e && e.message)]),
    playFunctionThrewException: (e) => done(['play function threw: ' + (e && e.message)]),
    unhandledErrorsWhilePlaying: (es) => done(['errors while playing: ' + (es || []).map((e) => e && e.message).join('; ')]),
    storyMissing: (missing) => missing === id && done(['no such story']),
  }
  const done = (errors) => {
    for (const [name, listener] of Object.entries(listeners)) channel.off(name, listener)
    resolve(errors)
  }
  for (const [name, listener] of Object.entries(listeners)) channel.on(name, listener)
  channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
})`

let server: HostServer
let browser: Browser
const idle: Page[] = []

beforeAll(async () => {
  // The package tests' static server; the stories call no /api/, so its proxy goes nowhere.
  server = await serveHost(DIR, 'http://127.0.0.1:9')
  browser = await launchBrowser()
  for (let i = 0; i < AT_ONCE; i++) {
    const page = await browser.newPage()
    await page.goto(`${server.url}/iframe.html`)
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window && '__STORYBOOK_PREVIEW__' in window, null, { timeout: 30_000 })
    idle.push(page)
  }
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
      errors.push(...((await page.evaluate(`(${RENDER})(${JSON.stringify(id)})`)) as string[]))
      // Effects and the stories' fake API after the last render: a few frames' time.
      await page.waitForTimeout(100)
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
