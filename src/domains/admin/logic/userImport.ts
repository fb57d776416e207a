/**
 * The users import's shape, framework-free (the console and the reference server share it): the
 * template's columns (the field names of docs/spec.md#user-form), the headers each column is recognised by (its field
 * name, English, Simplified and Traditional Chinese labels), the rows as sent to the server, and
 * the dictionary labels a cell may hold for status, user type and in use, mapped to their codes.
 */

/** The template's columns, in order. `roleId` and `orgId` take a role or organisation by name or code. */
export const IMPORT_COLUMNS = [
  'username',
  'initialPassword',
  'nickname',
  'fullName',
  'email',
  'mobile',
  'company',
  'jobTitle',
  'referee',
  'status',
  'roleId',
  'orgId',
  'userType',
  'isUse',
  'geographic',
  'address',
  'profile',
] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]

/** At most this many rows in one import (the server refuses more). */
export const MAX_USER_IMPORT_ROWS = 5000
/** Bytes an import request may carry (JSON of 5 000 full rows fits). */
export const MAX_USER_IMPORT_BYTES = 4 * 1024 * 1024
/** At most this many users in one export. */
export const MAX_USER_EXPORT_ROWS = 10_000

/** Other headers each column is known by (compared without case, spaces, '-' and '_'). */
const ALIASES: Record<ImportColumn, string[]> = {
  username: ['username', 'user name', 'login', '用户名', '用戶名', '账号', '帳號'],
  initialPassword: ['password', 'initial password', '初始密码', '初始密碼', '密码', '密碼'],
  nickname: ['nickname', 'nick name', '昵称', '暱稱'],
  fullName: ['full name', 'name', '姓名'],
  email: ['email', 'e-mail', 'mail', '邮箱', '郵箱', '电子邮件', '電子郵件'],
  mobile: ['mobile', 'phone', '手机', '手機', '手机号', '手機號'],
  company: ['company', '公司'],
  jobTitle: ['job title', 'title', '职位', '職位'],
  referee: ['referee', '推荐人', '推薦人'],
  status: ['status', '状态', '狀態'],
  roleId: ['role', 'role id', '角色'],
  orgId: ['organisation', 'organization', 'org', 'org id', '组织', '組織', '机构', '機構'],
  userType: ['user type', 'type', '用户类型', '用戶類型'],
  isUse: ['in use', 'is use', '是否启用', '是否啟用', '在用'],
  geographic: ['region', 'geographic', '地区', '地區'],
  address: ['address', '地址'],
  profile: ['profile', '简介', '簡介', '个人简介', '個人簡介'],
}

const squash = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '')

/** The column a header names, or null. */
export function columnOf(header: string): ImportColumn | null {
  const key = squash(header)
  for (const column of IMPORT_COLUMNS) {
    if (squash(column) === key || ALIASES[column].some((alias) => squash(alias) === key)) return column
  }
  return null
}

/** One row as sent to the server: its place in the file and the cells of the known columns. */
export interface ImportUserRow {
  row: number
  values: Partial<Record<ImportColumn, string>>
}

/** The file's columns matched to ours: each header's column (or null: ignored), and whether the
 * required username column is there. A column named twice keeps its first header. */
export function matchHeaders(headers: readonly string[]): { columns: Array<ImportColumn | null>; ignored: string[]; hasUsername: boolean } {
  const seen = new Set<ImportColumn>()
  const columns = headers.map((header) => {
    const column = columnOf(header)
    if (column === null || seen.has(column)) return null
    seen.add(column)
    return column
  })
  return { columns, ignored: headers.filter((_, i) => columns[i] === null), hasUsername: seen.has('username') }
}

/** The table's rows with their known cells (trimmed; a row is kept even when empty cells). */
export function importRows(table: { headers: readonly string[]; rows: readonly string[][]; lines: readonly number[] }): ImportUserRow[] {
  const { columns } = matchHeaders(table.headers)
  return table.rows.map((cells, i) => {
    const values: ImportUserRow['values'] = {}
    columns.forEach((column, j) => {
      if (column) values[column] = (cells[j] ?? '').trim()
    })
    return { row: table.lines[i] ?? i + 2, values }
  })
}

/** The labels (en, zh, tw) and codes a choice cell may hold. */
export const CHOICE_LABELS = {
  status: { enabled: ['enabled', 'enable', 'active', '启用', '啟用', '正常'], disabled: ['disabled', 'disable', 'inactive', '禁用', '停用'] },
  userType: { internal: ['internal', '内部', '內部', '内部用户', '內部用戶'], partner: ['partner', '合作伙伴', '合作夥伴', '伙伴', '夥伴'] },
  isUse: { true: ['true', 'yes', 'y', '1', '是', '在用'], false: ['false', 'no', 'n', '0', '否', '不在用'] },
} as const satisfies Record<string, Record<string, readonly string[]>>
export type ChoiceColumn = keyof typeof CHOICE_LABELS

/** A choice cell's code (its code or any label, any case), with extra labels (a tenant's
 * dictionary: label → code) tried too; null when nothing matches. */
export function choiceCode(column: ChoiceColumn, cell: string, extra: ReadonlyMap<string, string> = new Map()): string | null {
  const key = cell.trim().toLowerCase()
  for (const [code, labels] of Object.entries(CHOICE_LABELS[column]) as Array<[string, readonly string[]]>) {
    if (key === code || labels.includes(key)) return code
  }
  return extra.get(key) ?? null
}

/** The template: the header row and one example row. */
export function templateTable(): { fields: string[]; data: string[][] } {
  const example: Record<ImportColumn, string> = {
    username: 'jane.doe@example.com',
    initialPassword: '',
    nickname: 'Jane',
    fullName: 'Jane Doe',
    email: 'jane@example.com',
    mobile: '13800000000',
    company: 'Example Ltd',
    jobTitle: 'Chemist',
    referee: '',
    status: 'Enabled',
    roleId: 'ROLE_MEMBER',
    orgId: 'ORG00001',
    userType: 'Internal',
    isUse: 'yes',
    geographic: 'Shanghai',
    address: '',
    profile: '',
  }
  return { fields: [...IMPORT_COLUMNS], data: [IMPORT_COLUMNS.map((c) => example[c])] }
}
