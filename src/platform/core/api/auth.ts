/**
 * The session calls: password grant, registerNewSession, user info, logout. Kept apart from the
 * rest of the API so the sign-in element bundles only what it uses.
 *
 * The password grant follows deployed backends of this family (Spring Security OAuth2 behind
 * `/api/uaa`): every field as a URL query parameter, `scope=ui`, `client_id=browser`,
 * `type=account`, HTTP Basic of `client_id:` (empty secret) and a form content type.
 */
import type { Http } from '../http/http.ts'
import type { CurrentUser, TokenResponse } from './types.ts'
import { DEFAULT_OAUTH_CLIENT, type OAuthClient } from './oauthClient.ts'

export { DEFAULT_CLIENT_ID, DEFAULT_OAUTH_CLIENT, DEFAULT_TOKEN_SCOPE, type OAuthClient } from './oauthClient.ts'

export interface LoginInput {
  tenantCode: string
  username: string
  password: string
}

function basicAuth(clientId: string): string {
  // btoa is available in browsers and Node ≥ 16; ids are ASCII.
  return `Basic ${btoa(`${clientId}:`)}`
}

/** The query of the password grant, in the order deployed backends document it. */
export function tokenQuery(input: LoginInput, client: OAuthClient = DEFAULT_OAUTH_CLIENT): Record<string, string> {
  return {
    tenantCode: input.tenantCode,
    username: input.username,
    password: input.password,
    scope: client.scope,
    grant_type: 'password',
    client_id: client.clientId,
    type: 'account',
  }
}

export function createAuthApi(http: Http) {
  return {
    /** POST /uaa/oauth/token — password grant, fields in the query; answers the unwrapped token JSON. */
    login(input: LoginInput, client: OAuthClient = DEFAULT_OAUTH_CLIENT) {
      return http.request<TokenResponse>('/uaa/oauth/token', {
        method: 'POST',
        query: tokenQuery(input, client),
        auth: false,
        silent: true,
        headers: { Authorization: basicAuth(client.clientId), 'Content-Type': 'application/x-www-form-urlencoded' },
      })
    },
    /** POST /admin/sysuser/registerNewSession — called after login; its result is unused. */
    registerNewSession() {
      return http.request<unknown>('/admin/sysuser/registerNewSession', { method: 'POST' })
    },
    /** GET /uaa/users/getSysUser — the current user. */
    getSysUser() {
      return http.request<CurrentUser | null>('/uaa/users/getSysUser')
    },
    /** POST /uaa/logout — revokes the token. */
    logout() {
      return http.request<null>('/uaa/logout', { method: 'POST', silent: true })
    },
  }
}

export type AuthApi = ReturnType<typeof createAuthApi>
