/**
 * The account endpoints: the session's life (OAuth2 password grant, registerNewSession, user
 * info, logout), sign-up (image captcha, captcha check, registerAccount) and the user's own
 * account (profile update — another user's for ROLE_ADMIN — and password change).
 */
import { Hono } from 'hono'
import { DEFAULT_TOKEN_SCOPE } from '#platform/core/api/auth.ts'
import type { TokenResponse } from '#platform/core/api/types.ts'
import { parseUserId, targetUser } from '../../platform/caller.ts'
import { badRequest, done, forbidden, notFound, oauthError, ok, SESSION_ERRORS, tooManyRequests, type AppEnv, type Deps } from '../../platform/http.ts'
import { requireOwnFile } from '../../platform/files.ts'
import { createRateLimit } from '../../platform/rateLimit.ts'
import { checkText, readJsonObject, readParams } from '../../platform/params.ts'
import { accountKey } from '../../platform/signInLimits.ts'
import { recordSignIn, type SignInResult } from '../../platform/signInLog.ts'
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts'
import { bearerToken, createSession, replaceOlderSessions, requireSession, revokeToken } from '../../platform/sessions.ts'
import { CAPTCHA_LIMIT, CAPTCHA_MESSAGES, checkCaptcha, issueCaptcha } from './captcha.ts'
import { changePassword, findLogin, findUser, passwordHashOf, updateProfile } from './model.ts'
import { checkClient, clientAddress, tooManyAttempts } from './oauth.ts'
import { PASSWORD_LENGTH, PROFILE_FIELDS } from './rules.ts'
import { registerAccount } from './signup.ts'
import { requestLanguage } from '../../platform/i18n.ts'

