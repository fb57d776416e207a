/** The workbench domain's public face: its console routes, including the "Drug discovery" group
 * the chemistry tools join. */
import type { ConsoleDomain } from '#platform/ui/composition.ts'
import { workbenchRoutes } from './routes.ts'

export const workbench: ConsoleDomain = { name: 'workbench', ...workbenchRoutes }
