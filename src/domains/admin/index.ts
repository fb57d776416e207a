/** The administration domain's public face: its console routes, its contract and the shared
 * organisation tree (useOrgTree, OrgPicker, the virtualised OrgListbox, search) other domains may use. */
import type { ConsoleDomain } from '#platform/ui/composition.ts'
import { adminRoutes } from './routes.ts'

export const admin: ConsoleDomain = { name: 'admin', ...adminRoutes }
export { ORG_PAGE_SIZE, createAdminApi, type OrgNode, type Organisation } from './contract.ts'
export { useOrgTree, type OrgTreeData } from './hooks/orgData.ts'
export { useDict, dictLabel, type DictOption } from './hooks/useDict.ts'
export { OrgPicker } from './components/OrgPicker.tsx'
export { OrgFilter } from './components/OrgFilter.tsx'
export { OrgListbox, OrgListboxView } from './components/OrgListbox.tsx'
export { searchOrgs, findOrgs, filterOrgTree } from './logic/orgSearch.ts'
export { buildOrgIndex, ancestorIds, pathNames, type OrgIndex } from './logic/orgTree.ts'
