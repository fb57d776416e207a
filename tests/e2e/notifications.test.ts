/**
 * Issue 12 in Chromium against the reference server: a member's notification centre (open one —
 * the unread count goes down —, mark it unread, archive and undo, the keyboard), `<sw-notifications
 * view="bell">` on a host page (the count on the bell, `sw-unread-change`, the panel, the open
 * event), the live count (an editor publishes through the API, the member's bell counts up
 * without a reload), and the shared XSS corpus published as notifications: rendered in the bell,
 * the list and the detail, none of them runs (a window flag and a dialog listener).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { tokenQuery } from '../../src/platform/core/api/auth.ts'
import { launchBrowser, newPage, openHost, PASSWORD, startServer, submitConsoleLogin, type RunningServer } from './harness.ts'
import { XSS_FLAG, XSS_PAYLOADS } from '../fixtures/xss.ts'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const BASIC = `Basic ${Buffer.from('browser:').toString('base64')}`

/** Calls the API as `username` (the password grant as the console sends it). */
async function apiAs(username: string) {
  const query = new URLSearchParams(tokenQuery({ tenantCode: 'acme', username, password: PASSWORD }) as Record<string, string>)
  const answer = await fetch(`${server.url}/api/uaa/oauth/token?${query}`, { method: 'POST', headers: { Authorization: BASIC } })
  const { access_token: token } = (await answer.json()) as { access_token: string }
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    const json = (await res.json()) as { code: number; data: T; msg?: string }
    if (res.status !== 200 || json.code !== 0) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
    return json.data
  }
}

const publish = async (title: string, markdown: string) =>
  (await apiAs('editor@acme.test'))('POST', '/notification/publish/saveNotification', { title, markdown, type: 'system', priority: 'high' })

const centre = (page: Page) => page.locator('sw-console [data-notification-centre]')
const unreadTab = (page: Page) => centre(page).locator('[data-unread-tab-count]')
const count = async (page: Page) => Number(((await unreadTab(page).textContent({ timeout: 2000 }).catch(() => '0')) ?? '0').replace(/\D/g, '') || 0)

async function openCentre(page: Page, username: string) {
  await page.goto(`${server.url}/studentwork/login`)
  await submitConsoleLogin(page, username)
  await page.waitForURL(/\/workbench$/)
  await page.locator('sw-console nav[part=sidebar] a[href$="/mynotification"]').click()
  await centre(page).locator('[role=option][data-notification-id]').first().waitFor({ timeout: 20_000 })
}

