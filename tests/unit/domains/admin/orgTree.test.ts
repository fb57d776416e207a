// The organisation tree's framework-free logic: index, ancestors and subtrees, the visible rows
// of a tree view (expanded nodes, levels, positions), and searching by name, code and pinyin
// (full syllables and initials, Chinese names) with the matches' ancestors kept.
import { describe, expect, it } from 'vitest'
import type { OrgNode } from '../../../../src/domains/admin/contract.ts'
import { ancestorIds, buildOrgIndex, parentIds, pathNames, subtreeIds, visibleRows } from '../../../../src/domains/admin/logic/orgTree.ts'
import { filterOrgTree, findOrgs, matchName, searchOrgs, warmOrgSearch } from '../../../../src/domains/admin/logic/orgSearch.ts'

const node = (id: number, parentId: number | null, name: string, code = `ORG${id}`): OrgNode => ({ id, parentId, code, name, childCount: 0, userCount: 0 })
const nodes: OrgNode[] = [
  node(1, null, 'Acme Lab 00001'),
  node(2, null, 'Acme Lab 00002'),
  node(11, 1, '北京校区 00011'),
  node(12, 1, '上海校区 00012'),
  node(111, 11, '化学学院 00111'),
  node(112, 11, '重庆药物研究所'),
  node(121, 12, '长沙分析测试中心'),
  node(1111, 111, 'Acme Lab 01111'),
  node(99, 404, 'Orphan'),
]
const index = buildOrgIndex(nodes)
const names = (rows: { node: OrgNode }[]) => rows.map((r) => r.node.name)

describe('the index', () => {
  it('walks up and down', () => {
    expect(ancestorIds(index, 1111)).toEqual([111, 11, 1])
    expect([...subtreeIds(index, 11)].sort((a, b) => a - b)).toEqual([11, 111, 112, 1111])
    expect(pathNames(index, 111)).toEqual(['Acme Lab 00001', '北京校区 00011', '化学学院 00111'])
    expect([...parentIds(index)].sort((a, b) => a - b)).toEqual([1, 11, 12, 111])
  })

  it('shows a node whose parent is missing at the top level', () => {
    expect(names(visibleRows(index, new Set()))).toEqual(['Acme Lab 00001', 'Acme Lab 00002', 'Orphan'])
  })
})

describe('visible rows', () => {
  it('lists the children of expanded nodes with their level and position', () => {
    const rows = visibleRows(index, new Set([1, 11]))
    expect(names(rows)).toEqual(['Acme Lab 00001', '北京校区 00011', '化学学院 00111', '重庆药物研究所', '上海校区 00012', 'Acme Lab 00002', 'Orphan'])
    expect(rows[2]).toMatchObject({ level: 3, hasChildren: true, posInSet: 1, setSize: 2 })
    expect(rows[4]).toMatchObject({ level: 2, hasChildren: true, posInSet: 2, setSize: 2 })
    expect(rows[5]).toMatchObject({ level: 1, hasChildren: false, posInSet: 2, setSize: 3 })
  })

  it('shows everything when all parents are expanded', () => {
    expect(visibleRows(index, parentIds(index))).toHaveLength(nodes.length)
  })
})