export function accountRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const session = requireSession(deps)

  // The password grant as deployed backends take it: the fields as URL query parameters
  // (a form body is read too, as Spring's endpoint does), scope `ui`, HTTP Basic of the client.
  app.post('/uaa/oauth/token', async (c) => {
    const client = checkClient(c.req.header('Authorization'))
    if (!client) throw oauthError(401, 'invalid_client', 'Bad client credentials')
    const params = await readParams(c)
    if (params.client_id !== undefined && params.client_id !== client) {
      throw oauthError(401, 'invalid_client', 'client_id does not match the client credentials')
    }
    if (params.grant_type !== 'password') {
      throw oauthError(400, 'unsupported_grant_type', 'Only the password grant is supported')
    }
    const scope = params.scope?.trim() ?? ''
    if (scope !== DEFAULT_TOKEN_SCOPE) throw oauthError(400, 'invalid_scope', `Invalid scope: ${scope || '(none)'}`)
    const password = params.password ?? ''
    const tenantCode = (params.tenantCode ?? '').trim()
    const username = (params.username ?? '').trim()

    // Brute-force limits come first: a blocked account's answer says nothing of the password.
    const account = accountKey(tenantCode, username)
    const address = clientAddress(c)
    const userAgent = c.req.header('user-agent') ?? ''
    // Every attempt goes into the sign-in log, whatever comes of it (never the password).
    const log = (result: SignInResult) => recordSignIn(db, { tenantCode, username, address, userAgent, result }, deps.now())
    const wait = await deps.signInGuard.attempt(account, address)
    if (wait > 0) {
      await log('locked')
      throw tooManyAttempts(wait)
    }

    const user = await findLogin(db, tenantCode, username)
    const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password)
    if (!user || !valid) {
      await log('bad-credentials')
      throw oauthError(400, 'invalid_grant', 'Bad credentials')
    }
    await deps.signInGuard.succeeded(account, address)
    if (user.audit_status === 'pending') {
      await log('pending')
      throw oauthError(400, 'invalid_grant', 'Account is pending approval')
    }

    const token = await createSession(db, { id: user.id, tenantId: user.tenant_id }, deps.now(), deps.tokenTtlSeconds, { address, userAgent })
    await log('success')
    // The language the person uses now: what the server writes to them later (a mail) is in it.
    if (c.req.header('accept-language')) await db.query('update users set lang = $2 where id = $1 and lang <> $2', [user.id, requestLanguage(c)])
    c.header('Cache-Control', 'no-store')
    c.header('Pragma', 'no-cache')
    return c.json({
      access_token: token,
      token_type: 'bearer',
      expires_in: deps.tokenTtlSeconds,
      scope,
    } satisfies TokenResponse)
  })

  app.post('/admin/sysuser/registerNewSession', session, async (c) => {
    const caller = c.get('caller')
    await replaceOlderSessions(db, caller.userId, caller.sessionId, deps.now())
    return done(c)
  })

  app.get('/uaa/users/getSysUser', session, async (c) => {
    const caller = c.get('caller')
    const user = await findUser(db, caller.tenantId, caller.userId)
    if (!user) throw notFound(/*i18n*/ 'User not found')
    return ok(c, user)
  })

  // Logout is lenient: an expired or replaced token is revoked all the same, so signing out
  // never opens the "session ended" prompt. Only a request without a token is refused.
  app.post('/uaa/logout', async (c) => {
    const token = bearerToken(c.req.header('Authorization'))
    if (!token) throw SESSION_ERRORS.invalid()
    await revokeToken(db, token, deps.now())
    return done(c)
  })

  const captchaLimit = createRateLimit(db, { keyPrefix: 'captcha', ...CAPTCHA_LIMIT, points: deps.settings.account.captchaPictures })
  app.get('/uaa/captcha', async (c) => {
    const wait = await captchaLimit.take(clientAddress(c))
    if (wait > 0)
      throw tooManyRequests(/*i18n*/ 'Too many captcha pictures from your address. Try again in {minutes, plural, one {# minute} other {# minutes}}.', wait)
    c.header('Cache-Control', 'no-store')
    return ok(c, await issueCaptcha(db, deps.now()))
  })

  app.post('/account/sysuserdetail/compareCaptcha', async (c) => {
    const params = await readParams(c)
    const result = await checkCaptcha(db, params, deps.now(), deps.settings.account.captchaTestAnswer)
    if (result !== 'ok') throw badRequest(CAPTCHA_MESSAGES[result])
    return done(c)
  })

  app.post('/account/sysuserdetail/registerAccount', async (c) => {
    await registerAccount(deps, await readJsonObject(c), requestLanguage(c))
    return done(c)
  })

  app.put('/admin/sysuser/updateSysUser', session, async (c) => {
    const caller = c.get('caller')
    const body = await readJsonObject(c)
    if (body.id === undefined || body.id === null || body.id === '') throw badRequest(/*i18n*/ 'id is required')
    const id = await targetUser(db, caller, body.id, 'update')
    // Only the profile fields are writable here; username, roles, audit state and password are not.
    const columns = new Map<string, string>()
    for (const [field, { column, rule }] of Object.entries(PROFILE_FIELDS)) {
      if (!Object.hasOwn(body, field)) continue
      const checked = checkText(body[field], rule)
      if ('error' in checked) throw badRequest(checked.error)
      columns.set(column, checked.value)
    }
    if (columns.has('avatar')) await requireOwnFile(db, caller.tenantId, columns.get('avatar')!, c.req.header('host'), 'avatar')
    if (!(await updateProfile(db, caller.tenantId, id, columns, deps.now()))) throw notFound(/*i18n*/ 'User not found')
    return done(c)
  })

  app.put('/account/sysuserdetail/updatePassword', session, async (c) => {
    const caller = c.get('caller')
    const params = await readParams(c)
    if (params.id !== undefined && params.id.trim() !== '') {
      const id = parseUserId(params.id)
      if (id === null) throw badRequest(/*i18n*/ 'id is not a valid user id')
      if (id !== caller.userId) throw forbidden(/*i18n*/ 'You may only change your own password')
    }
    const oldPassword = params.password ?? ''
    const newPassword = params.newPassword ?? ''
    if (!oldPassword) throw badRequest(/*i18n*/ 'Please enter the old password!')
    if (!newPassword) throw badRequest(/*i18n*/ 'Please enter the new password!')
    if (newPassword.length < PASSWORD_LENGTH.min || newPassword.length > PASSWORD_LENGTH.max) {
      throw badRequest(/*i18n*/ 'The new password must be {min} to {max} characters', { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max })
    }
    // The old password is guessed no more freely than at sign-in: the same limits, keyed by the user.
    const account = `user:${caller.tenantId}:${caller.userId}`
    const address = clientAddress(c)
    const wait = await deps.signInGuard.attempt(account, address)
    if (wait > 0) throw tooManyAttempts(wait)
    const stored = await passwordHashOf(db, caller)
    if (!stored || !(await verifyPassword(oldPassword, stored))) throw badRequest(/*i18n*/ 'The old password is incorrect')
    await deps.signInGuard.succeeded(account, address)
    await changePassword(db, caller, await hashPassword(newPassword), deps.now())
    return done(c)
  })

  return app
}
