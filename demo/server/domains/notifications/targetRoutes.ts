/**
 * The publisher's recipient look-ups (ROLE_ADMIN or ROLE_EDITOR as the active role, the same
 * guard as publishing; 403 for any other): users by keyword, the organisation tree, the roles,
 * and resolveTargets (ids → names). All read only, within the caller's tenant and data scope; a
 * bad parameter is a 400 naming it.
 */
import { Hono } from 'hono'
import { MAX_TARGET_USERS_PAGE } from '../../../../src/domains/notifications/contract.ts'
import { fieldError, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { intParam, optionalParam, readJsonObject, readParams } from '../../platform/params.ts'
import { requireSession } from '../../platform/sessions.ts'
import { callerScope, orgTree } from '../admin/index.ts'
import { idList, MAX_OBJECT_IDS } from './publish.ts'
import { publisherOnly } from './publishRoutes.ts'
import { orgTreeWithin, resolveTargets, targetRoles, targetUsers } from './targets.ts'

const BASE = '/notification/publish'
const MAX_KEYWORD = 100

export function targetRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const guard = [requireSession(deps), publisherOnly()] as const

  app.get(`${BASE}/queryTargetUsers`, ...guard, async (c) => {
    const params = await readParams(c)
    const keyword = optionalParam(params, 'keyword')
    if (keyword !== undefined && keyword.length > MAX_KEYWORD)
      throw fieldError('keyword', /*i18n*/ '{name} must be at most {max} characters', { name: 'keyword', max: MAX_KEYWORD })
    let pageSize: number
    try {
      pageSize = intParam(params, 'pageSize', 20, 1, MAX_TARGET_USERS_PAGE)
    } catch {
      throw fieldError('pageSize', /*i18n*/ '{name} must be an integer from {min} to {max}', { name: 'pageSize', min: 1, max: MAX_TARGET_USERS_PAGE })
    }
    c.header('Cache-Control', 'no-store')
    return ok(c, await targetUsers(db, await callerScope(db, c.get('caller')), keyword, pageSize))
  })

  app.get(`${BASE}/queryTargetOrgs`, ...guard, async (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, orgTreeWithin(await orgTree(db, c.get('caller').tenantId), await callerScope(db, c.get('caller'))))
  })

  app.get(`${BASE}/queryTargetRoles`, ...guard, async (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, await targetRoles(db, c.get('caller').tenantId))
  })

  app.post(`${BASE}/resolveTargets`, ...guard, async (c) => {
    const body = await readJsonObject(c)
    const roles = body.roles ?? []
    if (!Array.isArray(roles) || roles.length > MAX_OBJECT_IDS || !roles.every((r) => typeof r === 'string' && r.length <= 64 && !r.includes('\u0000'))) {
      throw fieldError('roles', /*i18n*/ '{name} must be a list of at most {max} role codes', { name: 'roles', max: MAX_OBJECT_IDS })
    }
    const object = { users: idList(body.users, 'users'), orgs: idList(body.orgs, 'orgs'), roles: [...new Set(roles as string[])] }
    c.header('Cache-Control', 'no-store')
    return ok(c, await resolveTargets(db, await callerScope(db, c.get('caller')), object))
  })

  return app
}
