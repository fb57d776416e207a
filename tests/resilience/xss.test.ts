// XSS (docs/spec.md#resilience): every payload of the corpus written through the API into every text a user can
// set, then every screen that shows those texts opened in Chromium as the administrator — 0
// payloads execute (no dialog, no `window.__xss`, no page error), and each screen shows the
// payloads as text. Two tables: WRITES (endpoint → fields → screens) and SCREENS (path → how to
// bring the payloads into view). A new text field or screen is one line in one of them.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { XSS_PAYLOADS as CORPUS } from '../fixtures/xss.ts'

const XSS_PAYLOADS = CORPUS.map((payload) => payload.html)
import { newPage, PASSWORD, shadowText, submitConsoleLogin } from '../e2e/harness.ts'
import { browser, server, serverAndBrowser } from '../e2e/fixture.ts'

const CAPTCHA = 'XSS42'
/** Shown on a screen once its payloads render as text. */
const RENDERED = 'onerror=alert(1)'

let token: string
let memberRole: number
let firstOrg: number

interface Answer {
  status: number
  body: { status?: number; message?: string; data?: unknown }
}

async function api(method: string, path: string, json?: unknown, auth = true): Promise<Answer> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { ...(auth ? { Authorization: `Bearer ${token}` } : {}), ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  const text = await response.text()
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : {} }
}

const fits = (limit: number) => XSS_PAYLOADS.map((payload, i) => [payload, i] as const).filter(([payload]) => payload.length <= limit)

interface Write {
  /** Method and path under /api. */
  endpoint: string
  fields: string
  /** The screens (paths in SCREENS) that show these fields. */
  screens: string[]
  /** Writes every payload that fits; answers how many were stored. `undefined`: no such endpoint yet. */
  write(): Promise<number | undefined>
}

/** Sends one request per payload that fits; counts 200s and fails on anything else. */
async function each(limit: number, send: (payload: string, i: number) => Promise<Answer>): Promise<number> {
  let stored = 0
  for (const [payload, i] of fits(limit)) {
    const answer = await send(payload, i)
    expect(answer.status, `${payload}: ${JSON.stringify(answer.body)}`).toBe(200)
    stored++
  }
  return stored
}

