// Users import, export, columns and avatar in Chromium against the reference server: one file
// only; an unreadable file says 'Import failed'; a CSV with one bad row is reviewed (the row, its
// column and reason) before anything is stored, then the good rows are imported (a generated
// password shown once) and listed; the same file again changes nothing; the export downloads
// the filtered rows; a hidden column stays hidden after a reload until reset; an avatar is
// uploaded, previewed, saved and shown in the table. axe finds nothing in the review, the
// column chooser or the form with its avatar.
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { axeViolations, signInToConsole } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

const root = (page: Page) => page.locator('sw-console')
const CSV = [
  'username,nickname,fullName,status,userType,roleId,orgId,initialPassword',
  'e2e.imp1@acme.test,Imp One,Imported One,Enabled,Partner,ROLE_MEMBER,ORG00001,',
  'e2e.imp2@acme.test,Imp Two,Imported Two,启用,内部,Editor,Acme Lab 00002,Secr3t!x',
  'e2e.imp3@acme.test,Imp Three,Imported Three,Sleeping,Internal,ROLE_MEMBER,ORG00001,',
].join('\n')
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const file = (name: string, text: string | Buffer, mimeType = 'text/csv') => ({ name, mimeType, buffer: Buffer.isBuffer(text) ? text : Buffer.from(text) })

async function search(page: Page, keyword: string) {
  await root(page).locator('input[name=keyword]').fill(keyword)
  await root(page).getByRole('button', { name: 'Search', exact: true }).click()
}

describe('/system/users import and export', () => {
  it('imports a file with one bad row after a review, imports it again without change, exports the filtered rows', async () => {
    const { page, context } = await signInToConsole(browser, server, 'admin@acme.test')
    await root(page).locator('nav[part=sidebar] a[href$="/system/users"]').click()
    await root(page).locator('tbody tr').first().waitFor({ timeout: 20_000 })

    await root(page).locator('button[data-action=import-users]').click()
    const dialog = root(page).getByRole('dialog', { name: 'Import users' })
    const input = dialog.locator('input[type=file]')
    await input.setInputFiles([file('a.csv', CSV), file('b.csv', CSV)])
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Current limit: select 1 file')
    await input.setInputFiles([file('users.xlsx', 'not a workbook')])
    await expect.poll(() => dialog.getByRole('alert').first().textContent(), { timeout: 20_000 }).toContain('Import failed')
    await dialog.getByRole('button', { name: 'Choose another file' }).click()

    await input.setInputFiles([file('users.csv', CSV)])
    const counts = dialog.locator('[data-created]')
    await expect.poll(() => counts.getAttribute('data-created'), { timeout: 20_000 }).toBe('2')
    const problem = dialog.locator('tr[data-row]')
    expect(await problem.count()).toBe(1)
    expect(await problem.getAttribute('data-row')).toBe('4')
    expect(await problem.getAttribute('data-column')).toBe('status')
    expect(await problem.textContent()).toContain('“Sleeping” is not a known status')
    expect(await axeViolations(page)).toEqual([])

    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download as CSV' }).click()
    expect(await readFile((await (await download).path())!, 'utf8')).toContain('4,status,“Sleeping” is not a known status')

    await dialog.locator('button[data-action=import]').click()
    await expect.poll(() => dialog.locator('[data-created]').textContent(), { timeout: 20_000 }).toContain('Created: 2')
    expect(await dialog.locator('[data-password-for]').count()).toBe(1)
    expect(await dialog.locator('[data-password-for]').getAttribute('data-password-for')).toBe('e2e.imp1@acme.test')
    await dialog.getByRole('button', { name: 'Done' }).click()
    await search(page, 'e2e.imp')
    await expect.poll(() => root(page).locator('tr[data-user^="e2e.imp"]').count()).toBe(2)

    // The same file again: nothing to create or update, Import stays off.
    await root(page).locator('button[data-action=import-users]').click()
    await dialog.locator('input[type=file]').setInputFiles([file('users.csv', CSV)])
    await expect.poll(() => dialog.locator('[data-unchanged]').getAttribute('data-unchanged'), { timeout: 20_000 }).toBe('2')
    expect(await dialog.locator('[data-created]').getAttribute('data-created')).toBe('0')
    expect(await dialog.locator('[data-updated]').getAttribute('data-updated')).toBe('0')
    expect(await dialog.locator('button[data-action=import]').isDisabled()).toBe(true)
    await dialog.getByRole('button', { name: 'Close' }).click()

    // Export of the filtered users (the search above), all pages.
    const exported = page.waitForEvent('download')
    await root(page).locator('button[data-action=export-csv]').click()
    const csv = await readFile((await (await exported).path())!, 'utf8')
    const lines = csv.trim().split(/\r?\n/)
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^username,/)
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(['e2e.imp1@acme.test', 'e2e.imp2@acme.test'])
    expect((page as unknown as { errors: string[] }).errors).toEqual([])
    await context.close()
  })

  it('hides a column until reset, and uploads an avatar shown in the table', async () => {
    const { page, context } = await signInToConsole(browser, server, 'admin@acme.test')
    await root(page).locator('nav[part=sidebar] a[href$="/system/users"]').click()
    await root(page).locator('tbody tr').first().waitFor({ timeout: 20_000 })
    const header = root(page).locator('thead')
    expect(await header.textContent()).toContain('Organisation')
    await root(page).locator('button[data-action=columns]').click()
    expect(await axeViolations(page)).toEqual([])
    await root(page).getByRole('checkbox', { name: 'Organisation' }).uncheck()
    await page.keyboard.press('Escape')
    await expect.poll(() => header.textContent()).not.toContain('Organisation')
    await page.reload()
    await root(page).locator('tbody tr').first().waitFor({ timeout: 20_000 })
    expect(await root(page).locator('thead').textContent()).not.toContain('Organisation')
    await root(page).locator('button[data-action=columns]').click()
    await root(page).getByRole('button', { name: 'Reset columns' }).click()
    await expect.poll(() => root(page).locator('thead').textContent()).toContain('Organisation')
    await page.keyboard.press('Escape')

    await search(page, 'editor@acme.test')
    const user = root(page).locator('tr[data-user="editor@acme.test"]')
    await user.getByRole('button', { name: 'Edit' }).click()
    const form = root(page).getByRole('dialog', { name: 'Edit editor@acme.test' })
    const avatar = form.locator('input[name=avatar]')
    await avatar.setInputFiles([file('face.png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png')])
    await expect.poll(() => form.getByRole('alert').textContent(), { timeout: 10_000 }).toContain('only PNG, JPEG, GIF, BMP or WebP')
    await avatar.setInputFiles([file('face.png', PNG, 'image/png')])
    const preview = form.locator('img[data-preview]')
    await preview.waitFor({ timeout: 10_000 })
    expect(await axeViolations(page)).toEqual([])
    expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)
    await form.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => user.locator('img').count()).toBe(1)
    const src = (await user.locator('img').getAttribute('src'))!
    expect(src).toMatch(/^\/api\/file\/[0-9a-f]{32}$/)
    const served = await page.request.get(`${server.url}${src}`)
    expect(served.headers()['content-type']).toBe('image/png')
    expect(served.headers()['content-security-policy']).toContain("default-src 'none'")
    expect((page as unknown as { errors: string[] }).errors).toEqual([])
    await context.close()
  })
})
