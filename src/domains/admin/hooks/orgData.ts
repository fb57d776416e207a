/**
 * The one source of organisation data on the client: the tenant's whole tree with its counts,
 * loaded once per console and shared by every screen and picker that shows organisations (the
 * organisations screen, the users screen's OrgPicker and sign-up audit, attendance later).
 * It sits under `adminKeys.orgs`: a write invalidates that prefix and the tree loads again, in
 * place, for all of them; `refresh` is the Retry of a failed load. The tree endpoint is for
 * administrators (a non-admin gets the load error).
 */
import { useMemo } from 'react'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useResource } from '#platform/ui/useResource.ts'
import { apiFor } from '#platform/store/api.ts'
import { createAdminApi, type OrgNode } from '../contract.ts'
import { adminKeys } from '../logic/keys.ts'
import { buildOrgIndex, type OrgIndex } from '../logic/orgTree.ts'

export interface OrgTreeData {
  /** The organisations, by id; undefined until the first load. */
  nodes: OrgNode[] | undefined
  /** The tree index of `nodes` (one per load). */
  index: OrgIndex | undefined
  error: Error | undefined
  /** True while a (re)load runs; the last nodes stay meanwhile. */
  fetching: boolean
  refresh(): void
}

/** The tenant's organisation tree, shared by key across the console. */
export function useOrgTree(): OrgTreeData {
  const { apiBase } = useConsole()
  const api = apiFor(apiBase, createAdminApi)
  const { data, error, fetching, refresh } = useResource<OrgNode[]>(adminKeys.orgTree(apiBase), (signal) => api.queryOrgTree(signal))
  const index = useMemo(() => (data ? buildOrgIndex(data) : undefined), [data])
  return { nodes: data, index, error, fetching, refresh }
}
