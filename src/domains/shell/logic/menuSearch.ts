/**
 * Menu search (docs/spec.md#menu-search, docs/spec.md#menu-search-speed): fuzzy search over the user's permitted menu
 * items, each titled by its full breadcrumb path of (already translated) titles, with fuse.js's
 * options and scores (keys title 0.7, pinyin title 0.3, path 0.3; threshold 0.4; patterns cut to
 * 32 characters) but a prefilter index in front (fuzzyIndex.ts): the same results, a small
 * fraction of the time (`npm run bench -- menuSearch` measures both side by side). In Chinese with
 * the pinyin switch on, an item also matches by the full pinyin and the initials of its own
 * title (`gongzuotai`, `gzt` → 工作台), computed with pinyin-pro. Indexes are memoised per
 * (items array, language, pinyin on/off). Framework-free.
 */
import { pinyin } from 'pinyin-pro'
import type { Language } from '#platform/core/i18n/language.ts'
import { resolvePath } from '#platform/core/routes/paths.ts'
import type { AppRoute } from '#platform/core/routes/table.ts'
import { FuzzyIndex } from './fuzzyIndex.ts'

/** Longest pattern searched; longer queries are cut (fuse v7 no longer does it). */
export const MAX_PATTERN_LENGTH = 32

export interface MenuSearchItem {
  /** The router path, or the address of an external page. */
  path: string
  /** Translated titles from the top-level group down to this item. */
  title: string[]
  /** An external page (opened in a new tab, not routed). */
  external?: boolean
}

export interface MenuSearchResult {
  item: MenuSearchItem
  /** fuse.js's score: 0 is a perfect match, 1 none. */
  score: number
}

export interface MenuSearchIndex {
  /** Matching items, best first; empty for an empty query. */
  search(query: string, limit?: number): MenuSearchResult[]
}

/** What is searched for one item: fuse.js would be given these documents and keys. */
export interface SearchDoc {
  item: MenuSearchItem
  title: string[]
  pinyinTitle: string[]
  path: string
}

/** The options of docs/spec.md#constants in fuse.js's terms (the bench gives them to fuse.js as the baseline). */
export const MENU_SEARCH_OPTIONS = {
  shouldSort: true,
  includeScore: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'pinyinTitle', weight: 0.3 },
    { name: 'path', weight: 0.3 },
  ] as Array<{ name: 'title' | 'pinyinTitle' | 'path'; weight: number }>,
}

/** Menu items of the visible routes (hidden routes and their children left out; groups
 * included unless their redirect is `noRedirect`). `translate` maps a title key to the text
 * shown in the current language. */
export function collectMenuItems(routes: readonly AppRoute[], translate: (title: string) => string, basePath = '/', prefix: string[] = []): MenuSearchItem[] {
  const out: MenuSearchItem[] = []
  for (const route of routes) {
    if (route.meta.hidden) continue
    const titled = Boolean(route.meta.title) && route.meta.breadcrumb !== false
    const title = titled ? [...prefix, translate(route.meta.title)] : prefix
    if (route.meta.link) {
      if (titled) out.push({ path: route.meta.link, title, external: true })
      continue
    }
    const path = resolvePath(basePath, route.path)
    if (titled && route.redirect !== 'noRedirect') out.push({ path, title })
    if (route.children?.length) out.push(...collectMenuItems(route.children, translate, path, title))
  }
  return out
}

/** Pinyin matching applies to the Chinese languages with the switch on. */
export function usesPinyin(lang: Language, pinyinSwitch: boolean): boolean {
  return pinyinSwitch && (lang === 'zh' || lang === 'tw')
}

const HAN = /\p{Script=Han}/u

/** Full pinyin and initials of a title; `[]` when it has no Chinese. (A spaced variant was
 * left out: it cost a quarter of the query time and `gong zuo tai` matches without it.) */
export function pinyinKeys(title: string): string[] {
  if (!HAN.test(title)) return []
  const syllables = pinyin(title, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
  const initials = pinyin(title, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
  const clean = (parts: string[]) => parts.map((p) => p.trim().toLowerCase()).filter((p) => p !== '')
  const full = clean(syllables)
  return [full.join(''), clean(initials).join('')]
}

/** Trims and cuts a query to MAX_PATTERN_LENGTH characters (code points, not UTF-16 units). */
export function normalizeQuery(query: string): string {
  return Array.from(query.trim()).slice(0, MAX_PATTERN_LENGTH).join('').trim()
}

/** The documents searched for these items (pinyin of each item's own title when asked). */
export function searchDocs(items: readonly MenuSearchItem[], withPinyin: boolean): SearchDoc[] {
  return items.map((item) => ({
    item,
    title: item.title,
    pinyinTitle: withPinyin ? pinyinKeys(item.title[item.title.length - 1] ?? '') : [],
    path: item.path,
  }))
}

/** Builds a search index (use `getMenuSearchIndex` to reuse one). */
export function buildMenuSearchIndex(items: readonly MenuSearchItem[], withPinyin: boolean): MenuSearchIndex {
  const keys = MENU_SEARCH_OPTIONS.keys.map(({ name, weight }) => ({
    weight,
    get: (doc: SearchDoc) => (name === 'path' ? [doc.path] : doc[name]),
  }))
  const index = new FuzzyIndex(searchDocs(items, withPinyin), keys, MENU_SEARCH_OPTIONS.threshold)
  return {
    search(query, limit) {
      const pattern = normalizeQuery(query)
      if (pattern === '') return []
      // An item matches through any title of its breadcrumb, so a group and its screens can
      // tie: the shorter breadcrumb (the group itself) goes first.
      const hits = index.search(pattern, limit === undefined ? undefined : Math.max(0, limit), (doc) => doc.item.title.length)
      return hits.map((h) => ({ item: h.doc.item, score: h.score }))
    },
  }
}

const memo = new WeakMap<readonly MenuSearchItem[], Map<boolean, MenuSearchIndex>>()

/** The index for these items, language and pinyin switch: built on first use, then reused
 * while the same items array is passed (build a new array when the menus or titles change). */
export function getMenuSearchIndex(items: readonly MenuSearchItem[], lang: Language, pinyinSwitch: boolean): MenuSearchIndex {
  const withPinyin = usesPinyin(lang, pinyinSwitch)
  let byMode = memo.get(items)
  if (!byMode) {
    byMode = new Map()
    memo.set(items, byMode)
  }
  let index = byMode.get(withPinyin)
  if (!index) {
    index = buildMenuSearchIndex(items, withPinyin)
    byMode.set(withPinyin, index)
  }
  return index
}
