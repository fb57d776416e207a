// A missed check-in in Chromium against the reference server: the member picks a seeded day of
// their month short of a check-in or a check-out, asks for the one missed (the reason required
// first), and the day lists the request waiting; the administrator approves it in the approvals
// queue, and the member's day is decided again — no longer short of what was asked.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { signInToConsole } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

const root = (page: Page) => page.locator('sw-console')

describe('a missed check-in', () => {
  it('asked for from the member’s month, approved among the approvals: the day counts it', async () => {
    const member = await signInToConsole(browser, server, 'member@acme.test')
    await root(member.page).locator('nav[part=sidebar] a[href$="/attendance/month"]').click()
    await root(member.page).locator('[data-day-detail]').waitFor({ timeout: 20_000 })
    const short = root(member.page).locator('[data-date][data-state=absent], [data-date][data-state=no-check-in], [data-date][data-state=no-check-out]')
    // Early in a month the seeded weeks are in the month before.
    if ((await short.count()) === 0) await root(member.page).getByRole('button', { name: 'Previous month' }).click()
    await expect.poll(() => short.count(), { timeout: 20_000 }).toBeGreaterThan(0)
    const cell = short.last()
    const date = (await cell.getAttribute('data-date'))!
    const before = (await cell.getAttribute('data-state'))!
    await cell.click()
    await root(member.page).locator('[data-action=report-missed]').click()
    const form = root(member.page).locator('[data-missed-request]')
    await form.getByRole('button', { name: 'Send for approval' }).click()
    await expect.poll(() => form.locator('input[name=reason]').getAttribute('aria-invalid')).toBe('true')
    await form.locator('input[name=time]').fill(before === 'no-check-out' ? '18:30' : '08:55')
    await form.locator('input[name=reason]').fill('My phone was flat')
    await form.getByRole('button', { name: 'Send for approval' }).click()
    await form.waitFor({ state: 'detached', timeout: 20_000 })
    const asked = root(member.page).locator(`[data-day-detail="${date}"] [data-day-missed] [data-approval-status]`)
    await expect.poll(() => asked.getAttribute('data-approval-status'), { timeout: 20_000 }).toBe('pending')

    const admin = await signInToConsole(browser, server, 'admin@acme.test')
    await root(admin.page).locator('nav[part=sidebar] a[href$="/attendance/approvals"]').click()
    const card = root(admin.page).locator('[data-approval]', { hasText: 'My phone was flat' })
    await card.waitFor({ timeout: 20_000 })
    expect(await card.locator('[data-kind=missed]').textContent()).toMatch(/^Missed check-in at /)
    await card.locator('[data-action=approve]').click()
    await root(admin.page).locator('[data-approval-decision=approve]').getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => card.count()).toBe(0)

    await member.page.reload()
    await root(member.page).locator('[data-day-detail]').waitFor({ timeout: 20_000 })
    if (!(await root(member.page).locator(`[data-date="${date}"]`).count())) await root(member.page).getByRole('button', { name: 'Previous month' }).click()
    const day = root(member.page).locator(`[data-date="${date}"]`)
    await expect.poll(() => day.getAttribute('data-state'), { timeout: 20_000 }).not.toBe(before)
    await day.click()
    await expect
      .poll(() => root(member.page).locator(`[data-day-detail="${date}"] [data-day-missed] [data-approval-status]`).getAttribute('data-approval-status'))
      .toBe('approved')
    expect((member.page as Page & { errors: string[] }).errors).toEqual([])
    await member.context.close()
    await admin.context.close()
  })
})
