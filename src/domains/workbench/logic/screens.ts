/** The workbench domain's menu screens: the "Drug discovery" group (the chemistry tools join it)
 * with the workbench, its affixed first tab. The server's menu seed reads this list. */
import { defineScreens } from '#platform/core/routes/screens.ts'
import { WORKBENCH_PATH } from '#platform/core/routes/table.ts'

export const WORKBENCH_SCREENS = defineScreens({
  group: { path: '/drug', name: 'Drug', title: 'Drug discovery', icon: 'flask-conical', menuId: 1, redirect: WORKBENCH_PATH, alwaysShow: true },
  screens: {
    workbench: { path: WORKBENCH_PATH, name: 'Workbench', title: 'Workbench', icon: 'layout-dashboard', menuId: 11, affix: true },
  },
})
