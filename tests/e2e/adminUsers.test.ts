// The administrator's users screen in Chromium against the reference server: the 10 000 seeded
// users paged, a search, disable (confirmed) and enable, a password reset shown once, delete and
// undo, and a pending sign-up approved with a role and an organisation found by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newPage, startServer, submitConsoleLogin, type RunningServer } from './harness.ts'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const root = (page: Page) => page.locator('sw-console')
const row = (page: Page, username: string) => root(page).locator(`tr[data-user="${username}"]`)

describe('/system/users', () => {
  it('pages, searches, disables and enables, resets a password, deletes and undoes, approves a sign-up', async () => {
    const { page, context } = await newPage(browser)
    await page.goto(`${server.url}/studentwork/login`)
    await submitConsoleLogin(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    await root(page).locator('nav[part=sidebar] a[href$="/system/users"]').click()
    const pages = root(page).locator('nav[aria-label=Pages] span')
    await expect.poll(() => pages.textContent(), { timeout: 20_000 }).toMatch(/of 50\d · 10,0\d\d users/)

    await root(page).locator('input[name=keyword]').fill('user00042@')
    await root(page).getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => root(page).locator('tbody tr').count()).toBe(1)
    const user = row(page, 'user00042@acme.test')
    await user.getByRole('button', { name: 'Disable' }).click()
    await root(page).getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click()
    await expect.poll(() => user.locator('td').nth(5).textContent()).toBe('Disabled')
    await user.getByRole('button', { name: 'Enable' }).click()
    await expect.poll(() => user.locator('td').nth(5).textContent()).toBe('Enabled')

    await user.getByRole('button', { name: 'Reset password' }).click()
    await root(page).getByRole('alertdialog').getByRole('button', { name: 'Reset password' }).click()
    const shown = root(page).locator('[data-new-password]')
    await expect.poll(async () => (await shown.textContent())?.length ?? 0).toBeGreaterThanOrEqual(8)
    await root(page).getByRole('button', { name: 'Done' }).click()

    await user.getByRole('button', { name: 'Delete' }).click()
    await root(page).getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => root(page).locator('tbody tr').count()).toBe(0)
    await root(page).getByRole('button', { name: 'Undo' }).click()
    await expect.poll(() => root(page).locator('tbody tr').count()).toBe(1)

    await root(page).locator('input[name=keyword]').fill('')
    await root(page).getByRole('button', { name: 'Search', exact: true }).click()
    await root(page).locator('button[data-tab=pending]').click()
    // The tab keeps the filters; every row on it waits for review.
    const first = root(page).locator('tbody tr', { has: page.getByRole('button', { name: 'Approve' }) }).first()
    await first.waitFor()
    await expect.poll(() => root(page).locator('tbody tr', { hasNot: page.getByRole('button', { name: 'Approve' }) }).count()).toBe(0)
    const pendingName = (await first.getAttribute('data-user'))!
    await first.getByRole('button', { name: 'Approve' }).click()
    const dialog = root(page).getByRole('dialog', { name: `Approve ${pendingName}` })
    await dialog.getByRole('button', { name: 'Approve' }).click()
    // No organisation chosen: the field says so, nothing is sent.
    await expect.poll(() => dialog.locator('[aria-invalid=true]').count()).toBe(1)
    await dialog.getByLabel('Find an organisation').fill('Acme Lab 00007')
    await dialog.locator('select[name=orgId]').selectOption({ label: 'Acme Lab 00007' })
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => row(page, pendingName).count()).toBe(0)
    expect((page as unknown as { errors: string[] }).errors).toEqual([])
    await context.close()
  })
})
