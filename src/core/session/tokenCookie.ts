/**
 * Where the access token lives: the `token` cookie (spec §4, §9), shared by every element on
 * the page and by later pages of the same site. Tests inject a memory store.
 */
import Cookies from 'js-cookie'

export const TOKEN_COOKIE = 'token'
export const USER_ID_KEY = 'userId'

export interface TokenStore {
  get(): string | undefined
  set(token: string, expiresInSeconds?: number): void
  remove(): void
}

export const cookieTokenStore: TokenStore = {
  get: () => Cookies.get(TOKEN_COOKIE),
  set(token, expiresInSeconds) {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:'
    Cookies.set(TOKEN_COOKIE, token, {
      path: '/',
      sameSite: 'Lax',
      secure,
      ...(expiresInSeconds ? { expires: new Date(Date.now() + expiresInSeconds * 1000) } : {}),
    })
  },
  remove: () => Cookies.remove(TOKEN_COOKIE, { path: '/' }),
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
