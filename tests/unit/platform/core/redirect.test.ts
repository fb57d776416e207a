import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from '#platform/core/redirect.ts'

const origin = 'https://portal.example.com'

describe('safeRedirectPath', () => {
  it.each([
    ['/studentwork/workbench', '/studentwork/workbench'],
    ['/studentwork/profile?tab=1#x', '/studentwork/profile?tab=1#x'],
    ['https://portal.example.com/studentwork/a', '/studentwork/a'],
    ['/a/../b', '/b'],
  ])('follows the same-origin path %s', (input, expected) => {
    expect(safeRedirectPath(input, origin)).toBe(expected)
  })

  it.each([
    'https://evil.example.com/x',
    '//evil.example.com/x',
    '/\\evil.example.com',
    '\\\\evil.example.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'relative/path',
    '',
    '   ',
    '/ok\n//evil.example.com',
    'http://portal.example.com:8080/x',
    'http://portal.example.com/x',
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input, origin)).toBeNull()
  })

  // Targets that resolve to another origin once dot segments are removed (docs/spec.md#server-hardening): each was
  // followed off-site before the resolved path was checked.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/studentwork/..//evil.example',
    '/studentwork/../..//evil.example',
    '/././/evil.example/x?y#z',
    '///evil.example',
    '/\\evil.example',
    'https://portal.example.com//evil.example',
    'https://portal.example.com/.//evil.example',
  ])('refuses %j, which resolves to a protocol-relative path', (input) => {
    expect(safeRedirectPath(input, origin)).toBeNull()
    expect(safeRedirectPath(input, `${origin}/studentwork/login?redirect=x`, '/studentwork/')).toBeNull()
  })

  it('resolves against the page URL and keeps to the base path', () => {
    const page = `${origin}/studentwork/login`
    expect(safeRedirectPath('/studentwork/guide', page, '/studentwork/')).toBe('/studentwork/guide')
    expect(safeRedirectPath('/studentwork', page, '/studentwork/')).toBe('/studentwork')
    expect(safeRedirectPath('/studentwork/./a/../b', page, '/studentwork')).toBe('/studentwork/b')
    expect(safeRedirectPath('/other/app', page, '/studentwork/')).toBeNull()
    expect(safeRedirectPath('/studentwork/../other', page, '/studentwork/')).toBeNull()
    expect(safeRedirectPath('/studentworkx', page, '/studentwork/')).toBeNull()
    // An encoded slash stays a character of one segment: same origin, harmless.
    expect(safeRedirectPath('/%2f%2fevil.example', page)).toBe('/%2f%2fevil.example')
  })

  it('refuses non-strings', () => {
    expect(safeRedirectPath(null, origin)).toBeNull()
    expect(safeRedirectPath(undefined, origin)).toBeNull()
  })
})
