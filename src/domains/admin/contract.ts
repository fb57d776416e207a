/**
 * The administration domain's contract: organisations and dictionaries (spec §3, §7), and the
 * administrator's users API with the sign-up audit, the organisation tree, roles with their menus
 * and data scope, a user's grant, the dictionaries' administration and the operation log (issue
 * 14), with their
 * wire types.
 * Framework-free; the reference server imports the types.
 */
import type { Http } from '../../platform/core/http/http.ts'
import type { DictItem, MenuNode, Page } from '../../platform/core/api/types.ts'
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

/** The columns of a row of the compact organisation tree (GET /admin/sysorg/admin/queryOrgTree). */
export const ORG_TREE_COLUMNS = ['id', 'parentId', 'code', 'name', 'childCount', 'userCount'] as const

/** One organisation of the compact tree, in the order of ORG_TREE_COLUMNS. */
export type OrgTreeRow = [id: number, parentId: number | null, code: string, name: string, childCount: number, userCount: number]

/** The whole tree of the tenant in one answer: a row per organisation, ordered by id. */
export interface OrgTreeWire {
  columns: typeof ORG_TREE_COLUMNS
  rows: OrgTreeRow[]
}

/** An organisation of the tree with its counts (users: not deleted). */
export interface OrgNode {
  id: number
  parentId: number | null
  code: string
  name: string
  childCount: number
  userCount: number
}

export const toOrgNodes = (wire: OrgTreeWire): OrgNode[] =>
  wire.rows.map(([id, parentId, code, name, childCount, userCount]) => ({ id, parentId, code, name, childCount, userCount }))

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
  /** A code of the `userType` dictionary ('internal', 'partner', …). */
  userType: string
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
  userType?: string
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

/** Where an outbox mail stands: `kept` (no mail server configured: it waits to be read here),
 * `queued` (to be sent, again after `lastError`), `sent`, `failed` (given up). */
export type OutboxStatus = 'kept' | 'queued' | 'sent' | 'failed'

/** A mail the server wrote (the credentials of an approved sign-up), sent over SMTP when the
 * server has a mail server. */
export interface OutboxMail {
  id: string
  recipient: string
  subject: string
  body: string
  createdAt: string
  status: OutboxStatus
  sentAt?: string
  attempts: number
  lastError?: string
  nextAttemptAt?: string
}

export interface RoleOption {
  id: string
  code: string
  name: string
}

/** Which rows a role's holders may see: everything, chosen organisations, their own
 * organisation, it and those below it, or only their own. */
export const DATA_SCOPES = ['all', 'custom', 'org', 'orgAndBelow', 'self'] as const
export type DataScope = (typeof DATA_SCOPES)[number]

/** A role as GET /admin/sysrole/queryRoleList answers it. */
export interface RoleSummary extends RoleOption {
  /** ROLE_ADMIN: every menu and all data; cannot be deleted or narrowed. */
  builtin: boolean
  dataScope: DataScope
  /** The chosen organisations of a 'custom' scope. */
  orgIds: string[]
  /** Users (not deleted) holding it. */
  userCount: number
  /** Within the caller's own roles' reach: they may grant, edit and delete it. */
  grantable: boolean
}

export interface RoleDetail extends RoleSummary {
  /** Granted menus with their ancestors; 'all' for ROLE_ADMIN. */
  menuIds: number[] | 'all'
}

export interface RolePermissions {
  id: string
  menuIds: number[]
  dataScope: DataScope
  orgIds: string[]
}

/** The tenant's menu tree and the ids the caller may grant. */
export interface GrantableMenus {
  tree: MenuNode[]
  grantable: number[]
}

