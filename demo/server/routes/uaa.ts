/**
 * /api/uaa: the OAuth2 password grant (form body or query string, client `browser` with an
 * empty secret), the current user, logout and the image captcha.
 */
import { Hono } from 'hono'
import { DEFAULT_CLIENT_ID, TOKEN_SCOPE } from '../../../src/platform/core/api/auth.ts'
import type { TokenResponse } from '../../../src/platform/core/api/types.ts'
import { issueCaptcha } from '../captcha.ts'
import { notFound, oauthError, ok, readParams, SESSION_ERRORS, type AppEnv, type Deps } from '../http.ts'
import { safeEqual, verifyAgainstDummy, verifyPassword } from '../passwords.ts'
import { bearerToken, createSession, requireSession, revokeToken } from '../sessions.ts'
import { findUser } from '../users.ts'

/** OAuth clients allowed to use the password grant, with their secrets: the console's. */
const CLIENTS: Readonly<Record<string, string>> = { [DEFAULT_CLIENT_ID]: '' }

/** Checks `Authorization: Basic base64(client:secret)` against CLIENTS. */
function checkClient(header: string | undefined): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')
  if (!match) return false
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return false
  const id = decoded.slice(0, colon)
  if (!Object.hasOwn(CLIENTS, id)) return false
  return safeEqual(decoded.slice(colon + 1), CLIENTS[id])
}

interface LoginRow {
  id: number
  tenant_id: number
  password_hash: string
  audit_status: string
}

export function uaaRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const { db } = deps

  app.post('/oauth/token', async (c) => {
    if (!checkClient(c.req.header('Authorization'))) {
      throw oauthError(401, 'invalid_client', 'Bad client credentials')
    }
    const params = await readParams(c)
    if (params.grant_type !== 'password') {
      throw oauthError(400, 'unsupported_grant_type', 'Only the password grant is supported')
    }
    const scope = params.scope?.trim() || TOKEN_SCOPE
    if (scope !== TOKEN_SCOPE) throw oauthError(400, 'invalid_scope', `Unknown scope: ${scope}`)
    const tenantCode = (params.tenantCode ?? '').trim()
    const username = (params.username ?? '').trim()
    const password = params.password ?? ''

    const [user] = await db.query<LoginRow>(
      `select u.id, u.tenant_id, u.password_hash, u.audit_status
       from users u join tenants t on t.id = u.tenant_id
       where lower(t.code) = lower($1) and lower(u.username) = lower($2)`,
      [tenantCode, username],
    )
    const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password)
    if (!user || !valid) throw oauthError(400, 'invalid_grant', 'Bad credentials')
    if (user.audit_status === 'pending') throw oauthError(400, 'invalid_grant', 'Account is pending approval')
    if (user.audit_status === 'rejected') throw oauthError(400, 'invalid_grant', 'Account was rejected')

    const token = await createSession(db, { id: user.id, tenantId: user.tenant_id }, deps.now(), deps.tokenTtlSeconds)
    c.header('Cache-Control', 'no-store')
    c.header('Pragma', 'no-cache')
    return c.json({
      access_token: token,
      token_type: 'bearer',
      expires_in: deps.tokenTtlSeconds,
      scope,
    } satisfies TokenResponse)
  })

  app.get('/users/getSysUser', requireSession(deps), async (c) => {
    const caller = c.get('caller')
    const user = await findUser(db, caller.tenantId, caller.userId)
    if (!user) throw notFound('User not found')
    return ok(c, user)
  })

  // Logout is lenient: an expired or replaced token is revoked all the same, so signing out
  // never opens the "session ended" prompt. Only a request without a token is refused.
  app.post('/logout', async (c) => {
    const token = bearerToken(c.req.header('Authorization'))
    if (!token) throw SESSION_ERRORS.invalid()
    await revokeToken(db, token, deps.now())
    return ok(c, null)
  })

  app.get('/captcha', async (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, await issueCaptcha(db, deps.now()))
  })

  return app
}
