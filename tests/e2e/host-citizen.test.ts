/**
 * docs/spec.md#elements-in-any-host — a good citizen in any host: the built elements (dist/, through the reference
 * server) on small host pages of our own, served by page.route so each test controls the page's
 * HTML and headers. The elements come from /studentwork/elements/*.js exactly as a host loads them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { newPage, openHost as openHostOn, strongShade, submitConsoleLogin, type HostOptions } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

/** A host page on the test's server. */
const openHost = (page: Page, scripts: string[], body: string, options?: HostOptions) => openHostOn(server, page, scripts, body, options)

async function withPage<T>(run: (page: Page, context: BrowserContext) => Promise<T>): Promise<T> {
  const { context, page } = await newPage(browser)
  try {
    return await run(page, context)
  } finally {
    await context.close()
  }
}

const LOGIN = '/studentwork/elements/sw-login.js'

/** `data-size` of an element's `.sw-root` and the height of its username field (the control
 * height of the size minus the field box's two 1px borders: 30 for small). */
function sizeOf(page: Page, selector: string): Promise<{ size: string | null; height: number }> {
  return page.locator(selector).evaluate((el) => {
    const root = el.shadowRoot!
    return {
      size: root.querySelector('.sw-root')!.getAttribute('data-size'),
      height: root.querySelector('input[name=username]')!.getBoundingClientRect().height,
    }
  })
}

describe('removing an attribute restores its default', () => {
  it('size, theme-color and tenant-code go back to what an element without them shows', async () => {
    await withPage(async (page) => {
      await openHost(
        page,
        [LOGIN],
        `<sw-login id="plain"></sw-login>
         <sw-login id="styled" size="small" theme-color="#7c3aed" tenant-code="acme"></sw-login>`,
      )
      await page.locator('#styled input[name=username]').waitFor()
      await page.locator('#plain input[name=username]').waitFor()
      const plain = await sizeOf(page, '#plain')
      expect(await sizeOf(page, '#styled')).toEqual({ size: 'small', height: 30 })
      expect(plain.size).not.toBe('small')
      const button = (id: string) => page.locator(`${id} button[type=submit]`).evaluate((b) => getComputedStyle(b).backgroundColor)
      expect(await button('#styled')).toBe(await strongShade(page, '#7c3aed'))
      expect(await page.locator('#styled input[name=tenantCode]').evaluate((i: HTMLInputElement) => i.readOnly)).toBe(true)

      await page.locator('#styled').evaluate((el) => {
        el.removeAttribute('size')
        el.removeAttribute('theme-color')
        el.removeAttribute('tenant-code')
      })
      await expect.poll(() => sizeOf(page, '#styled')).toEqual(plain)
      await expect.poll(() => button('#styled')).toBe(await button('#plain'))
      await expect.poll(() => page.locator('#styled input[name=tenantCode]').evaluate((i: HTMLInputElement) => i.readOnly)).toBe(false)
    })
  })

  it('an empty value and setting the property to undefined count as no value', async () => {
    await withPage(async (page) => {
      await openHost(page, [LOGIN], `<sw-login id="plain"></sw-login><sw-login id="a" size="small"></sw-login><sw-login id="b" size="small"></sw-login>`)
      // Each element draws its form when the form's chunk arrives: wait for all three.
      for (const id of ['#plain', '#a', '#b']) await page.locator(`${id} input[name=username]`).waitFor()
      const plain = await sizeOf(page, '#plain')
      await page.locator('#a').evaluate((el) => el.setAttribute('size', ''))
      await page.locator('#b').evaluate((el) => ((el as HTMLElement & { size?: string }).size = undefined))
      await expect.poll(() => sizeOf(page, '#a')).toEqual(plain)
      await expect.poll(() => sizeOf(page, '#b')).toEqual(plain)
      expect(await page.locator('#b').evaluate((el) => el.hasAttribute('size'))).toBe(false)
      // And a new value still applies afterwards.
      await page.locator('#a').evaluate((el) => el.setAttribute('size', 'small'))
      await expect.poll(() => sizeOf(page, '#a')).toEqual({ size: 'small', height: 30 })
    })
  })
})

