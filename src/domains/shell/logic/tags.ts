/**
 * Tag views (docs/spec.md#tag-views): the visited views shown as tabs and the cached views kept
 * alive. Every operation takes the state and returns a new state (never mutates), plus where
 * to navigate when the active view goes away. Views are keyed by path; affixed views
 * (`meta.affix`) cannot be closed; `meta.noCache` views are never cached; the cache holds at
 * most MAX_CACHED_VIEWS paths, least recently added first out. Framework-free.
 */
import type { MenuMeta } from '#platform/core/api/types.ts'
import { flattenRoutes } from '#platform/core/routes/match.ts'
import { toRefreshPath } from '#platform/core/routes/paths.ts'
import { NOT_FOUND_PATH, UNAUTHORIZED_PATH, type AppRoute } from '#platform/core/routes/table.ts'

/** At most this many views are kept alive; adding one more evicts the oldest. */
export const MAX_CACHED_VIEWS = 20
/** Title of a view whose route has none. */
export const UNTITLED_VIEW = 'no-name'

export interface TagView {
  /** Pathname: the key of the view. */
  path: string
  /** Pathname plus query and hash: where clicking the tag goes. */
  fullPath: string
  name?: string
  /** English key from `meta.title`, translated by the UI. */
  title: string
  meta: MenuMeta
}

export interface TagsState {
  visitedViews: TagView[]
  /** Paths of the views kept alive, oldest first. */
  cachedViews: string[]
}

/** A result that may move the user elsewhere (the closed view was the active one). */
export interface TagsChange {
  state: TagsState
  navigateTo: string | null
}

/** The tag for a route visited at `fullPath`. */
export function toTagView(route: Pick<AppRoute, 'name' | 'meta'>, fullPath: string): TagView {
  const path = fullPath.split(/[?#]/)[0] || '/'
  const view: TagView = { path, fullPath, title: route.meta.title || UNTITLED_VIEW, meta: route.meta }
  if (route.name !== undefined) view.name = route.name
  return view
}

/** Only named screens become tags (the refresh route, groups and redirects have no name). */
export function isTaggable(route: Pick<AppRoute, 'name' | 'view' | 'path'>): boolean {
  // 401 and 404 are drawn in the frame but are no screens to come back to.
  if (route.path === NOT_FOUND_PATH || route.path === UNAUTHORIZED_PATH) return false
  return route.name !== undefined && route.view !== undefined && route.view !== 'layout'
}

/** Tags for the affixed routes of a route tree (shown from the start, never closable). */
export function affixViews(routes: readonly AppRoute[]): TagView[] {
  return flattenRoutes(routes)
    .filter(({ route }) => route.meta.affix && route.name !== undefined && !route.children?.length)
    .map(({ route }) => toTagView(route, route.path))
}

export function isAffix(view: TagView): boolean {
  return view.meta.affix === true
}

function cache(cached: readonly string[], view: TagView): string[] {
  if (view.meta.noCache) return [...cached]
  const next = [...cached.filter((p) => p !== view.path), view.path]
  return next.length > MAX_CACHED_VIEWS ? next.slice(next.length - MAX_CACHED_VIEWS) : next
}

/** Adds a visited view (skipped when its path is already there) and caches it unless
 * `noCache`; re-adding a cached view makes it the most recent. */
export function addView(state: TagsState, view: TagView): TagsState {
  const known = state.visitedViews.some((v) => v.path === view.path)
  return {
    visitedViews: known ? state.visitedViews : [...state.visitedViews, view],
    cachedViews: cache(state.cachedViews, view),
  }
}

/** Replaces the stored view of the same path (e.g. its query changed). */
export function updateView(state: TagsState, view: TagView): TagsState {
  return { ...state, visitedViews: state.visitedViews.map((v) => (v.path === view.path ? { ...v, ...view } : v)) }
}

/** The last remaining view, else the root. */
function lastViewPath(views: readonly TagView[]): string {
  return views[views.length - 1]?.fullPath ?? '/'
}

/** Closes one view (affixed views stay). When it was the active one, navigate to the last
 * remaining view, else to `/`. */
export function closeView(state: TagsState, view: TagView, activePath: string): TagsChange {
  if (isAffix(view)) return { state, navigateTo: null }
  const visitedViews = state.visitedViews.filter((v) => v.path !== view.path)
  const cachedViews = state.cachedViews.filter((p) => p !== view.path)
  const navigateTo = view.path === activePath ? lastViewPath(visitedViews) : null
  return { state: { visitedViews, cachedViews }, navigateTo }
}

/** Keeps the affixed views and `view`; `view` becomes the active one. */
export function closeOthers(state: TagsState, view: TagView): TagsChange {
  const visitedViews = state.visitedViews.filter((v) => isAffix(v) || v.path === view.path)
  const keep = new Set(visitedViews.map((v) => v.path))
  const cachedViews = state.cachedViews.filter((p) => keep.has(p))
  return { state: { visitedViews, cachedViews }, navigateTo: view.fullPath }
}

/** Keeps only the affixed views and navigates to the last of them (or `/` when none) — also
 * when the tag it was opened on is itself affixed. */
export function closeAll(state: TagsState): TagsChange {
  const visitedViews = state.visitedViews.filter(isAffix)
  const keep = new Set(visitedViews.map((v) => v.path))
  const cachedViews = state.cachedViews.filter((p) => keep.has(p))
  return { state: { visitedViews, cachedViews }, navigateTo: lastViewPath(visitedViews) }
}

/** Re-renders one view: drops it from the cache and goes through `/redirect<fullPath>`, whose
 * view navigates straight back. */
export function refreshView(state: TagsState, view: TagView): TagsChange {
  return {
    state: { ...state, cachedViews: state.cachedViews.filter((p) => p !== view.path) },
    navigateTo: toRefreshPath(view.fullPath),
  }
}

/** Only the views `keep` accepts stay (visited and cached): after the user's routes changed,
 * the views they no longer permit close. */
export function keepViews(state: TagsState, keep: (view: TagView) => boolean): TagsState {
  const visitedViews = state.visitedViews.filter(keep)
  const paths = new Set(visitedViews.map((v) => v.path))
  return { visitedViews, cachedViews: state.cachedViews.filter((path) => paths.has(path)) }
}

/** A fresh empty state: the initial one, and what logout and role change go back to (the
 * layout re-adds the affixed views). */
export function clearTags(): TagsState {
  return { visitedViews: [], cachedViews: [] }
}
