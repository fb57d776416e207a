import { describe, expect, it, vi } from 'vitest'
import { languageFromTag, resolveLanguage } from '#platform/core/i18n/language.ts'
import { parseApiBase, parseBoolean, parseColor } from '#platform/core/attributes.ts'

describe('language resolution', () => {
  it('prefers the attribute, then the cookie, then the browser, then en', () => {
    expect(resolveLanguage({ attribute: 'tw', cookie: 'zh', browser: ['en-US'] })).toBe('tw')
    expect(resolveLanguage({ cookie: 'zh', browser: ['en-US'] })).toBe('zh')
    expect(resolveLanguage({ browser: ['fr-FR', 'zh-TW'] })).toBe('tw')
    expect(resolveLanguage({ browser: ['fr-FR', 'de'] })).toBe('en')
    expect(resolveLanguage({})).toBe('en')
  })

  it('skips an unknown attribute with a report, and an unknown cookie silently', () => {
    const onInvalid = vi.fn()
    expect(resolveLanguage({ attribute: 'fr', cookie: 'xx', browser: ['zh-CN'] }, onInvalid)).toBe('zh')
    expect(onInvalid).toHaveBeenCalledWith('fr')
  })

  it.each([
    ['zh-CN', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh', 'zh'],
    ['zh-TW', 'tw'],
    ['zh-HK', 'tw'],
    ['zh-Hant-HK', 'tw'],
    ['en-GB', 'en'],
    ['de-DE', null],
  ])('maps %s to %s', (tag, expected) => {
    expect(languageFromTag(tag)).toBe(expected)
  })
})

describe('attribute parsing never crashes', () => {
  it('accepts hex and colour functions, refuses CSS injection', () => {
    const warn = vi.fn()
    expect(parseColor('#13c2c2', 'x', warn)).toBe('#13c2c2')
    expect(parseColor('rgb(19, 194, 194)', 'x', warn)).toBe('rgb(19, 194, 194)')
    expect(parseColor('red; background: url(//evil)', 'x', warn)).toBeUndefined()
    expect(parseColor('#12', 'x', warn)).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('reads api-base paths and URLs', () => {
    const warn = vi.fn()
    expect(parseApiBase('/tenant-api/', 'x', warn)).toBe('/tenant-api')
    expect(parseApiBase('https://api.example.com/v1', 'x', warn)).toBe('https://api.example.com/v1')
    expect(parseApiBase('javascript:alert(1)', 'x', warn)).toBe('/api')
    expect(parseApiBase(undefined, 'x', warn)).toBe('/api')
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('reads booleans written as strings', () => {
    expect(parseBoolean('true', false)).toBe(true)
    expect(parseBoolean('', false)).toBe(true)
    expect(parseBoolean('false', true)).toBe(false)
    expect(parseBoolean('maybe', true)).toBe(true)
    expect(parseBoolean(null, false)).toBe(false)
  })
})
