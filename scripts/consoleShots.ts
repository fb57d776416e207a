/**
 * Screenshot recipes for `<sw-console>` (used by scripts/screenshots.ts): signed in as the Acme
 * admin, the workbench, the tags context menu, the settings panel, menu search, the
 * change-password dialog, the sidebar as an overlay, the landing page, the sign-in and sign-up
 * pages, the session-ended confirm — then each domain's screens from its own file:
 * chemistryShots.ts, adminShots.ts, notificationShots.ts, attendanceShots.ts.
 */
import { submitConsoleLogin } from './drive/browser.ts'
import { ADMIN_SHOTS } from './adminShots.ts'
import { ATTENDANCE_SHOTS } from './attendanceShots.ts'
import { CHEMISTRY_SHOTS } from './chemistryShots.ts'
import { NOTIFICATION_SHOTS } from './notificationShots.ts'
import { consoleRoot, LABEL, openScreens, showSidebar, signedIn, type Shot } from './shotKit.ts'

export type { Lang, Shot } from './shotKit.ts'

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
  ...CHEMISTRY_SHOTS,
  ...ADMIN_SHOTS,
  ...NOTIFICATION_SHOTS,
  ...ATTENDANCE_SHOTS,
]
