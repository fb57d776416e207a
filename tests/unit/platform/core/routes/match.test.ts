import { describe, expect, it } from 'vitest'
import { flattenRoutes, isWildcardMatch, matchPath, matchRoute } from '#platform/core/routes/match.ts'
import { ALL_ROUTES } from '../../../fixtures/routeTable.ts'

const chain = (path: string) => matchRoute(ALL_ROUTES, path)?.matched.map((r) => r.path)

describe('matchPath', () => {
  it('matches literal paths exactly and case-sensitively', () => {
    expect(matchPath('/system', '/system')).toEqual({})
    expect(matchPath('/system', '/system/')).toEqual({})
    expect(matchPath('/system', '/system/users')).toBeNull()
    expect(matchPath('/2', '/2d')).toBeNull()
    expect(matchPath('/2d', '/2')).toBeNull()
    expect(matchPath('/signUp', '/signup')).toBeNull()
  })

  it('reads :param segments, decoded', () => {
    expect(matchPath('/user/:id', '/user/a%20b')).toEqual({ id: 'a b' })
    expect(matchPath('/user/:id', '/user')).toBeNull()
    expect(matchPath('/user/:id', '/user/1/2')).toBeNull()
  })

  it('reads :param(.*) as the rest of the path, possibly empty', () => {
    expect(matchPath('/redirect/:path(.*)', '/redirect/system/users')).toEqual({ path: 'system/users' })
    expect(matchPath('/redirect/:path(.*)', '/redirect/')).toEqual({ path: '' })
    expect(matchPath('/redirect/:path(.*)', '/redirected/x')).toBeNull()
  })

  it('ignores the query and hash; * matches anything', () => {
    expect(matchPath('/guide', '/guide?step=2#top')).toEqual({})
    expect(matchPath('*', '/no/such/page')).toEqual({ pathMatch: 'no/such/page' })
  })
})

describe('matchRoute over the whole table', () => {
  it('returns the chain from group to screen', () => {
    expect(chain('/workbench')).toEqual(['/drug', '/workbench'])
    expect(chain('/attendance/records')).toEqual(['/attendance', '/attendance/records'])
    expect(chain('/profile/index')).toEqual(['/profile', '/profile/index'])
  })

  it('matches a group path as the group (whose redirect says where to go)', () => {
    const m = matchRoute(ALL_ROUTES, '/system')
    expect(m?.matched.map((r) => r.path)).toEqual(['/system'])
    expect(m?.route.redirect).toBe('/system/users')
  })

  it('matches the refresh route with its path param', () => {
    const m = matchRoute(ALL_ROUTES, '/redirect/attendance/scope?x=1')
    expect(m?.route.view).toBe('redirect')
    expect(m?.params).toEqual({ path: 'attendance/scope' })
  })

  it('sends unknown paths to the wildcard, redirecting to /404', () => {
    const m = matchRoute(ALL_ROUTES, '/system/usersx')
    expect(isWildcardMatch(m)).toBe(true)
    expect(m?.route.redirect).toBe('/404')
    expect(isWildcardMatch(matchRoute(ALL_ROUTES, '/home'))).toBe(false)
    expect(isWildcardMatch(null)).toBe(false)
  })

  it('returns null when nothing matches and there is no wildcard', () => {
    expect(matchRoute([], '/home')).toBeNull()
  })
})

describe('flattenRoutes', () => {
  it('lists parents before children with their chains', () => {
    const flat = flattenRoutes(ALL_ROUTES).filter((f) => f.route.path.startsWith('/attendance'))
    expect(flat.map((f) => [f.route.path, f.chain.length])).toEqual([
      ['/attendance', 1],
      ['/attendance/scope', 2],
      ['/attendance/records', 2],
      ['/attendance/rules', 2],
      ['/attendance/approvals', 2],
      ['/attendance/reports', 2],
      ['/attendance/month', 2],
    ])
  })
})
