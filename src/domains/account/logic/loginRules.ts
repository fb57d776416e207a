/**
 * Client-side checks of the sign-in form (docs/spec.md#account-rules): every field required, username 3–64,
 * password 6–31 (checked as typed, never trimmed). Returns translatable messages per field.
 */
import { msg } from '@lingui/core/macro'
import { checkFields, passwordProblem } from '#platform/core/fieldRules.ts'
import type { MessageDescriptor } from '@lingui/core'
import type { LoginInput } from '#platform/core/api/auth.ts'
import { validUsername } from '#platform/core/validate.ts'

export type LoginErrors = Partial<Record<keyof LoginInput, MessageDescriptor>>

export function checkLoginField(field: keyof LoginInput, value: string): MessageDescriptor | undefined {
  switch (field) {
    case 'tenantCode':
      return value.trim() === '' ? msg`Please enter your tenant code` : undefined
    case 'username': {
      const v = value.trim()
      if (v === '') return msg`Please enter your username`
      if (!validUsername(v)) return msg`The username must be 3 to 64 characters`
      return undefined
    }
    case 'password':
      if (value === '') return msg`Please enter your password`
      return passwordProblem(value)
  }
}

export function checkLogin(input: LoginInput): LoginErrors {
  return checkFields(['tenantCode', 'username', 'password'] as const, (field) => checkLoginField(field, input[field]))
}
