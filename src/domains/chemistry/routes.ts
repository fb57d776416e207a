/**
 * The chemistry domain's routes in the "Drug discovery" group: the compound workspace (/sider),
 * the 2D structure editor (/2d) and the guide. The two tools are lazy chunks that load
 * openchemlib on first use; the guide does not need it.
 */
import { msg } from '@lingui/core/macro'
import { BookOpen, PanelLeft, PenTool } from 'lucide-react'
import { lazyNamed, type ConsoleDomain } from '../../platform/ui/composition.ts'
import { DRUG_GROUP } from '../workbench/index.ts'

export const chemistryRoutes: Omit<ConsoleDomain, 'name'> = {
  async: [
    {
      path: DRUG_GROUP,
      view: 'layout',
      meta: { title: 'Drug Discovery', icon: 'flask-conical' },
      children: [
        { path: '/sider', name: 'Sider', view: 'sider', meta: { title: 'Design Workspace', icon: 'panel-left' } },
        { path: '/2d', name: 'TwoD', view: 'twoD', meta: { title: '2D Structure Editor', icon: 'pen-tool' } },
        { path: '/guide', name: 'Guide', view: 'guide', meta: { title: 'Guide', icon: 'book-open' } },
      ],
    },
  ],
  views: {
    twoD: lazyNamed(() => import('./screens/TwoD.tsx'), 'TwoD'),
    sider: lazyNamed(() => import('./screens/Sider.tsx'), 'Sider'),
    guide: lazyNamed(() => import('./screens/Guide.tsx'), 'Guide'),
  },
  titles: { 'Design Workspace': msg`Design workspace`, '2D Structure Editor': msg`2D structure editor`, Guide: msg`Guide` },
  icons: { 'panel-left': PanelLeft, 'pen-tool': PenTool, 'book-open': BookOpen },
}
