/**
 * The route guard as a pure decision (docs/spec.md#route-guard). Given the target path,
 * whether a token exists, whether the user's routes are generated and the permitted routes, it
 * answers allow, redirect(to), wait (user info and menus still loading: the caller loads them
 * and asks again — so a deep link never flashes a 404) or forbidden (401). Paths are router
 * paths, i.e. without the base path. Framework-free.
 */
import { safeRedirectPath } from '../redirect.ts'
import { isWildcardMatch, matchRoute, type RouteMatch } from './match.ts'
import { DEFAULT_BASE_PATH, normalizePath, splitPath, stripBase } from './paths.ts'
import { NOT_FOUND_PATH, UNAUTHORIZED_PATH, WORKBENCH_PATH, allRoutes, type AppRoute, type RouteTable } from './table.ts'

/** Reachable without a token (docs/spec.md#route-guard, and /loginNew). */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/loginNew', '/home', '/signUp']
export const LOGIN_PATH = '/login'
/** Where logout lands (docs/spec.md#route-guard). */
export const LOGOUT_PATH = '/loginNew'
const LOGIN_PAGES: readonly string[] = ['/login', '/loginNew']
/** A stand-in origin: router paths are checked for being same-origin paths against it. */
const ROUTER_ORIGIN = 'http://router.invalid'

export type GuardDecision =
  { action: 'allow'; match: RouteMatch } | { action: 'redirect'; to: string } | { action: 'wait' } | { action: 'forbidden'; to: string }

export interface GuardInput {
  /** Router path: pathname plus optional `?query#hash`, without the base path. */
  path: string
  hasToken: boolean
  /** True once user info is loaded and the user's routes are generated. */
  routesReady: boolean
  /** The user's routable set (`generateRoutes(...).routes`); read only when `routesReady`. */
  routes: readonly AppRoute[]
  /** The console's whole table: its constant routes are what a visitor without a token may
   * reach, and it tells "exists but not permitted" (401) from unknown (404). */
  table: RouteTable
  /** The router's base path (a `?redirect=` may carry the page's full path). */
  basePath?: string
}

/** `/login?redirect=<path>` keeping where the visitor wanted to go. */
export function loginPath(intended: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(intended)}`
}

/** After logout: `/loginNew?redirect=<current full path>` (docs/spec.md#route-guard). */
export function logoutPath(currentFullPath: string): string {
  return `${LOGOUT_PATH}?redirect=${encodeURIComponent(currentFullPath)}`
}

/** The `redirect` query parameter of a search string as a router path when it is a same-origin
 * path, else `fallback` (also when it points at a login page). The target may be a router path
 * (`/guide`) or the page's full path (`/studentwork/guide`: the base is stripped). Accepts
 * `?a=b&redirect=...` or a full router path. */
export function redirectFromQuery(search: string, fallback = '/', basePath: string = DEFAULT_BASE_PATH): string {
  const query = search.includes('?') ? search.slice(search.indexOf('?') + 1) : search
  const safe = safeRedirectPath(new URLSearchParams(query.split('#')[0]).get('redirect'), ROUTER_ORIGIN)
  const target = safe === null ? null : (stripBase(safe, basePath) ?? safe)
  // A redirect back to a login page would only bounce; use the fallback instead.
  if (target === null || LOGIN_PAGES.includes(normalizePath(splitPath(target).pathname))) return fallback
  return target
}

function follow(match: RouteMatch, rest: string): GuardDecision {
  const to = match.route.redirect
  return to !== undefined ? { action: 'redirect', to: to + rest } : { action: 'allow', match }
}

function guardSignedOut(table: RouteTable, pathname: string, rest: string): GuardDecision {
  const match = matchRoute(table.constant, pathname)
  if (match?.route.redirect !== undefined) return follow(match, rest)
  if (match && PUBLIC_PATHS.includes(pathname)) return { action: 'allow', match }
  return { action: 'redirect', to: loginPath(pathname + rest) }
}

/** Decides what happens when navigating to `input.path`. */
export function guard(input: GuardInput): GuardDecision {
  const split = splitPath(input.path)
  const pathname = normalizePath(split.pathname)
  const { rest } = split
  if (!input.hasToken) return guardSignedOut(input.table, pathname, rest)
  // Signed in on a sign-in page: the requested target, else the dashboard.
  if (LOGIN_PAGES.includes(pathname)) return { action: 'redirect', to: redirectFromQuery(rest, WORKBENCH_PATH, input.basePath) }
  if (!input.routesReady) return { action: 'wait' }
  const match = matchRoute(input.routes, pathname)
  if (match && !isWildcardMatch(match)) return follow(match, rest)
  const known = matchRoute(allRoutes(input.table), pathname)
  if (known && !isWildcardMatch(known)) return { action: 'forbidden', to: UNAUTHORIZED_PATH }
  return { action: 'redirect', to: NOT_FOUND_PATH }
}
