/**
 * The session calls: password grant, registerNewSession, user info, logout. Kept apart from the
 * rest of the API so the sign-in element bundles only what it uses.
 */
import type { Http } from '../http/http.ts'
import type { CurrentUser, TokenResponse } from './types.ts'

/** OAuth client of the console: `browser` with an empty secret (`client-id` attribute). */
export const DEFAULT_CLIENT_ID = 'browser'
export const TOKEN_SCOPE = 'server'

export interface LoginInput {
  tenantCode: string
  username: string
  password: string
}

function basicAuth(clientId: string): string {
  // btoa is available in browsers and Node ≥ 16; ids are ASCII.
  return `Basic ${btoa(`${clientId}:`)}`
}

export function createAuthApi(http: Http) {
  return {
    /** POST /uaa/oauth/token — password grant, form-encoded; answers the unwrapped token JSON. */
    login(input: LoginInput, clientId = DEFAULT_CLIENT_ID) {
      const form = new URLSearchParams({
        tenantCode: input.tenantCode,
        username: input.username,
        password: input.password,
        scope: TOKEN_SCOPE,
        grant_type: 'password',
        client_type: 'account',
      })
      return http.request<TokenResponse>('/uaa/oauth/token', {
        method: 'POST',
        body: form,
        auth: false,
        silent: true,
        headers: { Authorization: basicAuth(clientId) },
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
