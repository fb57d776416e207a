/**
 * The user's unread count, one per API base on the page, shared by every bell, centre and
 * element: loaded when the first subscriber arrives, polled while anyone listens (until the live
 * stream takes over), refreshed at once after the user's own changes (`refreshUnreadCount`).
 */
import { useEffect, useSyncExternalStore } from 'react'
import { apiFor } from '../../../platform/store/api.ts'
import { createNotificationsApi } from '../contract.ts'

/** Polling interval while no stream pushes changes. */
export const UNREAD_POLL_MS = 15_000

interface Store {
  count: number | null
  listeners: Set<() => void>
  timer: ReturnType<typeof setInterval> | null
  controller: AbortController | null
}

const stores = new Map<string, Store>()

function storeFor(apiBase: string): Store {
  let store = stores.get(apiBase)
  if (!store) {
    store = { count: null, listeners: new Set(), timer: null, controller: null }
    stores.set(apiBase, store)
  }
  return store
}

function set(store: Store, count: number): void {
  if (store.count === count) return
  store.count = count
  for (const listener of store.listeners) listener()
}

/** Loads the count again now (after marking read, archiving, …). */
export function refreshUnreadCount(apiBase: string): void {
  const store = storeFor(apiBase)
  store.controller?.abort()
  const controller = new AbortController()
  store.controller = controller
  apiFor(apiBase, createNotificationsApi)
    .queryUnreadCount(controller.signal)
    .then(
      (answer) => {
        if (store.controller === controller) set(store, answer.count)
      },
      () => undefined, // kept; the next poll tries again
    )
}

/** Sets the count as an answer from the server said (a mark-all, a stream event). */
export function setUnreadCount(apiBase: string, count: number): void {
  set(storeFor(apiBase), count)
}

function subscribe(apiBase: string, listener: () => void): () => void {
  const store = storeFor(apiBase)
  store.listeners.add(listener)
  if (store.listeners.size === 1) {
    refreshUnreadCount(apiBase)
    store.timer = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') refreshUnreadCount(apiBase)
    }, UNREAD_POLL_MS)
  }
  return () => {
    store.listeners.delete(listener)
    if (store.listeners.size > 0) return
    if (store.timer) clearInterval(store.timer)
    store.timer = null
    store.controller?.abort()
    store.controller = null
  }
}

/** The unread count (null until known); calls `onChange` with every new value. */
export function useUnreadCount(apiBase: string, onChange?: (count: number) => void): number | null {
  const count = useSyncExternalStore(
    (listener) => subscribe(apiBase, listener),
    () => storeFor(apiBase).count,
    () => null,
  )
  useEffect(() => {
    if (count !== null) onChange?.(count)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new count is news
  }, [count])
  return count
}
