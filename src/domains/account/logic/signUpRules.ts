/**
 * Sign-up form rules (docs/spec.md#account-rules): the standard (English) set and the stricter Chinese set
 * — mobile format, non-empty referee, company, job title and full name, and a password with
 * letters, digits and special characters — chosen by language. Messages are translatable.
 */
import { msg } from '@lingui/core/macro'
import { checkFields, confirmationProblem, emailProblem, emailUsernameProblem, passwordProblem } from '#platform/core/fieldRules.ts'
import type { MessageDescriptor } from '@lingui/core'
import type { Language } from '#platform/core/i18n/language.ts'
import { validMobile } from '#platform/core/validate.ts'

export type SignUpField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'fullName'
  | 'company'
  | 'jobTitle'
  | 'countryCode'
  | 'mobile'
  | 'referee'
  | 'nickname'
  | 'email'
  | 'charCaptcha'

export type SignUpValues = Record<SignUpField, string>
export type SignUpErrors = Partial<Record<SignUpField, MessageDescriptor>>
export type RuleSet = 'standard' | 'strict'

export const SIGNUP_FIELDS: SignUpField[] = [
  'username',
  'password',
  'confirmPassword',
  'fullName',
  'nickname',
  'company',
  'jobTitle',
  'countryCode',
  'mobile',
  'email',
  'referee',
  'charCaptcha',
]

/** Chinese readings carry the stricter rules. */
export function ruleSetFor(lang: Language): RuleSet {
  return lang === 'en' ? 'standard' : 'strict'
}

/** Whether `field` must be filled under `rules` (for the required marker). */
export function isRequired(field: SignUpField, rules: RuleSet): boolean {
  const always: SignUpField[] = ['username', 'password', 'confirmPassword', 'nickname', 'charCaptcha']
  const strictOnly: SignUpField[] = ['fullName', 'company', 'jobTitle', 'countryCode', 'mobile', 'referee']
  return always.includes(field) || (rules === 'strict' && strictOnly.includes(field))
}

const REQUIRED: Record<SignUpField, MessageDescriptor> = {
  username: msg`Please enter your business e-mail`,
  password: msg`Please enter a password`,
  confirmPassword: msg`Please confirm the password`,
  fullName: msg`Please enter your full name`,
  company: msg`Please enter your company`,
  jobTitle: msg`Please enter your job title`,
  countryCode: msg`Please select a country code`,
  mobile: msg`Please enter your mobile number`,
  referee: msg`Please enter your referee`,
  nickname: msg`Please enter a nickname`,
  email: msg`Please enter your e-mail`,
  charCaptcha: msg`Please enter the characters in the picture`,
}

export function checkSignUpField(field: SignUpField, values: SignUpValues, rules: RuleSet): MessageDescriptor | undefined {
  const raw = values[field] ?? ''
  const value = field === 'password' || field === 'confirmPassword' ? raw : raw.trim()
  if (value === '') {
    // A mobile number needs its country code, whichever rule set applies.
    const needed = isRequired(field, rules) || (field === 'countryCode' && values.mobile.trim() !== '')
    return needed ? REQUIRED[field] : undefined
  }
  switch (field) {
    case 'username':
      return emailUsernameProblem(value)
    case 'email':
      return emailProblem(value)
    case 'password':
      return passwordProblem(value, rules === 'strict')
    case 'confirmPassword':
      return confirmationProblem(value, values.password)
    case 'mobile':
      if (values.countryCode.trim() === '') return undefined // reported on the country code
      return validMobile(values.countryCode, value) ? undefined : msg`Please enter a correct phone number`
    default:
      return undefined
  }
}

export function checkSignUp(values: SignUpValues, rules: RuleSet): SignUpErrors {
  return checkFields(SIGNUP_FIELDS, (field) => checkSignUpField(field, values, rules))
}
