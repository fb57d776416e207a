/**
 * Reading users as the wire's `CurrentUser` (never with the password hash), always within one
 * tenant, and the field rules shared by sign-up and profile updates (spec §5).
 */
import type { AuditStatus, CurrentUser } from '../../src/platform/core/api/types.ts'
import type { Queryable } from './db.ts'

const USER_COLUMNS = `u.id, u.username, u.nickname, u.full_name, u.company, u.job_title, u.referee,
  u.country_code, u.mobile, u.email, u.phone, u.geographic, u.address, u.profile, u.avatar,
  u.audit_status, t.code as tenant_code`

interface UserRow {
  id: number
  username: string
  nickname: string
  full_name: string
  company: string
  job_title: string
  referee: string
  country_code: string
  mobile: string
  email: string
  phone: string
  geographic: string
  address: string
  profile: string
  avatar: string
  audit_status: AuditStatus
  tenant_code: string
}

function toCurrentUser(row: UserRow, roles: string[]): CurrentUser {
  return {
    id: String(row.id),
    username: row.username,
    nickname: row.nickname,
    fullName: row.full_name,
    company: row.company,
    jobTitle: row.job_title,
    referee: row.referee,
    countryCode: row.country_code,
    mobile: row.mobile,
    email: row.email,
    phone: row.phone,
    geographic: row.geographic,
    address: row.address,
    profile: row.profile,
    introduction: row.nickname,
    avatar: row.avatar,
    roles,
    tenantCode: row.tenant_code,
    auditStatus: row.audit_status,
  }
}

/** The user's role codes, in their order. */
export async function userRoles(q: Queryable, userId: number): Promise<string[]> {
  const rows = await q.query<{ code: string }>(
    `select r.code from user_roles ur join roles r on r.id = ur.role_id
     where ur.user_id = $1 order by ur.sort, r.sort, r.id`,
    [userId],
  )
  return rows.map((row) => row.code)
}

/** The user with this id in this tenant, or null (another tenant's user is "not found"). */
export async function findUser(q: Queryable, tenantId: number, userId: number): Promise<CurrentUser | null> {
  const [row] = await q.query<UserRow>(
    `select ${USER_COLUMNS} from users u join tenants t on t.id = u.tenant_id
     where u.id = $1 and u.tenant_id = $2`,
    [userId, tenantId],
  )
  return row ? toCurrentUser(row, await userRoles(q, row.id)) : null
}

/** A user id from the wire ("12"), or null when it cannot be one. */
export function parseUserId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  if (!/^\d{1,9}$/.test(text)) return null
  return Number(text)
}

export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/
export const MOBILE_PATTERN = /^\d{5,15}$/
export const PASSWORD_LENGTH = { min: 6, max: 31 } as const
export const USERNAME_LENGTH = { min: 3, max: 64 } as const

export interface TextRule {
  label: string
  max: number
  required?: boolean
  pattern?: RegExp
  patternMessage?: string
}

/** Optional text fields a user may set on their account, with their rules. */
export const PROFILE_FIELDS = {
  nickname: { column: 'nickname', rule: { label: 'Nickname', max: 64 } },
  fullName: { column: 'full_name', rule: { label: 'Full name', max: 64, required: true } },
  company: { column: 'company', rule: { label: 'Company', max: 128, required: true } },
  jobTitle: { column: 'job_title', rule: { label: 'Job title', max: 64, required: true } },
  mobile: {
    column: 'mobile',
    rule: { label: 'Mobile', max: 15, pattern: MOBILE_PATTERN, patternMessage: 'The mobile number must be 5 to 15 digits' },
  },
  email: {
    column: 'email',
    rule: { label: 'E-mail', max: 128, pattern: EMAIL_PATTERN, patternMessage: 'Please enter a valid e-mail address' },
  },
  phone: {
    column: 'phone',
    rule: { label: 'Phone', max: 32, pattern: /^[\d+\-() ]+$/, patternMessage: 'Please enter a correct phone number' },
  },
  geographic: { column: 'geographic', rule: { label: 'Region', max: 128 } },
  address: { column: 'address', rule: { label: 'Address', max: 256 } },
  profile: { column: 'profile', rule: { label: 'Profile', max: 2000 } },
  avatar: {
    column: 'avatar',
    rule: { label: 'Avatar', max: 2048, pattern: /^(https?:\/\/|\/)\S*$/, patternMessage: 'The avatar must be an http(s) URL or a path' },
  },
} as const satisfies Record<string, { column: string; rule: TextRule }>

export type ProfileField = keyof typeof PROFILE_FIELDS

/** Checks one text value against its rule; returns the trimmed value or an error message. */
export function checkText(value: unknown, rule: TextRule): { value: string } | { error: string } {
  if (value === undefined || value === null) value = ''
  if (typeof value !== 'string') return { error: `${rule.label} must be text` }
  const text = value.trim()
  if (text === '') return rule.required ? { error: `${rule.label} is required` } : { value: '' }
  if (text.length > rule.max) return { error: `${rule.label} must be at most ${rule.max} characters` }
  if (rule.pattern && !rule.pattern.test(text)) return { error: rule.patternMessage ?? `${rule.label} is not valid` }
  return { value: text }
}
