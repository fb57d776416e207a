/**
 * /api/account/sysuserdetail: the menu authority of the caller (unwrapped, children under
 * `routes`), the captcha check, sign-up and the password change.
 */
import { Hono } from 'hono'
import type { AuthorityResponse } from '../../../src/platform/core/api/types.ts'
import { CAPTCHA_MESSAGES, checkCaptcha } from '../captcha.ts'
import {
  badRequest,
  forbidden,
  MAX_INT,
  ok,
  optionalIntParam,
  optionalParam,
  readJsonObject,
  readParams,
  type AppEnv,
  type Deps,
} from '../http.ts'
import { authorityMenu, roleButtons } from '../menus.ts'
import { hashPassword, verifyPassword } from '../passwords.ts'
import { requireSession, revokeOtherSessions } from '../sessions.ts'
import { registerAccount } from '../signup.ts'
import { PASSWORD_LENGTH, parseUserId } from '../users.ts'

export function accountRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const { db } = deps

  // `username` and `userId` are accepted for compatibility; the token decides whose authority
  // is answered, so a caller can never read someone else's menu.
  app.post('/queryCurrentAuthority', requireSession(deps), async (c) => {
    const caller = c.get('caller')
    const params = await readParams(c)
    const menu = await authorityMenu(db, caller, {
      postCode: optionalParam(params, 'postCode'),
      parentId: optionalIntParam(params, 'parentId', 1, MAX_INT),
    })
    return c.json({
      status: 'ok',
      type: 'account',
      currentAuthority: [caller.activeRole],
      menu,
      menuButton: await roleButtons(db, caller),
    } satisfies AuthorityResponse)
  })

  app.post('/compareCaptcha', async (c) => {
    const params = await readParams(c)
    const result = await checkCaptcha(db, params, deps.now(), deps.captchaTestAnswer)
    if (result !== 'ok') throw badRequest(CAPTCHA_MESSAGES[result])
    return ok(c, true)
  })

  app.post('/registerAccount', async (c) => ok(c, await registerAccount(deps, await readJsonObject(c))))

  app.put('/updatePassword', requireSession(deps), async (c) => {
    const caller = c.get('caller')
    const params = await readParams(c)
    if (params.id !== undefined && params.id.trim() !== '') {
      const id = parseUserId(params.id)
      if (id === null) throw badRequest('id is not a valid user id')
      if (id !== caller.userId) throw forbidden('You may only change your own password')
    }
    const oldPassword = params.password ?? ''
    const newPassword = params.newPassword ?? ''
    if (!oldPassword) throw badRequest('Please enter the old password!')
    if (!newPassword) throw badRequest('Please enter the new password!')
    if (newPassword.length < PASSWORD_LENGTH.min || newPassword.length > PASSWORD_LENGTH.max) {
      throw badRequest(`The new password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`)
    }
    const [user] = await db.query<{ password_hash: string }>(
      'select password_hash from users where id = $1 and tenant_id = $2',
      [caller.userId, caller.tenantId],
    )
    if (!user || !(await verifyPassword(oldPassword, user.password_hash))) {
      throw badRequest('The old password is incorrect')
    }
    const hash = await hashPassword(newPassword)
    const now = deps.now()
    await db.transaction(async (tx) => {
      await tx.query('update users set password_hash = $3, updated_at = $4 where id = $1 and tenant_id = $2', [
        caller.userId,
        caller.tenantId,
        hash,
        now,
      ])
      // Other devices signed in with the old password are signed out.
      await revokeOtherSessions(tx, caller.userId, caller.sessionId, now)
    })
    return ok(c, null)
  })

  return app
}
