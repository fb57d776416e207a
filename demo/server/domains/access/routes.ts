/**
 * The access endpoints: the caller's menu authority (unwrapped, children under `routes`), the
 * menu tree the caller's role may open (children under `children`) and a user's posts (`{status, …}` envelope).
 * The authority answer is served from a serialised copy while the authorisation epoch holds.
 */
import { Hono } from 'hono'
import type { AuthorityResponse } from '#platform/core/api/types.ts'
import { targetUser } from '../../platform/caller.ts'
import { ok, type AppEnv, type Deps } from '../../platform/http.ts'
import { MAX_INT, optionalIntParam, optionalParam, readParams } from '../../platform/params.ts'
import { requireSession } from '../../platform/sessions.ts'
import { versionedCache } from '../../platform/versionedCache.ts'
import { authorityMenu, buildTree, roleButtons, userPosts, visibleMenus } from './model.ts'

/** queryCurrentAuthority answers kept per process. */
const ANSWERS_KEPT = 10_000

export function accessRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const session = requireSession(deps)

  // `username` and `userId` are accepted for compatibility; the token decides whose authority
  // is answered, so a caller can never read someone else's menu.
  app.post('/account/sysuserdetail/queryCurrentAuthority', session, async (c) => {
    const caller = c.get('caller')
    const params = await readParams(c)
    const filter = {
      postCode: optionalParam(params, 'postCode'),
      parentId: optionalIntParam(params, 'parentId', 1, MAX_INT),
    }
    const answer = async () =>
      JSON.stringify({
        status: 'ok',
        type: 'account',
        currentAuthority: [caller.activeRole],
        menu: await authorityMenu(db, caller, filter),
        menuButton: await roleButtons(db, caller),
      } satisfies AuthorityResponse)
    // Serialised once per user, role and filter while the authorisation epoch holds (authEpoch.ts).
    const key = JSON.stringify([caller.tenantId, caller.userId, caller.activeRole, filter.postCode ?? null, filter.parentId ?? null])
    const epoch = c.get('authEpoch')
    const body = epoch === undefined ? await answer() : await versionedCache<string>(db, 'authority', ANSWERS_KEPT).get(key, epoch, answer)
    return c.body(body, 200, { 'Content-Type': 'application/json' })
  })

  // Each role sees only the menus it may open (an admin: the whole tree), so the console offers
  // no top-level menu that would lead nowhere.
  app.get('/admin/sysmenu/querySysMenuTree', session, async (c) => ok(c, buildTree(await visibleMenus(db, c.get('caller')), 'children')))

  // Deployed backends answer this one with `status` instead of `code`.
  app.get('/admin/sysuserpost/querySysUserPostTree', session, async (c) => {
    const caller = c.get('caller')
    const userId = await targetUser(db, caller, c.req.query('userId')?.trim(), 'read')
    return c.json({ status: 200, message: 'success', data: await userPosts(db, caller.tenantId, userId) })
  })

  return app
}
