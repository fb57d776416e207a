import { describe, expect, it, vi } from 'vitest'
import { waitFor } from '@testing-library/dom'
import '../../elements/sw-login.ts'
import { $, mount, shadow, type } from './helpers.ts'

describe('<sw-login>', () => {
  it('renders its form inside an open shadow root, with the addressable field names', async () => {
    const el = await mount('<sw-login lang="en"></sw-login>')
    expect(el.shadowRoot).not.toBeNull()
    expect(document.querySelector('input')).toBeNull()
    const names = [...shadow(el).querySelectorAll('input')].map((i) => i.getAttribute('name'))
    expect(names).toEqual(['tenantCode', 'username', 'password'])
    expect($(el, 'h1').textContent).toBe('Sign in to your organisation')
    expect($(el, 'input[name=password]').getAttribute('type')).toBe('password')
    // The shared stylesheet is in the shadow root (a <style> fallback in jsdom).
    const styled = (el.shadowRoot!.adoptedStyleSheets?.length ?? 0) > 0 || el.shadowRoot!.querySelector('style') !== null
    expect(styled).toBe(true)
  })

  it('validates on submit and ties each message to its field', async () => {
    const el = await mount('<sw-login lang="en"></sw-login>')
    $(el, 'button[type=submit]').click()
    await waitFor(() => expect(shadow(el).querySelectorAll('[aria-invalid=true]').length).toBe(3))
    const username = $(el, 'input[name=username]')
    const describedBy = username.getAttribute('aria-describedby')!
    expect(shadow(el).getElementById(describedBy)?.textContent).toBe('Please enter your username')
  })

  it('checks lengths on blur: username 3–64, password 6–31', async () => {
    const el = await mount('<sw-login lang="en"></sw-login>')
    const username = $(el, 'input[name=username]')
    type(username, 'ab')
    username.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    await waitFor(() => expect(shadow(el).textContent).toContain('The username must be 3 to 64 characters'))
    const password = $(el, 'input[name=password]')
    type(password, '12345')
    password.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    await waitFor(() => expect(shadow(el).textContent).toContain('The password must be 6 to 31 characters'))
    type(password, '123456')
    await waitFor(() => expect(shadow(el).textContent).not.toContain('The password must be 6 to 31 characters'))
  })

  it('prefills and locks the tenant code from the attribute', async () => {
    const el = await mount('<sw-login lang="en" tenant-code="acme"></sw-login>')
    const tenant = $(el, 'input[name=tenantCode]') as HTMLInputElement
    expect(tenant.value).toBe('acme')
    expect(tenant.readOnly).toBe(true)
  })

  it('shows and hides the password', async () => {
    const el = await mount('<sw-login lang="en"></sw-login>')
    const toggle = $(el, 'button[aria-label="Show password"]')
    toggle.click()
    await waitFor(() => expect($(el, 'input[name=password]').getAttribute('type')).toBe('text'))
    expect($(el, 'button[aria-pressed=true]').getAttribute('aria-label')).toBe('Hide password')
  })

  it('renders Simplified and Traditional Chinese', async () => {
    const zh = await mount('<sw-login lang="zh"></sw-login>')
    await waitFor(() => expect($(zh, 'h1').textContent).toBe('登录您的机构'))
    expect($(zh, 'button[type=submit]').textContent).toBe('登录')
    const tw = await mount('<sw-login lang="tw"></sw-login>')
    await waitFor(() => expect($(tw, 'h1').textContent).toBe('登入您的機構'))
  })

  it('warns and falls back on bad attribute values instead of crashing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = await mount('<sw-login lang="fr" variant="fancy" theme-color="url(x)" size="huge" api-base="javascript:x"></sw-login>')
    expect($(el, 'button[type=submit]').textContent).toBe('Sign in')
    expect($(el, '[part=card]')).toBeTruthy()
    expect($(el, '.sw-root').dataset.size).toBe('default')
    const messages = warn.mock.calls.map((c) => String(c[0])).join('\n')
    for (const bad of ['fr', 'fancy', 'url(x)', 'huge', 'javascript:x']) expect(messages).toContain(bad)
    // One warning per bad attribute, naming it and what it accepts.
    expect(warn).toHaveBeenCalledTimes(5)
    expect(messages).toContain('<sw-login> variant="fancy" is not one of classic, new; using the default "classic".')
    expect(messages).toContain('<sw-login> lang="fr" is not one of en, zh, tw; ignoring it.')
    warn.mockRestore()
  })

  it('applies theme colour and size', async () => {
    const el = await mount('<sw-login lang="en" theme-color="#13c2c2" size="small"></sw-login>')
    const root = $(el, '.sw-root')
    expect(root.style.getPropertyValue('--sw-color-primary')).toBe('#13c2c2')
    expect(root.dataset.size).toBe('small')
  })

  it('shows the marketing panel in the outward-facing variant', async () => {
    const el = await mount('<sw-login lang="en" variant="new"></sw-login>')
    await waitFor(() => expect(shadow(el).textContent).toContain('ADME/T property prediction'))
    expect(shadow(el).textContent).toContain('This platform is for staff and partners only.')
  })
})
