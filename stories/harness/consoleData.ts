/**
 * Story-only data for the `<sw-console>` layout stories: the reference server's seeded menu tree,
 * posts and admin (demo/server/seedData.ts), and one function that puts the page's valtio stores
 * in a known signed-in-admin state before each story. Nothing here is shipped.
 */
import { MENUS, TENANTS, type MenuSeed } from '../../demo/server/seedData.ts'
import type { CurrentUser, MenuNode, PostOption } from '#platform/core/api/types.ts'
import { generateRoutes, topMenuOptions } from '#platform/core/permission.ts'
import { matchRoute } from '#platform/core/routes/match.ts'
import type { AppRoute } from '#platform/core/routes/table.ts'
import { consoleComposition } from '../../src/app/console.tsx'
import { isTaggable, toTagView } from '../../src/domains/shell/logic/tags.ts'
import { appState, type Device } from '#platform/store/app.ts'
import { errorLogState, type ErrorLogEntry } from '#platform/store/errorLog.ts'
import { feedbackState } from '#platform/store/feedback.ts'
import { permissionState } from '#platform/store/permission.ts'
import { DEFAULT_SETTINGS, settingsState, type SettingsState } from '#platform/store/settings.ts'
import { initAffixTags, tagsActions } from '../../src/domains/shell/store/tagsView.ts'
import { userState } from '#platform/store/user.ts'

const acme = TENANTS.find((t) => t.code === 'acme')!
const seedAdmin = acme.users.find((u) => u.role === 'ROLE_ADMIN')!

export const STORY_ADMIN: CurrentUser = {
  id: '1',
  username: seedAdmin.username,
  nickname: seedAdmin.nickname,
  fullName: seedAdmin.fullName,
  company: seedAdmin.company,
  jobTitle: seedAdmin.jobTitle,
  referee: '',
  mobile: seedAdmin.mobile,
  email: seedAdmin.email,
  phone: '',
  geographic: seedAdmin.geographic,
  address: seedAdmin.address,
  profile: seedAdmin.profile,
  introduction: '',
  avatar: '',
  roles: ['ROLE_ADMIN'],
  tenantCode: 'acme',
  auditStatus: 'approved',
}

/** The admin's posts, as GET /admin/sysuserpost/querySysUserPostTree answers them. */
export const STORY_POSTS: PostOption[] = acme.posts.filter((p) => seedAdmin.posts.includes(p.code)).map((p) => ({ value: p.code, name: p.name }))

function node(seed: MenuSeed, childKey: 'children' | 'routes'): MenuNode {
  const out: MenuNode = { id: seed.id, name: seed.name, path: seed.path, meta: { title: seed.title, icon: seed.icon } }
  if (seed.redirect) out.redirect = seed.redirect
  if (seed.alwaysShow) out.meta!.alwaysShow = true
  if (seed.affix) out.meta!.affix = true
  if (seed.roles) out.meta!.roles = [...seed.roles]
  const kids = MENUS.filter((m) => m.parentId === seed.id).map((m) => node(m, childKey))
  if (kids.length) out[childKey] = kids
  return out
}

/** The tenant's menu tree; `keep` narrows it (a top-level menu or a post), ancestors kept. */
export function storyMenuTree(childKey: 'children' | 'routes' = 'children', keep?: (seed: MenuSeed) => boolean): MenuNode[] {
  const ids = new Set<number>()
  for (const seed of MENUS) {
    if (keep && !keep(seed)) continue
    for (let s: MenuSeed | undefined = seed; s; s = MENUS.find((m) => m.id === s!.parentId)) ids.add(s.id)
  }
  const prune = (n: MenuNode): MenuNode => {
    const kids = (n[childKey] ?? []).filter((k) => ids.has(k.id!)).map(prune)
    const copy: MenuNode = { ...n }
    delete copy[childKey]
    if (kids.length) copy[childKey] = kids
    return copy
  }
  return MENUS.filter((m) => m.parentId === null && ids.has(m.id)).map((m) => prune(node(m, childKey)))
}

/** Menu ids of a post, for the story API's authority answer. */
export function postMenuIds(code: string): readonly number[] | undefined {
  return acme.posts.find((p) => p.code === code)?.menuIds
}

/** Uncaught errors as the console records them in production. */
export const STORY_ERRORS: Omit<ErrorLogEntry, 'time'>[] = [
  {
    Msg: "Cannot read properties of undefined (reading 'smiles')",
    Info: 'https://portal.acme.test/studentwork/assets/sider-Bq3x.js:1:20417',
    Url: 'https://portal.acme.test/studentwork/sider',
    Stack:
      "TypeError: Cannot read properties of undefined (reading 'smiles')\n    at renderMolecule (sider-Bq3x.js:1:20417)\n    at DesignWorkspace (sider-Bq3x.js:1:18830)\n    at renderWithHooks (react-dom.js:2:4410)",
  },
  {
    Msg: 'Failed to fetch dynamically imported module: /studentwork/assets/TrendChart-9ac1.js',
    Info: 'unhandledrejection',
    Url: 'https://portal.acme.test/studentwork/workbench',
    Stack: 'TypeError: Failed to fetch dynamically imported module\n    at lazyInitializer (react.js:1:9921)',
  },
  {
    Msg: 'ResizeObserver callback threw: chart has no canvas',
    Info: 'https://portal.acme.test/studentwork/assets/index-7f2e.js:3:112',
    Url: 'https://portal.acme.test/studentwork/attendance/records',
    Stack: 'Error: chart has no canvas\n    at Chart.resize (chart.js:1:7712)',
  },
]

export interface StorySession {
  /** Paths visited after the affixed Workbench tag, in order (the tags view). */
  visited?: readonly string[]
  sidebarOpened?: boolean
  device?: Device
  settings?: Partial<SettingsState>
  errors?: boolean
  sessionConfirm?: boolean
}

/** A signed-in acme admin with the full menu: user, routes, top-level menus, posts, tags,
 * settings, app and feedback state all reset, so no story leaks into the next. */
export function setupStorySession(options: StorySession = {}): void {
  userState.token = 'story-token'
  userState.user = { ...STORY_ADMIN, roles: [...STORY_ADMIN.roles] }
  userState.roles = ['ROLE_ADMIN']
  userState.activeRole = 'ROLE_ADMIN'

  const generated = generateRoutes(consoleComposition.table, ['ROLE_ADMIN'], { menu: storyMenuTree('routes') })
  Object.assign(permissionState, {
    routes: generated.routes,
    accessed: generated.accessed,
    menuButton: ['user:add', 'user:edit', 'user:delete', 'org:edit', 'notice:publish'],
    topMenus: topMenuOptions(storyMenuTree()),
    posts: STORY_POSTS,
    parentId: null,
    postCode: null,
    roleToken: null,
    loading: false,
    logoutTo: null,
  })

  tagsActions.clear()
  initAffixTags(generated.accessed)
  for (const path of options.visited ?? []) {
    const match = matchRoute(generated.routes, path)
    if (match && isTaggable(match.route)) tagsActions.add(toTagView(match.route as AppRoute, path))
  }

  Object.assign(settingsState, DEFAULT_SETTINGS, options.settings)
  appState.sidebar = { opened: options.sidebarOpened ?? true, withoutAnimation: true }
  appState.device = options.device ?? 'desktop'
  appState.language = null

  errorLogState.logs = options.errors ? STORY_ERRORS.map((e, i) => ({ ...e, time: Date.UTC(2025, 10, 21, 9, 30 + i) })) : []
  feedbackState.toasts = []
  feedbackState.sessionConfirm = options.sessionConfirm ?? false
}
