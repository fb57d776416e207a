/** The workbench domain's public face: its console routes and the "Drug discovery" group the
 * chemistry tools join. */
import type { ConsoleDomain } from '../../platform/ui/composition.ts'
import { workbenchRoutes } from './routes.ts'

export const workbench: ConsoleDomain = { name: 'workbench', ...workbenchRoutes }
export { DRUG_GROUP } from './routes.ts'
