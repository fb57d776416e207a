/** `<sw-notifications>`'s events: a notification opened, and the unread count changed. */
import { defineEvent, detail } from '#platform/element/manifest.ts'

export const NOTIFICATION_OPEN_EVENT = defineEvent(
  'sw-notification-open',
  detail<{ id: number }>('{ id: number }'),
  "When the user opens a notification (in the bell's panel or the list); it is marked read.",
)

export const UNREAD_CHANGE_EVENT = defineEvent(
  'sw-unread-change',
  detail<{ count: number }>('{ count: number }'),
  'When the unread count is first known and whenever it changes (the user read one, a notification was published).',
)
