/**
 * The notifications domain — the caller's notices (visibility by role, read state per user),
 * marking one read, and the notification types.
 */
import type { ServerDomain } from '../../platform/domain.ts'
import { notificationsRoutes } from './routes.ts'
import { seedNotifications } from './seed.ts'

export const notifications: ServerDomain = { name: 'notifications', routes: notificationsRoutes, seed: seedNotifications }
export { HOLIDAY_NOTICE } from './seed.ts'
