import { describe, expect, it } from 'vitest'
import {
  MAX_PATTERN_LENGTH,
  MENU_SEARCH_OPTIONS,
  buildMenuSearchIndex,
  collectMenuItems,
  getMenuSearchIndex,
  normalizeQuery,
  pinyinKeys,
  usesPinyin,
  type MenuSearchItem,
} from '../../../../../src/domains/shell/logic/menuSearch.ts'
import { generateRoutes } from '#platform/core/permission.ts'
import { TABLE } from '../../../fixtures/routeTable.ts'
import { ADMIN, EDITOR, adminMenu, editorMenu } from '../../../fixtures/menus.ts'

const ZH: Record<string, string> = {
  'Drug discovery': '药物研发',
  Workbench: '工作台',
  'Design workspace': '设计工作区',
  '2D structure editor': '二维结构编辑器',
  Guide: '使用指南',
  Attendance: '考勤',
  'Sign-in scope': '签到范围',
  'Sign-in records': '考勤记录',
  Messages: '消息',
  'My notifications': '我的通知',
  System: '系统管理',
  Users: '用户管理',
  Organisations: '组织管理',
  Roles: '角色管理',
}
const zh = (title: string) => ZH[title] ?? title
const en = (title: string) => title

const adminAccessed = generateRoutes(TABLE, ADMIN, { menu: adminMenu }).accessed
const zhItems = collectMenuItems(adminAccessed, zh)
const enItems = collectMenuItems(adminAccessed, en)
const top = (items: readonly MenuSearchItem[], query: string, pinyin = true, lang: 'en' | 'zh' | 'tw' = 'zh') =>
  getMenuSearchIndex(items, lang, pinyin).search(query)[0]?.item.path

describe('collectMenuItems', () => {
  it('titles each permitted item by its breadcrumb path of translated titles', () => {
    expect(zhItems.slice(0, 3)).toEqual([
      { path: '/drug', title: ['药物研发'] },
      { path: '/workbench', title: ['药物研发', '工作台'] },
      { path: '/sider', title: ['药物研发', '设计工作区'] },
    ])
    expect(zhItems).toHaveLength(14)
  })

  it('searches only what the user may see: hidden routes and other roles’ screens are absent', () => {
    const items = collectMenuItems(generateRoutes(TABLE, EDITOR, { menu: editorMenu }).accessed, en)
    expect(items.map((i) => i.path)).toEqual(['/drug', '/workbench', '/sider', '/2d', '/attendance', '/attendance/records', '/message', '/mynotification'])
    const withProfile = collectMenuItems(generateRoutes(TABLE, ADMIN, '/profile/index').accessed, en)
    expect(withProfile.map((i) => i.path)).not.toContain('/profile/index')
  })

  it('skips noRedirect groups as items but keeps their titles as a prefix; skips breadcrumb-false shells', () => {
    const items = collectMenuItems(
      [
        { path: '/g', view: 'layout', redirect: 'noRedirect', meta: { title: 'G' }, children: [{ path: 'x', name: 'X', meta: { title: 'X' } }] },
        { path: '/s', view: 'layout', meta: { title: 'S', breadcrumb: false }, children: [{ path: '/s', name: 'S', meta: { title: 'S' } }] },
      ],
      en,
    )
    expect(items).toEqual([
      { path: '/g/x', title: ['G', 'X'] },
      { path: '/s', title: ['S'] },
    ])
  })
})

describe('pinyin', () => {
  it('gives full pinyin and initials of Chinese titles', () => {
    expect(pinyinKeys('工作台')).toEqual(['gongzuotai', 'gzt'])
    expect(pinyinKeys('工作臺')).toEqual(['gongzuotai', 'gzt'])
    expect(pinyinKeys('二维Editor')).toEqual(['erweieditor', 'eweditor'])
    expect(pinyinKeys('Workbench')).toEqual([])
  })

  it('applies to zh and tw with the switch on only', () => {
    expect(usesPinyin('zh', true)).toBe(true)
    expect(usesPinyin('tw', true)).toBe(true)
    expect(usesPinyin('zh', false)).toBe(false)
    expect(usesPinyin('en', true)).toBe(false)
  })
})

