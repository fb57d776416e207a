/**
 * A long server-paged list read by windows (the notification centre at 10 000 rows): the list
 * knows its total after the first page, holds the rows of the pages loaded so far at their
 * positions (`undefined` where not loaded), and loads a page only when the visible range needs
 * it — scrolling to the end of 10 000 loads the last page, not all of them. A reload keeps the
 * rows shown until the new pages replace them. Framework-free (subscribe/get for React's
 * useSyncExternalStore).
 */
import type { Page } from '#platform/core/api/types.ts'

export interface PagedState<T> {
  /** Row i, or undefined while its page is not loaded. */
  items: ReadonlyArray<T | undefined>
  /** null until the first page arrived. */
  total: number | null
  error: Error | null
  /** A page is loading. */
  loading: boolean
}

export type PageLoader<T> = (page: number, pageSize: number, signal: AbortSignal) => Promise<Page<T>>

export interface PagedList<T> {
  get(): PagedState<T>
  subscribe(listener: () => void): () => void
  /** Loads the pages rows `from`..`to` (inclusive) need. */
  ensure(from: number, to: number): void
  /** Changes the loaded row with this id in place. */
  patch(id: number, change: (row: T) => T): void
  /** Loads the pages in view again (after a change elsewhere), keeping the rows meanwhile. */
  reload(): void
  /** Aborts what is in flight. */
  dispose(): void
}

export function createPagedList<T extends { id: number }>(load: PageLoader<T>, pageSize: number): PagedList<T> {
  let state: PagedState<T> = { items: [], total: null, error: null, loading: false }
  const listeners = new Set<() => void>()
  /** Pages requested in this generation: their controller while in flight, null once loaded. */
  let pages = new Map<number, AbortController | null>()
  let range: [number, number] = [0, pageSize - 1]

  const emit = (next: Partial<PagedState<T>>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  const inFlight = () => [...pages.values()].some((c) => c !== null)

  function fetchPage(page: number): void {
    if (pages.has(page)) return
    const controller = new AbortController()
    const generation = pages
    pages.set(page, controller)
    emit({ loading: true })
    load(page, pageSize, controller.signal).then(
      (result) => {
        if (generation !== pages || controller.signal.aborted) return
        pages.set(page, null)
        const total = result.pagination.total
        const items = state.items.slice(0, total)
        while (items.length < total) items.push(undefined)
        const start = (page - 1) * pageSize
        result.list.forEach((row, i) => {
          if (start + i < total) items[start + i] = row
        })
        // Rows of an earlier generation stay shown until their page arrives again.
        emit({ items, total, error: null, loading: inFlight() })
      },
      (error: unknown) => {
        if (generation !== pages || controller.signal.aborted) return
        pages.delete(page)
        emit({ error: error instanceof Error ? error : new Error(String(error)), loading: inFlight() })
      },
    )
  }

  function ensure(from: number, to: number): void {
    range = [from, to]
    if (state.total === null) {
      fetchPage(1)
      return
    }
    if (state.total === 0) return
    const last = Math.min(to, state.total - 1)
    for (let page = Math.floor(Math.max(0, from) / pageSize) + 1; page <= Math.floor(last / pageSize) + 1; page++) fetchPage(page)
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ensure,
    patch(id, change) {
      const index = state.items.findIndex((row) => row?.id === id)
      if (index < 0) return
      const items = state.items.slice()
      items[index] = change(items[index]!)
      emit({ items })
    },
    reload() {
      for (const controller of pages.values()) controller?.abort()
      pages = new Map()
      emit({ error: null })
      const [from, to] = range
      // The first page always (the total may have changed), then the range in view.
      fetchPage(1)
      if (state.total !== null) ensure(from, to)
    },
    dispose() {
      for (const controller of pages.values()) controller?.abort()
      pages = new Map()
    },
  }
}
