/**
 * The administrator's organisation endpoints (ROLE_ADMIN, or a role granted System →
 * Organisations — 403 for any other active role), scoped to the caller's tenant: the compact
 * tree, create, rename, move and delete (only when empty). Changing the tree needs a data scope
 * of all organisations (a delegated administrator of one campus may read it, not reshape it).
 * Every bad input is a 400 naming its field; a refused request changes nothing; every change is
 * recorded in the operation log with the organisation before and after.
 */
import { Hono, type Context } from 'hono'
import type { Queryable } from '../../platform/db.ts'
import { done, fieldError, forbidden, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { readJsonObject } from '../../platform/params.ts'
import { callerScope } from './dataScope.ts'
import { adminGuard } from './guard.ts'
import { audit } from './opLog.ts'
import { createOrg, deleteOrg, moveOrg, ORG_CODE_PATTERN, orgId, orgName, orgSnapshot, orgTree, renameOrg } from './orgs.ts'

function orgCode(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined
  if (typeof raw !== 'string') throw fieldError('code', /*i18n*/ 'The code must be text')
  const code = raw.trim()
  if (code === '') return undefined
  if (!ORG_CODE_PATTERN.test(code)) throw fieldError('code', /*i18n*/ 'The code may hold only letters, digits, - and _ (at most 32 characters)')
  return code
}

export function adminOrgRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const base = '/admin/sysorg/admin'
  app.use(`${base}/*`, ...adminGuard(deps, 'orgs', '/system/orgs', /*i18n*/ 'Only an administrator may manage organisations'))
  /** Runs a change of the tree on organisation `id` (null: the one it creates) and records it,
   * before and after, in one transaction; only a caller whose data scope is all organisations. */
  const write = <T>(
    c: Context<AppEnv>,
    id: number | null,
    action: string,
    summary: string,
    fn: (tx: Queryable, tenantId: number) => Promise<{ result: T; id?: number; gone?: boolean }>,
  ) =>
    db.transaction(async (tx) => {
      const caller = c.get('caller')
      if (!(await callerScope(tx, caller)).all)
        throw forbidden(/*i18n*/ 'Only an administrator whose data scope is all organisations may change the organisation tree')
      const before = id === null ? undefined : await orgSnapshot(tx, caller.tenantId, id)
      const { result, id: createdId, gone } = await fn(tx, caller.tenantId)
      const after = gone ? undefined : await orgSnapshot(tx, caller.tenantId, (id ?? createdId)!)
      const target = (after ?? before)!.name
      await audit(c, tx, { action, summary: `${summary} ${target}`, target, before, after }, deps.now())
      return result
    })

  app.get(`${base}/queryOrgTree`, async (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, await orgTree(db, c.get('caller').tenantId))
  })

  app.post(`${base}/createOrg`, async (c) => {
    const body = await readJsonObject(c)
    const name = orgName(body.name)
    const parentId = orgId(body.parentId, 'parentId', true)
    const code = orgCode(body.code)
    const created = await write(c, null, 'create', 'Created organisation', async (tx, tenantId) => {
      const org = await createOrg(tx, tenantId, { name, parentId, ...(code ? { code } : {}) })
      return { result: org, id: org.id }
    })
    return ok(c, created)
  })

  app.post(`${base}/renameOrg`, async (c) => {
    const body = await readJsonObject(c)
    const id = orgId(body.id, 'id')
    const name = orgName(body.name)
    await write(c, id, 'rename', 'Renamed organisation', async (tx, tenantId) => ({ result: await renameOrg(tx, tenantId, id, name) }))
    return done(c)
  })

  app.post(`${base}/moveOrg`, async (c) => {
    const body = await readJsonObject(c)
    const id = orgId(body.id, 'id')
    if (!('parentId' in body)) throw fieldError('parentId', /*i18n*/ 'parentId is required (null for the top level)')
    const parentId = orgId(body.parentId, 'parentId', true)
    await write(c, id, 'move', 'Moved organisation', async (tx, tenantId) => ({ result: await moveOrg(tx, tenantId, id, parentId) }))
    return done(c)
  })

  app.post(`${base}/deleteOrg`, async (c) => {
    const body = await readJsonObject(c)
    const id = orgId(body.id, 'id')
    await write(c, id, 'delete', 'Deleted organisation', async (tx, tenantId) => ({ result: await deleteOrg(tx, tenantId, id), gone: true }))
    return done(c)
  })

  return app
}