describe('menu search', () => {
  it('uses the spec’s fuse options', () => {
    expect(MENU_SEARCH_OPTIONS.threshold).toBe(0.4)
    expect(MENU_SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'pinyinTitle', weight: 0.3 },
      { name: 'path', weight: 0.3 },
    ])
    expect(MAX_PATTERN_LENGTH).toBe(32)
  })

  it('finds Chinese titles by characters', () => {
    expect(top(zhItems, '工作台')).toBe('/workbench')
    expect(top(zhItems, '考勤记录')).toBe('/attendance/records')
    expect(top(zhItems, '通知')).toBe('/mynotification')
  })

  it('finds by full pinyin and by initials with pinyin on', () => {
    expect(top(zhItems, 'gongzuotai')).toBe('/workbench')
    expect(top(zhItems, 'gong zuo tai')).toBe('/workbench')
    expect(top(zhItems, 'gongzuo')).toBe('/workbench')
    expect(top(zhItems, 'gzt')).toBe('/workbench')
    expect(top(zhItems, 'kqjl')).toBe('/attendance/records')
    expect(top(zhItems, 'qiandaofanwei')).toBe('/attendance/scope')
    expect(top(zhItems, 'jsgl')).toBe('/system/roles')
  })

  it('does not match pinyin with the switch off or in English', () => {
    expect(getMenuSearchIndex(zhItems, 'zh', false).search('gzt')).toEqual([])
    expect(getMenuSearchIndex(zhItems, 'en', true).search('gzt')).toEqual([])
  })

  it('ranks English titles and paths', () => {
    expect(top(enItems, 'Workbench', true, 'en')).toBe('/workbench')
    expect(top(enItems, 'wrkbench', false, 'en')).toBe('/workbench')
    expect(top(enItems, 'records', false, 'en')).toBe('/attendance/records')
    expect(top(enItems, 'system/orgs', false, 'en')).toBe('/system/orgs')
    expect(top(zhItems, 'mynotification')).toBe('/mynotification')
  })

  it('ranks an item matching in more of its breadcrumb titles higher (fuse multiplies scores)', () => {
    const hits = getMenuSearchIndex(zhItems, 'zh', true).search('考勤')
    expect(hits.map((h) => h.item.path)).toEqual(['/attendance/records', '/attendance', '/attendance/scope'])
    expect(top(zhItems, '管理')).toBe('/system/users')
  })

  it('ranks the shorter breadcrumb first on an exact tie', () => {
    const items: MenuSearchItem[] = [
      { path: '/lab/x', title: ['Lab', 'Xyz'] },
      { path: '/lab', title: ['Lab'] },
    ]
    expect(
      buildMenuSearchIndex(items, false)
        .search('Lab')
        .map((h) => h.item.path),
    ).toEqual(['/lab', '/lab/x'])
  })

  it('returns nothing for an empty query or no match, and honours a limit', () => {
    const index = getMenuSearchIndex(zhItems, 'zh', true)
    expect(index.search('   ')).toEqual([])
    expect(index.search('zzzzqqqq')).toEqual([])
    expect(index.search('管理', 2).map((h) => h.item.path)).toEqual(['/system/users', '/system/orgs'])
  })

  it('cuts patterns to 32 characters', () => {
    expect(normalizeQuery(`  ${'a'.repeat(40)}  `)).toBe('a'.repeat(32))
    expect(Array.from(normalizeQuery('🧪'.repeat(40)))).toHaveLength(32)
    const long = `attendance records${'x'.repeat(20)}`
    const cut = normalizeQuery(long)
    expect(cut).toBe(`attendance records${'x'.repeat(14)}`)
    const index = getMenuSearchIndex(enItems, 'en', false)
    expect(index.search(long).map((h) => h.item.path)).toEqual(index.search(cut).map((h) => h.item.path))
  })

  it('builds an index once per items, language and pinyin switch', () => {
    const a = getMenuSearchIndex(zhItems, 'zh', true)
    expect(getMenuSearchIndex(zhItems, 'zh', true)).toBe(a)
    expect(getMenuSearchIndex(zhItems, 'tw', true)).toBe(a)
    expect(getMenuSearchIndex(zhItems, 'zh', false)).not.toBe(a)
    expect(getMenuSearchIndex(zhItems, 'en', true)).toBe(getMenuSearchIndex(zhItems, 'zh', false))
    expect(getMenuSearchIndex([...zhItems], 'zh', true)).not.toBe(a)
  })

  it('searches a freshly built index the same way', () => {
    expect(buildMenuSearchIndex(zhItems, true).search('gzt')[0]?.item.title).toEqual(['药物研发', '工作台'])
  })
})

describe('external pages in the menu search', () => {
  it('are found by title and carry their address, marked external', () => {
    const { accessed } = generateRoutes(TABLE, EDITOR, [
      { path: '/drug', routes: [{ path: '/workbench' }, { path: 'https://docs.example.org/guide', meta: { title: 'Handbook' } }] },
    ])
    const items = collectMenuItems(accessed, (title) => title)
    expect(items).toContainEqual({ path: 'https://docs.example.org/guide', title: [expect.any(String), 'Handbook'], external: true })
    expect(items.filter((i) => i.external)).toHaveLength(1)
  })
})
