// Searching organisations (findOrgs, searchOrgs) through the precomputed index: by name, code,
// full pinyin and initials, in any case and spacing, with the same matches and highlighted
// ranges as matching each organisation on its own (matchName, then its code); narrowing (a
// query extending the previous one searches only its matches) finds what a fresh search finds,
// also when typing goes back; the index built ahead in slices gives the same results.
import { describe, expect, it } from 'vitest'
import type { OrgNode } from '../../../../src/domains/admin/contract.ts'
import { findOrgs, matchName, normalizeOrgQuery, searchOrgs, warmOrgSearch, type MatchRange } from '../../../../src/domains/admin/logic/orgSearch.ts'

const PLACES = ['北京', '上海', '重庆', '长沙', '广东', '四川', '厦门', '银行']
const node = (id: number, name: string, code: string): OrgNode => ({ id, parentId: null, code, name, childCount: 0, userCount: 0 })

/** Chinese campus names, English labs in mixed case, codes of both kinds, names with spaces. */
function generate(count: number): OrgNode[] {
  return Array.from({ length: count }, (_, i) => {
    const pad = String(i + 1).padStart(5, '0')
    const place = PLACES[i % PLACES.length] as string
    const name = i % 3 === 0 ? `${place}校区 ${pad}` : i % 3 === 1 ? `Acme LAB ${pad}` : `${place}化学研究所`
    return node(i + 1, name, i % 2 === 0 ? `ACME-${pad}` : `bj-${place.length}${pad}`)
  })
}

/** The specification, one organisation at a time: the name (plain or pinyin), else the code. */
function expected(nodes: readonly OrgNode[], query: string): { ids: number[]; ranges: Map<number, MatchRange | null> } {
  const q = normalizeOrgQuery(query)
  const ranges = new Map<number, MatchRange | null>()
  if (!q) return { ids: [], ranges }
  for (const n of nodes) {
    const range = matchName(n.name, q)
    if (range) ranges.set(n.id, range)
    else if (n.code.toLowerCase().includes(q)) ranges.set(n.id, null)
  }
  return { ids: [...ranges.keys()], ranges }
}

function expectSame(nodes: readonly OrgNode[], query: string): void {
  if (!normalizeOrgQuery(query)) {
    expect(findOrgs(nodes, query)).toEqual({ list: nodes, ranges: null })
    expect(searchOrgs(nodes, query).size).toBe(0)
    return
  }
  const want = expected(nodes, query)
  const { list, ranges } = findOrgs(nodes, query)
  expect(
    list.map((n) => n.id),
    query,
  ).toEqual(want.ids)
  for (const n of list) expect(ranges?.get(n.id), `${query} → ${n.name}`).toEqual(want.ranges.get(n.id))
  expect([...searchOrgs(nodes, query).entries()], query).toEqual([...want.ranges.entries()])
}

const copy = (nodes: readonly OrgNode[]) => nodes.map((n) => ({ ...n }))
const base = generate(600)

const QUERIES = [
  // name, in any case
  '校区',
  'lab',
  'LAB 0001',
  'Acme lab',
  'acme LAB 00002',
  '研究所',
  // code
  'acme-0',
  'ACME-00',
  'bj-2',
  'BJ-200',
  '-3000',
  // full pinyin from a syllable's start, any case and spacing
  'beijing',
  'BeiJing',
  'bei jing',
  'jingxiao',
  'xiaoqu 0001',
  'chongqing',
  'changsha',
  'xiamen',
  'yinhang',
  'huaxueyanjiusuo',
  // initials
  'bj',
  'BJXQ',
  'bjxq 00001',
  'bjxq00001',
  'cs',
  'cq',
  'hxyjs',
  'yh',
  'XM',
  // digits and single characters (many matches), no match, padding
  '5',
  '0',
  'a',
  'b',
  'x',
  '  bj  ',
  'eijing',
  'ingxiao',
  'zzz',
  'acme-99999',
]

