import { describe, expect, it } from 'vitest'
import { fillLogin, newPage, PASSWORD } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

serverAndBrowser()

describe('<sw-login> on the demo page', () => {
  it('signs admin@acme.test in: token cookie set, the user shown, registerNewSession and user info called', async () => {
    const { context, page } = await newPage(browser)
    const calls: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/api/')) calls.push(`${request.method()} ${path}`)
    })
    await page.goto(`${server.url}/studentwork/elements.html`)
    await fillLogin(page, 'acme', '  admin@acme.test ', PASSWORD)
    await page.locator('sw-login').getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => page.locator('#who').textContent()).toBe('Ada Lovelace')
    const cookies = await context.cookies()
    const token = cookies.find((c) => c.name === 'token')
    expect(token?.value.length).toBeGreaterThan(10)
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toMatch(/\S+/)
    expect(calls).toEqual([
      'POST /api/uaa/oauth/token',
      'POST /api/admin/sysuser/registerNewSession',
      'GET /api/uaa/users/getSysUser',
      // The demo page itself checks the session only on load, so nothing follows.
    ])
    expect((page as unknown as { errors: string[] }).errors).toEqual([])
    // The next page's <sw-console> shares the session (the cookie): no sign-in screen.
    await page.goto(`${server.url}/studentwork/workbench`)
    await page.locator('sw-console nav[part=sidebar]').waitFor()
    expect(page.url()).toBe(`${server.url}/studentwork/workbench`)
    await context.close()
  })

  it('shows the failure message for a wrong password and keeps what was typed', async () => {
    const { context, page } = await newPage(browser)
    await page.goto(`${server.url}/studentwork/elements.html`)
    await fillLogin(page, 'acme', 'admin@acme.test', 'wrong-password')
    await page.locator('sw-login input[name=password]').press('Enter')
    const alert = page.locator('sw-login [role=alert]')
    await expect.poll(() => alert.textContent()).toBe('Incorrect account or password !')
    expect(await page.locator('sw-login input[name=username]').inputValue()).toBe('admin@acme.test')
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
    await context.close()
  })

  it('after 5 failures for an account says how long to wait (the server answers 429 with Retry-After)', async () => {
    const { context, page } = await newPage(browser)
    await page.goto(`${server.url}/studentwork/elements.html`)
    await fillLogin(page, 'acme', 'intruder@acme.test', 'guess-000')
    const alert = page.locator('sw-login [role=alert]')
    const statuses: number[] = []
    page.on('response', (response) => {
      if (response.url().includes('/oauth/token')) statuses.push(response.status())
    })
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.locator('sw-login input[name=password]').fill(`guess-00${attempt}`)
      await page.locator('sw-login input[name=password]').press('Enter')
      await expect.poll(() => statuses.length).toBe(attempt)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    await expect.poll(() => alert.textContent()).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.')
    await context.close()
  })

  it('renders Simplified and Traditional Chinese, and the browser language decides without an attribute', async () => {
    const { context, page } = await newPage(browser)
    await page.goto(`${server.url}/studentwork/elements.html?lang=zh`)
    await expect.poll(() => page.locator('sw-login h1').textContent()).toBe('登录您的机构')
    await fillLogin(page, 'acme', 'admin@acme.test', 'wrong-password')
    await page.locator('sw-login button[type=submit]').click()
    await expect.poll(() => page.locator('sw-login [role=alert]').textContent()).toBe('账号或密码错误！')
    await page.goto(`${server.url}/studentwork/elements.html?lang=tw`)
    await expect.poll(() => page.locator('sw-login h1').textContent()).toBe('登入您的機構')
    await expect.poll(() => page.locator('sw-login').getByText('專利與文獻智慧分析').count()).toBe(1)
    await context.close()

    const zhBrowser = await newPage(browser, { locale: 'zh-TW' })
    await zhBrowser.page.goto(`${server.url}/studentwork/elements.html`)
    await expect.poll(() => zhBrowser.page.locator('sw-login button[type=submit]').textContent()).toBe('登入')
    await zhBrowser.context.close()
  })

  it('follows a same-origin redirect after sign-in, and refuses another origin', async () => {
    const { context, page } = await newPage(browser)
    await page.goto(`${server.url}/studentwork/elements.html?redirect=${encodeURIComponent('/studentwork/embed.html?from=login')}`)
    await fillLogin(page, 'acme', 'editor@acme.test', PASSWORD)
    await page.locator('sw-login button[type=submit]').click()
    await page.waitForURL(/\/studentwork\/embed\.html\?from=login$/)
    await context.close()

    // Another origin, and targets that only resolve to one once their dot segments are removed.
    for (const evil of ['https://evil.example.com/', '/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/studentwork/..//evil.example']) {
      const other = await newPage(browser)
      const requests: string[] = []
      other.page.on('request', (request) => requests.push(new URL(request.url()).host))
      await other.page.goto(`${server.url}/studentwork/elements.html?redirect=${encodeURIComponent(evil)}`)
      await fillLogin(other.page, 'acme', 'editor@acme.test', PASSWORD)
      await other.page.locator('sw-login button[type=submit]').click()
      await expect.poll(() => other.page.locator('#who').isVisible(), { message: evil }).toBe(true)
      expect(new URL(other.page.url()).origin, evil).toBe(server.url)
      expect(
        requests.filter((host) => host !== new URL(server.url).host),
        evil,
      ).toEqual([])
      await other.context.close()
    }
  })
})
