/** The account domain's element event: a submitted sign-up (sign-in is the platform's
 * `LOGIN_EVENT`, platform/element/common.ts). */
import type { AuditStatus } from '#platform/core/api/types.ts'
import { defineEvent, detail } from '#platform/element/manifest.ts'
import type { SignUpForm } from '../contract.ts'

/** The account a partner submitted (never the password or the captcha). */
export type SignupDetail = Omit<SignUpForm, 'password' | 'confirmPassword' | 'charCaptcha' | 'captchaId'> & {
  id?: string
  auditStatus: AuditStatus
}

export const SIGNUP_EVENT = defineEvent(
  'sw-signup',
  detail<SignupDetail>('SignupDetail'),
  'After a sign-up is accepted: the submitted account (username, fullName, company, jobTitle, countryCode, mobile, referee, nickname, email, `id` when the backend answers it, `auditStatus: "pending"`); never the password or the captcha.',
)
