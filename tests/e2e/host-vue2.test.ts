// Inside the family's own portals (README, "In a Vue 2 + Element UI portal"): a Vue 2 + Element UI application — Element's global
// stylesheet, its components around ours, `Vue.config.ignoredElements` for the sw- tags — embeds
// every element in its template. Vue's attribute bindings reach the elements (a language switch),
// the elements' events reach Vue handlers, and nothing leaks either way: Element's stylesheet
// changes nothing inside our elements, ours changes nothing of Element's, no Vue warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { fillLogin, newPage, openHost, PASSWORD, submitConsoleLogin } from './harness.ts'
import { serveVueLibraries, type VueLibraries } from './vueLibraries.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

let libraries: VueLibraries

serverAndBrowser()

beforeAll(async () => {
  libraries = await serveVueLibraries()
})

afterAll(async () => {
  await libraries?.close()
})

const ELEMENTS = ['sw-login', 'sw-signup', 'sw-console', 'sw-notifications', 'sw-signin-map']

/** The portal's template: Element's layout and controls around our elements, bound to its data. */
const TEMPLATE = `<el-container>
  <el-header>
    <el-button type="primary" id="switch-language" @click="lang = lang === 'en' ? 'zh' : 'en'">{{ lang === 'en' ? '中文' : 'English' }}</el-button>
    <el-tag id="heard">{{ heard.join(' ') }}</el-tag>
  </el-header>
  <el-main>
    <el-card v-if="!signedIn"><sw-login :lang="lang" @sw-login="hear('sw-login')"></sw-login></el-card>
    <el-card v-if="!signedIn"><sw-signup :lang="lang"></sw-signup></el-card>
    <template v-if="signedIn">
      <el-card><sw-notifications view="bell" :lang="lang" @sw-unread-change="hear('sw-unread-change')"></sw-notifications></el-card>
      <el-card><sw-signin-map mode="view" :lang="lang"></sw-signin-map></el-card>
      <el-card style="height: 640px"><sw-console router="memory" initial-path="/workbench" sync-title="false" :lang="lang" @sw-navigate="hear('sw-navigate')"></sw-console></el-card>
    </template>
  </el-main>
</el-container>`

/** A Vue 2 + Element UI portal page (the elements' modules only when `withElements`). */
function portal(signedIn: boolean, withElements = true): string {
  const lib = libraries.url
  const modules = withElements ? ELEMENTS.map((tag) => `<script type="module" src="/studentwork/elements/${tag}.js"></script>`).join('') : ''
  const app = `Vue.config.ignoredElements = [/^sw-/]
new Vue({
  el: '#portal',
  data: { lang: 'en', heard: [], signedIn: ${signedIn} },
  methods: { hear(name) { if (this.heard.indexOf(name) === -1) this.heard.push(name) } },
  template: ${JSON.stringify(`<div id="portal">${TEMPLATE}</div>`)},
})`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title><link rel="stylesheet" href="${lib}/theme-chalk/index.css"><script src="${lib}/vue.min.js"></script><script src="${lib}/element-ui.js"></script>${modules}</head><body><div id="portal"></div><script>${app}</script></body></html>`
}

async function openPortal(page: Page, signedIn: boolean, withElements = true): Promise<string[]> {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
  })
  // A page Playwright serves has no address, so Chromium's Local Network Access counts it as
  // public and asks the user before it loads the libraries from loopback: granted, as a user would.
  await page.context().grantPermissions(['local-network-access'])
  const path = `/studentwork/vue-portal-${signedIn ? 'in' : 'out'}${withElements ? '' : '-plain'}`
  await page.route(`${server.url}${path}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: portal(signedIn, withElements) }))
  await page.goto(`${server.url}${path}`)
  await page.locator('#switch-language').waitFor()
  return warnings
}

/** Styles of an element that Element UI or we could change. */
const STYLE_KEYS = ['fontFamily', 'fontSize', 'lineHeight', 'color', 'backgroundColor', 'borderTopLeftRadius', 'paddingTop', 'boxSizing'] as const
function stylesOf(page: Page, selector: string, inShadowOf?: string): Promise<Record<string, string>> {
  return page.evaluate(
    ({ selector, host, keys }) => {
      const root: ParentNode = host ? document.querySelector(host)!.shadowRoot! : document
      const style = getComputedStyle(root.querySelector(selector)!)
      return Object.fromEntries(keys.map((key) => [key, style[key as keyof CSSStyleDeclaration] as string]))
    },
    { selector, host: inShadowOf, keys: STYLE_KEYS as unknown as string[] },
  )
}

