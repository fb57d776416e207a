/**
 * Notifications (docs/spec.md#notifications, docs/spec.md#notification-preferences) in Chromium
 * against the reference server: a member's notification centre (open one —
 * the unread count goes down —, mark it unread, archive and undo, the keyboard), `<sw-notifications
 * view="bell">` on a host page (the count on the bell, `sw-unread-change`, the panel, the open
 * event), the live count (an editor publishes through the API, the member's bell counts up
 * without a reload), an e-mail and its unsubscribe link, preferences (a muted type leaves the list and the count, a required notice
 * stays), receipts and reminders (who read it, the filter and search, the CSV, a
 * reminder reaching the reader's list live, the hourly limit), snooze (the menu, undo, a chosen time checked, the Snoozed tab, wake now), and the shared XSS corpus published as notifications: rendered in the bell,
 * the list and the detail, none of them runs (a window flag and a dialog listener).
 */
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { tokenQuery } from '#platform/core/api/auth.ts'
import { axeViolations, newPage as newHarnessPage, openHost, PASSWORD, submitConsoleLogin } from './harness.ts'
import { XSS_FLAG, XSS_PAYLOADS } from '../fixtures/xss.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser({}, 300_000)

/** A page with more patient timeouts than the harness's 5 s (the machine is shared). */
async function newPage(b: Browser) {
  const opened = await newHarnessPage(b)
  opened.context.setDefaultTimeout(15_000)
  opened.context.setDefaultNavigationTimeout(30_000)
  return opened
}

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
    const json = (await res.json()) as { status: number; data: T }
    if (res.status !== 200 || json.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
    return json.data
  }
}

const publish = async (title: string, markdown: string) =>
  (await apiAs('editor@acme.test'))('POST', '/notification/publish/saveNotification', { title, markdown, type: 'system', priority: 'high' })

const centre = (page: Page) => page.locator('sw-console [data-notification-centre]')
const unreadTab = (page: Page) => centre(page).locator('[data-unread-tab-count]')
const count = async (page: Page) =>
  Number(
    (
      (await unreadTab(page)
        .textContent({ timeout: 2000 })
        .catch(() => '0')) ?? '0'
    ).replace(/\D/g, '') || 0,
  )

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
    await expect.poll(() => count(page), { timeout: 15_000 }).toBeGreaterThan(0)
    const before = await count(page)

    const first = centre(page).locator('[role=option][data-read=false]').first()
    const id = await first.getAttribute('data-notification-id')
    await first.click()
    const detail = centre(page).locator(`[data-notification-detail="${id}"]`)
    await detail.waitFor()
    expect(await detail.locator('[part=content]').count()).toBe(1)
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe(before - 1)

    await detail.locator('[data-action=mark-unread]').click()
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe(before)
    await expect.poll(() => centre(page).locator(`[role=option][data-notification-id="${id}"]`).getAttribute('data-read'), { timeout: 15_000 }).toBe('false')

    // Archive from the detail, then take it back.
    await centre(page).locator('[data-box=all]').click()
    const row = centre(page).locator(`[role=option][data-notification-id="${id}"]`)
    await row.click()
    await centre(page).locator('[data-action=archive]').click()
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0)
    await centre(page).getByRole('button', { name: 'Undo' }).click()
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
    // The boxes by keyboard: End reaches the last (Archived), ArrowRight wraps to the first.
    await centre(page).locator('[data-box=all]').focus()
    await page.keyboard.press('End')
    await expect.poll(() => centre(page).locator('[data-box=archived]').getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0)

    // Mark all read, then take it back: what was unread is unread again, in one call.
    await page.keyboard.press('ArrowRight')
    const unreadTab = centre(page).locator('[data-box=unread]')
    await expect.poll(() => unreadTab.getAttribute('aria-selected')).toBe('true')
    expect(await unreadTab.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)
    await centre(page).locator('[data-notification-detail]').waitFor({ state: 'detached', timeout: 15_000 })
    const unreadNow = await count(page)
    expect(unreadNow).toBeGreaterThan(0)
    await centre(page).locator('[data-action=mark-all-read]').click()
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe(0)
    const undone = page.waitForResponse((r) => r.url().includes('/undoMarkAllRead'))
    await centre(page).getByRole('button', { name: 'Undo' }).click()
    expect((await undone).status()).toBe(200)
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe(unreadNow)

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
    await expect.poll(() => centre(page).locator('[data-notification-detail]').count(), { timeout: 15_000 }).toBe(0)
    await expect
      .poll(() => list.evaluate((el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el), { timeout: 15_000 })
      .toBe(true)
    // An arrow pressed right after Escape moves in the list (the focus is back before it arrives).
    await page.keyboard.press('Enter')
    await centre(page).locator('[data-notification-detail]').waitFor()
    await page.keyboard.press('Escape')
    await page.keyboard.press('ArrowDown')
    expect(await list.getAttribute('aria-activedescendant')).toBe('sw-notification-row-2')

    // A new filter: the rows shown stay (busy) while the new ones load — no loader in between —,
    // then the list holds only the matches, from the top.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/queryMyNotification?*priority=low*', async (route) => {
      await held
      await route.continue()
    })
    await centre(page).locator('select[name=priority]').selectOption('low')
    await expect.poll(() => list.getAttribute('aria-busy')).toBe('true')
    expect(await centre(page).locator('[role=status]', { hasText: 'Loading' }).count()).toBe(0)
    expect(await centre(page).locator('[role=option][data-notification-id]').count()).toBeGreaterThan(0)
    release()
    await expect.poll(() => list.getAttribute('aria-busy')).toBeNull()
    const priorities = await centre(page)
      .locator('[role=option] [data-priority]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-priority')))
    expect(priorities.length).toBeGreaterThan(0)
    expect(new Set(priorities)).toEqual(new Set(['low']))
    expect(await list.evaluate((el) => el.scrollTop)).toBe(0)
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    await context.close()
  }, 240_000)
})

