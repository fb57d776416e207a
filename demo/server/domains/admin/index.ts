/**
 * The administration domain — the tenant's users, sign-up audit, organisations and dictionaries,
 * and the delivery of its outbox when the server has a mail server. The notifications
 * domain reads its types from a dictionary through `listDict`.
 */
import type { ServerDomain } from '../../platform/domain.ts'
import { startOutboxDelivery } from './outboxDelivery.ts'
import { adminRoutes } from './routes.ts'
import { seedAdmin } from './seed.ts'

export const admin: ServerDomain = {
  name: 'admin',
  routes: adminRoutes,
  seed: seedAdmin,
  migrations: new URL('./migrations/', import.meta.url),
  background: ({ db, mail, now }) => (mail ? startOutboxDelivery(db, mail.sender, now, mail.intervalMs) : undefined),
}
export { listDict } from './model.ts'
export { callerScope, scopeFilter, type Scope } from './dataScope.ts'
