/** The chemistry domain — the tenant's compound workspace (structures read by openchemlib); its
 * import endpoint may carry 4 MB. */
import type { ServerDomain } from '../../platform/domain.ts'
import { chemistryRoutes, IMPORT_BODY_BYTES } from './routes.ts'
import { indexingIdle } from './search.ts'
import { seedChemistry } from './seed.ts'

export const chemistry: ServerDomain = {
  name: 'chemistry',
  routes: chemistryRoutes,
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedChemistry,
  idle: indexingIdle,
  bodyLimits: { '/chemistry/compound/importCompounds': IMPORT_BODY_BYTES },
}