const WRITES: Write[] = [
  {
    endpoint: 'PUT /admin/sysuser/updateSysUser',
    fields:
      "the administrator's own nickname, address and profile (shown in the navbar and the profile; first, so the operation log records every later write under the payload nickname)",
    screens: ['/profile/index', '/system/logs'],
    write: async () => {
      const me = await api('GET', '/uaa/users/getSysUser')
      const id = (me.body.data as { id: string }).id
      const profile = XSS_PAYLOADS.join('\n').slice(0, 2000)
      const answer = await api('PUT', '/admin/sysuser/updateSysUser', {
        id,
        nickname: '<img src=x onerror=alert(1)>',
        address: XSS_PAYLOADS.slice(0, 6).join(' ').slice(0, 256),
        profile,
      })
      expect(answer.status).toBe(200)
      return XSS_PAYLOADS.filter((p) => profile.includes(p)).length
    },
  },
  {
    endpoint: 'POST /admin/sysuser/admin/createUser',
    fields: 'nickname, fullName, company, jobTitle',
    screens: ['/system/users', '/system/logs'],
    write: () =>
      each(64, (p, i) =>
        api('POST', '/admin/sysuser/admin/createUser', {
          username: `xss${i}@acme.test`,
          password: 'Start1ng!',
          confirmPassword: 'Start1ng!',
          nickname: p,
          fullName: p,
          company: p,
          jobTitle: p,
          status: 'enabled',
          userType: 'internal',
          roleId: memberRole,
          orgId: firstOrg,
        }),
      ),
  },
  {
    endpoint: 'POST /account/sysuserdetail/registerAccount',
    fields: 'fullName, company, jobTitle, nickname, referee',
    screens: ['/system/users'],
    write: () =>
      // The server's test answer passes without a picture (pictures are limited per address).
      each(64, async (p, i) =>
        api(
          'POST',
          '/account/sysuserdetail/registerAccount',
          {
            username: `xss.signup${i}@partner.test`,
            password: 'S3cret!pw',
            confirmPassword: 'S3cret!pw',
            fullName: p,
            company: p,
            jobTitle: p,
            nickname: p,
            referee: p,
            charCaptcha: CAPTCHA,
            tenantCode: 'acme',
          },
          false,
        ),
      ),
  },
  {
    endpoint: 'POST /admin/sysorg/admin/createOrg',
    fields: 'name',
    screens: ['/system/orgs', '/system/users'],
    write: () => each(64, (p) => api('POST', '/admin/sysorg/admin/createOrg', { name: p })),
  },
  {
    endpoint: 'POST /admin/sysrole/createRole',
    fields: 'name',
    screens: ['/system/roles', '/system/users'],
    write: () => each(50, (p, i) => api('POST', '/admin/sysrole/createRole', { code: `ROLE_XSS${i}`, name: p })),
  },
  {
    endpoint: 'POST /admin/sysdict/admin/createDictType',
    fields: 'name, description',
    screens: ['/system/dicts'],
    write: () => each(64, (p, i) => api('POST', '/admin/sysdict/admin/createDictType', { code: `xss${i}`, name: p, description: p })),
  },
  {
    endpoint: 'POST /admin/sysdict/admin/createDictItem',
    fields: 'label, labelZh, labelTw (the users type filter reads them)',
    screens: ['/system/dicts', '/system/users'],
    write: () =>
      each(64, (p, i) =>
        api('POST', '/admin/sysdict/admin/createDictItem', { dictType: 'userType', value: `xss${i}`, label: p, labelZh: p, labelTw: p, enabled: true }),
      ),
  },
  {
    endpoint: 'POST /chemistry/compound/saveCompound',
    fields: 'name, notes, tags',
    screens: ['/sider'],
    write: () =>
      each(100, (p, i) =>
        api('POST', '/chemistry/compound/saveCompound', { name: p, smiles: `Cl${'C'.repeat(i + 12)}`, notes: p, tags: [p.slice(0, 30).replace(/,/g, ' ')] }),
      ),
  },
  {
    endpoint: 'POST /notification/publish/saveNotification',
    fields: 'title, markdown (skipped while the endpoint answers 404)',
    screens: ['/mynotification'],
    write: async () => {
      const [payload] = XSS_PAYLOADS
      const probe = await api('POST', '/notification/publish/saveNotification', { title: payload, markdown: payload, type: 'system', priority: 'medium' })
      if (probe.status === 404) return undefined
      return (
        1 +
        (await each(100, (p) =>
          api('POST', '/notification/publish/saveNotification', { title: p, markdown: `${p}\n\n${p}`, type: 'system', priority: 'medium' }),
        ))
      )
    },
  },
]

const root = (page: Page) => page.locator('sw-console')

interface Screen {
  path: string
  /** Brings the payloads into view once the screen is open. */
  show?(page: Page): Promise<void>
  /** Whether the screen must show RENDERED (false: it shows no payload in this build). */
  shows?: boolean
}

/** Clicks "Next page" until the last page, checking each page on the way: the next page is
 * there when the screen's text has changed. */
async function everyPage(page: Page, check: () => Promise<void>): Promise<void> {
  const shown = root(page).locator('main')
  for (let i = 0; i < 20; i++) {
    await check()
    const next = root(page).getByRole('button', { name: 'Next page' })
    if (!(await next.count()) || (await next.isDisabled())) return
    const before = await shown.textContent()
    await next.click()
    await expect.poll(() => shown.textContent(), { message: 'the next page' }).not.toBe(before)
  }
}

