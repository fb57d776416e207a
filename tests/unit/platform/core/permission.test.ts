import { describe, expect, it } from 'vitest'
import { can, filterRoutes, generateRoutes, hasRolePermission, topMenuOptions } from '#platform/core/permission.ts'
import { parseAuthorityMenu, permittedPaths } from '#platform/core/routes/authority.ts'
import { flattenRoutes } from '#platform/core/routes/match.ts'
import { NOT_FOUND_ROUTE, type AppRoute } from '#platform/core/routes/table.ts'
import { TABLE, asyncRoutes, constantRoutes } from '../../fixtures/routeTable.ts'
import { ADMIN, EDITOR, MEMBER, adminMenu, editorMenu, memberMenu } from '../../fixtures/menus.ts'

/** Paths of a route tree, depth-first: the shape a reader can check against the seed. */
const pathsOf = (routes: readonly AppRoute[]) => flattenRoutes(routes).map((f) => f.route.path)

describe('parseAuthorityMenu', () => {
  it('reads children under `routes` and resolves relative child paths', () => {
    const items = parseAuthorityMenu(adminMenu)
    expect(items.map((i) => i.path)).toEqual(['/drug', '/attendance', '/message', '/system'])
    expect(items[1]?.children.map((c) => c.path)).toEqual(['/attendance/scope', '/attendance/records'])
    expect(items[1]?.children[0]?.meta?.title).toBe('Sign-in Scope')
  })

  it('reads children under `children`', () => {
    const items = parseAuthorityMenu(editorMenu)
    expect(items[0]?.children.map((c) => c.path)).toEqual(['/workbench', '/sider', '/2d'])
    expect(items[3]?.children.map((c) => c.path)).toEqual(['/system/users'])
  })

  it('merges `children` and `routes` when a node has both', () => {
    const items = parseAuthorityMenu([{ path: '/a', children: [{ path: 'x' }], routes: [{ path: 'y' }] }])
    expect(items[0]?.children.map((c) => c.path)).toEqual(['/a/x', '/a/y'])
  })

  it('reads a comma/newline separated string of paths, trimming and skipping blanks', () => {
    expect(parseAuthorityMenu(memberMenu).map((i) => i.path)).toEqual(['/workbench', '/guide', '/mynotification', '/attendance/records', '/attendance/scope'])
    expect(parseAuthorityMenu(' workbench ,, /sider/ ').map((i) => i.path)).toEqual(['/workbench', '/sider'])
  })

  it('reads a JSON string of paths, of a tree, and of an object holding `menu`', () => {
    expect(parseAuthorityMenu('["/workbench", "/2d"]').map((i) => i.path)).toEqual(['/workbench', '/2d'])
    const tree = parseAuthorityMenu(JSON.stringify([{ path: '/system', routes: [{ path: 'roles' }] }]))
    expect(tree[0]?.children[0]?.path).toBe('/system/roles')
    expect(parseAuthorityMenu('{"menu":"/guide,/sider"}').map((i) => i.path)).toEqual(['/guide', '/sider'])
  })

  it('falls back to a path list when a bracketed string is not JSON', () => {
    expect(parseAuthorityMenu('[oops').map((i) => i.path)).toEqual(['/[oops'])
  })

  it('yields an empty menu for null, undefined, empty strings and junk', () => {
    expect(parseAuthorityMenu(null)).toEqual([])
    expect(parseAuthorityMenu(undefined)).toEqual([])
    expect(parseAuthorityMenu('   ')).toEqual([])
    expect(parseAuthorityMenu([42, null, 'x'] as never).map((i) => i.path)).toEqual(['/x'])
  })
})

describe('permittedPaths', () => {
  it('collects group and leaf paths of a tree', () => {
    expect([...permittedPaths(parseAuthorityMenu(editorMenu))]).toEqual([
      '/drug',
      '/workbench',
      '/sider',
      '/2d',
      '/attendance',
      '/attendance/scope',
      '/attendance/records',
      '/message',
      '/mynotification',
      '/system',
      '/system/users',
    ])
  })
})

