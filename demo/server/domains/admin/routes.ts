/**
 * The administration endpoints: the tenant's organisations (paged, up to 10 000 per page) and
 * its dictionaries (the enabled entries of a type), with the administrator's users, organisation
 * tree, roles, dictionaries, operation log, sign-in log and online sessions mounted from their
 * own files. Every query is scoped
 * to the caller's tenant.
 */
import { Hono } from 'hono'
import { badRequest, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { intParam, optionalParam, readParams } from '../../platform/params.ts'
import { requireSession } from '../../platform/sessions.ts'
import { listDict } from './model.ts'
import { orgPageResponse } from './orgPages.ts'
import { adminOrgRoutes } from './orgRoutes.ts'
import { adminUserRoutes } from './userRoutes.ts'
import { roleRoutes } from './roleRoutes.ts'
import { dictRoutes } from './dictRoutes.ts'
import { sessionRoutes } from './sessionRoutes.ts'

export const MAX_ORG_PAGE_SIZE = 10_000

export function adminRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const session = requireSession(deps)

  app.get('/admin/sysorg/querySysOrg', session, async (c) => {
    const params = await readParams(c)
    // A serialised, compressed copy per tenant and query, with an ETag (orgPages.ts).
    return orgPageResponse(c, db, c.get('caller').tenantId, {
      currentPage: intParam(params, 'currentPage', 1, 1, 1_000_000),
      pageSize: intParam(params, 'pageSize', 10, 1, MAX_ORG_PAGE_SIZE),
      name: optionalParam(params, 'name') ?? '',
    })
  })

  app.get('/admin/sysdict/queryDictByDictType', session, async (c) => {
    const dictType = c.req.query('dictType')?.trim()
    if (!dictType) throw badRequest(/*i18n*/ '{name} is required', { name: 'dictType' })
    return ok(c, await listDict(db, c.get('caller').tenantId, dictType))
  })

  app.route('/', adminUserRoutes(deps))
  app.route('/', roleRoutes(deps))
  app.route('/', dictRoutes(deps))
  app.route('/', adminOrgRoutes(deps))
  app.route('/', sessionRoutes(deps))

  return app
}
