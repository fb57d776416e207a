/**
 * Rules several forms share, with their messages (docs/spec.md#validation): a password's length
 * and, under the strict (Chinese) set, its kinds of character; its confirmation; an e-mail
 * address; a username that is a business e-mail; and checking each field of a form into its errors. Framework-free: the messages are Lingui descriptors a form translates.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { PASSWORD_MAX, PASSWORD_MIN, validEmail, validPassword, validUsername } from './validate.ts'

/** What is wrong with a typed password (never trimmed), or undefined. */
export function passwordProblem(value: string, strict = false): MessageDescriptor | undefined {
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return msg`The password must be 6 to 31 characters`
  if (strict && !validPassword(value, true)) return msg`The password must contain letters, digits and special characters`
  return undefined
}

/** A confirmation that is not the password typed. */
export function confirmationProblem(value: string, password: string): MessageDescriptor | undefined {
  return value === password ? undefined : msg`The two passwords do not match`
}

/** What is wrong with a (trimmed) e-mail address, or undefined. */
export function emailProblem(value: string): MessageDescriptor | undefined {
  return validEmail(value) ? undefined : msg`Please enter a valid e-mail address`
}

/** A username that is an e-mail address (sign-up and the user form), 3 to 64 characters. */
export function emailUsernameProblem(value: string): MessageDescriptor | undefined {
  return emailProblem(value) ?? (validUsername(value) ? undefined : msg`The username must be 3 to 64 characters`)
}

/** Each field's problem, by field; a field without one is left out. */
export function checkFields<F extends string, E>(fields: readonly F[], check: (field: F) => E | undefined): Partial<Record<F, E>> {
  const errors: Partial<Record<F, E>> = {}
  for (const field of fields) {
    const error = check(field)
    if (error) errors[field] = error
  }
  return errors
}
