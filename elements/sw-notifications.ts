/** `<sw-notifications>` — importing this module defines the element (its API: notificationsManifest). */
import { defineElement } from '#platform/element/define.ts'
import notificationsCss from '../src/domains/notifications/notifications.css?inline'
import { NotificationsElement } from '../src/domains/notifications/components/NotificationsElement.tsx'
import { notificationsManifest } from '../src/domains/notifications/elements/notifications.manifest.ts'

defineElement(notificationsManifest, NotificationsElement, [notificationsCss])

// Hosts that import one element get the tag, event and JSX types with it.
export type * from './types.ts'
