// The monthly attendance report in Chromium against the reference server (its stored days are
// the seed's weeks): an administrator opens it from the sidebar — the month's totals, the daily
// chart, a row per member; sorts by late minutes (the server sorts: each row's minutes no fewer
// than the next's); finds a member and opens her month, whose absent and late days are the ones
// her row counts (the days before the seed's first are untracked); narrows the report to an organisation from the organisations' rows; and
// exports the rows as CSV — one line per row the report counts, the counts as in the table.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { signInToConsole } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

const root = (page: Page) => page.locator('sw-console')
const number = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

describe('/attendance/reports', () => {
  it('the month’s totals and rows; sorted, a member’s month to the day, an organisation, the CSV', async () => {
    const { page, context } = await signInToConsole(browser, server, 'admin@acme.test')
    await root(page).locator('nav[part=sidebar] a[href$="/attendance/reports"]').click()
    await page.waitForURL(/\/attendance\/reports$/)
    // Early in a month the seeded weeks are in the month before.
    const members = root(page).locator('[data-tile=members]')
    await Promise.race([members.waitFor({ timeout: 20_000 }), root(page).locator('[data-report-empty]').waitFor({ timeout: 20_000 })])
    if (!(await members.isVisible())) await root(page).getByRole('button', { name: 'Previous month' }).click()
    await members.waitFor({ timeout: 20_000 })
    expect(number(await members.textContent())).toBeGreaterThan(1000)
    const through = (await root(page).locator('[data-report-through]').getAttribute('data-report-through'))!
    expect(through).toMatch(/^\d{4}-\d\d-\d\d$/)
    expect(await root(page).locator('[data-chart=report-days] canvas').getAttribute('aria-label')).toMatch(
      /^Member-days of the month: \d+ on time, \d+ late, \d+ absent, \d+ otherwise irregular, \d+ on leave$/,
    )
    const rows = root(page).locator('[data-report-table=member] tbody tr')
    await expect.poll(() => rows.count()).toBe(20)

    // Late minutes, most first: sorted by the server across all 1 295 members.
    await root(page).locator('th button', { hasText: 'Late min' }).click()
    await expect.poll(() => root(page).locator('th[aria-sort=descending]').textContent()).toBe('Late min')
    // The sixth cell after the name: late minutes.
    await expect
      .poll(async () => {
        const minutes = await rows.locator('td:nth-of-type(6)').allTextContents()
        return minutes.map(number).every((m, i, all) => i === 0 || all[i - 1]! >= m)
      })
      .toBe(true)

    // Mia's row, and her month: the absent and late days in the calendar are the row's.
    const search = root(page).locator('input[name=keyword]')
    await search.fill('member@acme')
    await search.press('Enter')
    await expect.poll(() => rows.count()).toBe(1)
    const cells = (await rows.first().locator('td').allTextContents()).map(number)
    // Organisation, due, on time, rate, late, late min, left early, absent, missed, leave, outside.
    const [, , onTime, , late, , , absent] = cells
    await rows.first().locator('[data-report-open]').click()
    const month = root(page).locator('[data-member-month]')
    await month.locator('[data-day-detail]').waitFor({ timeout: 20_000 })
    // The stored days: up to the report's date (today, still open, is not in the report yet).
    const states = await month
      .locator('[data-date][data-state]')
      .evaluateAll((days, last) => days.filter((d) => d.getAttribute('data-date')! <= last).map((d) => d.getAttribute('data-state')), through)
    expect(states.filter((s) => s === 'absent').length).toBe(absent)
    expect(states.filter((s) => s === 'late').length).toBe(late)
    expect(states.filter((s) => s === 'on-time').length).toBe(onTime)
    await page.keyboard.press('Escape')
    await month.waitFor({ state: 'detached' })

    // The organisations; one opened narrows the members to it.
    await search.fill('')
    await search.press('Enter')
    await root(page).getByRole('tab', { name: 'By organisation' }).click()
    const orgRows = root(page).locator('[data-report-table=org] tbody tr')
    await expect.poll(() => orgRows.count()).toBe(20)
    await root(page).locator('th button', { hasText: 'Members' }).click()
    await expect.poll(() => root(page).locator('th[aria-sort=descending]').textContent()).toBe('Members')
    const top = orgRows.first()
    const orgName = (await top.locator('[data-report-open]').textContent())!
    const orgMembers = number(await top.locator('td').first().textContent())
    await top.locator('[data-report-open]').click()
    await root(page).locator('[data-report-table=member]').waitFor()
    await expect.poll(async () => number(await root(page).locator('[data-tile=members]').textContent())).toBeGreaterThanOrEqual(orgMembers)
    await expect.poll(() => root(page).locator('[data-action=org-filter]').textContent()).toBe(orgName)

    // Every row of the narrowed report as CSV.
    const pager = root(page).locator('nav[aria-label=Pages] span')
    const total = number((await pager.textContent())!.split('·')[1] ?? '')
    const download = page.waitForEvent('download')
    await root(page).getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^attendance-members-\d{4}-\d\d\.csv$/)
    const lines = (await readFile((await file.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toBe(
      'month,user,nickname,userId,organisation,due_days,on_time_days,on_time_rate,late_days,late_minutes,left_early_days,early_minutes,absent_days,missed_days,leave_days,outside_days',
    )
    expect(lines).toHaveLength(total + 1)
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    await context.close()
  })
})
