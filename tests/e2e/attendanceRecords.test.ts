// The sign-in records screen in Chromium against the reference server: an administrator opens
// it from the sidebar, sees the seeded check-ins and the daily chart, filters by verdict (every
// row outside, the chart still drawn), flagged only, and exports the filtered rows as CSV — the
// downloaded file holds exactly the outside records the server has. In a Chinese console opened in
// an English browser (docs/spec.md#date-picker) the "To" date picker is Chinese — month caption, weekday
// names from Monday, day labels — a day chosen with the keyboard shows in Chinese and filters.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { newPage, submitConsoleLogin, signInToConsole } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

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
    expect(await chart.getAttribute('aria-label')).toMatch(
      /^Check-ins per day from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d: \d+ inside, \d+ uncertain, \d+ outside$/,
    )
    const pager = root(page).locator('nav[aria-label=Pages] span')
    expect(await pager.textContent()).toMatch(/^Page 1 of [\d,]+ · [\d,]+ records$/)

    await root(page).locator('select[name=verdict]').selectOption('outside')
    await expect.poll(async () => new Set(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-verdict'))))).toEqual(new Set(['outside']))
    await expect.poll(() => pager.textContent()).toMatch(/· [\d,]+ records$/)
    const outsideTotal = Number((await pager.textContent())!.match(/· ([\d,]+) records/)![1]!.replaceAll(',', ''))
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
    const flags = await root(page)
      .locator('tbody [data-flag]')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-flag')))
    expect(new Set(flags)).toEqual(new Set(['null-island', 'implausible-speed']))
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    await context.close()
  })

  it("picks the days in the console's language, not the browser's: zh in an en-US browser", async () => {
    const { page, context } = await newPage(browser, { locale: 'en-US' })
    await page.goto(`${server.url}/studentwork/login?lang=zh`)
    await submitConsoleLogin(page)
    await page.waitForURL(/\/workbench$/)
    await root(page).locator('nav[part=sidebar] a[href$="/attendance/records"]').click()
    await page.waitForURL(/\/attendance\/records$/)
    const rows = root(page).locator('tbody tr[data-record]')
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(20)
    const days = () => rows.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!.slice(0, 10)))
    // The latest check-in's day; "To" the day before it leaves that day out.
    const latest = (await days())[0]!
    const target = new Date(Date.parse(`${latest}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

    const field = root(page)
      .locator('[data-date-field]')
      .filter({ has: page.locator('input[name=to]') })
    expect(await field.locator('label').textContent()).toBe('结束日期')
    expect(await field.locator('input').getAttribute('placeholder')).toBe('年-月-日')
    await field.locator('[data-date-trigger]').click()
    const calendar = root(page).locator('[data-date-calendar]')
    await calendar.locator('[role=grid]').waitFor()
    expect(await calendar.locator('.rdp-caption_label').textContent()).toMatch(/^\d{4}年\d{1,2}月$/)
    expect(await calendar.locator('thead th').allTextContents()).toEqual(['一', '二', '三', '四', '五', '六', '日'])
    expect(await calendar.locator('.rdp-button_previous').getAttribute('aria-label')).toBe('前往上个月')
    expect(await calendar.getByRole('button', { name: '今天', exact: true }).count()).toBe(1)
    // Focus starts on the chosen day, today by default (the calendar's own first focus in the
    // shadow root); the arrows walk back to the target across months, Enter chooses it.
    const active = () => page.evaluate(() => document.querySelector('sw-console')!.shadowRoot!.activeElement?.getAttribute('aria-label') ?? '')
    await expect.poll(active).toMatch(/^今天，\d{4}年\d{1,2}月\d{1,2}日 ?星期[一二三四五六日]，已选择$/)
    const today = await page.evaluate(() => {
      const d = new Date()
      return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate())
    })
    for (let i = 0; i < (today - Date.parse(`${target}T00:00:00Z`)) / 86_400_000; i++) await page.keyboard.press('ArrowLeft')
    const [y, m, d] = target.split('-').map(Number)
    await expect.poll(active).toMatch(new RegExp(`^${y}年${m}月${d}日 ?星期[一二三四五六日]$`))
    await page.keyboard.press('Enter')
    await calendar.waitFor({ state: 'detached' })
    expect(await field.locator('input').inputValue()).toBe(`${y}年${m}月${d}日`)
    // Focus is back on the button that opened the calendar.
    expect(await page.evaluate(() => document.querySelector('sw-console')!.shadowRoot!.activeElement?.hasAttribute('data-date-trigger'))).toBe(true)
    await expect.poll(async () => (await days()).every((day) => day <= target) && (await rows.count()) > 0, { timeout: 10_000 }).toBe(true)

    // Text typed in Chinese applies too; text that is not a date changes nothing and says so.
    const from = root(page).locator('input[name=from]')
    await from.fill('2020年2月30日')
    await from.press('Enter')
    expect(await from.getAttribute('aria-invalid')).toBe('true')
    expect(
      await root(page)
        .locator(`#${await from.getAttribute('aria-describedby')}`)
        .textContent(),
    ).toMatch(/^请输入日期，例如 \d{4}年\d{1,2}月\d{1,2}日 或 \d{4}-\d\d-\d\d。$/)
    // "From" the latest day left (a weekday with check-ins): that day alone.
    const shown = (await days())[0]!
    const [sy, sm, sd] = shown.split('-').map(Number)
    await from.fill(`${sy}年${sm}月${sd}日`)
    await from.press('Enter')
    await expect.poll(async () => (await days()).every((day) => day === shown) && (await rows.count()) > 0).toBe(true)
    expect(await from.inputValue()).toBe(`${sy}年${sm}月${sd}日`)
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    await context.close()
  })

  it('is refused to a member, who has no such menu', async () => {
    const { page, context } = await signInToConsole(browser, server, 'member@acme.test')
    expect(await root(page).locator('nav[part=sidebar] a[href$="/attendance/records"]').count()).toBe(0)
    await context.close()
  })
})
