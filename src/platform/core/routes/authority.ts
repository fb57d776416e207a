/**
 * The server's menu authority (queryCurrentAuthority, docs/spec.md#route-permissions) parsed into a tree of absolute
 * paths: children under `children` or `routes`, a string of paths, or a JSON string of either.
 * An entry whose path is an http(s) address keeps it: an external page, not a route.
 * Pure functions, framework-free.
 */
import type { AuthorityResponse, MenuMeta } from '../api/types.ts'
import { normalizePath, resolvePath } from './paths.ts'

/** A node of the authority menu with its path made absolute. Nodes parsed from a string of
 * paths have no meta and no children. */
export interface AuthorityItem {
  path: string
  name?: string
  meta?: MenuMeta
  children: AuthorityItem[]
}

export type AuthorityMenu = AuthorityResponse['menu'] | null | undefined

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** The address of a menu entry whose path is an external page (`https://…`, as the family's
 * backends send links marked `target: "_blank"`), else null; only http(s) qualifies. */
export function externalLink(path: string): string | null {
  const text = path.trim()
  if (!/^https?:\/\//i.test(text)) return null
  try {
    return new URL(text).href
  } catch {
    return null
  }
}

function parseNode(node: unknown, parentPath: string): AuthorityItem | null {
  if (typeof node === 'string') {
    if (node.trim() === '') return null
    return { path: externalLink(node) ?? resolvePath(parentPath, node), children: [] }
  }
  if (!isRecord(node)) return null
  const raw = typeof node.path === 'string' ? node.path : ''
  const link = externalLink(raw)
  const path = link ?? resolvePath(parentPath, raw)
  // An external page has no screens below it.
  const kids = link ? [] : [...asArray(node.children), ...asArray(node.routes)]
  const item: AuthorityItem = {
    path,
    children: kids.map((k) => parseNode(k, path)).filter((k): k is AuthorityItem => k !== null),
  }
  if (typeof node.name === 'string') item.name = node.name
  if (isRecord(node.meta) && typeof node.meta.title === 'string') item.meta = node.meta as unknown as MenuMeta
  return item
}

function parseJson(value: unknown): AuthorityItem[] {
  if (Array.isArray(value)) return value.map((n) => parseNode(n, '/')).filter((n): n is AuthorityItem => n !== null)
  if (isRecord(value)) {
    if ('menu' in value) return parseAuthorityMenu(value.menu as AuthorityMenu)
    const node = parseNode(value, '/')
    return node ? [node] : []
  }
  return []
}

function parseString(menu: string): AuthorityItem[] {
  const text = menu.trim()
  if (text.startsWith('[') || text.startsWith('{')) {
    try {
      return parseJson(JSON.parse(text))
    } catch {
      // Not JSON after all: read it as a list of paths.
    }
  }
  return text
    .split(/[,\r\n]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => ({ path: resolvePath('/', p), children: [] }))
}

/** The authority menu as a tree of absolute paths. Accepts a tree (children under `children`
 * or `routes`; relative child paths resolve against their parent), a comma/newline separated
 * string of paths, or a JSON string of either. Anything else yields an empty menu. */
export function parseAuthorityMenu(menu: AuthorityMenu): AuthorityItem[] {
  if (typeof menu === 'string') return parseString(menu)
  return parseJson(menu)
}

/** Every path of the authority menu (groups and leaves), for exact membership tests. */
export function permittedPaths(items: readonly AuthorityItem[]): Set<string> {
  const out = new Set<string>()
  const walk = (list: readonly AuthorityItem[]) => {
    for (const item of list) {
      out.add(normalizePath(item.path))
      walk(item.children)
    }
  }
  walk(items)
  return out
}
