/**
 * Who may use an administration screen's endpoints: the caller's active role is ROLE_ADMIN, or
 * it is granted that screen's menu (System → Users, System → Roles). The same grant that puts
 * the screen in the sidebar opens its API, so a delegated administrator (ROLE_ORG_ADMIN in the
 * seed) works there within its reach and data scope; every other role gets 403. `screenUsers`
 * answers the same rule the other way round: who may use a screen (those told of work there).
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

/** The tenant's users, enabled, approved and not deleted, holding a role that may use the screen
 * at `menuPath` (ROLE_ADMIN, or granted its menu) — by id, at most `limit`, `except` left out. */
export async function screenUsers(q: Queryable, tenantId: number, menuPath: string, limit: number, except?: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `select distinct u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id and r.tenant_id = u.tenant_id
     where u.tenant_id = $1 and u.id <> $2 and u.status = 'enabled' and u.audit_status = 'approved' and u.deleted_at is null
       and (r.code = $3 or exists (select 1 from role_menus rm join menus m on m.tenant_id = rm.tenant_id and m.id = rm.menu_id
                                   where rm.role_id = r.id and m.path = $4))
     order by u.id limit ${limit}`,
    [tenantId, except ?? 0, ADMIN_ROLE, menuPath],
  )
  return rows.map((r) => r.id)
}