describe('snooze (/mynotification)', () => {
  it('snoozes one until tomorrow morning (out of unread and the count), undoes; a chosen time is checked; the Snoozed tab; wake now brings it back unread', async () => {
    const { page, context } = await newPage(browser)
    await openCentre(page, 'lead@acme.test')
    await expect.poll(() => count(page), { timeout: 15_000 }).toBeGreaterThan(1)
    const before = await count(page)
    const first = centre(page).locator('[role=option][data-read=false]').first()
    const id = await first.getAttribute('data-notification-id')
    const row = centre(page).locator(`[role=option][data-notification-id="${id}"]`)
    await first.click()

    // The menu: three times and "Choose a time…"; tomorrow morning ends at 09:00 local.
    await centre(page).locator('[data-action=snooze]').click()
    const tomorrow = page.locator('sw-console [data-snooze=tomorrow]')
    await tomorrow.waitFor()
    expect(await page.locator('sw-console [data-snooze]').count()).toBe(4)
    expect(await tomorrow.textContent()).toMatch(/09:00/)
    await tomorrow.click()
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0)
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe(before - 1)
    expect(
      await centre(page)
        .getByText(/snoozed until .* 09:00\./)
        .count(),
    ).toBe(1)

    // Undo: awake again and read, as it was (opening it had read it): in All, not snoozed.
    await centre(page).getByRole('button', { name: 'Undo' }).click()
    await centre(page).locator('[data-box=all]').click()
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
    // The All list may load while the undo's two calls (awake, then read again) run; the undo's
    // end reloads it.
    await expect
      .poll(async () => `${await row.getAttribute('data-read')} ${await row.locator('[data-row-snoozed]').count()}`, { timeout: 15_000 })
      .toBe('true 0')
    expect(await count(page)).toBe(before - 1)

    // Choose a time: a past one is refused in words, a later one snoozes.
    await row.click()
    await centre(page).locator('[data-action=snooze]').click()
    await page.locator('sw-console [data-snooze=custom]').click()
    const form = centre(page).locator('[data-snooze-form]')
    const field = form.locator('input')
    await field.fill('2020-01-01 09:00')
    await field.press('Enter')
    await expect.poll(() => form.textContent(), { timeout: 15_000 }).toMatch(/Choose a day on or after/)
    const today = new Date()
    await field.fill(`${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')} 00:00`)
    await field.press('Enter')
    await expect.poll(() => form.textContent(), { timeout: 15_000 }).toMatch(/Choose a later time/)
    expect(await row.locator('[data-row-snoozed]').count()).toBe(0)
    const later = new Date(Date.now() + 2 * 86_400_000)
    const text = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')} 18:30`
    await field.fill(text)
    // Enter in the field applies the text and snoozes (the form's submit).
    await field.press('Enter')
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0)
    // All still lists it, with its time (read, as it was, until it comes back unread); out of the count.
    await expect.poll(() => row.locator('[data-row-snoozed]').textContent(), { timeout: 15_000 }).toMatch(/18:30/)
    expect(await row.getAttribute('data-read')).toBe('true')
    expect(await count(page)).toBe(before - 1)

    // The Snoozed tab lists it with its time; the server has the same moment.
    await centre(page).locator('[data-box=snoozed]').click()
    await expect.poll(() => row.locator('[data-row-snoozed]').textContent(), { timeout: 15_000 }).toMatch(/18:30/)
    // (The rows of All stay shown, dimmed, while the tab's load: wait for the tab's own.)
    await expect.poll(() => centre(page).locator('[role=option][data-notification-id]').count(), { timeout: 15_000 }).toBe(1)
    const [stored] = (
      await (
        await apiAs('lead@acme.test')
      )<{ list: Array<{ id: number; snoozedUntil: string }> }>('GET', '/notification/notification/queryMyNotification?box=snoozed&pageSize=100')
    ).list.filter((n) => String(n.id) === id)
    expect(new Date(stored!.snoozedUntil).getHours()).toBe(18)

    // Opened from there it stays unread; wake now brings it back to the inbox.
    await row.click()
    await centre(page).locator('[data-snoozed-until]').waitFor()
    await centre(page).locator('[data-action=wake]').click()
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0)
    await centre(page).locator('[data-box=unread]').click()
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe(before)
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    await context.close()
  }, 240_000)
})

