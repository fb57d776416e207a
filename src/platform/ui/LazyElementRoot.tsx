/**
 * The element root as a lazy chunk, for an element whose view is a lazy chunk anyway (the
 * sign-in and sign-up forms; docs/spec.md#download-size). The root — ElementRoot with Lingui's React part, the
 * valtio stores, js-cookie and the feedback layer (ViewRoot.tsx) — is requested as soon as this
 * module runs, and the catalog of the element's language as soon as the element first renders:
 * both travel in the wave that already brought the view and the catalog, so the element's first
 * download is React, r2wc and the element kit's define step only. ElementRoot draws nothing
 * before its catalog is in, so nothing drawn changes: nothing, then ElementLoading while the view
 * is still on its way, then the view. This module is in the shared framework chunk, so every
 * element's page requests the root chunk; the other elements import it statically anyway.
 */
import { lazy, Suspense } from 'react'
import type { ElementRootProps } from './ElementRoot.tsx'
import { prefetchCatalog } from './prefetchCatalog.ts'

const root = import('./ViewRoot.tsx')
const ViewRoot = lazy(() => root.then((m) => ({ default: m.ViewRoot })))

export function LazyElementRoot(props: ElementRootProps) {
  prefetchCatalog(props.lang)
  return (
    <Suspense fallback={null}>
      <ViewRoot {...props} />
    </Suspense>
  )
}