describe('moving an element keeps its state', () => {
  it('appendChild to another parent in the same task: no remount, the typed text stays', async () => {
    await withPage(async (page) => {
      await openHost(page, [LOGIN], `<div id="from"><sw-login></sw-login></div><div id="to"></div>`)
      const username = page.locator('sw-login input[name=username]')
      await username.fill('typed-before-move')
      const moved = await page.evaluate(() => {
        const el = document.querySelector('sw-login')!
        const before = { root: el.shadowRoot!.querySelector('.sw-root'), input: el.shadowRoot!.querySelector('input[name=username]') }
        document.getElementById('to')!.appendChild(el)
        return new Promise<{ sameRoot: boolean; sameInput: boolean; parent: string }>((resolve) =>
          setTimeout(() =>
            resolve({
              sameRoot: el.shadowRoot!.querySelector('.sw-root') === before.root,
              sameInput: el.shadowRoot!.querySelector('input[name=username]') === before.input,
              parent: el.parentElement!.id,
            }),
          ),
        )
      })
      expect(moved).toEqual({ sameRoot: true, sameInput: true, parent: 'to' })
      expect(await username.inputValue()).toBe('typed-before-move')
      // Still alive: it reacts to attributes and typing after the move.
      await username.fill('typed-after-move')
      expect(await username.inputValue()).toBe('typed-after-move')
      expect((page as unknown as { errors: string[] }).errors).toEqual([])
    })
  })

  it('a real removal still unmounts the React tree; inserting it later mounts a fresh one', async () => {
    await withPage(async (page) => {
      await openHost(page, [LOGIN], `<div id="from"><sw-login></sw-login></div><div id="to"></div>`)
      await page.locator('sw-login input[name=username]').fill('typed')
      const afterRemoval = await page.evaluate(async () => {
        const el = document.querySelector('sw-login')!
        ;(window as unknown as { detached: Element }).detached = el
        el.remove()
        await new Promise((resolve) => setTimeout(resolve))
        return el.shadowRoot!.childNodes.length
      })
      expect(afterRemoval).toBe(0)
      await page.evaluate(() => document.getElementById('to')!.append((window as unknown as { detached: Element }).detached))
      await page.locator('#to sw-login input[name=username]').waitFor()
      expect(await page.locator('#to sw-login input[name=username]').inputValue()).toBe('')
    })
  })
})

describe('a React 18 host', () => {
  // React 18's ReactDOM (react-dom 18.3.1, setValueForProperty) sets every prop of a custom
  // element tag with `node.setAttribute(name, '' + value)`, so `className="a b"` becomes the
  // attribute `classname` (HTML lowercases names) and `class` is never set. Checked with the real
  // react-dom 18.3.1: `<sw-login className="card wide">` gave `classname="card wide"`, `class`
  // empty; changing the prop calls setAttribute again, dropping it calls removeAttribute.
  // Here the page does exactly those DOM calls.
  it('className (written as a classname attribute) sets, updates and removes the class', async () => {
    await withPage(async (page) => {
      await openHost(page, [LOGIN], `<sw-login class="host-own"></sw-login>`)
      await page.locator('sw-login input[name=username]').waitFor()
      const classes = () => page.locator('sw-login').evaluate((el) => [...el.classList].sort())
      await page.locator('sw-login').evaluate((el) => el.setAttribute('className', 'card wide'))
      expect(await page.locator('sw-login').evaluate((el) => el.getAttributeNames())).toContain('classname')
      await expect.poll(classes).toEqual(['card', 'host-own', 'wide'])
      await page.locator('sw-login').evaluate((el) => el.setAttribute('className', 'card'))
      await expect.poll(classes).toEqual(['card', 'host-own'])
      await page.locator('sw-login').evaluate((el) => el.removeAttribute('className'))
      await expect.poll(classes).toEqual(['host-own'])
    })
  })

  it('a classname attribute written in the HTML applies from the start', async () => {
    await withPage(async (page) => {
      await openHost(page, [LOGIN], `<sw-login classname="from-markup"></sw-login>`)
      await page.locator('sw-login input[name=username]').waitFor()
      expect(await page.locator('sw-login').evaluate((el) => el.matches('.from-markup'))).toBe(true)
    })
  })
})