describe('hasRolePermission', () => {
  const route = (roles?: string[]): AppRoute => ({ path: '/x', meta: roles ? { title: 'X', roles } : { title: 'X' } })
  it('opens routes without roles (or with an empty list) to everyone', () => {
    expect(hasRolePermission([], route())).toBe(true)
    expect(hasRolePermission(['ROLE_MEMBER'], route([]))).toBe(true)
  })
  it('needs any one of the listed roles', () => {
    expect(hasRolePermission(['ROLE_MEMBER', 'ROLE_EDITOR'], route(['ROLE_ADMIN', 'ROLE_EDITOR']))).toBe(true)
    expect(hasRolePermission(['ROLE_MEMBER'], route(['ROLE_ADMIN', 'ROLE_EDITOR']))).toBe(false)
    expect(hasRolePermission(['role_admin'], route(['ROLE_ADMIN']))).toBe(false)
  })
})

describe('generateRoutes', () => {
  it('limits the admin to the menu authority (a post or top-level menu narrows it)', () => {
    const { accessed, routes } = generateRoutes(TABLE, ADMIN, { menu: '/workbench' })
    expect(pathsOf(accessed)).toEqual(['/drug', '/workbench'])
    expect(routes.slice(0, constantRoutes.length)).toEqual([...constantRoutes])
    expect(routes[routes.length - 1]).toEqual(NOT_FOUND_ROUTE)
    expect(pathsOf(routes)).not.toContain('/system/users')
  })

  it('does not filter the admin by meta.roles: every granted screen is kept', () => {
    const { accessed } = generateRoutes(TABLE, ADMIN, { menu: '/system/users,/attendance/scope' })
    expect(pathsOf(accessed)).toEqual(['/attendance', '/attendance/scope', '/system', '/system/users'])
  })

  it('gives the admin the seeded menu in full', () => {
    expect(pathsOf(generateRoutes(TABLE, ADMIN, { menu: adminMenu }).accessed)).toEqual([
      '/drug',
      '/workbench',
      '/sider',
      '/2d',
      '/guide',
      '/attendance',
      '/attendance/scope',
      '/attendance/records',
      '/message',
      '/mynotification',
      '/system',
      '/system/users',
      '/system/orgs',
      '/system/roles',
    ])
  })

  it('adds the constant routes the menu permits to the admin menu', () => {
    const { accessed } = generateRoutes(TABLE, ADMIN, { menu: '/profile/index,/workbench' })
    expect(pathsOf(accessed)).toEqual(['/profile', '/profile/index', '/drug', '/workbench'])
  })

  it('gives the editor the seeded menu minus admin-only screens', () => {
    const { accessed } = generateRoutes(TABLE, EDITOR, { menu: editorMenu })
    expect(pathsOf(accessed)).toEqual(['/drug', '/workbench', '/sider', '/2d', '/attendance', '/attendance/records', '/message', '/mynotification'])
  })

  it('points a filtered group at its first remaining screen', () => {
    const { accessed } = generateRoutes(TABLE, EDITOR, { menu: editorMenu })
    expect(accessed.find((r) => r.path === '/attendance')?.redirect).toBe('/attendance/records')
    expect(accessed.find((r) => r.path === '/drug')?.redirect).toBe('/workbench')
  })

  it('gives a member the open screens of a string menu only', () => {
    const { accessed, routes } = generateRoutes(TABLE, MEMBER, memberMenu)
    expect(pathsOf(accessed)).toEqual(['/drug', '/workbench', '/guide', '/message', '/mynotification'])
    expect(pathsOf(routes)).not.toContain('/attendance/records')
  })

  it('reads the same menu the same way as `routes`, `children` or a string', () => {
    const asRoutes = [{ path: '/drug', routes: [{ path: '/sider' }] }]
    const asChildren = [{ path: '/drug', children: [{ path: '/sider' }] }]
    const expected = ['/drug', '/sider']
    expect(pathsOf(generateRoutes(TABLE, EDITOR, asRoutes).accessed)).toEqual(expected)
    expect(pathsOf(generateRoutes(TABLE, EDITOR, asChildren).accessed)).toEqual(expected)
    expect(pathsOf(generateRoutes(TABLE, EDITOR, '/sider').accessed)).toEqual(expected)
  })

  it('matches paths exactly: a group path admits none of its screens, /2 is not /2d', () => {
    expect(generateRoutes(TABLE, EDITOR, '/drug,/attendance,/2,/sid').accessed).toEqual([
      // /2 and /sid are unknown paths: placeholders, not the real screens.
      expect.objectContaining({ path: '/2', children: [expect.objectContaining({ view: 'unavailable' })] }),
      expect.objectContaining({ path: '/sid', children: [expect.objectContaining({ view: 'unavailable' })] }),
    ])
    expect(pathsOf(generateRoutes(TABLE, EDITOR, '/2D').accessed)).not.toContain('/2d')
  })

  it('gives an empty menu nothing but the constant routes', () => {
    const { accessed, routes } = generateRoutes(TABLE, EDITOR, { menu: '' })
    expect(accessed).toEqual([])
    expect(routes).toEqual([...constantRoutes, NOT_FOUND_ROUTE])
  })

  it('hands out copies that share nothing with the route table', () => {
    const before = JSON.stringify([...constantRoutes, ...asyncRoutes, NOT_FOUND_ROUTE])
    for (const roles of [ADMIN, EDITOR]) {
      const { accessed, routes } = generateRoutes(TABLE, roles, { menu: adminMenu })
      for (const { route } of flattenRoutes([...accessed, ...routes])) {
        route.meta.title = 'changed'
        route.meta.roles?.push('ROLE_X')
        route.children?.pop()
      }
    }
    expect(JSON.stringify([...constantRoutes, ...asyncRoutes, NOT_FOUND_ROUTE])).toBe(before)
  })
})

