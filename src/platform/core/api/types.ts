/**
 * Wire types of the tenant backend contract (docs/spec.md#entities). Shared by the console's API layer
 * and the reference server in demo/server, so both sides agree on one shape.
 */

import type { LocalizedName } from '../i18n/localized.ts'

/** The envelope most endpoints answer with. Deployed backends of this family also send
 * `status` instead of `code`. */
export interface Envelope<T> {
  code?: number
  status?: number | string
  message?: string
  data?: T
}

/** OAuth2 password-grant answer of POST /uaa/oauth/token (unwrapped, standard token JSON). */
export interface TokenResponse {
  access_token: string
  token_type: string
  expires_in: number
  scope?: string
}

/** Current user (docs/spec.md#current-user). `roles` are role codes such as ROLE_ADMIN. */
export interface CurrentUser {
  id: string
  username: string
  nickname: string
  fullName: string
  company: string
  jobTitle: string
  referee: string
  mobile: string
  email: string
  phone: string
  geographic: string
  address: string
  profile: string
  introduction: string
  avatar: string
  roles: string[]
  tenantCode: string
  auditStatus: AuditStatus
  /** Dialling code chosen at sign-up (e.g. "+86"); sent by the reference server. */
  countryCode?: string
  /** The tenant's names of the user's roles, in its languages (the reference server sends them;
   * without them a role shows by its code). */
  roleNames?: RoleName[]
}

/** A role's code and the names the tenant gave it. */
export interface RoleName extends LocalizedName {
  code: string
}

export type AuditStatus = 'pending' | 'approved' | 'rejected'

/** What came of a sign-in attempt (the sign-in log): signed in, a wrong username or password,
 * refused by the attempt limits, or an account still waiting for approval. */
export const SIGN_IN_RESULTS = ['success', 'bad-credentials', 'locked', 'pending'] as const
export type SignInResult = (typeof SIGN_IN_RESULTS)[number]

/** Route/menu meta (docs/spec.md#route-item). */
export interface MenuMeta {
  title: string
  icon?: string
  roles?: string[]
  hidden?: boolean
  alwaysShow?: boolean
  noCache?: boolean
  affix?: boolean
  breadcrumb?: boolean
  activeMenu?: string
  /** An external page (the menu's path was an http(s) address): the menu opens it in a new tab
   * instead of routing. */
  link?: string
}

/** A menu node as the server sends it. Children arrive under `children` or, from deployed
 * backends, under `routes`. `path` is absolute for top-level nodes and may be relative
 * (no leading slash) for children, as in vue-router configs. */
export interface MenuNode {
  id?: number
  name?: string
  path: string
  redirect?: string
  meta?: MenuMeta
  children?: MenuNode[]
  routes?: MenuNode[]
}

/** Answer of POST /account/sysuserdetail/queryCurrentAuthority (unwrapped). The menu may be
 * a tree or a string of route paths (comma/newline separated or JSON). */
export interface AuthorityResponse {
  status: string
  type: string
  currentAuthority: string[]
  menu: MenuNode[] | string
  menuButton: string[]
}

export interface AuthorityQuery {
  username: string
  parentId?: number | string
  postCode?: string
  userId?: string
}

/** A post the user holds (GET /admin/sysuserpost/querySysUserPostTree); the name in Simplified /
 * Traditional Chinese when the backend has one. */
export interface PostOption extends LocalizedName {
  value: string
}

/** A top-level menu option, derived from GET /admin/sysmenu/querySysMenuTree. */
export interface TopMenuOption {
  value: number
  title: string
}

/** A page of a list, as deployed backends send it (requested with `currentPage`, `pageSize`). */
export interface Page<T> {
  list: T[]
  pagination: { total: number; pageSize: number; current: number }
}

export interface DictItem {
  value: string
  label: string
  labelZh?: string
  labelTw?: string
  sort: number
}
