// The suite's own guard (boundedActions.ts): a browser call that never finishes fails within its
// bound, naming the call, instead of at the test's timeout; a call with a timeout of its own is
// left to Playwright, which reports first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { bounds } from './boundedActions.ts'
import { launchBrowser, newPage } from './harness.ts'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('bounded browser calls', () => {
  it('fails an evaluate that never settles within its bound, naming it', async () => {
    const saved = bounds.evaluateMs
    bounds.evaluateMs = 300
    const { context, page } = await newPage(browser)
    try {
      const started = Date.now()
      await expect(page.evaluate(() => new Promise(() => {}))).rejects.toThrow(/^page\.evaluate\(\) did not finish within 300 ms/)
      expect(Date.now() - started).toBeLessThan(5000)
    } finally {
      bounds.evaluateMs = saved
      await context.close()
    }
  })

  it("leaves a locator's own timeout to Playwright, whose error names the locator", async () => {
    const { context, page } = await newPage(browser)
    try {
      await page.setContent('<p>nothing to click</p>')
      await expect(page.locator('button').click({ timeout: 200 })).rejects.toThrow(/Timeout 200ms exceeded[\s\S]*locator\('button'\)/)
    } finally {
      await context.close()
    }
  })
})
