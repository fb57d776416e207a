// Publishing notifications (docs/spec.md#publishing) in Chromium against the reference server: an editor opens
// Messages → Publish notifications, writes in the Milkdown editor, uploads a PNG through the
// toolbar's file input (the server's address is inserted), is refused a non-image with the
// message of docs/spec.md#editor-images, is told to wait when publishing while an upload is still running (the upload
// route is delayed, not mocked), sees the preview and then the notification in the published
// list — with a period chosen in the date-and-time picker and typed; a member has no such menu.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations, signInToConsole } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

const root = (page: Page) => page.locator('sw-console')
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

describe('/notification/publish', () => {
  it('lets an editor publish a notification with an image, refuses a non-image and waits for uploads', async () => {
    const { page, context } = await signInToConsole(browser, server, 'editor@acme.test')
    await root(page).locator('nav[part=sidebar] a[href$="/notification/publish"]').click()
    await page.waitForURL(/\/notification\/publish$/)

    const form = root(page).locator('form[aria-label="New notification"]')
    await form.locator('input[name=title]').fill('Lab safety week')
    await expect.poll(() => form.locator('[data-counter]').textContent()).toBe('15 / 100')
    await expect.poll(() => form.locator('select[name=type] option').count(), { timeout: 20_000 }).toBeGreaterThan(1)
    await form.locator('select[name=type]').selectOption({ index: 1 })
    await form.locator('select[name=priority]').selectOption('high')

    // The period through the date-and-time picker (docs/spec.md#date-picker): Now for the start, from its
    // calendar with the hour and minute below the days (no axe violation), the end typed in the
    // console's wording.
    await form
      .locator('[data-date-field]')
      .filter({ has: page.locator('input[name=startTime]') })
      .locator('[data-date-trigger]')
      .click()
    const calendar = root(page).locator('[data-date-calendar=datetime]')
    await calendar.locator('select[name=hour]').waitFor()
    expect(await axeViolations(page, 'sw-console')).toEqual([])
    await calendar.getByRole('button', { name: 'Now', exact: true }).click()
    await calendar.getByRole('button', { name: 'Done', exact: true }).click()
    await calendar.waitFor({ state: 'detached' })
    expect(await form.locator('input[name=startTime]').inputValue()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d\d:\d\d$/)
    await form.locator('input[name=endTime]').fill('december 31 2030 18:00')
    await form.locator('input[name=endTime]').press('Tab')
    expect(await form.locator('input[name=endTime]').inputValue()).toBe('Dec 31, 2030 18:00')

    const editor = form.locator('[data-editor=milkdown]')
    await editor.waitFor({ timeout: 30_000 })
    await editor.click()
    await page.keyboard.type('Goggles on in every lab. ')
    await form.locator('button[data-tool=bold]').click()
    await page.keyboard.type('No exceptions.')
    const fileInput = form.locator('input[data-tool=image]')

    // Not an image: the message of docs/spec.md#editor-images, nothing sent.
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect.poll(() => form.locator('[data-problem=markdown]').textContent()).toBe('Please upload an image (jpg, jpeg, gif, png or bmp).')

    // An image: uploaded to our server first, then its address inserted.
    await fileInput.setInputFiles({ name: 'goggles.png', mimeType: 'image/png', buffer: PNG })
    await expect.poll(() => editor.locator('img:not(.ProseMirror-separator)').count(), { timeout: 20_000 }).toBe(1)
    expect(await editor.locator('img:not(.ProseMirror-separator)').getAttribute('src')).toMatch(/\/api\/file\/[\w-]+/)

    // Publishing while an upload is still running: told to wait, nothing published.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/file/upload', async (route) => {
      await held
      await route.continue()
    })
    await fileInput.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: PNG })
    await form.locator('[data-uploading]').waitFor()
    await form.locator('button[data-action=publish]').click()
    await expect.poll(() => form.locator('[data-problem=uploading]').textContent()).toBe('Uploading — please wait until every file has finished uploading.')
    release()
    await expect.poll(() => editor.locator('img:not(.ProseMirror-separator)').count(), { timeout: 20_000 }).toBe(2)
    await form.locator('[data-problem=uploading]').waitFor({ state: 'detached' })
    await page.unroute('**/api/file/upload')

    // The preview shows what readers will see: the sanitised HTML with both images.
    // By keyboard: ArrowRight from Write selects Preview and moves the focus there.
    await form.locator('button[data-tab=write]').focus()
    await page.keyboard.press('ArrowRight')
    const previewTab = form.locator('button[data-tab=preview]')
    await expect.poll(() => previewTab.getAttribute('aria-selected')).toBe('true')
    expect(await previewTab.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)
    const preview = form.locator('[data-preview]')
    await expect.poll(() => preview.locator('strong').textContent()).toBe('No exceptions.')
    expect(await preview.locator('img').count()).toBe(2)

    await form.locator('button[data-action=publish]').click()
    const row = root(page).locator('table[data-table=published] tbody tr').first()
    await expect.poll(() => row.locator('td').first().textContent(), { timeout: 20_000 }).toContain('Lab safety week')
    expect(await row.locator('[data-state]').getAttribute('data-state')).toBe('current')
    expect(await row.locator('td').nth(5).textContent()).toMatch(/^0 \/ \d+/)
    await context.close()
  })

  it('keeps a draft across a reload', async () => {
    const { page, context } = await signInToConsole(browser, server, 'editor@acme.test')
    await root(page).locator('nav[part=sidebar] a[href$="/notification/publish"]').click()
    await root(page).locator('input[name=title]').fill('Half-written notice')
    await page.reload()
    await expect.poll(() => root(page).locator('input[name=title]').inputValue(), { timeout: 20_000 }).toBe('Half-written notice')
    await root(page).locator('[data-restored]').waitFor()
    await context.close()
  })

  it('is not in the menu of a member', async () => {
    const { page, context } = await signInToConsole(browser, server, 'member@acme.test')
    await root(page).locator('nav[part=sidebar] a[href$="/mynotification"]').waitFor({ state: 'attached' })
    expect(await root(page).locator('nav[part=sidebar] a[href$="/notification/publish"]').count()).toBe(0)
    await context.close()
  })
})
