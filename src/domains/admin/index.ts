/** The administration domain's public face: its console routes and its contract. */
import type { ConsoleDomain } from '../../platform/ui/composition.ts'
import { adminRoutes } from './routes.ts'

export const admin: ConsoleDomain = { name: 'admin', ...adminRoutes }
export { ORG_PAGE_SIZE, createAdminApi, type Organisation } from './contract.ts'