describe('preferences (/mynotification)', () => {
  it('mutes a type in the console: its notices leave the list and the count, a required one stays; turning it back on brings them back', async () => {
    const editor = await apiAs('editor@acme.test')
    const types = await editor<Array<{ value: string }>>('GET', '/notification/notification/queryNotificationType')
    const type = types[types.length - 1]!.value
    const stamp = Date.now()
    const plain = await editor<{ id: number }>('POST', '/notification/publish/saveNotification', {
      title: `Muted plain ${stamp}`,
      markdown: 'x',
      type,
      priority: 'low',
    })
    const required = await editor<{ id: number }>('POST', '/notification/publish/saveNotification', {
      title: `Muted required ${stamp}`,
      markdown: 'x',
      type,
      priority: 'low',
      required: true,
    })

    const { page, context } = await newPage(browser)
    await openCentre(page, 'member@acme.test')
    await centre(page).locator('[data-box=all]').click()
    const row = (id: number) => centre(page).locator(`[role=option][data-notification-id="${id}"]`)
    await expect.poll(() => row(plain.id).count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => count(page), { timeout: 15_000 }).toBeGreaterThan(1)
    const before = await count(page)

    const choose = async (on: boolean) => {
      await centre(page).locator('[data-action=preferences]').click()
      const dialog = page.locator('sw-console [data-preferences]')
      const toggle = dialog.locator(`li[data-type="${type}"] input[role=switch]`)
      await toggle.waitFor({ timeout: 15_000 })
      expect(await dialog.locator('li[data-type]').count()).toBe(types.length)
      expect(await dialog.locator('[data-action=save-preferences]').isDisabled()).toBe(true)
      await toggle.setChecked(on)
      await dialog.locator('[data-action=save-preferences]').click()
      await dialog.waitFor({ state: 'detached', timeout: 15_000 })
    }
    await choose(false)
    await expect.poll(() => row(plain.id).count(), { timeout: 15_000 }).toBe(0)
    expect(await row(required.id).count()).toBe(1)
    // Every unread notice of the type leaves the count (the seeded ones too), not the required one.
    await expect.poll(() => count(page), { timeout: 15_000 }).toBeLessThan(before)
    await row(required.id).click()
    await centre(page).locator('[data-notification-detail] [data-required]').waitFor()

    await choose(true)
    await expect.poll(() => row(plain.id).count(), { timeout: 15_000 }).toBe(1)
    // The plain one is back unread; the required one was opened (read) meanwhile.
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe(before - 1)
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    await context.close()
  }, 240_000)
})

