/**
 * The signed-in user's routes, menus and button codes (spec §4, §6), and the session
 * transitions that change them: load, switch top-level menu or post, change role, logout.
 * Framework-free apart from valtio; the UI reads the state and navigates where told.
 */
import { proxy } from 'valtio'
import type { Api } from '../core/api/endpoints.ts'
import type { MenuNode, PostOption, TopMenuOption } from '../core/api/types.ts'
import { can, generateRoutes, topMenuOptions } from '../core/permission.ts'
import { logoutPath } from '../core/routes/guard.ts'
import type { AppRoute } from '../core/routes/table.ts'
import { checkUserInfo } from '../core/session/signIn.ts'
import { initAffixTags, tagsActions } from './tagsView.ts'
import { clearSession, setSignedIn, userState } from './user.ts'

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
  /** Spec §4: changing role stores "<role>-token". Kept here: the session token stays the
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

export function canDo(code: string): boolean {
  return can(code, permissionState.menuButton)
}

/** Menu authority for the current selection → routes. */
async function regenerate(api: Api): Promise<void> {
  const user = userState.user
  if (!user) return
  const authority = await api.queryCurrentAuthority({
    username: user.username,
    userId: user.id,
    ...(permissionState.parentId !== null ? { parentId: permissionState.parentId } : {}),
    ...(permissionState.postCode ? { postCode: permissionState.postCode } : {}),
  })
  const roles = userState.activeRole ? [userState.activeRole] : userState.roles
  const generated = generateRoutes(roles, authority)
  permissionState.routes = generated.routes
  permissionState.accessed = generated.accessed
  permissionState.menuButton = [...(authority.menuButton ?? [])]
  initAffixTags(generated.accessed)
}

/** After a token exists: user info (checked as at sign-in), menu options, routes. */
export async function loadSession(api: Api): Promise<void> {
  permissionState.loading = true
  try {
    if (!userState.user) setSignedIn(checkUserInfo(await api.getSysUser()))
    const user = userState.user!
    const [tree, posts] = await Promise.all([
      api.querySysMenuTree().catch(() => [] as MenuNode[]),
      api.querySysUserPostTree(user.id).catch(() => [] as PostOption[]),
    ])
    permissionState.topMenus = topMenuOptions(tree)
    permissionState.posts = posts
    await regenerate(api)
  } finally {
    permissionState.loading = false
  }
}

/** Spec §4: changing the top-level menu re-fetches the menu and regenerates routes. */
export async function switchTopMenu(api: Api, parentId: number | null): Promise<void> {
  permissionState.parentId = parentId
  await regenerate(api)
}

/** Changing the post re-fetches the menu; `null` (cleared) reloads without a post code. */
export async function switchPost(api: Api, postCode: string | null): Promise<void> {
  permissionState.postCode = postCode
  await regenerate(api)
}

/** Spec §4: role change — "<role>-token", reload info, regenerate routes, close all views. */
export async function changeRole(api: Api, role: string): Promise<void> {
  if (!userState.roles.includes(role)) throw new Error(`not one of the user's roles: ${role}`)
  permissionState.roleToken = `${role}-token`
  userState.activeRole = role
  const info = checkUserInfo(await api.getSysUser())
  userState.user = info
  tagsActions.clear()
  await regenerate(api)
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

/** Spec §4: logout clears token and roles, removes the cookie, resets the routes, closes all
 * views; the caller goes to the returned `/loginNew?redirect=<current full path>`. */
export async function logout(api: Api, currentFullPath: string): Promise<string> {
  await api.logout().catch(() => undefined)
  const to = logoutPath(currentFullPath)
  permissionState.logoutTo = to
  clearSession()
  resetRoutes()
  tagsActions.clear()
  return to
}

/** The console reached the logout target. */
export function logoutDone(): void {
  permissionState.logoutTo = null
}
