/**
 * The package entry: importing it defines every element and exposes the public helpers (formats
 * and validators). Hosts that want one element import `dist/elements/<tag>.js` instead.
 */
import './sw-login.ts'
import './sw-signup.ts'
import './sw-console.ts'
import './sw-notifications.ts'
import './sw-signin-map.ts'

export { safeRedirectPath } from '#platform/core/redirect.ts'
export {
  DEFAULT_DATE_FORMAT,
  dateFilter,
  formatTime,
  numberFormatter,
  param2Obj,
  parseTime,
  timeAgo,
  toThousands,
  type TimeInput,
} from '#platform/core/format.ts'
export { COUNTRY_CODES, isExternal, isValidURL, validEmail, validMobile, validPassword, validUsername } from '#platform/core/validate.ts'
export type { CurrentUser } from '#platform/core/api/types.ts'
export type * from './types.ts'
