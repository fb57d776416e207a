/**
 * Screenshot recipes for `<sw-console>` (used by scripts/screenshots.ts): signed in as the Acme
 * admin, the workbench, the tags context menu, the settings panel, menu search, the
 * change-password dialog, the sidebar as an overlay, the landing page, and the admin screens
 * (users, the user form and its further organisations, the organisation tree searched by pinyin,
 * its Move to… dialog), the notification centre (with a notification open), `<sw-notifications
 * view="bell">` open on a host page, the attendance screens (attendanceShots.ts), and the publishing screen (the
 * editor, its preview, the published list as the editor sees it, the recipient picker as the
 * editor sees it); as the campus administrator, the users with wider roles and its own role; the
 * sign-in log and the online sessions.
 */
import type { Page } from 'playwright-core'
import { submitConsoleLogin } from './drive/browser.ts'
import { ATTENDANCE_SHOTS } from './attendanceShots.ts'
import {
  chooseFurtherOrg,
  consoleRoot,
  LABEL,
  openScreens,
  openUserForm,
  showSidebar,
  signedIn,
  signIn,
  signInAs,
  signInElsewhere,
  type Shot,
} from './shotKit.ts'

export type { Lang, Shot } from './shotKit.ts'

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

export const CONSOLE_SHOTS: Shot[] = [
  { name: 'console-home', path: '/studentwork/home' },
  { name: 'console-login', path: '/studentwork/login' },
  { name: 'console-signup', path: '/studentwork/signUp' },
  signedIn('console-workbench'),
  signedIn('console-tags-menu', async (page) => {
    await openScreens(page, ['/attendance/scope', '/system/users', '/mynotification'])
    const tag = consoleRoot(page).locator('[part=tags] a').nth(1)
    await tag.click({ button: 'right' })
    await consoleRoot(page).locator('[role=menu]').waitFor()
  }),
  signedIn('console-settings', async (page, lang) => {
    await consoleRoot(page).getByRole('button', { name: LABEL.settings[lang], exact: true }).click()
    await consoleRoot(page).locator('[role=dialog]').waitFor()
  }),
  signedIn('console-search', async (page, lang) => {
    await consoleRoot(page).getByRole('button', { name: LABEL.search[lang] }).click()
    const input = consoleRoot(page).locator('input[role=combobox]')
    await input.fill(lang === 'en' ? 'sign' : 'gzt')
    await consoleRoot(page).locator('[role=listbox] [role=option]').first().waitFor()
  }),
  signedIn('console-password', async (page, lang) => {
    await consoleRoot(page).getByRole('button', { name: LABEL.account[lang] }).click()
    await consoleRoot(page).getByRole('menuitem', { name: LABEL.password[lang] }).click()
    await consoleRoot(page).locator('[role=dialog] input[type=password]').first().waitFor()
  }),
  signedIn('console-sidebar', async (page) => {
    await showSidebar(page)
  }),
  {
    name: 'console-401',
    path: '/studentwork/login',
    async prepare(page) {
      await submitConsoleLogin(page, 'member@acme.test')
      await page.waitForURL(/\/workbench/)
      await page.evaluate(() => {
        history.pushState(null, '', '/studentwork/system/users')
        dispatchEvent(new PopStateEvent('popstate'))
      })
      await page.waitForURL(/\/401$/)
      await consoleRoot(page).locator('main h1').waitFor()
    },
  },
  {
    name: 'console-role-menu',
    path: '/studentwork/login',
    async prepare(page, lang) {
      await submitConsoleLogin(page, 'lead@acme.test')
      await page.waitForURL(/\/workbench/)
      await consoleRoot(page).getByRole('button', { name: LABEL.account[lang] }).click()
      await consoleRoot(page).locator('[role=menuitemradio]').first().waitFor()
    },
  },
  signedIn('console-session-confirm', async (page) => {
    // The token cookie is gone (expired in the browser): the next request ends the session.
    await page.context().clearCookies({ name: 'token' })
    await consoleRoot(page).locator('[part=tags] span').first().click({ button: 'right' })
    await consoleRoot(page).locator('[role=menuitem]').nth(0).click()
    await consoleRoot(page).locator('[role=alertdialog]').waitFor()
    await page.waitForTimeout(300)
  }),
  signedIn('chem-2d', async (page) => {
    await openScreens(page, ['/2d'])
    const input = consoleRoot(page).locator('textarea[name=structure]')
    await input.waitFor({ timeout: 20_000 })
    // A rhodanine: PAINS and Brenk alerts to show.
    await input.fill('O=C1NC(=S)SC1=Cc1ccc(O)cc1')
    await input.press('Enter')
    await consoleRoot(page).locator('[data-property=molecularWeight]').waitFor()
    // RDKit's worker has answered: the alerts counted and the BOILED-Egg drawn.
    await consoleRoot(page).locator('[data-alerts]').waitFor({ timeout: 20_000 })
    await consoleRoot(page).locator('[data-gi]').waitFor({ timeout: 20_000 })
    await page.waitForTimeout(300)
  }),
  signedIn('chem-sider', async (page) => {
    await openScreens(page, ['/sider'])
    const first = consoleRoot(page).locator('section[aria-labelledby=sw-sider-title] tbody tr button').first()
    await first.waitFor({ timeout: 20_000 })
    await first.click()
    await consoleRoot(page).locator('aside [data-property=formula]').waitFor()
    await page.waitForTimeout(300)
  }),
  signedIn('chem-import', async (page) => {
    await openScreens(page, ['/sider'])
    await consoleRoot(page).locator('button[data-action=import]').click()
    const csv =
      'Compound,SMILES,IC50 [nM],Series\nSalicylic acid,OC(=O)c1ccccc1O,350,salicylates\nBroken,C1CC(,12,\nMethyl salicylate,COC(=O)c1ccccc1O,90,salicylates\nRhodanine dye,O=C1NC(=S)SC1=Cc1ccc(O)cc1,40,\n'
    await consoleRoot(page)
      .locator('[role=dialog] input[type=file]')
      .setInputFiles([{ name: 'salicylates.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }])
    await consoleRoot(page).locator('[role=dialog] [data-step=map]').waitFor({ timeout: 20_000 })
    await page.waitForTimeout(200)
  }),
  {
    name: 'chem-import-review',
    path: '/studentwork/login',
    async prepare(page) {
      await CONSOLE_SHOTS.find((s) => s.name === 'chem-import')!.prepare!(page, 'en')
      await consoleRoot(page).locator('[role=dialog] [data-step=map] button').last().click()
      await consoleRoot(page).locator('[role=dialog] [data-ready]').waitFor({ timeout: 20_000 })
      // The rows with structural alerts, opened.
      const alerts = consoleRoot(page).locator('[role=dialog] details[data-alerts] summary')
      if (await alerts.count()) await alerts.click()
    },
  },
  signedIn('chem-chart', async (page) => {
    await openScreens(page, ['/sider'])
    await consoleRoot(page).locator('button[data-view=chart]').click()
    await consoleRoot(page).locator('canvas[data-points]').waitFor({ timeout: 20_000 })
    await page.waitForTimeout(400)
  }),
  {
    name: 'chem-egg',
    path: '/studentwork/login',
    async prepare(page) {
      await CONSOLE_SHOTS.find((s) => s.name === 'chem-chart')!.prepare!(page, 'en')
      await consoleRoot(page).locator('input[name=chartKind][value=egg]').check()
      await page.waitForTimeout(400)
    },
  },
  signedIn('admin-users', async (page) => {
    await openScreens(page, ['/system/users'])
    await consoleRoot(page).locator('tbody tr').first().waitFor({ timeout: 20_000 })
    await page.waitForTimeout(300)
  }),
  signedIn('admin-users-org-filter', async (page) => {
    await openScreens(page, ['/system/users'])
    await consoleRoot(page).locator('button[data-action=org-filter]').click({ timeout: 20_000 })
    await consoleRoot(page).locator('input[name=orgQuery]').fill('bjxq')
    await page.waitForTimeout(500)
  }),
  {
    // A campus administrator: users holding wider roles show "Beyond your roles" instead of actions.
    name: 'admin-users-campus',
    path: '/studentwork/login',
    async prepare(page) {
      await signInAs(page, 'orgadmin@acme.test')
      await openScreens(page, ['/system/users'])
      await consoleRoot(page).locator('tbody tr [data-beyond-reach]').first().waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  {
    // The campus administrator's own role: it may grant it, not change it.
    name: 'admin-roles-own',
    path: '/studentwork/login',
    async prepare(page) {
      await signInAs(page, 'orgadmin@acme.test')
      await openScreens(page, ['/system/roles'])
      await consoleRoot(page).locator('tr[data-role=ROLE_ORG_ADMIN] button').first().click({ timeout: 20_000 })
      await consoleRoot(page).locator('[data-role-editor=ROLE_ORG_ADMIN]').waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  {
    name: 'admin-signins',
    path: '/studentwork/login',
    async prepare(page) {
      await signInElsewhere(page, ['member@acme.test', 'lead@acme.test'], 'wrong-password')
      await signInElsewhere(page, ['member@acme.test', 'orgadmin@acme.test'])
      await signIn(page)
      await openScreens(page, ['/system/signin-log'])
      await consoleRoot(page).locator('table[data-table=signins] tbody tr').first().waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  {
    name: 'admin-sessions',
    path: '/studentwork/login',
    async prepare(page) {
      await signInElsewhere(page, ['member@acme.test', 'orgadmin@acme.test', 'editor@acme.test'])
      await signIn(page)
      await openScreens(page, ['/system/sessions'])
      await consoleRoot(page).locator('table[data-table=sessions] tbody tr').first().waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  signedIn('admin-outbox', async (page) => {
    await openScreens(page, ['/system/users'])
    await consoleRoot(page).locator('button[data-tab=outbox]').click({ timeout: 20_000 })
    await page.waitForTimeout(500)
  }),
  signedIn('admin-roles', async (page) => {
    await openScreens(page, ['/system/roles'])
    await consoleRoot(page).locator('tr[data-role=ROLE_MEMBER] button').first().click({ timeout: 20_000 })
    await consoleRoot(page).locator('[data-role-editor=ROLE_MEMBER]').waitFor({ timeout: 20_000 })
    await page.waitForTimeout(300)
  }),
  {
    // A role's names in three languages (the rename dialog).
    name: 'admin-role-names',
    path: '/studentwork/login',
    async prepare(page) {
      await signIn(page)
      await openScreens(page, ['/system/roles'])
      await consoleRoot(page).locator('tr[data-role=ROLE_EDITOR] td:last-child button').first().click({ timeout: 20_000 })
      await consoleRoot(page).locator('[role=dialog] input[name=nameZh]').waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  {
    // The server's refusal in the console's language, under the field it names.
    name: 'admin-role-taken',
    path: '/studentwork/login',
    async prepare(page) {
      await signIn(page)
      await openScreens(page, ['/system/roles'])
      await consoleRoot(page).locator('button[data-action=new-role]').click({ timeout: 20_000 })
      const form = consoleRoot(page).locator('[role=dialog] form')
      await form.locator('input[name=code]').fill('ROLE_EDITOR')
      await form.locator('input[name=name]').fill('Editors')
      await form.locator('button[type=submit]').click()
      await form.locator('[aria-invalid=true]').first().waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  signedIn('admin-grant', async (page) => {
    await openScreens(page, ['/system/users'])
    await consoleRoot(page).locator('tbody tr button[data-action=roles]').first().click({ timeout: 20_000 })
    await consoleRoot(page).locator('[role=dialog] [role=listbox]').first().waitFor({ timeout: 20_000 })
    await page.waitForTimeout(300)
  }),
  signedIn('admin-user-form', async (page) => {
    await openScreens(page, ['/system/users'])
    await consoleRoot(page).locator('button[data-action=new-user]:enabled').click({ timeout: 20_000 })
    const form = consoleRoot(page).locator('[role=dialog] form')
    await form.locator('input[name=username]').fill('nora')
    await form.locator('input[name=nickname]').fill('Nora')
    await form.locator('input[name=password]').fill('short')
    await page.waitForTimeout(200)
  }),
  signedIn('admin-user-orgs', async (page) => {
    // Editing the member: two further organisations chosen, the list narrowed by pinyin.
    const further = await openUserForm(page, 'member@acme.test')
    for (const query of ['00027', '00028']) await chooseFurtherOrg(further, query)
    await further.locator('input[name=otherOrgQuery]').fill('shxq')
    await further.scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
  }),
  signedIn('admin-dicts', async (page) => {
    await openScreens(page, ['/system/dicts'])
    await consoleRoot(page).locator('button[data-type=userType]').click({ timeout: 20_000 })
    await consoleRoot(page).locator('tr[data-entry=partner]').waitFor({ timeout: 20_000 })
    await page.waitForTimeout(300)
  }),
  {
    // A dictionary type's names in three languages.
    name: 'admin-dict-type-names',
    path: '/studentwork/login',
    async prepare(page) {
      await signIn(page)
      await openScreens(page, ['/system/dicts'])
      await consoleRoot(page).locator('button[data-type=userType]').click({ timeout: 20_000 })
      await consoleRoot(page).locator('tr[data-entry=partner]').waitFor({ timeout: 20_000 })
      await consoleRoot(page).locator('button[data-action=edit-type]').click({ timeout: 20_000 })
      await consoleRoot(page).locator('[role=dialog] input[name=nameTw]').waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
    },
  },
  signedIn('admin-orgs', async (page) => {
    await openScreens(page, ['/system/orgs'])
    const tree = consoleRoot(page).locator('[role=tree]')
    await tree.locator('[role=treeitem]').first().waitFor({ timeout: 30_000 })
    await consoleRoot(page).locator('input[name=orgSearch]').fill('bj')
    await tree.locator('mark').first().waitFor()
    await tree.locator('[role=treeitem]').nth(1).click()
    await page.waitForTimeout(300)
  }),
  signedIn('admin-logs', async (page) => {
    // One change to show: disable and enable a user type, then open the log and its diff.
    await openScreens(page, ['/system/dicts'])
    await consoleRoot(page).locator('button[data-type=userType]').click({ timeout: 20_000 })
    const toggle = consoleRoot(page).locator('tr[data-entry=partner] [role=switch]')
    await toggle.click()
    await page.waitForTimeout(500)
    await toggle.click()
    await page.waitForTimeout(500)
    await openScreens(page, ['/system/logs'])
    await consoleRoot(page).locator('button[data-action=refresh-log]').click()
    await consoleRoot(page).locator('li[data-log] button[aria-expanded]').nth(1).click({ timeout: 20_000 })
    await page.waitForTimeout(300)
  }),
  signedIn('admin-org-move', async (page) => {
    await openScreens(page, ['/system/orgs'])
    const tree = consoleRoot(page).locator('[role=tree]')
    await tree.locator('[role=treeitem]').first().waitFor({ timeout: 30_000 })
    await consoleRoot(page).locator('[data-action=expand-all]').click()
    await tree.locator('[role=treeitem]').nth(3).click()
    await consoleRoot(page).locator('[data-action=move]').click()
    await consoleRoot(page).locator('input[name=parentQuery]').fill('shxq')
    await page.waitForTimeout(300)
  }),
  signedIn('chem-guide', async (page) => {
    await openScreens(page, ['/guide'])
    await consoleRoot(page).locator('main article h1').waitFor()
  }),
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
  ...ATTENDANCE_SHOTS,
]
