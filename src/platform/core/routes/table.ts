/**
 * The console's route model (docs/spec.md#route-table): routes as data, under the router base path
 * (`/studentwork/` by default, see paths.ts). Each domain contributes its routes; the console's
 * composition (src/app) joins them into one `RouteTable` that the guard, the permission filter
 * and the matcher take as an argument. `meta.title` is a stable English string the UI
 * translates.
 *
 * Invariant: every `path` is absolute (relative paths only occur in server menus and are
 * resolved when those are parsed). A route with `view: 'layout'` is a group rendered inside the
 * console shell; its children are the screens. Framework-free.
 */
import type { MenuMeta } from '../api/types.ts'

/** One route. `view` names what it renders (a key the console's composition maps to a lazy
 * screen; `'layout'` is a group drawn inside the shell); it is absent on pure redirects (`/`, the
 * wildcard). `name` marks routes that may be shown as a tag (views without a name are never
 * tagged). */
export interface AppRoute {
  path: string
  name?: string
  view?: string
  redirect?: string
  meta: MenuMeta
  children?: AppRoute[]
}

/** The console's routes as the domains contribute them (composed in src/app). Constant routes
 * are always routable; async routes are filtered by role and menu authority. */
export interface RouteTable {
  constant: readonly AppRoute[]
  async: readonly AppRoute[]
}
/** Where the breadcrumb's home entry points (docs/spec.md#breadcrumb). */
export const WORKBENCH_PATH = '/workbench'
/** Path of the refresh route's prefix: `/redirect/<path>` re-renders `<path>`. */
export const REDIRECT_PREFIX = '/redirect'
export const NOT_FOUND_PATH = '/404'
export const UNAUTHORIZED_PATH = '/401'
/** The wildcard route's path; it matches anything and redirects to /404. */
export const WILDCARD_PATH = '*'

/** Meta of a route hidden from the menu. */
export const hidden = (title: string, extra: Partial<MenuMeta> = {}): MenuMeta => ({ title, hidden: true, ...extra })

/** Appended last to every route set: anything unmatched goes to /404. */
export const NOT_FOUND_ROUTE: AppRoute = {
  path: WILDCARD_PATH,
  redirect: NOT_FOUND_PATH,
  meta: hidden('Page Not Found'),
}

/** The whole table in match order, ending with the wildcard: used to tell "exists but not
 * permitted" (401) from "unknown" (404). */
export function allRoutes(table: RouteTable): AppRoute[] {
  return [...table.constant, ...table.async, NOT_FOUND_ROUTE]
}
