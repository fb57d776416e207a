/**
 * What the screenshot recipes (consoleShots.ts, attendanceShots.ts; run by scripts/screenshots.ts)
 * share: a shot's shape, the accessible names they click per language, signing in (on the page or
 * from outside it), opening screens from the sidebar (its overlay on phones), and a user's form
 * with their further organisations.
 */
import type { Page } from 'playwright-core'
import { PASSWORD, submitConsoleLogin } from './drive/browser.ts'

export type Lang = 'en' | 'zh' | 'tw'

export interface Shot {
  name: string
  path: string
  /** Runs after load, before the picture. */
  prepare?(page: Page, lang: Lang): Promise<void>
}

/** Accessible names the recipes click, per language. */
export const LABEL = {
  settings: { en: 'Settings', zh: '设置', tw: '設定' },
  account: { en: 'Account menu', zh: '账号菜单', tw: '帳號選單' },
  password: { en: 'Change password', zh: '修改密码', tw: '修改密碼' },
  search: { en: 'Search the menu', zh: '搜索菜单', tw: '搜尋選單' },
} as const

export const consoleRoot = (page: Page) => page.locator('sw-console')

export async function signIn(page: Page): Promise<void> {
  await signInAs(page)
}

/** A recipe that starts on the console's sign-in page, signs in (as the Acme admin unless
 * `username` says otherwise) and then runs `then`. */
export function signedIn(name: string, username?: string | Shot['prepare'], then?: Shot['prepare']): Shot {
  const [as, after] = typeof username === 'function' ? [undefined, username] : [username, then]
  return {
    name,
    path: '/studentwork/login',
    async prepare(page, lang) {
      await signInAs(page, as)
      await after?.(page, lang)
    },
  }
}

export async function signInAs(page: Page, username?: string): Promise<void> {
  await submitConsoleLogin(page, username)
  await page.waitForURL(/\/workbench/)
  await consoleRoot(page).locator('canvas').first().waitFor()
}

/** Sign-ins from outside the page (the token call as the console makes it), so the sign-in log
 * and the online sessions have more than the page's own. */
export async function signInElsewhere(page: Page, usernames: string[], password = PASSWORD): Promise<void> {
  const origin = new URL(page.url()).origin
  for (const username of usernames) {
    await page.request.post(`${origin}/api/uaa/oauth/token`, {
      params: { grant_type: 'password', scope: 'ui', client_id: 'browser', type: 'account', tenantCode: 'acme', username, password },
      headers: { Authorization: `Basic ${Buffer.from('browser:').toString('base64')}` },
    })
  }
}

/** Opens the sidebar if it is a closed overlay (phones). */
export async function showSidebar(page: Page): Promise<void> {
  const sidebar = consoleRoot(page).locator('nav[part=sidebar]')
  if (!(await sidebar.isVisible())) {
    await consoleRoot(page).locator('[part=navbar] button[aria-expanded]').first().click()
    await sidebar.waitFor({ state: 'visible' })
  }
}

export async function openScreens(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await showSidebar(page)
    await consoleRoot(page).locator(`nav[part=sidebar] a[href$="${path}"]`).click()
    await page.waitForURL(new RegExp(`${path}$`))
    // On phones the overlay closes on navigation: wait for it before opening it again.
    if ((page.viewportSize()?.width ?? 1280) < 992) await consoleRoot(page).locator('nav[part=sidebar]').waitFor({ state: 'hidden' })
  }
}

/** As the signed-in administrator: /system/users, the user `username` found and their form opened;
 * answers the form's "Also a member of" (further organisations). */
export async function openUserForm(page: Page, username: string) {
  await openScreens(page, ['/system/users'])
  const root = consoleRoot(page)
  await root.locator('input[name=keyword]').fill(username, { timeout: 30_000 })
  await root.getByRole('button', { name: /^(Search|搜索|搜尋)$/ }).click()
  await root
    .locator(`tr[data-user="${username}"]`)
    .getByRole('button', { name: /^(Edit|编辑|編輯)$/ })
    .click({ timeout: 30_000 })
  const further = root.locator('[role=dialog] [data-other-orgs]')
  await further.waitFor({ timeout: 30_000 })
  return further
}

/** Adds the first organisation the form's further-organisation search finds for `query`. */
export async function chooseFurtherOrg(further: ReturnType<Page['locator']>, query: string): Promise<void> {
  await further.locator('input[name=otherOrgQuery]').fill(query)
  const option = further.locator('select[name=otherOrgIds] option', { hasText: query }).first()
  await option.waitFor({ state: 'attached', timeout: 30_000 })
  await further.locator('select[name=otherOrgIds]').selectOption((await option.getAttribute('value'))!)
}
