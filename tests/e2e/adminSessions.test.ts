// System → Sign-in log and Online sessions in Chromium against the reference server: a failed
// sign-in shows in the log (filtered by its result) with the browser named; the administrator
// signs a member's session out of Online sessions (confirmed), and the member's open
// notification centre asks them to sign in again within seconds — nothing clicked there.
import { describe, expect, it } from 'vitest'
import { fillLogin, newPage, signInToConsole } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

describe('/system/signin-log and /system/sessions', () => {
  it('shows a failed attempt in the log, and signs a member out of a session they have open', async () => {
    // A wrong password, typed into the console's own sign-in form.
    const failed = await newPage(browser)
    await failed.page.goto(`${server.url}/studentwork/login`)
    await fillLogin(failed.page, 'acme', 'editor@acme.test', 'not-the-password', 'sw-console')
    await failed.page.locator('sw-console button[type=submit]').click()
    await failed.page.locator('sw-console [role=alert]').first().waitFor()
    await failed.context.close()

    // The member reads their notifications: the centre follows the live stream.
    const member = await signInToConsole(browser, server, 'member@acme.test')
    await member.page.locator('sw-console nav[part=sidebar] a[href$="/mynotification"]').click()
    await member.page.locator('sw-console [role=tablist]').first().waitFor({ timeout: 20_000 })
    const { page, context } = await signInToConsole(browser, server, 'admin@acme.test')
    const root = page.locator('sw-console')

    await root.locator('nav[part=sidebar] a[href$="/system/signin-log"]').click()
    const rows = root.locator('table[data-table=signins] tbody tr')
    await rows.first().waitFor({ timeout: 20_000 })
    await root.locator('select[name=result]').selectOption('bad-credentials')
    await root.locator('section[aria-labelledby=sw-signins-title] button[type=submit]').click()
    await expect.poll(() => rows.first().getAttribute('data-result'), { timeout: 10_000 }).toBe('bad-credentials')
    await expect.poll(() => rows.first().textContent()).toContain('editor@acme.test')
    expect(await rows.first().textContent()).toMatch(/Chrome|Chromium/)

    await root.locator('nav[part=sidebar] a[href$="/system/sessions"]').click()
    await root.locator('input[name=user]').fill('member@acme.test')
    await root.locator('section[aria-labelledby=sw-sessions-title] button[type=submit]').click()
    const sessionRow = root.locator('table[data-table=sessions] tbody tr').filter({ hasText: 'member@acme.test' }).first()
    await sessionRow.waitFor({ timeout: 10_000 })
    await sessionRow.locator('[data-action=end-session]').click()
    await root.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => root.getByRole('status').filter({ hasText: 'was signed out of that session' }).count(), { timeout: 10_000 }).toBe(1)
    await expect.poll(() => root.locator('table[data-table=sessions] tbody tr').filter({ hasText: 'member@acme.test' }).count(), { timeout: 10_000 }).toBe(0)

    // The member's centre learns it by itself: its live stream ends, and the reconnect meets the
    // ended session.
    await expect.poll(() => member.page.locator('sw-console [role=alertdialog]').count(), { timeout: 20_000 }).toBe(1)
    expect(await member.page.locator('sw-console [role=alertdialog]').textContent()).toContain('You have been logged out')
    await member.context.close()
    await context.close()
  }, 90_000)
})
