/**
 * The user's unread count, one per API base on the page, shared by every bell, centre and
 * element: loaded when the first subscriber arrives, then kept by the live stream
 * (`subscribeNotifications`, one shared connection, which polls when streaming fails), refreshed
 * at once after the user's own changes (`refreshUnreadCount`). A publish, edit or withdrawal is
 * also told to `onChange` listeners of lists (`useNotificationChanges`).
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { apiFor } from '../../../platform/store/api.ts'
import { createNotificationsApi } from '../contract.ts'
import { subscribeNotifications } from '../runtime/notificationStream.ts'

interface Store {
  count: number | null
  listeners: Set<() => void>
  /** Lists to refresh when notifications change (a publish, an edit, a withdrawal, a poll). */
  changes: Set<() => void>
  stop: (() => void) | null
  controller: AbortController | null
}

const stores = new Map<string, Store>()

function storeFor(apiBase: string): Store {
  let store = stores.get(apiBase)
  if (!store) {
    store = { count: null, listeners: new Set(), changes: new Set(), stop: null, controller: null }
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
    const changed = () => {
      for (const listener of store.changes) listener()
    }
    store.stop = subscribeNotifications(apiBase, {
      onEvent(event) {
        set(store, event.unread)
        if (event.kind !== 'read-state') changed()
      },
      onPoll() {
        refreshUnreadCount(apiBase)
        changed()
      },
    })
  }
  return () => {
    store.listeners.delete(listener)
    if (store.listeners.size > 0) return
    store.stop?.()
    store.stop = null
    store.controller?.abort()
    store.controller = null
  }
}

/** The unread count (null until known); calls `onChange` with every new value. */
export function useUnreadCount(apiBase: string, onChange?: (count: number) => void): number | null {
  // Stable per apiBase: React resubscribes whenever `subscribe` changes, and a resubscription of
  // the last listener closes the stream and opens a new one (with a count refetch) — on every
  // render, so after every event.
  const subscribeCount = useCallback((listener: () => void) => subscribe(apiBase, listener), [apiBase])
  const count = useSyncExternalStore(
    subscribeCount,
    () => storeFor(apiBase).count,
    () => null,
  )
  useEffect(() => {
    if (count !== null) onChange?.(count)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new count is news
  }, [count])
  return count
}

/** Calls `onChange` when notifications were published, edited or withdrawn (or a poll stood in
 * for the stream) while the caller is mounted. */
export function useNotificationChanges(apiBase: string, onChange: () => void): void {
  useEffect(() => {
    const store = storeFor(apiBase)
    store.changes.add(onChange)
    return () => {
      store.changes.delete(onChange)
    }
  }, [apiBase, onChange])
}
