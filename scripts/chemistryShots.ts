/**
 * Screenshot recipes of the chemistry screens (used by scripts/consoleShots.ts): /2d with a
 * rhodanine analysed (PAINS and Brenk alerts, the BOILED-Egg), the compound workspace with a
 * compound open, the import dialog's columns and its review, the structure–activity chart and the
 * BOILED-Egg chart, and the guide.
 */
import { consoleRoot, openScreens, signedIn, type Shot } from './shotKit.ts'

export const CHEMISTRY_SHOTS: Shot[] = [
  signedIn('chem-2d', async (page) => {
    await openScreens(page, ['/2d'])
    const input = consoleRoot(page).locator('textarea[name=structure]')
    await input.waitFor({ timeout: 20_000 })
    // A rhodanine: PAINS and Brenk alerts to show.
    await input.fill('O=C1NC(=S)SC1=Cc1ccc(O)cc1')
    await input.press('Enter')
    await consoleRoot(page).locator('[data-property=molecularWeight]').waitFor()
    // RDKit's worker has answered: the alerts counted and the BOILED-Egg drawn.
    await consoleRoot(page).locator('[data-alerts]').waitFor({ timeout: 20_000 })
    await consoleRoot(page).locator('[data-gi]').waitFor({ timeout: 20_000 })
    await page.waitForTimeout(300)
  }),
  signedIn('chem-sider', async (page) => {
    await openScreens(page, ['/sider'])
    const first = consoleRoot(page).locator('section[aria-labelledby=sw-sider-title] tbody tr button').first()
    await first.waitFor({ timeout: 20_000 })
    await first.click()
    await consoleRoot(page).locator('aside [data-property=formula]').waitFor()
    await page.waitForTimeout(300)
  }),
  signedIn('chem-import', async (page) => {
    await openScreens(page, ['/sider'])
    await consoleRoot(page).locator('button[data-action=import]').click()
    const csv =
      'Compound,SMILES,IC50 [nM],Series\nSalicylic acid,OC(=O)c1ccccc1O,350,salicylates\nBroken,C1CC(,12,\nMethyl salicylate,COC(=O)c1ccccc1O,90,salicylates\nRhodanine dye,O=C1NC(=S)SC1=Cc1ccc(O)cc1,40,\n'
    await consoleRoot(page)
      .locator('[role=dialog] input[type=file]')
      .setInputFiles([{ name: 'salicylates.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }])
    await consoleRoot(page).locator('[role=dialog] [data-step=map]').waitFor({ timeout: 20_000 })
    await page.waitForTimeout(200)
  }),
  {
    name: 'chem-import-review',
    path: '/studentwork/login',
    async prepare(page) {
      await CHEMISTRY_SHOTS.find((s) => s.name === 'chem-import')!.prepare!(page, 'en')
      await consoleRoot(page).locator('[role=dialog] [data-step=map] button').last().click()
      await consoleRoot(page).locator('[role=dialog] [data-ready]').waitFor({ timeout: 20_000 })
      // The rows with structural alerts, opened.
      const alerts = consoleRoot(page).locator('[role=dialog] details[data-alerts] summary')
      if (await alerts.count()) await alerts.click()
    },
  },
  signedIn('chem-chart', async (page) => {
    await openScreens(page, ['/sider'])
    await consoleRoot(page).locator('button[data-view=chart]').click()
    await consoleRoot(page).locator('canvas[data-points]').waitFor({ timeout: 20_000 })
    await page.waitForTimeout(400)
  }),
  {
    name: 'chem-egg',
    path: '/studentwork/login',
    async prepare(page) {
      await CHEMISTRY_SHOTS.find((s) => s.name === 'chem-chart')!.prepare!(page, 'en')
      await consoleRoot(page).locator('input[name=chartKind][value=egg]').check()
      await page.waitForTimeout(400)
    },
  },
  signedIn('chem-guide', async (page) => {
    await openScreens(page, ['/guide'])
    await consoleRoot(page).locator('main article h1').waitFor()
  }),
]
