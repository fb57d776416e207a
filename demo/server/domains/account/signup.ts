/**
 * Sign-up (registerAccount): validates the form (the lengths and formats docs/api.md gives for registerAccount), spends the
 * captcha (whatever follows: single use per attempt), then — in one transaction — refuses a
 * duplicate username in the tenant and creates the account with ROLE_MEMBER in audit status
 * `pending`. Nothing but the spent captcha is written when any check fails.
 */
import type { CurrentUser } from '#platform/core/api/types.ts'
import { isUniqueViolation } from '../../platform/db.ts'
import { badRequest, type Deps } from '../../platform/http.ts'
import { checkText, type TextRule } from '../../platform/params.ts'
import { hashPassword } from '../../platform/passwords.ts'
import { CAPTCHA_MESSAGES, spendCaptcha } from './captcha.ts'
import { findTenantId, findUser } from './model.ts'
import { EMAIL_PATTERN, PASSWORD_LENGTH, PROFILE_FIELDS, USERNAME_LENGTH } from './rules.ts'
import type { Language } from '../../platform/i18n.ts'

export const DEFAULT_SIGNUP_TENANT = 'acme'
export const SIGNUP_ROLE = 'ROLE_MEMBER'
export const DUPLICATE_USERNAME = /*i18n*/ 'This username is already registered'

interface SignUpInput {
  tenantCode: string
  username: string
  password: string
  fullName: string
  company: string
  jobTitle: string
  nickname: string
  referee: string
  email: string
  mobile: string
  countryCode: string
  charCaptcha: string
  captchaId: string
}

/** Sign-up has two rule sets on the client (English, and the stricter Chinese one that also
 * needs full name, company, job title, mobile and referee); the server enforces what both
 * share and checks the rest only when given. */
const optional = (rule: TextRule): TextRule => ({ ...rule, required: false })

const EXTRA_RULES = {
  nickname: { ...PROFILE_FIELDS.nickname.rule, required: true },
  referee: { label: /*i18n*/ 'Referee', max: 64 },
  countryCode: { label: /*i18n*/ 'Country code', max: 5, pattern: /^\+?\d{1,4}$/, patternMessage: /*i18n*/ 'The country code is not valid' },
  charCaptcha: { label: /*i18n*/ 'Captcha', max: 16, required: true },
  captchaId: { label: /*i18n*/ 'Captcha id', max: 64 },
  tenantCode: { label: /*i18n*/ 'Tenant code', max: 64 },
} satisfies Record<string, TextRule>

/** The checked, trimmed form, or a 400 with the first problem found. */
export function validateSignUp(body: Record<string, unknown>): SignUpInput {
  const text = (name: string, rule: TextRule): string => {
    const result = checkText(body[name], rule)
    if ('error' in result) throw badRequest(result.error)
    return result.value
  }
  const username = typeof body.username === 'string' ? body.username.trim() : ''
  if (!username) throw badRequest(/*i18n*/ 'Please enter the username')
  if (username.length < USERNAME_LENGTH.min || username.length > USERNAME_LENGTH.max) {
    throw badRequest(/*i18n*/ 'The username must be {min} to {max} characters', { min: USERNAME_LENGTH.min, max: USERNAME_LENGTH.max })
  }
  if (!EMAIL_PATTERN.test(username)) throw badRequest(/*i18n*/ 'The username must be a business e-mail address')

  const { password, confirmPassword } = body
  if (typeof password !== 'string' || password.length === 0) throw badRequest(/*i18n*/ 'Please enter the password')
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    throw badRequest(/*i18n*/ 'The password must be {min} to {max} characters', { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max })
  }
  if (password !== confirmPassword) throw badRequest(/*i18n*/ 'The password and the confirmation password do not match')

  return {
    username,
    password,
    fullName: text('fullName', optional(PROFILE_FIELDS.fullName.rule)),
    company: text('company', optional(PROFILE_FIELDS.company.rule)),
    jobTitle: text('jobTitle', optional(PROFILE_FIELDS.jobTitle.rule)),
    nickname: text('nickname', EXTRA_RULES.nickname),
    referee: text('referee', EXTRA_RULES.referee),
    email: text('email', PROFILE_FIELDS.email.rule),
    mobile: text('mobile', PROFILE_FIELDS.mobile.rule),
    countryCode: text('countryCode', EXTRA_RULES.countryCode),
    charCaptcha: text('charCaptcha', EXTRA_RULES.charCaptcha),
    captchaId: text('captchaId', EXTRA_RULES.captchaId),
    tenantCode: text('tenantCode', EXTRA_RULES.tenantCode) || DEFAULT_SIGNUP_TENANT,
  }
}

/** Registers the account of a person reading `lang`; returns it (without any password). */
export async function registerAccount(deps: Deps, body: Record<string, unknown>, lang: Language = 'en'): Promise<CurrentUser> {
  const form = validateSignUp(body)
  const { db } = deps
  const now = deps.now()
  // The captcha first, and spent whatever follows: every answer about a tenant or a username
  // costs a solved picture, and a wrong one costs no scrypt.
  const captcha = await spendCaptcha(db, form, now, deps.settings.account.captchaTestAnswer)
  if (captcha !== 'ok') throw badRequest(CAPTCHA_MESSAGES[captcha])
  const tenantId = await findTenantId(db, form.tenantCode)
  if (tenantId === undefined) throw badRequest(/*i18n*/ 'Unknown tenant: {tenant}', { tenant: form.tenantCode })
  const passwordHash = await hashPassword(form.password)

  let userId: number
  try {
    userId = await db.transaction(async (tx) => {
      const taken = await tx.query('select 1 from users where tenant_id = $1 and lower(username) = lower($2)', [tenantId, form.username])
      if (taken.length > 0) throw badRequest(DUPLICATE_USERNAME)
      const [user] = await tx.query<{ id: number }>(
        `insert into users (tenant_id, username, password_hash, nickname, full_name, company, job_title,
                            referee, email, mobile, country_code, audit_status, created_at, updated_at, lang)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $12, $12, $13)
         returning id`,
        [
          tenantId,
          form.username,
          passwordHash,
          form.nickname,
          form.fullName,
          form.company,
          form.jobTitle,
          form.referee,
          form.email,
          form.mobile,
          form.countryCode,
          now,
          lang,
        ],
      )
      const roles = await tx.query(
        `insert into user_roles (user_id, role_id, sort)
         select $1, id, 0 from roles where tenant_id = $2 and code = $3 returning role_id`,
        [user.id, tenantId, SIGNUP_ROLE],
      )
      if (roles.length !== 1) throw new Error(`Tenant ${form.tenantCode} has no ${SIGNUP_ROLE} role`)
      return user.id
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(DUPLICATE_USERNAME)
    throw error
  }
  const account = await findUser(db, tenantId, userId)
  if (!account) throw new Error('The new account could not be read back')
  return account
}
