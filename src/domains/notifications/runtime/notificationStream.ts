/**
 * The notification stream without React: `subscribeNotifications(apiBase, listener)` follows
 * the live stream (one shared connection per page, platform/store/live.ts) and hands the
 * listener each `event: notification` as a NotificationEvent; when streaming keeps failing, the
 * connection polls instead and calls `onPoll` every tick (60 s). The page's shared unread count
 * (store/unreadCount.ts) is built on it.
 */
import { subscribeLive } from '#platform/store/live.ts'
import { NOTIFICATION_STREAM_PATH, type NotificationEvent } from '../contract.ts'

/** Reads a stream message's data as a NotificationEvent, or null when it is not one. */
export function parseNotificationEvent(data: string): NotificationEvent | null {
  try {
    const value = JSON.parse(data) as Partial<NotificationEvent>
    return typeof value.unread === 'number' && typeof value.kind === 'string' ? (value as NotificationEvent) : null
  } catch {
    return null
  }
}

/** Follows the notification stream of `apiBase`; `onEvent` gets each event. Answers how to stop. */
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
