/**
 * The administrator's organisation endpoints (ROLE_ADMIN only — 403 for any other active role),
 * scoped to the caller's tenant: the compact tree, create, rename, move and delete (only when
 * empty). Every bad input is a 400 naming its field; a refused request changes nothing.
 */
import { Hono } from 'hono'
import { done, ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { readJsonObject } from '../../platform/params.ts'
import { requireSession } from '../../platform/sessions.ts'
import { adminOnly } from './access.ts'
import { createOrg, deleteOrg, moveOrg, ORG_CODE_PATTERN, orgId, orgName, orgTree, renameOrg } from './orgs.ts'
import { fieldError } from './userRules.ts'

function orgCode(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined
  if (typeof raw !== 'string') throw fieldError('code', 'The code must be text')
  const code = raw.trim()
  if (code === '') return undefined
  if (!ORG_CODE_PATTERN.test(code)) throw fieldError('code', 'The code may hold only letters, digits, - and _ (at most 32 characters)')
  return code
}

export function adminOrgRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const base = '/admin/sysorg/admin'
  app.use(`${base}/*`, requireSession(deps), adminOnly('Only an administrator may manage organisations'))

  app.get(`${base}/queryOrgTree`, async (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, await orgTree(db, c.get('caller').tenantId))
  })

  app.post(`${base}/createOrg`, async (c) => {
    const body = await readJsonObject(c)
    const name = orgName(body.name)
    const parentId = orgId(body.parentId, 'parentId', true)
    const code = orgCode(body.code)
    const tenantId = c.get('caller').tenantId
    return ok(c, await db.transaction((tx) => createOrg(tx, tenantId, { name, parentId, ...(code ? { code } : {}) })))
  })

  app.post(`${base}/renameOrg`, async (c) => {
    const body = await readJsonObject(c)
    const id = orgId(body.id, 'id')
    const name = orgName(body.name)
    await renameOrg(db, c.get('caller').tenantId, id, name)
    return done(c)
  })

  app.post(`${base}/moveOrg`, async (c) => {
    const body = await readJsonObject(c)
    const id = orgId(body.id, 'id')
    if (!('parentId' in body)) throw fieldError('parentId', 'parentId is required (null for the top level)')
    const parentId = orgId(body.parentId, 'parentId', true)
    const tenantId = c.get('caller').tenantId
    await db.transaction((tx) => moveOrg(tx, tenantId, id, parentId))
    return done(c)
  })

  app.post(`${base}/deleteOrg`, async (c) => {
    const body = await readJsonObject(c)
    const id = orgId(body.id, 'id')
    const tenantId = c.get('caller').tenantId
    await db.transaction((tx) => deleteOrg(tx, tenantId, id))
    return done(c)
  })

  return app
}
