/** The chemistry domain's menu screens, in the workbench's "Drug discovery" group: the design
 * workspace (/sider), the 2D structure editor (/2d) and the guide. The server's menu seed reads
 * this list. */
import { defineScreens } from '#platform/core/routes/screens.ts'

export const CHEMISTRY_SCREENS = defineScreens({
  group: { path: '/drug' },
  screens: {
    designWorkspace: { path: '/sider', name: 'DesignWorkspace', title: 'Design workspace', icon: 'panel-left', menuId: 12 },
    structureEditor: { path: '/2d', name: 'StructureEditor', title: '2D structure editor', icon: 'pen-tool', menuId: 13 },
    guide: { path: '/guide', name: 'Guide', title: 'Guide', icon: 'book-open', menuId: 14 },
  },
})
