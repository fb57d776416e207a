import { describe, expect, it, vi } from 'vitest'
import type { AuthApi } from '#platform/core/api/auth.ts'
import type { CurrentUser } from '#platform/core/api/types.ts'
import { ApiError } from '#platform/core/http/errors.ts'
import { checkLogin } from '../../../../src/domains/account/logic/loginRules.ts'
import { normaliseLogin, signIn, SignInError, signInMessageValues } from '#platform/core/session/signIn.ts'
import { memoryTokenStore, USER_ID_KEY } from '#platform/core/session/tokenStore.ts'

const user = { id: '7', username: 'admin@acme.test', roles: ['ROLE_ADMIN'] } as CurrentUser

function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    login: vi.fn(async () => ({ access_token: 'tok', token_type: 'bearer', expires_in: 60 })),
    registerNewSession: vi.fn(async () => null),
    getSysUser: vi.fn(async () => user),
    logout: vi.fn(async () => null),
    ...overrides,
  }
}

describe('sign-in', () => {
  it('trims tenant code and username but never the password', () => {
    expect(normaliseLogin({ tenantCode: '  acme ', username: ' admin@acme.test\t', password: ' pass word ' })).toEqual({
      tenantCode: 'acme',
      username: 'admin@acme.test',
      password: ' pass word ',
    })
  })

  it('runs token → cookie → registerNewSession → user info → userId, in that order', async () => {
    const order: string[] = []
    const tokens = memoryTokenStore()
    const api = fakeApi({
      login: vi.fn(async (input) => {
        order.push(`login:${input.tenantCode}:${input.username}:${input.password}`)
        return { access_token: 'tok', token_type: 'bearer', expires_in: 60 }
      }),
      registerNewSession: vi.fn(async () => {
        order.push(`register:${tokens.get()}`)
        return null
      }),
      getSysUser: vi.fn(async () => {
        order.push('info')
        return user
      }),
    })
    const storage = { setItem: vi.fn() }
    const result = await signIn({ tenantCode: ' acme ', username: ' admin@acme.test ', password: ' p ' }, { api, tokens, storage })
    expect(result).toBe(user)
    expect(order).toEqual(['login:acme:admin@acme.test: p ', 'register:tok', 'info'])
    expect(tokens.get()).toBe('tok')
    expect(storage.setItem).toHaveBeenCalledWith(USER_ID_KEY, '7')
  })

  it('ignores a failing registerNewSession (its result is unused)', async () => {
    const api = fakeApi({ registerNewSession: vi.fn(async () => Promise.reject(new Error('x'))) })
    await expect(signIn({ tenantCode: 'a', username: 'abc', password: 'secret1' }, { api, tokens: memoryTokenStore() })).resolves.toBe(user)
  })

  it('maps invalid_grant to the bad-credentials message and keeps no token', async () => {
    const tokens = memoryTokenStore()
    const api = fakeApi({ login: vi.fn(async () => Promise.reject(new ApiError('auth', 'Bad credentials', { serverMessage: 'Bad credentials' }))) })
    await expect(signIn({ tenantCode: 'a', username: 'abc', password: 'secret1' }, { api, tokens })).rejects.toMatchObject({ reason: 'badCredentials' })
    expect(tokens.get()).toBeUndefined()
  })

  it("maps a 429 to 'tooManyAttempts' with the wait the server asked for, in whole minutes", async () => {
    const limited = new ApiError('auth', 'x', { status: 429, serverMessage: 'Too many', retryAfterSeconds: 61 })
    const api = fakeApi({ login: vi.fn(async () => Promise.reject(limited)) })
    const error = await signIn({ tenantCode: 'a', username: 'abc', password: 'secret1' }, { api, tokens: memoryTokenStore() }).catch((e) => e)
    expect(error).toMatchObject({ reason: 'tooManyAttempts', retryAfterSeconds: 61 })
    expect(signInMessageValues(error)).toEqual({ minutes: 2 })
  })

  it('tells a pending account apart', async () => {
    const api = fakeApi({ login: vi.fn(async () => Promise.reject(new ApiError('auth', 'x', { serverMessage: 'Account is pending approval' }))) })
    await expect(signIn({ tenantCode: 'a', username: 'abc', password: 'secret1' }, { api, tokens: memoryTokenStore() })).rejects.toMatchObject({
      reason: 'pending',
    })
  })

  it('requires user info, and forgets the token when it is missing', async () => {
    const tokens = memoryTokenStore()
    const api = fakeApi({ getSysUser: vi.fn(async () => null) })
    const error = await signIn({ tenantCode: 'a', username: 'abc', password: 'secret1' }, { api, tokens }).catch((e) => e)
    expect(error).toBeInstanceOf(SignInError)
    expect(error.reason).toBe('verifyFailed')
    expect(tokens.get()).toBeUndefined()
  })

  it.each([[[]], [null], ['ROLE_ADMIN']])('requires a non-empty role array (roles = %j)', async (roles) => {
    const api = fakeApi({ getSysUser: vi.fn(async () => ({ ...user, roles }) as unknown as CurrentUser) })
    await expect(signIn({ tenantCode: 'a', username: 'abc', password: 'secret1' }, { api, tokens: memoryTokenStore() })).rejects.toMatchObject({
      reason: 'rolesRequired',
    })
  })

  it('reports network failures as such', async () => {
    const api = fakeApi({ login: vi.fn(async () => Promise.reject(new ApiError('network', 'Failed to fetch'))) })
    await expect(signIn({ tenantCode: 'a', username: 'abc', password: 'secret1' }, { api, tokens: memoryTokenStore() })).rejects.toMatchObject({
      reason: 'network',
      detail: 'Failed to fetch',
    })
  })
})

describe('sign-in form rules', () => {
  it('requires every field', () => {
    expect(Object.keys(checkLogin({ tenantCode: ' ', username: '', password: '' })).sort()).toEqual(['password', 'tenantCode', 'username'])
  })

  it('checks username 3–64 after trimming and password 6–31 as typed', () => {
    expect(checkLogin({ tenantCode: 'a', username: ' ab ', password: 'secret' }).username).toBeDefined()
    expect(checkLogin({ tenantCode: 'a', username: 'abc', password: 'secret' })).toEqual({})
    expect(checkLogin({ tenantCode: 'a', username: 'x'.repeat(64), password: 'p'.repeat(31) })).toEqual({})
    expect(checkLogin({ tenantCode: 'a', username: 'x'.repeat(65), password: 'secret' }).username).toBeDefined()
    expect(checkLogin({ tenantCode: 'a', username: 'abc', password: 'p'.repeat(32) }).password).toBeDefined()
    expect(checkLogin({ tenantCode: 'a', username: 'abc', password: '     ' }).password).toBeDefined()
  })
})
