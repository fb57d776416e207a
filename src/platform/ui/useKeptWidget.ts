/**
 * An imperative widget (a chart.js chart, openchemlib's editor) made on a host element and kept
 * across an effect's clean-up and run again with the same inputs. The console's kept-alive views
 * no longer run their effects again on each tab switch (shell/components/KeptView.tsx), but
 * React may still (StrictMode, a remount of the same view, a host element's reconnect): a widget
 * made and destroyed in an effect would be built from scratch each time (a chart: ~20 ms, an
 * editor: its drawing and undo history lost). Here the clean-up keeps the
 * widget while the host is still in the document, and the next run takes it back when `deps`
 * are unchanged. A view closed while hidden runs no clean-up, so a slow watch destroys a kept
 * widget once its host has left the document.
 */
import { useEffect, useRef, type DependencyList, type RefObject } from 'react'

const WATCH_MS = 5_000

interface Kept<W> {
  widget: W
  deps: DependencyList
  watch: ReturnType<typeof setInterval>
}

const sameDeps = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]))

/**
 * `make` builds the widget on the host; `dispose` destroys it; `connect` runs each time the
 * widget is in use (`fresh` the first time) and may return what undoes it on hiding. Returns
 * the widget in use, or null.
 */
export function useKeptWidget<W, E extends Element = HTMLElement>(
  host: RefObject<E | null>,
  make: (element: E) => W,
  dispose: (widget: W) => void,
  deps: DependencyList,
  connect?: (widget: W, fresh: boolean) => void | (() => void),
): RefObject<W | null> {
  const current = useRef<W | null>(null)
  const kept = useRef<Kept<W> | null>(null)
  useEffect(() => {
    const element = host.current
    if (!element) return
    const previous = kept.current
    kept.current = null
    if (previous) clearInterval(previous.watch)
    const reuse = previous !== null && sameDeps(previous.deps, deps)
    if (previous && !reuse) dispose(previous.widget)
    const widget = reuse ? previous.widget : make(element)
    current.current = widget
    const disconnect = connect?.(widget, !reuse)
    return () => {
      disconnect?.()
      if (element.isConnected) {
        // Hidden, not gone: kept for when the view is shown again.
        const watch = setInterval(() => {
          if (element.isConnected) return
          clearInterval(watch)
          if (kept.current?.widget === widget) kept.current = null
          if (current.current === widget) current.current = null
          dispose(widget)
        }, WATCH_MS)
        kept.current = { widget, deps, watch }
        return
      }
      current.current = null
      dispose(widget)
    }
    // `deps` name everything `make` uses; make, dispose and connect of later renders are the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
  return current
}
