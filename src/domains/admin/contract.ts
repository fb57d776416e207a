/**
 * The administration domain's contract: organisations and dictionaries (spec §3, §7), with their
 * wire types. Framework-free; the reference server imports the types.
 */
import type { Http } from '../../platform/core/http/http.ts'
import type { DictItem, Page } from '../../platform/core/api/types.ts'

/** Organisations are loaded in one page of this size (spec §9). */
export const ORG_PAGE_SIZE = 10000

export interface Organisation {
  id: number
  code: string
  name: string
  parentId: number | null
  province: string
}

export function createAdminApi(http: Http) {
  return {
    /** GET /admin/sysorg/querySysOrg — called with currentPage 1, pageSize 10000. */
    querySysOrg(query: { currentPage?: number; pageSize?: number; name?: string } = {}) {
      return http.request<Page<Organisation>>('/admin/sysorg/querySysOrg', {
        query: { currentPage: 1, pageSize: ORG_PAGE_SIZE, ...query },
      })
    },
    /** GET /admin/sysdict/queryDictByDictType — a dictionary by type. */
    queryDictByDictType(dictType: string) {
      return http.request<DictItem[]>('/admin/sysdict/queryDictByDictType', { query: { dictType } })
    },
  }
}

export type AdminApi = ReturnType<typeof createAdminApi>
