/**
 * Whether a kept-alive view is the one on screen. The console keeps every visited view mounted
 * and hides the others with `content-visibility: hidden` (domains/shell/components/KeptView.tsx),
 * so a hidden view keeps its state, its layout and its effects. What must stop while a view is
 * hidden — following the server (useResource), a document-wide listener, a click guard — runs
 * inside `useWhileShown`; a view's own path and query come from here too, so a hidden view does
 * not render again on every navigation (React Router's location changes on each one). Outside
 * the console (another element, a story) there is no provider: always shown, no path.
 */
import { createContext, useContext, useEffect, useSyncExternalStore, type DependencyList } from 'react'

export interface ViewPresence {
  /** The path the view was opened at (null outside the console's kept views). */
  readonly path: string | null
  shown(): boolean
  /** The query of the view's location when it was last shown ('' or `?…`). */
  search(): string
  subscribe(listener: () => void): () => void
}

export interface ViewPresenceControl extends ViewPresence {
  set(shown: boolean, search: string): void
}

/** A view's presence, changed by its keeper with `set` (listeners hear only real changes). */
export function createViewPresence(path: string, shown: boolean, search: string): ViewPresenceControl {
  let state = { shown, search }
  const listeners = new Set<() => void>()
  return {
    path,
    shown: () => state.shown,
    search: () => state.search,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    set(nextShown, nextSearch) {
      // A hidden view keeps the query it was last shown with.
      const search = nextShown ? nextSearch : state.search
      if (nextShown === state.shown && search === state.search) return
      state = { shown: nextShown, search }
      for (const listener of [...listeners]) listener()
    },
  }
}

const ALWAYS: ViewPresence = { path: null, shown: () => true, search: () => '', subscribe: () => () => undefined }

export const ViewPresenceContext = createContext<ViewPresence>(ALWAYS)

export function useViewPresence(): ViewPresence {
  return useContext(ViewPresenceContext)
}

/** Re-renders when the view is shown or hidden (a dialog closes with its view). */
export function useViewShown(): boolean {
  const presence = useViewPresence()
  return useSyncExternalStore(presence.subscribe, presence.shown, presence.shown)
}

/** The view's query while it is shown (re-renders when it changes, not on other navigations). */
export function useViewSearch(): URLSearchParams {
  const presence = useViewPresence()
  const search = useSyncExternalStore(presence.subscribe, presence.search, presence.search)
  return new URLSearchParams(search)
}

/** An effect for while the view is shown: `enter` runs when it is (and is mounted), its clean-up
 * when it is hidden or unmounted — what React's `<Activity>` does to every effect. */
export function useWhileShown(enter: () => void | (() => void), deps: DependencyList): void {
  const presence = useViewPresence()
  useEffect(() => {
    let leave: (() => void) | null = null
    const sync = () => {
      if (presence.shown() && !leave) leave = enter() ?? (() => undefined)
      else if (!presence.shown() && leave) {
        leave()
        leave = null
      }
    }
    sync()
    const stop = presence.subscribe(sync)
    return () => {
      stop()
      leave?.()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps name what enter uses
  }, [presence, ...deps])
}
