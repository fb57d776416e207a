/**
 * The rules of the administrator's user form (docs/spec.md#user-form, docs/spec.md#account-rules), checked as the user
 * types and again on save; the reference server checks the same and names the field of any
 * problem it finds (then the form marks that field). Messages are translatable; the wording is
 * the sign-up form's where the rule is the same.
 */
import { msg } from '@lingui/core/macro'
import { checkFields, confirmationProblem, emailProblem, emailUsernameProblem, passwordProblem } from '#platform/core/fieldRules.ts'
import type { MessageDescriptor } from '@lingui/core'

export type UserField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'nickname'
  | 'fullName'
  | 'email'
  | 'mobile'
  | 'company'
  | 'jobTitle'
  | 'referee'
  | 'geographic'
  | 'address'
  | 'profile'
  | 'roleId'
  | 'orgId'
  | 'status'
  | 'userType'
  | 'avatar'

export type UserValues = Record<UserField, string>
export type UserErrors = Partial<Record<UserField, MessageDescriptor>>

export const USER_FIELDS: UserField[] = [
  'username',
  'password',
  'confirmPassword',
  'nickname',
  'fullName',
  'email',
  'mobile',
  'company',
  'jobTitle',
  'referee',
  'geographic',
  'address',
  'profile',
  'roleId',
  'orgId',
  'status',
  'userType',
  'avatar',
]

export const EMPTY_USER: UserValues = Object.fromEntries(USER_FIELDS.map((f) => [f, ''])) as UserValues

const REQUIRED: Partial<Record<UserField, MessageDescriptor>> = {
  username: msg`Please enter the username (a business e-mail)`,
  password: msg`Please enter a password`,
  confirmPassword: msg`Please confirm the password`,
  nickname: msg`Please enter a nickname`,
  roleId: msg`Please select a role`,
  orgId: msg`Please select an organisation`,
  status: msg`Please select a status`,
}

/** The problem with one field, if any; passwords only when creating. */
export function checkUserField(field: UserField, values: UserValues, creating: boolean): MessageDescriptor | undefined {
  if (!creating && (field === 'password' || field === 'confirmPassword')) return undefined
  const raw = values[field] ?? ''
  const value = field === 'password' || field === 'confirmPassword' ? raw : raw.trim()
  if (value === '') return REQUIRED[field]
  switch (field) {
    case 'username':
      return emailUsernameProblem(value)
    case 'email':
      return emailProblem(value)
    case 'password':
      // The reference server holds every administrator-made password to the strict set.
      return passwordProblem(value, true)
    case 'confirmPassword':
      return confirmationProblem(value, values.password)
    case 'mobile':
      return /^\d{5,15}$/.test(value) ? undefined : msg`Please enter a correct phone number`
    default:
      return undefined
  }
}

export function checkUser(values: UserValues, creating: boolean): UserErrors {
  return checkFields(USER_FIELDS, (field) => checkUserField(field, values, creating))
}
