/**
 * The element root around a lazy view: ElementRoot with its children behind a Suspense boundary
 * that shows ElementLoading while the view's chunk arrives. LazyElementRoot loads it as a chunk
 * of its own (with Lingui's React part, the stores and the feedback layer).
 */
import { Suspense } from 'react'
import { ElementRoot, type ElementRootProps } from './ElementRoot.tsx'
import { ElementLoading } from './ElementLoading.tsx'

export function ViewRoot({ children, ...root }: ElementRootProps) {
  return (
    <ElementRoot {...root}>
      <Suspense fallback={<ElementLoading />}>{children}</Suspense>
    </ElementRoot>
  )
}
