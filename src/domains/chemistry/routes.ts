/**
 * The chemistry domain's console part: the design workspace's, the 2D structure editor's and the
 * guide's lazy views, title messages and icons beside their data (logic/screens.ts). The two
 * tools are lazy chunks that load openchemlib on first use; the guide does not need it.
 */
import { msg } from '@lingui/core/macro'
import { BookOpen, PanelLeft, PenTool } from 'lucide-react'
import { lazyNamed, screenRoutes } from '#platform/ui/composition.ts'
import { CHEMISTRY_SCREENS } from './logic/screens.ts'

export const chemistryRoutes = screenRoutes(CHEMISTRY_SCREENS, {
  designWorkspace: { view: lazyNamed(() => import('./screens/DesignWorkspace.tsx'), 'DesignWorkspace'), title: msg`Design workspace`, icon: PanelLeft },
  structureEditor: { view: lazyNamed(() => import('./screens/Editor2D.tsx'), 'Editor2D'), title: msg`2D structure editor`, icon: PenTool },
  guide: { view: lazyNamed(() => import('./screens/Guide.tsx'), 'Guide'), title: msg`Guide`, icon: BookOpen },
})
