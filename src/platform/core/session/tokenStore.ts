/**
 * Where the access token lives, as an interface: the page keeps it in the `token` cookie
 * (docs/spec.md#session; platform/store/tokenCookie.ts), tests inject the memory store below. Framework-free.
 */
export const TOKEN_COOKIE = 'token'
export const USER_ID_KEY = 'userId'

export interface TokenStore {
  get(): string | undefined
  set(token: string, expiresInSeconds?: number): void
  remove(): void
}

export function memoryTokenStore(initial?: string): TokenStore {
  let token = initial
  return {
    get: () => token,
    set: (value) => {
      token = value
    },
    remove: () => {
      token = undefined
    },
  }
}
