/**
 * The guard of every administration router: a session, the screen's gate (ROLE_ADMIN, or a role
 * granted that screen's menu — gate.ts; 403 for any other, before anything is read or written)
 * and the operation log's `recordWrites`, in that order.
 * `app.use(`${base}/*`, ...adminGuard(deps, 'users', '/system/users', /*i18n*\/ 'Only an administrator may manage users'))`.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv, Deps } from '../../platform/http.ts'
import type { Message } from '../../platform/i18n.ts'
import { requireSession } from '../../platform/sessions.ts'
import { screenGate } from './gate.ts'
import { recordWrites } from './opLog.ts'

export function adminGuard(deps: Deps, module: string, menuPath: string, message: Message): MiddlewareHandler<AppEnv>[] {
  return [requireSession(deps), screenGate(deps.db, menuPath, message), recordWrites(deps, module)]
}
