import { describe, expect, it } from 'vitest'
import {
  COUNTRY_CODES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  isExternal,
  isValidURL,
  normalizeCountryCode,
  validEmail,
  validMobile,
  validPassword,
  validUsername,
} from '#platform/core/validate.ts'

describe('isValidURL', () => {
  it.each([
    'http://example.com',
    'https://www.example.com/path/to?q=1&r=2#frag',
    'ftp://files.example.org/pub',
    'https://example.studio',
    'http://192.168.1.10:8080/api',
    'http://255.255.255.255',
    'http://localhost:5173/studentwork/',
    'https://user:pass@example.com',
    'https://xn--fiqs8s.xn--fiqz9s/',
  ])('accepts %s', (url) => {
    expect(isValidURL(url)).toBe(true)
  })

  it.each([
    '',
    'example.com',
    'mailto:a@b.co',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'http://',
    'http://example',
    'http://-bad-.com',
    'http://exa mple.com',
    'http://256.1.1.1',
    'http://1.2.3',
    'http://example.com:0',
    'http://example.com:65536',
    'http://example.com/has space',
    'https://example.123',
  ])('refuses %s', (url) => {
    expect(isValidURL(url)).toBe(false)
  })
})

describe('isExternal', () => {
  it('spots http(s), mailto and tel links only', () => {
    expect(isExternal('https://x.example')).toBe(true)
    expect(isExternal('http://x.example')).toBe(true)
    expect(isExternal('mailto:someone@x.example')).toBe(true)
    expect(isExternal('tel:+8613800138000')).toBe(true)
    expect(isExternal('/workbench')).toBe(false)
    expect(isExternal('ftp://x.example')).toBe(false)
    expect(isExternal('javascript:void(0)')).toBe(false)
  })
})

describe('validUsername', () => {
  it('needs 3 to 64 characters once trimmed', () => {
    expect([USERNAME_MIN, USERNAME_MAX]).toEqual([3, 64])
    expect(validUsername('ab')).toBe(false)
    expect(validUsername('abc')).toBe(true)
    expect(validUsername('  ab  ')).toBe(false)
    expect(validUsername('a'.repeat(64))).toBe(true)
    expect(validUsername('a'.repeat(65))).toBe(false)
    expect(validUsername('')).toBe(false)
  })
})

describe('validPassword', () => {
  it('needs 6 to 31 characters, counted as typed', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([6, 31])
    expect(validPassword('12345')).toBe(false)
    expect(validPassword('123456')).toBe(true)
    expect(validPassword('  1234')).toBe(true)
    expect(validPassword('a'.repeat(31))).toBe(true)
    expect(validPassword('a'.repeat(32))).toBe(false)
  })

  it('in the strict (Chinese) set also needs a letter, a digit and a special character', () => {
    expect(validPassword('abc123!', true)).toBe(true)
    expect(validPassword('Ab1_xyz', true)).toBe(true)
    expect(validPassword('abcdef1', true)).toBe(false)
    expect(validPassword('abcdef!', true)).toBe(false)
    expect(validPassword('123456!', true)).toBe(false)
    expect(validPassword('abc 123', true)).toBe(false)
    expect(validPassword('abc123中', true)).toBe(false)
    expect(validPassword('a1!', true)).toBe(false)
    expect(validPassword(`a1!${'x'.repeat(29)}`, true)).toBe(false)
  })
})

describe('validEmail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.com', 'x_y-z@example.org', ' padded@example.com '])('accepts %s', (e) => {
    expect(validEmail(e)).toBe(true)
  })
  it.each([
    '',
    'plain',
    'a@b',
    'a@b.c',
    '@b.com',
    'a@.com',
    'a..b@example.com',
    '.a@example.com',
    'a b@example.com',
    'a@exa_mple.com',
    `${'a'.repeat(250)}@b.com`,
  ])('refuses %s', (e) => {
    expect(validEmail(e)).toBe(false)
  })
})

describe('validMobile', () => {
  it('checks mainland China numbers: 11 digits starting 1[3-9]', () => {
    expect(validMobile('+86', '13800138000')).toBe(true)
    expect(validMobile('86', '199 0000 0000')).toBe(true)
    expect(validMobile('+86', '12800138000')).toBe(false)
    expect(validMobile('+86', '1380013800')).toBe(false)
    expect(validMobile('+86', '138001380000')).toBe(false)
  })

  it('checks Hong Kong, Macau, Taiwan, NANP and UK numbers', () => {
    expect(validMobile('+852', '91234567')).toBe(true)
    expect(validMobile('+852', '21234567')).toBe(false)
    expect(validMobile('+853', '66123456')).toBe(true)
    expect(validMobile('+853', '28123456')).toBe(false)
    expect(validMobile('+886', '0912345678')).toBe(true)
    expect(validMobile('+886', '912345678')).toBe(true)
    expect(validMobile('+886', '0212345678')).toBe(false)
    expect(validMobile('+1', '415-555-2671')).toBe(true)
    expect(validMobile('+1', '0155552671')).toBe(false)
    expect(validMobile('+1', '4151552671')).toBe(false)
    expect(validMobile('+44', '07911 123456')).toBe(true)
    expect(validMobile('+44', '7911123456')).toBe(true)
    expect(validMobile('+44', '02071234567')).toBe(false)
  })

  it('falls back to 5–15 digits for other codes', () => {
    expect(validMobile('+49', '15123456789')).toBe(true)
    expect(validMobile('+49', '1234')).toBe(false)
    expect(validMobile('+49', '1234567890123456')).toBe(false)
    expect(validMobile('+49', '12345abc')).toBe(false)
  })

  it('refuses a missing or malformed country code', () => {
    expect(validMobile('', '13800138000')).toBe(false)
    expect(validMobile('+', '13800138000')).toBe(false)
    expect(validMobile('CN', '13800138000')).toBe(false)
    expect(normalizeCountryCode(' 852 ')).toBe('+852')
    expect(normalizeCountryCode('+12345')).toBe('')
  })

  it('offers the codes it knows, each once, with a region', () => {
    const codes = COUNTRY_CODES.map((c) => c.code)
    expect(codes.slice(0, 6)).toEqual(['+86', '+852', '+853', '+886', '+1', '+44'])
    expect(new Set(codes).size).toBe(codes.length)
    for (const c of COUNTRY_CODES) expect(c.region).toMatch(/^[A-Z]{2}$/)
  })
})
