import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from '../../../../src/platform/core/redirect.ts'

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

  it('refuses non-strings', () => {
    expect(safeRedirectPath(null, origin)).toBeNull()
    expect(safeRedirectPath(undefined, origin)).toBeNull()
  })
})
