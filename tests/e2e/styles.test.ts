import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { newPage, strongShade } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

let page: Page

serverAndBrowser()

beforeAll(async () => {
  page = (await newPage(browser)).page
  await page.goto(`${server.url}/studentwork/embed.html`)
  await page.locator('sw-login input[name=username]').waitFor()
})

/** Computed style of the first match inside <sw-login>'s shadow root. */
function inner(selector: string, property: string): Promise<string> {
  return page.evaluate(
    ([sel, prop]) => {
      const el = document.querySelector('sw-login')!.shadowRoot!.querySelector(sel)!
      return getComputedStyle(el).getPropertyValue(prop)
    },
    [selector, property],
  )
}

function outer(selector: string, property: string): Promise<string> {
  return page.evaluate(([sel, prop]) => getComputedStyle(document.querySelector(sel)!).getPropertyValue(prop), [selector, property])
}

describe('styles inside shadow roots', () => {
  it('Tailwind shadows compute to a real value (the @property fix)', async () => {
    const shadow = await inner('[part=card]', 'box-shadow')
    expect(shadow).not.toBe('none')
    expect(shadow).toMatch(/rgba?\(/)
  })

  it('rings compute to a real value on focus', async () => {
    await page.locator('sw-login input[name=username]').focus()
    const ring = await page.evaluate(() => {
      const input = document.querySelector('sw-login')!.shadowRoot!.querySelector('input[name=username]')!
      return getComputedStyle(input.parentElement!).boxShadow
    })
    expect(ring).not.toBe('none')
    expect(ring).toMatch(/0px 0px 0px 2px/)
  })

  it('translate utilities compute to a real value', async () => {
    // The dialog's centring class, placed inside the element's shadow root.
    const translate = await page.evaluate(() => {
      const root = document.querySelector('sw-login')!.shadowRoot!.querySelector('.sw-root')!
      const probe = document.createElement('div')
      probe.className = '-translate-x-1/2 -translate-y-1/2'
      root.append(probe)
      const value = getComputedStyle(probe).translate
      probe.remove()
      return value
    })
    // Without Tailwind's fallback layer the value is `none` (the @property problem).
    expect(translate).toBe('-50% -50%')
  })

  it('writes nothing to the host document (no @property, no <style>)', async () => {
    const leaked = await page.evaluate(() => ({
      styles: document.querySelectorAll('style').length,
      adopted: document.adoptedStyleSheets.length,
      properties: [...document.styleSheets].flatMap((s) => [...s.cssRules]).filter((r) => r.constructor.name === 'CSSPropertyRule').length,
    }))
    // The host page has exactly its own <style>.
    expect(leaked).toEqual({ styles: 1, adopted: 0, properties: 0 })
  })
})

describe('host CSS and ours stay apart', () => {
  it("the host's `*`, `button` and `input` rules do not reach our internals", async () => {
    expect(await inner('button[type=submit]', 'background-color')).not.toBe('rgb(255, 105, 180)')
    expect(await inner('button[type=submit]', 'border-top-style')).not.toBe('dashed')
    expect(await inner('input[name=username]', 'background-color')).not.toBe('rgb(255, 243, 196)')
    expect(await inner('h1', 'font-family')).not.toContain('Georgia')
    expect(await inner('h1', 'text-decoration-line')).toBe('none')
    expect(await inner('.sw-root', 'letter-spacing')).toBe('normal')
    expect(await inner('.sw-root', 'color')).toBe('rgb(31, 41, 55)')
    expect(await inner('input[name=username]', 'box-sizing')).toBe('border-box')
  })

  it("the host's Tailwind-like classes do not restyle ours", async () => {
    // Inside the shadow root `.grid` is still a grid and `.text-white` still white.
    expect(await inner('form', 'display')).toBe('grid')
    expect(await inner('button[type=submit]', 'color')).toBe('rgb(255, 255, 255)')
  })

  it('our CSS never touches the host page', async () => {
    expect(await outer('#host-button', 'background-color')).toBe('rgb(255, 105, 180)')
    expect(await outer('#host-button', 'border-top-style')).toBe('dashed')
    expect(await outer('#host-input', 'background-color')).toBe('rgb(255, 243, 196)')
    expect(await outer('h1', 'padding-top')).toBe('60px')
    expect(await outer('p.text-white', 'color')).toBe('rgb(0, 0, 0)')
    expect(await outer('body', 'font-family')).toContain('Georgia')
  })

  it('the theme-color attribute and size reach inside', async () => {
    // Filled buttons use the strong shade of the theme colour (AA contrast with white text).
    expect(await inner('button[type=submit]', 'background-color')).toBe(await strongShade(page, '#7c3aed'))
    expect(await inner('button[type=submit]', 'background-color')).not.toBe(await strongShade(page, '#1890ff'))
    expect(await inner('input[name=username]', 'height')).toBe('34px')
  })
})
