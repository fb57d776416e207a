import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { fillLogin, newPage, shadowText } from './harness.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

const ANSWER = 'E2E42'
serverAndBrowser({ CAPTCHA_TEST_ANSWER: ANSWER })

async function openSignUp(lang: string): Promise<Page> {
  const { page } = await newPage(browser)
  await page.goto(`${server.url}/studentwork/elements.html?element=signup&lang=${lang}`)
  await page.locator('sw-signup img').waitFor()
  return page
}

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`sw-signup [name=${name}]`)
    if (name === 'countryCode') await field.selectOption(value)
    else await field.fill(value)
  }
}

const submit = (page: Page) => page.locator('sw-signup button[type=submit]').click()
const invalid = (page: Page) => page.locator('sw-signup [aria-invalid=true]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('name')).sort())

describe('<sw-signup> against the reference server', () => {
  it('signs up a new partner in English with only the required fields; the account then waits for approval', async () => {
    const page = await openSignUp('en')
    await submit(page)
    await expect.poll(() => invalid(page)).toEqual(['charCaptcha', 'confirmPassword', 'nickname', 'password', 'username'])
    await fill(page, {
      username: 'new.partner@partner.test',
      password: 'simplepass',
      confirmPassword: 'simplepass',
      nickname: 'Newbie',
      charCaptcha: ANSWER,
    })
    const detail = page.evaluate(
      () => new Promise((resolve) => document.addEventListener('sw-signup', (e) => resolve((e as CustomEvent).detail), { once: true })),
    )
    await submit(page)
    await expect.poll(() => page.locator('sw-signup [role=status] h2').textContent()).toBe('Sign Up Has Success !')
    expect(await page.locator('sw-signup [role=status]').textContent()).toContain(
      'Your information has been successfully submitted. We will send your login credentials to the provided email address shortly.',
    )
    const account = (await detail) as Record<string, unknown>
    expect(account.username).toBe('new.partner@partner.test')
    expect(account.auditStatus).toBe('pending')
    expect(JSON.stringify(account)).not.toContain('simplepass')

    // The pending account cannot sign in, and says why.
    await page.goto(`${server.url}/studentwork/elements.html?variant=classic`)
    await fillLogin(page, 'acme', 'new.partner@partner.test', 'simplepass')
    await page.locator('sw-login button[type=submit]').click()
    await expect.poll(() => page.locator('sw-login [role=alert]').textContent()).toContain('waiting for approval')
  })

  it('applies the stricter Chinese rules, then signs up', async () => {
    const page = await openSignUp('zh')
    await submit(page)
    await expect
      .poll(() => invalid(page))
      .toEqual(['charCaptcha', 'company', 'confirmPassword', 'fullName', 'jobTitle', 'mobile', 'nickname', 'password', 'referee', 'username'])
    await fill(page, { password: 'simplepass', confirmPassword: 'simplepass' })
    await page.locator('sw-signup [name=nickname]').click()
    await expect.poll(() => shadowText(page, 'sw-signup')).toContain('密码须包含字母、数字和特殊字符')
    await fill(page, {
      username: 'zh.partner@partner.test',
      password: 'Str0ng!pass',
      confirmPassword: 'Str0ng!pass',
      fullName: '屠呦呦',
      nickname: '呦呦',
      company: '合作实验室',
      jobTitle: '药物化学家',
      countryCode: '+86',
      mobile: '13812345678',
      referee: 'ACME-P01',
      charCaptcha: ANSWER,
    })
    await submit(page)
    await expect.poll(() => page.locator('sw-signup [role=status] h2').textContent()).toBe('注册成功！')
  })

  it('refuses a wrong captcha and keeps everything typed but the captcha', async () => {
    const page = await openSignUp('en')
    await fill(page, {
      username: 'captcha.partner@partner.test',
      password: 'simplepass',
      confirmPassword: 'simplepass',
      nickname: 'Cap',
      charCaptcha: 'WRONG',
    })
    await submit(page)
    await expect.poll(() => page.locator('sw-signup [name=charCaptcha]').getAttribute('aria-invalid')).toBe('true')
    expect(await shadowText(page, 'sw-signup')).toContain('The captcha is incorrect')
    expect(await page.locator('sw-signup [name=username]').inputValue()).toBe('captcha.partner@partner.test')
    expect(await page.locator('sw-signup [name=charCaptcha]').inputValue()).toBe('')
  })

  it('reports a duplicate username with the server reason, losing nothing typed', async () => {
    const page = await openSignUp('en')
    await fill(page, {
      username: 'admin@acme.test',
      password: 'simplepass',
      confirmPassword: 'simplepass',
      nickname: 'Dup',
      company: 'Somewhere',
      charCaptcha: ANSWER,
    })
    await submit(page)
    const alert = page.locator('sw-signup [role=alert]')
    await expect.poll(() => alert.textContent()).toContain('Sign Up Has Failed !')
    expect(await alert.textContent()).toContain('already registered')
    // The banner sits at the top of a long form: it takes the focus and is on screen.
    expect(await page.evaluate(() => document.querySelector('sw-signup')!.shadowRoot!.activeElement?.getAttribute('role'))).toBe('alert')
    const box = await alert.boundingBox()
    expect(box!.y).toBeGreaterThanOrEqual(0)
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height)
    expect(await page.locator('sw-signup [name=company]').inputValue()).toBe('Somewhere')
    expect(await page.locator('sw-signup [name=password]').inputValue()).toBe('simplepass')
  })
})
