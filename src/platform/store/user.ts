/**
 * The current user and session (spec §3 "Current user", §4). The token itself lives in the
 * `token` cookie so a `<sw-login>` on one page and a `<sw-console>` on the next share it.
 */
import { proxy } from 'valtio'
import type { CurrentUser } from '../core/api/types.ts'
import { USER_ID_KEY, type TokenStore } from '../core/session/tokenStore.ts'
import { cookieTokenStore } from './tokenCookie.ts'

export interface UserState {
  token: string | undefined
  user: CurrentUser | null
  roles: string[]
  /** The role code sent in the role-code header. */
  activeRole: string | undefined
}

export let tokenStore: TokenStore = cookieTokenStore

/** Tests (and hosts without cookies) swap the cookie for another store. */
export function setTokenStore(store: TokenStore): void {
  tokenStore = store
  userState.token = store.get()
}

export const userState = proxy<UserState>({
  token: typeof document === 'undefined' ? undefined : cookieTokenStore.get(),
  user: null,
  roles: [],
  activeRole: undefined,
})

export function setSignedIn(user: CurrentUser): void {
  userState.token = tokenStore.get()
  userState.user = user
  userState.roles = [...user.roles]
  userState.activeRole = user.roles[0]
}

/** Reset token (spec §4): clears only token and roles. */
export function resetToken(): void {
  tokenStore.remove()
  userState.token = undefined
  userState.roles = []
}

/** Logout (spec §4): token, roles and the user go; the cookie is removed. */
export function clearSession(): void {
  resetToken()
  userState.user = null
  userState.activeRole = undefined
  try {
    localStorage.removeItem(USER_ID_KEY)
  } catch {
    // Storage may be unavailable (privacy mode); nothing to clear then.
  }
}
