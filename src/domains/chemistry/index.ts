/** The chemistry domain's public face: its console routes. */
import type { ConsoleDomain } from '#platform/ui/composition.ts'
import { chemistryRoutes } from './routes.ts'

export const chemistry: ConsoleDomain = { name: 'chemistry', ...chemistryRoutes }
