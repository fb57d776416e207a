/** The attendance domain's public face: its console routes. */
import type { ConsoleDomain } from '../../platform/ui/composition.ts'
import { attendanceRoutes } from './routes.ts'

export const attendance: ConsoleDomain = { name: 'attendance', ...attendanceRoutes }
