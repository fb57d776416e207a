/**
 * The access model: the tenant's menu tree, the menu authority of a caller — the nodes granted
 * to the active role (ROLE_ADMIN: all), intersected with a post's nodes, limited to one
 * top-level subtree, with the ancestors of every kept node so the tree stays well-formed — the
 * active role's button codes and the posts a user holds.
 */
import type { MenuMeta, MenuNode, PostOption } from '#platform/core/api/types.ts'
import { ADMIN_ROLE, type Caller } from '../../platform/caller.ts'
import type { Queryable } from '../../platform/db.ts'
import { badRequest } from '../../platform/http.ts'

interface MenuRow {
  id: number
  parent_id: number | null
  name: string
  path: string
  redirect: string | null
  title: string
  icon: string | null
  roles: string[] | null
  hidden: boolean
  always_show: boolean
  no_cache: boolean
  affix: boolean
  breadcrumb: boolean | null
  active_menu: string | null
}

export async function loadMenus(q: Queryable, tenantId: number): Promise<MenuRow[]> {
  return q.query<MenuRow>(
    `select id, parent_id, name, path, redirect, title, icon, roles, hidden, always_show, no_cache,
            affix, breadcrumb, active_menu
     from menus where tenant_id = $1 order by sort, id`,
    [tenantId],
  )
}

function meta(row: MenuRow): MenuMeta {
  const m: MenuMeta = { title: row.title }
  if (row.icon) m.icon = row.icon
  if (row.roles && row.roles.length > 0) m.roles = row.roles
  if (row.hidden) m.hidden = true
  if (row.always_show) m.alwaysShow = true
  if (row.no_cache) m.noCache = true
  if (row.affix) m.affix = true
  if (row.breadcrumb !== null) m.breadcrumb = row.breadcrumb
  if (row.active_menu) m.activeMenu = row.active_menu
  return m
}

/** Builds the tree of `rows` (kept in their order); children go under `childKey` and leaves
 * carry no child list. */
export function buildTree(rows: readonly MenuRow[], childKey: 'children' | 'routes'): MenuNode[] {
  const nodes = new Map<number, MenuNode>()
  for (const row of rows) {
    const node: MenuNode = { id: row.id, name: row.name, path: row.path, meta: meta(row) }
    if (row.redirect) node.redirect = row.redirect
    nodes.set(row.id, node)
  }
  const roots: MenuNode[] = []
  for (const row of rows) {
    const node = nodes.get(row.id)!
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id)
    if (!parent) {
      roots.push(node)
      continue
    }
    const siblings = parent[childKey] ?? []
    siblings.push(node)
    parent[childKey] = siblings
  }
  return roots
}

async function roleMenuIds(q: Queryable, caller: Caller): Promise<Set<number> | 'all'> {
  if (caller.activeRole === ADMIN_ROLE) return 'all'
  const rows = await q.query<{ menu_id: number }>(
    `select rm.menu_id from role_menus rm join roles r on r.id = rm.role_id
     where r.tenant_id = $1 and r.code = $2`,
    [caller.tenantId, caller.activeRole],
  )
  return new Set(rows.map((row) => row.menu_id))
}

async function postMenuIds(q: Queryable, caller: Caller, postCode: string): Promise<Set<number>> {
  const held = await q.query('select 1 from user_posts where user_id = $1 and tenant_id = $2 and post_code = $3', [caller.userId, caller.tenantId, postCode])
  if (held.length === 0) throw badRequest(/*i18n*/ 'The post {post} is not held by this user', { post: postCode })
  const rows = await q.query<{ menu_id: number }>('select menu_id from post_menus where tenant_id = $1 and post_code = $2', [caller.tenantId, postCode])
  return new Set(rows.map((row) => row.menu_id))
}

/** The rows `keep` accepts, with every ancestor of each (a tree stays a tree). */
function withAncestors(rows: readonly MenuRow[], keep: (row: MenuRow) => boolean): MenuRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  const kept = new Set<number>()
  for (const row of rows) {
    if (!keep(row)) continue
    for (let r: MenuRow | undefined = row; r && !kept.has(r.id); r = r.parent_id === null ? undefined : byId.get(r.parent_id)) {
      kept.add(r.id)
    }
  }
  return rows.filter((row) => kept.has(row.id))
}

/** The tenant's menu rows the caller's role may open (an admin: all), with their ancestors. */
export async function visibleMenus(q: Queryable, caller: Caller): Promise<MenuRow[]> {
  const rows = await loadMenus(q, caller.tenantId)
  const granted = await roleMenuIds(q, caller)
  return granted === 'all' ? rows : withAncestors(rows, (row) => granted.has(row.id))
}

export interface AuthorityFilter {
  postCode?: string
  /** Id of a top-level menu whose subtree is wanted. */
  parentId?: number
}

/** The caller's menu tree (children under `routes`, the deployed shape). */
export async function authorityMenu(q: Queryable, caller: Caller, filter: AuthorityFilter): Promise<MenuNode[]> {
  const rows = await loadMenus(q, caller.tenantId)
  const byId = new Map(rows.map((row) => [row.id, row]))
  const topOf = (row: MenuRow): MenuRow => {
    let current = row
    while (current.parent_id !== null && byId.has(current.parent_id)) current = byId.get(current.parent_id)!
    return current
  }
  if (filter.parentId !== undefined) {
    const top = byId.get(filter.parentId)
    if (!top || top.parent_id !== null) throw badRequest(/*i18n*/ 'The menu {id} is not a top-level menu', { id: filter.parentId })
  }

  const granted = await roleMenuIds(q, caller)
  const post = filter.postCode === undefined ? undefined : await postMenuIds(q, caller, filter.postCode)
  const kept = withAncestors(
    rows,
    (row) => (granted === 'all' || granted.has(row.id)) && (!post || post.has(row.id)) && (filter.parentId === undefined || topOf(row).id === filter.parentId),
  )
  return buildTree(kept, 'routes')
}

export async function roleButtons(q: Queryable, caller: Caller): Promise<string[]> {
  const [row] = await q.query<{ button_codes: string[] }>('select button_codes from roles where tenant_id = $1 and code = $2', [
    caller.tenantId,
    caller.activeRole,
  ])
  return row?.button_codes ?? []
}

/** The posts the user holds, in their order. */
export async function userPosts(q: Queryable, tenantId: number, userId: number): Promise<PostOption[]> {
  return q.query<PostOption>(
    `select p.code as value, p.name, nullif(p.name_zh, '') as "nameZh", nullif(p.name_tw, '') as "nameTw" from user_posts up
     join posts p on p.tenant_id = up.tenant_id and p.code = up.post_code
     where up.user_id = $1 and up.tenant_id = $2 order by up.sort, p.sort, p.code`,
    [userId, tenantId],
  )
}
