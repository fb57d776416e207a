import { describe, expect, it } from 'vitest'
import { newPage, submitConsoleLogin } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

const BASE = '/studentwork'

serverAndBrowser({ TOKEN_TTL_SECONDS: '3' })

describe('session end while requests are in flight', () => {
  it('opens exactly one Confirm logout box inside the shadow root; Re-Login reloads to sign in', async () => {
    const { page } = await newPage(browser)
    await page.goto(`${server.url}${BASE}/login`)
    await submitConsoleLogin(page)
    await page.waitForURL(/\/workbench$/)
    await page.locator('sw-console main h1').waitFor()
    await page.waitForTimeout(3500)
    // Refreshing the workbench fires its two requests at once; both answer 50014.
    const answers: number[] = []
    page.on('response', (response) => {
      if (response.url().includes('/api/notification/')) answers.push(response.status())
    })
    await page.locator('sw-console [part=tags] span', { hasText: 'Workbench' }).click({ button: 'right' })
    await page.locator('sw-console [role=menuitem]', { hasText: 'Refresh' }).click()
    const dialog = page.locator('sw-console [role=alertdialog]')
    await dialog.waitFor()
    await expect.poll(() => answers.length).toBe(2)
    expect(answers).toEqual([401, 401])
    await page.waitForTimeout(300)
    expect(await dialog.count()).toBe(1)
    expect(await dialog.locator('h2').textContent()).toBe('Confirm logout')
    expect(await dialog.textContent()).toContain('You have been logged out, you can cancel to stay on this page, or log in again')
    expect(await page.evaluate(() => document.body.querySelectorAll('[role=alertdialog]').length)).toBe(0)
    await dialog.getByRole('button', { name: 'Re-Login' }).click()
    await page.waitForURL(`${server.url}${BASE}/login?redirect=%2Fworkbench`)
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined()
  })

  it('treats a token cookie that expired in the browser as a session end: the confirm, not a bare "Invalid token"', async () => {
    const { page, context } = await newPage(browser)
    await page.goto(`${server.url}${BASE}/login`)
    await submitConsoleLogin(page)
    await page.waitForURL(/\/workbench$/)
    await page.locator('sw-console main h1').waitFor()
    // The cookie's own expiry passed (the server's token may still be valid): no token is sent.
    await context.clearCookies({ name: 'token' })
    await page.locator('sw-console [part=tags] span', { hasText: 'Workbench' }).click({ button: 'right' })
    await page.locator('sw-console [role=menuitem]', { hasText: 'Refresh' }).click()
    const dialog = page.locator('sw-console [role=alertdialog]')
    await dialog.waitFor()
    expect(await dialog.locator('h2').textContent()).toBe('Confirm logout')
    await page.waitForTimeout(300)
    expect(await dialog.count()).toBe(1)
    await context.close()
  })
})
