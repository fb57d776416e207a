/**
 * Bench case `menuSearch`: the header menu search over 5 000 generated menu items with Chinese
 * titles and pinyin on (docs/spec.md#menu-search-speed), beside a plain fuse.js index with the
 * options of docs/spec.md#constants over the same documents, in the same run. Measures
 * building each index and the time of every keystroke of a fixed query mix (each prefix of
 * each query: Chinese, full pinyin, initials, English, a typo, a path), eight results asked as
 * the shell does. A keystroke's time is its
 * median over the rounds (the machine is shared: this keeps a preempted run out of the p95).
 * Overlap: how many of fuse.js's top five ours returns in its top five — with the shell's rule
 * for fuse's exact ties (the shorter breadcrumb first, as the fuse.js-based search it replaces
 * did) and in fuse's own order (ties by position: many generated items tie, so it differs).
 */
import Fuse from 'fuse.js'
import { MENU_SEARCH_OPTIONS, buildMenuSearchIndex, normalizeQuery, searchDocs } from '../src/domains/shell/logic/menuSearch.ts'
import { ITEM_COUNT, QUERIES, generateMenuItems } from './menuSearchSet.ts'
import { median, percentile, round, timeMs, type BenchCase } from './lib.ts'

const BUILD_RUNS = 3
const ROUNDS = 5
const FUSE_ROUNDS = 3
const LIMIT = 8
const TOP = 5

export { ITEM_COUNT }

/** Every keystroke of the fixed queries. */
export const KEYSTROKES = QUERIES.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)))

export const menuSearchCase: BenchCase = {
  name: 'menuSearch',
  description: `menu search over ${ITEM_COUNT} generated menu items, Chinese titles, pinyin on; plain fuse.js beside it`,
  run() {
    const items = generateMenuItems(ITEM_COUNT)
    const builds: number[] = []
    const fuseBuilds: number[] = []
    let index = buildMenuSearchIndex(items, true)
    let fuse = new Fuse(searchDocs(items, true), MENU_SEARCH_OPTIONS)
    for (let i = 0; i < BUILD_RUNS; i++) {
      builds.push(timeMs(() => (index = buildMenuSearchIndex(items, true))))
      fuseBuilds.push(timeMs(() => (fuse = new Fuse(searchDocs(items, true), MENU_SEARCH_OPTIONS))))
    }
    const fuseTop = (q: string, n: number) => fuse.search(normalizeQuery(q), { limit: n }).map((h) => h.item.item)
    for (const q of KEYSTROKES) {
      index.search(q, LIMIT) // warm-up
      fuseTop(q, LIMIT)
    }
    const ourRuns = KEYSTROKES.map(() => [] as number[])
    const fuseRuns = KEYSTROKES.map(() => [] as number[])
    for (let r = 0; r < ROUNDS; r++) {
      KEYSTROKES.forEach((q, i) => {
        ourRuns[i]?.push(timeMs(() => index.search(q, LIMIT)))
        if (r < FUSE_ROUNDS) fuseRuns[i]?.push(timeMs(() => fuseTop(q, LIMIT)))
      })
    }
    const ours = ourRuns.map(median)
    const theirs = fuseRuns.map(median)
    const shellOrder = (q: string) =>
      fuse
        .search(normalizeQuery(q))
        .map((h) => ({ item: h.item.item, score: h.score ?? 0 }))
        .sort((a, b) => a.score - b.score || a.item.title.length - b.item.title.length)
        .slice(0, TOP)
        .map((h) => h.item)
    const overlap = (queries: readonly string[], reference: (q: string) => unknown[]) => {
      let same = 0
      let total = 0
      for (const q of queries) {
        const want = reference(q)
        const got = new Set<unknown>(index.search(q, TOP).map((h) => h.item))
        same += want.filter((item) => got.has(item)).length
        total += want.length
      }
      return total === 0 ? 100 : (100 * same) / total
    }
    const p95 = percentile(ours, 95)
    const fuseP95 = percentile(theirs, 95)
    const med = median(ours)
    const fuseMed = median(theirs)
    const baselineName = 'plain fuse.js 7.5, same options'
    return {
      items: { value: items.length, unit: 'count' },
      buildIndexMedian: {
        value: round(median(builds)),
        unit: 'ms',
        note: `${BUILD_RUNS} builds incl. pinyin`,
        baseline: round(median(fuseBuilds)),
        baselineName,
      },
      keystrokeMedian: {
        value: round(med),
        unit: 'ms',
        note: `${KEYSTROKES.length} keystrokes, median of ${ROUNDS} (fuse ${FUSE_ROUNDS}) each`,
        baseline: round(fuseMed),
        baselineName,
      },
      keystrokeP95: {
        value: round(p95),
        unit: 'ms',
        figure: `Menu search, ${ITEM_COUNT} items with pinyin: p95 per keystroke`,
        baseline: round(fuseP95),
        baselineName,
        target: 2,
      },
      speedupMedian: {
        value: round(fuseMed / med, 1),
        unit: '×',
        figure: 'Menu search: speed-up over plain fuse.js (median keystroke)',
        target: 10,
        atLeast: true,
      },
      queryMax: { value: round(Math.max(...ours)), unit: 'ms' },
      top5Overlap: {
        value: round(overlap(QUERIES, shellOrder), 1),
        unit: '%',
        figure: `Menu search: fuse.js's top 5 in ours (${QUERIES.length} queries, shell's tie rule)`,
        target: 80,
        atLeast: true,
      },
      top5OverlapKeystrokes: { value: round(overlap(KEYSTROKES, shellOrder), 1), unit: '%', note: `every keystroke (${KEYSTROKES.length}), shell's tie rule` },
      top5OverlapFuseOrder: {
        value: round(
          overlap(QUERIES, (q) => fuseTop(q, TOP)),
          1,
        ),
        unit: '%',
        note: "fuse's own tie order (by position)",
      },
    }
  },
}
