/**
 * Who decides a member's requests (docs/spec.md#attendance-approvals): the tenant's users, enabled
 * and approved, whose role is ROLE_ADMIN or is granted the Approvals screen, with the member in
 * their data scope, never the member. They are told of a request sent (a notice, and their queue
 * changes live) and their queues follow a decision (approvalRoutes.ts). Who may use the screen is
 * the admin gate's rule (`screenUsers`), the one that opens the queue's endpoints.
 */
import type { Queryable } from '../../platform/db.ts'
import { callerScope, screenUsers, userInScope } from '../admin/index.ts'

/** The Approvals screen's menu path: its grant makes an approver. */
export const APPROVALS_MENU = '/attendance/approvals'
/** Candidates looked at per request (a tenant with more administrators tells the first ones). */
export const MAX_APPROVERS = 200

/** The approvers of the tenant's member `memberId`, by id. */
export async function approversOf(q: Queryable, tenantId: number, memberId: number): Promise<number[]> {
  const approvers: number[] = []
  for (const id of await screenUsers(q, tenantId, APPROVALS_MENU, MAX_APPROVERS, memberId)) {
    if (await userInScope(q, await callerScope(q, { tenantId, userId: id }), memberId)) approvers.push(id)
  }
  return approvers
}
