/** The notifications domain's public face: its console routes and its contract (the workbench
 * counts the user's notifications). */
import type { ConsoleDomain } from '../../platform/ui/composition.ts'
import { notificationsRoutes } from './routes.ts'

export const notifications: ConsoleDomain = { name: 'notifications', ...notificationsRoutes }
export { createNotificationsApi, type Notification, type NotificationPriority, type NotificationQuery } from './contract.ts'
export { subscribeNotifications } from './runtime/notificationStream.ts'
