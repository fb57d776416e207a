// The rules several forms share (src/platform/core/fieldRules.ts): their boundaries and messages.
import { describe, expect, it } from 'vitest'
import { checkFields, confirmationProblem, emailProblem, emailUsernameProblem, passwordProblem } from '#platform/core/fieldRules.ts'

const text = (m: { message?: string } | undefined) => m?.message

describe('shared field rules', () => {
  it('a password is 6 to 31 characters as typed; the strict set also needs a letter, a digit and a special character', () => {
    expect(text(passwordProblem('12345'))).toBe('The password must be 6 to 31 characters')
    expect(passwordProblem('123456')).toBeUndefined()
    expect(passwordProblem('x'.repeat(31))).toBeUndefined()
    expect(text(passwordProblem('x'.repeat(32)))).toBe('The password must be 6 to 31 characters')
    expect(text(passwordProblem('abcdef1', true))).toBe('The password must contain letters, digits and special characters')
    expect(passwordProblem('abcde1!', true)).toBeUndefined()
    // Length is told first, under either set.
    expect(text(passwordProblem('a1!', true))).toBe('The password must be 6 to 31 characters')
  })

  it('a confirmation equals the password exactly', () => {
    expect(confirmationProblem('secret1', 'secret1')).toBeUndefined()
    expect(text(confirmationProblem('secret1 ', 'secret1'))).toBe('The two passwords do not match')
  })

  it('an e-mail username is an address of 3 to 64 characters', () => {
    expect(emailUsernameProblem('lab@acme.test')).toBeUndefined()
    expect(text(emailUsernameProblem('lab'))).toBe('Please enter a valid e-mail address')
    expect(text(emailUsernameProblem(`${'a'.repeat(60)}@acme.test`))).toBe('The username must be 3 to 64 characters')
    expect(text(emailProblem('a@b'))).toBe('Please enter a valid e-mail address')
  })

  it('checks every field and keeps only those with a problem', () => {
    const values = { a: '', b: 'ok', c: '' }
    expect(checkFields(['a', 'b', 'c'] as const, (f) => (values[f] === '' ? `${f} missing` : undefined))).toEqual({ a: 'a missing', c: 'c missing' })
  })
})