describe('e-mail and its unsubscribe link', () => {
  it('mails a high-priority notice to its recipient; the link asks, then turns that type off, and the console\u2019s preferences say so', async () => {
    const editor = await apiAs('editor@acme.test')
    const admin = await apiAs('admin@acme.test')
    const types = await editor<Array<{ value: string; label: string }>>('GET', '/notification/notification/queryNotificationType')
    const type = types[0]!
    const memberId = (
      await editor<{ list: Array<{ id: number }> }>('GET', `/notification/publish/queryTargetUsers?keyword=${encodeURIComponent('member@acme.test')}`)
    ).list[0]!.id
    const title = `Mailed ${Date.now()}`
    await editor('POST', '/notification/publish/saveNotification', {
      title,
      markdown: 'Bring goggles.',
      type: type.value,
      priority: 'high',
      publishObject: { users: [memberId], orgs: [], roles: [] },
    })

    // The server's round queues it within seconds (the outbox, as the administrator sees it).
    let body = ''
    await expect
      .poll(
        async () => {
          const mails = await admin<Array<{ subject: string; body: string }>>('GET', '/admin/sysuser/admin/queryOutbox')
          body = mails.find((m) => m.subject.endsWith(title))?.body ?? ''
          return body
        },
        { timeout: 20_000, interval: 500 },
      )
      .toMatch(/unsubscribe\?token=/)
    const link = /(http:\/\/\S+\/api\/notification\/email\/unsubscribe\?token=\S+)/.exec(body)![1]!
    expect(body).toContain(`${server.url}/studentwork/mynotification`)

    // The link, opened without signing in: a page asking first, then the answer.
    const { page, context } = await newPage(browser)
    await page.goto(link)
    expect(await page.locator('h1').textContent()).toContain(type.label)
    await page.getByRole('button', { name: 'Turn e-mail off' }).click()
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('E-mail is off')

    // The member's preferences in the console show it.
    await openCentre(page, 'member@acme.test')
    await centre(page).locator('[data-action=preferences]').click()
    const select = page.locator(`sw-console [data-preferences] select[name="email-${type.value}"]`)
    await expect.poll(() => select.inputValue(), { timeout: 15_000 }).toBe('off')
    await select.selectOption('high')
    // The daily digest, in the same dialog: on at 07:00 in the browser's zone.
    await page.locator('sw-console [data-preferences] [data-digest] input[name=digest]').setChecked(true)
    await page.locator('sw-console [data-preferences] select[name=digest-hour]').selectOption('7')
    await page.locator('sw-console [data-preferences] [data-action=save-preferences]').click()
    await page.locator('sw-console [data-preferences]').waitFor({ state: 'detached', timeout: 15_000 })
    const member = await apiAs('member@acme.test')
    const saved = await member<Array<{ type: string; email: string }>>('GET', '/notification/notification/queryPreferences')
    expect(saved.find((p) => p.type === type.value)?.email).toBe('high')
    const digest = await member<{ enabled: boolean; hour: number; timeZone: string; nextAt: string }>('GET', '/notification/notification/queryDigest')
    expect(digest).toMatchObject({ enabled: true, hour: 7, timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone) })
    await centre(page).locator('[data-action=preferences]').click()
    await expect
      .poll(() => page.locator('sw-console [data-preferences] [data-digest] [data-next]').textContent(), { timeout: 15_000 })
      .toMatch(/The next one comes on \d{4}-\d{2}-\d{2} 07:00/)
    await page.keyboard.press('Escape')
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    await context.close()
  }, 240_000)
})

