/**
 * The administration domain — the tenant's organisations, users, dictionaries and operation log.
 * The notifications domain reads its types from a dictionary through `listDict` and seeds its
 * dictionaries with `seedDicts`; `adminGuard` and `audit` are how an admin write is guarded and
 * recorded; `orgTree` is the tenant's organisation tree (the notifications domain offers it to
 * publishers); the caller's data scope and reach limit what other domains show and change.
 */
import type { ServerDomain } from '../../platform/domain.ts'
import { startOutboxDelivery } from './outboxDelivery.ts'
import { adminRoutes } from './routes.ts'
import { seedAdmin } from './seed.ts'
import { MAX_USER_IMPORT_BYTES } from '../../../../src/domains/admin/logic/userImport.ts'

export const admin: ServerDomain = {
  name: 'admin',
  routes: adminRoutes,
  seed: seedAdmin,
  migrations: new URL('./migrations/', import.meta.url),
  background: ({ db, mail, now }) => (mail ? startOutboxDelivery(db, mail.sender, now, mail.intervalMs) : undefined),
  bodyLimits: { '/admin/sysuser/admin/importUsers': MAX_USER_IMPORT_BYTES },
}
export { listDict } from './model.ts'
export { callerScope, orgInScope, orgSubtree, scopeFilter, userInScope, type Scope } from './dataScope.ts'
export { callerReach, type Reach } from './roles.ts'
export { roleOfUserBeyondReach, rolesBeyondReach } from './userRoles.ts'
export { fieldError } from './userRules.ts'
export { seedDicts } from './dicts.ts'
export { audit, type AuditEntry } from './opLog.ts'
export { adminGuard } from './guard.ts'
export { screenUsers } from './gate.ts'
export { orgTree } from './orgs.ts'
export { memberOrgs } from './memberships.ts'
