import { describe, expect, it } from 'vitest'
import { flattenRoutes, isWildcardMatch, matchRoute } from '../../../../src/core/routes/match.ts'
import { ALL_ROUTES, asyncRoutes, constantRoutes } from '../../../../src/core/routes/table.ts'

const flat = flattenRoutes(ALL_ROUTES)

describe('route table', () => {
  it('has every route of the spec and issue 3', () => {
    const paths = flat.map((f) => f.route.path)
    for (const p of [
      '/redirect/:path(.*)', '/', '/login', '/loginNew', '/home', '/workbench', '/sider', '/2d', '/signUp',
      '/auth-redirect', '/404', '/401', '/profile', '/mynotification', '/guide', '*',
    ]) {
      expect(paths).toContain(p)
    }
  })

  it('redirects / to /home and the wildcard to /404', () => {
    expect(constantRoutes.find((r) => r.path === '/')?.redirect).toBe('/home')
    expect(ALL_ROUTES[ALL_ROUTES.length - 1]).toMatchObject({ path: '*', redirect: '/404' })
  })

  it('uses absolute paths, unique names and a title on every route', () => {
    for (const { route } of flat) {
      expect(route.path === '*' || route.path.startsWith('/')).toBe(true)
      expect(route.meta.title.length).toBeGreaterThan(0)
    }
    const names = flat.map((f) => f.route.name).filter((n) => n !== undefined)
    expect(new Set(names).size).toBe(names.length)
  })

  it('hides every constant route from the menu', () => {
    const shown = flattenRoutes(constantRoutes).filter((f) => !f.chain.some((r) => r.meta.hidden))
    expect(shown).toEqual([])
  })

  it('mirrors the seeded menu with its icons and roles', () => {
    const summary = flattenRoutes(asyncRoutes).map(({ route }) => [route.path, route.meta.icon, route.meta.roles ?? null])
    expect(summary).toEqual([
      ['/drug', 'flask-conical', null],
      ['/workbench', 'layout-dashboard', null],
      ['/sider', 'panel-left', null],
      ['/2d', 'pen-tool', null],
      ['/guide', 'book-open', null],
      ['/attendance', 'map-pin', null],
      ['/attendance/scope', 'locate', ['ROLE_ADMIN']],
      ['/attendance/records', 'clipboard-list', ['ROLE_ADMIN', 'ROLE_EDITOR']],
      ['/message', 'bell', null],
      ['/mynotification', 'inbox', null],
      ['/system', 'settings', ['ROLE_ADMIN']],
      ['/system/users', 'users', null],
      ['/system/orgs', 'building-2', null],
      ['/system/roles', 'shield', null],
    ])
    expect(flat.find((f) => f.route.path === '/workbench')?.route.meta.affix).toBe(true)
  })

  it('points every redirect at a real, non-redirecting route', () => {
    for (const { route } of flat) {
      if (route.redirect === undefined) continue
      const target = matchRoute(ALL_ROUTES, route.redirect)
      expect(isWildcardMatch(target), `${route.path} → ${route.redirect}`).toBe(false)
      expect(target?.route.redirect).toBeUndefined()
    }
  })

  it('gives a view to every route that is not a pure redirect', () => {
    for (const { route } of flat) {
      expect(route.view !== undefined || route.redirect !== undefined).toBe(true)
    }
  })
})
