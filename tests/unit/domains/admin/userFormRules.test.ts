// The administrator's user form rules (docs/spec.md#account-rules): required fields, username as a business e-mail
// of 3–64 characters, a 6–31 character password with letters, digits and a special character,
// a matching confirmation, e-mail and mobile formats; passwords only when creating.
import { describe, expect, it } from 'vitest'
import { checkUser, checkUserField, EMPTY_USER, type UserValues } from '../../../../src/domains/admin/logic/userFormRules.ts'

const VALID: UserValues = {
  ...EMPTY_USER,
  username: 'nora@acme.test',
  password: 'Welcome1!',
  confirmPassword: 'Welcome1!',
  nickname: 'Nora',
  roleId: '2',
  orgId: '7',
  status: 'enabled',
  userType: 'internal',
}
const idOf = (d: { id?: string } | undefined) => d?.id

describe('user form rules', () => {
  it('accepts a complete new user and names every missing required field', () => {
    expect(checkUser(VALID, true)).toEqual({})
    expect(Object.keys(checkUser(EMPTY_USER, true)).sort()).toEqual(['confirmPassword', 'nickname', 'orgId', 'password', 'roleId', 'status', 'username'])
  })

  it('checks username, password, confirmation, e-mail and mobile', () => {
    const problem = (patch: Partial<UserValues>, field: keyof UserValues) => idOf(checkUserField(field, { ...VALID, ...patch }, true))
    expect(problem({ username: 'nora' }, 'username')).toBeDefined()
    expect(problem({ username: `${'n'.repeat(60)}@acme.test` }, 'username')).toBeDefined()
    expect(problem({ password: 'Ab1!' }, 'password')).toBeDefined()
    expect(problem({ password: 'Welcome12', confirmPassword: 'Welcome12' }, 'password')).toBeDefined()
    expect(problem({ password: `Welcome1!${'x'.repeat(30)}` }, 'password')).toBeDefined()
    expect(problem({ confirmPassword: 'Welcome1?' }, 'confirmPassword')).toBeDefined()
    expect(problem({ email: 'not-an-address' }, 'email')).toBeDefined()
    expect(problem({ email: 'nora.n@gmail.com' }, 'email')).toBeUndefined()
    expect(problem({ mobile: '12ab' }, 'mobile')).toBeDefined()
    expect(problem({ mobile: '13800000042' }, 'mobile')).toBeUndefined()
    // The password is typed exactly: spaces count.
    expect(problem({ password: ' Welcome1! ', confirmPassword: 'Welcome1!' }, 'confirmPassword')).toBeDefined()
  })

  it('does not ask for a password when editing', () => {
    expect(checkUser({ ...VALID, password: '', confirmPassword: '' }, false)).toEqual({})
  })
})
