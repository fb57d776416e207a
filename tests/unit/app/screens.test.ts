// The console's menu screens are written once (each domain's logic/screens.ts): the composed
// route table, the title and icon lookups and the reference server's menu seed all come from
// those lists, and each screen's title message says its data title.
import { describe, expect, it } from 'vitest'
import { consoleComposition } from '../../../src/app/console.tsx'
import { adminRoutes } from '../../../src/domains/admin/routes.ts'
import { ADMIN_SCREENS } from '../../../src/domains/admin/logic/screens.ts'
import { attendanceRoutes } from '../../../src/domains/attendance/routes.ts'
import { ATTENDANCE_SCREENS } from '../../../src/domains/attendance/logic/screens.ts'
import { chemistryRoutes } from '../../../src/domains/chemistry/routes.ts'
import { CHEMISTRY_SCREENS } from '../../../src/domains/chemistry/logic/screens.ts'
import { notificationsRoutes } from '../../../src/domains/notifications/routes.ts'
import { NOTIFICATION_SCREENS } from '../../../src/domains/notifications/logic/screens.ts'
import { workbenchRoutes } from '../../../src/domains/workbench/routes.ts'
import { WORKBENCH_SCREENS } from '../../../src/domains/workbench/logic/screens.ts'
import { flattenRoutes } from '#platform/core/routes/match.ts'
import { defineScreens, menuSeed, ownsGroup, type ScreenData, type ScreenSet } from '#platform/core/routes/screens.ts'
import { composeConsole, screenRoutes, type ConsoleDomain } from '#platform/ui/composition.ts'
import { MENUS } from '../../../demo/server/domains/access/seed.ts'

const PAIRS: Array<[ScreenSet, Omit<ConsoleDomain, 'name'>]> = [
  [WORKBENCH_SCREENS, workbenchRoutes],
  [CHEMISTRY_SCREENS, chemistryRoutes],
  [ATTENDANCE_SCREENS, attendanceRoutes],
  [NOTIFICATION_SCREENS, notificationsRoutes],
  [ADMIN_SCREENS, adminRoutes],
]

describe('screen definitions', () => {
  it("gives every screen and owned group a title message in its data title's words, and its icon", () => {
    for (const [set, part] of PAIRS) {
      const entries: ScreenData[] = [...(ownsGroup(set.group) ? [set.group] : []), ...Object.values<ScreenData>(set.screens)]
      for (const screen of entries) {
        // Outside a production build the macro keeps the English text in the descriptor.
        expect(part.titles?.[screen.title]?.message, screen.path).toBe(screen.title)
        expect(part.icons?.[screen.icon], screen.path).toBeDefined()
      }
      expect(Object.keys(part.views ?? {})).toEqual(Object.keys(set.screens))
    }
  })

  it("seeds the server's menu with the console's own screens: paths, parents, titles, icons, roles", () => {
    const parentOf = new Map<string, string | null>()
    for (const { route, chain } of flattenRoutes(consoleComposition.table.async))
      parentOf.set(route.path, chain.length > 1 ? (chain[chain.length - 2]?.path ?? null) : null)
    const pathOf = new Map(MENUS.map((m) => [m.id, m.path]))
    const seeded = MENUS.map((m) => [m.path, m.parentId === null ? null : pathOf.get(m.parentId), m.title, m.icon, m.roles ?? null])
    const drawn = flattenRoutes(consoleComposition.table.async).map(({ route }) => [
      route.path,
      parentOf.get(route.path),
      route.meta.title,
      route.meta.icon,
      route.meta.roles ?? null,
    ])
    expect(seeded).toEqual(drawn)
    // Stable ids: role grants, posts and migrations 0016, 0021, 0035 and 0036 name them.
    expect(MENUS.map((m) => m.id)).toEqual([1, 11, 12, 13, 14, 2, 21, 22, 23, 25, 26, 24, 3, 31, 32, 4, 41, 42, 43, 44, 45, 46, 47])
  })

  it('seeds a joined group after its owner (refusing it before, and an id used twice); composes a joined group into its owner', () => {
    const screen = (path: string, menuId: number): ScreenData => ({ path, name: path, title: path, icon: 'x', menuId })
    const joining = defineScreens({ group: { path: '/g' }, screens: { a: screen('/g/a', 2) } })
    const owning = defineScreens({ group: { ...screen('/g', 1), redirect: '/g/b' }, screens: { b: screen('/g/b', 3) } })
    expect(() => menuSeed([joining, owning])).toThrow(/joined before/)
    expect(menuSeed([owning, joining]).map((r) => [r.id, r.parentId])).toEqual([
      [1, null],
      [3, 1],
      [2, 1],
    ])
    expect(() => menuSeed([owning, defineScreens({ group: { path: '/g' }, screens: { c: screen('/g/c', 3) } })])).toThrow(/twice/)

    // The console's own groups are held by console.test.ts's rule that every route has a title:
    // a group joined before its owner, or owned without its title, would have none.
    const view = consoleComposition.screenFor('unavailable')
    const ui = { title: { id: 't' }, icon: (() => null) as never }
    const joined = screenRoutes(joining, { a: { view, ...ui } })
    const early = composeConsole([
      { name: 'shell', views: { unavailable: view } },
      { name: 'j', ...joined },
    ])
    expect(early.table.async[0]?.meta.title).toBe('')
    const owned = screenRoutes(owning, { b: { view, ...ui } }, ui)
    const { table } = composeConsole([
      { name: 'shell', views: { unavailable: view } },
      { name: 'o', ...owned },
      { name: 'j', ...joined },
    ])
    expect(table.async).toEqual([
      {
        path: '/g',
        name: '/g',
        view: 'layout',
        redirect: '/g/b',
        meta: { title: '/g', icon: 'x' },
        children: [
          { path: '/g/b', name: '/g/b', view: 'b', meta: { title: '/g/b', icon: 'x' } },
          { path: '/g/a', name: '/g/a', view: 'a', meta: { title: '/g/a', icon: 'x' } },
        ],
      },
    ])
    expect(owned.titles).toEqual({ '/g/b': ui.title, '/g': ui.title })
  })
})
