/** The chemistry domain — the tenant's compound workspace (structures read by openchemlib). */
import type { ServerDomain } from '../../platform/domain.ts'
import { chemistryRoutes } from './routes.ts'
import { seedChemistry } from './seed.ts'

export const chemistry: ServerDomain = {
  name: 'chemistry',
  routes: chemistryRoutes,
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedChemistry,
}
