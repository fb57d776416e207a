/**
 * The attendance endpoints (docs/spec.md#attendance), all within the caller's tenant:
 * - scopes: read by any signed-in user (an organisation's own; the caller's applicable ones),
 *   saved and deleted through the admin guard (ROLE_ADMIN or a role granted the Sign-in scope
 *   screen, within its data scope; every write in the operation log);
 * - check-in: any signed-in user of an organisation with a scope; the server decides;
 * - records and daily counts: the guard of the Sign-in records screen (ROLE_ADMIN, or a role
 *   granted it — the seed's editors), within the caller's data scope;
 * - rules: read, set and removed through the guard of the Attendance rules screen, an
 *   organisation's within the caller's data scope, the tenant's only with a scope of all;
 * - the member's month: any signed-in user, their own days;
 * - approvals: approvalRoutes.ts;
 * - reports: the month's stored days summed, and a member's month, through the guard of the
 *   Attendance reports screen (administrators and editors), within the caller's data scope.
 */
import { Hono } from 'hono'
import type { Caller } from '../../platform/caller.ts'
import type { Queryable } from '../../platform/db.ts'
import { forbidden, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { optionalParam, readJsonObject, readParams } from '../../platform/params.ts'
import { requireSession } from '../../platform/sessions.ts'
import { adminGuard, audit, callerScope, orgInScope, userInScope, type Scope } from '../admin/index.ts'
import { reportFilter, reportMembers, reportOrgs, reportSummary } from './reports.ts'
import { checkIn, checkInInput } from './checkIns.ts'
import { dailyCounts, queryRecords, recordFilter } from './records.ts'
import { applyFromParam, memberMonth, monthParam } from './days.ts'
import { redoFrom } from './dayStore.ts'
import { settleSoon } from './settleJob.ts'
import { mountApprovalRoutes } from './approvalRoutes.ts'
import { deleteRules, rulesInput, rulesOf, saveRules } from './rules.ts'
import { deleteScope, idField, optionalOrg, orgNameOf, orgScopes, saveScope, scopeById, scopeInput } from './scopes.ts'
import { allScopes, checkRuleScopes, membershipsOf, refuseNamedScope, ruleScopeChoices, rulesWithScopes } from './applyingScopes.ts'

export function attendanceRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const session = requireSession(deps)
  const scopeGuard = adminGuard(deps, 'attendance', '/attendance/scope', /*i18n*/ 'Only an administrator may manage sign-in scopes')
  const recordGuard = adminGuard(deps, 'attendance', '/attendance/records', /*i18n*/ 'Only administrators and editors may read sign-in records')
  const limits = deps.settings.attendance
  for (const path of ['/attendance/scope/saveSigninScope', '/attendance/scope/deleteSigninScope']) app.use(path, ...scopeGuard)
  for (const path of ['/attendance/record/queryRecords', '/attendance/record/queryDailyCounts']) app.use(path, ...recordGuard)
  app.use('/attendance/rules/*', ...adminGuard(deps, 'attendance', '/attendance/rules', /*i18n*/ 'Only an administrator may manage attendance rules'))

  /** The organisation of a rules request (absent: the tenant's), the tenant's and within the
   * caller's data scope; the tenant's own rules need a scope of all. */
  const rulesOwner = async (q: Queryable, caller: Caller, raw: unknown): Promise<{ orgId: number | null; target: string; scope: Scope }> => {
    const orgId = raw === undefined || raw === null || raw === '' ? null : idField(raw, 'orgId')
    const target = orgId === null ? '' : await orgNameOf(q, caller.tenantId, orgId)
    const scope = await callerScope(q, caller)
    if (orgId === null ? !scope.all : !orgInScope(scope, orgId)) throw forbidden(/*i18n*/ 'This organisation is outside your data scope')
    return { orgId, target: orgId === null ? 'tenant' : target, scope }
  }

  app.get('/attendance/rules/queryRules', async (c) => {
    const { orgId } = await rulesOwner(db, c.get('caller'), (await readParams(c)).orgId)
    return ok(c, await rulesWithScopes(db, c.get('caller').tenantId, orgId))
  })

  app.get('/attendance/rules/queryRuleScopes', async (c) => {
    const params = await readParams(c)
    const { orgId, scope } = await rulesOwner(db, c.get('caller'), params.orgId)
    return ok(c, await ruleScopeChoices(db, scope, orgId, optionalParam(params, 'keyword')?.slice(0, 50) ?? ''))
  })

  /** After a change of rules: the days from `applyFrom` are decided again, soon when settling runs in the background. */
  const redo = async (q: Queryable, tenantId: number, applyFrom: string) => redoFrom(q, tenantId, applyFrom, deps.now())
  const settleAfter = (tenantId: number) => {
    if (deps.settings.attendance.settleMinutes > 0) void settleSoon(db, tenantId, deps.now)
  }

  app.post('/attendance/rules/saveRules', async (c) => {
    const body = await readJsonObject(c)
    const rules = rulesInput(body.rules)
    const applyFrom = applyFromParam(body.applyFrom, deps.now())
    const saved = await db.transaction(async (tx) => {
      const caller = c.get('caller')
      const { orgId, target, scope } = await rulesOwner(tx, caller, body.orgId)
      if (rules.scopeIds) await checkRuleScopes(tx, scope, orgId, rules.scopeIds)
      const before = await rulesOf(tx, caller.tenantId, orgId)
      await saveRules(tx, caller.tenantId, orgId, rules, deps.now())
      await redo(tx, caller.tenantId, applyFrom)
      const after = await rulesWithScopes(tx, caller.tenantId, orgId)
      const action = before.own ? 'update' : 'create'
      await audit(c, tx, { action, target, summary: `Set attendance rules of ${target}`, before: before.own, after: after.own }, deps.now())
      return after
    })
    settleAfter(c.get('caller').tenantId)
    return ok(c, saved)
  })

  app.post('/attendance/rules/deleteRules', async (c) => {
    const params = await readParams(c)
    const applyFrom = applyFromParam(params.applyFrom, deps.now())
    const removed = await db.transaction(async (tx) => {
      const caller = c.get('caller')
      const { orgId, target } = await rulesOwner(tx, caller, params.orgId)
      const before = await rulesOf(tx, caller.tenantId, orgId)
      await deleteRules(tx, caller.tenantId, orgId)
      await redo(tx, caller.tenantId, applyFrom)
      if (before.own) await audit(c, tx, { action: 'delete', target, summary: `Removed attendance rules of ${target}`, before: before.own }, deps.now())
      return rulesWithScopes(tx, caller.tenantId, orgId)
    })
    settleAfter(c.get('caller').tenantId)
    return ok(c, removed)
  })

  mountApprovalRoutes(app, deps)

  app.get('/attendance/day/queryMyMonth', session, async (c) => {
    const params = await readParams(c)
    const month = monthParam(params.month)
    const { tenantId, userId } = c.get('caller')
    return ok(c, await memberMonth(db, tenantId, userId, month, deps.now(), optionalOrg(params)))
  })

  app.get('/attendance/scope/querySigninScope', session, async (c) => {
    const { tenantId } = c.get('caller')
    const orgId = idField((await readParams(c)).orgId, 'orgId')
    await orgNameOf(db, tenantId, orgId)
    return ok(c, await orgScopes(db, tenantId, orgId))
  })

  app.get('/attendance/scope/queryMyScope', session, async (c) => {
    const { tenantId, userId } = c.get('caller')
    return ok(c, allScopes(await membershipsOf(db, tenantId, userId)))
  })

  app.post('/attendance/scope/saveSigninScope', async (c) => {
    const input = scopeInput(await readJsonObject(c))
    const saved = await db.transaction(async (tx) => {
      const caller = c.get('caller')
      const orgName = await orgNameOf(tx, caller.tenantId, input.orgId)
      const before = input.id === undefined ? undefined : await scopeById(tx, caller.tenantId, input.id)
      const scope = await callerScope(tx, caller)
      if (!orgInScope(scope, input.orgId) || (before && !orgInScope(scope, before.orgId))) {
        throw forbidden(/*i18n*/ 'This organisation is outside your data scope')
      }
      const id = await saveScope(tx, caller.tenantId, input, deps.now())
      const after = await scopeById(tx, caller.tenantId, id)
      const action = before ? 'update' : 'create'
      const target = `${orgName} · ${after.name}`
      await audit(c, tx, { action, target, summary: `${before ? 'Updated' : 'Created'} sign-in scope ${target}`, before, after }, deps.now())
      return after
    })
    return ok(c, saved)
  })

  app.post('/attendance/scope/deleteSigninScope', async (c) => {
    const id = idField((await readParams(c)).id, 'id')
    await db.transaction(async (tx) => {
      const caller = c.get('caller')
      const before = await scopeById(tx, caller.tenantId, id)
      if (!orgInScope(await callerScope(tx, caller), before.orgId)) throw forbidden(/*i18n*/ 'This organisation is outside your data scope')
      await refuseNamedScope(tx, caller.tenantId, id)
      await deleteScope(tx, caller.tenantId, id)
      const target = `${before.orgName} · ${before.name}`
      await audit(c, tx, { action: 'delete', target, summary: `Deleted sign-in scope ${target}`, before }, deps.now())
    })
    return ok(c, null)
  })

  app.post('/attendance/checkin/checkIn', session, async (c) => {
    const input = checkInInput(await readJsonObject(c))
    const { tenantId, userId } = c.get('caller')
    return ok(c, await db.transaction((tx) => checkIn(tx, tenantId, userId, input, limits, deps.now())))
  })

  const reportGuard = adminGuard(deps, 'attendance', '/attendance/reports', /*i18n*/ 'Only administrators and editors may read attendance reports')
  app.use('/attendance/report/*', ...reportGuard)

  app.get('/attendance/report/querySummary', async (c) => {
    const filter = reportFilter(await readParams(c))
    return ok(c, await reportSummary(db, await callerScope(db, c.get('caller')), filter))
  })

  app.get('/attendance/report/queryMembers', async (c) => {
    const params = await readParams(c)
    return ok(c, await reportMembers(db, await callerScope(db, c.get('caller')), reportFilter(params), params))
  })

  app.get('/attendance/report/queryOrgs', async (c) => {
    const params = await readParams(c)
    return ok(c, await reportOrgs(db, await callerScope(db, c.get('caller')), reportFilter(params), params))
  })

  app.get('/attendance/report/queryMemberMonth', async (c) => {
    const params = await readParams(c)
    const userId = idField(params.userId, 'userId')
    const month = monthParam(params.month)
    const orgId = optionalOrg(params)
    const caller = c.get('caller')
    const scope = await callerScope(db, caller)
    // A member's month in an organisation within the data scope reads, though they are another's (a
    // scope of all is the tenant's users: userInScope holds it; a narrower one names the tenant's
    // organisations, and memberMonth answers 400 for one the member is not in).
    const within = (await userInScope(db, scope, userId)) || (orgId !== undefined && !scope.all && orgInScope(scope, orgId))
    if (!within) throw forbidden(/*i18n*/ 'This member is outside your data scope')
    return ok(c, await memberMonth(db, caller.tenantId, userId, month, deps.now(), orgId))
  })

  app.get('/attendance/record/queryRecords', async (c) => {
    const params = await readParams(c)
    const filter = recordFilter(params)
    return ok(c, await queryRecords(db, await callerScope(db, c.get('caller')), filter, params))
  })

  app.get('/attendance/record/queryDailyCounts', async (c) => {
    const filter = recordFilter(await readParams(c))
    return ok(c, await dailyCounts(db, await callerScope(db, c.get('caller')), filter, deps.now()))
  })

  return app
}
