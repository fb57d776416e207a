// The administrator's users screen in Chromium against the reference server: the 10 000 seeded
// users paged, a search, disable (confirmed) and enable, a password reset shown once, delete and
// undo, a filter by organisation, a pending sign-up approved with a role and an organisation found
// by name, its mail in the outbox and the approved account signing in; a user created (each rule,
// a taken username marked by the server, a bad e-mail fixed) and edited.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { newPage, submitConsoleLogin, signInToConsole } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

const root = (page: Page) => page.locator('sw-console')
const row = (page: Page, username: string) => root(page).locator(`tr[data-user="${username}"]`)

describe('/system/users', () => {
  it('pages, searches, disables and enables, resets a password, deletes and undoes, approves a sign-up', async () => {
    const { page, context } = await signInToConsole(browser, server, 'admin@acme.test')
    await root(page).locator('nav[part=sidebar] a[href$="/system/users"]').click()
    const pages = root(page).locator('nav[aria-label=Pages] span')
    await expect.poll(() => pages.textContent(), { timeout: 20_000 }).toMatch(/of 50\d · 10,0\d\d users/)
    // At 1280 px the table scrolls sideways under its sticky actions column, which then casts a
    // shadow over what lies beneath — and none once scrolled to the end.
    const actions = root(page).locator('thead th').last()
    const shadow = () => actions.evaluate((th) => getComputedStyle(th, '::before').backgroundImage)
    await expect.poll(shadow).toMatch(/linear-gradient/)
    await root(page)
      .locator('table')
      .evaluate((table) => table.parentElement!.scrollTo({ left: 10_000 }))
    await expect.poll(shadow).toBe('none')

    await root(page).locator('input[name=keyword]').fill('user00042@')
    await root(page).getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => root(page).locator('tbody tr').count()).toBe(1)
    const user = row(page, 'user00042@acme.test')
    await user.getByRole('button', { name: 'Disable' }).click()
    await root(page).getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click()
    await expect.poll(() => user.locator('td').nth(6).textContent()).toBe('Disabled')
    await user.getByRole('button', { name: 'Enable' }).click()
    await expect.poll(() => user.locator('td').nth(6).textContent()).toBe('Enabled')

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
    // Filter by an organisation found by name in the shared tree, then any again.
    await root(page).locator('button[data-action=org-filter]').click()
    await root(page).locator('input[name=orgQuery]').fill('Acme Lab 00001')
    await root(page).locator('select[name=orgId]').selectOption({ label: 'Acme Lab 00001' })
    await expect.poll(async () => [...new Set(await root(page).locator('tbody tr td:nth-child(4)').allTextContents())]).toEqual(['Acme Lab 00001'])
    await root(page).locator('button[data-action=org-filter]').click()
    await root(page).locator('[data-org-filter-panel]').getByRole('button', { name: 'Any organisation' }).click()
    await expect.poll(() => pages.textContent()).toMatch(/of 50\d · 10,0\d\d users/)
    await root(page).locator('button[data-tab=pending]').click()
    // The tab keeps the filters; every row on it waits for review.
    const first = root(page)
      .locator('tbody tr', { has: page.getByRole('button', { name: 'Approve' }) })
      .first()
    await first.waitFor()
    await expect
      .poll(() =>
        root(page)
          .locator('tbody tr', { hasNot: page.getByRole('button', { name: 'Approve' }) })
          .count(),
      )
      .toBe(0)
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
    // Its credentials mail is in the outbox (no password in it).
    // The tabs by keyboard: ArrowRight from the selected tab moves the focus and the selection.
    const pendingTab = root(page).locator('button[data-tab=pending]')
    await pendingTab.focus()
    await page.keyboard.press('ArrowRight')
    const outboxTab = root(page).locator('button[data-tab=outbox]')
    await expect.poll(() => outboxTab.getAttribute('aria-selected')).toBe('true')
    expect(await outboxTab.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)
    expect(await pendingTab.getAttribute('tabindex')).toBe('-1')
    const mail = root(page).locator(`li[data-mail-to="${pendingName}"]`)
    await expect.poll(() => mail.count()).toBe(1)
    expect(await mail.textContent()).toContain(`Username: ${pendingName}`)
    // The approved account signs in (the password it chose at sign-up: the demo one).
    const approved = await newPage(browser)
    await approved.page.goto(`${server.url}/studentwork/login`)
    await submitConsoleLogin(approved.page, pendingName)
    await approved.page.waitForURL(/\/workbench$/)
    await approved.context.close()
    expect((page as unknown as { errors: string[] }).errors).toEqual([])
    await context.close()
  })

  it('creates a user — the form checks each field, the server marks a duplicate username — and edits them', async () => {
    const { page, context } = await signInToConsole(browser, server, 'admin@acme.test')
    await root(page).locator('nav[part=sidebar] a[href$="/system/users"]').click()
    // Enabled once the roles and organisations the form offers have arrived.
    await root(page).locator('button[data-action=new-user]:enabled').click({ timeout: 20_000 })
    const form = root(page).getByRole('form', { name: 'New user' })
    // The long form scrolls; its buttons stay in view at its foot without scrolling.
    const inView = (name: string) =>
      form.getByRole('button', { name }).evaluate((button) => {
        const box = button.getBoundingClientRect()
        const frame = button.closest('form')!.getBoundingClientRect()
        return box.top >= frame.top && box.bottom <= frame.bottom + 1
      })
    expect(await form.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
    expect(await inView('Create')).toBe(true)
    expect(await inView('Cancel')).toBe(true)
    await form.getByRole('button', { name: 'Create' }).click()
    // Nothing filled: username, password, confirmation, nickname and organisation are asked for.
    await expect
      .poll(async () => (await form.locator('[aria-invalid=true]').evaluateAll((els) => els.map((e) => e.getAttribute('name')))).sort())
      .toEqual(['confirmPassword', 'nickname', 'orgId', 'password', 'username'])
    await form.locator('input[name=username]').fill('editor@acme.test')
    await form.locator('input[name=password]').fill('short')
    expect(await form.locator('input[name=password]').getAttribute('aria-invalid')).toBe('true')
    await form.locator('input[name=password]').fill('Welcome1!')
    await form.locator('input[name=confirmPassword]').fill('Welcome1!')
    await form.locator('input[name=nickname]').fill('Nora')
    await form.locator('input[name=orgQuery]').fill('Acme Lab 00002')
    await form.locator('select[name=orgId]').selectOption({ label: 'Acme Lab 00002' })
    await form.getByRole('button', { name: 'Create' }).click()
    // The server: that username is taken — on the username field, nothing else lost.
    await expect.poll(() => form.locator('input[name=username]').getAttribute('aria-invalid')).toBe('true')
    expect(await form.locator('input[name=nickname]').inputValue()).toBe('Nora')
    await form.locator('input[name=username]').fill('nora@acme.test')
    // A malformed e-mail is marked on its field and nothing is sent; fixed, the user is made.
    await form.locator('input[name=email]').fill('nora.at.acme')
    await form.getByRole('button', { name: 'Create' }).click()
    await expect.poll(() => form.locator('input[name=email]').getAttribute('aria-invalid')).toBe('true')
    expect(await form.locator('input[name=nickname]').inputValue()).toBe('Nora')
    await form.locator('input[name=email]').fill('nora@acme.test')
    await form.getByRole('button', { name: 'Create' }).click()
    await form.waitFor({ state: 'detached' })

    await root(page).locator('input[name=keyword]').fill('nora@')
    await root(page).getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => row(page, 'nora@acme.test').count()).toBe(1)
    expect(await row(page, 'nora@acme.test').textContent()).toContain('Acme Lab 00002')
    await row(page, 'nora@acme.test').getByRole('button', { name: 'Edit' }).click()
    const edit = root(page).getByRole('form', { name: 'Edit nora@acme.test' })
    expect(await edit.locator('input[name=password]').count()).toBe(0)
    await edit.locator('input[name=fullName]').fill('Nora Nilsson')
    await edit.getByRole('button', { name: 'Save' }).click()
    await edit.waitFor({ state: 'detached' })
    await expect.poll(() => row(page, 'nora@acme.test').textContent()).toContain('Nora Nilsson')
    expect((page as unknown as { errors: string[] }).errors).toEqual([])
    await context.close()
  })
})
