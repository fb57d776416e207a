/**
 * One view of the screen area, kept alive while its tag is open. A hidden view is not unmounted
 * or `display: none` (React's `<Activity>`, which this replaced): it stays laid out under
 * `content-visibility: hidden`, so the browser skips its rendering but keeps its layout, and
 * `inert`, so nothing in it takes focus or is read out. Showing it again is one style change — no
 * effects mounted again, no subtree restyled and laid out from scratch. What must stop while it
 * is hidden reads its presence (platform/ui/viewPresence.ts): its resources stop following the
 * server and reload once it is shown; its dialogs close; its leave guard lets links through.
 */
import { createElement, memo, Suspense, useEffect, useState, type CSSProperties } from 'react'
import type { AppRoute } from '#platform/core/routes/table.ts'
import { useComposition } from '#platform/ui/composition.ts'
import { ErrorBoundary } from '#platform/ui/ErrorBoundary.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { createViewPresence, ViewPresenceContext } from '#platform/ui/viewPresence.ts'

const HIDDEN: CSSProperties = { contentVisibility: 'hidden' }

/** Memoised on its props (all plain values and the route, the same object across navigations):
 * a switch renders the view it shows and the one it hides, nothing else. */
export const KeptView = memo(function KeptView({ path, shown, search, route }: { path: string; shown: boolean; search: string; route: AppRoute }) {
  const [presence] = useState(() => createViewPresence(path, shown, search))
  // After the commit that shows or hides it: what follows (a reload, a listener) is not part of
  // the switch's render.
  useEffect(() => presence.set(shown, search), [presence, shown, search])
  return (
    <div style={shown ? undefined : HIDDEN} data-kept={shown ? 'shown' : 'hidden'}>
      <ViewPresenceContext.Provider value={presence}>
        <Screen route={route} />
      </ViewPresenceContext.Provider>
    </div>
  )
})

/** One screen; a screen that crashes shows a retry in its place, the shell around it stays. */
const Screen = memo(function Screen({ route }: { route: AppRoute }) {
  const { screenFor } = useComposition()
  return (
    <ErrorBoundary tag="sw-console">
      <Suspense fallback={<PageLoader />}>{createElement(screenFor(route.view))}</Suspense>
    </ErrorBoundary>
  )
})