const SCREENS: Screen[] = [
  {
    path: '/system/users',
    show: async (page) => {
      await root(page).locator('input[name=keyword]').fill('xss', { timeout: 30_000 })
      await root(page).getByRole('button', { name: 'Search', exact: true }).click()
      await root(page).locator('tr[data-user^="xss"]').first().waitFor({ timeout: 20_000 })
    },
  },
  { path: '/system/orgs', show: (page) => root(page).locator('input[name=orgSearch]').fill('alert', { timeout: 30_000 }) },
  { path: '/system/roles' },
  { path: '/system/dicts', show: (page) => root(page).locator('button[data-type=userType]').click({ timeout: 30_000 }) },
  { path: '/system/logs' },
  {
    path: '/sider',
    show: (page) =>
      root(page)
        .locator('input[name=compoundSearch]')
        .fill('alert', { timeout: 30_000 })
        .then(() => page.keyboard.press('Enter')),
  },
  { path: '/profile/index' },
  { path: '/workbench', shows: false },
  { path: '/home', shows: false },
  { path: '/mynotification' },
]

serverAndBrowser({ CAPTCHA_TEST_ANSWER: CAPTCHA })

beforeAll(async () => {
  const query = new URLSearchParams({ grant_type: 'password', scope: 'ui', tenantCode: 'acme', username: 'admin@acme.test', password: PASSWORD })
  const signedIn = await fetch(`${server.url}/api/uaa/oauth/token?${query}`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('browser:').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  token = ((await signedIn.json()) as { access_token: string }).access_token
  const roles = await api('GET', '/admin/sysuser/admin/queryRoles')
  memberRole = Number((roles.body.data as Array<{ id: string; code: string }>).find((r) => r.code === 'ROLE_MEMBER')!.id)
  const orgs = await api('GET', '/admin/sysorg/querySysOrg?pageSize=1')
  firstOrg = Number((orgs.body.data as { list: Array<{ id: string }> }).list[0]!.id)
})

describe('XSS payloads through the API onto every screen', () => {
  it(`stores the ${XSS_PAYLOADS.length} payloads in every text field`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50)
    const stored: Record<string, number | string> = {}
    for (const write of WRITES) {
      const count = await write.write()
      stored[write.endpoint] = count ?? 'no such endpoint yet'
      // Each field takes the payloads that fit its length (roles: 50 characters, names: 64).
      if (count !== undefined) expect(count, write.endpoint).toBeGreaterThanOrEqual(write.endpoint.includes('updateSysUser') ? 20 : 45)
    }
    console.log(`xss: stored ${JSON.stringify(stored)}`)
    // Every screen a write names is in the screen table.
    for (const write of WRITES) for (const path of write.screens) expect(SCREENS.map((s) => s.path)).toContain(path)
  }, 300_000)

  it('executes none of them on any screen', async () => {
    const { page, context } = await newPage(browser)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`)
      void dialog.dismiss().catch(() => undefined)
    })
    await page.goto(`${server.url}/studentwork/login`)
    await submitConsoleLogin(page)
    await page.waitForURL(/\/workbench$/)
    const seen: string[] = []
    for (const screen of SCREENS) {
      await page.goto(`${server.url}/studentwork${screen.path}`)
      // The screen's code and first data are in when its area is no longer busy (a network-idle
      // wait never ends beside the notifications' live stream).
      await root(page).locator('main').waitFor({ timeout: 30_000 })
      await root(page).locator('main[aria-busy=true]').waitFor({ state: 'detached', timeout: 30_000 })
      await screen.show?.(page)
      if (screen.shows !== false) await expect.poll(() => shadowText(page, 'sw-console'), { timeout: 20_000, message: screen.path }).toContain(RENDERED)
      // A payload that would run does so on the page's first frames (an image's error, an SVG's load).
      await everyPage(page, () => page.waitForTimeout(250))
      const flag = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)
      expect(flag, `window.__xss set on ${screen.path}`).toBeUndefined()
      seen.push(screen.path)
    }
    expect(dialogs).toEqual([])
    expect((page as unknown as { errors: string[] }).errors).toEqual([])
    expect(seen).toHaveLength(SCREENS.length)
    await context.close()
  }, 600_000)
})
