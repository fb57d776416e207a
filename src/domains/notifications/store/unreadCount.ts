/**
 * The user's unread count, one per API base on the page, shared by every bell, centre and
 * element: a resource (platform/store/resource.ts, `notificationKeys.unread`) loaded when the
 * first subscriber arrives, then kept by the live stream (`subscribeNotifications`, one shared
 * connection, which polls when streaming fails), which sets it as each event says. A publish,
 * edit or withdrawal invalidates every list of notices (`notificationKeys.lists`); a poll, which
 * cannot tell what changed, invalidates the count too. The user's own changes call
 * `refreshUnreadCount`.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { apiFor } from '#platform/store/api.ts'
import { invalidate, resource, setResourceData } from '#platform/store/resource.ts'
import { createNotificationsApi, type NotificationEvent } from '../contract.ts'
import { notificationKeys } from '../logic/keys.ts'
import { subscribeNotifications } from '../runtime/notificationStream.ts'

/** The events that change what a list of notices holds (not a read mark, not an approvals queue). */
const LIST_CHANGES: ReadonlySet<NotificationEvent['kind']> = new Set(['published', 'updated', 'withdrawn', 'reminded'])

/** The live stream per API base, open while anybody shows the count. */
const streams = new Map<string, { users: number; stop: () => void }>()

function countOf(apiBase: string) {
  return resource(notificationKeys.unread(apiBase), (signal) =>
    apiFor(apiBase, createNotificationsApi)
      .queryUnreadCount(signal)
      .then((answer) => answer.count),
  )
}

function openStream(apiBase: string): () => void {
  let stream = streams.get(apiBase)
  if (!stream) {
    const stop = subscribeNotifications(apiBase, {
      onEvent(event) {
        setResourceData(notificationKeys.unread(apiBase), event.unread)
        if (LIST_CHANGES.has(event.kind)) void invalidate(notificationKeys.lists(apiBase))
      },
      onPoll() {
        void invalidate(notificationKeys.unread(apiBase))
        void invalidate(notificationKeys.lists(apiBase))
      },
    })
    stream = { users: 0, stop }
    streams.set(apiBase, stream)
  }
  const opened = stream
  opened.users += 1
  return () => {
    opened.users -= 1
    if (opened.users > 0) return
    opened.stop()
    streams.delete(apiBase)
  }
}

/** Loads the count again now (after marking read, archiving, …); a failure keeps the last. */
export function refreshUnreadCount(apiBase: string): void {
  void invalidate(notificationKeys.unread(apiBase))
}

/** The unread count (null until known); calls `onChange` with every new value. */
export function useUnreadCount(apiBase: string, onChange?: (count: number) => void): number | null {
  const count = useMemo(() => countOf(apiBase), [apiBase])
  // Stable per apiBase: React resubscribes whenever `subscribe` changes, and a resubscription of
  // the last listener closes the stream and opens a new one (with a count refetch) — on every
  // render, so after every event.
  const subscribe = useCallback(
    (listener: () => void) => {
      const off = count.subscribe(listener)
      const close = openStream(apiBase)
      return () => {
        off()
        close()
      }
    },
    [apiBase, count],
  )
  const value = useSyncExternalStore(
    subscribe,
    () => count.get().data ?? null,
    () => null,
  )
  useEffect(() => {
    if (value !== null) onChange?.(value)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new count is news
  }, [value])
  return value
}