describe('<sw-*> inside a Vue 2 + Element UI portal', () => {
  it('sign-in elements: bound attributes update them, their events reach Vue, no style crosses either way', async () => {
    const { page, context } = await newPage(browser)
    const warnings = await openPortal(page, false)
    const submit = page.locator('sw-login button[type=submit]')
    await submit.waitFor({ timeout: 20_000 })
    await page.locator('sw-signup input').first().waitFor()
    expect(await submit.textContent()).toBe('Sign in')

    // Element's global stylesheet changes nothing inside our elements: the same styles as on a
    // plain page without it.
    const inside = await stylesOf(page, 'button[type=submit]', 'sw-login')
    const plain = await newPage(browser)
    await openHost(server, plain.page, ['/studentwork/elements/sw-login.js'], '<sw-login></sw-login>', { path: '/studentwork/plain-host' })
    await plain.page.locator('sw-login button[type=submit]').waitFor({ timeout: 20_000 })
    expect(inside).toEqual(await stylesOf(plain.page, 'button[type=submit]', 'sw-login'))
    await plain.context.close()
    // And ours changes nothing of Element's: its button as on the portal without our elements.
    const elementButton = await stylesOf(page, '#switch-language')
    const bare = await newPage(browser)
    await openPortal(bare.page, false, false)
    expect(elementButton).toEqual(await stylesOf(bare.page, '#switch-language'))
    await bare.context.close()

    // Vue's binding: the language switch re-renders both elements in Chinese.
    await page.locator('#switch-language').click()
    await expect.poll(() => submit.textContent()).toBe('登录')
    expect(await page.locator('sw-login').getAttribute('lang')).toBe('zh')

    // The element's event reaches Vue's handler.
    await fillLogin(page, 'acme', 'admin@acme.test', PASSWORD)
    await submit.click()
    // A sign-in on a loaded machine (the password's hash, the HTTP stack's first load) takes seconds.
    await expect.poll(() => page.locator('#heard').textContent(), { timeout: 15_000 }).toContain('sw-login')
    expect(warnings.filter((w) => /Vue warn|Unknown custom element/i.test(w))).toEqual([])
    await context.close()
  })

  it('signed in: the console, the bell and the map render in the portal, follow its language and tell it what happens', async () => {
    const { page, context } = await newPage(browser)
    await page.goto(`${server.url}/studentwork/login`)
    await submitConsoleLogin(page)
    await page.waitForURL(/\/workbench$/)
    const warnings = await openPortal(page, true)
    const sidebar = page.locator('sw-console nav[part=sidebar]')
    await sidebar.locator('a').first().waitFor({ timeout: 20_000 })
    await page.locator('sw-notifications button').first().waitFor({ timeout: 20_000 })
    await expect.poll(() => page.locator('sw-signin-map').evaluate((el) => el.shadowRoot?.textContent?.length ?? 0), { timeout: 20_000 }).toBeGreaterThan(0)
    await expect.poll(() => page.locator('#heard').textContent()).toContain('sw-unread-change')

    // A menu click in the console: its sw-navigate reaches Vue.
    await sidebar.locator('a', { hasText: 'My notifications' }).click()
    await expect.poll(() => page.locator('#heard').textContent()).toContain('sw-navigate')

    // Vue switches the language: every element follows.
    await page.locator('#switch-language').click()
    await expect.poll(() => sidebar.textContent()).toContain('我的通知')
    for (const tag of ELEMENTS.slice(2)) expect(await page.locator(tag).getAttribute('lang'), tag).toBe('zh')
    // The portal's title is its own (sync-title="false"); nothing of ours in its head.
    expect(await page.title()).toBe('Portal')
    expect(await page.evaluate(() => [...document.head.children].map((el) => el.localName))).toEqual([
      'meta',
      'title',
      'link',
      'script',
      'script',
      ...ELEMENTS.map(() => 'script'),
    ])
    expect(warnings.filter((w) => /Vue warn|Unknown custom element/i.test(w))).toEqual([])
    await context.close()
  })
})
