/**
 * Who decides a member's requests (docs/spec.md#attendance-approvals): the tenant's users, enabled
 * and approved, whose role is ROLE_ADMIN or is granted the Approvals screen, with the member in
 * their data scope, never the member. They are told of a request sent (a notice, and their queue
 * changes live) and their queues follow a decision (approvalRoutes.ts). The same screen's grant
 * opens the queue's endpoints (the guard there).
 */
import { ADMIN_ROLE } from '../../platform/caller.ts'
import type { Queryable } from '../../platform/db.ts'
import { callerScope, userInScope } from '../admin/index.ts'

/** The Approvals screen's menu path: its grant makes an approver. */
export const APPROVALS_MENU = '/attendance/approvals'
/** Candidates looked at per request (a tenant with more administrators tells the first ones). */
export const MAX_APPROVERS = 200

/** The approvers of the tenant's member `memberId`, by id. */
export async function approversOf(q: Queryable, tenantId: number, memberId: number): Promise<number[]> {
  const candidates = await q.query<{ id: number }>(
    `select distinct u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id and r.tenant_id = u.tenant_id
     where u.tenant_id = $1 and u.id <> $2 and u.status = 'enabled' and u.audit_status = 'approved' and u.deleted_at is null
       and (r.code = $3 or exists (select 1 from role_menus rm join menus m on m.tenant_id = rm.tenant_id and m.id = rm.menu_id
                                   where rm.role_id = r.id and m.path = $4))
     order by u.id limit ${MAX_APPROVERS}`,
    [tenantId, memberId, ADMIN_ROLE, APPROVALS_MENU],
  )
  const approvers: number[] = []
  for (const { id } of candidates) {
    if (await userInScope(q, await callerScope(q, { tenantId, userId: id }), memberId)) approvers.push(id)
  }
  return approvers
}
