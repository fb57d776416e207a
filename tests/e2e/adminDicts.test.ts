// Dictionaries and the operation log in Chromium against the reference server: an administrator
// adds a user type with Chinese labels, finds it in the users screen's type filter (its zh label
// in Chinese), moves it up with the keyboard, disables it and sees it gone from the select, then
// finds that change in the operation log and opens its before/after diff.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { signInToConsole } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

const root = (page: Page) => page.locator('sw-console')
const typeOptions = (page: Page) => root(page).locator('select[name=userType] option').allTextContents()

describe('/system/dicts and /system/logs', () => {
  it('adds a user type that the users filter offers, disables it (gone), and finds the change in the log', async () => {
    const { page, context } = await signInToConsole(browser, server, 'admin@acme.test')

    await root(page).locator('nav[part=sidebar] a[href$="/system/dicts"]').click()
    await root(page).locator('button[data-type=userType]').click()
    await root(page).locator('tr[data-entry=partner]').waitFor()
    await root(page).locator('button[data-action=new-entry]').click()
    const dialog = root(page).getByRole('dialog', { name: 'New entry in userType' })
    // Nothing filled: the required fields say so and nothing is sent.
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect.poll(() => dialog.locator('[aria-invalid=true]').count()).toBe(2)
    await dialog.getByLabel('Code').fill('contractor')
    await dialog.getByLabel('Label (English)').fill('Contractor')
    await dialog.getByLabel('Label (Simplified Chinese)').fill('承包商')
    await dialog.getByLabel('Label (Traditional Chinese)').fill('承包商（繁）')
    await dialog.getByRole('button', { name: 'Create' }).click()
    const entry = root(page).locator('tr[data-entry=contractor]')
    await entry.waitFor()
    expect(
      await root(page)
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-entry'))),
    ).toEqual(['internal', 'partner', 'contractor'])

    // Reorder with the keyboard: focus stays on the moved entry's button.
    await entry.getByRole('button', { name: 'Move contractor up' }).focus()
    await page.keyboard.press('Enter')
    await expect
      .poll(() =>
        root(page)
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-entry'))),
      )
      .toEqual(['internal', 'contractor', 'partner'])
    await expect
      .poll(() => page.evaluate(() => document.querySelector('sw-console')?.shadowRoot?.activeElement?.getAttribute('aria-label')))
      .toBe('Move contractor up')

    // The users screen's type filter reads the dictionary: the new type is there, in order.
    await root(page).locator('nav[part=sidebar] a[href$="/system/users"]').click()
    await expect.poll(() => typeOptions(page), { timeout: 20_000 }).toEqual(['Any type', 'Internal', 'Contractor', 'Partner'])
    await page.goto(`${server.url}/studentwork/system/users?lang=zh`)
    await expect.poll(() => typeOptions(page), { timeout: 20_000 }).toContain('承包商')
    await page.goto(`${server.url}/studentwork/system/dicts?lang=en`)

    // Disable it: gone from the select (the users view reads the dictionary again).
    await root(page).locator('button[data-type=userType]').click()
    const toggle = root(page).locator('tr[data-entry=contractor]').getByRole('switch', { name: 'contractor enabled' })
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false')
    await root(page).locator('nav[part=sidebar] a[href$="/system/users"]').click()
    await expect.poll(() => typeOptions(page), { timeout: 20_000 }).toEqual(['Any type', 'Internal', 'Partner'])

    // The operation log: the change reads as a sentence and opens to its diff.
    await root(page).locator('nav[part=sidebar] a[href$="/system/logs"]').click()
    await root(page).locator('select[name=module]').selectOption('dicts')
    await root(page).getByRole('button', { name: 'Search', exact: true }).click()
    const disabled = root(page).locator('li[data-action="dicts.disableItem"]').first()
    await disabled.waitFor({ timeout: 20_000 })
    expect(await disabled.textContent()).toContain('Ada Admin disabled dictionary entry userType/contractor')
    expect(await root(page).locator('li[data-action="dicts.createItem"]').count()).toBe(1)
    await disabled.getByRole('button', { expanded: false }).click()
    const changed = disabled.locator('tr[data-changed]')
    await expect.poll(() => changed.count()).toBe(1)
    expect(await changed.locator('th, td').allTextContents()).toEqual(['enabled (changed)', 'true', 'false'])
    expect(await disabled.locator('tr[data-field=labelZh] td').allTextContents()).toEqual(['承包商', '承包商'])
    await context.close()
  })
})