describe('findOrgs and searchOrgs match as each organisation on its own does', () => {
  it.each(QUERIES)('%s', (query) => {
    expectSame(copy(base), query)
  })

  it('finds name, code, full pinyin and initials', () => {
    const nodes = copy(base)
    const first = (q: string) => findOrgs(nodes, q).list[0]?.name
    expect(first('BeiJing')).toBe('北京校区 00001')
    expect(findOrgs(nodes, 'BeiJing').ranges?.get(1)).toEqual([0, 2])
    expect(first('bjxq')).toBe('北京校区 00001')
    expect(findOrgs(nodes, 'BJXQ 00001').ranges?.get(1)).toEqual([0, 10])
    expect(first('acme lab')).toBe('Acme LAB 00002')
    expect(findOrgs(nodes, 'ACME-00003').list.map((n) => n.id)).toEqual([3])
    expect(findOrgs(nodes, 'ACME-00003').ranges?.get(3)).toBeNull()
    expect(findOrgs(nodes, 'ACME-00003').ranges?.get(4)).toBeUndefined()
    expect(
      findOrgs(nodes, 'changsha')
        .list.map((n) => n.name)
        .slice(0, 2),
    ).toEqual(['长沙校区 00004', '长沙化学研究所'])
  })

  it('stops at a limit, in list order', () => {
    const nodes = copy(base)
    expect([...searchOrgs(nodes, 'bj', 3).keys()]).toEqual(expected(nodes, 'bj').ids.slice(0, 3))
    expect([...searchOrgs(nodes, 'bj', 3).keys()]).toEqual([...searchOrgs(nodes, 'bj').keys()].slice(0, 3))
  })

  it('matches a query holding the haystack separator the exact way', () => {
    const nodes = [node(1, 'a\u0000b', 'X'), node(2, '北京\u0000校区', 'Y'), node(3, 'plain', 'c\u0000d')]
    for (const q of ['a\u0000b', '\u0000', 'd', 'bj', 'c\u0000d', 'b\u0000y']) expectSame(copy(nodes), q)
  })
})

describe('narrowing: a query extending the previous one', () => {
  const typed = (text: string) => Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1))

  it.each(['bjxq 00001', 'beijing xiaoqu', 'acme lab 0001', 'ACME-0000', 'chongqing', 'hxyjs', 'jingxiao', 'bj-2000', '5 0'])(
    'typing "%s" finds at each step what a fresh search finds',
    (text) => {
      const nodes = copy(base)
      for (const query of typed(text)) {
        const narrowed = findOrgs(nodes, query)
        const fresh = findOrgs(copy(base), query)
        expect(
          narrowed.list.map((n) => n.id),
          query,
        ).toEqual(fresh.list.map((n) => n.id))
        for (const n of narrowed.list) expect(narrowed.ranges?.get(n.id)).toEqual(fresh.ranges?.get(n.id))
        expectSame(nodes, query)
      }
    },
  )

  it('widens again when typing goes back or changes', () => {
    const nodes = copy(base)
    for (const query of ['b', 'bj', 'bjx', 'bj', 'b', 'bx', 'x', 'xq', 'bjxq', 'jing', 'ing', 'beijing', '', 'beij']) expectSame(nodes, query)
  })

  it('does not take a pinyin match inside a syllable for one from its start', () => {
    // "ing" is inside jing (北京), "jing" starts it: typing j after i must not lose 北京.
    const nodes = copy(base)
    expect(findOrgs(nodes, 'ing').list.some((n) => n.name.startsWith('北京'))).toBe(false)
    expect(findOrgs(nodes, 'jing').list.some((n) => n.name.startsWith('北京'))).toBe(true)
    expectSame(nodes, 'jing')
  })
})

describe('the index built ahead', () => {
  it('gives the same results when built in slices', () => {
    const nodes = copy(base)
    let calls = 0
    let slices = 0
    while (!warmOrgSearch(nodes, () => ++calls % 2 === 0)) slices++
    expect(slices).toBeGreaterThan(3)
    for (const q of ['bj', 'acme-0', 'huaxue', 'LAB']) expectSame(nodes, q)
  })

  it('is completed by the first search when warming stopped half way', () => {
    const nodes = copy(base)
    expect(warmOrgSearch(nodes, () => true)).toBe(false)
    expectSame(nodes, 'xiamen')
    expect(warmOrgSearch(nodes)).toBe(true)
  })

  it('is per list: a changed list is searched afresh', () => {
    const nodes = copy(base)
    expectSame(nodes, 'bj')
    const renamed = nodes.map((n) => (n.id === 1 ? { ...n, name: 'Renamed', code: 'R-1' } : n))
    expect(findOrgs(renamed, 'bj').list.some((n) => n.id === 1)).toBe(false)
    expectSame(renamed, 'bj')
    expectSame(renamed, 'renamed')
  })
})
