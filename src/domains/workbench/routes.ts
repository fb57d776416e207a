/**
 * The workbench domain's console part: the workbench's lazy view, title message and icon, and
 * the "Drug discovery" group's, beside their data (logic/screens.ts).
 */
import { msg } from '@lingui/core/macro'
import { FlaskConical, LayoutDashboard } from 'lucide-react'
import { lazyNamed, screenRoutes } from '#platform/ui/composition.ts'
import { WORKBENCH_SCREENS } from './logic/screens.ts'

export const workbenchRoutes = screenRoutes(
  WORKBENCH_SCREENS,
  { workbench: { view: lazyNamed(() => import('./screens/Workbench.tsx'), 'Workbench'), title: msg`Workbench`, icon: LayoutDashboard } },
  { title: msg`Drug discovery`, icon: FlaskConical },
)
