/**
 * Finding organisations by name, code and pinyin: a query matches a name that contains it
 * (case-insensitively), the full pinyin of its Chinese characters from a syllable's start
 * (`beijing`, `jingxiao` → 北京校区) or their initials (`bj`, `bjxq`), or a code that contains
 * it. Each match carries the matched characters of the name, to highlight. The pinyin of a
 * list is computed once, on its first search, and kept per list. Framework-free.
 */
import { pinyin } from 'pinyin-pro'
import type { OrgNode } from '../contract.ts'
import { ancestorIds, type OrgFilter, type OrgIndex } from './orgTree.ts'

/** [start, end) in UTF-16 units of the name, or null when only the code matched. */
export type MatchRange = readonly [number, number]

interface Keys {
  chars: string[]
  /** UTF-16 offset of each character. */
  offsets: number[]
  /** The characters that are not white space, by index into `chars`. */
  units: number[]
  initials: string
  full: string
  /** Offset in `full` where each unit's syllable starts. */
  starts: number[]
}

const HAN = /\p{Script=Han}/u
const SPACE = /\s/u

/** Per character its pinyin (a Han character) or itself, spaces left out of the keys, so that
 * `bjxq00027` and `bjxq 00027` both find 北京校区 00027. */
function pinyinKeys(name: string): Keys | null {
  if (!HAN.test(name)) return null
  const chars = Array.from(name)
  const syllables = pinyin(name, { toneType: 'none', type: 'array' })
  if (syllables.length !== chars.length) return null
  const offsets: number[] = []
  const units: number[] = []
  const starts: number[] = []
  let offset = 0
  let full = ''
  let initials = ''
  chars.forEach((char, i) => {
    offsets.push(offset)
    offset += char.length
    if (SPACE.test(char)) return
    const syllable = HAN.test(char) ? syllables[i].toLowerCase() : char.toLowerCase()
    units.push(i)
    starts.push(full.length)
    full += syllable
    initials += syllable.charAt(0)
  })
  return { chars, offsets, units, initials, full, starts }
}

/** The query as matched: trimmed, lower case. */
export const normalizeOrgQuery = (query: string): string => query.trim().toLowerCase()

/** Where `query` (normalised) matches `name`, using its pinyin keys; undefined: no match. */
export function matchName(name: string, query: string, keys: Keys | null = pinyinKeys(name)): MatchRange | undefined {
  if (!query) return undefined
  const at = name.toLowerCase().indexOf(query)
  if (at >= 0) return [at, at + query.length]
  if (!keys) return undefined
  const compact = query.replace(/\s+/g, '')
  if (!compact) return undefined
  const unitRange = (first: number, last: number): MatchRange => {
    const a = keys.units[first]
    const b = keys.units[last]
    return [keys.offsets[a], keys.offsets[b] + keys.chars[b].length]
  }
  const initial = keys.initials.indexOf(compact)
  if (initial >= 0) return unitRange(initial, initial + compact.length - 1)
  for (let from = keys.full.indexOf(compact); from >= 0; from = keys.full.indexOf(compact, from + 1)) {
    const first = keys.starts.indexOf(from)
    if (first < 0) continue
    const end = from + compact.length
    let last = first
    while (last + 1 < keys.starts.length && keys.starts[last + 1] < end) last++
    return unitRange(first, last)
  }
  return undefined
}

interface Entry {
  lower: string
  code: string
  /** Computed on first need (only names with Chinese have them). */
  keys: Keys | null | undefined
}

const cache = new WeakMap<readonly OrgNode[], Map<number, Entry>>()

function entryOf(nodes: readonly OrgNode[], node: OrgNode): Entry {
  let byId = cache.get(nodes)
  if (!byId) cache.set(nodes, (byId = new Map()))
  let entry = byId.get(node.id)
  if (!entry) byId.set(node.id, (entry = { lower: node.name.toLowerCase(), code: node.code.toLowerCase(), keys: undefined }))
  return entry
}

/** Computes the search keys (pinyin) of a list ahead of its first search, e.g. when idle. */
export function warmOrgSearch(nodes: readonly OrgNode[]): void {
  for (const node of nodes) {
    const entry = entryOf(nodes, node)
    if (entry.keys === undefined) entry.keys = pinyinKeys(node.name)
  }
}

/** The organisations matching `query`, in list order, with the matched part of their name;
 * `limit` stops early (pickers). */
export function searchOrgs(nodes: readonly OrgNode[], query: string, limit = Infinity): Map<number, MatchRange | null> {
  const q = normalizeOrgQuery(query)
  const out = new Map<number, MatchRange | null>()
  if (!q) return out
  for (const node of nodes) {
    if (out.size >= limit) break
    const entry = entryOf(nodes, node)
    const at = entry.lower.indexOf(q)
    if (at >= 0) {
      out.set(node.id, [at, at + q.length])
      continue
    }
    if (entry.keys === undefined) entry.keys = pinyinKeys(node.name)
    const range = entry.keys ? matchName(node.name, q, entry.keys) : undefined
    if (range) out.set(node.id, range)
    else if (entry.code.includes(q)) out.set(node.id, null)
  }
  return out
}

/** The tree filter of a query: the matches and, kept with them, their ancestors (to expand);
 * null for an empty query. */
export function filterOrgTree(index: OrgIndex, query: string): (OrgFilter & { ancestors: Set<number> }) | null {
  if (!normalizeOrgQuery(query)) return null
  const matches = searchOrgs(index.nodes, query)
  const ancestors = new Set<number>()
  for (const id of matches.keys()) {
    for (const a of ancestorIds(index, id)) {
      if (ancestors.has(a)) break
      ancestors.add(a)
    }
  }
  return { matches, keep: new Set([...matches.keys(), ...ancestors]), ancestors }
}

/** Every organisation matching `query`, in list order, with no cap (the virtualised listbox):
 * the whole list for an empty query (no ranges then). */
export function findOrgs(nodes: readonly OrgNode[], query: string): { list: readonly OrgNode[]; ranges: Map<number, MatchRange | null> | null } {
  if (!normalizeOrgQuery(query)) return { list: nodes, ranges: null }
  const ranges = searchOrgs(nodes, query)
  return { list: nodes.filter((node) => ranges.has(node.id)), ranges }
}
