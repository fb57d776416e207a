/**
 * Screenshot recipes of the notifications (used by scripts/consoleShots.ts): the centre (a filter
 * loading, a notice open, the preferences, the snooze menu, a time refused, the Snoozed tab),
 * `<sw-notifications view="bell">` open on a host page, and the publishing screen (the editor, its
 * preview, the recipient picker and the published list as the editor sees them, a notice's
 * receipts as the administrator).
 */
import type { Page } from 'playwright-core'
import { consoleRoot, openScreens, signedIn, signIn, signInAs, type Shot } from './shotKit.ts'

/** The notification centre with its first row open. */
/** A notice open with its snooze menu open; then picks `choice` from it, if given. */
async function openSnoozeMenu(page: Page, choice?: 'tomorrow' | 'custom'): Promise<void> {
  await openNotification(page)
  await consoleRoot(page).locator('[data-action=snooze]').click()
  await consoleRoot(page).locator('[data-snooze=tomorrow]').waitFor()
  if (choice) await consoleRoot(page).locator(`[data-snooze=${choice}]`).click()
}

async function openNotification(page: Page): Promise<void> {
  await signIn(page)
  await openScreens(page, ['/mynotification'])
  await consoleRoot(page).locator('[data-box=all]').click({ timeout: 20_000 })
  await consoleRoot(page).locator('[role=option][data-notification-id]').first().click({ timeout: 20_000 })
  await consoleRoot(page).locator('[data-notification-detail]').waitFor()
  await page.waitForTimeout(300)
}

