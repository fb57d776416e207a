/**
 * Path helpers shared by the route model, the matcher, permissions and menu search: normalise
 * a pathname, resolve a (possibly relative) child path against its parent the way nested route
 * configs do, and add or strip the router base path (default `/studentwork/`). Framework-free.
 */

/** The router base path when the element's `base-path` attribute is absent (docs/spec.md#route-table). */
export const DEFAULT_BASE_PATH = '/studentwork/'

/** `/a//b/` → `/a/b`; `''` → `/`; always one leading slash, no trailing slash (except root). */
export function normalizePath(path: string): string {
  const trimmed = path.trim()
  const collapsed = ('/' + trimmed).replace(/\/{2,}/g, '/')
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : '/'
}

/** Resolves a child path against its parent: an absolute child (`/workbench`) stays as it is,
 * a relative one (`scope`, `''`) is appended to the parent (`/attendance/scope`, `/attendance`). */
export function resolvePath(parent: string, child: string): string {
  const c = child.trim()
  if (c.startsWith('/')) return normalizePath(c)
  if (c === '') return normalizePath(parent)
  return normalizePath(`${parent}/${c}`)
}

/** Splits a router path into pathname and the rest (`?query#hash`). */
export function splitPath(fullPath: string): { pathname: string; rest: string } {
  const i = fullPath.search(/[?#]/)
  if (i === -1) return { pathname: fullPath, rest: '' }
  return { pathname: fullPath.slice(0, i), rest: fullPath.slice(i) }
}

/** `/studentwork/` → `/studentwork`; `''` or `/` → `''` (no base). */
function baseOf(base: string): string {
  const b = normalizePath(base)
  return b === '/' ? '' : b
}

/** Prefixes a router path with the base: `withBase('/home')` → `/studentwork/home`. */
export function withBase(path: string, base: string = DEFAULT_BASE_PATH): string {
  const b = baseOf(base)
  const p = path.startsWith('/') ? path : `/${path}`
  return b + p
}

/** Removes the base from a location pathname; `null` when the pathname is outside the base.
 * `stripBase('/studentwork/home')` → `/home`; `stripBase('/studentwork')` → `/`. */
export function stripBase(pathname: string, base: string = DEFAULT_BASE_PATH): string | null {
  const b = baseOf(base)
  if (b === '') return pathname.startsWith('/') ? pathname : `/${pathname}`
  if (pathname === b) return '/'
  if (!pathname.startsWith(`${b}/`)) return null
  return pathname.slice(b.length)
}

const REFRESH_PREFIX = '/redirect'

/** The refresh route for a view: `/system/users?x=1` → `/redirect/system/users?x=1`. Visiting
 * it unmounts the view and the redirect view navigates straight back (docs/spec.md#route-table). */
export function toRefreshPath(fullPath: string): string {
  return REFRESH_PREFIX + (fullPath.startsWith('/') ? fullPath : `/${fullPath}`)
}

/** Where the redirect view goes: `/redirect/system/users?x=1` → `/system/users?x=1`; `null`
 * when the path is not a refresh path. */
export function fromRefreshPath(fullPath: string): string | null {
  const { pathname, rest } = splitPath(fullPath)
  if (pathname !== REFRESH_PREFIX && !pathname.startsWith(`${REFRESH_PREFIX}/`)) return null
  return normalizePath(pathname.slice(REFRESH_PREFIX.length)) + rest
}
