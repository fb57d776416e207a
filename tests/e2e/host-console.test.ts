/**
 * docs/spec.md#elements-in-any-host — <sw-console> in a host page: the memory router starts at `initial-path` and never
 * touches document.title; the browser router keeps the title in step (or not, with
 * sync-title="false"); bad attribute values give one warning each, naming the attribute and what
 * it accepts, and the console works with the defaults. The built element, through the reference
 * server, on host pages served by page.route.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { newPage, openHost as openHostOn, submitConsoleLogin } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

const CONSOLE = '/studentwork/elements/sw-console.js'

/** A host portal page on the test's server with <sw-console> in it. */
const openHost = (page: Page, body: string, path = '/portal/page') => openHostOn(server, page, [CONSOLE], body, { path, title: 'Host portal' })

describe('<sw-console router="memory">', () => {
  it('starts at initial-path, signs in, and never changes the host page title or URL', async () => {
    const { context, page } = await newPage(browser)
    await openHost(page, '<sw-console router="memory" initial-path="/workbench"></sw-console>')
    // Without a session, /workbench sends the visitor to sign in — inside the element.
    await submitConsoleLogin(page)
    await page.locator('sw-console canvas[role=img]').waitFor()
    expect(await page.locator('sw-console [part=tags] a').allTextContents()).toEqual(['Workbench'])
    await page.locator('sw-console nav[part=sidebar] a', { hasText: 'My notifications' }).click()
    await page.locator('sw-console [part=breadcrumb]', { hasText: 'My notifications' }).waitFor()
    expect(await page.title()).toBe('Host portal')
    expect(new URL(page.url()).pathname).toBe('/portal/page')
    await context.close()
  })
})

describe('<sw-console router="browser">', () => {
  it('sets document.title by default, and leaves it alone with sync-title="false"', async () => {
    const { context, page } = await newPage(browser)
    await openHost(page, '<sw-console base-path="/portal/"></sw-console>', '/portal/login')
    await submitConsoleLogin(page)
    await page.waitForURL(/\/portal\/workbench$/)
    await expect.poll(() => page.title()).toBe('Workbench - Studentwork')
    await openHost(page, '<sw-console base-path="/portal/" sync-title="false"></sw-console>', '/portal/workbench')
    await page.locator('sw-console canvas[role=img]').waitFor()
    expect(await page.title()).toBe('Host portal')
    await context.close()
  })
})

describe('bad attribute values', () => {
  it('warn once each, naming the attribute and its allowed values, and the defaults work', async () => {
    const { context, page } = await newPage(browser)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await openHost(
      page,
      `<sw-console router="foo" size="huge" lang="xx" notice="{not json" theme-color="red;x" base-path="/studentwork/"></sw-console>`,
      '/studentwork/login',
    )
    await submitConsoleLogin(page)
    // The default router (browser) took the URL: the console moved to the workbench.
    await page.waitForURL(/\/studentwork\/workbench$/)
    await page.locator('sw-console canvas[role=img]').waitFor()
    const ours = warnings.filter((w) => w.startsWith('<sw-console>'))
    expect(ours.sort()).toEqual(
      [
        '<sw-console> router="foo" is not one of browser, hash, memory; using the default "browser".',
        '<sw-console> size="huge" is not one of default, medium, small, mini; ignoring it.',
        '<sw-console> lang="xx" is not one of en, zh, tw; ignoring it.',
        '<sw-console> notice="{not json" is not JSON {"start","end","text"}; ignoring it.',
        '<sw-console> theme-color="red;x" is not a hex, rgb(), hsl(), oklch() or oklab() colour; ignoring it.',
      ].sort(),
    )
    await context.close()
  })
})

describe('an open dialog', () => {
  it('keeps the page behind it still when the wheel turns over its overlay — without locking the host body', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 })
    await page.goto(`${server.url}/studentwork/login`)
    await submitConsoleLogin(page)
    await page.locator('sw-console canvas[role=img]').waitFor()
    await page.locator('sw-console').getByRole('button', { name: 'Settings', exact: true }).click()
    await page.locator('sw-console [role=dialog]').waitFor()
    // The settings panel sits on the right; the overlay shows at the left edge.
    await page.mouse.move(20, 400)
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.evaluate(() => document.body.getAttributeNames())).toEqual([])
    await page.keyboard.press('Escape')
    await page.locator('sw-console [role=dialog]').waitFor({ state: 'detached' })
    // With the dialog closed the same wheel scrolls: the page is long enough to move.
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await context.close()
  })
})
