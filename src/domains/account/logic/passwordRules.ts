/**
 * Change-password form rules (docs/spec.md#change-password-rules): old, new and confirmation each required (checked on
 * blur and change), at most 31 characters, the new one 6–31, and new and confirmation equal.
 * The messages are the ones docs/spec.md quotes, translatable.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { PASSWORD_MAX, validPassword } from '#platform/core/validate.ts'

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
      return validPassword(value) ? undefined : msg`The password must be 6 to 31 characters`
    case 'confirmNewPassword':
      if (value === '') return msg`Please enter the confirmation new password!`
      return value === form.newPassword ? undefined : msg`The new password and the confirmed new password are inconsistent!`
  }
}

export function checkPasswordForm(form: PasswordForm): Partial<Record<PasswordField, MessageDescriptor>> {
  const errors: Partial<Record<PasswordField, MessageDescriptor>> = {}
  for (const field of PASSWORD_FIELDS) {
    const error = checkPasswordField(field, form)
    if (error) errors[field] = error
  }
  return errors
}
