import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { fillLogin, launchBrowser, newPage, PASSWORD, shadowText, startServer, type RunningServer } from './harness.ts'

let server: RunningServer
let browser: Browser
const BASE = '/studentwork/console'

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function signIn(page: Page, username: string, path = '/login'): Promise<void> {
  await page.goto(`${server.url}${BASE}${path}`)
  await fillLogin(page, 'acme', username, PASSWORD, 'sw-console')
  await page.locator('sw-console button[type=submit]').click()
}

const menuTexts = (page: Page) => page.locator('sw-console nav[part=sidebar] a').allTextContents()

describe('<sw-console> (shell so far)', () => {
  it('signs the admin in to the workbench with data, the full menu and a tag', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(`${server.url}${BASE}/workbench`)
    await expect.poll(() => shadowText(page, 'sw-console')).toContain('Welcome back, Ada Admin')
    expect(await shadowText(page, 'sw-console')).toMatch(/Notifications\s*\d+/)
    expect(await menuTexts(page)).toEqual(expect.arrayContaining(['Workbench', 'Users', 'Sign-in scope', 'My notifications']))
    expect(await page.locator('sw-console [part=tags] a').allTextContents()).toEqual(['Workbench'])
    expect(await page.title()).toBe('Workbench - Studentwork')
  })

  it('opens the avatar menu inside the shadow root, and logging out goes to /loginNew with the path', async () => {
    const { context, page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    await page.locator('sw-console nav[part=sidebar] a', { hasText: 'Roles' }).click()
    await page.waitForURL(/\/system\/roles$/)
    await page.locator('sw-console [part=avatar]').click()
    const menu = page.locator('sw-console [role=menu]')
    await menu.waitFor()
    // Radix portals into the element's shadow root, never into the host's body.
    expect(await page.evaluate(() => document.body.querySelectorAll(':scope > [role=menu], :scope > div [role=menu]').length)).toBe(0)
    expect(await page.evaluate(() => Boolean(document.querySelector('sw-console')!.shadowRoot!.querySelector('[role=menu]')))).toBe(true)
    await menu.getByText('Log out').click()
    await page.waitForURL(`${server.url}${BASE}/loginNew?redirect=%2Fsystem%2Froles`)
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
    // Signing in again returns to that page.
    await fillLogin(page, 'acme', 'admin@acme.test', PASSWORD, 'sw-console')
    await page.locator('sw-console button[type=submit]').click()
    await page.waitForURL(`${server.url}${BASE}/system/roles`)
  })

  it('gives the editor fewer menu items, and a typed admin-only URL gives 401, never the screen', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'editor@acme.test')
    await page.waitForURL(/\/workbench$/)
    await expect.poll(() => menuTexts(page)).toContain('Sign-in records')
    const items = await menuTexts(page)
    expect(items).not.toContain('Users')
    expect(items).not.toContain('Sign-in scope')
    await page.goto(`${server.url}${BASE}/system/users`)
    await page.waitForURL(`${server.url}${BASE}/401`)
    await expect.poll(() => shadowText(page, 'sw-console')).toContain('You do not have access to this page')
  })

  it('lands a reloaded deep link on its route, and an unknown path on 404', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    await page.goto(`${server.url}${BASE}/attendance/scope`)
    await expect.poll(() => page.locator('sw-console [part=breadcrumb]').textContent()).toContain('Sign-in scope')
    expect(page.url()).toBe(`${server.url}${BASE}/attendance/scope`)
    await page.goto(`${server.url}${BASE}/no/such/page`)
    await page.waitForURL(`${server.url}${BASE}/404`)
  })

  it('sends a visitor without a session to sign in, and shows the landing page publicly', async () => {
    const { page } = await newPage(browser)
    await page.goto(`${server.url}${BASE}/workbench`)
    await page.waitForURL(`${server.url}${BASE}/login?redirect=%2Fworkbench`)
    await page.goto(`${server.url}${BASE}/`)
    await page.waitForURL(`${server.url}${BASE}/home`)
    await expect.poll(() => shadowText(page, 'sw-console')).toContain('An AI platform for drug discovery')
  })

  it('switching the post changes the menu; clearing it brings the full menu back', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    const post = page.locator('sw-console select[name=postCode]')
    await post.selectOption('ATT_OFFICER')
    // The workbench is not in this post's menu: the console moves to its first screen.
    await page.waitForURL(`${server.url}${BASE}/attendance/scope`)
    await expect.poll(() => menuTexts(page)).not.toContain('Design workspace')
    expect(await menuTexts(page)).toContain('Sign-in scope')
    await post.selectOption('')
    await expect.poll(() => menuTexts(page)).toContain('Design workspace')
    expect(await menuTexts(page)).toContain('Sign-in scope')
  })

  it('finds 工作台 with "gzt" in Chinese and goes there with the keyboard', async () => {
    const { page } = await newPage(browser)
    await page.goto(`${server.url}${BASE}/login?lang=zh`)
    await fillLogin(page, 'acme', 'admin@acme.test', PASSWORD, 'sw-console')
    await page.locator('sw-console button[type=submit]').click()
    await page.waitForURL(/\/workbench$/)
    await page.locator('sw-console nav[part=sidebar] a', { hasText: '签到范围' }).click()
    await page.waitForURL(/\/attendance\/scope$/)
    await page.keyboard.press('Control+k')
    const search = page.locator('sw-console input[name=menuSearch]')
    await search.waitFor()
    expect(await search.getAttribute('placeholder')).toBe('搜索菜单')
    await search.fill('gzt')
    await expect.poll(() => page.locator('sw-console [role=option]').first().textContent()).toBe('药物研发 / 工作台')
    await search.press('Enter')
    await page.waitForURL(`${server.url}${BASE}/workbench`)
  })

  it('changes the password end to end: a wrong old one is refused, the new one then signs in', async () => {
    const { context, page } = await newPage(browser)
    await signIn(page, 'member@acme.test')
    await page.waitForURL(/\/workbench$/)
    await page.locator('sw-console [part=avatar]').click()
    await page.locator('sw-console [role=menuitem]', { hasText: 'Change password' }).click()
    const dialog = page.locator('sw-console [role=dialog]')
    await dialog.waitFor()
    await dialog.locator('button[type=submit]').click()
    await expect.poll(() => dialog.locator('[aria-invalid=true]').count()).toBe(3)
    expect(await shadowText(page, 'sw-console')).toContain('Please enter the old password!')
    await dialog.locator('input[name=oldPassword]').fill('not-my-password')
    await dialog.locator('input[name=newPassword]').fill('N3w-secret!')
    await dialog.locator('input[name=confirmNewPassword]').fill('N3w-secret?')
    await expect.poll(() => shadowText(page, 'sw-console')).toContain('The new password and the confirmed new password are inconsistent!')
    await dialog.locator('input[name=confirmNewPassword]').fill('N3w-secret!')
    await dialog.locator('button[type=submit]').click()
    await expect.poll(() => page.locator('sw-console [role=alert]').allTextContents()).toContain('The old password is incorrect')
    await dialog.locator('input[name=oldPassword]').fill(PASSWORD)
    await dialog.locator('button[type=submit]').click()
    await expect.poll(() => page.locator('sw-console [role=status]').allTextContents()).toContain('The password was changed.')
    await expect.poll(() => dialog.count()).toBe(0)
    await context.clearCookies()
    await page.goto(`${server.url}${BASE}/login`)
    await fillLogin(page, 'acme', 'member@acme.test', 'N3w-secret!', 'sw-console')
    await page.locator('sw-console button[type=submit]').click()
    await page.waitForURL(/\/workbench$/)
  })

  it('keeps typed text in a kept-alive view across a tab switch; Refresh starts it fresh', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    await page.goto(`${server.url}${BASE}/profile/index`)
    const nickname = page.locator('sw-console input[name=nickname]')
    await nickname.fill('Typed but not saved')
    const tags = page.locator('sw-console [part=tags]')
    await tags.getByRole('link', { name: 'Workbench' }).click()
    await page.waitForURL(/\/workbench$/)
    expect(await nickname.isVisible()).toBe(false)
    await tags.getByRole('link', { name: 'Profile' }).click()
    await page.waitForURL(/\/profile\/index$/)
    expect(await nickname.inputValue()).toBe('Typed but not saved')
    await tags.locator('span', { hasText: 'Profile' }).click({ button: 'right' })
    await page.locator('sw-console [role=menuitem]', { hasText: 'Refresh' }).click()
    await expect.poll(() => nickname.inputValue()).toBe('Ada Admin')
  })

  it('at 375 px the sidebar is an overlay that closes on navigation', async () => {
    const { page } = await newPage(browser, { width: 375, height: 812 })
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    const sidebar = page.locator('sw-console nav[part=sidebar]')
    expect(await sidebar.isVisible()).toBe(false)
    await page.locator('sw-console [part=navbar] button[aria-expanded]').first().click()
    await sidebar.waitFor({ state: 'visible' })
    const box = await sidebar.boundingBox()
    expect(box?.x).toBe(0)
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('sw-console')!.shadowRoot!.querySelector('nav[part=sidebar]')!).position)).toBe('fixed')
    await sidebar.locator('a', { hasText: 'Sign-in records' }).click()
    await page.waitForURL(/\/attendance\/records$/)
    await expect.poll(() => sidebar.isVisible()).toBe(false)
  })
})
