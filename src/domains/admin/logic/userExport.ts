/**
 * The users export's table, framework-free: the import template's columns (so an exported file
 * can be edited and imported again — role by code, organisation by name, status and type by
 * code) without the password, then the avatar, sign-up state and creation time.
 */
import type { AdminUser } from '../contract.ts'
import { IMPORT_COLUMNS } from './userImport.ts'

const COLUMNS = [...IMPORT_COLUMNS.filter((c) => c !== 'initialPassword'), 'avatar', 'auditStatus', 'createdAt'] as const

export function usersExportTable(users: readonly AdminUser[]): { fields: string[]; data: string[][] } {
  const cell = (u: AdminUser, column: (typeof COLUMNS)[number]): string => {
    if (column === 'roleId') return u.roleCode
    if (column === 'orgId') return u.orgName
    if (column === 'isUse') return u.isUse ? 'yes' : 'no'
    return u[column]
  }
  return { fields: [...COLUMNS], data: users.map((u) => COLUMNS.map((c) => cell(u, c))) }
}
