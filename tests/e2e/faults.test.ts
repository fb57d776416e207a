// Faults between the console and its backend (docs/spec.md#faults): the server unreachable, a
// connection reset, a 500, an answer slower than the 5 s timeout and a 200 whose body is not JSON
// each show exactly one clear toast, the screen shows its error state instead of falling into the
// error boundary, and "Try again" works once the fault is gone; 20 requests answered "session
// ended" at once open one confirm. Run by `npm run test:resilience`. The faults are injected on the network path (what a
// proxy or a dropped link does), the reference server itself stays real.
import { describe, expect, it } from 'vitest'
import type { Route } from 'playwright-core'
import { newPage, submitConsoleLogin, signInToConsole } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

const LIST = '**/api/notification/notification/queryMyNotification**'

const FAULTS: [string, (route: Route) => Promise<void>, RegExp][] = [
  ['the server unreachable', (route) => route.abort('connectionrefused'), /\S/],
  ['a connection reset', (route) => route.abort('connectionreset'), /\S/],
  [
    'a 500',
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, message: 'Internal server error' }) }),
    /^Internal server error$/,
  ],
  [
    'a 200 that is not JSON',
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":200,"data":{"list":[' }),
    /^The server sent an answer that could not be read\.$/,
  ],
  [
    'an answer slower than the timeout',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6000))
      await route.continue().catch(() => undefined)
    },
    /^timeout of 5000ms exceeded$/,
  ],
]

describe('faults the user sees', () => {
  it.each(FAULTS)('%s: one toast, the error state, and Try again recovers', async (_, fault, message) => {
    const { page, context } = await newPage(browser)
    await page.route(LIST, fault)
    await page.goto(`${server.url}/studentwork/login`)
    await submitConsoleLogin(page)
    const state = page.locator('sw-console main [role=alert]')
    await state.waitFor({ timeout: 10_000 })
    const toasts = page.locator('sw-console [part=toasts] [role=alert]')
    await expect.poll(() => toasts.count()).toBe(1)
    expect(await toasts.first().textContent()).toMatch(message)
    await page.waitForTimeout(500)
    expect(await toasts.count()).toBe(1)
    // The frame stays usable: the sidebar still navigates.
    expect(await page.locator('sw-console nav[part=sidebar]').isVisible()).toBe(true)
    expect((page as unknown as { errors: string[] }).errors).toEqual([])

    await page.unroute(LIST)
    await state.getByRole('button', { name: 'Try again' }).click()
    await page.locator('sw-console main h1').waitFor()
    expect(await page.locator('sw-console main h1').textContent()).toMatch(/^Welcome back/)
    await context.close()
  })
})

describe('many answers that the session ended', () => {
  it('open exactly one confirm, however many requests get one', async () => {
    const { page, context } = await signInToConsole(browser, server, 'admin@acme.test')
    await page.locator('sw-console main h1').waitFor()
    // Every API request from now on is held, then all are answered 50014 at once.
    const held: Route[] = []
    await page.route('**/api/**', (route) => void held.push(route))
    const links = page.locator('sw-console nav[part=sidebar] a[href*="/system/"]')
    for (const href of ['/system/users', '/system/orgs', '/system/roles', '/system/dicts', '/system/logs']) {
      await page.locator(`sw-console nav[part=sidebar] a[href$="${href}"]`).click()
      await page.waitForTimeout(150)
    }
    expect(await links.count()).toBeGreaterThan(0)
    // Refresh the workbench and each view until 20 requests wait.
    for (let i = 0; i < 30 && held.length < 20; i++) {
      await page
        .locator('sw-console [part=tags] span')
        .nth(i % 6)
        .click({ button: 'right' })
      await page.locator('sw-console [role=menuitem]', { hasText: 'Refresh' }).click()
      await page.waitForTimeout(150)
    }
    expect(held.length).toBeGreaterThanOrEqual(20)
    const ended = JSON.stringify({ status: 50014, message: 'Token expired' })
    await Promise.all(held.splice(0).map((route) => route.fulfill({ status: 401, contentType: 'application/json', body: ended }).catch(() => undefined)))
    const dialog = page.locator('sw-console [role=alertdialog]')
    await dialog.waitFor()
    await page.waitForTimeout(800)
    expect(await dialog.count()).toBe(1)
    expect(await dialog.locator('h2').textContent()).toBe('Confirm logout')
    expect((page as unknown as { errors: string[] }).errors).toEqual([])
    await context.close()
  })
})