describe('filterRoutes', () => {
  it('drops groups left without screens and keeps leaves by exact path', () => {
    expect(pathsOf(filterRoutes(asyncRoutes, new Set(['/system', '/attendance/records'])))).toEqual(['/attendance', '/attendance/records'])
  })
})

describe('can', () => {
  it('checks button codes exactly', () => {
    const buttons = ['user:add', 'user:edit']
    expect(can('user:add', buttons)).toBe(true)
    expect(can('user:delete', buttons)).toBe(false)
    expect(can('user', buttons)).toBe(false)
    expect(can('USER:ADD', buttons)).toBe(false)
  })
  it('denies everything without button codes', () => {
    expect(can('user:add', undefined)).toBe(false)
    expect(can('user:add', null)).toBe(false)
    expect(can('user:add', [])).toBe(false)
  })
})

describe('topMenuOptions', () => {
  it('lists top-level menus by id and title', () => {
    expect(topMenuOptions(adminMenu)).toEqual([
      { value: 1, title: 'Drug Discovery' },
      { value: 2, title: 'Attendance' },
      { value: 3, title: 'Messages' },
      { value: 4, title: 'System' },
    ])
  })
  it('accepts numeric string ids, falls back to name then path, skips hidden and id-less nodes', () => {
    const tree = [
      { id: '7' as unknown as number, path: '/a', name: 'Alpha' },
      { id: 8, path: '/b' },
      { id: 9, path: '/c', meta: { title: 'C', hidden: true } },
      { path: '/d', meta: { title: 'D' } },
    ]
    expect(topMenuOptions(tree)).toEqual([
      { value: 7, title: 'Alpha' },
      { value: 8, title: '/b' },
    ])
    expect(topMenuOptions(null)).toEqual([])
  })
})

describe('permittedTopMenus', () => {
  it('offers only top menus whose group holds a screen the user may open', async () => {
    const { permittedTopMenus } = await import('#platform/core/permission.ts')
    // A deployed backend may send the whole tree to every role: the member may open no screen
    // under Attendance or System, so neither is offered.
    const { accessed } = generateRoutes(TABLE, ['ROLE_MEMBER'], { menu: '/workbench,/guide,/mynotification' })
    expect(permittedTopMenus(adminMenu, accessed).map((m) => m.title)).toEqual(['Drug Discovery', 'Messages'])
    expect(permittedTopMenus(adminMenu, []).map((m) => m.title)).toEqual([])
    expect(permittedTopMenus([{ id: 5, meta: { title: 'No path' } } as never], accessed)).toEqual([{ value: 5, title: 'No path' }])
  })
})

describe('firstMenuPath', () => {
  it('finds the first visible screen, depth first', async () => {
    const { firstMenuPath } = await import('#platform/core/permission.ts')
    expect(firstMenuPath(generateRoutes(TABLE, ADMIN, { menu: '/attendance/scope,/attendance/records,/mynotification' }).accessed)).toBe('/attendance/scope')
    expect(firstMenuPath(generateRoutes(TABLE, EDITOR, { menu: editorMenu }).accessed)).toBe('/workbench')
    expect(firstMenuPath([])).toBeNull()
  })
})
