/** The notifications domain's public face: its console routes, its contract and its keys (the
 * workbench counts the user's notifications, and a publish reloads its count). */
import type { ConsoleDomain } from '#platform/ui/composition.ts'
import { notificationsRoutes } from './routes.ts'

export const notifications: ConsoleDomain = { name: 'notifications', ...notificationsRoutes }
export { createNotificationsApi, type Notification, type NotificationPriority, type NotificationQuery } from './contract.ts'
export { subscribeNotifications } from './runtime/notificationStream.ts'
export { notificationKeys } from './logic/keys.ts'
