/**
 * The page's token store: the `token` cookie (docs/spec.md#session), shared by every element on the page
 * and by later pages of the same site.
 */
import Cookies from 'js-cookie'
import { TOKEN_COOKIE, type TokenStore } from '../core/session/tokenStore.ts'

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
