import { describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/dom'
import '../../elements/sw-signup.ts'
import { $, mount, shadow, type } from './helpers.ts'

const invalidNames = (el: HTMLElement) => [...shadow(el).querySelectorAll('[aria-invalid=true]')].map((node) => node.getAttribute('name')).sort()

describe('<sw-signup>', () => {
  it('names every input with the spec field names', async () => {
    const el = await mount('<sw-signup lang="en" api-base="/nowhere"></sw-signup>')
    const names = [...shadow(el).querySelectorAll('input, select')].map((i) => i.getAttribute('name'))
    expect(names).toEqual([
      'username',
      'password',
      'confirmPassword',
      'fullName',
      'nickname',
      'company',
      'jobTitle',
      'countryCode',
      'mobile',
      'email',
      'referee',
      'charCaptcha',
    ])
  })

  it('English rules: only the account, nickname and captcha are required', async () => {
    const el = await mount('<sw-signup lang="en" api-base="/nowhere"></sw-signup>')
    $(el, 'button[type=submit]').click()
    await waitFor(() => expect(invalidNames(el)).toEqual(['charCaptcha', 'confirmPassword', 'nickname', 'password', 'username']))
  })

  it('Chinese rules also require full name, company, job title, mobile and referee', async () => {
    const el = await mount('<sw-signup lang="zh" api-base="/nowhere"></sw-signup>')
    $(el, 'button[type=submit]').click()
    await waitFor(() =>
      expect(invalidNames(el)).toEqual([
        'charCaptcha',
        'company',
        'confirmPassword',
        'fullName',
        'jobTitle',
        'mobile',
        'nickname',
        'password',
        'referee',
        'username',
      ]),
    )
    const fullName = $(el, 'input[name=fullName]')
    expect(shadow(el).getElementById(fullName.getAttribute('aria-describedby')!)?.textContent).toBe('请输入姓名')
  })

  it('Chinese rules want letters, digits and special characters in the password; English does not', async () => {
    const zh = await mount('<sw-signup lang="zh" api-base="/nowhere"></sw-signup>')
    const zhPassword = $(zh, 'input[name=password]')
    type(zhPassword, 'onlyletters')
    zhPassword.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    await waitFor(() => expect(shadow(zh).textContent).toContain('密码须包含字母、数字和特殊字符'))

    const en = await mount('<sw-signup lang="en" api-base="/nowhere"></sw-signup>')
    const enPassword = $(en, 'input[name=password]')
    type(enPassword, 'onlyletters')
    enPassword.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    await new Promise((r) => setTimeout(r, 50))
    expect(enPassword.getAttribute('aria-invalid')).toBeNull()
  })

  it('checks the confirmation and the mobile number for the chosen country code', async () => {
    const el = await mount('<sw-signup lang="en" api-base="/nowhere"></sw-signup>')
    type($(el, 'input[name=password]'), 'secret1!')
    const confirm = $(el, 'input[name=confirmPassword]')
    type(confirm, 'secret2!')
    confirm.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    await waitFor(() => expect(shadow(el).textContent).toContain('The two passwords do not match'))
    const mobile = $(el, 'input[name=mobile]')
    type(mobile, '12345')
    mobile.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    $(el, 'button[type=submit]').click()
    // A number needs its country code.
    await waitFor(() => expect($(el, 'select[name=countryCode]').getAttribute('aria-invalid')).toBe('true'))
  })

  it('prefills and locks the referee from the attribute', async () => {
    const el = await mount('<sw-signup lang="en" api-base="/nowhere" referee="ACME-P01"></sw-signup>')
    const referee = $(el, 'input[name=referee]') as HTMLInputElement
    expect(referee.value).toBe('ACME-P01')
    expect(referee.readOnly).toBe(true)
  })
})
