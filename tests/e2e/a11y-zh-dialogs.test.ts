/**
 * Accessibility (2 of 2): axe-core on every first screen in Chinese at 375 px, and on the states
 * a first screen does not show — the publishing editor, preview and list, the organisation tree
 * searched with its move dialog, the scope picker, the compound workspace with a compound open,
 * /2d analysed, the import dialog and the chart, the notification centre and the bell — in
 * English and Chinese: no moderate, serious or critical violations, no page wider than the window.
 * The administrator's pages start from the session the first screens signed in once per language.
 */
import { describe, expect, it } from 'vitest'
import { axeViolations as violations, newPage, submitConsoleLogin } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'
import { BASE, firstScreens, signedIn, VIEWS } from './a11yScreens.ts'

serverAndBrowser()

describe('axe-core: no moderate, serious or critical violations', () => {
  firstScreens('zh', 375)

  it.each([
    ['en', 1280],
    ['zh', 375],
  ] as const)('on the publishing screen: the editor loaded, the preview, and the published list (%s, %i px)', async (lang, width) => {
    const { page, context } = await newPage(browser, { width, height: 800, storageState: await signedIn(lang) })
    await page.goto(`${server.url}${BASE}/notification/publish`)
    await page.locator('sw-console [data-editor=milkdown]').waitFor({ timeout: 30_000 })
    expect(await violations(page)).toEqual([])
    await page.locator('sw-console button[data-tab=preview]').click()
    await page.locator('sw-console [data-preview]').waitFor()
    expect(await violations(page)).toEqual([])
    await page.locator('sw-console button[data-tab=published]').click()
    await page.locator('sw-console table[data-table=published], sw-console [data-empty]').first().waitFor({ timeout: 20_000 })
    expect(await violations(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await context.close()
  })

  it.each([
    ['en', 1280],
    ['zh', 375],
  ] as const)('on the organisation tree searched by pinyin with a node chosen, and its Move to… dialog (%s, %i px)', async (lang, width) => {
    const { page, context } = await newPage(browser, { width, height: 800, storageState: await signedIn(lang) })
    await page.goto(`${server.url}${BASE}/system/orgs`)
    const tree = page.locator('sw-console [role=tree]')
    await tree.locator('[role=treeitem]').first().waitFor({ timeout: 30_000 })
    await page.locator('sw-console input[name=orgSearch]').fill('bj')
    await tree.locator('mark').first().waitFor()
    await tree.locator('[role=treeitem]').nth(1).click()
    await page.locator('sw-console [data-org-details]').waitFor()
    expect(await violations(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.locator('sw-console [data-action=move]').click()
    await page.locator('sw-console input[name=parentQuery]').fill('sh')
    await page.locator('sw-console form[data-org-move] input[type=radio]').first().waitFor()
    expect(await violations(page)).toEqual([])
    await context.close()
  })

  it('on the sign-in scope screen with an organisation chosen in the picker', async () => {
    const { page, context } = await newPage(browser, { storageState: await signedIn('en') })
    await page.goto(`${server.url}${BASE}/attendance/scope`)
    const picker = page.locator('sw-console [data-org-listbox]')
    await picker.locator('input[name=orgQuery]').fill('00027', { timeout: 30_000 })
    await picker.locator('[role=option]').first().click()
    await expect.poll(() => picker.locator('[role=option][aria-selected=true]').count()).toBe(1)
    await page.waitForTimeout(400)
    expect(await violations(page)).toEqual([])
    await context.close()
  })

  it('on the compound workspace with a compound open: table, structure, rule panels and risk badges', async () => {
    const { page, context } = await newPage(browser, { storageState: await signedIn('en') })
    await page.goto(`${server.url}${BASE}/sider`)
    const first = page.locator('sw-console section[aria-labelledby=sw-sider-title] tbody tr button').first()
    await first.waitFor({ timeout: 20_000 })
    await first.click()
    await page.locator('sw-console aside [data-property=formula]').waitFor()
    await page.locator('sw-console aside details[data-rule] summary').nth(1).click()
    expect(await violations(page)).toEqual([])
    await context.close()
  })

  it.each([
    ['en', 1280],
    ['zh', 375],
  ] as const)('on /2d with a structure RDKit has analysed: properties, radar, BOILED-Egg, rules and alerts (%s, %i px)', async (lang, width) => {
    const { page, context } = await newPage(browser, { width, height: 800, storageState: await signedIn(lang) })
    // A rhodanine: PAINS and Brenk alerts, one chosen and highlighted.
    await page.goto(`${server.url}${BASE}/2d?smiles=${encodeURIComponent('O=C1NC(=S)SC1=Cc1ccc(O)cc1')}`)
    await page.locator('sw-console [data-gi]').waitFor({ timeout: 30_000 })
    await page.locator('sw-console [data-alert]').nth(1).click()
    expect(await violations(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await context.close()
  })

  it('on the compound workspace: the import dialog at its column step, and the structure–activity chart', async () => {
    const { page, context } = await newPage(browser, { storageState: await signedIn('en') })
    await page.goto(`${server.url}${BASE}/sider`)
    const root = page.locator('sw-console')
    await root.locator('button[data-action=import]').click({ timeout: 20_000 })
    const csv = 'name,smiles,IC50 (nM)\nAspirin 2,CC(=O)Oc1ccccc1C(=O)O,3\n'
    await root.locator('[role=dialog] input[type=file]').setInputFiles([{ name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }])
    await root.locator('[role=dialog] [data-step=map]').waitFor({ timeout: 20_000 })
    // The route-load bar of the screen's first data has finished.
    await root.locator('[part=progress]').waitFor({ state: 'detached' })
    expect(await violations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await root.locator('button[data-view=chart]').click()
    await root.locator('canvas[data-points]').waitFor({ timeout: 20_000 })
    await root.getByText('The plotted values as a table').click()
    await root.locator('[part=progress]').waitFor({ state: 'detached' })
    expect(await violations(page)).toEqual([])
    await context.close()
  })

  it('on the notification centre with one open, and <sw-notifications view="bell"> open on a host page', async () => {
    for (const [lang, width] of VIEWS) {
      const { page, context } = await newPage(browser, { width, height: 800 })
      await page.goto(`${server.url}${BASE}/login?lang=${lang}`)
      await submitConsoleLogin(page, 'member@acme.test')
      await page.waitForURL(/\/workbench$/)
      await page.goto(`${server.url}${BASE}/mynotification`)
      const root = page.locator('sw-console')
      await root.locator('[data-box=all]').click({ timeout: 20_000 })
      await root.locator('[role=option][data-notification-id]').first().click({ timeout: 20_000 })
      await root.locator('[data-notification-detail]').waitFor()
      await root.locator('[part=progress]').waitFor({ state: 'detached' })
      expect(await violations(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><script type="module" src="${BASE}/elements/sw-notifications.js"></script></head><body><main><h1>Host</h1><sw-notifications view="bell" lang="${lang}" href="${BASE}/mynotification"></sw-notifications></main></body></html>`
      await page.route(`${server.url}${BASE}/bell-a11y`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }))
      await page.goto(`${server.url}${BASE}/bell-a11y`)
      await page.locator('sw-notifications [part=bell]').click({ timeout: 20_000 })
      await page.locator('sw-notifications [part=panel] [data-notification-id]').first().waitFor({ timeout: 20_000 })
      expect(await violations(page)).toEqual([])
      await context.close()
    }
  })
})
