/** The shell domain's public face: its routes (refresh, root, 401, 404, `unavailable`) and the
 * console element, which the composition in src/app renders with the list of domains. */
import type { ConsoleDomain } from '#platform/ui/composition.ts'
import { shellRoutes } from './routes.ts'

export const shell: ConsoleDomain = { name: 'shell', ...shellRoutes }
export { ConsoleElement, type ConsoleElementProps } from './elements/ConsoleElement.tsx'
export { consoleManifest } from './elements/console.manifest.ts'
