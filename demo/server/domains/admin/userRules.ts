/**
 * The rules of a user an administrator creates or edits (docs/spec.md#user-form, docs/spec.md#account-rules): each
 * failure is a 400 whose body names the field (`field`), so the form marks it.
 */
import { fieldError } from '../../platform/http.ts'
import { text, type Message, type Text } from '../../platform/i18n.ts'
import { checkText, type TextRule } from '../../platform/params.ts'
import { MAX_USER_ORGS } from '../../../../src/domains/admin/contract.ts'
import { EMAIL_PATTERN, PASSWORD_LENGTH, PROFILE_FIELDS, USERNAME_LENGTH } from '../account/index.ts'

export const USER_STATUSES = ['enabled', 'disabled'] as const
/** A dictionary code (a user type is one of the `userType` dictionary's codes). */
export const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/
export const AUDIT_STATUSES = ['pending', 'approved', 'rejected'] as const
/** Letters, digits and a special character (the Chinese form's password rule). */
const PASSWORD_CLASSES = [/[A-Za-z]/, /\d/, /[^A-Za-z\d\s]/]

export { fieldError }

export interface UserInput {
  username: string
  /** Only on create. */
  password?: string
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
  status: (typeof USER_STATUSES)[number]
  /** A code of the tenant's `userType` dictionary (checked against it by users.ts). */
  userType: string
  isUse: boolean
  roleId: number
  orgId: number
  /** The further organisations (distinct, without `orgId`); undefined: unchanged. */
  otherOrgIds?: number[]
}

/** The optional text fields of a user, with their rules (the import checks each cell by them). */
export const TEXT_FIELDS: Record<string, TextRule> = {
  nickname: PROFILE_FIELDS.nickname.rule,
  fullName: { ...PROFILE_FIELDS.fullName.rule, required: false },
  company: { ...PROFILE_FIELDS.company.rule, required: false },
  jobTitle: { ...PROFILE_FIELDS.jobTitle.rule, required: false },
  mobile: PROFILE_FIELDS.mobile.rule,
  email: PROFILE_FIELDS.email.rule,
  referee: { label: /*i18n*/ 'Referee', max: 64 },
  geographic: PROFILE_FIELDS.geographic.rule,
  address: PROFILE_FIELDS.address.rule,
  profile: PROFILE_FIELDS.profile.rule,
  avatar: PROFILE_FIELDS.avatar.rule,
}

/** The password rule on its own (create and reset share it). */
export function passwordProblem(password: unknown, confirm: unknown): { field: string; message: Text } | null {
  if (typeof password !== 'string' || password.length === 0) return { field: 'password', message: text(/*i18n*/ 'Please enter the password') }
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    return { field: 'password', message: text(/*i18n*/ 'The password must be {min} to {max} characters', PASSWORD_LENGTH) }
  }
  if (!PASSWORD_CLASSES.every((re) => re.test(password))) {
    return { field: 'password', message: text(/*i18n*/ 'The password must contain letters, digits and special characters') }
  }
  if (password !== confirm) {
    return { field: 'confirmPassword', message: text(/*i18n*/ 'The password and the confirmation password do not match') }
  }
  return null
}

function choice<T extends string>(body: Record<string, unknown>, field: string, allowed: readonly T[], message: Message): T {
  const value = body[field]
  if (typeof value !== 'string' || value === '') throw fieldError(field, message)
  if (!(allowed as readonly string[]).includes(value))
    throw fieldError(field, /*i18n*/ '{name} must be one of {allowed}', { name: field, allowed: allowed.join(', ') })
  return value as T
}

function id(body: Record<string, unknown>, field: string, message: Message): number {
  const raw = body[field]
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  if (text === '') throw fieldError(field, message)
  if (!/^\d{1,9}$/.test(text)) throw fieldError(field, /*i18n*/ '{name} is not a valid id', { name: field })
  return Number(text)
}

/** A list of at most `max` distinct ids (numbers or digit strings), else a 400 naming `field`. */
function idList(raw: unknown, field: string, max: number): number[] {
  if (!Array.isArray(raw) || raw.length > max) throw fieldError(field, /*i18n*/ '{name} must be a list of at most {max} ids', { name: field, max })
  const ids = raw.map((value) => id({ [field]: value }, field, /*i18n*/ 'Please select an organisation'))
  return [...new Set(ids)]
}

/** What is wrong with a (trimmed) username, or null. */
export function usernameProblem(username: string): Text | null {
  if (!username) return text(/*i18n*/ 'Please enter the username')
  if (username.length < USERNAME_LENGTH.min || username.length > USERNAME_LENGTH.max) {
    return text(/*i18n*/ 'The username must be {min} to {max} characters', USERNAME_LENGTH)
  }
  if (!EMAIL_PATTERN.test(username)) return text(/*i18n*/ 'The username must be a business e-mail address')
  return null
}

/** The checked, trimmed user, or a field error for the first problem found. */
export function validateUser(body: Record<string, unknown>, mode: 'create' | 'edit'): UserInput {
  const username = typeof body.username === 'string' ? body.username.trim() : ''
  const problem = usernameProblem(username)
  if (problem) throw fieldError('username', problem)
  let password: string | undefined
  if (mode === 'create') {
    const problem = passwordProblem(body.password, body.confirmPassword)
    if (problem) throw fieldError(problem.field, problem.message)
    password = body.password as string
  }
  const text: Record<string, string> = {}
  for (const [field, rule] of Object.entries(TEXT_FIELDS)) {
    const result = checkText(body[field], rule)
    if ('error' in result) throw fieldError(field, result.error)
    text[field] = result.value
  }
  const roleId = id(body, 'roleId', /*i18n*/ 'Please select a role')
  const orgId = id(body, 'orgId', /*i18n*/ 'Please select an organisation')
  const status = choice(body, 'status', USER_STATUSES, /*i18n*/ 'Please select a status')
  const userType = body.userType === undefined ? 'internal' : body.userType
  if (typeof userType !== 'string' || userType === '') throw fieldError('userType', /*i18n*/ 'Please select a user type')
  if (!CODE_PATTERN.test(userType)) throw fieldError('userType', /*i18n*/ '{name} is not a valid code', { name: 'userType' })
  const isUse = body.isUse === undefined ? true : body.isUse === true || body.isUse === 'true'
  if (body.isUse !== undefined && typeof body.isUse !== 'boolean' && body.isUse !== 'true' && body.isUse !== 'false') {
    throw fieldError('isUse', /*i18n*/ '{name} must be true or false', { name: 'isUse' })
  }
  const otherOrgIds = body.otherOrgIds === undefined ? undefined : idList(body.otherOrgIds, 'otherOrgIds', MAX_USER_ORGS).filter((o) => o !== orgId)
  return {
    ...(otherOrgIds ? { otherOrgIds } : {}),
    username,
    password,
    status,
    userType,
    isUse,
    roleId,
    orgId,
    nickname: text.nickname,
    fullName: text.fullName,
    company: text.company,
    jobTitle: text.jobTitle,
    mobile: text.mobile,
    email: text.email,
    referee: text.referee,
    geographic: text.geographic,
    address: text.address,
    profile: text.profile,
    avatar: text.avatar,
  }
}