describe('receipts and reminders (/notification/publish)', () => {
  it('shows who read it and who has not, filters and exports them, reminds the unread (live in their list), and refuses a second reminder within the hour', async () => {
    const editor = await apiAs('editor@acme.test')
    const userIdOf = async (username: string) =>
      (await editor<{ list: Array<{ id: number }> }>('GET', `/notification/publish/queryTargetUsers?keyword=${encodeURIComponent(username)}`)).list[0]!.id
    const title = `Receipts journey ${Date.now()}`
    const notice = await editor<{ id: number }>('POST', '/notification/publish/saveNotification', {
      title,
      markdown: 'Read me, please.',
      type: 'system',
      priority: 'high',
      publishObject: { users: [await userIdOf('member@acme.test'), await userIdOf('lead@acme.test')], orgs: [], roles: [] },
    })
    await (
      await apiAs('member@acme.test')
    )('POST', `/notification/notification/markRead?id=${notice.id}`)

    // The lead has the centre open: the reminder reaches it live.
    const lead = await newPage(browser)
    await openCentre(lead.page, 'lead@acme.test')
    await centre(lead.page).locator('[data-box=all]').click()

    const { page, context } = await newPage(browser)
    await page.goto(`${server.url}/studentwork/login`)
    await submitConsoleLogin(page, 'editor@acme.test')
    await page.waitForURL(/\/workbench$/)
    await page.locator('sw-console nav[part=sidebar] a[href$="/notification/publish"]').click()
    // The publishing screen's tabs by keyboard: ArrowRight from "New notification" to "Published".
    await page.locator('sw-console #sw-publish-tab-write').focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.locator('sw-console [data-tab=published]').getAttribute('aria-selected')).toBe('true')
    const row = page.locator(`sw-console [data-table=published] tr[data-row="${notice.id}"]`)
    await row.locator('[data-action=receipts]').click({ timeout: 20_000 })
    const dialog = page.locator(`sw-console [data-receipts="${notice.id}"]`)
    await expect.poll(() => dialog.locator('[data-receipts-summary]').textContent(), { timeout: 15_000 }).toMatch(/Read by 1 of 2 · 1 not read/)
    expect(await dialog.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-read')))).toEqual(['true', 'false'])
    expect(await axeViolations(page, 'sw-console')).toEqual([])

    await dialog.locator('[data-filter=unread]').click()
    await expect.poll(() => dialog.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1)
    expect(await dialog.locator('tbody tr').textContent()).toMatch(/lead@acme\.test/)
    await dialog.locator('[data-filter=all]').click()
    await dialog.locator('input[name=keyword]').fill('member@')
    await expect.poll(() => dialog.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1)
    await dialog.locator('input[name=keyword]').fill('')
    await expect.poll(() => dialog.locator('tbody tr').count(), { timeout: 15_000 }).toBe(2)

    // The export holds the filter's rows with ISO times.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.locator('[data-action=export-csv]').click()])
    const csv = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(csv[0]).toBe('name,username,organisation,read_at,reminded_at')
    expect(csv).toHaveLength(3)
    expect(csv.find((line) => line.includes('member@acme.test'))).toMatch(/,\d{4}-\d\d-\d\dT[\d:.]+Z,$/)

    // Remind the unread: confirmed in place; the lead's row says when; the lead's list shows it.
    await dialog.locator('[data-action=remind]').click()
    await dialog.locator('[data-remind-confirm]').getByText('Remind 1 person who has not read it?').waitFor()
    await dialog.locator('[data-action=remind-confirm]').click()
    await expect
      .poll(() => dialog.locator('tbody tr[data-read=false] td[data-reminded]').textContent(), { timeout: 15_000 })
      .toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d/)
    const reminded = centre(lead.page).locator(`[role=option][data-notification-id="${notice.id}"]`)
    await expect.poll(() => reminded.locator('[data-row-reminded]').count(), { timeout: 15_000 }).toBe(1)
    expect(await centre(lead.page).locator('[role=option][data-notification-id]').first().getAttribute('data-notification-id')).toBe(String(notice.id))

    // Again within the hour: the server refuses and the console says when.
    await dialog.locator('[data-action=remind]').click()
    await dialog.locator('[data-action=remind-confirm]').click()
    await expect
      .poll(
        () =>
          page
            .locator('sw-console')
            .getByText(/reminded less than an hour ago/)
            .count(),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0)
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    expect((lead.page as Page & { errors: string[] }).errors).toEqual([])
    await lead.context.close()
    await context.close()
  }, 240_000)
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
    await openHost(
      server,
      page,
      ['/studentwork/elements/sw-notifications.js'],
      '<sw-notifications view="bell" href="/studentwork/mynotification" page-size="lots"></sw-notifications>',
      { path: '/studentwork/bell-host' },
    )
    const bell = page.locator('sw-notifications [part=bell]')
    await expect.poll(() => bell.getAttribute('data-unread'), { timeout: 20_000 }).toMatch(/^\d+$/)
    const initial = Number(await bell.getAttribute('data-unread'))
    expect(await bell.getAttribute('aria-label')).toBe(initial === 0 ? 'Notifications, none unread' : `Notifications, ${initial} unread`)
    await expect.poll(() => page.evaluate(() => (window as unknown as { counts: number[] }).counts), { timeout: 15_000 }).toEqual([initial])
    expect(warnings).toEqual(['<sw-notifications> page-size="lots" is not 1–200; using the default "50".'])

    await bell.click()
    const items = page.locator('sw-notifications [part=panel] [data-notification-id]')
    await items.first().waitFor()
    expect(await items.count()).toBeLessThanOrEqual(10)
    expect(await page.locator('sw-notifications [data-action=see-all]').getAttribute('href')).toBe('/studentwork/mynotification')
    const unread = page.locator('sw-notifications [part=panel] [data-read=false]').first()
    const id = Number(await unread.getAttribute('data-notification-id'))
    await unread.click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { opened: number[] }).opened), { timeout: 15_000 }).toEqual([id])
    await expect.poll(() => bell.getAttribute('data-unread'), { timeout: 15_000 }).toBe(String(initial - 1))
    await expect.poll(() => page.evaluate(() => (window as unknown as { counts: number[] }).counts), { timeout: 15_000 }).toEqual([initial, initial - 1])

    // Live: an editor publishes; the bell counts up without a reload.
    const started = Date.now()
    await publish('Live: the lab closes at six', 'The **lab** closes at six today.')
    await expect.poll(() => bell.getAttribute('data-unread'), { timeout: 20_000, interval: 100 }).toBe(String(initial))
    console.info(`publish → bell: ${Date.now() - started} ms`)
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    await context.close()
  }, 240_000)
})

