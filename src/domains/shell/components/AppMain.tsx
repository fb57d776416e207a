/**
 * The screen area with kept-alive views: every cached view stays mounted inside React's
 * `<Activity>` and is hidden when not current, so its state (typed text, scroll) survives a tab
 * switch; `noCache` views are rendered fresh. The cache is capped (core/tags.ts).
 */
import { Activity, createElement, memo, Suspense, useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { usePlainSnapshot } from '../../../platform/ui/usePlainSnapshot.ts'
import { matchRoute } from '../../../platform/core/routes/match.ts'
import type { AppRoute } from '../../../platform/core/routes/table.ts'
import { isTaggable } from '../logic/tags.ts'
import { permissionState } from '../../../platform/store/permission.ts'
import { tagsState } from '../store/tagsView.ts'
import { ErrorBoundary } from '../../../platform/ui/ErrorBoundary.tsx'
import { PageLoader } from '../../../platform/ui/PageLoader.tsx'
import { useComposition } from '../../../platform/ui/composition.ts'

/** One screen; a screen that crashes shows a retry in its place, the shell around it stays.
 * Memoised: a navigation re-renders the screen area, and without it every kept-alive view —
 * hidden ones too — rendered again on each tab switch (about 20 screens for nothing). */
const Screen = memo(function Screen({ route }: { route: AppRoute }) {
  const { screenFor } = useComposition()
  return (
    <ErrorBoundary tag="sw-console">
      <Suspense fallback={<PageLoader />}>{createElement(screenFor(route.view))}</Suspense>
    </ErrorBoundary>
  )
})

const NO_ROUTES: readonly AppRoute[] = []

export function AppMain({ route, pathname }: { route: AppRoute; pathname: string }) {
  const tags = useSnapshot(tagsState)
  // Plain objects: the same routes array on every render, so the views below are listed once.
  const permission = usePlainSnapshot(permissionState)
  const routes = (permission.routes ?? NO_ROUTES) as AppRoute[]
  // A view that will be kept alive takes its place (same key, same position) from its first
  // render, before the tag is recorded — otherwise it would mount twice and fetch twice.
  const keepAlive = isTaggable(route) && !route.meta.noCache
  const kept = keepAlive && !tags.cachedViews.includes(pathname) ? [...tags.cachedViews, pathname] : tags.cachedViews
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
    <main part="main" className="min-w-0 flex-1 p-4 sm:p-5">
      {screens.map(({ path, route: screen }) => (
        <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
          <Screen route={screen} />
        </Activity>
      ))}
      {!cached && <Screen key={pathname} route={route} />}
    </main>
  )
}
