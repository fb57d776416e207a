/**
 * The prefiltered menu search returns what fuse.js returns (docs/spec.md#menu-search-speed): the bitap port scores
 * every text as fuse.js does, and over a generated menu with pinyin, every keystroke of the
 * fixed query set gives the same items, scores and order as a plain fuse.js index with the
 * options of docs/spec.md#constants (the shell's tie rule applied to both).
 */
import Fuse from 'fuse.js'
import { describe, expect, it } from 'vitest'
import { fuzzyScore, preparePattern } from '../../../../../src/domains/shell/logic/fuzzyMatch.ts'
import { MENU_SEARCH_OPTIONS, buildMenuSearchIndex, normalizeQuery, searchDocs } from '../../../../../src/domains/shell/logic/menuSearch.ts'
import { prng } from '../../../../../bench/lib.ts'
import { QUERIES, generateMenuItems } from '../../../../../bench/menuSearchSet.ts'

const OPTIONS = { threshold: 0.4, location: 0, distance: 100 }

function ours(pattern: string, text: string): number {
  const lower = text.toLowerCase()
  const ids = new Map<number, number>()
  const codes = Uint16Array.from(
    Array.from(lower, (_, i) => {
      const code = lower.charCodeAt(i)
      if (!ids.has(code)) ids.set(code, ids.size + 1)
      return ids.get(code) as number
    }),
  )
  return fuzzyScore(lower, codes.slice(0, lower.length), 0, preparePattern(pattern, 0.4, ids))
}

describe('fuse-compatible bitap', () => {
  it('scores random texts and patterns exactly as fuse.js', () => {
    const rand = prng(7)
    const alphabet = 'abcdeghijknoz/ 工作台考勤'
    const word = (min: number, max: number) =>
      Array.from({ length: min + Math.floor(rand() * (max - min + 1)) }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('')
    let matches = 0
    for (let i = 0; i < 3000; i++) {
      const text = word(1, 60)
      const pattern = rand() < 0.5 ? word(1, 12) : text.substr(Math.floor(rand() * text.length), 1 + Math.floor(rand() * 10))
      if (pattern.trim() === '') continue
      const fuse = Fuse.match(pattern, text, OPTIONS)
      const got = ours(pattern, text)
      expect([pattern, text, got]).toEqual([pattern, text, fuse.isMatch ? fuse.score : -1])
      if (fuse.isMatch) matches++
    }
    expect(matches).toBeGreaterThan(500)
  })

  it('handles patterns longer than 32 units in chunks, as fuse.js', () => {
    const text = `${'考勤记录'.repeat(6)} attendance records of the whole school year`
    for (const pattern of ['考勤记录'.repeat(9), `attendance records ${'x'.repeat(20)}`, '🧪'.repeat(20)]) {
      const fuse = Fuse.match(pattern, text, OPTIONS)
      expect(ours(pattern, text)).toBe(fuse.isMatch ? fuse.score : -1)
    }
  })
})

describe('menu search equals fuse.js on the fixed query set', () => {
  const items = generateMenuItems(1500)
  const index = buildMenuSearchIndex(items, true)
  const fuse = new Fuse(searchDocs(items, true), MENU_SEARCH_OPTIONS)
  const keystrokes = QUERIES.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)))

  it('every keystroke: the same items, scores and order', () => {
    for (const q of keystrokes) {
      const want = fuse
        .search(normalizeQuery(q))
        .map((h) => ({ item: h.item.item, score: h.score ?? 0 }))
        .sort((a, b) => a.score - b.score || a.item.title.length - b.item.title.length)
      const got = index.search(q)
      expect({ q, n: got.length }).toEqual({ q, n: want.length })
      expect(got.map((h) => [h.item.path, h.score])).toEqual(want.map((h) => [h.item.path, h.score]))
      expect(index.search(q, 8)).toEqual(got.slice(0, 8))
    }
  })

  it('the top five hold at least 80 % of fuse.js’s own top five', () => {
    let same = 0
    let total = 0
    for (const q of QUERIES) {
      const want = fuse.search(normalizeQuery(q), { limit: 5 }).map((h) => h.item.item.path)
      const got = new Set(index.search(q, 5).map((h) => h.item.path))
      same += want.filter((p) => got.has(p)).length
      total += want.length
    }
    expect(same / total).toBeGreaterThanOrEqual(0.8)
  })
})
