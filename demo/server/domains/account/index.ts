/**
 * The account domain — the session's life (sign-in, user info, logout, registerNewSession),
 * sign-up with its captcha, and the user's own profile and password.
 */
import type { ServerDomain } from '../../platform/domain.ts'
import { accountRoutes } from './routes.ts'
import { seedAccount } from './seed.ts'
import { readAccountSettings } from './settings.ts'

export const account: ServerDomain = {
  name: 'account',
  settings: readAccountSettings,
  routes: accountRoutes,
  seed: seedAccount,
  fileReferences: [{ table: 'users', column: 'avatar' }],
}
export { DEMO_PASSWORD, USERS, type UserSeed } from './seed.ts'
export { EMAIL_PATTERN, PASSWORD_LENGTH, PROFILE_FIELDS, USERNAME_LENGTH } from './rules.ts'
