/**
 * Permissions and menus (docs/spec.md#roles): parse the server's menu authority (a tree with
 * children under `children` or `routes`, or a string of paths), collect the permitted paths,
 * generate the user's routes from the route table, check button codes and derive the top-level
 * menu options. Paths are compared exactly. Pure functions; the store holds the results.
 */
import type { AuthorityResponse, MenuNode, TopMenuOption } from './api/types.ts'
import { asArray, isRecord, parseAuthorityMenu, permittedPaths, type AuthorityMenu } from './routes/authority.ts'
import { flattenRoutes } from './routes/match.ts'
import { NOT_FOUND_ROUTE, type AppRoute, type RouteTable } from './routes/table.ts'
import { placeUnavailable } from './routes/unavailable.ts'

export const ADMIN_ROLE = 'ROLE_ADMIN'

/** `meta.roles` absent or empty: open to every role; otherwise any one match suffices. */
export function hasRolePermission(roles: readonly string[], route: AppRoute): boolean {
  const needed = route.meta.roles
  return !needed || needed.length === 0 || roles.some((r) => needed.includes(r))
}

/** Keeps the group's redirect when its target survived filtering, else points at the first
 * remaining visible screen. */
function fixRedirect(redirect: string | undefined, children: AppRoute[]): string | undefined {
  if (redirect === undefined) return undefined
  const leaves = flattenRoutes(children).filter((f) => !f.route.children?.length)
  if (leaves.some((f) => f.route.path === redirect)) return redirect
  const first = leaves.find((f) => !f.route.meta.hidden) ?? leaves[0]
  return first?.route.path ?? redirect
}

/** Copies of the routes the user may see: a screen needs its exact path in `paths` (and the
 * roles, when `roles` is given); a group stays when at least one of its children does. */
export function filterRoutes(routes: readonly AppRoute[], paths: ReadonlySet<string>, roles?: readonly string[]): AppRoute[] {
  const out: AppRoute[] = []
  for (const route of routes) {
    if (roles && !hasRolePermission(roles, route)) continue
    if (route.children?.length) {
      const children = filterRoutes(route.children, paths, roles)
      if (children.length === 0) continue
      const copy: AppRoute = { ...route, children }
      const redirect = fixRedirect(route.redirect, children)
      if (redirect !== undefined) copy.redirect = redirect
      out.push(copy)
    } else if (paths.has(route.path)) {
      out.push({ ...route })
    }
  }
  return out
}

/** A deep copy: routes handed out share nothing with the table (a store may proxy them). */
export function cloneRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.map((r) => {
    const meta = r.meta.roles ? { ...r.meta, roles: [...r.meta.roles] } : { ...r.meta }
    return r.children ? { ...r, meta, children: cloneRoutes(r.children) } : { ...r, meta }
  })
}

export interface GeneratedRoutes {
  /** The user's routes for the menu and search (hidden ones stay in, flagged by meta). */
  accessed: AppRoute[]
  /** Everything routable, in match order: constant routes, the accessed routes that are not
   * constant, then the wildcard to /404. Give this to the matcher and the guard. */
  routes: AppRoute[]
}

/** The user's routes (docs/spec.md#route-permissions). ROLE_ADMIN: the menu-permitted constant routes plus the async
 * routes, with no role filter. Others: async routes filtered by `meta.roles`. Both are limited
 * to the exact paths of the menu authority: in the template the admin's "full async set" is
 * its demo table (not product behaviour); the product's screens are menu-driven, which is what
 * makes switching the top-level menu or the post change an admin's menu (the server grants an
 * admin every menu when neither is chosen). Authority paths with no screen in the product get a
 * placeholder route rendering the "not available" view; an http(s) path is an external page in
 * the menu (`meta.link`), never routed. Every route returned is a fresh copy. */
export function generateRoutes(table: RouteTable, roles: readonly string[], authority: Pick<AuthorityResponse, 'menu'> | AuthorityMenu): GeneratedRoutes {
  const menu = isRecord(authority) && 'menu' in authority ? (authority.menu as AuthorityMenu) : (authority as AuthorityMenu)
  const items = parseAuthorityMenu(menu)
  const paths = permittedPaths(items)
  const isAdmin = roles.includes(ADMIN_ROLE)
  const permittedConstant = isAdmin ? cloneRoutes(filterRoutes(table.constant, paths)) : []
  const async = isAdmin ? filterRoutes(table.async, paths) : filterRoutes(table.async, paths, roles)
  const extra = cloneRoutes(placeUnavailable(table, async, items, (group) => isAdmin || hasRolePermission(roles, group)))
  return {
    accessed: [...permittedConstant, ...extra],
    routes: [...cloneRoutes(table.constant), ...withoutLinks(extra), ...cloneRoutes([NOT_FOUND_ROUTE])],
  }
}

/** The routes without the external pages (menu entries with `meta.link`): nothing routes there. */
function withoutLinks(routes: readonly AppRoute[]): AppRoute[] {
  return routes.filter((r) => !r.meta.link).map((r) => (r.children ? { ...r, children: withoutLinks(r.children) } : r))
}

/** Button-level permission: true when `code` is one of the authority's `menuButton` codes. */
export function can(code: string, menuButton: readonly string[] | null | undefined): boolean {
  return Array.isArray(menuButton) && menuButton.includes(code)
}

/** The top-level menu switch options (value = menu id, title = its title) of a menu tree, as
 * sent by GET /admin/sysmenu/querySysMenuTree. Nodes without a numeric id or hidden are left out. */
export function topMenuOptions(tree: readonly MenuNode[] | null | undefined): TopMenuOption[] {
  const out: TopMenuOption[] = []
  for (const node of asArray(tree)) {
    if (!isRecord(node)) continue
    const id = typeof node.id === 'string' && node.id.trim() !== '' ? Number(node.id) : node.id
    if (typeof id !== 'number' || !Number.isFinite(id)) continue
    const meta = isRecord(node.meta) ? node.meta : {}
    if (meta.hidden === true) continue
    const title = [meta.title, node.name, node.path].find((t): t is string => typeof t === 'string' && t !== '')
    out.push({ value: id, title: title ?? String(id) })
  }
  return out
}

/** The top-level menus worth offering (docs/spec.md#navigation): those whose group holds at least one screen
 * among the user's generated routes (`accessed`, for all menus). A menu without a path cannot be
 * judged and is kept. */
export function permittedTopMenus(tree: readonly MenuNode[] | null | undefined, accessed: readonly AppRoute[]): TopMenuOption[] {
  const usable = new Set(accessed.filter((route) => firstMenuPath([route]) !== null).map((route) => route.path))
  const paths = new Map<number, unknown>()
  for (const node of asArray(tree)) {
    if (!isRecord(node)) continue
    const id = typeof node.id === 'string' && node.id.trim() !== '' ? Number(node.id) : node.id
    if (typeof id === 'number') paths.set(id, node.path)
  }
  return topMenuOptions(tree).filter((option) => {
    const path = paths.get(option.value)
    return typeof path !== 'string' || path === '' || usable.has(path)
  })
}

/** The first screen of a menu (depth first, skipping hidden ones): where to go when the
 * current page is no longer permitted after a post or top-level menu switch. */
export function firstMenuPath(routes: readonly AppRoute[]): string | null {
  for (const route of routes) {
    if (route.meta.hidden) continue
    if (route.children?.length) {
      const inner = firstMenuPath(route.children)
      if (inner) return inner
    } else if (route.view) {
      return route.path
    }
  }
  return null
}
