/**
 * The sign-in flow (docs/spec.md#session): trim tenant code and username (never the password) → password
 * grant → `token` cookie → registerNewSession (result unused) → user info, which must exist and
 * carry a non-empty role list → `userId` in local storage. Failures are `SignInError`s whose
 * `reason` the UI translates.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AuthApi, LoginInput, OAuthClient } from '../api/auth.ts'
import type { CurrentUser } from '../api/types.ts'
import { ApiError } from '../http/errors.ts'
import { USER_ID_KEY, type TokenStore } from './tokenStore.ts'

export type SignInFailure = 'badCredentials' | 'pending' | 'rejected' | 'verifyFailed' | 'rolesRequired' | 'network' | 'tooManyAttempts'

export const SIGN_IN_MESSAGES: Record<SignInFailure, MessageDescriptor> = {
  badCredentials: msg`Incorrect account or password !`,
  pending: msg`Your account is waiting for approval. You will receive an e-mail when it is approved.`,
  rejected: msg`Your sign-up was not approved. Please contact your organisation.`,
  verifyFailed: msg`验证失败，请重新登录。`,
  rolesRequired: msg`角色必须为非null数组！`,
  network: msg`The server could not be reached. Please try again.`,
  // Values: `minutes`, the wait the server asked for (its Retry-After), rounded up.
  tooManyAttempts: msg({
    message: 'Too many failed sign-in attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  }),
}

/** The values a failure's message reads (the wait of `tooManyAttempts`). */
export function signInMessageValues(failure: SignInError): Record<string, number> {
  return { minutes: Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60)) }
}

/** The message of a failure with its values, for `i18n._`. */
export function signInMessage(failure: SignInError): MessageDescriptor {
  return { ...SIGN_IN_MESSAGES[failure.reason], values: signInMessageValues(failure) }
}

export class SignInError extends Error {
  readonly reason: SignInFailure
  /** Server or network detail, for logs and the network message. */
  readonly detail?: string
  /** With `tooManyAttempts`: the seconds the server asked to wait. */
  readonly retryAfterSeconds?: number
  constructor(reason: SignInFailure, detail?: string, retryAfterSeconds?: number) {
    super(reason)
    this.name = 'SignInError'
    this.reason = reason
    this.detail = detail
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export interface SignInDeps {
  api: AuthApi
  tokens: TokenStore
  storage?: Pick<Storage, 'setItem'>
  /** The OAuth client to present (the family's `browser`/`ui` by default). */
  client?: OAuthClient
}

/** Tenant code and username are trimmed; the password is sent exactly as typed. */
export function normaliseLogin(input: LoginInput): LoginInput {
  return { tenantCode: input.tenantCode.trim(), username: input.username.trim(), password: input.password }
}

function failureOf(error: unknown): SignInError {
  if (error instanceof SignInError) return error
  if (error instanceof ApiError) {
    if (error.kind === 'network') return new SignInError('network', error.message)
    if (error.status === 429) return new SignInError('tooManyAttempts', error.serverMessage, error.retryAfterSeconds)
    if (error.kind !== 'auth') return new SignInError('badCredentials', error.serverMessage)
    const description = (error.serverMessage ?? '').toLowerCase()
    if (description.includes('pending')) return new SignInError('pending')
    if (description.includes('rejected')) return new SignInError('rejected')
    return new SignInError('badCredentials', error.serverMessage)
  }
  return new SignInError('badCredentials')
}

/** docs/spec.md#user-info-check: the info must exist and its roles must be a non-empty array. */
export function checkUserInfo(user: CurrentUser | null | undefined): CurrentUser {
  if (!user) throw new SignInError('verifyFailed')
  if (!Array.isArray(user.roles) || user.roles.length === 0) throw new SignInError('rolesRequired')
  return user
}

export async function signIn(input: LoginInput, deps: SignInDeps): Promise<CurrentUser> {
  const credentials = normaliseLogin(input)
  let token
  try {
    token = await deps.api.login(credentials, deps.client)
  } catch (error) {
    throw failureOf(error)
  }
  deps.tokens.set(token.access_token, token.expires_in)
  let user: CurrentUser
  try {
    await deps.api.registerNewSession().catch(() => undefined)
    user = checkUserInfo(await deps.api.getSysUser())
  } catch (error) {
    // A token without a usable user is no session: forget it.
    deps.tokens.remove()
    if (error instanceof SignInError) throw error
    if (error instanceof ApiError && error.kind === 'network') throw new SignInError('network', error.message)
    throw new SignInError('verifyFailed', error instanceof Error ? error.message : undefined)
  }
  deps.storage?.setItem(USER_ID_KEY, String(user.id))
  return user
}
