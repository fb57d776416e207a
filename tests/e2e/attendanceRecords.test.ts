// The sign-in records screen in Chromium against the reference server: an administrator opens
// it from the sidebar, sees the seeded check-ins and the daily chart, filters by verdict (every
// row outside, the chart still drawn), flagged only, and exports the filtered rows as CSV — the
// downloaded file holds exactly the outside records the server has.
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, startServer, type RunningServer, signInToConsole } from './harness.ts'

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

describe('/attendance/records', () => {
  it('shows the records and the chart, filters by verdict and flags, exports the filtered rows as CSV', async () => {
    const { page, context } = await signInToConsole(browser, server, 'admin@acme.test')
    await root(page).locator('nav[part=sidebar] a[href$="/attendance/records"]').click()
    await page.waitForURL(/\/attendance\/records$/)
    const rows = root(page).locator('tbody tr[data-record]')
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(20)
    const chart = root(page).locator('[data-chart=daily-counts] canvas')
    await chart.waitFor()
    expect(await chart.getAttribute('aria-label')).toMatch(/^Check-ins per day from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d: \d+ inside, \d+ uncertain, \d+ outside$/)
    const pager = root(page).locator('nav[aria-label=Pages] span')
    expect(await pager.textContent()).toMatch(/^Page 1 of \d+ · \d+ records$/)

    await root(page).locator('select[name=verdict]').selectOption('outside')
    await expect.poll(async () => new Set(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-verdict'))))).toEqual(new Set(['outside']))
    await expect.poll(() => pager.textContent()).toMatch(/· \d+ records$/)
    const outsideTotal = Number((await pager.textContent())!.match(/· (\d+) records/)![1])
    expect(outsideTotal).toBeGreaterThan(3)
    await expect.poll(async () => (await chart.getAttribute('aria-label')) ?? '').toMatch(/: 0 inside, 0 uncertain, [1-9]\d* outside$/)
    // A reason given outside reads in the table.
    expect(await root(page).locator('tbody').textContent()).toMatch(/Client visit|partner lab|Conference|Train delayed/)

    const download = page.waitForEvent('download')
    await root(page).getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('sign-in-records.csv')
    const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '')
    const lines = csv.trim().split(/\r?\n/)
    expect(lines[0]).toBe('time,user,userId,organisation,lat,lng,accuracy_m,distance_m,verdict,scope,reason,flags')
    expect(lines).toHaveLength(outsideTotal + 1)
    expect(lines.slice(1).every((line) => line.includes(',outside,'))).toBe(true)

    await root(page).locator('select[name=verdict]').selectOption('')
    await root(page).getByLabel('Flagged only').check()
    await expect.poll(() => root(page).locator('tbody [data-flag]').count()).toBeGreaterThanOrEqual(2)
    const flags = await root(page).locator('tbody [data-flag]').evaluateAll((items) => items.map((li) => li.getAttribute('data-flag')))
    expect(new Set(flags)).toEqual(new Set(['null-island', 'implausible-speed']))
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    await context.close()
  })

  it('is refused to a member, who has no such menu', async () => {
    const { page, context } = await signInToConsole(browser, server, 'member@acme.test')
    expect(await root(page).locator('nav[part=sidebar] a[href$="/attendance/records"]').count()).toBe(0)
    await context.close()
  })
})
