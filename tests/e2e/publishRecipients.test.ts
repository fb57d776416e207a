// Choosing a notification's recipients (docs/spec.md#publishing) in Chromium against the reference server: an
// editor — not an administrator — finds a user and an organisation with the keyboard in the
// publish form's recipient picker (the publisher's own look-ups), publishes, and the notice
// reaches the chosen user and a member of the chosen organisation but not a member outside it;
// editing it again shows its recipients by name. The picker is axe-clean on each tab.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { tokenQuery } from '#platform/core/api/auth.ts'
import type { Notification } from '../../src/domains/notifications/contract.ts'
import type { Page as ListPage } from '#platform/core/api/types.ts'
import { axeViolations, PASSWORD, signInToConsole } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

const BASIC = `Basic ${Buffer.from('browser:').toString('base64')}`

/** The titles of the notices `username` sees (the centre's and the bell's source). */
async function titlesOf(username: string): Promise<string[]> {
  const query = new URLSearchParams(tokenQuery({ tenantCode: 'acme', username, password: PASSWORD }) as Record<string, string>)
  const answer = await fetch(`${server.url}/api/uaa/oauth/token?${query}`, { method: 'POST', headers: { Authorization: BASIC } })
  const { access_token: token } = (await answer.json()) as { access_token: string }
  const res = await fetch(`${server.url}/api/notification/notification/queryMyNotification?pageSize=100`, { headers: { Authorization: `Bearer ${token}` } })
  return ((await res.json()) as { data: ListPage<Notification> }).data.list.map((n) => n.title)
}

const root = (page: Page) => page.locator('sw-console')
const TITLE = 'Campus 00002 fire drill'

describe('the recipient picker on /notification/publish', () => {
  it('lets an editor pick a user and an organisation with the keyboard; the notice reaches them only', async () => {
    const { page, context } = await signInToConsole(browser, server, 'editor@acme.test')
    await root(page).locator('nav[part=sidebar] a[href$="/notification/publish"]').click()
    await page.waitForURL(/\/notification\/publish$/)

    const form = root(page).locator('form[aria-label="New notification"]')
    const picker = form.locator('[data-field=publishObject]')
    await picker.locator('[data-everyone]').waitFor()

    // Users: type, the list narrows; ArrowDown / Enter adds the active one; Escape clears the search.
    const search = picker.locator('input[name=userQuery]')
    await picker.locator('[role=option][data-user]').first().waitFor({ timeout: 20_000 })
    expect(await picker.locator('[data-user-search] [aria-live]').textContent()).toMatch(/^20 of \d+ users shown/)
    await search.fill('mia.chen')
    await expect.poll(() => picker.locator('[role=option][data-user]').count(), { timeout: 15_000 }).toBe(1)
    await search.press('ArrowDown')
    await search.press('Enter')
    await picker.locator('[data-chip^="users:"]').waitFor()
    expect(await picker.locator('[data-chip^="users:"]').textContent()).toContain('Mia Chen')
    expect(await picker.locator('[role=option][data-user="member@acme.test"]').textContent()).toContain('Added')
    await search.fill('no such person anywhere')
    await picker.locator('[data-user-search] [data-empty]').waitFor({ timeout: 15_000 })
    await search.press('Escape')
    expect(await search.inputValue()).toBe('')
    expect(await axeViolations(page, 'sw-console')).toEqual([])

    // Organisations: the arrow keys move between the kinds; the shared listbox, Enter adds.
    await picker.locator('[data-kind=users]').focus()
    await page.keyboard.press('ArrowRight')
    expect(await picker.locator('[data-kind=orgs]').getAttribute('aria-checked')).toBe('true')
    const orgSearch = picker.locator('[data-org-listbox] input[name=orgQuery]')
    await expect.poll(() => orgSearch.isEnabled(), { timeout: 30_000 }).toBe(true)
    await orgSearch.fill('Acme Lab 00002')
    await expect.poll(() => picker.locator('[data-org-listbox] [role=option]').count(), { timeout: 15_000 }).toBe(1)
    await orgSearch.press('Enter')
    await picker.locator('[data-chip^="orgs:"]').waitFor()
    expect(await picker.locator('[data-chip^="orgs:"]').textContent()).toContain('Acme Lab 00002')
    expect(await axeViolations(page, 'sw-console')).toEqual([])

    // Roles: checkboxes of the tenant's roles (none chosen here).
    await picker.locator('[data-kind=orgs]').focus()
    await page.keyboard.press('ArrowRight')
    await picker.locator('[data-role-list] input[value=ROLE_MEMBER]').waitFor({ timeout: 15_000 })
    expect(await axeViolations(page, 'sw-console')).toEqual([])

    // The rest of the form, then publish.
    await form.locator('input[name=title]').fill(TITLE)
    await expect.poll(() => form.locator('select[name=type] option').count(), { timeout: 20_000 }).toBeGreaterThan(1)
    await form.locator('select[name=type]').selectOption({ index: 1 })
    const editor = form.locator('[data-editor=milkdown]')
    await editor.waitFor({ timeout: 30_000 })
    await editor.click()
    await page.keyboard.type('Assemble in the courtyard at ten.')
    await form.locator('button[data-action=publish]').click()
    const row = root(page).locator('table[data-table=published] tbody tr').first()
    await expect.poll(() => row.locator('td').first().textContent(), { timeout: 20_000 }).toContain(TITLE)

    // Editing it again: the chips carry the names, resolved by the server, not the ids.
    await row.locator('button[data-action=edit]').click()
    const editForm = root(page).locator('form[aria-label="Edit the notification"]')
    await editForm.locator('[data-chip^="orgs:"]').waitFor({ timeout: 15_000 })
    expect(await editForm.locator('[data-chip^="users:"]').textContent()).toContain('Mia Chen')
    expect(await editForm.locator('[data-chip^="orgs:"]').textContent()).toContain('Acme Lab 00002')
    expect(await editForm.locator('[data-chip]').allTextContents()).not.toContainEqual(expect.stringMatching(/#\d/))
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    await context.close()

    // The chosen user and a member of the chosen organisation see it; a member outside does not.
    expect(await titlesOf('member@acme.test')).toContain(TITLE)
    expect(await titlesOf('orgadmin@acme.test')).toContain(TITLE)
    expect(await titlesOf('user00001@acme.test')).not.toContain(TITLE)
    expect(await titlesOf('lead@acme.test')).not.toContain(TITLE)

    // …and in the centre of the organisation's member.
    const reader = await signInToConsole(browser, server, 'orgadmin@acme.test')
    await root(reader.page).locator('nav[part=sidebar] a[href$="/mynotification"]').click()
    const centre = root(reader.page).locator('[data-notification-centre]')
    await expect.poll(() => centre.locator('[role=option][data-notification-id]', { hasText: TITLE }).count(), { timeout: 20_000 }).toBe(1)
    await reader.context.close()
  }, 240_000)
})
