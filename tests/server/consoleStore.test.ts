/**
 * The console's session transitions (store/permission.ts on core) against the real reference
 * server, in process: our HTTP client with the server's fetch instead of the network.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApi, type Api } from '#platform/core/api/endpoints.ts'
import { createHttp } from '#platform/core/http/client.ts'
import { createSessionGate } from '#platform/core/http/sessionGate.ts'
import { signIn } from '#platform/core/session/signIn.ts'
import { memoryTokenStore } from '#platform/core/session/tokenStore.ts'
import { guard } from '#platform/core/routes/guard.ts'
import { TABLE } from '../unit/fixtures/routeTable.ts'
import { flattenRoutes } from '#platform/core/routes/match.ts'
import { canDo, changeRole, loadSession, logout, permissionState, resetRoutes, switchPost, switchTopMenu } from '#platform/store/permission.ts'
import { followSession, tagsState, tagsActions } from '../../src/domains/shell/store/tagsView.ts'
import { clearSession, setSignedIn, setTokenStore, tokenStore, userState } from '#platform/store/user.ts'
import { PASSWORD, startServer, type TestServer } from './helpers.ts'

let server: TestServer
let api: Api
// The shell's tags follow the session as they do while a console is mounted.
let unfollow: () => void

beforeAll(async () => {
  server = await startServer()
  setTokenStore(memoryTokenStore())
  const http = createHttp({
    baseURL: 'http://console.test/api',
    getToken: () => tokenStore.get(),
    getRoleCode: () => userState.activeRole,
    gate: createSessionGate(),
    fetch: async (input, init) => server.app.fetch(new Request(input as RequestInfo, init)),
  })
  api = createApi(http)
  unfollow = followSession()
})

afterAll(async () => {
  unfollow?.()
  await server?.close()
})

beforeEach(() => {
  clearSession()
  resetRoutes()
  tagsActions.clear()
})

async function signInAs(username: string): Promise<void> {
  const user = await signIn({ tenantCode: 'acme', username, password: PASSWORD }, { api, tokens: tokenStore })
  setSignedIn(user)
  await loadSession(api, TABLE)
}

const paths = () => flattenRoutes(permissionState.accessed).map((f) => f.route.path)

describe('console session against the reference server', () => {
  it('an admin gets every screen, both posts, four top-level menus and button codes', async () => {
    await signInAs('admin@acme.test')
    expect(paths()).toEqual(expect.arrayContaining(['/workbench', '/attendance/scope', '/system/users', '/mynotification']))
    expect(permissionState.topMenus.map((m) => m.value)).toEqual([1, 2, 3, 4])
    expect(permissionState.posts.map((p) => p.value).sort()).toEqual(['ATT_OFFICER', 'CHEM_LEAD'])
    expect(canDo('user:delete')).toBe(true)
    // The affixed workbench opens as the first tag.
    expect(tagsState.visitedViews.map((v) => v.path)).toEqual(['/workbench'])
  })

  it('a member is offered only the top-level menus that hold a screen of theirs', async () => {
    await signInAs('member@acme.test')
    expect(permissionState.topMenus.map((m) => m.title)).toEqual(['Drug discovery', 'Attendance', 'Messages'])
  })

  it('an editor sees fewer screens, and an admin-only path is forbidden by the guard', async () => {
    await signInAs('editor@acme.test')
    expect(paths()).toContain('/attendance/records')
    expect(paths()).not.toContain('/system/users')
    expect(paths()).not.toContain('/attendance/scope')
    expect(canDo('user:delete')).toBe(false)
    expect(canDo('notice:publish')).toBe(true)
    const decision = guard({ path: '/system/users', hasToken: true, routesReady: true, routes: permissionState.routes!, table: TABLE })
    expect(decision.action).toBe('forbidden')
  })

  it('switching the post changes the menu, and clearing it restores the full menu', async () => {
    await signInAs('admin@acme.test')
    await switchPost(api, TABLE, 'ATT_OFFICER')
    expect(paths()).toContain('/attendance/scope')
    expect(paths()).not.toContain('/sider')
    await switchPost(api, TABLE, 'CHEM_LEAD')
    expect(paths()).toContain('/sider')
    expect(paths()).not.toContain('/attendance/scope')
    await switchPost(api, TABLE, null)
    expect(paths()).toEqual(expect.arrayContaining(['/sider', '/attendance/scope', '/system/users']))
  })

  it('a post switch closes the tags of screens it no longer permits, and keeps the others', async () => {
    await signInAs('admin@acme.test')
    const tag = (path: string, title: string) => ({ path, fullPath: path, title, meta: { title } })
    tagsActions.add(tag('/sider', 'Design Workspace'))
    tagsActions.add(tag('/attendance/scope', 'Sign-in Scope'))
    tagsActions.add(tag('/profile/index', 'Profile'))
    await switchPost(api, TABLE, 'ATT_OFFICER')
    expect(tagsState.visitedViews.map((v) => v.path)).toEqual(['/attendance/scope', '/profile/index'])
    expect(tagsState.cachedViews).not.toContain('/sider')
    await switchPost(api, TABLE, null)
    // The workbench, affixed, comes back with the full menu.
    expect(tagsState.visitedViews.map((v) => v.path)).toEqual(['/attendance/scope', '/profile/index', '/workbench'])
  })

  it('switching the top-level menu limits the menu to that subtree', async () => {
    await signInAs('admin@acme.test')
    await switchTopMenu(api, TABLE, 2)
    expect(paths().filter((p) => p.startsWith('/attendance/'))).toEqual([
      '/attendance/scope',
      '/attendance/records',
      '/attendance/rules',
      '/attendance/approvals',
      '/attendance/reports',
      '/attendance/month',
    ])
    expect(paths()).not.toContain('/mynotification')
  })

  it('changing role keeps "<role>-token", closes views and regenerates routes', async () => {
    await signInAs('admin@acme.test')
    tagsActions.add({ path: '/sider', fullPath: '/sider', title: 'Design workspace', meta: { title: 'Design workspace' } })
    await changeRole(api, TABLE, 'ROLE_ADMIN')
    expect(permissionState.roleToken).toBe('ROLE_ADMIN-token')
    expect(tagsState.visitedViews.map((v) => v.path)).toEqual(['/workbench'])
    await expect(changeRole(api, TABLE, 'ROLE_EDITOR')).rejects.toThrow(/not one of the user's roles/)
  })

  it("the editor who is also a member switches role: RoleCode follows, menus and posts are the new role's, views close", async () => {
    await signInAs('lead@acme.test')
    expect(userState.roles).toEqual(['ROLE_EDITOR', 'ROLE_MEMBER'])
    expect(paths()).toEqual(expect.arrayContaining(['/sider', '/attendance/records']))
    expect(permissionState.topMenus.map((m) => m.title)).toEqual(['Drug discovery', 'Attendance', 'Messages'])
    tagsActions.add({ path: '/sider', fullPath: '/sider', title: 'Design workspace', meta: { title: 'Design workspace' } })

    await changeRole(api, TABLE, 'ROLE_MEMBER')
    expect(userState.activeRole).toBe('ROLE_MEMBER')
    expect(permissionState.roleToken).toBe('ROLE_MEMBER-token')
    expect(paths()).not.toContain('/sider')
    expect(paths()).not.toContain('/attendance/records')
    expect(paths()).toContain('/workbench')
    // The member's tree has no Attendance group: it is not offered.
    expect(permissionState.topMenus.map((m) => m.title)).toEqual(['Drug discovery', 'Attendance', 'Messages'])
    expect(tagsState.visitedViews.map((v) => v.path)).toEqual(['/workbench'])
  })

  it('logout revokes the token, clears token, roles, routes and tags, and goes to /loginNew with the path', async () => {
    await signInAs('admin@acme.test')
    const token = tokenStore.get()!
    const to = await logout(api, '/system/users?page=2')
    expect(to).toBe('/loginNew?redirect=%2Fsystem%2Fusers%3Fpage%3D2')
    expect(tokenStore.get()).toBeUndefined()
    expect(userState.roles).toEqual([])
    expect(permissionState.routes).toBeNull()
    expect(tagsState.visitedViews).toEqual([])
    // The old token no longer works.
    const res = await server.app.request('/api/uaa/users/getSysUser', { headers: { Authorization: `Bearer ${token}` } })
    expect(res.status).toBe(401)
  })
})
