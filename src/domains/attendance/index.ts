/** The attendance domain's public face: its console routes, and the member's check-in card
 * other domains show (a lazy component: the map loads with it, not with the console). */
import { lazy } from 'react'
import type { ConsoleDomain } from '#platform/ui/composition.ts'
import { attendanceRoutes } from './routes.ts'

export const attendance: ConsoleDomain = { name: 'attendance', ...attendanceRoutes }
export const CheckInCard = lazy(() => import('./components/CheckInCard.tsx'))
