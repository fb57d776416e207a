/**
 * The workbench domain's routes: the "Drug discovery" menu group, which the chemistry tools join,
 * and its affixed dashboard.
 */
import { msg } from '@lingui/core/macro'
import { FlaskConical, LayoutDashboard } from 'lucide-react'
import { WORKBENCH_PATH } from '../../platform/core/routes/table.ts'
import { lazyNamed, type ConsoleDomain } from '../../platform/ui/composition.ts'

/** The menu group the drug-discovery screens live in. */
export const DRUG_GROUP = '/drug'

export const workbenchRoutes: Omit<ConsoleDomain, 'name'> = {
  async: [
    {
      path: DRUG_GROUP,
      name: 'Drug',
      view: 'layout',
      redirect: WORKBENCH_PATH,
      meta: { title: 'Drug Discovery', icon: 'flask-conical' },
      children: [
        { path: WORKBENCH_PATH, name: 'Workbench', view: 'workbench', meta: { title: 'Workbench', icon: 'layout-dashboard', affix: true } },
      ],
    },
  ],
  views: { workbench: lazyNamed(() => import('./screens/Workbench.tsx'), 'Workbench') },
  titles: { 'Drug Discovery': msg`Drug discovery`, Workbench: msg`Workbench` },
  icons: { 'flask-conical': FlaskConical, 'layout-dashboard': LayoutDashboard },
}