describe("sizes do not follow the host's root font size", () => {
  /** Boxes inside <sw-login> (the card layout: width capped, so the card's own padding shows). */
  function boxes(page: Page): Promise<Record<string, number[]>> {
    return page.locator('sw-login').evaluate((el) => {
      const root = el.shadowRoot!
      const box = (selector: string) => {
        const r = root.querySelector(selector)!.getBoundingClientRect()
        return [r.x, r.y, r.width, r.height].map((n) => Math.round(n * 100) / 100)
      }
      return {
        card: box('[part=card]'),
        title: box('h1'),
        username: box('input[name=username]'),
        submit: box('button[type=submit]'),
      }
    })
  }

  it('html { font-size: 30px } measures the same as 16px', async () => {
    await withPage(async (page) => {
      await openHost(page, [LOGIN], `<sw-login></sw-login>`)
      await page.locator('sw-login input[name=username]').waitFor()
      await page.evaluate(() => (document.documentElement.style.fontSize = '16px'))
      const at16 = await boxes(page)
      await page.evaluate(() => (document.documentElement.style.fontSize = '30px'))
      const at30 = await boxes(page)
      expect(at30).toEqual(at16)
      // The card's padding is 32px (Tailwind's p-8 at 16px per rem), whatever the root says.
      const padding = await page.locator('sw-login').evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('[part=card]')!).paddingTop)
      expect(padding).toBe('32px')
    })
  })

  it('the sheets adopted by all three elements hold no rem length', async () => {
    await withPage(async (page) => {
      await openHost(page, ['/studentwork/index.js'], `<sw-login></sw-login><sw-signup></sw-signup><sw-console router="memory"></sw-console>`)
      // Sign-in and sign-up adopt their own sheet with their form: wait for both forms.
      await page.locator('sw-login input[name=username]').waitFor()
      await page.locator('sw-signup input').first().waitFor()
      const found = await page.evaluate(() => {
        const hits: string[] = []
        // Declarations and conditions only: selectors may spell `rem` in escaped class names.
        const walk = (rules: CSSRuleList) => {
          for (const rule of rules) {
            if (rule instanceof CSSStyleRule && /\drem\b/i.test(rule.style.cssText)) hits.push(rule.cssText)
            if (rule instanceof CSSConditionRule && /\drem\b/i.test(rule.conditionText)) hits.push(`@ ${rule.conditionText}`)
            if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules)
          }
        }
        const sheets = ['sw-login', 'sw-signup', 'sw-console'].map((tag) => document.querySelector(tag)!.shadowRoot!.adoptedStyleSheets)
        for (const list of sheets) for (const sheet of list) walk(sheet.cssRules)
        return { sheets: sheets.map((list) => list.length), hits }
      })
      // Each element: the base sheet and its own (sign-in and sign-up adopt theirs with the form).
      expect(found).toEqual({ sheets: [2, 2, 2], hits: [] })
    })
  })
})

// ——— Nothing is written into the host document ———

/** The strict policy a careful host sends: no inline styles or scripts at all. */
const STRICT_CSP = "style-src 'self'; script-src 'self'"

interface HostWrites {
  /** Every element added to <head> after the page's own markup, as `tag rel`. */
  headAdded: string[]
  /** securitypolicyviolation events: `directive source:line`. */
  violations: string[]
}

/** Installed before the page's scripts: records what anything adds to <head> and every CSP
 * violation, so writes that are undone later are still seen. */
