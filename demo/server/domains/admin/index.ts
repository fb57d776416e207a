/**
 * The administration domain — the tenant's organisations and dictionaries. The notifications
 * domain reads its types from a dictionary through `listDict`.
 */
import type { ServerDomain } from '../../platform/domain.ts'
import { adminRoutes } from './routes.ts'
import { seedAdmin } from './seed.ts'
import { MAX_USER_IMPORT_BYTES } from '../../../../src/domains/admin/logic/userImport.ts'

export const admin: ServerDomain = {
  name: 'admin',
  routes: adminRoutes,
  seed: seedAdmin,
  migrations: new URL('./migrations/', import.meta.url),
  bodyLimits: { '/admin/sysuser/admin/importUsers': MAX_USER_IMPORT_BYTES },
}
export { listDict } from './model.ts'
