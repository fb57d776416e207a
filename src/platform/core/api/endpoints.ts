/**
 * The platform's calls: the session calls of auth.ts plus what every console needs to build its
 * menus — the menu authority, the menu tree and the user's posts (spec §7). Each domain's own
 * calls live in its `contract.ts`. Paths are relative to the client's base URL (`/api`).
 */
import type { Http } from '../http/http.ts'
import { createAuthApi } from './auth.ts'
import type { AuthorityQuery, AuthorityResponse, MenuNode, PostOption } from './types.ts'

export function createApi(http: Http) {
  return {
    ...createAuthApi(http),
    /** POST /account/sysuserdetail/queryCurrentAuthority — roles, menu and button codes. */
    queryCurrentAuthority(query: AuthorityQuery) {
      return http.request<AuthorityResponse>('/account/sysuserdetail/queryCurrentAuthority', {
        method: 'POST',
        query: { ...query },
      })
    },
    /** GET /admin/sysuserpost/querySysUserPostTree — the user's posts. */
    querySysUserPostTree(userId: string) {
      return http.request<PostOption[]>('/admin/sysuserpost/querySysUserPostTree', { query: { userId } })
    },
    /** GET /admin/sysmenu/querySysMenuTree — the tenant's menu tree. */
    querySysMenuTree() {
      return http.request<MenuNode[]>('/admin/sysmenu/querySysMenuTree')
    },
  }
}

export type Api = ReturnType<typeof createApi>
