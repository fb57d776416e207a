import { describe, expect, it } from 'vitest'
import { generateRoutes } from '#platform/core/permission.ts'
import { isKnownPath } from '#platform/core/routes/unavailable.ts'
import { TABLE } from '../../../fixtures/routeTable.ts'
import { matchRoute } from '#platform/core/routes/match.ts'
import { ADMIN, EDITOR } from '../../../fixtures/menus.ts'

describe('menu paths without a screen', () => {
  it('knows the table paths, groups included, and nothing else', () => {
    expect(isKnownPath(TABLE, '/attendance')).toBe(true)
    expect(isKnownPath(TABLE, '/attendance/records')).toBe(true)
    expect(isKnownPath(TABLE, '/redirect/anything')).toBe(true)
    expect(isKnownPath(TABLE, '/docking')).toBe(false)
  })

  it('renders an unknown top-level screen as "not available" inside a silent layout shell', () => {
    const { accessed, routes } = generateRoutes(TABLE, EDITOR, [{ path: '/docking', meta: { title: 'Docking', icon: 'atom' } }])
    expect(accessed).toEqual([
      {
        path: '/docking',
        view: 'layout',
        meta: { title: 'Docking', icon: 'atom', breadcrumb: false },
        children: [{ path: '/docking', name: 'Unavailable:/docking', view: 'unavailable', meta: { title: 'Docking', icon: 'atom' } }],
      },
    ])
    expect(matchRoute(routes, '/docking')?.route.view).toBe('unavailable')
  })

  it('puts an unknown screen under its known group', () => {
    const menu = [{ path: '/drug', routes: [{ path: '/workbench' }, { path: 'docking', meta: { title: 'Docking' } }] }]
    const drug = generateRoutes(TABLE, EDITOR, menu).accessed.find((r) => r.path === '/drug')
    expect(drug?.children?.map((c) => [c.path, c.view])).toEqual([
      ['/workbench', 'workbench'],
      ['/drug/docking', 'unavailable'],
    ])
  })

  it('brings back a known group for an unknown screen when the user may enter it', () => {
    const { accessed } = generateRoutes(TABLE, EDITOR, [{ path: '/message', children: [{ path: 'archive' }] }])
    expect(accessed).toEqual([
      expect.objectContaining({
        path: '/message',
        redirect: '/message/archive',
        children: [expect.objectContaining({ path: '/message/archive', view: 'unavailable', meta: { title: '/message/archive' } })],
      }),
    ])
  })

  it('keeps the group roles: an editor gets no placeholder under /system', () => {
    const menu = [{ path: '/system', children: [{ path: 'audit' }] }]
    expect(generateRoutes(TABLE, EDITOR, menu).accessed).toEqual([])
    const system = generateRoutes(TABLE, ADMIN, menu).accessed.find((r) => r.path === '/system')
    // The admin gets what the menu grants (no role filter): the unknown screen, as a placeholder.
    expect(system?.children?.map((c) => c.path)).toEqual(['/system/audit'])
    expect(system?.children?.[0]?.view).toBe('unavailable')
  })

  it('builds an unknown group of unknown screens, titled by meta, then name, then path', () => {
    const menu = [{ path: '/lab', name: 'Lab', children: [{ path: 'a', meta: { title: 'A' } }, { path: '/workbench' }, { path: 'b' }] }]
    const [lab] = generateRoutes(TABLE, EDITOR, menu).accessed.filter((r) => r.path === '/lab')
    expect(lab).toEqual({
      path: '/lab',
      view: 'layout',
      redirect: '/lab/a',
      meta: { title: 'Lab' },
      children: [
        { path: '/lab/a', name: 'Unavailable:/lab/a', view: 'unavailable', meta: { title: 'A' } },
        { path: '/lab/b', name: 'Unavailable:/lab/b', view: 'unavailable', meta: { title: '/lab/b' } },
      ],
    })
  })

  it('places each unknown path once', () => {
    expect(generateRoutes(TABLE, EDITOR, '/x,/x').accessed.map((r) => r.path)).toEqual(['/x'])
  })
})

describe('menu entries that are external pages (an http(s) path, the family marks them target: "_blank")', () => {
  const menu = [
    {
      path: '/drug',
      routes: [{ path: '/workbench' }, { path: 'https://docs.example.org/guide?x=1', meta: { title: 'Handbook', icon: 'book', target: '_blank' } }],
    },
    { path: 'http://intranet.example/portal', name: 'Portal', children: [{ path: 'ignored' }] },
    { path: 'javascript:alert(1)', meta: { title: 'Not a link' } },
  ]

  it('become menu entries with meta.link, under their group or at top level, never routes', () => {
    const { accessed, routes } = generateRoutes(TABLE, EDITOR, menu)
    const drug = accessed.find((r) => r.path === '/drug')
    expect(drug?.children?.[1]).toEqual({
      path: 'https://docs.example.org/guide?x=1',
      name: 'External:https://docs.example.org/guide?x=1',
      meta: { title: 'Handbook', icon: 'book', link: 'https://docs.example.org/guide?x=1' },
    })
    // At top level: no layout around it, and nothing below it is read.
    expect(accessed).toContainEqual({
      path: 'http://intranet.example/portal',
      name: 'External:http://intranet.example/portal',
      meta: { title: 'Portal', link: 'http://intranet.example/portal' },
    })
    // Nothing routes to them; a javascript: path is an unknown path like any other, not a link.
    const routable = JSON.stringify(routes)
    expect(routable).not.toContain('docs.example.org')
    expect(routable).not.toContain('intranet.example')
    expect(JSON.stringify(accessed)).not.toMatch(/"link":"javascript/)
  })
})
