/**
 * The package entry: importing it defines every element. Hosts that want one element import
 * `dist/elements/<tag>.js` instead.
 */
import './sw-login.ts'
import './sw-signup.ts'

export { safeRedirectPath } from '../src/core/redirect.ts'
export type { CurrentUser } from '../src/core/api/types.ts'