describe('the XSS corpus', () => {
  // Stored as raw HTML straight into the database of a server in this process — bypassing the
  // server's own sanitising on publish — so what is tested is the console's sanitiser.
  let raw: { url: string; stop(): Promise<void> }
  beforeAll(async () => {
    const [{ startServer: startTestServer }, { serve }] = await Promise.all([import('../server/helpers.ts'), import('@hono/node-server')])
    const test = await startTestServer({ staticDirs: undefined })
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      await test.db.query(
        `insert into notifications (tenant_id, title, content, markdown, type, priority, publisher, create_time)
         select id, $1, $2, '', 'system', 'high', 'XSS', now() + ($3 || ' seconds')::interval from tenants where code = 'acme'`,
        [`XSS ${String(i + 1).padStart(2, '0')} ${payload.name}`.slice(0, 100), payload.html, i],
      )
    }
    const http = serve({ fetch: test.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => http.once('listening', resolve))
    const address = http.address()
    raw = {
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      stop: async () => {
        http.close()
        await test.close()
      },
    }
  }, 300_000)
  afterAll(() => raw?.stop())

  it(`renders ${XSS_PAYLOADS.length} payloads in the bell, the list and the detail, and none runs`, async () => {
    const { page, context } = await newPage(browser)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.addInitScript((flag) => ((window as unknown as Record<string, number>)[flag] = 0), XSS_FLAG)
    const flag = () => page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], XSS_FLAG)
    await page.goto(`${raw.url}/studentwork/login`)
    await submitConsoleLogin(page, 'member@acme.test')
    await page.waitForURL(/\/workbench$/)
    await page.goto(`${raw.url}/studentwork/mynotification`)

    // The list and every detail.
    await centre(page).locator('[data-box=all]').click({ timeout: 20_000 })
    await centre(page).locator('input[name=title]').fill('XSS')
    await expect.poll(() => centre(page).locator('[role=option][data-notification-id]').count(), { timeout: 20_000 }).toBeGreaterThan(5)
    await expect.poll(() => centre(page).locator('[role=option]').first().textContent(), { timeout: 15_000 }).toContain('XSS')
    // The newest notices are the corpus anyway: wait until the title search itself has applied
    // (the list counts exactly the corpus), so it does not land in the middle of the walk.
    await expect.poll(() => centre(page).locator('[role=option]').first().getAttribute('aria-setsize'), { timeout: 15_000 }).toBe(String(XSS_PAYLOADS.length))
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
    // The content really is there, sanitised: the last payload's safe part stays.
    expect(await centre(page).locator('[role=option]').filter({ hasText: 'XSS' }).count()).toBeGreaterThan(0)

    // The bell's latest ten and the element's list and detail on a host page.
    await openHost(
      { url: raw.url, port: 0, stop: raw.stop },
      page,
      ['/studentwork/elements/sw-notifications.js'],
      '<sw-notifications view="bell"></sw-notifications><sw-notifications view="list"></sw-notifications>',
      { path: '/studentwork/xss-host' },
    )
    await page.locator('sw-notifications [part=bell]').click({ timeout: 20_000 })
    await page.locator('sw-notifications [part=panel] [data-notification-id]').nth(9).waitFor()
    await page.keyboard.press('Escape')
    const element = page.locator('sw-notifications[view=list]')
    await element.locator('[data-box=all]').click({ timeout: 20_000 })
    for (let i = 0; i < 10; i++) {
      await element.locator('[role=option][data-notification-id]').nth(i).click()
      await element.locator('[data-notification-detail] [part=content]').waitFor()
    }
    await page.waitForTimeout(500)
    expect(await flag()).toBe(0)
    expect(dialogs).toEqual([])
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    await context.close()
  }, 240_000)
})
