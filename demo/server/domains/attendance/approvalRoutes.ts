/**
 * The approvals' endpoints (docs/spec.md#attendance-approvals), within the caller's tenant:
 * - a member sends their own outside check-in, or asks for leave or a missed check-in (any
 *   signed-in user); each approver of theirs (approvers.ts) is told by a notice in their language
 *   and their queue changes live (the stream's `approvals` event), in the request's transaction;
 * - the queue and the decisions through the guard of the Approvals screen, within the caller's
 *   data scope; a decision is in the operation log, the member's stored days are decided again
 *   and the member is told by a notice; the other approvers' queues change live.
 */
import type { Hono } from 'hono'
import type { Approval } from '../../../../src/domains/attendance/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { requireOwnFile } from '../../platform/files.ts'
import { readJsonObject, readParams } from '../../platform/params.ts'
import { requireSession } from '../../platform/sessions.ts'
import { adminGuard, audit, callerScope } from '../admin/index.ts'
import { withDirectNotices, type Notify, type SignalQueue } from '../notifications/index.ts'
import { approvalById, decideApproval, decisionInput, queryApprovals, submitApproval, submitInput } from './approvals.ts'
import { decisionNotice, requestNotice } from './approvalNotices.ts'
import { APPROVALS_MENU, approversOf } from './approvers.ts'
import { aroundDate } from './days.ts'
import { redecideDays } from './dayStore.ts'
import { leaveInput, myLeaves, submitLeave } from './leaves.ts'
import { missedInput, submitMissed } from './missed.ts'

/** Tells the approvers of a request just stored (its id) and answers it. */
async function sent(tx: Queryable, notify: Notify, signal: SignalQueue, tenantId: number, id: number): Promise<Approval> {
  const approval = await approvalById(tx, tenantId, id)
  const approvers = await approversOf(tx, tenantId, approval.userId)
  if (approvers.length > 0) {
    const notice = await requestNotice(tx, tenantId, approval)
    const publisher = { id: approval.userId, name: approval.userName }
    for (const userId of approvers) await notify({ tenantId, userId, type: 'attendance', priority: 'medium', publisher, ...notice })
    await signal(tenantId, approvers)
  }
  return approval
}

export function mountApprovalRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps
  const session = requireSession(deps)
  const approvalGuard = adminGuard(deps, 'attendance', APPROVALS_MENU, /*i18n*/ 'Only an administrator may decide approvals')
  for (const path of ['/attendance/approval/queryApprovals', '/attendance/approval/decideApproval']) app.use(path, ...approvalGuard)

  app.post('/attendance/approval/submitApproval', session, async (c) => {
    const input = submitInput(await readJsonObject(c))
    const { tenantId, userId } = c.get('caller')
    const now = deps.now()
    const approval = await withDirectNotices(db, now, async (tx, notify, signal) => {
      await requireOwnFile(tx, tenantId, input.photo, c.req.header('host'), 'photo')
      return sent(tx, notify, signal, tenantId, await submitApproval(tx, tenantId, userId, input, now))
    })
    return ok(c, approval)
  })

  app.get('/attendance/approval/queryApprovals', async (c) => {
    return ok(c, await queryApprovals(db, await callerScope(db, c.get('caller')), await readParams(c)))
  })

  app.post('/attendance/approval/decideApproval', async (c) => {
    const decision = decisionInput(await readJsonObject(c))
    const caller = c.get('caller')
    const now = deps.now()
    const decided = await withDirectNotices(db, now, async (tx, notify, signal) => {
      const approval = await decideApproval(tx, await callerScope(tx, caller), decision, now)
      // The member's stored days it changes, decided again at once.
      const [from, to] = approval.kind === 'leave' ? [approval.fromDate!, approval.toDate!] : aroundDate((approval.missedTime ?? approval.checkInTime)!)
      await redecideDays(tx, caller.tenantId, approval.userId, from, to, now)
      const [me] = await tx.query<{ name: string }>("select coalesce(nullif(nickname, ''), username) as name from users where id = $1", [caller.userId])
      const notice = await decisionNotice(tx, caller.tenantId, approval, decision.approve)
      await notify({
        tenantId: caller.tenantId,
        userId: approval.userId,
        type: 'attendance',
        priority: 'medium',
        publisher: { id: caller.userId, name: me?.name ?? '' },
        title: notice.title,
        markdown: notice.markdown,
      })
      // Every queue that showed it waiting (the decider's other tabs too) drops it.
      await signal(caller.tenantId, [caller.userId, ...(await approversOf(tx, caller.tenantId, approval.userId))])
      const target = notice.target
      await audit(c, tx, { action: decision.approve ? 'approve' : 'reject', target, summary: `Decided the approval of ${target}`, after: approval }, now)
      return approval
    })
    return ok(c, decided)
  })

  app.post('/attendance/leave/submitLeave', session, async (c) => {
    const { tenantId, userId } = c.get('caller')
    const input = await leaveInput(db, tenantId, await readJsonObject(c))
    const now = deps.now()
    return ok(
      c,
      await withDirectNotices(db, now, async (tx, notify, signal) => sent(tx, notify, signal, tenantId, await submitLeave(tx, tenantId, userId, input, now))),
    )
  })

  app.post('/attendance/missed/submitMissed', session, async (c) => {
    const { tenantId, userId } = c.get('caller')
    const body = await readJsonObject(c)
    const now = deps.now()
    const approval = await withDirectNotices(db, now, async (tx, notify, signal) => {
      const input = await missedInput(tx, tenantId, userId, body, now)
      await requireOwnFile(tx, tenantId, input.photo, c.req.header('host'), 'photo')
      return sent(tx, notify, signal, tenantId, await submitMissed(tx, tenantId, userId, input, now))
    })
    return ok(c, approval)
  })

  app.get('/attendance/leave/queryMyLeaves', session, async (c) => {
    const { tenantId, userId } = c.get('caller')
    return ok(c, await myLeaves(db, tenantId, userId))
  })
}
