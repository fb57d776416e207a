/**
 * The signed-in user's routes, menus and button codes (docs/spec.md#roles), and the session
 * transitions that change them: load, switch top-level menu or post, change role, logout.
 * Framework-free apart from valtio; the UI reads the state and navigates where told. Each
 * transition takes the console's route table; what other parts must do about a transition
 * (the shell's tags: affix the new routes, close every view) they learn from `onSessionEvent`.
 */
import { proxy } from 'valtio'
import type { Api } from '../core/api/endpoints.ts'
import type { MenuNode, PostOption, TopMenuOption } from '../core/api/types.ts'
import { can, generateRoutes, permittedTopMenus } from '../core/permission.ts'
import { logoutPath } from '../core/routes/guard.ts'
import type { AppRoute, RouteTable } from '../core/routes/table.ts'
import { checkUserInfo } from '../core/session/signIn.ts'
import { clearSession, setActiveRole, setSignedIn, userState } from './user.ts'

export interface PermissionState {
  /** Routable set for the matcher and guard (null until generated). */
  routes: AppRoute[] | null
  /** The user's routes for the menu and search. */
  accessed: AppRoute[]
  menuButton: string[]
  topMenus: TopMenuOption[]
  posts: PostOption[]
  parentId: number | null
  postCode: string | null
  /** Changing role stores "<role>-token" (docs/spec.md#role-change). Kept here: the session token stays the
   * server's, and the role travels in the role-code header. */
  roleToken: string | null
  loading: boolean
  /** Set by logout together with clearing the session, so the very render without a token
   * already knows to go to `/loginNew?redirect=…` (the guard would send it to /login). */
  logoutTo: string | null
}

export const permissionState = proxy<PermissionState>({
  routes: null,
  accessed: [],
  menuButton: [],
  topMenus: [],
  posts: [],
  parentId: null,
  postCode: null,
  roleToken: null,
  loading: false,
  logoutTo: null,
})

/** What a session transition means for views kept elsewhere: `routes` after the user's routes
 * are (re)generated (the menu's routes and everything routable), `closeViews` when every open
 * view must close (logout, role change). */
export type SessionEvent = { type: 'routes'; accessed: readonly AppRoute[]; routes: readonly AppRoute[] } | { type: 'closeViews' }

const sessionListeners = new Set<(event: SessionEvent) => void>()

/** Subscribes to session transitions; returns the unsubscribe function. */
export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  sessionListeners.add(listener)
  return () => sessionListeners.delete(listener)
}

function announce(event: SessionEvent): void {
  for (const listener of sessionListeners) listener(event)
}

export function canDo(code: string): boolean {
  return can(code, permissionState.menuButton)
}

/** Menu authority for the current selection → routes. */
async function regenerate(api: Api, table: RouteTable): Promise<void> {
  const user = userState.user
  if (!user) return
  const authority = await api.queryCurrentAuthority({
    username: user.username,
    userId: user.id,
    ...(permissionState.parentId !== null ? { parentId: permissionState.parentId } : {}),
    ...(permissionState.postCode ? { postCode: permissionState.postCode } : {}),
  })
  const roles = userState.activeRole ? [userState.activeRole] : userState.roles
  const generated = generateRoutes(table, roles, authority)
  permissionState.routes = generated.routes
  permissionState.accessed = generated.accessed
  permissionState.menuButton = [...(authority.menuButton ?? [])]
  announce({ type: 'routes', accessed: generated.accessed, routes: generated.routes })
}

/** The menus of the active role: its menu tree (for the top-level options) and posts, then the
 * routes of all menus. Judged on those routes, only top menus with a screen are offered. */
async function loadMenus(api: Api, table: RouteTable): Promise<void> {
  const user = userState.user!
  const [tree, posts] = await Promise.all([
    api.querySysMenuTree().catch(() => [] as MenuNode[]),
    api.querySysUserPostTree(user.id).catch(() => [] as PostOption[]),
  ])
  permissionState.parentId = null
  permissionState.posts = posts
  if (permissionState.postCode && !posts.some((post) => post.value === permissionState.postCode)) permissionState.postCode = null
  await regenerate(api, table)
  permissionState.topMenus = permittedTopMenus(tree, permissionState.accessed as AppRoute[])
}

/** After a token exists: user info (checked as at sign-in), menu options, routes. */
export async function loadSession(api: Api, table: RouteTable): Promise<void> {
  permissionState.loading = true
  try {
    if (!userState.user) setSignedIn(checkUserInfo(await api.getSysUser()))
    await loadMenus(api, table)
  } finally {
    permissionState.loading = false
  }
}

/** Changing the top-level menu re-fetches the menu and regenerates routes (docs/spec.md#menu-switch). */
export async function switchTopMenu(api: Api, table: RouteTable, parentId: number | null): Promise<void> {
  permissionState.parentId = parentId
  await regenerate(api, table)
}

/** Changing the post re-fetches the menu; `null` (cleared) reloads without a post code. */
export async function switchPost(api: Api, table: RouteTable, postCode: string | null): Promise<void> {
  permissionState.postCode = postCode
  await regenerate(api, table)
}

/** Role change: "<role>-token", reload info, regenerate routes, close all views (docs/spec.md#role-change). */
export async function changeRole(api: Api, table: RouteTable, role: string): Promise<void> {
  if (!userState.roles.includes(role)) throw new Error(`not one of the user's roles: ${role}`)
  permissionState.roleToken = `${role}-token`
  setActiveRole(role)
  const info = checkUserInfo(await api.getSysUser())
  userState.user = info
  announce({ type: 'closeViews' })
  // The role decides the menu tree and posts too: load them as at sign-in.
  await loadMenus(api, table)
}

/** Forget the generated routes (logout, session end). */
export function resetRoutes(): void {
  permissionState.routes = null
  permissionState.accessed = []
  permissionState.menuButton = []
  permissionState.topMenus = []
  permissionState.posts = []
  permissionState.parentId = null
  permissionState.postCode = null
  permissionState.roleToken = null
}

/** Logout (docs/spec.md#logout) clears token and roles, removes the cookie, resets the routes, closes all
 * views; the caller goes to the returned `/loginNew?redirect=<current full path>`. */
export async function logout(api: Api, currentFullPath: string): Promise<string> {
  await api.logout().catch(() => undefined)
  const to = logoutPath(currentFullPath)
  permissionState.logoutTo = to
  clearSession()
  resetRoutes()
  announce({ type: 'closeViews' })
  return to
}

/** The console reached the logout target. */
export function logoutDone(): void {
  permissionState.logoutTo = null
}
