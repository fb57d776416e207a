/**
 * Placeholder routes for menu paths the product has no screen for (docs/spec.md#console-core:
 * such a path renders a clear "not available" view, never a crash). Each unknown
 * authority path becomes a route with `view: 'unavailable'`, placed under its known parent group
 * when there is one, else in a group of its own. An external page (an http(s) path) becomes a
 * menu entry with `meta.link` and no view: the menu opens it, the router never matches it.
 * Framework-free, pure.
 */
import { externalLink, type AuthorityItem } from './authority.ts'
import { matchRoute } from './match.ts'
import type { AppRoute, RouteTable } from './table.ts'

/** True when the path is a route of the table (group or screen; the wildcard excluded). */
export function isKnownPath(table: RouteTable, path: string): boolean {
  return matchRoute([...table.constant, ...table.async], path) !== null
}

function titleOf(item: AuthorityItem): string {
  return item.meta?.title || item.name || item.path
}

function metaOf(item: AuthorityItem): AppRoute['meta'] {
  const meta: AppRoute['meta'] = { title: titleOf(item) }
  if (item.meta?.icon) meta.icon = item.meta.icon
  return meta
}

/** The placeholder for an unknown item: a screen, or a group of the unknown screens below it
 * (`null` when nothing below it is unknown). */
function placeholder(table: RouteTable, item: AuthorityItem): AppRoute | null {
  const link = externalLink(item.path)
  if (link) return { path: link, name: `External:${link}`, meta: { ...metaOf(item), link } }
  if (item.children.length === 0) {
    return { path: item.path, name: `Unavailable:${item.path}`, view: 'unavailable', meta: metaOf(item) }
  }
  const children = item.children
    .filter((c) => !isKnownPath(table, c.path))
    .map((c) => placeholder(table, c))
    .filter((c): c is AppRoute => c !== null)
  if (children.length === 0) return null
  return { path: item.path, view: 'layout', redirect: children[0]?.path, meta: metaOf(item), children }
}

/** A screen alone at top level gets a titled-but-silent layout shell, like /profile. */
function shell(route: AppRoute): AppRoute {
  if (route.children) return route
  return { path: route.path, view: 'layout', meta: { ...route.meta, breadcrumb: false }, children: [route] }
}

/**
 * Returns `routes` (not mutated) with a placeholder for every unknown path of the authority
 * menu (each path once). An unknown item below a known group joins that group — a copy of the
 * table's group when the user's routes lack it and `mayEnter(group)` allows it (else it is
 * dropped: the group's roles still apply). Any other unknown item stands at top level.
 */
export function placeUnavailable(
  table: RouteTable,
  routes: readonly AppRoute[],
  items: readonly AuthorityItem[],
  mayEnter: (group: AppRoute) => boolean,
): AppRoute[] {
  const out = [...routes]
  const placed = new Set<string>()
  const attach = (route: AppRoute, parentPath: string | null) => {
    const at = parentPath === null ? -1 : out.findIndex((r) => r.path === parentPath && r.children)
    if (at !== -1) {
      const group = out[at] as AppRoute
      out[at] = { ...group, children: [...(group.children ?? []), route] }
      return
    }
    const tableGroup = table.async.find((r) => r.path === parentPath && r.children)
    // An external page is a menu entry, not a screen: no layout around it.
    if (!tableGroup) out.push(route.meta.link ? route : shell(route))
    else if (mayEnter(tableGroup)) out.push({ ...tableGroup, redirect: route.path, children: [route] })
  }
  const walk = (list: readonly AuthorityItem[], parentPath: string | null) => {
    for (const item of list) {
      if (isKnownPath(table, item.path)) {
        walk(item.children, item.path)
        continue
      }
      if (placed.has(item.path)) continue
      const route = placeholder(table, item)
      if (!route) continue
      placed.add(item.path)
      attach(route, parentPath)
    }
  }
  walk(items, null)
  return out
}
