/**
 * The current user and session (docs/spec.md#current-user). The token itself lives in the
 * `token` cookie so a `<sw-login>` on one page and a `<sw-console>` on the next share it. The role
 * the user changed to is kept for the tab (session storage, per user): a reload keeps it, a new
 * tab starts with the user's first role, a logout forgets it.
 */
import { proxy } from 'valtio'
import type { CurrentUser } from '../core/api/types.ts'
import { USER_ID_KEY, type TokenStore } from '../core/session/tokenStore.ts'
import { cookieTokenStore } from './tokenCookie.ts'
import { clearResources } from './resource.ts'

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

const roleKey = (userId: string) => `activeRole:${userId}`

/** Runs `act` on the tab's session storage, when the page may use it (privacy modes may not). */
function tabStorage<T>(act: (storage: Storage) => T): T | undefined {
  try {
    return act(sessionStorage)
  } catch {
    return undefined
  }
}

/** The user whose data the page's resources hold (kept over a sign-out: the same user signing
 * in again may see what was kept; another user must not). */
let dataOf: string | null = null

export function setSignedIn(user: CurrentUser): void {
  if (dataOf !== null && dataOf !== user.id) clearResources()
  dataOf = user.id
  userState.token = tokenStore.get()
  userState.user = user
  userState.roles = [...user.roles]
  const kept = tabStorage((storage) => storage.getItem(roleKey(user.id)))
  userState.activeRole = kept && user.roles.includes(kept) ? kept : user.roles[0]
}

/** The role the user changed to: sent from now on, and kept for the tab. */
export function setActiveRole(role: string): void {
  const changed = userState.activeRole !== undefined && userState.activeRole !== role
  userState.activeRole = role
  // Another role sees other menus and data scopes: nothing loaded for the last one is kept, and
  // what is on screen loads again with the new role's header.
  if (changed) clearResources()
  const user = userState.user
  if (user) tabStorage((storage) => storage.setItem(roleKey(user.id), role))
}

/** Reset token (docs/spec.md#logout): clears only token and roles. */
export function resetToken(): void {
  tokenStore.remove()
  userState.token = undefined
  userState.roles = []
}

/** Logout (docs/spec.md#logout): token, roles and the user go; the cookie is removed. */
export function clearSession(): void {
  const user = userState.user
  if (user) tabStorage((storage) => storage.removeItem(roleKey(user.id)))
  resetToken()
  userState.user = null
  userState.activeRole = undefined
  try {
    localStorage.removeItem(USER_ID_KEY)
  } catch {
    // Storage may be unavailable (privacy mode); nothing to clear then.
  }
}
