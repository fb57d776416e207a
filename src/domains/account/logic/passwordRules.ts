/**
 * Change-password form rules (docs/spec.md#change-password-rules): old, new and confirmation each required (checked on
 * blur and change), at most 31 characters, the new one 6–31, and new and confirmation equal.
 * The messages are the ones docs/spec.md quotes, translatable.
 */
import { msg } from '@lingui/core/macro'
import { checkFields, passwordProblem } from '#platform/core/fieldRules.ts'
import type { MessageDescriptor } from '@lingui/core'
import { PASSWORD_MAX } from '#platform/core/validate.ts'

export interface PasswordForm {
  oldPassword: string
  newPassword: string
  confirmNewPassword: string
}

export type PasswordField = keyof PasswordForm
export const PASSWORD_FIELDS: PasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword']
export const PASSWORD_INPUT_MAXLENGTH = PASSWORD_MAX

export function checkPasswordField(field: PasswordField, form: PasswordForm): MessageDescriptor | undefined {
  const value = form[field]
  switch (field) {
    case 'oldPassword':
      return value === '' ? msg`Please enter the old password!` : undefined
    case 'newPassword':
      if (value === '') return msg`Please enter the new password!`
      return passwordProblem(value)
    case 'confirmNewPassword':
      if (value === '') return msg`Please enter the confirmation new password!`
      return value === form.newPassword ? undefined : msg`The new password and the confirmed new password are inconsistent!`
  }
}

export function checkPasswordForm(form: PasswordForm): Partial<Record<PasswordField, MessageDescriptor>> {
  return checkFields(PASSWORD_FIELDS, (field) => checkPasswordField(field, form))
}
