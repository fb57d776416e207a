/** The chemistry domain — the tenant's compound workspace (structures read by openchemlib and
 * analysed by RDKit); its import endpoint may carry 4 MB. At start it analyses again the compounds
 * an older analysis wrote (analysis.ts). */
import type { ServerDomain } from '../../platform/domain.ts'
import { chemistryRoutes, IMPORT_BODY_BYTES } from './routes.ts'
import { analysisIdle, startAnalysis } from './analysis.ts'
import { indexingIdle } from './search.ts'
import { seedChemistry } from './seed.ts'

export const chemistry: ServerDomain = {
  name: 'chemistry',
  routes: chemistryRoutes,
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedChemistry,
  idle: async () => {
    await Promise.all([indexingIdle(), analysisIdle()])
  },
  background: ({ db }) => startAnalysis(db),
  bodyLimits: { '/chemistry/compound/importCompounds': IMPORT_BODY_BYTES },
}
