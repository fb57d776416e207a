import { describe, expect, it } from 'vitest'
import { checkPasswordField, checkPasswordForm } from '../../../../../src/domains/account/logic/passwordRules.ts'

const ids = (errors: ReturnType<typeof checkPasswordForm>) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message ?? v?.id]))

describe('change-password rules (docs/spec.md#change-password-rules)', () => {
  it('requires every field with the spec messages', () => {
    expect(ids(checkPasswordForm({ oldPassword: '', newPassword: '', confirmNewPassword: '' }))).toEqual({
      oldPassword: 'Please enter the old password!',
      newPassword: 'Please enter the new password!',
      confirmNewPassword: 'Please enter the confirmation new password!',
    })
  })

  it('reports a confirmation that differs', () => {
    const error = checkPasswordField('confirmNewPassword', { oldPassword: 'x', newPassword: 'secret1', confirmNewPassword: 'secret2' })
    expect(error?.message ?? error?.id).toBe('The new password and the confirmed new password are inconsistent!')
  })

  it('checks the new password length 6–31 and accepts a valid form', () => {
    expect(checkPasswordField('newPassword', { oldPassword: 'x', newPassword: '12345', confirmNewPassword: '' })).toBeDefined()
    expect(checkPasswordForm({ oldPassword: 'Passw0rd!', newPassword: 'N3w-secret', confirmNewPassword: 'N3w-secret' })).toEqual({})
  })
})
