/**
 * Typed functions for every row of the spec's call table (§7), the session calls of auth.ts
 * and the captcha image. Paths are relative to the client's base URL (`/api`).
 */
import type { Http } from '../http/client.ts'
import { createAuthApi } from './auth.ts'
import type {
  AuthorityQuery,
  AuthorityResponse,
  CaptchaResponse,
  CurrentUser,
  DictItem,
  MenuNode,
  Notification,
  NotificationQuery,
  Organisation,
  Page,
  PasswordChange,
  PostOption,
  SignUpForm,
  UserUpdate,
} from './types.ts'

/** Organisations are loaded in one page of this size (spec §9). */
export const ORG_PAGE_SIZE = 10000

export function createApi(http: Http) {
  return {
    ...createAuthApi(http),
    /** POST /account/sysuserdetail/queryCurrentAuthority — roles, menu and button codes. */
    queryCurrentAuthority(query: AuthorityQuery) {
      return http.request<AuthorityResponse>('/account/sysuserdetail/queryCurrentAuthority', {
        method: 'POST',
        query: { ...query },
      })
    },
    /** GET /uaa/captcha — a new image captcha. */
    captcha() {
      return http.request<CaptchaResponse>('/uaa/captcha', { auth: false })
    },
    /** POST /account/sysuserdetail/compareCaptcha — true when the answer is right. */
    compareCaptcha(charCaptcha: string, captchaId: string) {
      return http.request<boolean>('/account/sysuserdetail/compareCaptcha', {
        method: 'POST',
        query: { charCaptcha, captchaId },
        auth: false,
        silent: true,
      })
    },
    /** POST /account/sysuserdetail/registerAccount — body is the sign-up form. */
    registerAccount(form: SignUpForm & { tenantCode?: string }) {
      return http.request<Omit<CurrentUser, 'roles'>>('/account/sysuserdetail/registerAccount', {
        method: 'POST',
        body: { ...form },
        auth: false,
        silent: true,
      })
    },
    /** PUT /admin/sysuser/updateSysUser — body of user fields. */
    updateSysUser(user: UserUpdate) {
      return http.request<CurrentUser>('/admin/sysuser/updateSysUser', { method: 'PUT', body: { ...user } })
    },
    /** PUT /account/sysuserdetail/updatePassword — query password, newPassword, id. */
    updatePassword(change: PasswordChange) {
      return http.request<null>('/account/sysuserdetail/updatePassword', {
        method: 'PUT',
        query: { ...change },
        silent: true,
      })
    },
    /** GET /admin/sysuserpost/querySysUserPostTree — the user's posts. */
    querySysUserPostTree(userId: string) {
      return http.request<PostOption[]>('/admin/sysuserpost/querySysUserPostTree', { query: { userId } })
    },
    /** GET /admin/sysmenu/querySysMenuTree — the tenant's menu tree. */
    querySysMenuTree() {
      return http.request<MenuNode[]>('/admin/sysmenu/querySysMenuTree')
    },
    /** GET /admin/sysorg/querySysOrg — called with currentPage 1, pageSize 10000. */
    querySysOrg(query: { currentPage?: number; pageSize?: number; name?: string } = {}) {
      return http.request<Page<Organisation>>('/admin/sysorg/querySysOrg', {
        query: { currentPage: 1, pageSize: ORG_PAGE_SIZE, ...query },
      })
    },
    /** GET /admin/sysdict/queryDictByDictType — a dictionary by type. */
    queryDictByDictType(dictType: string) {
      return http.request<DictItem[]>('/admin/sysdict/queryDictByDictType', { query: { dictType } })
    },
    /** GET /notification/notification/queryMyNotification — the user's notifications. */
    queryMyNotification(query: NotificationQuery = {}) {
      return http.request<Page<Notification>>('/notification/notification/queryMyNotification', {
        query: { ...query },
      })
    },
    /** GET /notification/notification/queryNotificationType — notification types. */
    queryNotificationType() {
      return http.request<DictItem[]>('/notification/notification/queryNotificationType')
    },
  }
}

export type Api = ReturnType<typeof createApi>
