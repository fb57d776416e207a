import { describe, expect, it } from 'vitest'
import { flattenRoutes, isWildcardMatch, matchRoute } from '#platform/core/routes/match.ts'
import { allRoutes } from '#platform/core/routes/table.ts'
import { composeConsole, type ConsoleDomain } from '#platform/ui/composition.ts'
import { consoleComposition } from '../../../src/app/console.tsx'
import { TABLE } from '../fixtures/routeTable.ts'

// The console's table as its domains compose it (src/app/console.tsx).
const { constant: constantRoutes, async: asyncRoutes } = consoleComposition.table
const ALL_ROUTES = allRoutes(consoleComposition.table)

const flat = flattenRoutes(ALL_ROUTES)

describe('route table', () => {
  it('has every route of docs/spec.md (route table and console core)', () => {
    const paths = flat.map((f) => f.route.path)
    for (const p of [
      '/redirect/:path(.*)',
      '/',
      '/login',
      '/loginNew',
      '/home',
      '/workbench',
      '/sider',
      '/2d',
      '/signUp',
      '/auth-redirect',
      '/404',
      '/401',
      '/profile',
      '/mynotification',
      '/guide',
      '*',
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
      ['/attendance/rules', 'calendar-cog', ['ROLE_ADMIN']],
      ['/attendance/approvals', 'clipboard-check', ['ROLE_ADMIN']],
      ['/attendance/reports', 'chart-column', ['ROLE_ADMIN', 'ROLE_EDITOR']],
      ['/attendance/month', 'calendar-days', null],
      ['/message', 'bell', null],
      ['/mynotification', 'inbox', null],
      ['/notification/publish', 'send', ['ROLE_ADMIN', 'ROLE_EDITOR']],
      ['/system', 'settings', ['ROLE_ADMIN', 'ROLE_ORG_ADMIN']],
      ['/system/users', 'users', null],
      ['/system/orgs', 'building-2', null],
      ['/system/roles', 'shield', null],
      ['/system/dicts', 'book-a', null],
      ['/system/logs', 'history', null],
      ['/system/signin-log', 'log-in', null],
      ['/system/sessions', 'monitor-smartphone', null],
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

describe('composition', () => {
  it('composes the same table the platform tests use', () => {
    // The fixture is the table as it stood when the domains were carved out: same routes, same
    // groups, same children (constant routes may come in another order).
    const byPath = (routes: readonly { path: string }[]) => [...routes].sort((a, b) => a.path.localeCompare(b.path))
    expect(byPath(constantRoutes)).toEqual(byPath(TABLE.constant))
    expect(asyncRoutes).toEqual(TABLE.async)
  })

  it('has a screen, a translated title and an icon for every route it names', () => {
    const i18n = { _: (d: { id?: string }) => `translated:${d.id}` } as never
    for (const { route } of flat) {
      if (route.view && route.view !== 'layout') expect(consoleComposition.screenFor(route.view), route.path).toBeDefined()
      expect(consoleComposition.translateTitle(i18n, route.meta.title), route.meta.title).toMatch(/^translated:/)
      if (route.meta.icon) expect(consoleComposition.iconFor(route.meta.icon), route.meta.icon).toBeDefined()
    }
  })

  it('falls back to the unavailable view for a key no domain registers', () => {
    expect(consoleComposition.screenFor('no-such-view')).toBe(consoleComposition.screenFor('unavailable'))
    expect(consoleComposition.screenFor(undefined)).toBe(consoleComposition.screenFor('unavailable'))
  })

  it('joins a group several domains add to, children in domain order, first meta standing', () => {
    const unavailable = consoleComposition.screenFor('unavailable')
    const a: ConsoleDomain = {
      name: 'a',
      views: { unavailable },
      async: [{ path: '/g', view: 'layout', meta: { title: 'G' }, children: [{ path: '/g/1', view: 'one', meta: { title: 'One' } }] }],
    }
    const b: ConsoleDomain = {
      name: 'b',
      async: [{ path: '/g', view: 'layout', meta: { title: 'Other' }, children: [{ path: '/g/2', view: 'two', meta: { title: 'Two' } }] }],
    }
    const { table } = composeConsole([a, b])
    expect(table.async).toEqual([
      {
        path: '/g',
        view: 'layout',
        meta: { title: 'G' },
        children: [
          { path: '/g/1', view: 'one', meta: { title: 'One' } },
          { path: '/g/2', view: 'two', meta: { title: 'Two' } },
        ],
      },
    ])
  })

  it('refuses a view key two domains register differently, and a console without `unavailable`', () => {
    const unavailable = consoleComposition.screenFor('unavailable')
    const other = consoleComposition.screenFor('notFound')
    expect(() =>
      composeConsole([
        { name: 'a', views: { unavailable } },
        { name: 'b', views: { unavailable: other } },
      ]),
    ).toThrow(/registered twice/)
    expect(() => composeConsole([{ name: 'a' }])).toThrow(/unavailable/)
  })
})