describe('matching a name', () => {
  it('matches plain text case-insensitively', () => {
    expect(matchName('Acme Lab 00001', 'lab')).toEqual([5, 8])
    expect(matchName('北京校区 00011', '校区')).toEqual([2, 4])
  })

  it('matches initials: bj finds 北京', () => {
    expect(matchName('北京校区 00011', 'bj')).toEqual([0, 2])
    expect(matchName('北京校区 00011', 'bjxq')).toEqual([0, 4])
    expect(matchName('北京校区 00011', 'xq')).toEqual([2, 4])
    expect(matchName('北京校区 00011', 'bjxq 00011')).toEqual([0, 10])
    expect(matchName('北京校区 00011', 'bjxq00011')).toEqual([0, 10])
    expect(matchName('北京校区 00011', 'xiaoqu 0001')).toEqual([2, 9])
  })

  it('matches full pinyin from a syllable start, with or without spaces', () => {
    expect(matchName('北京校区 00011', 'beijing')).toEqual([0, 2])
    expect(matchName('北京校区 00011', 'bei jing')).toEqual([0, 2])
    expect(matchName('北京校区 00011', 'jingxiao')).toEqual([1, 3])
    expect(matchName('北京校区 00011', 'beij')).toEqual([0, 2])
    expect(matchName('北京校区 00011', 'eijing')).toBeUndefined()
  })

  it('reads polyphones in context (重庆 chongqing, 长沙 changsha)', () => {
    expect(matchName('重庆药物研究所', 'chongqing')).toEqual([0, 2])
    expect(matchName('长沙分析测试中心', 'changsha')).toEqual([0, 2])
    expect(matchName('长沙分析测试中心', 'cs')).toEqual([0, 2])
  })

  it('does not match what is not there', () => {
    expect(matchName('Acme Lab 00001', 'bj')).toBeUndefined()
    expect(matchName('北京校区 00011', 'shanghai')).toBeUndefined()
    expect(matchName('北京校区 00011', '')).toBeUndefined()
  })
})

describe('searching and filtering the tree', () => {
  it('finds by name, pinyin and code, in list order, up to a limit', () => {
    expect([...searchOrgs(nodes, 'hxxy').keys()]).toEqual([111])
    expect([...searchOrgs(nodes, 'hx').keys()]).toEqual([12, 111]) // 上海校区, 化学学院
    expect([...searchOrgs(nodes, 'org12').keys()]).toEqual([12, 121])
    expect(searchOrgs(nodes, 'org12').get(12)).toBeNull()
    expect([...searchOrgs(nodes, 'acme', 2).keys()]).toEqual([1, 2])
    expect(searchOrgs(nodes, '   ').size).toBe(0)
  })

  it('keeps the ancestors of each match and highlights the match', () => {
    const filter = filterOrgTree(index, 'yaowu')!
    expect([...filter.matches.keys()]).toEqual([112])
    expect([...filter.ancestors].sort((a, b) => a - b)).toEqual([1, 11])
    const rows = visibleRows(index, filter.ancestors, filter)
    expect(names(rows)).toEqual(['Acme Lab 00001', '北京校区 00011', '重庆药物研究所'])
    expect(rows[2].highlight).toEqual([2, 4])
    expect(rows[1]).toMatchObject({ posInSet: 1, setSize: 1 })
  })

  it('shows all children of an expanded match', () => {
    const filter = filterOrgTree(index, 'bjxq')!
    expect(names(visibleRows(index, new Set([...filter.ancestors, 11]), filter))).toEqual([
      'Acme Lab 00001',
      '北京校区 00011',
      '化学学院 00111',
      '重庆药物研究所',
    ])
  })

  it('finds the same after the keys were computed ahead', () => {
    const copy = [...nodes]
    warmOrgSearch(copy)
    expect([...searchOrgs(copy, 'cs').keys()]).toEqual([121])
  })

  it('is null for an empty query', () => {
    expect(filterOrgTree(index, ' ')).toBeNull()
  })
})

describe('findOrgs (the virtualised listbox: no cap)', () => {
  it('returns the whole list for an empty query and every match, in list order, otherwise', () => {
    expect(findOrgs(nodes, '  ').list).toBe(nodes)
    expect(findOrgs(nodes, '').ranges).toBeNull()
    const { list, ranges } = findOrgs(nodes, 'xq')
    expect(list.map((n) => n.name)).toEqual(['北京校区 00011', '上海校区 00012'])
    expect(ranges?.get(11)).toEqual([2, 4])
    expect(findOrgs(nodes, 'ORG11').list.map((n) => n.id)).toEqual([11, 111, 112, 1111])
    expect(findOrgs(nodes, 'nothing').list).toEqual([])
  })
})