async function recordHostWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: HostWrites = { headAdded: [], violations: [] }
    ;(window as unknown as { hostWrites: HostWrites }).hostWrites = log
    document.addEventListener('securitypolicyviolation', (event) => log.violations.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`))
    let parsed = false
    document.addEventListener('DOMContentLoaded', () => (parsed = true))
    new MutationObserver((records) => {
      if (!parsed) return
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.parentNode === document.head) log.headAdded.push(`${node.localName} ${node.getAttribute('rel') ?? ''}`.trim())
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

function hostWrites(page: Page): Promise<HostWrites> {
  return page.evaluate(() => structuredClone((window as unknown as { hostWrites: HostWrites }).hostWrites))
}

function bodyAttributes(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(document.body.getAttributeNames().map((name) => [name, document.body.getAttribute(name)!])))
}

describe('nothing is written into the host document: <sw-login> and <sw-signup>', () => {
  it('loading and using them under a strict CSP: no <style>/<link> in <head>, no CSP violation', async () => {
    await withPage(async (page) => {
      const consoleViolations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text())
      })
      await recordHostWrites(page)
      await openHost(page, [LOGIN, '/studentwork/elements/sw-signup.js'], `<sw-login></sw-login><sw-signup></sw-signup>`, {
        headers: { 'Content-Security-Policy': STRICT_CSP },
      })
      await page.locator('sw-login input[name=username]').waitFor()
      await page.locator('sw-signup input').first().waitFor()
      // The sign-in round trip (a failure message) loads nothing more into the document.
      await page.locator('sw-login input[name=tenantCode]').fill('acme')
      await page.locator('sw-login input[name=username]').fill('admin@acme.test')
      await page.locator('sw-login input[name=password]').fill('wrong-password')
      await page.locator('sw-login button[type=submit]').click()
      await page.locator('sw-login [role=alert]').waitFor()
      const writes = await hostWrites(page)
      expect(writes.headAdded).toEqual([])
      expect(writes.violations).toEqual([])
      expect(consoleViolations).toEqual([])
      expect(await page.evaluate(() => document.querySelectorAll('head style, head link').length)).toBe(0)
      expect(await bodyAttributes(page)).toEqual({})
    })
  })
})

describe('nothing is written into the host document: <sw-console> and its Change password dialog', () => {
  let context: BrowserContext
  let page: Page
  const consoleViolations: string[] = []
  let afterLoad: HostWrites
  let afterSignIn: HostWrites
  let afterDialog: HostWrites
  let bodyAfterDialog: Record<string, string>

  beforeAll(async () => {
    ;({ context, page } = await newPage(browser))
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text())
    })
    await recordHostWrites(page)
    await openHost(page, ['/studentwork/index.js'], `<sw-console base-path="/studentwork/"></sw-console>`, {
      path: '/studentwork/login',
      headers: { 'Content-Security-Policy': STRICT_CSP },
    })
    await page.locator('sw-console input[name=username]').waitFor()
    afterLoad = await hostWrites(page)
    await submitConsoleLogin(page)
    await page.waitForURL(/\/workbench$/)
    await page.locator('sw-console canvas[role=img]').waitFor()
    afterSignIn = await hostWrites(page)
    await page.locator('sw-console [part=avatar]').click()
    await page.locator('sw-console [role=menuitem]', { hasText: 'Change password' }).click()
    await page.locator('sw-console [role=dialog]').waitFor()
    await page.keyboard.press('Escape')
    await page.locator('sw-console [role=dialog]').waitFor({ state: 'detached' })
    afterDialog = await hostWrites(page)
    bodyAfterDialog = await bodyAttributes(page)
  }, 120_000)

  afterAll(async () => {
    await context?.close()
  })

  it('the console screen loads without adding anything to <head> and without CSP violations', () => {
    expect(afterLoad.headAdded).toEqual([])
    expect(afterLoad.violations).toEqual([])
  })

  it('no <style> element is ever added to <head> by signing in', () => {
    expect(afterSignIn.headAdded.filter((entry) => entry.startsWith('style'))).toEqual([])
  })

  it('the dialog leaves no Radix focus guard or other element in <body>', async () => {
    expect(await page.evaluate(() => [...document.body.children].map((child) => child.localName))).toEqual(['sw-console'])
  })

  it('<body> has no inline pointer-events or overflow after the dialog closed', async () => {
    const inline = await page.evaluate(() => ({ pointerEvents: document.body.style.pointerEvents, overflow: document.body.style.overflow }))
    expect(inline).toEqual({ pointerEvents: '', overflow: '' })
  })

  it('signing in adds no <link> to <head> (no module preloading in what we ship)', () => {
    expect(afterSignIn.headAdded).toEqual([])
  })

  // Radix's modal mode wrapped the overlay in react-remove-scroll (a <style> in the host's head,
  // blocked by the CSP) and set pointer-events on <body>: our dialogs are non-modal for Radix,
  // modal for the user (src/platform/ui/DialogLayer.tsx).
  it('opening a dialog adds no <style> to <head>', () => {
    expect(afterDialog.headAdded).toEqual([])
  })

  it('0 CSP violations through the dialog', () => {
    expect(afterDialog.violations).toEqual([])
    expect(consoleViolations).toEqual([])
  })

  it('<body> has no attribute left after the dialog closed', () => {
    expect(bodyAfterDialog).toEqual({})
  })

  // RDKit is WebAssembly with embind's generated functions: under this policy the page itself
  // could run neither, so it runs in its worker, whose script is served without the page's policy.
  it('/2d computes with openchemlib and RDKit under the strict CSP, with no violation', async () => {
    await page.locator('sw-console nav[part=sidebar] a[href$="/2d"]').click()
    const input = page.locator('sw-console textarea[name=structure]')
    await input.waitFor({ timeout: 20_000 })
    // The first keypress waits for openchemlib to compile (seconds on a loaded 2-core machine).
    await input.fill('CC(=O)Oc1ccccc1C(=O)O', { timeout: 20_000 })
    await input.press('Enter', { timeout: 20_000 })
    await expect.poll(() => page.locator('sw-console [data-property=tpsa]:visible').textContent(), { timeout: 30_000 }).toContain('63.6')
    await expect.poll(() => page.locator('sw-console [data-alerts]').getAttribute('data-alerts'), { timeout: 20_000 }).toBe('1')
    const writes = await hostWrites(page)
    expect(writes.violations).toEqual([])
    expect(writes.headAdded).toEqual([])
    expect(consoleViolations).toEqual([])
  })
})
