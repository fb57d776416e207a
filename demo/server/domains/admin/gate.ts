/**
 * Who may use an administration screen's endpoints: the caller's active role is ROLE_ADMIN, or
 * it is granted that screen's menu (System → Users, System → Roles). The same grant that puts
 * the screen in the sidebar opens its API, so a delegated administrator (ROLE_ORG_ADMIN in the
 * seed) works there within its reach and data scope; every other role gets 403.
 */
import type { MiddlewareHandler } from 'hono'
import { ADMIN_ROLE } from '../../platform/caller.ts'
import type { Queryable } from '../../platform/db.ts'
import { forbidden, type AppEnv } from '../../platform/http.ts'
import type { Message } from '../../platform/i18n.ts'

export function screenGate(db: Queryable, menuPath: string, refusal: Message): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.get('caller')
    if (caller.activeRole !== ADMIN_ROLE) {
      const granted = await db.query(
        `select 1 from role_menus rm join roles r on r.id = rm.role_id
         join menus m on m.tenant_id = rm.tenant_id and m.id = rm.menu_id
         where r.tenant_id = $1 and r.code = $2 and m.path = $3`,
        [caller.tenantId, caller.activeRole, menuPath],
      )
      if (granted.length === 0) throw forbidden(refusal)
    }
    await next()
  }
}
