/**
 * Finding organisations by name, code and pinyin: a query matches a name that contains it
 * (case-insensitively), the full pinyin of its Chinese characters from a syllable's start
 * (`beijing`, `jingxiao` → 北京校区) or their initials (`bj`, `bjxq`), or a code that contains
 * it. Each match carries the matched characters of the name, to highlight. Framework-free.
 *
 * Speed (10 000 organisations per keystroke): a list's search index is built once, on its first
 * search or ahead of it in idle slices (warmOrgSearch), and kept per list: per organisation one
 * lower-case haystack `name␀code` and, for a Chinese name, `initials␀pinyin`. A keystroke is
 * then one indexOf per organisation (two for Chinese names) and no allocation per organisation;
 * only a pinyin hit is checked for its syllable start. The matched part of a name is worked
 * out when asked for (findOrgs: only for the rows drawn). A query that extends the previous one
 * (`b` → `bj`) searches only the previous matches.
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
/** Joins the parts of a haystack; a query holding it is searched the slow, exact way. */
const SEP = '\u0000'

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

const compactOf = (query: string): string => query.replace(/\s+/g, '')

/** Where `compact` (a query without white space) matches the pinyin keys: initials first, then
 * the full pinyin from a syllable's start; undefined: no match. */
function pinyinRange(keys: Keys, compact: string): MatchRange | undefined {
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

/** Where `query` (normalised) matches `name`, using its pinyin keys; undefined: no match. */
export function matchName(name: string, query: string, keys: Keys | null = pinyinKeys(name)): MatchRange | undefined {
  if (!query) return undefined
  const at = name.toLowerCase().indexOf(query)
  if (at >= 0) return [at, at + query.length]
  return keys ? pinyinRange(keys, compactOf(query)) : undefined
}

/** A list's search index, by position in the list; filled up to `warmed`. */
interface SearchIndex {
  readonly nodes: readonly OrgNode[]
  /** Lower-case name. */
  readonly lower: string[]
  /** Lower-case `name␀code`. */
  readonly text: string[]
  /** The pinyin keys of a Chinese name, else null. */
  readonly keys: (Keys | null)[]
  /** `initials␀pinyin` of a Chinese name, else ''. */
  readonly py: string[]
  /** Position of each id (its first). */
  readonly at: Map<number, number>
  warmed: number
  /** The last unlimited search: its query and the positions it found, ascending. */
  last?: { q: string; hits: Int32Array }
}

const indexes = new WeakMap<readonly OrgNode[], SearchIndex>()

function indexOf(nodes: readonly OrgNode[]): SearchIndex {
  let index = indexes.get(nodes)
  if (!index) indexes.set(nodes, (index = { nodes, lower: [], text: [], keys: [], py: [], at: new Map(), warmed: 0 }))
  return index
}

/** Fills the index from where it stopped; with `stop`, returns (false) when stop() says so —
 * asked every 64 organisations, after the first 64. True when the index is complete. */
function fill(index: SearchIndex, stop?: () => boolean): boolean {
  const { nodes, lower, text, keys, py, at } = index
  const begin = index.warmed
  for (let i = begin; i < nodes.length; i++) {
    if (stop && i > begin && (i - begin) % 64 === 0 && stop()) return false
    const node = nodes[i] as OrgNode
    const name = node.name.toLowerCase()
    const k = pinyinKeys(node.name)
    lower.push(name)
    text.push(`${name}${SEP}${node.code.toLowerCase()}`)
    keys.push(k)
    py.push(k ? `${k.initials}${SEP}${k.full}` : '')
    if (!at.has(node.id)) at.set(node.id, i)
    index.warmed = i + 1
  }
  return true
}

/** Computes the search index of a list ahead of its first search (e.g. while idle). With
 * `stop` it works in slices: it stops when stop() returns true and returns false, to be called
 * again (it resumes); true when the index is complete. */
export function warmOrgSearch(nodes: readonly OrgNode[], stop?: () => boolean): boolean {
  return fill(indexOf(nodes), stop)
}

/** The name's matched part at position `i` of a match (null: only its code matched). */
function rangeAt(index: SearchIndex, i: number, q: string): MatchRange | null {
  const at = (index.lower[i] as string).indexOf(q)
  if (at >= 0) return [at, at + q.length]
  const keys = index.keys[i]
  return (keys && pinyinRange(keys, compactOf(q))) ?? null
}

/** The positions matching `q` (normalised, not empty), ascending, at most `limit`. */
function scan(index: SearchIndex, q: string, limit: number): Int32Array {
  fill(index)
  if (index.last?.q === q) return index.last.hits.length <= limit ? index.last.hits : index.last.hits.slice(0, limit)
  const { text, py, keys, nodes } = index
  const compact = compactOf(q)
  // A query extending the previous one can only match what that matched.
  const from = index.last && q.startsWith(index.last.q) ? index.last.hits : undefined
  const count = from ? from.length : nodes.length
  const hits = new Int32Array(Math.min(count, limit))
  let found = 0
  const exact = q.includes(SEP)
  for (let j = 0; j < count && found < limit; j++) {
    const i = from ? (from[j] as number) : j
    let hit: boolean
    if (exact) {
      hit = matchName((nodes[i] as OrgNode).name, q, keys[i]) !== undefined || (nodes[i] as OrgNode).code.toLowerCase().includes(q)
    } else if ((text[i] as string).indexOf(q) >= 0) {
      hit = true
    } else {
      const p = py[i] as string
      hit = p !== '' && p.indexOf(compact) >= 0 && pinyinRange(keys[i] as Keys, compact) !== undefined
    }
    if (hit) hits[found++] = i
  }
  const result = found === hits.length ? hits : hits.slice(0, found)
  if (limit === Infinity) index.last = { q, hits: result }
  return result
}

/** The organisations matching `query`, in list order, with the matched part of their name;
 * `limit` stops early (pickers). */
export function searchOrgs(nodes: readonly OrgNode[], query: string, limit = Infinity): Map<number, MatchRange | null> {
  const q = normalizeOrgQuery(query)
  const out = new Map<number, MatchRange | null>()
  if (!q) return out
  const index = indexOf(nodes)
  for (const i of scan(index, q, limit)) {
    out.set((nodes[i] as OrgNode).id, rangeAt(index, i, q))
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

/** The matched part of the name of a match, by its id (null: only its code matched; undefined:
 * not a match), worked out when asked. */
export interface OrgRanges {
  get(id: number): MatchRange | null | undefined
}

/** Every organisation matching `query`, in list order, with no cap (the virtualised listbox):
 * the whole list for an empty query (no ranges then). */
export function findOrgs(nodes: readonly OrgNode[], query: string): { list: readonly OrgNode[]; ranges: OrgRanges | null } {
  const q = normalizeOrgQuery(query)
  if (!q) return { list: nodes, ranges: null }
  const index = indexOf(nodes)
  const hits = scan(index, q, Infinity)
  const list = new Array<OrgNode>(hits.length)
  for (let j = 0; j < hits.length; j++) list[j] = nodes[hits[j] as number] as OrgNode
  const memo = new Map<number, MatchRange | null | undefined>()
  const get = (id: number): MatchRange | null | undefined => {
    const i = index.at.get(id)
    // A match? The hits are ascending: binary search.
    let lo = 0
    let hi = hits.length - 1
    while (i !== undefined && lo <= hi) {
      const mid = (lo + hi) >> 1
      const h = hits[mid] as number
      if (h === i) return rangeAt(index, i, q)
      if (h < i) lo = mid + 1
      else hi = mid - 1
    }
    return undefined
  }
  return {
    list,
    ranges: {
      get(id) {
        if (!memo.has(id)) memo.set(id, get(id))
        return memo.get(id)
      },
    },
  }
}
