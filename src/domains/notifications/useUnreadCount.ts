/**
 * The live unread count for React: `useUnreadCount(apiBase, onEvent?)` fetches the count once,
 * then follows the notification stream (one shared connection per page, platform/store/live.ts)
 * — each `event: notification` sets the count from its `unread` and is handed to `onEvent`
 * (refresh a list, show a toast) — and, when the stream keeps failing, refetches the count every
 * polling tick (60 s) and hands `onEvent` a `read-state` event with it. `count` is null until
 * first known. `subscribeNotifications` is the same without React.
 */
import { useEffect, useRef, useState } from 'react'
import { apiFor } from '../../platform/store/api.ts'
import { subscribeLive } from '../../platform/store/live.ts'
import { createNotificationsApi, NOTIFICATION_STREAM_PATH, type NotificationEvent } from './contract.ts'

/** Reads a stream message's data as a NotificationEvent, or null when it is not one. */
export function parseNotificationEvent(data: string): NotificationEvent | null {
  try {
    const value = JSON.parse(data) as Partial<NotificationEvent>
    return typeof value.unread === 'number' && typeof value.kind === 'string' ? (value as NotificationEvent) : null
  } catch {
    return null
  }
}

/** Follows the notification stream of `apiBase`; `onEvent` gets each event (the latest callback
 * is used, so an inline function does not reconnect). Answers how to stop. */
export function subscribeNotifications(apiBase: string, listener: { onEvent(event: NotificationEvent): void; onPoll?(): void }): () => void {
  return subscribeLive(apiBase, NOTIFICATION_STREAM_PATH, {
    onMessage(message) {
      if (message.event !== 'notification') return
      const event = parseNotificationEvent(message.data)
      if (event) listener.onEvent(event)
    },
    onPoll: listener.onPoll,
  })
}

export function useUnreadCount(apiBase: string, onEvent?: (event: NotificationEvent) => void): { count: number | null } {
  const [count, setCount] = useState<number | null>(null)
  const handler = useRef(onEvent)
  useEffect(() => {
    handler.current = onEvent
  }, [onEvent])

  useEffect(() => {
    const api = apiFor(apiBase, createNotificationsApi)
    let alive = true
    const controller = new AbortController()
    const refresh = (polled: boolean) => {
      api.queryUnreadCount(controller.signal).then(
        (result) => {
          if (!alive) return
          setCount(result.count)
          // A polling tick stands for the events the stream could not carry: refresh lists too.
          if (polled) handler.current?.({ kind: 'read-state', notificationId: null, unread: result.count })
        },
        () => undefined,
      )
    }
    refresh(false)
    const stop = subscribeNotifications(apiBase, {
      onEvent(event) {
        setCount(event.unread)
        handler.current?.(event)
      },
      onPoll: () => refresh(true),
    })
    return () => {
      alive = false
      controller.abort()
      stop()
    }
  }, [apiBase])

  return { count }
}
