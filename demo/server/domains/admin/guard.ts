/**
 * The guard of every administration router: a session, the active role ROLE_ADMIN (403 for any
 * other, before anything is read or written) and the operation log's `recordWrites`, in that
 * order. `app.use(`${base}/*`, ...adminGuard(deps, 'users', 'Only an administrator may manage users'))`.
 */
import type { MiddlewareHandler } from 'hono'
import { ADMIN_ROLE } from '../../platform/caller.ts'
import { forbidden, type AppEnv, type Deps } from '../../platform/http.ts'
import { requireSession } from '../../platform/sessions.ts'
import { recordWrites } from './opLog.ts'

export function adminGuard(deps: Deps, module: string, message: string): MiddlewareHandler<AppEnv>[] {
  const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.get('caller').activeRole !== ADMIN_ROLE) throw forbidden(message)
    await next()
  }
  return [requireSession(deps), adminOnly, recordWrites(deps, module)]
}
