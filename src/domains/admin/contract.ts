/**
 * The administration domain's contract: organisations and dictionaries, and the
 * administrator's users API with the sign-up audit, the organisation tree, roles with their menus
 * and data scope, a user's grant, import and export, the dictionaries' administration and the
 * operation log, the sign-in log and the online sessions. Its wire types live in contract/wire.ts and
 * contract/activityWire.ts and are re-exported here.
 * Framework-free; the reference server imports the types.
 */
import type { Http } from '#platform/core/http/http.ts'
import type { DictItem, Page } from '#platform/core/api/types.ts'
import type { ImportUserRow } from './logic/userImport.ts'
import {
  ORG_PAGE_SIZE,
  toOrgNodes,
  type AdminUser,
  type AdminUserQuery,
  type AuditDecision,
  type DictEntry,
  type DictEntryInput,
  type DictType,
  type DictTypeInput,
  type GrantableMenus,
  type OrgNode,
  type OrgTreeWire,
  type Organisation,
  type OutboxMail,
  type RoleDetail,
  type RoleNamesInput,
  type RoleOption,
  type RolePermissions,
  type RoleSummary,
  type UserExport,
  type UserFormInput,
  type UserGrant,
  type UserImportResult,
} from './contract/wire.ts'
import type { OnlineSession, OpLogEntry, OpLogQuery, SessionQuery, SignInEntry, SignInQuery } from './contract/activityWire.ts'

export * from './contract/wire.ts'
export * from './contract/activityWire.ts'

const USERS = '/admin/sysuser/admin'
const ROLES = '/admin/sysrole'
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
    createRole(input: RoleNamesInput & { code: string }) {
      return http.request<{ id: string }>(`${ROLES}/createRole`, { method: 'POST', body: { ...input }, silent: true })
    },
    updateRole(input: RoleNamesInput & { id: string }) {
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
    /** The sign-in attempts within the caller's data scope, newest first. */
    querySignIns(query: SignInQuery, signal?: AbortSignal) {
      return http.request<Page<SignInEntry>>('/admin/syssignin/admin/querySignIns', { query: { ...query }, ...(signal ? { signal } : {}) })
    },
    /** The sessions signed in now, of users within the caller's data scope. */
    querySessions(query: SessionQuery, signal?: AbortSignal) {
      return http.request<Page<OnlineSession>>('/admin/syssession/admin/querySessions', { query: { ...query }, ...(signal ? { signal } : {}) })
    },
    /** Signs one session out (a write). */
    endSession(id: string) {
      return http.request<unknown>('/admin/syssession/admin/endSession', { method: 'POST', body: { id } })
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
