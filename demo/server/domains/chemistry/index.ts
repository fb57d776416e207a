/** The chemistry domain — the tenant's compound workspace (structures read by openchemlib and
 * analysed by RDKit); its import endpoints may carry 4 MB. At start it analyses again the compounds
 * an older analysis wrote (analysis.ts). On a PostgreSQL with the RDKit cartridge, structure search
 * runs in the database (cartridge.ts). */
import type { ServerDomain } from '../../platform/domain.ts'
import { chemistryRoutes, IMPORT_BODY_BYTES } from './routes.ts'
import { IMPORT_BATCH_PATH } from './importRoutes.ts'
import { analysisIdle, startAnalysis } from './analysis.ts'
import { seedChemistry } from './seed.ts'
import { prepareCartridge } from './cartridge.ts'

export const chemistry: ServerDomain = {
  name: 'chemistry',
  routes: chemistryRoutes,
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedChemistry,
  prepare: async (db) => {
    await prepareCartridge(db)
  },
  idle: analysisIdle,
  background: ({ db }) => startAnalysis(db),
  bodyLimits: { '/chemistry/compound/importCompounds': IMPORT_BODY_BYTES, [IMPORT_BATCH_PATH]: IMPORT_BODY_BYTES },
}
