// A large CSV (over 1 MB, 7 000 rows with long notes) in Chromium against the reference server: read as a
// stream and stored batch by batch with progress; a batch whose request fails on the network is
// sent again and stores nothing twice; Stop keeps what was stored; the same file chosen again is
// offered to go on and finishes from the row it stopped at; every rejected row is reported.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { libraryStructure } from '../../bench/compoundLibrary.ts'
import { signInToConsole } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

const root = (page: Page) => page.locator('sw-console')
const ROWS = 7_000
/** Every 1 000th row's structure cannot be read. The notes are long, so the file is over 1 MB
 * (the size that streams it) with rows few enough for the server to analyse in a minute. */
const NOTE = 'from the enumerated library, made for the streaming import test;'.repeat(2)
const CSV =
  'name,smiles,pIC50,notes\n' +
  Array.from({ length: ROWS }, (_, i) => `L-${i},${i % 1000 === 999 ? 'C1CC(' : libraryStructure(i)},${(i % 90) / 10},${NOTE} row ${i + 2}`).join('\n') +
  '\n'

describe('/sider large import', () => {
  it('streams a 7 000-row CSV over 1 MB, retries a failed batch, stops and goes on with the same file', async () => {
    expect(Buffer.byteLength(CSV)).toBeGreaterThan(1024 * 1024)
    const { page } = await signInToConsole(browser, server, 'editor@acme.test')
    await root(page).locator('nav[part=sidebar] a[href$="/sider"]').click()
    await root(page).getByRole('button', { name: 'Import', exact: true }).click()
    const dialog = root(page).getByRole('dialog', { name: 'Import compounds' })
    // A file on disk: the same file chosen twice has the same modification time (how it is known again).
    const file = join(mkdtempSync(join(tmpdir(), 'sw-import-')), 'library.csv')
    writeFileSync(file, CSV)
    await dialog.locator('input[type=file]').setInputFiles([file])
    await dialog.getByText(/library\.csv: CSV, about [\d,]+ rows\./).waitFor({ timeout: 20_000 })
    await dialog.getByText('A file this large is stored as it is read', { exact: false }).waitFor({ timeout: 10_000 })

    // The network drops the second batch's first sending: it is sent again.
    let batches = 0
    await page.route('**/chemistry/compound/importBatch', (route) => (++batches === 2 ? route.abort('failed') : route.continue()))
    await dialog.getByRole('button', { name: 'Import', exact: true }).click()
    const stored = dialog.locator('[data-streaming] [data-imported]')
    await expect.poll(async () => Number(await stored.getAttribute('data-imported')), { timeout: 60_000 }).toBeGreaterThan(4000)
    await dialog.getByRole('button', { name: 'Stop' }).click()
    const status = dialog.locator('p[role=status][data-imported]')
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/^Stopped: [\d,]+ compounds imported from library\.csv, up to row [\d,]+/)
    const afterStop = Number(await status.getAttribute('data-imported'))
    await dialog.getByRole('button', { name: 'Done' }).click()

    // The same file again: offered to go on from where it stopped.
    await root(page).getByRole('button', { name: 'Import', exact: true }).click()
    await dialog.getByText('Unfinished imports').waitFor({ timeout: 20_000 })
    await dialog.locator('input[type=file]').setInputFiles([file])
    await dialog.getByText(/Going on with the import of this file from row [\d,]+/).waitFor({ timeout: 20_000 })
    await dialog.getByRole('button', { name: 'Go on importing' }).click()
    await expect.poll(() => status.textContent(), { timeout: 120_000 }).toMatch(/^[\d,]+ compounds imported from library\.csv\.$/)
    const expected = ROWS - ROWS / 1000
    expect(Number(await status.getAttribute('data-imported'))).toBe(expected)
    expect(afterStop).toBeLessThan(expected)
    expect(batches).toBeGreaterThan(ROWS / 1000)
    // The 7 unreadable rows, each with its file row.
    const rejected = dialog.locator('tr[data-row]')
    await expect.poll(() => rejected.count(), { timeout: 20_000 }).toBe(ROWS / 1000)
    expect(await rejected.first().getAttribute('data-row')).toBe('1001')
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download these rows' }).click()
    expect((await download).suggestedFilename()).toBe('rows-not-imported.csv')
    await dialog.getByRole('button', { name: 'Done' }).click()
    // The list holds them beside the seed's six.
    await expect
      .poll(
        () =>
          root(page)
            .getByText(/ · \d+ compounds$/)
            .textContent(),
        { timeout: 20_000 },
      )
      .toMatch(new RegExp(` · ${expected + 6} compounds$`))
  }, 240_000)
})
