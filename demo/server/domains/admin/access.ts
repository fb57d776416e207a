/** The administrator-only gate of the admin endpoints: any active role but ROLE_ADMIN is a 403. */
import type { MiddlewareHandler } from 'hono'
import { ADMIN_ROLE } from '../../platform/caller.ts'
import { forbidden, type AppEnv } from '../../platform/http.ts'

/** Middleware answering 403 `message` unless the caller's active role is ROLE_ADMIN. */
export function adminOnly(message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('caller').activeRole !== ADMIN_ROLE) throw forbidden(message)
    await next()
  }
}
