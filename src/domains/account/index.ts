/** The account domain's public face: its console routes, its elements' components, the change
 * password dialog the shell's avatar menu opens, and its contract. */
import type { ConsoleDomain } from '../../platform/ui/composition.ts'
import { accountRoutes } from './routes.ts'

export const account: ConsoleDomain = { name: 'account', ...accountRoutes }
export { ChangePasswordDialog } from './components/ChangePasswordDialog.tsx'
export { LoginElement } from './components/LoginElement.tsx'
export { SignUpElement } from './components/SignUpElement.tsx'
export { SIGNUP_EVENT, type SignupDetail } from './elements/events.ts'
export { loginManifest } from './elements/login.manifest.ts'
export { signupManifest } from './elements/signup.manifest.ts'
export type { CaptchaResponse, PasswordChange, SignUpForm, UserUpdate } from './contract.ts'