export interface UserGrant {
  authorized: RoleSummary[]
  unauthorized: RoleSummary[]
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
const ROLES = '/admin/sysrole'

/** A dictionary type as the administrator sees it (GET queryDictTypes). */
export interface DictType {
  code: string
  name: string
  description: string
  /** How many entries it has (enabled or not). */
  entries: number
}

/** A dictionary entry with its state (GET queryDictItems); `queryDictByDictType` serves the
 * enabled ones as `DictItem`s. */
export interface DictEntry {
  value: string
  label: string
  labelZh: string
  labelTw: string
  sort: number
  enabled: boolean
}

export interface DictTypeInput {
  code: string
  name: string
  description: string
}

export interface DictEntryInput {
  dictType: string
  value: string
  label: string
  labelZh: string
  labelTw: string
  enabled: boolean
}

/** One recorded administrator's write (GET queryOpLogs). */
export interface OpLogEntry {
  id: string
  createdAt: string
  username: string
  nickname: string
  /** The client's address. */
  address: string
  method: string
  path: string
  /** 'users', 'dicts', … (OP_LOG_MODULES). */
  module: string
  /** 'create', 'update', 'disable', … */
  action: string
  /** What the write was about: a username, a dictionary code… */
  target: string
  /** A short English sentence (the console words the actions it knows). */
  summary: string
  outcome: 'ok' | 'failed'
  status: number
  before: unknown
  after: unknown
}

/** The modules the log is filtered by. */
export const OP_LOG_MODULES = ['users', 'dicts', 'orgs', 'roles'] as const

export interface OpLogQuery {
  currentPage: number
  pageSize: number
  /** ISO instants: from (inclusive) … to (exclusive). */
  from?: string
  to?: string
  /** Part of the actor's username or nickname. */
  user?: string
  module?: string
}

const DICTS = '/admin/sysdict/admin'
const LOGS = '/admin/syslog/admin'
const ORGS = '/admin/sysorg/admin'

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
    /** The user's authorized roles (in order) and the others. */
    queryUserRoles(id: string, signal?: AbortSignal) {
      return http.request<UserGrant>(`${USERS}/queryUserRoles`, { query: { id }, ...(signal ? { signal } : {}) })
    },
    /** Replaces the user's roles; the first is active after sign-in. A refusal is the dialog's to show. */
    saveUserRoles(id: string, roleIds: string[]) {
      return http.request<unknown>(`${USERS}/saveUserRoles`, { method: 'PUT', body: { id, roleIds }, silent: true })
    },
    queryRoleList(signal?: AbortSignal) {
      return http.request<RoleSummary[]>(`${ROLES}/queryRoleList`, signal ? { signal } : {})
    },
    queryRole(id: string, signal?: AbortSignal) {
      return http.request<RoleDetail>(`${ROLES}/queryRole`, { query: { id }, ...(signal ? { signal } : {}) })
    },
    queryMenuTree(signal?: AbortSignal) {
      return http.request<GrantableMenus>(`${ROLES}/queryMenuTree`, signal ? { signal } : {})
    },
    createRole(input: { code: string; name: string }) {
      return http.request<{ id: string }>(`${ROLES}/createRole`, { method: 'POST', body: { ...input }, silent: true })
    },
    updateRole(input: { id: string; name: string }) {
      return http.request<unknown>(`${ROLES}/updateRole`, { method: 'PUT', body: { ...input }, silent: true })
    },
    deleteRole(id: string) {
      return http.request<unknown>(`${ROLES}/deleteRole`, { method: 'POST', body: { id }, silent: true })
    },
    saveRolePermissions(input: RolePermissions) {
      return http.request<unknown>(`${ROLES}/saveRolePermissions`, { method: 'PUT', body: { ...input }, silent: true })
    },
    queryDictTypes(signal?: AbortSignal) {
      return http.request<DictType[]>(`${DICTS}/queryDictTypes`, signal ? { signal } : {})
    },
    /** Every entry of a type, disabled ones too, in order. */
    queryDictItems(dictType: string, signal?: AbortSignal) {
      return http.request<DictEntry[]>(`${DICTS}/queryDictItems`, { query: { dictType }, ...(signal ? { signal } : {}) })
    },
    /** Field errors (400 with `field`) are the form's to show: no toast. */
    createDictType(input: DictTypeInput) {
      return http.request<unknown>(`${DICTS}/createDictType`, { method: 'POST', body: { ...input }, silent: true })
    },
    updateDictType(input: DictTypeInput) {
      return http.request<unknown>(`${DICTS}/updateDictType`, { method: 'PUT', body: { ...input }, silent: true })
    },
    deleteDictType(code: string) {
      return http.request<unknown>(`${DICTS}/deleteDictType`, { method: 'POST', body: { code } })
    },
    createDictItem(input: DictEntryInput) {
      return http.request<unknown>(`${DICTS}/createDictItem`, { method: 'POST', body: { ...input }, silent: true })
    },
    updateDictItem(input: DictEntryInput) {
      return http.request<unknown>(`${DICTS}/updateDictItem`, { method: 'PUT', body: { ...input }, silent: true })
    },
    setDictItemEnabled(dictType: string, value: string, enabled: boolean) {
      return http.request<unknown>(`${DICTS}/setDictItemEnabled`, { method: 'POST', body: { dictType, value, enabled } })
    },
    deleteDictItem(dictType: string, value: string) {
      return http.request<unknown>(`${DICTS}/deleteDictItem`, { method: 'POST', body: { dictType, value } })
    },
    /** The type's entries in their new order (every code once). */
    sortDictItems(dictType: string, values: string[]) {
      return http.request<unknown>(`${DICTS}/sortDictItems`, { method: 'POST', body: { dictType, values } })
    },
    queryOpLogs(query: OpLogQuery, signal?: AbortSignal) {
      return http.request<Page<OpLogEntry>>(`${LOGS}/queryOpLogs`, { query: { ...query }, ...(signal ? { signal } : {}) })
    },
    /** The tenant's whole organisation tree with counts (administrators only). */
    async queryOrgTree(signal?: AbortSignal): Promise<OrgNode[]> {
      return toOrgNodes(await http.request<OrgTreeWire>(`${ORGS}/queryOrgTree`, signal ? { signal } : {}))
    },
    /** A field error (400 with `field`) is the form's to show: no toast. */
    createOrg(input: { name: string; parentId: number | null; code?: string }) {
      return http.request<{ id: number; code: string }>(`${ORGS}/createOrg`, { method: 'POST', body: { ...input }, silent: true })
    },
    renameOrg(id: number, name: string) {
      return http.request<unknown>(`${ORGS}/renameOrg`, { method: 'POST', body: { id, name }, silent: true })
    },
    moveOrg(id: number, parentId: number | null) {
      return http.request<unknown>(`${ORGS}/moveOrg`, { method: 'POST', body: { id, parentId }, silent: true })
    },
    deleteOrg(id: number) {
      return http.request<unknown>(`${ORGS}/deleteOrg`, { method: 'POST', body: { id } })
    },
    /** GET /admin/sysorg/querySysOrg — called with currentPage 1, pageSize 10000. */
    querySysOrg(query: { currentPage?: number; pageSize?: number; name?: string } = {}) {
      return http.request<Page<Organisation>>('/admin/sysorg/querySysOrg', {
        query: { currentPage: 1, pageSize: ORG_PAGE_SIZE, ...query },
      })
    },
    /** GET /admin/sysdict/queryDictByDictType — a dictionary by type. */
    queryDictByDictType(dictType: string, signal?: AbortSignal) {
      return http.request<DictItem[]>('/admin/sysdict/queryDictByDictType', { query: { dictType }, ...(signal ? { signal } : {}) })
    },
  }
}

export type AdminApi = ReturnType<typeof createAdminApi>
