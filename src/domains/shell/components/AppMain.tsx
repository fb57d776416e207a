/**
 * The screen area with kept-alive views: every cached view stays mounted and laid out, hidden
 * when not current (components/KeptView.tsx), so its state (typed text, scroll) survives a tab
 * switch; `noCache` views are rendered fresh. The cache is capped (core/tags.ts). The area is
 * `aria-busy` while a view's code or first data loads (the route progress's count), so assistive
 * technology waits for the view instead of reading a spinner — set on the element, not rendered:
 * the loads come and go without a render of the screen area.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { subscribe } from 'valtio'
import { usePlainSnapshot } from '#platform/ui/usePlainSnapshot.ts'
import { matchRoute } from '#platform/core/routes/match.ts'
import type { AppRoute } from '#platform/core/routes/table.ts'
import { isTaggable } from '../logic/tags.ts'
import { permissionState } from '#platform/store/permission.ts'
import { progressState } from '#platform/store/progress.ts'
import { tagsState } from '../store/tagsView.ts'
import { KeptView } from './KeptView.tsx'

const NO_ROUTES: readonly AppRoute[] = []

// The set of kept views, as one text (paths sorted): the cache's order changes on every switch
// (most recent last), the set does not — so the screen area renders for a navigation only.
const subscribeTags = (listener: () => void) => subscribe(tagsState, listener)
const cachedSet = () => [...tagsState.cachedViews].sort().join('\n')

export function AppMain({ route, pathname, search }: { route: AppRoute; pathname: string; search: string }) {
  const main = useRef<HTMLElement>(null)
  useEffect(() => {
    const mark = () => main.current?.setAttribute('aria-busy', String(progressState.pending > 0))
    mark()
    return subscribe(progressState, mark)
  }, [])
  const cachedKey = useSyncExternalStore(subscribeTags, cachedSet, cachedSet)
  const cachedViews = useMemo(() => cachedKey.split('\n').filter(Boolean), [cachedKey])
  // Plain objects: the same routes array on every render, so the views below are listed once.
  const permission = usePlainSnapshot(permissionState)
  const routes = (permission.routes ?? NO_ROUTES) as AppRoute[]
  // A view that will be kept alive takes its place (same key, same position) from its first
  // render, before the tag is recorded — otherwise it would mount twice and fetch twice.
  const keepAlive = isTaggable(route) && !route.meta.noCache
  const kept = keepAlive && !cachedViews.includes(pathname) ? [...cachedViews, pathname] : cachedViews
  const cached = kept.includes(pathname)
  // In a fixed order (by path), not the cache's most-recent-last order: reordering the keyed
  // views made React move the shown one to the end of <main> on every switch — a detached and
  // re-attached subtree is styled and laid out from scratch, and its scroll positions are lost.
  // The key is sorted too: the cache's order changes on every switch, the set of views does not.
  const keptKey = [...kept].sort().join('\n')
  const screens = useMemo(
    () =>
      keptKey
        .split('\n')
        .filter(Boolean)
        .flatMap((path) => {
          const match = matchRoute(routes, path)
          return match ? [{ path, route: match.route }] : []
        }),
    [keptKey, routes],
  )
  return (
    <main ref={main} part="main" className="min-w-0 flex-1 p-4 sm:p-5">
      {screens.map(({ path, route: screen }) => (
        <KeptView key={path} path={path} shown={path === pathname} search={path === pathname ? search : ''} route={screen} />
      ))}
      {!cached && <KeptView key={pathname} path={pathname} shown search={search} route={route} />}
    </main>
  )
}
