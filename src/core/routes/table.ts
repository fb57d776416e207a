/**
 * The console's route model (spec §2, issue 3): every screen of the route table as data, under
 * the router base path (`/studentwork/` by default, see paths.ts). The React layer maps each
 * route's `view` key to a component; `meta.title` is a stable English string the UI translates.
 *
 * Invariant: every `path` here is absolute (relative paths only occur in server menus and are
 * resolved when those are parsed). A route with `view: 'layout'` is a group rendered inside the
 * console shell; its children are the screens. Constant routes are always routable; async
 * routes are filtered by role and menu authority (permission.ts). Framework-free.
 */
import type { MenuMeta } from '../api/types.ts'

/** What a route renders. Each key maps to one component in the React layer. */
export type ViewKey =
  | 'layout'
  | 'redirect'
  | 'home'
  | 'login'
  | 'loginNew'
  | 'signUp'
  | 'authRedirect'
  | 'notFound'
  | 'unauthorized'
  | 'profile'
  | 'workbench'
  | 'sider'
  | 'twoD'
  | 'guide'
  | 'signinScope'
  | 'attendanceRecords'
  | 'myNotification'
  | 'systemUsers'
  | 'systemOrgs'
  | 'systemRoles'
  | 'unavailable'

/** One route. `view` is absent on pure redirects (`/`, the wildcard). `name` marks routes
 * that may be shown as a tag (views without a name are never tagged). */
export interface AppRoute {
  path: string
  name?: string
  view?: ViewKey
  redirect?: string
  meta: MenuMeta
  children?: AppRoute[]
}

/** Where the breadcrumb's home entry points (spec §2 "Breadcrumb"). */
export const WORKBENCH_PATH = '/workbench'
/** Path of the refresh route's prefix: `/redirect/<path>` re-renders `<path>`. */
export const REDIRECT_PREFIX = '/redirect'
export const NOT_FOUND_PATH = '/404'
export const UNAUTHORIZED_PATH = '/401'
/** The wildcard route's path; it matches anything and redirects to /404. */
export const WILDCARD_PATH = '*'

const hidden = (title: string, extra: Partial<MenuMeta> = {}): MenuMeta => ({ title, hidden: true, ...extra })

/** Routes every visitor has (most of them hidden from the menu). */
export const constantRoutes: readonly AppRoute[] = [
  {
    path: REDIRECT_PREFIX,
    view: 'layout',
    meta: hidden('Redirect', { breadcrumb: false }),
    children: [
      { path: `${REDIRECT_PREFIX}/:path(.*)`, view: 'redirect', meta: hidden('Redirect', { breadcrumb: false, noCache: true }) },
    ],
  },
  { path: '/', redirect: '/home', meta: hidden('Home') },
  { path: '/login', name: 'Login', view: 'login', meta: hidden('Login') },
  { path: '/loginNew', name: 'LoginNew', view: 'loginNew', meta: hidden('Login') },
  { path: '/home', name: 'Home', view: 'home', meta: hidden('Home') },
  { path: '/signUp', name: 'SignUp', view: 'signUp', meta: hidden('Sign Up') },
  { path: '/auth-redirect', name: 'AuthRedirect', view: 'authRedirect', meta: hidden('Signing in') },
  { path: NOT_FOUND_PATH, name: 'NotFound', view: 'notFound', meta: hidden('Page Not Found') },
  { path: UNAUTHORIZED_PATH, name: 'Unauthorized', view: 'unauthorized', meta: hidden('Unauthorized') },
  {
    path: '/profile',
    view: 'layout',
    redirect: '/profile/index',
    meta: hidden('Profile', { breadcrumb: false }),
    children: [
      { path: '/profile/index', name: 'Profile', view: 'profile', meta: { title: 'Profile', icon: 'user' } },
    ],
  },
]

/** Routes filtered by role and menu authority; they mirror the server's seeded menu. */
export const asyncRoutes: readonly AppRoute[] = [
  {
    path: '/drug',
    name: 'Drug',
    view: 'layout',
    redirect: WORKBENCH_PATH,
    meta: { title: 'Drug Discovery', icon: 'flask-conical' },
    children: [
      { path: WORKBENCH_PATH, name: 'Workbench', view: 'workbench', meta: { title: 'Workbench', icon: 'layout-dashboard', affix: true } },
      { path: '/sider', name: 'Sider', view: 'sider', meta: { title: 'Design Workspace', icon: 'panel-left' } },
      { path: '/2d', name: 'TwoD', view: 'twoD', meta: { title: '2D Structure Editor', icon: 'pen-tool' } },
      { path: '/guide', name: 'Guide', view: 'guide', meta: { title: 'Guide', icon: 'book-open' } },
    ],
  },
  {
    path: '/attendance',
    name: 'Attendance',
    view: 'layout',
    redirect: '/attendance/scope',
    meta: { title: 'Attendance', icon: 'map-pin' },
    children: [
      {
        path: '/attendance/scope',
        name: 'SigninScope',
        view: 'signinScope',
        meta: { title: 'Sign-in Scope', icon: 'locate', roles: ['ROLE_ADMIN'] },
      },
      {
        path: '/attendance/records',
        name: 'AttendanceRecords',
        view: 'attendanceRecords',
        meta: { title: 'Attendance Records', icon: 'clipboard-list', roles: ['ROLE_ADMIN', 'ROLE_EDITOR'] },
      },
    ],
  },
  {
    path: '/message',
    name: 'Message',
    view: 'layout',
    redirect: '/mynotification',
    meta: { title: 'Messages', icon: 'bell' },
    children: [
      { path: '/mynotification', name: 'MyNotification', view: 'myNotification', meta: { title: 'My Notifications', icon: 'inbox' } },
    ],
  },
  {
    path: '/system',
    name: 'System',
    view: 'layout',
    redirect: '/system/users',
    meta: { title: 'System', icon: 'settings', roles: ['ROLE_ADMIN'] },
    children: [
      { path: '/system/users', name: 'SystemUsers', view: 'systemUsers', meta: { title: 'Users', icon: 'users' } },
      { path: '/system/orgs', name: 'SystemOrgs', view: 'systemOrgs', meta: { title: 'Organisations', icon: 'building-2' } },
      { path: '/system/roles', name: 'SystemRoles', view: 'systemRoles', meta: { title: 'Roles', icon: 'shield' } },
    ],
  },
]

/** Appended last to every route set: anything unmatched goes to /404. */
export const NOT_FOUND_ROUTE: AppRoute = {
  path: WILDCARD_PATH,
  redirect: NOT_FOUND_PATH,
  meta: hidden('Page Not Found'),
}

/** The whole table: used to tell "exists but not permitted" (401) from "unknown" (404). */
export const ALL_ROUTES: readonly AppRoute[] = [...constantRoutes, ...asyncRoutes, NOT_FOUND_ROUTE]
