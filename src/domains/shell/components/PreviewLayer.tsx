/**
 * The live preview's place in the console (docs/spec.md#live-preview): a window-message listener that is all the
 * console carries until a preview is wanted (docs/spec.md#download-size). A message that concerns the console (any
 * from a `preview-origins` origin, a `refreshFrame` from any) is kept and loads PreviewFrame —
 * the checks, the srcdoc builder, the bar and the sandboxed frame — which takes the kept messages
 * in order and listens from then on. With origins to accept, that part is fetched when the page
 * is idle, so a designer's first message is shown at once; until it has arrived nothing is drawn
 * (the console stays as it is) and no message is lost.
 */
import { useEffect, useRef, useState } from 'react'
import { idle } from '#platform/ui/deferred.ts'
import { concernsPreview } from '../logic/previewOrigins.ts'
import type { PendingMessage } from './PreviewFrame.tsx'

const NONE: readonly string[] = []

type FramePart = typeof import('./PreviewFrame.tsx')
let part: Promise<FramePart> | undefined
const loadFrame = () => (part ??= import('./PreviewFrame.tsx'))

export function PreviewLayer({ origins = NONE }: { origins?: readonly string[] }) {
  const [loaded, setLoaded] = useState<FramePart | null>(null)
  const pending = useRef<PendingMessage[]>([])

  useEffect(() => {
    if (loaded) return undefined
    const load = () => void loadFrame().then(setLoaded)
    const onMessage = (event: MessageEvent) => {
      if (!concernsPreview(event.origin, event.data, origins)) return
      pending.current.push({ origin: event.origin, data: event.data })
      load()
    }
    window.addEventListener('message', onMessage)
    // With origins to accept a preview is expected: fetch its part when the page is idle.
    if (origins.length > 0) idle(load)
    return () => window.removeEventListener('message', onMessage)
  }, [origins, loaded])

  return loaded ? <loaded.PreviewFrame origins={origins} pending={pending} /> : null
}
