/** The account domain's public face: its console routes, the change password dialog the
 * shell's avatar menu opens, and its contract's types. (Its elements are defined from
 * elements/, which imports their roots and manifests directly.) */
import type { ConsoleDomain } from '#platform/ui/composition.ts'
import { accountRoutes } from './routes.ts'

export const account: ConsoleDomain = { name: 'account', ...accountRoutes }
export { ChangePasswordDialog } from './components/ChangePasswordDialog.tsx'
export type { SignupDetail } from './elements/events.ts'
export type { CaptchaResponse, PasswordChange, SignUpForm, UserUpdate } from './contract.ts'
