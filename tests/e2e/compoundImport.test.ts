// The compound workspace's import and structure–activity chart in Chromium against the reference
// server: two files are refused with the message of docs/spec.md#one-file; a CSV with one bad row is read in the
// worker, reviewed (the bad row named with its line and reason), imported, downloadable as the
// rows not imported, and its compounds are then in the table with their activity column, found
// by substructure search, plotted on the chart, and opened from it.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { signInToConsole } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

const root = (page: Page) => page.locator('sw-console')
const CSV =
  'name,smiles,IC50 (nM),series\nSalicylic acid,OC(=O)c1ccccc1O,350,salicylates\nBroken ring,C1CC(,12,\nMethyl salicylate,COC(=O)c1ccccc1O,90,salicylates\n'

describe('/sider import and chart', () => {
  it('imports a CSV with one bad row, then searches and charts what it stored', async () => {
    const { page, context } = await signInToConsole(browser, server, 'editor@acme.test')
    await root(page).locator('nav[part=sidebar] a[href$="/sider"]').click()
    const rows = root(page).locator('section[aria-labelledby=sw-sider-title] table tbody tr')
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(6)

    await root(page).getByRole('button', { name: 'Import', exact: true }).click()
    const dialog = root(page).getByRole('dialog', { name: 'Import compounds' })
    const input = dialog.locator('input[type=file]')
    const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })
    await input.setInputFiles([file('a.csv', CSV), file('b.csv', CSV)])
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Current limit: select 1 file')

    await input.setInputFiles([file('not-a-table.xlsx', 'plain text')])
    await expect.poll(() => dialog.getByRole('alert').first().textContent(), { timeout: 20_000 }).toContain('Import failed')
    await dialog.getByRole('button', { name: 'Choose another file' }).click()

    await input.setInputFiles([file('salicylates.csv', CSV)])
    await dialog.getByText('salicylates.csv: CSV, 3 rows.').waitFor({ timeout: 20_000 })
    // The guess: SMILES for the structure, name, tags from "series", IC50 kept as an activity.
    expect(await dialog.getByLabel('Structure (SMILES)').inputValue()).toBe('1')
    expect(await dialog.getByRole('checkbox', { name: 'IC50 (nM)' }).isChecked()).toBe(true)
    await dialog.getByRole('button', { name: 'Read structures' }).click()
    await expect.poll(() => dialog.locator('[data-ready]').getAttribute('data-ready'), { timeout: 20_000 }).toBe('2')
    const setAside = dialog.locator('tr[data-row]')
    expect(await setAside.count()).toBe(1)
    expect(await setAside.getAttribute('data-row')).toBe('3')
    expect(await setAside.textContent()).toContain('The structure cannot be read')
    // RDKit in the import workers found no structural alert in either.
    expect(await dialog.locator('[data-alerts]').getAttribute('data-alerts')).toBe('0')

    await dialog.getByRole('button', { name: 'Import 2 compounds' }).click()
    await expect.poll(() => dialog.locator('[data-imported]').getAttribute('data-imported'), { timeout: 20_000 }).toBe('2')
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download these rows' }).click()
    const rejected = await download
    expect(rejected.suggestedFilename()).toBe('rows-not-imported.csv')
    await dialog.getByRole('button', { name: 'Done' }).click()

    await expect.poll(() => rows.count()).toBe(8)
    const header = root(page).locator('section[aria-labelledby=sw-sider-title] thead')
    await expect.poll(() => header.textContent()).toContain('IC50 (nM)')
    await root(page).locator('select[name=searchMode]').selectOption('substructure')
    // A methyl ester on a benzene ring: only the imported methyl salicylate has one.
    await root(page).locator('input[name=compoundSearch]').fill('COC(=O)c1ccccc1')
    await root(page).getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(async () => await rows.locator('td:nth-child(3) button').allTextContents(), { timeout: 20_000 }).toEqual(['Methyl salicylate'])

    await root(page).getByRole('button', { name: 'Chart' }).click()
    await root(page).getByLabel('Y axis').selectOption('activity:IC50 (nM)', { timeout: 20_000 })
    const canvas = root(page).locator('canvas[data-points]')
    await expect.poll(() => canvas.getAttribute('data-points'), { timeout: 20_000 }).toBe('2')
    await root(page).getByText('The plotted values as a table').click()
    await root(page).getByRole('button', { name: 'Methyl salicylate' }).click()
    await expect.poll(() => root(page).locator('aside h2').first().textContent()).toBe('Methyl salicylate')
    expect((page as unknown as { errors: string[] }).errors).toEqual([])
    await context.close()
  })
})
