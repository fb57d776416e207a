/**
 * A console screen written once, as data: its route (path, name, view key, roles), the English
 * title the console translates and the server's menus carry, its icon's name and its id in the
 * reference server's menu seed. A domain lists its menu screens in `logic/screens.ts` with
 * `defineScreens`; `screenRoutes` (platform/ui/composition.ts) adds each one's lazy view, title
 * message and icon and makes the domain's routes, views, titles and icons from the pair, and the
 * server's menu seed is `menuSeed` of the same lists. Framework-free: the server imports it.
 */
import type { AppRoute } from './table.ts'

/** One menu screen. */
export interface ScreenData {
  path: string
  /** The route's name: the key of its tag and kept-alive view. */
  name: string
  /** English; the key of its translation, matched without case against a server menu's title. */
  title: string
  /** A lucide icon's kebab-case name, as server menus name icons. */
  icon: string
  /** Its id in the reference server's menu seed: role grants, posts and migrations name it. */
  menuId: number
  /** The roles that see it (the server's menu grants narrow it further). */
  roles?: readonly string[]
  /** Its tag cannot be closed. */
  affix?: boolean
}

/** A menu group a domain owns: a screen that opens its first child. */
export interface GroupData extends ScreenData {
  redirect: string
  /** Shown as a group even with one child. */
  alwaysShow?: boolean
}

/** A group another domain owns, named by its path: the screens join it (that domain comes first
 * in the console's list). */
export interface GroupRef {
  path: string
}

/** A domain's menu screens, keyed by view key, in the group they sit in. */
export interface ScreenSet<K extends string = string> {
  group: GroupData | GroupRef
  screens: Readonly<Record<K, ScreenData>>
}

/** Checks a domain's list and keeps its view keys (erased in the build: a plain object). */
export const defineScreens = <K extends string>(set: ScreenSet<K>): ScreenSet<K> => set

export function ownsGroup(group: GroupData | GroupRef): group is GroupData {
  return 'menuId' in group
}

/** The group route of a set with a child per screen (a joined group's route has no title of its
 * own: the owner's stands when the console merges them). */
export function screenSetRoute(set: ScreenSet): AppRoute {
  const children = Object.entries<ScreenData>(set.screens).map(([view, { path, name, menuId: _, ...meta }]): AppRoute => ({
    path,
    name,
    view,
    meta: meta as AppRoute['meta'],
  }))
  if (!ownsGroup(set.group)) return { path: set.group.path, view: 'layout', meta: { title: '' }, children }
  const { path, name, redirect, menuId: _, alwaysShow: __, ...meta } = set.group
  return { path, name, view: 'layout', redirect, meta: meta as AppRoute['meta'], children }
}

/** A row of the reference server's menu seed. */
export interface MenuSeedRow {
  id: number
  parentId: number | null
  name: string
  path: string
  title: string
  icon: string
  redirect?: string
  alwaysShow?: boolean
  affix?: boolean
  roles?: readonly string[]
}

function row(screen: ScreenData, parentId: number | null): MenuSeedRow {
  const { menuId, ...rest } = screen
  return { id: menuId, parentId, ...rest }
}

/** The menu seed of the sets, in order: each owned group, then its screens (a joined group's
 * screens follow its owner's). Throws on a group joined before its owner or an id used twice. */
export function menuSeed(sets: readonly ScreenSet[]): MenuSeedRow[] {
  const rows: MenuSeedRow[] = []
  const groupIds = new Map<string, number>()
  for (const { group, screens } of sets) {
    if (ownsGroup(group)) {
      groupIds.set(group.path, group.menuId)
      rows.push(row(group, null))
    }
    const parentId = groupIds.get(group.path)
    if (parentId === undefined) throw new Error(`menuSeed: the group ${group.path} is joined before a set owns it.`)
    for (const screen of Object.values<ScreenData>(screens)) rows.push(row(screen, parentId))
  }
  const ids = new Set(rows.map((r) => r.id))
  if (ids.size !== rows.length) throw new Error('menuSeed: a menu id is used twice.')
  return rows
}
