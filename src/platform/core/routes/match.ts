/**
 * Route matching: finds the chain of routes (group → screen) a pathname renders. Matching is
 * exact and case-sensitive — `/system` never matches `/system/users`, `/2` never `/2d`. Pattern
 * syntax is the subset the table uses: literal segments, `:name` (one segment), `:name(.*)`
 * (the rest, possibly empty, as in `/redirect/:path(.*)`) and `*` (anything). Framework-free.
 */
import { normalizePath, splitPath } from './paths.ts'
import { WILDCARD_PATH, type AppRoute } from './table.ts'

export type RouteParams = Record<string, string>

export interface RouteMatch {
  /** The chain from the top-level route down to the matched screen. */
  matched: AppRoute[]
  /** The last route of the chain. */
  route: AppRoute
  params: RouteParams
}

function segmentsOf(path: string): string[] {
  const p = normalizePath(path)
  return p === '/' ? [] : p.slice(1).split('/')
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Matches one route pattern against a pathname; returns the params or `null`. */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const { pathname: path } = splitPath(pathname)
  if (pattern === WILDCARD_PATH) return { pathMatch: normalizePath(path).slice(1) }
  const want = segmentsOf(pattern)
  const got = segmentsOf(path)
  const params: RouteParams = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string
    const rest = /^:(\w+)\(\.\*\)$/.exec(w)
    if (rest) {
      params[rest[1] as string] = got.slice(i).join('/')
      return params
    }
    const g = got[i]
    if (g === undefined) return null
    const param = /^:(\w+)$/.exec(w)
    if (param) params[param[1] as string] = decode(g)
    else if (w !== g) return null
  }
  return got.length === want.length ? params : null
}

function matchIn(routes: readonly AppRoute[], pathname: string): RouteMatch | null {
  for (const route of routes) {
    if (route.children?.length) {
      const inner = matchIn(route.children, pathname)
      if (inner) return { ...inner, matched: [route, ...inner.matched] }
    }
    const params = matchPath(route.path, pathname)
    if (params) return { matched: [route], route, params }
  }
  return null
}

/** The first route (depth-first, children before their group) whose path matches exactly.
 * A group whose own path is visited (`/drug`) matches as itself; its `redirect` says where to
 * go. The wildcard route, when present, matches whatever nothing else did. */
export function matchRoute(routes: readonly AppRoute[], pathname: string): RouteMatch | null {
  return matchIn(routes, splitPath(pathname).pathname)
}

/** True when the match is only the wildcard (an unknown path). */
export function isWildcardMatch(match: RouteMatch | null): boolean {
  return match !== null && match.route.path === WILDCARD_PATH
}

export interface FlatRoute {
  route: AppRoute
  /** Ancestors first, the route itself last. */
  chain: AppRoute[]
}

/** Every route of a tree, depth-first, parents before children. */
export function flattenRoutes(routes: readonly AppRoute[], parents: AppRoute[] = []): FlatRoute[] {
  const out: FlatRoute[] = []
  for (const route of routes) {
    const chain = [...parents, route]
    out.push({ route, chain })
    if (route.children?.length) out.push(...flattenRoutes(route.children, chain))
  }
  return out
}
