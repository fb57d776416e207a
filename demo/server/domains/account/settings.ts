/**
 * The account domain's settings from the environment (docs/server.md#environment):
 * CAPTCHA_TEST_ANSWER — a captcha answer always accepted, refused when NODE_ENV=production — and
 * CAPTCHA_MAX_PER_ADDRESS, the captcha pictures one client address may fetch in 10 minutes.
 */
import { ConfigError, integer, text, type Env } from '../../platform/settings.ts'
import { CAPTCHA_LIMIT } from './captcha.ts'

export interface AccountSettings {
  /** When set, this captcha answer is always accepted (tests, e2e); never in production. */
  captchaTestAnswer?: string
  /** Captcha pictures one client address may fetch in the window of CAPTCHA_LIMIT. */
  captchaPictures: number
}

declare module '../../platform/settings.ts' {
  interface DomainSettings {
    account: AccountSettings
  }
}

export function readAccountSettings(env: Env): AccountSettings {
  const captchaTestAnswer = text(env, 'CAPTCHA_TEST_ANSWER')
  if (captchaTestAnswer && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'CAPTCHA_TEST_ANSWER is set while NODE_ENV=production: a fixed captcha answer would let anyone ' +
        'bypass the captcha. Unset CAPTCHA_TEST_ANSWER to start in production.',
    )
  }
  return { captchaTestAnswer, captchaPictures: integer(env, 'CAPTCHA_MAX_PER_ADDRESS', CAPTCHA_LIMIT.points, 1, 100_000) }
}
