/** The account domain's public face: its console routes, its elements' components, the change
 * password dialog the shell's avatar menu opens, and its contract. */
import type { ConsoleDomain } from '../../platform/ui/composition.ts'
import { accountRoutes } from './routes.ts'

export const account: ConsoleDomain = { name: 'account', ...accountRoutes }
export { ChangePasswordDialog } from './components/ChangePasswordDialog.tsx'
export { LOGIN_ATTRIBUTES, LoginElement } from './components/LoginElement.tsx'
export { SIGNUP_ATTRIBUTES, SignUpElement } from './components/SignUpElement.tsx'
export type { CaptchaResponse, PasswordChange, SignUpForm, UserUpdate } from './contract.ts'
