/**
 * Screenshot recipes for the attendance screens of `<sw-console>` (used by scripts/screenshots.ts):
 * the sign-in records (chart and table; filtered to outside), the sign-in scope editor and its
 * organisation list, the rules (the built-in ones, the form with a bad grace, the scopes that
 * apply), the member's month (and a member of two organisations choosing the second), the
 * approvals queue, a missed check-in and a leave request, the report and a member's month from it,
 * the workbench's check-in card and `<sw-signin-map>` in each mode on a host page.
 */
import type { Page } from 'playwright-core'
import { submitConsoleLogin } from './drive/browser.ts'
import { chooseFurtherOrg, consoleRoot, openScreens, openUserForm, signedIn, signIn, signInAs, type Shot } from './shotKit.ts'

/** As the signed-in administrator: adds the organisation found by `query` to `username`'s further
 * organisations in the user form, and saves. */
export async function addFurtherOrg(page: Page, username: string, query: string): Promise<void> {
  const further = await openUserForm(page, username)
  const root = consoleRoot(page)
  // Already one of them (an earlier language's run on this server): nothing to add.
  if ((await further.locator('ul li').allTextContents()).some((chip) => chip.includes(query))) {
    await root.getByRole('button', { name: /^(Cancel|取消)$/ }).click()
    return
  }
  await chooseFurtherOrg(further, query)
  await root.locator('[role=dialog] form button[type=submit]').click()
  await root.locator('[role=dialog]').waitFor({ state: 'detached', timeout: 30_000 })
}

/** The report opened on the month of the seeded check-ins (the weeks before today). */
async function openSeededReport(page: Page) {
  await openScreens(page, ['/attendance/reports'])
  const root = consoleRoot(page)
  await root.locator('[data-report-table=member]').waitFor({ timeout: 30_000 })
  const seeded = new Date(Date.now() - 10 * 86_400_000)
  if (seeded.getMonth() !== new Date().getMonth()) await root.getByRole('button', { name: /Previous month|上个月|上個月/ }).click()
  return root
}

