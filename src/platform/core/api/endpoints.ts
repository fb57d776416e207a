/**
 * The platform's calls: the session calls of auth.ts plus what every console needs to build its
 * menus — the menu authority, the menu tree and the user's posts (docs/spec.md#call-table). Each domain's own
 * calls live in its `contract.ts`. Paths are relative to the client's base URL (`/api`).
 */
import type { Http } from '../http/http.ts'
import { ApiError } from '../http/errors.ts'
import { createAuthApi } from './auth.ts'
import type { AuthorityQuery, AuthorityResponse, MenuNode, PostOption } from './types.ts'

/** An authority answered as text: the JSON object it holds, else a clear error. */
function readAuthorityText(text: string): AuthorityResponse {
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as AuthorityResponse
  } catch {
    // fall through to the error below
  }
  throw new ApiError('business', 'The authority answer is not readable', { serverMessage: 'The authority answer is not readable' })
}

export function createApi(http: Http) {
  return {
    ...createAuthApi(http),
    /** POST /account/sysuserdetail/queryCurrentAuthority — roles, menu and button codes. Deployed
     * backends may answer the object as a JSON string; it is read either way. */
    async queryCurrentAuthority(query: AuthorityQuery) {
      const body = await http.request<AuthorityResponse | string>('/account/sysuserdetail/queryCurrentAuthority', {
        method: 'POST',
        query: { ...query },
      })
      return typeof body === 'string' ? readAuthorityText(body) : body
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
