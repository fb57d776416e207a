/**
 * Server state for screens: a small subscribable resource per key (loading, error, data,
 * refresh), shared by every subscriber on the page. Identical requests in flight are one request;
 * when the last subscriber leaves, a request still in flight is aborted. A screen subscribes
 * through `useResource` (platform/ui) and never writes its own fetch effect. Framework-free.
 *
 * Why not TanStack Query: this is ~1 KB and covers what the screens need (dedupe, abort,
 * refresh, keep the last data while refreshing); Query's ~13 KB would land in every element.
 */

export type ResourceStatus = 'loading' | 'success' | 'error'

export interface ResourceState<T> {
  status: ResourceStatus
  /** The last data loaded (kept while a refresh runs). */
  data: T | undefined
  error: Error | undefined
  /** True while a request runs (also during a refresh that keeps `data`). */
  fetching: boolean
}

export type Loader<T> = (signal: AbortSignal) => Promise<T>

interface Entry<T> {
  state: ResourceState<T>
  load: Loader<T>
  listeners: Set<() => void>
  controller: AbortController | null
}

export interface Resource<T> {
  readonly key: string
  get(): ResourceState<T>
  /** Adds a listener; the first one starts a load. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Loads again (aborting a load in flight) and resolves when done. */
  refresh(): Promise<void>
}

import { keepEqual } from '../core/sharedData.ts'

const entries = new Map<string, Entry<unknown>>()

/** Runs `run` once, after the next frame has been drawn (a task after the frame's callback);
 * without frames (a hidden page, a test) after 100 ms at the latest. */
function afterPaint(run: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    run()
  }
  globalThis.requestAnimationFrame?.(() => setTimeout(once, 0))
  setTimeout(once, 100)
}

const INITIAL: ResourceState<never> = { status: 'loading', data: undefined, error: undefined, fetching: false }

/** Changes the state and tells the subscribers — only if a value changed: a state object that
 * stays the same is what lets a screen skip its render (and React skip a forced one when a
 * kept-alive view is shown again). */
function set<T>(entry: Entry<T>, next: Partial<ResourceState<T>>): void {
  const current = entry.state as unknown as Record<string, unknown>
  if (Object.entries(next).every(([key, value]) => Object.is(current[key], value))) return
  entry.state = { ...entry.state, ...next }
  for (const listener of entry.listeners) listener()
}

function start<T>(entry: Entry<T>): Promise<void> {
  entry.controller?.abort()
  const controller = new AbortController()
  entry.controller = controller
  set(entry, { fetching: true, ...(entry.state.data === undefined ? { status: 'loading' as const } : {}) })
  return entry.load(controller.signal).then(
    (data) => {
      if (entry.controller !== controller) return
      entry.controller = null
      // Data that came back unchanged keeps its objects (core/sharedData.ts).
      set(entry, { status: 'success', data: keepEqual(entry.state.data, data), error: undefined, fetching: false })
    },
    (error: unknown) => {
      if (entry.controller !== controller) return
      entry.controller = null
      set(entry, { status: 'error', error: error instanceof Error ? error : new Error(String(error)), fetching: false })
    },
  )
}

/** The page's resource for `key` (created on first use with `load`; later calls share it, so a
 * key must name everything the load depends on, e.g. `${apiBase} notifications page 1`). */
export function resource<T>(key: string, load: Loader<T>): Resource<T> {
  let entry = entries.get(key) as Entry<T> | undefined
  if (!entry) {
    entry = { state: INITIAL, load, listeners: new Set(), controller: null }
    entries.set(key, entry as Entry<unknown>)
  }
  const e = entry
  return {
    key,
    get: () => e.state,
    subscribe(listener) {
      const first = e.listeners.size === 0
      e.listeners.add(listener)
      // A first subscriber loads (again): what it shows is fresh, the last data meanwhile. With
      // last data (a kept-alive view shown again) the reload waits until the screen is drawn, so
      // the request and its renders are not part of the switch (docs/spec.md#tab-switching).
      if (first && !e.controller) {
        if (e.state.data === undefined) void start(e)
        else afterPaint(() => e.listeners.size > 0 && !e.controller && void start(e))
      }
      return () => {
        e.listeners.delete(listener)
        if (e.listeners.size > 0 || !e.controller) return
        // The state is left as it is (still `fetching`): nobody sees it, and the next first
        // subscriber loads again. Changing it here made React re-render a kept-alive view,
        // synchronously, the moment it was shown again (its snapshot had changed while hidden).
        e.controller.abort()
        e.controller = null
      }
    },
    refresh: () => start(e),
  }
}

/** Forgets every resource (sign-out, tests). */
export function clearResources(): void {
  for (const entry of entries.values()) entry.controller?.abort()
  entries.clear()
}
