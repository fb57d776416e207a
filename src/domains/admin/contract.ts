/**
 * The administration domain's contract: organisations and dictionaries (spec §3, §7), and the
 * administrator's users API with the sign-up audit (issue 14), with their wire types.
 * Framework-free; the reference server imports the types.
 */
import type { Http } from '../../platform/core/http/http.ts'
import type { DictItem, Page } from '../../platform/core/api/types.ts'
import type { ImportUserRow } from './logic/userImport.ts'

/** Organisations are loaded in one page of this size (spec §9). */
export const ORG_PAGE_SIZE = 10000

export interface Organisation {
  id: number
  code: string
  name: string
  parentId: number | null
  province: string
}

/** A user as the administrator sees it (GET /admin/sysuser/admin/queryUsers). */
export interface AdminUser {
  id: string
  username: string
  nickname: string
  fullName: string
  company: string
  jobTitle: string
  mobile: string
  email: string
  referee: string
  geographic: string
  address: string
  profile: string
  avatar: string
  status: 'enabled' | 'disabled'
  userType: 'internal' | 'partner'
  isUse: boolean
  orgId: string | null
  orgName: string
  roleId: string | null
  roleCode: string
  roleName: string
  auditStatus: 'pending' | 'approved' | 'rejected'
  auditResult: string
  auditIdea: string
  /** The username of the administrator who decided the sign-up. */
  auditOper: string
  auditTime: string | null
  createdAt: string
  deletedAt: string | null
}

export const USER_SORTS = ['id', 'username', 'nickname', 'fullName', 'createdAt', 'status', 'auditTime'] as const

export interface AdminUserQuery {
  currentPage: number
  pageSize: number
  /** Part of the username, name, e-mail or mobile. */
  keyword?: string
  orgId?: string
  roleId?: string
  status?: AdminUser['status']
  userType?: AdminUser['userType']
  auditStatus?: AdminUser['auditStatus']
  /** true: only the deleted users (to restore). */
  deleted?: boolean
  sortField?: (typeof USER_SORTS)[number]
  sortOrder?: 'asc' | 'desc'
}

/** The user form as sent: create carries the passwords, edit carries `id`. */
export interface UserFormInput {
  id?: string
  username: string
  password?: string
  confirmPassword?: string
  nickname: string
  fullName: string
  email: string
  mobile: string
  company: string
  jobTitle: string
  referee: string
  geographic: string
  address: string
  profile: string
  /** The avatar's address (uploaded through the platform's file service), '' for none. */
  avatar: string
  roleId: string
  orgId: string
  status: string
  userType: string
}

export interface AuditDecision {
  id: string
  approve: boolean
  /** The reason; required to reject. */
  auditIdea: string
  roleId?: string
  orgId?: string
}

/** A mail the server wrote instead of sending (the credentials of an approved sign-up). */
export interface OutboxMail {
  id: string
  recipient: string
  subject: string
  body: string
  createdAt: string
}

export interface RoleOption {
  id: string
  code: string
  name: string
}

/** One problem of an import row: its line in the file, the column and why. */
export interface ImportProblem {
  row: number
  column: string
  reason: string
}

/** What an import did (or, as a dry run, would do). */
export interface UserImportResult {
  dryRun: boolean
  created: number
  updated: number
  unchanged: number
  /** Rows with a problem store nothing; each problem named by row and column. */
  problems: ImportProblem[]
  /** The generated initial passwords of new users whose row had none — answered once. */
  passwords: Array<{ row: number; username: string; password: string }>
}

/** The users an export holds: the filtered list (up to MAX_USER_EXPORT_ROWS) and how many matched. */
export interface UserExport {
  list: AdminUser[]
  total: number
}

const USERS = '/admin/sysuser/admin'

export function createAdminApi(http: Http) {
  return {
    queryUsers(query: AdminUserQuery, signal?: AbortSignal) {
      return http.request<Page<AdminUser>>(`${USERS}/queryUsers`, { query: { ...query }, ...(signal ? { signal } : {}) })
    },
    /** A field error (400 with `field`) is the form's to show: no toast. */
    createUser(input: UserFormInput) {
      return http.request<unknown>(`${USERS}/createUser`, { method: 'POST', body: { ...input }, silent: true })
    },
    updateUser(input: UserFormInput) {
      return http.request<unknown>(`${USERS}/updateUser`, { method: 'PUT', body: { ...input }, silent: true })
    },
    setStatus(id: string, status: AdminUser['status']) {
      return http.request<unknown>(`${USERS}/setStatus`, { method: 'POST', body: { id, status } })
    },
    /** The new password, answered once. */
    resetPassword(id: string) {
      return http.request<{ password: string }>(`${USERS}/resetPassword`, { method: 'POST', body: { id } })
    },
    deleteUser(id: string) {
      return http.request<unknown>(`${USERS}/deleteUser`, { method: 'POST', body: { id } })
    },
    restoreUser(id: string) {
      return http.request<unknown>(`${USERS}/restoreUser`, { method: 'POST', body: { id } })
    },
    auditUser(decision: AuditDecision) {
      return http.request<unknown>(`${USERS}/auditUser`, { method: 'POST', body: { ...decision } })
    },
    /** The tenant's last 50 outgoing mails, newest first. */
    queryOutbox(signal?: AbortSignal) {
      return http.request<OutboxMail[]>(`${USERS}/queryOutbox`, signal ? { signal } : {})
    },
    /** A dry run (nothing stored) or the import itself, of rows read from a file. */
    importUsers(rows: ImportUserRow[], dryRun: boolean) {
      return http.request<UserImportResult>(`${USERS}/importUsers`, { method: 'POST', body: { rows, dryRun }, timeout: 120_000 })
    },
    /** Every user the filters match (not paged), up to MAX_USER_EXPORT_ROWS. */
    exportUsers(query: Omit<AdminUserQuery, 'currentPage' | 'pageSize'>) {
      return http.request<UserExport>(`${USERS}/exportUsers`, { query: { ...query }, timeout: 30_000 })
    },
    /** The tenant's roles, to choose one (approving a sign-up, filtering the list). */
    queryRoles(signal?: AbortSignal) {
      return http.request<RoleOption[]>(`${USERS}/queryRoles`, signal ? { signal } : {})
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
  }
}

export type AdminApi = ReturnType<typeof createAdminApi>
