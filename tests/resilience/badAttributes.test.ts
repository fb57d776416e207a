// Bad attribute values on every element (docs/spec.md#resilience): the cases are generated from each element's
// manifest — two bad values for every typed attribute (enum, boolean, colour, URL, base path,
// JSON, parsed), a hostile text for every free-text one. A bad value gives exactly one console
// warning naming the element and the attribute, the element renders as it does without the
// attribute (the default), and nothing crashes or executes. A new element is one line in
// ELEMENTS.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { AttributeSpec, ElementManifest } from '#platform/element/manifest.ts'
import { loginManifest } from '../../src/domains/account/elements/login.manifest.ts'
import { signupManifest } from '../../src/domains/account/elements/signup.manifest.ts'
import { consoleManifest } from '../../src/domains/shell/elements/console.manifest.ts'
import { notificationsManifest } from '../../src/domains/notifications/elements/notifications.manifest.ts'
import { signinMapManifest } from '../../src/domains/attendance/elements/signinMap.manifest.ts'
import { newPage, openHost } from '../e2e/harness.ts'
import { browser, server, serverAndBrowser } from '../e2e/fixture.ts'

interface ElementCase {
  manifest: ElementManifest
  /** Attributes every instance carries (e.g. a memory router, so the console leaves the URL alone). */
  base?: Record<string, string>
  /** A selector inside the element that shows it has rendered. */
  ready: string
}

const ELEMENTS: ElementCase[] = [
  { manifest: loginManifest, ready: 'input[name=password]' },
  { manifest: signupManifest, ready: 'input[name=password]' },
  { manifest: consoleManifest, base: { router: 'memory', 'initial-path': '/login' }, ready: 'input[name=password]' },
  { manifest: notificationsManifest, ready: '[part=bell]' },
  { manifest: signinMapManifest, ready: '[data-signin-map]' },
]

const HOSTILE = '"><img src=x onerror="window.__xss=1">'

/** Bad values per attribute type (none for free text: any text is a value). */
function badValues(spec: AttributeSpec): string[] {
  switch (spec.type.kind) {
    case 'enum':
      return ['not-a-value', spec.type.values[0]!.toUpperCase() === spec.type.values[0] ? 'x' : spec.type.values[0]!.toUpperCase()]
    case 'boolean':
      return ['maybe', '2']
    case 'color':
      return ['red;x', 'url(javascript:alert(1))']
    case 'url':
      return ['javascript:alert(1)', 'ftp://example.com']
    case 'base-path':
      return ['relative/', '//evil.example/']
    case 'json':
      return ['{not json', '[1,2]']
    case 'parsed':
      return ['javascript:alert(1)', 'ftp://example.com']
    case 'string':
      return []
  }
}

interface Case {
  element: ElementCase
  name: string
  value: string
  bad: boolean
}

const CASES: Case[] = ELEMENTS.flatMap((element) =>
  Object.entries(element.manifest.attributes as Record<string, AttributeSpec>).flatMap(([name, spec]): Case[] => {
    if (element.base && name in element.base) return []
    const bad = badValues(spec)
    return bad.length ? bad.map((value) => ({ element, name, value, bad: true })) : [{ element, name, value: HOSTILE, bad: false }]
  }),
)

serverAndBrowser()

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
const tagOf = (element: ElementCase) => element.manifest.tag
const attrs = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('')

/** The element's shadow DOM with generated ids and images left out, to compare renderings. */
function rendering(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .evaluate((el) => (el.shadowRoot?.innerHTML ?? '').replace(/\s(id|for|aria-[a-z]+|src|href|style)="[^"]*"/g, '').replace(/<svg[\s\S]*?<\/svg>/g, '<svg/>'))
}

describe('bad attribute values', () => {
  it(`has at least 30 cases across ${ELEMENTS.map(tagOf).join(', ')}`, () => {
    expect(CASES.filter((c) => c.bad).length).toBeGreaterThanOrEqual(30)
    for (const element of ELEMENTS)
      expect(
        CASES.some((c) => c.element === element),
        tagOf(element),
      ).toBe(true)
  })

  // One page per element: a plain instance and one instance per case, side by side.
  it.each(ELEMENTS.map((e) => [tagOf(e), e] as const))(
    '<%s>: each bad value warns once and falls back to the default; nothing crashes or runs',
    async (tag, element) => {
      const cases = CASES.filter((c) => c.element === element)
      const { page, context } = await newPage(browser)
      const warnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().startsWith(`<${tag}>`)) warnings.push(message.text())
      })
      const base = element.base ?? {}
      const instances = cases.map((c, i) => `<${tag} id="case${i}"${attrs({ ...base, [c.name]: c.value })}></${tag}>`).join('')
      await openHost(server, page, [`/studentwork/${element.manifest.module}`], `<${tag} id="plain"${attrs(base)}></${tag}>${instances}`)
      await page.locator(`#plain ${element.ready}`).waitFor({ timeout: 30_000 })
      for (let i = 0; i < cases.length; i++) await page.locator(`#case${i} ${element.ready}`).waitFor({ timeout: 30_000 })
      await page.waitForTimeout(500)
      const plain = await rendering(page, '#plain')
      const problems: string[] = []
      for (const [i, c] of cases.entries()) {
        const label = `${c.name}="${c.value}"`
        const mine = warnings.filter((w) => w.includes(`${label} is not`))
        if (c.bad && mine.length !== 1) problems.push(`${label}: ${mine.length} warnings`)
        // The default: the element looks as it does without the attribute.
        if (c.bad && (await rendering(page, `#case${i}`)) !== plain) problems.push(`${label}: renders unlike the default`)
      }
      expect(problems).toEqual([])
      // Exactly the bad values warned: free text never does.
      expect(warnings).toHaveLength(cases.filter((c) => c.bad).length)
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
      expect((page as unknown as { errors: string[] }).errors).toEqual([])
      await context.close()
    },
  )
})