export const NOTIFICATION_SHOTS: Shot[] = [
  signedIn('notif-centre', async (page) => {
    await openScreens(page, ['/mynotification'])
    await consoleRoot(page).locator('[role=option][data-notification-id]').first().waitFor({ timeout: 20_000 })
    await page.waitForTimeout(300)
  }),
  {
    // A new filter while its rows load: the last rows stay, dimmed and busy (its request is held).
    name: 'notif-centre-filtering',
    path: '/studentwork/login',
    async prepare(page) {
      await signIn(page)
      await openScreens(page, ['/mynotification'])
      await consoleRoot(page).locator('[role=option][data-notification-id]').first().waitFor({ timeout: 20_000 })
      await page.route('**/queryMyNotification?*priority=low*', () => undefined)
      await consoleRoot(page).locator('select[name=priority]').selectOption('low')
      await consoleRoot(page).locator('[role=listbox][aria-busy=true]').waitFor()
      await page.waitForTimeout(300)
    },
  },
  { name: 'notif-centre-detail', path: '/studentwork/login', prepare: openNotification },
  {
    // The member's preferences: a type turned off in the console.
    name: 'notif-preferences',
    path: '/studentwork/login',
    async prepare(page) {
      await signIn(page)
      await openScreens(page, ['/mynotification'])
      await consoleRoot(page).locator('[data-action=preferences]').click({ timeout: 20_000 })
      const toggle = consoleRoot(page).locator('[data-preferences] li[data-type] input[role=switch]').first()
      await toggle.waitFor({ timeout: 20_000 })
      await toggle.setChecked(false)
      // The daily digest turned on: its hour and zone, Save enabled.
      await consoleRoot(page).locator('[data-preferences] [data-digest] input[name=digest]').setChecked(true)
      await page.waitForTimeout(300)
    },
  },
  {
    // The snooze menu open on a notice: three times with when they end, and "Choose a time…".
    name: 'notif-snooze-menu',
    path: '/studentwork/login',
    async prepare(page) {
      await openSnoozeMenu(page)
      await page.waitForTimeout(300)
    },
  },
  {
    // "Choose a time…" with a time already past: the field says why.
    name: 'notif-snooze-custom',
    path: '/studentwork/login',
    async prepare(page) {
      await openSnoozeMenu(page, 'custom')
      const field = consoleRoot(page).locator('[data-snooze-form] input')
      const today = new Date()
      await field.fill(`${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')} 00:00`)
      await field.press('Enter')
      await consoleRoot(page).locator('[data-snooze-form] [role=alert], [data-snooze-form] [id$=-msg]').first().waitFor()
      await page.waitForTimeout(300)
    },
  },
  {
    // The Snoozed tab after snoozing one until tomorrow morning: its row says until when.
    name: 'notif-snoozed-tab',
    path: '/studentwork/login',
    async prepare(page) {
      await openSnoozeMenu(page, 'tomorrow')
      await consoleRoot(page).locator('[data-box=snoozed]').click()
      await consoleRoot(page).locator('[data-row-snoozed]').first().waitFor()
      await consoleRoot(page).locator('[role=option][data-notification-id]').first().click()
      await consoleRoot(page).locator('[data-snoozed-until]').waitFor()
      await page.waitForTimeout(300)
    },
  },
  signedIn('notif-bell', async (page, lang) => {
    const url = new URL('/studentwork/notif-bell-host', page.url()).href
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><script type="module" src="/studentwork/elements/sw-notifications.js"></script></head><body><header style="display:flex;justify-content:flex-end;padding:8px 16px;border-bottom:1px solid #ddd"><sw-notifications view="bell" lang="${lang}" href="/studentwork/mynotification"></sw-notifications></header></body></html>`
    await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }))
    await page.goto(url)
    await page.locator('sw-notifications [part=bell]').click({ timeout: 20_000 })
    await page.locator('sw-notifications [part=panel] [data-notification-id]').first().waitFor({ timeout: 20_000 })
    await page.waitForTimeout(300)
  }),
  signedIn('notif-publish', async (page) => {
    await openScreens(page, ['/notification/publish'])
    await consoleRoot(page).locator('[data-editor=milkdown]').waitFor({ timeout: 30_000 })
    await consoleRoot(page).locator('input[name=title]').fill('Lab safety week')
    await consoleRoot(page).locator('[data-editor=milkdown]').click()
    await page.keyboard.type('## Goggles on\nIn every lab, no exceptions.\n')
    await page.waitForTimeout(300)
  }),
  signedIn('notif-publish-preview', async (page) => {
    await openScreens(page, ['/notification/publish'])
    await consoleRoot(page).locator('[data-editor=milkdown]').waitFor({ timeout: 30_000 })
    await consoleRoot(page).locator('[data-editor=milkdown]').click()
    await page.keyboard.type('## Goggles on\n> Ask your supervisor.\n')
    await consoleRoot(page).locator('button[data-tab=preview]').click()
    await consoleRoot(page).locator('[data-preview]').scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
  }),
  {
    // Signed in as the editor (not an admin): a user found and added, the matches listed.
    name: 'notif-recipients-users',
    path: '/studentwork/login',
    async prepare(page) {
      await signInAs(page, 'editor@acme.test')
      await openScreens(page, ['/notification/publish'])
      const picker = consoleRoot(page).locator('[data-field=publishObject]')
      await picker.locator('[role=option][data-user]').first().waitFor({ timeout: 20_000 })
      await picker.locator('input[name=userQuery]').fill('mia')
      await picker.locator('[role=option][data-user="member@acme.test"]').click({ timeout: 20_000 })
      await picker.locator('input[name=userQuery]').fill('user0001')
      await picker.locator('[role=option][data-user="user00010@acme.test"]').waitFor({ timeout: 20_000 })
      await picker.scrollIntoViewIfNeeded()
      await page.waitForTimeout(300)
    },
  },
  {
    // The organisations tab: the shared listbox searched by pinyin, one organisation and a role added.
    name: 'notif-recipients-orgs',
    path: '/studentwork/login',
    async prepare(page) {
      await signInAs(page, 'editor@acme.test')
      await openScreens(page, ['/notification/publish'])
      const picker = consoleRoot(page).locator('[data-field=publishObject]')
      await picker.locator('[data-kind=roles]').click()
      await picker.locator('[data-role-list] input[value=ROLE_MEMBER]').check({ timeout: 20_000 })
      await picker.locator('[data-kind=orgs]').click()
      const search = picker.locator('[data-org-listbox] input[name=orgQuery]')
      await search.fill('Acme Lab 00002', { timeout: 30_000 })
      await search.press('Enter')
      await search.fill('bjxq')
      await picker.locator('[data-org-listbox] [role=option]').first().waitFor({ timeout: 20_000 })
      await picker.scrollIntoViewIfNeeded()
      await page.waitForTimeout(300)
    },
  },
  {
    name: 'notif-published',
    path: '/studentwork/login',
    async prepare(page) {
      // As the editor: the administrator's notices say "Beyond your roles" where theirs have actions.
      await signInAs(page, 'editor@acme.test')
      await openScreens(page, ['/notification/publish'])
      await consoleRoot(page).locator('button[data-tab=published]').click()
      await consoleRoot(page).locator('table[data-table=published], [data-empty]').first().waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  {
    // The first notice's receipts, as the administrator: who read it and when, with the reminder
    // about to be confirmed.
    name: 'notif-receipts',
    path: '/studentwork/login',
    async prepare(page) {
      await signIn(page)
      await openScreens(page, ['/notification/publish'])
      await consoleRoot(page).locator('button[data-tab=published]').click()
      await consoleRoot(page).locator('table[data-table=published] [data-action=receipts]').first().click({ timeout: 20_000 })
      const dialog = consoleRoot(page).locator('[data-receipts]')
      await dialog.locator('table[data-table=receipts], [data-empty]').first().waitFor({ timeout: 20_000 })
      if (await dialog.locator('[data-action=remind]:not([disabled])').count()) {
        await dialog.locator('[data-action=remind]').click()
        await dialog.locator('[data-remind-confirm]').waitFor()
      }
      await page.waitForTimeout(300)
    },
  },
]
