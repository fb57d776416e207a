/**
 * The administration domain's wire types: organisations (the paged list and the compact tree),
 * users and their form, the sign-up audit and its outbox, roles with menus and data scope, a
 * user's grant, the users import and export and dictionaries — the shapes the reference server
 * answers and contract.ts sends. The records of activity are in contract/activityWire.ts.
 */
import type { MenuNode } from '#platform/core/api/types.ts'

/** Organisations are loaded in one page of this size (docs/spec.md#constants). */
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
  /** The further organisations the user is a member of (besides `orgId`, their own), by name;
   * absent from a backend without them. */
  otherOrgIds?: string[]
  otherOrgNames?: string[]
  roleId: string | null
  roleCode: string
  roleName: string
  /** The role's name in Simplified / Traditional Chinese ('' when not written). */
  roleNameZh: string
  roleNameTw: string
  auditStatus: 'pending' | 'approved' | 'rejected'
  auditResult: string
  auditIdea: string
  /** The username of the administrator who decided the sign-up. */
  auditOper: string
  auditTime: string | null
  createdAt: string
  deletedAt: string | null
  /** false when the user holds a role beyond the caller's own roles: the caller may not change
   * them (the reference server refuses with 403). Absent: no such limit known. */
  manageable?: boolean
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
  /** The further organisations (up to MAX_USER_ORGS); absent: unchanged on edit, none on create. */
  otherOrgIds?: string[]
  status: string
  userType: string
}

/** Further organisations a user may be a member of, besides their own. */
export const MAX_USER_ORGS = 10

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

/** A role: its code and the names the tenant gave it (`nameZh`/`nameTw` empty: the English one). */
export interface RoleOption {
  id: string
  code: string
  name: string
  nameZh: string
  nameTw: string
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
  /** Within the caller's own roles' reach: they may grant it. */
  grantable: boolean
  /** They may edit and delete it: grantable and, for a delegated administrator, not a role they
   * hold themselves. Absent: as `grantable`. */
  editable?: boolean
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

/** A dictionary type as the administrator sees it (GET queryDictTypes). */
export interface DictType {
  code: string
  name: string
  /** The name in Simplified / Traditional Chinese ('' when not written: the English one shows). */
  nameZh: string
  nameTw: string
  description: string
  /** The description in Simplified / Traditional Chinese ('' when not written). */
  descriptionZh: string
  descriptionTw: string
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
  nameZh: string
  nameTw: string
  description: string
  descriptionZh: string
  descriptionTw: string
}

/** A role's names as it is created (with its code) or renamed. */
export interface RoleNamesInput {
  name: string
  nameZh: string
  nameTw: string
}

export interface DictEntryInput {
  dictType: string
  value: string
  label: string
  labelZh: string
  labelTw: string
  enabled: boolean
}
