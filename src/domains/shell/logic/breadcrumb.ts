/**
 * Breadcrumb items for the matched route chain (docs/spec.md#breadcrumb): a home entry to
 * /workbench first unless the first shown route is named Home; routes with
 * `meta.breadcrumb === false` or without a title are left out; a route whose redirect is
 * `noRedirect` and the last item are plain text. Titles are English keys the UI translates.
 */
import type { AppRoute } from '#platform/core/routes/table.ts'
import { WORKBENCH_PATH } from '#platform/core/routes/table.ts'

export const HOME_BREADCRUMB_TITLE = 'Home'
/** A route redirect value meaning "not clickable in the breadcrumb". */
export const NO_REDIRECT = 'noRedirect'

export interface BreadcrumbItem {
  path: string
  title: string
  /** Where a click goes; `null` renders plain text (the last item, `noRedirect` routes). */
  to: string | null
}

function isHome(route: AppRoute | undefined): boolean {
  return route?.name?.trim().toLowerCase() === 'home'
}

function isRefreshPath(path: string): boolean {
  return path === '/redirect' || path.startsWith('/redirect/')
}

/**
 * The breadcrumb for `matched` (top-level route first) at `path`. Returns `null` on a refresh
 * path (`/redirect/...`): the caller keeps the previous breadcrumb, so it does not flicker.
 */
export function buildBreadcrumb(matched: readonly AppRoute[], path: string): BreadcrumbItem[] | null {
  if (isRefreshPath(path)) return null
  const shown = matched.filter((r) => r.meta.title && r.meta.breadcrumb !== false)
  const items: BreadcrumbItem[] = shown.map((r) => ({
    path: r.path,
    title: r.meta.title,
    to: r.redirect === NO_REDIRECT ? null : (r.redirect ?? r.path),
  }))
  if (!isHome(shown[0])) items.unshift({ path: WORKBENCH_PATH, title: HOME_BREADCRUMB_TITLE, to: WORKBENCH_PATH })
  const last = items[items.length - 1]
  if (last) last.to = null
  return items
}
