import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { newPage, PASSWORD, shadowText, strongShade, submitConsoleLogin } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

const BASE = '/studentwork'

serverAndBrowser()

async function signIn(page: Page, username: string, path = '/login'): Promise<void> {
  await page.goto(`${server.url}${BASE}${path}`)
  await submitConsoleLogin(page, username)
}

const menuTexts = (page: Page) => page.locator('sw-console nav[part=sidebar] a').allTextContents()

describe('<sw-console> (shell so far)', () => {
  it('signs the admin in to the workbench with data, the full menu and a tag', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(`${server.url}${BASE}/workbench`)
    await expect.poll(() => shadowText(page, 'sw-console')).toContain('Welcome back, Ada Admin')
    expect(await shadowText(page, 'sw-console')).toMatch(/Notifications\s*\d+/)
    // The trend chart (chart.js, a lazy chunk) draws on a canvas described for screen readers.
    const chart = page.locator('sw-console canvas[role=img]')
    await chart.waitFor()
    expect(await chart.getAttribute('aria-label')).toMatch(/^Notifications per week over the last 13 weeks: \d+ in all$/)
    expect(await menuTexts(page)).toEqual(expect.arrayContaining(['Workbench', 'Users', 'Sign-in scope', 'My notifications']))
    expect(await page.locator('sw-console [part=tags] a').allTextContents()).toEqual(['Workbench'])
    expect(await page.title()).toBe('Workbench - Studentwork')
  })

  it('opens the avatar menu inside the shadow root, and logging out goes to /loginNew with the path', async () => {
    const { context, page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    await page.locator('sw-console nav[part=sidebar] a', { hasText: 'Roles' }).click()
    await page.waitForURL(/\/system\/roles$/)
    await page.locator('sw-console [part=avatar]').click()
    const menu = page.locator('sw-console [role=menu]')
    await menu.waitFor()
    // Radix portals into the element's shadow root, never into the host's body.
    expect(await page.evaluate(() => document.body.querySelectorAll(':scope > [role=menu], :scope > div [role=menu]').length)).toBe(0)
    expect(await page.evaluate(() => Boolean(document.querySelector('sw-console')!.shadowRoot!.querySelector('[role=menu]')))).toBe(true)
    await menu.getByText('Log out').click()
    await page.waitForURL(`${server.url}${BASE}/loginNew?redirect=%2Fsystem%2Froles`)
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
    // Requests still out at the logout come back "session ended": the user left on purpose, so
    // no "Confirm logout" box covers the sign-in form (it did in Chromium 150).
    await page.waitForTimeout(500)
    expect(await page.locator('sw-console [role=alertdialog]').count()).toBe(0)
    // Signing in again returns to that page.
    await submitConsoleLogin(page)
    await page.waitForURL(`${server.url}${BASE}/system/roles`)
  })

  it('gives the editor fewer menu items, and a typed admin-only URL gives 401, never the screen', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'editor@acme.test')
    await page.waitForURL(/\/workbench$/)
    await expect.poll(() => menuTexts(page)).toContain('Sign-in records')
    const items = await menuTexts(page)
    expect(items).not.toContain('Users')
    expect(items).not.toContain('Sign-in scope')
    await page.goto(`${server.url}${BASE}/system/users`)
    await page.waitForURL(`${server.url}${BASE}/401`)
    await expect.poll(() => shadowText(page, 'sw-console')).toContain('You do not have access to this page')
    // Signed in, 401 and 404 are drawn inside the frame: sidebar and top bar stay.
    expect(await page.locator('sw-console nav[part=sidebar]').isVisible()).toBe(true)
    expect(await page.locator('sw-console main h1').textContent()).toBe('You do not have access to this page')
    await page.goto(`${server.url}${BASE}/no/such/page`)
    await page.waitForURL(`${server.url}${BASE}/404`)
    await page.locator('sw-console main h1', { hasText: 'Page not found' }).waitFor()
    expect(await page.locator('sw-console nav[part=sidebar]').isVisible()).toBe(true)
  })

  it('"Go to the workbench" arrives even when the chosen top menu leaves the workbench out', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    const topMenu = page.locator('sw-console header select[name=parentId]')
    await expect.poll(() => topMenu.locator('option').allTextContents()).toEqual(['All menus', 'Drug discovery', 'Attendance', 'Messages', 'System'])
    await topMenu.selectOption({ label: 'System' })
    await page.waitForURL(/\/system\//)
    // A link to the workbench (e.g. the host's) while this menu is chosen: not permitted here.
    await page.evaluate((to) => {
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, `${BASE}/workbench`)
    await page.waitForURL(`${server.url}${BASE}/401`)
    await page.locator('sw-console main').getByRole('button', { name: 'Go to the workbench' }).click()
    await page.waitForURL(`${server.url}${BASE}/workbench`)
    await page.locator('sw-console main h1', { hasText: 'Welcome back' }).waitFor()
    expect(await topMenu.inputValue()).toBe('')
  })

  it('offers a member only the top menus holding a screen of theirs', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'member@acme.test')
    await page.waitForURL(/\/workbench$/)
    await expect
      .poll(() => page.locator('sw-console header select[name=parentId] option').allTextContents())
      .toEqual(['All menus', 'Drug discovery', 'Attendance', 'Messages'])
  })

  it("switches role from the avatar menu: the new role's menus, every view closed, back on the workbench; a reload keeps it", async () => {
    const { page } = await newPage(browser)
    const roleHeaders: string[] = []
    const authorityRoles: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/uaa/users/getSysUser')) roleHeaders.push(request.headers()['rolecode'] ?? '')
      if (request.url().includes('/queryCurrentAuthority')) authorityRoles.push(request.headers()['rolecode'] ?? '')
    })
    await signIn(page, 'lead@acme.test')
    await page.waitForURL(/\/workbench$/)
    await expect.poll(() => menuTexts(page)).toContain('Design workspace')
    await page.locator('sw-console nav[part=sidebar] a', { hasText: 'Design workspace' }).click()
    await page.waitForURL(/\/sider$/)
    await page.locator('sw-console [part=avatar]').click()
    const member = page.locator('sw-console [role=menuitemradio]', { hasText: 'Member' })
    // The avatar menu is a lazy chunk: its items appear once it has loaded, so wait for them.
    await expect.poll(() => page.locator('sw-console [role=menuitemradio]').allTextContents()).toEqual(['Editor', 'Member'])
    await member.click()
    await page.waitForURL(/\/workbench$/)
    await expect.poll(() => menuTexts(page)).not.toContain('Design workspace')
    expect(await page.locator('sw-console [part=tags] a, sw-console [part=tags] span').allTextContents()).not.toContain('Design workspace')
    expect(roleHeaders.at(-1)).toBe('ROLE_MEMBER')
    await page.locator('sw-console [part=avatar]').click()
    expect(await page.locator('sw-console [role=menuitemradio][aria-checked=true]').textContent()).toBe('Member')

    // A reload keeps the role the user changed to; a new tab starts with their first role.
    await page.reload()
    await expect.poll(() => menuTexts(page)).toContain('Workbench')
    expect(await menuTexts(page)).not.toContain('Design workspace')
    expect(authorityRoles.at(-1)).toBe('ROLE_MEMBER')
    const tab = await page.context().newPage()
    await tab.goto(page.url())
    await expect.poll(() => menuTexts(tab)).toContain('Design workspace')
    await tab.close()
  })

  it('lands a reloaded deep link on its route, and an unknown path on 404', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    await page.goto(`${server.url}${BASE}/attendance/scope`)
    await expect.poll(() => page.locator('sw-console [part=breadcrumb]').textContent()).toContain('Sign-in scope')
    expect(page.url()).toBe(`${server.url}${BASE}/attendance/scope`)
    await page.goto(`${server.url}${BASE}/no/such/page`)
    await page.waitForURL(`${server.url}${BASE}/404`)
  })

  it('after sign-in follows a ?redirect= with the full path, and lands on the workbench for targets that resolve off-site', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test', `/login?redirect=${encodeURIComponent(`${BASE}/attendance/scope`)}`)
    await page.waitForURL(`${server.url}${BASE}/attendance/scope`)
    for (const evil of ['/.//evil.example', '/%2e//evil.example', `${BASE}/..//evil.example`]) {
      await page.goto(`${server.url}${BASE}/login?redirect=${encodeURIComponent(evil)}`)
      await page.waitForURL(`${server.url}${BASE}/workbench`)
      await expect.poll(() => shadowText(page, 'sw-console'), { message: evil, timeout: 10_000 }).toContain('Welcome back')
    }
  })

  it('sends a visitor without a session to sign in, and shows the landing page publicly', async () => {
    const { page } = await newPage(browser)
    await page.goto(`${server.url}${BASE}/workbench`)
    await page.waitForURL(`${server.url}${BASE}/login?redirect=%2Fworkbench`)
    await page.goto(`${server.url}${BASE}/`)
    await page.waitForURL(`${server.url}${BASE}/home`)
    await expect.poll(() => shadowText(page, 'sw-console')).toContain('An AI platform for drug discovery')
  })

  it('switching the post changes the menu; clearing it brings the full menu back', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    // At 1280 px the selects are in the top bar, not in the sidebar.
    expect(await page.locator('sw-console nav[part=sidebar] select[name=postCode]').isVisible()).toBe(false)
    const post = page.locator('sw-console header select[name=postCode]')
    await post.selectOption('ATT_OFFICER')
    // The workbench is not in this post's menu: the console moves to its first screen.
    await page.waitForURL(`${server.url}${BASE}/attendance/scope`)
    await expect.poll(() => menuTexts(page)).not.toContain('Design workspace')
    expect(await menuTexts(page)).toContain('Sign-in scope')
    await post.selectOption('')
    await expect.poll(() => menuTexts(page)).toContain('Design workspace')
    expect(await menuTexts(page)).toContain('Sign-in scope')
  })

  it('remembers ?lang= for later pages, and home, sign-in and sign-up each switch language', async () => {
    const { page } = await newPage(browser)
    await page.goto(`${server.url}${BASE}/login?lang=zh`)
    await expect.poll(() => page.locator('sw-console h1').textContent()).toBe('登录您的机构')
    await page.goto(`${server.url}${BASE}/home`)
    await expect.poll(() => page.locator('sw-console h1').textContent()).toBe('面向药物研发的 AI 平台')
    await page.locator('sw-console select[name=language]').selectOption('en')
    await expect.poll(() => page.locator('sw-console h1').textContent()).toBe('An AI platform for drug discovery')
    await page.goto(`${server.url}${BASE}/signUp`)
    await expect.poll(() => page.locator('sw-console h1').textContent()).toBe('Create your partner account')
    await page.locator('sw-console select[name=language]').selectOption('tw')
    await expect.poll(() => page.locator('sw-console h1').textContent()).toBe('建立合作夥伴帳號')
    await page.goto(`${server.url}${BASE}/login`)
    await expect.poll(() => page.locator('sw-console h1').textContent()).toBe('登入您的機構')
  })

  it('finds 工作台 with "gzt" in Chinese and goes there with the keyboard', async () => {
    const { page } = await newPage(browser)
    await page.goto(`${server.url}${BASE}/login?lang=zh`)
    await submitConsoleLogin(page)
    await page.waitForURL(/\/workbench$/)
    await page.locator('sw-console nav[part=sidebar] a', { hasText: '签到范围' }).click()
    await page.waitForURL(/\/attendance\/scope$/)
    await page.keyboard.press('Control+k')
    const search = page.locator('sw-console input[name=menuSearch]')
    await search.waitFor()
    expect(await search.getAttribute('placeholder')).toBe('搜索菜单')
    await search.fill('gzt')
    await expect.poll(() => page.locator('sw-console [role=option]').first().textContent()).toBe('药物研发 / 工作台')
    await search.press('Enter')
    await page.waitForURL(`${server.url}${BASE}/workbench`)
  })

  it('changes the password end to end: a wrong old one is refused, the new one then signs in', async () => {
    const { context, page } = await newPage(browser)
    await signIn(page, 'member@acme.test')
    await page.waitForURL(/\/workbench$/)
    await page.locator('sw-console [part=avatar]').click()
    await page.locator('sw-console [role=menuitem]', { hasText: 'Change password' }).click()
    const dialog = page.locator('sw-console [role=dialog]')
    await dialog.waitFor()
    // Opening it judges nothing yet: the first field has the focus and no field is marked.
    await expect
      .poll(() =>
        dialog
          .locator('input[name=oldPassword]')
          .evaluate((el) => el.getRootNode() instanceof ShadowRoot && el === (el.getRootNode() as ShadowRoot).activeElement),
      )
      .toBe(true)
    await page.waitForTimeout(300)
    expect(await dialog.locator('[aria-invalid=true]').count()).toBe(0)
    // Shift+Tab from the first field reaches the close button, then wraps to Save: focus stays in.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    expect(await page.evaluate(() => document.querySelector('sw-console')!.shadowRoot!.activeElement?.getAttribute('type'))).toBe('submit')
    await dialog.locator('button[type=submit]').click()
    await expect.poll(() => dialog.locator('[aria-invalid=true]').count()).toBe(3)
    expect(await shadowText(page, 'sw-console')).toContain('Please enter the old password!')
    await dialog.locator('input[name=oldPassword]').fill('not-my-password')
    await dialog.locator('input[name=newPassword]').fill('N3w-secret!')
    await dialog.locator('input[name=confirmNewPassword]').fill('N3w-secret?')
    await expect.poll(() => shadowText(page, 'sw-console')).toContain('The new password and the confirmed new password are inconsistent!')
    await dialog.locator('input[name=confirmNewPassword]').fill('N3w-secret!')
    await dialog.locator('button[type=submit]').click()
    await expect.poll(() => page.locator('sw-console [role=alert]').allTextContents()).toContain('The old password is incorrect')
    await dialog.locator('input[name=oldPassword]').fill(PASSWORD)
    await dialog.locator('button[type=submit]').click()
    await expect.poll(() => page.locator('sw-console [role=status]').allTextContents()).toContain('The password was changed.')
    await expect.poll(() => dialog.count()).toBe(0)
    await context.clearCookies()
    await page.goto(`${server.url}${BASE}/login`)
    await submitConsoleLogin(page, 'member@acme.test', { password: 'N3w-secret!' })
    await page.waitForURL(/\/workbench$/)
  })

  it('keeps typed text in a kept-alive view across a tab switch; Refresh starts it fresh', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    await page.goto(`${server.url}${BASE}/profile/index`)
    const nickname = page.locator('sw-console input[name=nickname]')
    await nickname.fill('Typed but not saved')
    const tags = page.locator('sw-console [part=tags]')
    await tags.getByRole('link', { name: 'Workbench' }).click()
    await page.waitForURL(/\/workbench$/)
    // The URL changes a moment before React commits the switch.
    await expect.poll(() => nickname.isVisible()).toBe(false)
    await tags.getByRole('link', { name: 'Profile' }).click()
    await page.waitForURL(/\/profile\/index$/)
    expect(await nickname.inputValue()).toBe('Typed but not saved')
    await tags.locator('span', { hasText: 'Profile' }).click({ button: 'right' })
    await page.locator('sw-console [role=menuitem]', { hasText: 'Refresh' }).click()
    await expect.poll(() => nickname.inputValue()).toBe('Ada Admin')
    // The nickname is required (docs/spec.md#account-rules): an empty one is not saved and the field says why.
    await nickname.fill('  ')
    const saves: string[] = []
    page.on('request', (request) => request.url().includes('updateSysUser') && saves.push(request.url()))
    await page.locator('sw-console button[type=submit]', { hasText: 'Save' }).click()
    await expect.poll(() => shadowText(page, 'sw-console')).toContain('Please enter a nickname')
    expect(await nickname.getAttribute('aria-invalid')).toBe('true')
    expect(saves).toEqual([])
  })

  it("a tab switch keeps the shown view's chart as drawn; the links carry the base path and the current tag adds no history entry", async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    const chart = page.locator('sw-console canvas[role=img]')
    await chart.waitFor()
    const tags = page.locator('sw-console [part=tags]')
    const users = page.locator('sw-console nav[part=sidebar] a[title=Users]')
    expect(await users.getAttribute('href')).toBe(`${BASE}/system/users`)
    // A mark drawn on the chart's canvas: a chart built again on the way back would clear it.
    const mark = () => chart.evaluate((canvas: HTMLCanvasElement) => [...canvas.getContext('2d')!.getImageData(1, 1, 1, 1).data].join())
    await chart.evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d')!
      context.fillStyle = 'rgb(1, 2, 3)'
      context.fillRect(0, 0, 3, 3)
    })
    expect(await mark()).toBe('1,2,3,255')
    await users.click()
    await page.waitForURL(/\/system\/users$/)
    await expect.poll(() => chart.isVisible()).toBe(false)
    const length = await page.evaluate(() => history.length)
    await tags.getByRole('link', { name: 'Users' }).click()
    await tags.getByRole('link', { name: 'Workbench' }).click()
    await page.waitForURL(/\/workbench$/)
    await expect.poll(() => chart.isVisible()).toBe(true)
    // After the frame and the workbench's reload of its (unchanged) data.
    await page.waitForTimeout(1_000)
    expect(await mark()).toBe('1,2,3,255')
    expect(await page.evaluate(() => history.length)).toBe(length + 1)
  })

  it('at 375 px the sidebar is an overlay that closes on navigation', async () => {
    const { page } = await newPage(browser, { width: 375, height: 812 })
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    const sidebar = page.locator('sw-console nav[part=sidebar]')
    expect(await sidebar.isVisible()).toBe(false)
    await page.locator('sw-console [part=navbar] button[aria-expanded]').first().click()
    await sidebar.waitFor({ state: 'visible' })
    const box = await sidebar.boundingBox()
    expect(box?.x).toBe(0)
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('sw-console')!.shadowRoot!.querySelector('nav[part=sidebar]')!).position)).toBe(
      'fixed',
    )
    await sidebar.locator('a', { hasText: 'Sign-in records' }).click()
    await page.waitForURL(/\/attendance\/records$/)
    await expect.poll(() => sidebar.isVisible()).toBe(false)
    // The top bar has no room for the post select here: it lives in the sidebar's head.
    expect(await page.locator('sw-console header select[name=postCode]').isVisible()).toBe(false)
    await page.locator('sw-console [part=navbar] button[aria-expanded]').first().click()
    await sidebar.locator('select[name=postCode]').selectOption('CHEM_LEAD')
    // Sign-in records is not in this post's menu: the console moves to its first screen.
    await page.waitForURL(/\/workbench$/)
    await expect.poll(() => menuTexts(page)).not.toContain('Sign-in records')
    // Nor for the size select: it is in the settings panel.
    expect(await page.locator('sw-console header select[name=size]').isVisible()).toBe(false)
    await page.locator('sw-console [part=navbar]').getByRole('button', { name: 'Settings' }).click()
    await page.locator('sw-console [part=settings] select[name=size]').selectOption('small')
    await expect.poll(() => page.locator('sw-console .sw-root').getAttribute('data-size')).toBe('small')
  })

  it('at 375 px keeps the current tag in sight in the tag bar, scrolling the bar and never the page', async () => {
    const { page } = await newPage(browser, { width: 375, height: 812 })
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    const sidebar = page.locator('sw-console nav[part=sidebar]')
    for (const name of ['Sign-in scope', 'Sign-in records', 'My notifications', 'Users', 'Organisations']) {
      await page.locator('sw-console [part=navbar] button[aria-expanded]').first().click()
      await sidebar.locator('a', { hasText: name }).click()
      await expect.poll(() => sidebar.isVisible()).toBe(false)
    }
    const bar = page.locator('sw-console [part=tags]')
    const inSight = () =>
      bar.evaluate((el) => {
        const tag = el.querySelector('[aria-current=page]')!.getBoundingClientRect()
        const box = el.getBoundingClientRect()
        return tag.left >= box.left - 1 && tag.right <= box.right + 1
      })
    expect(await bar.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await expect.poll(inSight).toBe(true)
    expect(await bar.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    // Back to the first tag: the bar scrolls back to it.
    await bar.locator('a').first().click()
    await page.waitForURL(/\/workbench$/)
    await expect.poll(inSight).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  it('runs the route-load progress bar while a screen loads on a slow network, then removes it', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    const bar = page.locator('sw-console [role=progressbar]')
    // The workbench's own first load ends first.
    await bar.waitFor({ state: 'detached' })
    // The network is outside the product: the next screen's code arrives after 900 ms.
    await page.route(/\/chunks\/Orgs-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 900))
      await route.continue()
    })
    await page.locator('sw-console nav[part=sidebar] a', { hasText: 'Organisations' }).click()
    await bar.waitFor({ state: 'visible' })
    expect(await bar.getAttribute('aria-label')).toBe('Loading page')
    await page.locator('sw-console main h1#sw-orgs-title').waitFor()
    await bar.waitFor({ state: 'detached' })
  })

  it('applies a theme colour from the settings panel at once, keeps it after a reload, and resets', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    const activeMenu = page.locator('sw-console nav[part=sidebar] a[aria-current=page]')
    const colour = () => activeMenu.evaluate((el) => getComputedStyle(el).backgroundColor)
    const blue = await strongShade(page, '#1890ff')
    const purple = await strongShade(page, '#722ed1')
    expect(await colour()).toBe(blue)
    await page.locator('sw-console button[aria-label=Settings]').click()
    const panel = page.locator('sw-console [part=settings]')
    await panel.locator('button[aria-label="#722ed1"]').click()
    // A loading message while the theme is applied, gone once it is (docs/spec.md#theme-change).
    const loading = page.locator('sw-console [part=toasts] [role=status]', { hasText: 'Applying the theme colour…' })
    await expect.poll(() => loading.count(), { interval: 50 }).toBe(1)
    await expect.poll(colour).toBe(purple)
    await expect.poll(() => loading.count()).toBe(0)
    await panel.locator('button[role=switch][name=tagsView]').click()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('sw-console [part=tags]').count()).toBe(0)
    await page.reload()
    await expect.poll(colour).toBe(purple)
    expect(await page.locator('sw-console [part=tags]').count()).toBe(0)
    await page.locator('sw-console button[aria-label=Settings]').click()
    await page.locator('sw-console [part=settings]').getByText('Reset settings').click()
    await expect.poll(colour).toBe(blue)
    await expect.poll(() => page.locator('sw-console [part=tags]').count()).toBe(1)
  })

  it('records an uncaught error in the error log (Msg, Info, Url, Stack), viewable and clearable', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    await page.locator('sw-console main h1').waitFor()
    expect(await page.locator('sw-console button[aria-label^="Error log"]').count()).toBe(0)
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Boom from the test')
      })
    })
    const bug = page.locator('sw-console button[aria-label^="Error log ("]')
    await bug.waitFor()
    await bug.click()
    const log = page.locator('sw-console [part=error-log]')
    const row = log.locator('tbody tr', { hasText: 'Boom from the test' })
    await expect.poll(() => row.count()).toBe(1)
    expect(await row.locator('td').nth(2).textContent()).toBe(`${server.url}${BASE}/workbench`)
    expect(await row.locator('td').nth(3).textContent()).toContain('Error: Boom from the test')
    await log.getByRole('button', { name: 'Clear' }).click()
    await expect.poll(() => page.locator('sw-console button[aria-label^="Error log"]').count()).toBe(0)
  })

  it('switches the language live: menu, tabs, breadcrumb and document title follow, no reload', async () => {
    const { page } = await newPage(browser)
    await signIn(page, 'admin@acme.test')
    await page.waitForURL(/\/workbench$/)
    await page.locator('sw-console main h1').waitFor()
    const navigations: string[] = []
    page.on('framenavigated', (frame) => navigations.push(frame.url()))
    await page.locator('sw-console select[name=language]').selectOption('tw')
    await expect.poll(() => menuTexts(page)).toContain('工作台')
    expect(await menuTexts(page)).toContain('使用者管理')
    expect(await page.locator('sw-console [part=tags] a').allTextContents()).toEqual(['工作台'])
    expect(await page.locator('sw-console [part=breadcrumb]').textContent()).toContain('藥物研發')
    await expect.poll(() => page.title()).toBe('工作台 - Studentwork')
    expect(navigations).toEqual([])
    expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('tw')
  })
})