describe('the notification centre (/mynotification)', () => {
  it('opens one (the count goes down), marks it unread, archives and undoes; keyboard', async () => {
    const { page, context } = await newPage(browser)
    await openCentre(page, 'member@acme.test')
    await expect.poll(() => count(page)).toBeGreaterThan(0)
    const before = await count(page)

    const first = centre(page).locator('[role=option][data-read=false]').first()
    const id = await first.getAttribute('data-notification-id')
    await first.click()
    const detail = centre(page).locator(`[data-notification-detail="${id}"]`)
    await detail.waitFor()
    expect(await detail.locator('[part=content]').count()).toBe(1)
    await expect.poll(() => count(page)).toBe(before - 1)

    await detail.locator('[data-action=mark-unread]').click()
    await expect.poll(() => count(page)).toBe(before)
    await expect.poll(() => centre(page).locator(`[role=option][data-notification-id="${id}"]`).getAttribute('data-read')).toBe('false')

    // Archive from the detail, then take it back.
    await centre(page).locator('[data-box=all]').click()
    const row = centre(page).locator(`[role=option][data-notification-id="${id}"]`)
    await row.click()
    await centre(page).locator('[data-action=archive]').click()
    await expect.poll(() => row.count()).toBe(0)
    await centre(page).getByRole('button', { name: 'Undo' }).click()
    await expect.poll(() => row.count()).toBe(1)
    await centre(page).locator('[data-box=archived]').click()
    await expect.poll(() => row.count()).toBe(0)

    // Keyboard: arrows move, Enter opens, Escape closes and gives the focus back to the list.
    await centre(page).locator('[data-box=all]').click()
    const list = centre(page).locator('[role=listbox]')
    await list.focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    expect(await list.getAttribute('aria-activedescendant')).toBe('sw-notification-row-1')
    await page.keyboard.press('Enter')
    await centre(page).locator('[data-notification-detail]').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => centre(page).locator('[data-notification-detail]').count()).toBe(0)
    await expect.poll(() => list.evaluate((el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    await context.close()
  })
})

describe('<sw-notifications view="bell"> on a host page', () => {
  it('shows the count, fires sw-unread-change, lists the latest and fires sw-notification-open; counts up live', async () => {
    const { page, context } = await newPage(browser)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('<sw-notifications>')) warnings.push(message.text())
    })
    await page.goto(`${server.url}/studentwork/login`)
    await submitConsoleLogin(page, 'member@acme.test')
    await page.waitForURL(/\/workbench$/)
    await page.addInitScript(() => {
      const w = window as unknown as { counts: number[]; opened: number[] }
      w.counts = []
      w.opened = []
      document.addEventListener('sw-unread-change', (e) => w.counts.push((e as CustomEvent<{ count: number }>).detail.count))
      document.addEventListener('sw-notification-open', (e) => w.opened.push((e as CustomEvent<{ id: number }>).detail.id))
    })
    await openHost(server, page, ['/studentwork/elements/sw-notifications.js'], '<sw-notifications view="bell" href="/studentwork/mynotification" page-size="lots"></sw-notifications>', { path: '/studentwork/bell-host' })
    const bell = page.locator('sw-notifications [part=bell]')
    await expect.poll(() => bell.getAttribute('data-unread'), { timeout: 20_000 }).toMatch(/^\d+$/)
    const initial = Number(await bell.getAttribute('data-unread'))
    expect(await bell.getAttribute('aria-label')).toBe(initial === 0 ? 'Notifications, none unread' : `Notifications, ${initial} unread`)
    await expect.poll(() => page.evaluate(() => (window as unknown as { counts: number[] }).counts)).toEqual([initial])
    expect(warnings).toEqual(['<sw-notifications> page-size="lots" is not 1–200; using the default "50".'])

    await bell.click()
    const items = page.locator('sw-notifications [part=panel] [data-notification-id]')
    await items.first().waitFor()
    expect(await items.count()).toBeLessThanOrEqual(10)
    expect(await page.locator('sw-notifications [data-action=see-all]').getAttribute('href')).toBe('/studentwork/mynotification')
    const unread = page.locator('sw-notifications [part=panel] [data-read=false]').first()
    const id = Number(await unread.getAttribute('data-notification-id'))
    await unread.click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { opened: number[] }).opened)).toEqual([id])
    await expect.poll(() => bell.getAttribute('data-unread')).toBe(String(initial - 1))
    await expect.poll(() => page.evaluate(() => (window as unknown as { counts: number[] }).counts)).toEqual([initial, initial - 1])

    // Live: an editor publishes; the bell counts up without a reload.
    const started = Date.now()
    await publish('Live: the lab closes at six', 'The **lab** closes at six today.')
    await expect.poll(() => bell.getAttribute('data-unread'), { timeout: 20_000, interval: 100 }).toBe(String(initial))
    console.info(`publish → bell: ${Date.now() - started} ms`)
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    await context.close()
  })
})

describe('the XSS corpus', () => {
  it(`renders ${XSS_PAYLOADS.length} payloads in the bell, the list and the detail, and none runs`, async () => {
    for (const [i, payload] of XSS_PAYLOADS.entries()) await publish(`XSS ${String(i + 1).padStart(2, '0')} ${payload.name}`.slice(0, 100), payload.html)
    const { page, context } = await newPage(browser)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.addInitScript((flag) => ((window as unknown as Record<string, number>)[flag] = 0), XSS_FLAG)
    await openCentre(page, 'member@acme.test')
    const flag = () => page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], XSS_FLAG)

    // The list and every detail.
    await centre(page).locator('[data-box=all]').click()
    await centre(page).locator('input[name=title]').fill('XSS')
    await expect.poll(() => centre(page).locator('[role=option][data-notification-id]').first().textContent()).toContain('XSS')
    const list = centre(page).locator('[role=listbox]')
    await list.focus()
    for (let i = 0; i < XSS_PAYLOADS.length; i++) {
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await centre(page).locator('[data-notification-detail] [part=content]').waitFor()
      await page.keyboard.press('Escape')
    }
    await page.waitForTimeout(500)
    expect(await flag()).toBe(0)
    expect(dialogs).toEqual([])

    // The bell's latest ten.
    const host = `<sw-notifications view="bell"></sw-notifications><sw-notifications view="list"></sw-notifications>`
    await openHost(server, page, ['/studentwork/elements/sw-notifications.js'], host, { path: '/studentwork/xss-host' })
    await page.locator('sw-notifications [part=bell]').click({ timeout: 20_000 })
    await page.locator('sw-notifications [part=panel] [data-notification-id]').nth(9).waitFor()
    await page.keyboard.press('Escape')
    await page.locator('sw-notifications[view=list] [role=option][data-notification-id]').first().click({ timeout: 20_000 })
    await page.locator('sw-notifications[view=list] [data-notification-detail]').waitFor()
    await page.waitForTimeout(500)
    expect(await flag()).toBe(0)
    expect(dialogs).toEqual([])
    await context.close()
  })
})
