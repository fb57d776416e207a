import { describe, expect, it } from 'vitest'
import { DEFAULT_BASE_PATH, fromRefreshPath, normalizePath, resolvePath, splitPath, stripBase, toRefreshPath, withBase } from '#platform/core/routes/paths.ts'

describe('paths', () => {
  it('normalises slashes', () => {
    expect(normalizePath('')).toBe('/')
    expect(normalizePath('/')).toBe('/')
    expect(normalizePath('a//b/')).toBe('/a/b')
    expect(normalizePath(' /system/users/ ')).toBe('/system/users')
  })

  it('resolves child paths like nested route configs', () => {
    expect(resolvePath('/attendance', 'scope')).toBe('/attendance/scope')
    expect(resolvePath('/attendance', '')).toBe('/attendance')
    expect(resolvePath('/drug', '/workbench')).toBe('/workbench')
    expect(resolvePath('/', 'guide')).toBe('/guide')
  })

  it('splits a full path', () => {
    expect(splitPath('/a/b?x=1#h')).toEqual({ pathname: '/a/b', rest: '?x=1#h' })
    expect(splitPath('/a#h')).toEqual({ pathname: '/a', rest: '#h' })
    expect(splitPath('/a')).toEqual({ pathname: '/a', rest: '' })
  })

  it('adds and strips the base path', () => {
    expect(DEFAULT_BASE_PATH).toBe('/studentwork/')
    expect(withBase('/home')).toBe('/studentwork/home')
    expect(withBase('home', '/portal/console')).toBe('/portal/console/home')
    expect(withBase('/home', '/')).toBe('/home')
    expect(stripBase('/studentwork/system/users')).toBe('/system/users')
    expect(stripBase('/studentwork')).toBe('/')
    expect(stripBase('/studentwork/')).toBe('/')
    expect(stripBase('/studentworks/home')).toBeNull()
    expect(stripBase('/other')).toBeNull()
    expect(stripBase('/x', '/')).toBe('/x')
  })

  it('wraps and unwraps refresh paths', () => {
    expect(toRefreshPath('/system/users?x=1')).toBe('/redirect/system/users?x=1')
    expect(fromRefreshPath('/redirect/system/users?x=1')).toBe('/system/users?x=1')
    expect(fromRefreshPath('/redirect')).toBe('/')
    expect(fromRefreshPath('/redirector/x')).toBeNull()
    expect(fromRefreshPath('/system')).toBeNull()
  })
})