export const ATTENDANCE_SHOTS: Shot[] = [
  {
    name: 'attendance-records',
    path: '/studentwork/login',
    async prepare(page) {
      await submitConsoleLogin(page)
      await page.waitForURL(/\/workbench/, { timeout: 30_000 })
      await openScreens(page, ['/attendance/records'])
      await consoleRoot(page).locator('tbody tr').first().waitFor({ timeout: 20_000 })
      await consoleRoot(page).locator('[data-chart=daily-counts] canvas').waitFor()
      await page.waitForTimeout(400)
    },
  },
  {
    name: 'attendance-records-outside',
    path: '/studentwork/login',
    async prepare(page) {
      await submitConsoleLogin(page)
      await page.waitForURL(/\/workbench/, { timeout: 30_000 })
      await openScreens(page, ['/attendance/records'])
      await consoleRoot(page).locator('select[name=verdict]').selectOption('outside', { timeout: 20_000 })
      await consoleRoot(page).locator('tbody tr[data-verdict=outside]').first().waitFor({ timeout: 20_000 })
      await consoleRoot(page).locator('table').first().scrollIntoViewIfNeeded()
      await page.waitForTimeout(400)
    },
  },
  signedIn('attendance-scope', async (page) => {
    await openScreens(page, ['/attendance/scope'])
    await consoleRoot(page).locator('input[name=orgQuery]').fill('00027', { timeout: 30_000 })
    const option = consoleRoot(page).locator('[data-org-listbox] [role=option]').first()
    await option.waitFor({ timeout: 30_000 })
    await option.click()
    await consoleRoot(page).locator('[data-signin-map] canvas').first().waitFor({ timeout: 30_000 })
    await page.waitForTimeout(1500)
  }),
  {
    name: 'attendance-scope-list',
    path: '/studentwork/login',
    async prepare(page) {
      // The organisation listbox before a choice: all 10 000, the third one active.
      await signIn(page)
      await openScreens(page, ['/attendance/scope'])
      await consoleRoot(page).locator('[data-org-listbox] [role=option]').first().waitFor({ timeout: 30_000 })
      const query = consoleRoot(page).locator('input[name=orgQuery]')
      await query.press('ArrowDown')
      await query.press('ArrowDown')
      await page.waitForTimeout(300)
    },
  },
  signedIn('attendance-rules', async (page) => {
    // The tenant's rules before any are set: the built-in ones, then the form that sets them.
    await openScreens(page, ['/attendance/rules'])
    await consoleRoot(page).locator('[data-rules-source]').waitFor({ timeout: 30_000 })
  }),
  signedIn('attendance-rules-form', async (page) => {
    await openScreens(page, ['/attendance/rules'])
    await consoleRoot(page).locator('[data-rules-edit]').click({ timeout: 30_000 })
    await consoleRoot(page).locator('input[name=start]').fill('08:30')
    await consoleRoot(page).locator('input[name=graceMinutes]').fill('300')
    await consoleRoot(page).locator('form[aria-label] button[type=submit]').click()
    await consoleRoot(page).locator('input[name=graceMinutes][aria-invalid=true]').waitFor()
  }),
  signedIn('attendance-rules-scopes', async (page) => {
    // The form's scopes: only those chosen here, two of them, the list searched.
    await openScreens(page, ['/attendance/rules'])
    await consoleRoot(page).locator('[data-rules-edit]').click({ timeout: 30_000 })
    const scopes = consoleRoot(page).locator('[data-rule-scopes]')
    await scopes.locator('input[type=radio]').nth(1).check()
    await scopes.locator('label', { hasText: 'Xuhui campus' }).locator('input').check({ timeout: 30_000 })
    await scopes.locator('label', { hasText: 'Zhongguancun site' }).locator('input').check()
    await scopes.scrollIntoViewIfNeeded()
  }),
  signedIn('attendance-month', 'member@acme.test', async (page) => {
    await openScreens(page, ['/attendance/month'])
    await consoleRoot(page).locator('[data-day-detail]').waitFor({ timeout: 30_000 })
  }),
  signedIn('attendance-month-orgs', async (page, lang) => {
    // A member of two organisations (the Beijing campus added in the user form, then saved): their
    // month offers the choice, and shows the campus's.
    await addFurtherOrg(page, 'member@acme.test', '00027')
    await page.context().clearCookies()
    await page.goto(page.url().replace(/\/studentwork\/.*$/, `/studentwork/login?lang=${lang}`))
    await signInAs(page, 'member@acme.test')
    await openScreens(page, ['/attendance/month'])
    const orgs = consoleRoot(page).locator('[data-member-orgs] select')
    await orgs.selectOption({ index: 1 }, { timeout: 30_000 })
    await consoleRoot(page).locator('[data-day-detail]').waitFor({ timeout: 30_000 })
    await page.waitForTimeout(300)
  }),
  {
    name: 'attendance-approvals',
    path: '/studentwork/login',
    async prepare(page, lang) {
      // A member checks in 11 km from their head office and sends it for approval with a photo
      // (through the API, as the console would); the administrator's queue shows it.
      await signInAs(page, 'member@acme.test')
      await page.evaluate(async () => {
        const token = decodeURIComponent(
          document.cookie
            .split('; ')
            .find((c) => c.startsWith('token='))
            ?.slice(6) ?? '',
        )
        const headers = { Authorization: `Bearer ${token}` }
        const json = { ...headers, 'Content-Type': 'application/json' }
        const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
          c.charCodeAt(0),
        )
        const form = new FormData()
        form.set('file', new File([png], 'evidence.png', { type: 'image/png' }))
        const file = (await (await fetch('/api/file/upload', { method: 'POST', headers, body: form })).json()) as { data: { key: string } }
        const body = JSON.stringify({ lat: 31.304, lng: 121.5904, accuracy: 12, reason: 'At the Zhangjiang partner lab' })
        const checkIn = (await (await fetch('/api/attendance/checkin/checkIn', { method: 'POST', headers: json, body })).json()) as { data: { id: number } }
        await fetch('/api/attendance/approval/submitApproval', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            checkInId: checkIn.data.id,
            reason: 'At the Zhangjiang partner lab for the assay review',
            photo: `/api/file/${file.data.key}`,
          }),
        })
      })
      await page.context().clearCookies()
      await page.goto(page.url().replace(/\/studentwork\/.*$/, `/studentwork/login?lang=${lang}`))
      await signIn(page)
      await openScreens(page, ['/attendance/approvals'])
      await consoleRoot(page).locator('[data-approval]').first().waitFor({ timeout: 30_000 })
    },
  },
  signedIn('attendance-missed', 'member@acme.test', async (page) => {
    // A day of the member's month short of a check-in: the missed check-in dialog, the reason missing.
    await openScreens(page, ['/attendance/month'])
    const root = consoleRoot(page)
    await root.locator('[data-day-detail]').waitFor({ timeout: 30_000 })
    const short = root.locator('[data-date][data-state=absent], [data-date][data-state=no-check-in], [data-date][data-state=no-check-out]')
    if ((await short.count()) === 0) await root.getByRole('button', { name: /Previous month|上个月|上個月/ }).click()
    await short.first().click({ timeout: 30_000 })
    await root.locator('[data-action=report-missed]').click()
    const form = root.locator('[data-missed-request]')
    await form.locator('button[type=submit]').click()
    await form.locator('input[name=reason][aria-invalid=true]').waitFor()
  }),
  signedIn('attendance-reports', 'admin@acme.test', async (page) => {
    // The month of the seeded check-ins (the weeks before today) by member, worst first.
    const root = await openSeededReport(page)
    await root.locator('[data-chart=report-days] canvas').waitFor({ timeout: 30_000 })
    await root
      .locator('th[aria-sort] button')
      .filter({ hasText: /^(Absent|缺勤)$/ })
      .click()
    await root.locator('th[aria-sort=descending]').waitFor()
  }),
  signedIn('attendance-report-member', 'admin@acme.test', async (page) => {
    // A member's month opened from the report.
    const root = await openSeededReport(page)
    await root.locator('[data-report-open]').first().click()
    await root.locator('[data-member-month] [data-day-detail]').waitFor({ timeout: 30_000 })
  }),
  signedIn('attendance-leave', 'member@acme.test', async (page) => {
    // The leave request dialog over the member's month, a kind chosen and the reason missing.
    await openScreens(page, ['/attendance/month'])
    await consoleRoot(page).locator('[data-action=request-leave]').click({ timeout: 30_000 })
    const form = consoleRoot(page).locator('[data-leave-request]')
    await form.locator('select[name=leaveType] option[value=annual]').waitFor({ state: 'attached', timeout: 30_000 })
    await form.locator('select[name=leaveType]').selectOption('annual')
    await form.locator('button[type=submit]').click()
    await form.locator('input[name=reason][aria-invalid=true]').waitFor()
  }),
  {
    name: 'attendance-check-in',
    path: '/studentwork/login',
    async prepare(page) {
      // 55 m from the centre of the member's head office (the only thing set by hand).
      await page.context().grantPermissions(['geolocation'])
      await page.context().setGeolocation({ latitude: 31.2045, longitude: 121.5904, accuracy: 25 })
      await submitConsoleLogin(page, 'member@acme.test')
      await page.waitForURL(/\/workbench/)
      const card = consoleRoot(page).locator('[data-check-in-card]')
      await card.locator('button').first().click()
      await card.locator('[data-verdict], [data-position-problem]').first().waitFor({ timeout: 30_000 })
      await card.locator('[data-signin-map] canvas').first().waitFor()
      await page.waitForTimeout(1500)
    },
  },
  {
    name: 'element-signin-map',
    path: '/studentwork/login',
    async prepare(page, lang) {
      await submitConsoleLogin(page, 'member@acme.test')
      await page.waitForURL(/\/workbench/)
      await page.context().grantPermissions(['geolocation'])
      await page.context().setGeolocation({ latitude: 31.2052, longitude: 121.5904, accuracy: 30 })
      const url = new URL(page.url())
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>sw-signin-map</title><script type="module" src="/studentwork/elements/sw-signin-map.js"></script></head><body style="margin:0;padding:12px;display:grid;gap:24px;font-family:sans-serif">${(
        ['view', 'edit', 'check-in'] as const
      )
        .map(
          (mode) =>
            `<section><h2>${mode}</h2><sw-signin-map mode="${mode}" lang="${lang}"${mode === 'check-in' ? '' : ' lat="31.2040" lng="121.5904" radius="200"'}></sw-signin-map></section>`,
        )
        .join('')}</body></html>`
      await page.route(`${url.origin}/studentwork/signin-map-host`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
      )
      await page.goto(`${url.origin}/studentwork/signin-map-host`)
      for (const i of [0, 1, 2]) await page.locator('sw-signin-map').nth(i).locator('[data-signin-map] canvas').first().waitFor({ timeout: 30_000 })
      await page.locator('sw-signin-map[mode=check-in]').locator('[data-verdict], [data-position-problem]').first().waitFor({ timeout: 30_000 })
      await page.waitForTimeout(1500)
    },
  },
]
