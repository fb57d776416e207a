/**
 * The roles screen's rules, framework-free: the tri-state of a menu tree with checkboxes (a
 * group is checked when all its grantable screens are, mixed when some are), what toggling a
 * node does (a group takes or drops all its grantable screens), the ids sent on save, and the
 * grant dialog's moves between authorized and unauthorized roles, and whether the caller may edit
 * a role.
 */
import type { MenuNode } from '#platform/core/api/types.ts'
import type { RoleSummary } from '../contract/wire.ts'

/** Whether the caller may rename, delete or change the permissions of `role`: the server's word
 * when it sends it (a delegated administrator may grant but not edit a role they hold), else
 * whether they may grant it. */
export function roleEditable(role: Pick<RoleSummary, 'grantable' | 'editable'>): boolean {
  return role.editable ?? role.grantable
}

export type CheckState = 'checked' | 'unchecked' | 'mixed'

const kids = (node: MenuNode): MenuNode[] => node.children ?? node.routes ?? []

/** The ids of the node's leaves (the node itself when it has no children). */
export function leafIds(node: MenuNode): number[] {
  const children = kids(node)
  if (children.length === 0) return typeof node.id === 'number' ? [node.id] : []
  return children.flatMap(leafIds)
}

/** The checked leaves of a stored grant (groups in it say nothing: their screens decide). */
export function checkedLeaves(tree: readonly MenuNode[], menuIds: readonly number[] | 'all'): Set<number> {
  const leaves = tree.flatMap(leafIds)
  return new Set(menuIds === 'all' ? leaves : leaves.filter((id) => menuIds.includes(id)))
}

export function checkState(node: MenuNode, checked: ReadonlySet<number>): CheckState {
  const leaves = leafIds(node)
  const on = leaves.filter((id) => checked.has(id)).length
  return on === 0 ? 'unchecked' : on === leaves.length ? 'checked' : 'mixed'
}

/** Toggles a node: an unchecked or mixed one takes every grantable leaf below it, a checked one
 * drops them (leaves the caller may not grant keep their state). */
export function toggle(node: MenuNode, checked: ReadonlySet<number>, grantable: ReadonlySet<number>): Set<number> {
  const next = new Set(checked)
  const leaves = leafIds(node).filter((id) => grantable.has(id))
  const on = checkState(node, checked) !== 'checked'
  for (const id of leaves) {
    if (on) next.add(id)
    else next.delete(id)
  }
  return next
}

/** Ids to save: the checked leaves, in tree order (the server adds their groups). */
export function savedMenuIds(tree: readonly MenuNode[], checked: ReadonlySet<number>): number[] {
  return tree.flatMap(leafIds).filter((id) => checked.has(id))
}

export interface GrantLists<T> {
  authorized: T[]
  unauthorized: T[]
}

/** Moves the chosen roles (by id) to the other side, keeping each side's order; `all` moves every one. */
export function moveRoles<T extends { id: string }>(lists: GrantLists<T>, to: 'authorized' | 'unauthorized', ids: ReadonlySet<string> | 'all'): GrantLists<T> {
  const from = to === 'authorized' ? lists.unauthorized : lists.authorized
  const moving = from.filter((role) => ids === 'all' || ids.has(role.id))
  const staying = from.filter((role) => !moving.includes(role))
  return to === 'authorized'
    ? { authorized: [...lists.authorized, ...moving], unauthorized: staying }
    : { authorized: staying, unauthorized: [...lists.unauthorized, ...moving] }
}
