/**
 * The account's field rules (docs/spec.md#account-rules): username and password lengths, e-mail and mobile
 * formats, and the profile fields a user may set, with their columns — shared by sign-up,
 * profile updates and the password change.
 */
import type { TextRule } from '../../platform/params.ts'

export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/
export const MOBILE_PATTERN = /^\d{5,15}$/
export const PASSWORD_LENGTH = { min: 6, max: 31 } as const
export const USERNAME_LENGTH = { min: 3, max: 64 } as const

/** Optional text fields a user may set on their account, with their rules. */
export const PROFILE_FIELDS = {
  nickname: { column: 'nickname', rule: { label: /*i18n*/ 'Nickname', max: 64, required: true } },
  fullName: { column: 'full_name', rule: { label: /*i18n*/ 'Full name', max: 64, required: true } },
  company: { column: 'company', rule: { label: /*i18n*/ 'Company', max: 128, required: true } },
  jobTitle: { column: 'job_title', rule: { label: /*i18n*/ 'Job title', max: 64, required: true } },
  mobile: {
    column: 'mobile',
    rule: { label: /*i18n*/ 'Mobile', max: 15, pattern: MOBILE_PATTERN, patternMessage: /*i18n*/ 'The mobile number must be 5 to 15 digits' },
  },
  email: {
    column: 'email',
    rule: { label: /*i18n*/ 'E-mail', max: 128, pattern: EMAIL_PATTERN, patternMessage: /*i18n*/ 'Please enter a valid e-mail address' },
  },
  phone: {
    column: 'phone',
    rule: { label: /*i18n*/ 'Phone', max: 32, pattern: /^[\d+\-() ]+$/, patternMessage: /*i18n*/ 'Please enter a correct phone number' },
  },
  geographic: { column: 'geographic', rule: { label: /*i18n*/ 'Region', max: 128 } },
  address: { column: 'address', rule: { label: /*i18n*/ 'Address', max: 256 } },
  profile: { column: 'profile', rule: { label: /*i18n*/ 'Profile', max: 2000 } },
  avatar: {
    column: 'avatar',
    rule: { label: /*i18n*/ 'Avatar', max: 2048, pattern: /^(https?:\/\/|\/)\S*$/, patternMessage: /*i18n*/ 'The avatar must be an http(s) URL or a path' },
  },
} as const satisfies Record<string, { column: string; rule: TextRule }>
