/**
 * The organisation tree as the screens walk it: an index of the flat list (children by parent,
 * ancestors, descendants, paths) and the rows a tree view shows — the visible nodes in order
 * with their level, position among their siblings and whether they have children, given the
 * expanded nodes and an optional search filter. Framework-free.
 */
import type { OrgNode } from '../contract.ts'

export interface OrgIndex {
  readonly nodes: readonly OrgNode[]
  readonly byId: ReadonlyMap<number, OrgNode>
  /** Children by parent id (null: the top level), in the order of `nodes`. */
  readonly children: ReadonlyMap<number | null, readonly OrgNode[]>
}

const NONE: readonly OrgNode[] = []

/** Indexes a flat list; a node whose parent is missing is shown at the top level. */
export function buildOrgIndex(nodes: readonly OrgNode[]): OrgIndex {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const children = new Map<number | null, OrgNode[]>()
  for (const node of nodes) {
    const parent = node.parentId !== null && byId.has(node.parentId) ? node.parentId : null
    let list = children.get(parent)
    if (!list) children.set(parent, (list = []))
    list.push(node)
  }
  return { nodes, byId, children }
}

export const childrenOf = (index: OrgIndex, id: number | null): readonly OrgNode[] => index.children.get(id) ?? NONE

/** The ids of a node's ancestors, its parent first (stops at a loop). */
export function ancestorIds(index: OrgIndex, id: number): number[] {
  const out: number[] = []
  const seen = new Set([id])
  let parent = index.byId.get(id)?.parentId ?? null
  while (parent !== null && index.byId.has(parent) && !seen.has(parent)) {
    out.push(parent)
    seen.add(parent)
    parent = index.byId.get(parent)?.parentId ?? null
  }
  return out
}

/** The node and all below it. */
export function subtreeIds(index: OrgIndex, id: number): Set<number> {
  const out = new Set<number>([id])
  const stack = [id]
  while (stack.length > 0) {
    for (const child of childrenOf(index, stack.pop()!)) {
      if (!out.has(child.id)) {
        out.add(child.id)
        stack.push(child.id)
      }
    }
  }
  return out
}

/** The names from the top level down to the node ("Acme Lab 00001 / 北京校区 00011"). */
export function pathNames(index: OrgIndex, id: number): string[] {
  return [...ancestorIds(index, id)]
    .reverse()
    .concat(id)
    .map((a) => index.byId.get(a)?.name ?? '')
}

/** Every node that has children (for "expand all"). */
export function parentIds(index: OrgIndex): Set<number> {
  const out = new Set<number>()
  for (const key of index.children.keys()) if (key !== null) out.add(key)
  return out
}

/** A search filter: the matching nodes (with the matched part of their name, if any) and the
 * nodes kept on screen — the matches and their ancestors. */
export interface OrgFilter {
  matches: ReadonlyMap<number, readonly [number, number] | null>
  keep: ReadonlySet<number>
}

export interface OrgRow {
  node: OrgNode
  /** 1 for the top level (aria-level). */
  level: number
  hasChildren: boolean
  /** 1-based position among the shown siblings, and their number (aria-posinset/-setsize). */
  posInSet: number
  setSize: number
  /** The matched part of the name while searching. */
  highlight: readonly [number, number] | null
}

/**
 * The rows shown, in order: the top level, and the children of every expanded node. While
 * filtering, only the kept nodes are shown — except below a match, whose children all show
 * when it is expanded (to see what the match holds).
 */
export function visibleRows(index: OrgIndex, expanded: ReadonlySet<number>, filter: OrgFilter | null = null): OrgRow[] {
  const rows: OrgRow[] = []
  const shown = (list: readonly OrgNode[], all: boolean) => (all || !filter ? list : list.filter((n) => filter.keep.has(n.id)))
  // Explicit stack of [siblings, next position, level, inside a match]: no recursion limit.
  const stack: { list: readonly OrgNode[]; at: number; level: number; all: boolean }[] = [
    { list: shown(childrenOf(index, null), false), at: 0, level: 1, all: false },
  ]
  const seen = new Set<number>()
  while (stack.length > 0) {
    const top = stack[stack.length - 1]
    if (top.at >= top.list.length) {
      stack.pop()
      continue
    }
    const node = top.list[top.at++]
    if (seen.has(node.id)) continue
    seen.add(node.id)
    const kids = childrenOf(index, node.id)
    rows.push({
      node,
      level: top.level,
      hasChildren: kids.length > 0,
      posInSet: top.at,
      setSize: top.list.length,
      highlight: filter?.matches.get(node.id) ?? null,
    })
    if (kids.length > 0 && expanded.has(node.id)) {
      const all = top.all || (filter?.matches.has(node.id) ?? false)
      stack.push({ list: shown(kids, all), at: 0, level: top.level + 1, all })
    }
  }
  return rows
}
