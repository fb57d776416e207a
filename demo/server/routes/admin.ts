/**
 * /api/admin: registerNewSession, profile updates, the user's posts, the tenant's menu tree,
 * organisations (paged, up to 10 000 per page) and dictionaries. Every query is scoped to the
 * caller's tenant.
 */
import { Hono } from 'hono'
import type { DictItem, Page, PostOption } from '../../../src/platform/core/api/types.ts'
import type { Organisation } from '../../../src/domains/admin/contract.ts'
import type { Queryable } from '../db.ts'
import {
  badRequest,
  forbidden,
  intParam,
  notFound,
  ok,
  optionalParam,
  readJsonObject,
  readParams,
  type AppEnv,
  type Caller,
  type Deps,
} from '../http.ts'
import { ADMIN_ROLE, buildTree, loadMenus } from '../menus.ts'
import { replaceOlderSessions, requireSession } from '../sessions.ts'
import { checkText, findUser, parseUserId, PROFILE_FIELDS } from '../users.ts'

export const MAX_ORG_PAGE_SIZE = 10_000

/** The user a request is about: the caller by default; another user of the same tenant only
 * for ROLE_ADMIN (403 otherwise, 404 when no such user is in the tenant). */
async function targetUser(q: Queryable, caller: Caller, rawId: unknown, action: string): Promise<number> {
  if (rawId === undefined || rawId === null || rawId === '') return caller.userId
  const id = parseUserId(rawId)
  if (id === null) throw badRequest('id is not a valid user id')
  if (id === caller.userId) return id
  if (caller.activeRole !== ADMIN_ROLE) throw forbidden(`You may only ${action} your own account`)
  const found = await q.query('select 1 from users where id = $1 and tenant_id = $2', [id, caller.tenantId])
  if (found.length === 0) throw notFound('User not found')
  return id
}

export async function listDict(q: Queryable, tenantId: number, dictType: string): Promise<DictItem[]> {
  const rows = await q.query<{ value: string; label: string; label_zh: string | null; label_tw: string | null; sort: number }>(
    `select value, label, label_zh, label_tw, sort from dict_items
     where tenant_id = $1 and dict_type = $2 order by sort, value`,
    [tenantId, dictType],
  )
  return rows.map((row) => ({
    value: row.value,
    label: row.label,
    ...(row.label_zh ? { labelZh: row.label_zh } : {}),
    ...(row.label_tw ? { labelTw: row.label_tw } : {}),
    sort: row.sort,
  }))
}

export function adminRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const { db } = deps
  app.use('*', requireSession(deps))

  app.post('/sysuser/registerNewSession', async (c) => {
    const caller = c.get('caller')
    await replaceOlderSessions(db, caller.userId, caller.sessionId, deps.now())
    return ok(c, null)
  })

  app.put('/sysuser/updateSysUser', async (c) => {
    const caller = c.get('caller')
    const body = await readJsonObject(c)
    if (body.id === undefined || body.id === null || body.id === '') throw badRequest('id is required')
    const id = await targetUser(db, caller, body.id, 'update')
    const values: unknown[] = [id, caller.tenantId]
    const sets: string[] = []
    // Only the profile fields are writable here; username, roles, audit state and password are not.
    for (const [field, { column, rule }] of Object.entries(PROFILE_FIELDS)) {
      if (!Object.hasOwn(body, field)) continue
      const checked = checkText(body[field], rule)
      if ('error' in checked) throw badRequest(checked.error)
      values.push(checked.value)
      sets.push(`${column} = $${values.length}`)
    }
    values.push(deps.now())
    sets.push(`updated_at = $${values.length}`)
    const updated = await db.query(`update users set ${sets.join(', ')} where id = $1 and tenant_id = $2 returning id`, values)
    if (updated.length === 0) throw notFound('User not found')
    return ok(c, await findUser(db, caller.tenantId, id))
  })

  // Deployed backends answer this one with `status` instead of `code`.
  app.get('/sysuserpost/querySysUserPostTree', async (c) => {
    const caller = c.get('caller')
    const userId = await targetUser(db, caller, c.req.query('userId')?.trim(), 'read')
    const rows = await db.query<PostOption>(
      `select p.code as value, p.name from user_posts up
       join posts p on p.tenant_id = up.tenant_id and p.code = up.post_code
       where up.user_id = $1 and up.tenant_id = $2 order by up.sort, p.sort, p.code`,
      [userId, caller.tenantId],
    )
    return c.json({ status: 200, message: 'success', data: rows })
  })

  app.get('/sysmenu/querySysMenuTree', async (c) => {
    const rows = await loadMenus(db, c.get('caller').tenantId)
    return ok(c, buildTree(rows, 'children'))
  })

  app.get('/sysorg/querySysOrg', async (c) => {
    const caller = c.get('caller')
    const params = await readParams(c)
    const currentPage = intParam(params, 'currentPage', 1, 1, 1_000_000)
    const pageSize = intParam(params, 'pageSize', 10, 1, MAX_ORG_PAGE_SIZE)
    const name = optionalParam(params, 'name') ?? ''
    // position() instead of LIKE: the search text needs no escaping of % and _.
    const where = `tenant_id = $1 and ($2 = '' or position(lower($2) in lower(name)) > 0)`
    const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from orgs where ${where}`, [
      caller.tenantId,
      name,
    ])
    const list = await db.query<Organisation>(
      `select id, code, name, parent_id as "parentId", province from orgs where ${where}
       order by id limit $3 offset $4`,
      [caller.tenantId, name, pageSize, (currentPage - 1) * pageSize],
    )
    return ok(c, { list, total, currentPage, pageSize } satisfies Page<Organisation>)
  })

  app.get('/sysdict/queryDictByDictType', async (c) => {
    const dictType = c.req.query('dictType')?.trim()
    if (!dictType) throw badRequest('dictType is required')
    return ok(c, await listDict(db, c.get('caller').tenantId, dictType))
  })

  return app
}
