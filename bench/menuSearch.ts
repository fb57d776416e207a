/**
 * Bench case `menuSearch`: the header menu search over 5 000 generated menu items with Chinese
 * titles and pinyin on (issue 3). Measures building the index (pinyin of every title + the
 * fuse.js index) and the time per query over a fixed mix of Chinese, full-pinyin, initials and
 * English queries. The items are generated from a seeded PRNG, so every run searches the same.
 */
import { buildMenuSearchIndex, type MenuSearchItem } from '../src/domains/shell/logic/menuSearch.ts'
import { median, percentile, prng, round, timeMs, type BenchCase } from './lib.ts'

export const ITEM_COUNT = 5000
const BUILD_RUNS = 5
const QUERY_ROUNDS = 30

const WORDS = [
  '工作台', '药物', '分子', '设计', '专利', '文献', '分析', '预测', '考勤', '签到', '范围', '记录',
  '通知', '消息', '系统', '用户', '组织', '角色', '权限', '菜单', '字典', '日志', '报表', '统计',
  '化合物', '结构', '活性', '靶点', '筛选', '优化', '实验', '数据', '模型', '任务', '审核', '配置',
  '地图', '区域', '学生', '教师', '课程', '班级', '部门', '岗位', '导入', '导出', '模板', '指南',
]
const ENGLISH = ['ADMET', 'Markush', 'SAR', 'QSAR', 'Docking', 'Report', 'Export', 'Dashboard']


/** `count` items in a three-level menu (group > section > screen), titles of 2–3 words, some
 * with an English term; the title of each item is its breadcrumb path. */
export function generateMenuItems(count: number, seed = 20250126): MenuSearchItem[] {
  const rand = prng(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T
  const title = () => {
    const parts = [pick(WORDS), pick(WORDS)]
    if (rand() < 0.3) parts.push(pick(WORDS))
    if (rand() < 0.15) parts.push(pick(ENGLISH))
    return parts.join('')
  }
  const items: MenuSearchItem[] = []
  for (let g = 0; items.length < count; g++) {
    const group = { path: `/g${g}`, title: [title()] }
    items.push(group)
    for (let s = 0; s < 10 && items.length < count; s++) {
      const section = { path: `${group.path}/s${s}`, title: [...group.title, title()] }
      items.push(section)
      for (let i = 0; i < 9 && items.length < count; i++) {
        items.push({ path: `${section.path}/item${i}`, title: [...section.title, title()] })
      }
    }
  }
  return items
}

/** The fixed query mix: Chinese, full pinyin, initials, English and paths. */
export const QUERIES = [
  '工作台', '分子设计', '考勤记录', '化合物筛选', '专利',
  'gongzuotai', 'fenzisheji', 'kaoqinjilu', 'huahewu',
  'gzt', 'fzsj', 'kqjl', 'hhwsx',
  'Markush', 'docking', 'dashbord', '/g12/s3',
]

export const menuSearchCase: BenchCase = {
  name: 'menuSearch',
  description: `menu search over ${ITEM_COUNT} generated menu items, Chinese titles, pinyin on`,
  run() {
    const items = generateMenuItems(ITEM_COUNT)
    const builds: number[] = []
    let index = buildMenuSearchIndex(items, true)
    for (let i = 0; i < BUILD_RUNS; i++) builds.push(timeMs(() => (index = buildMenuSearchIndex(items, true))))
    for (const q of QUERIES) index.search(q) // warm-up
    const samples: number[] = []
    let hits = 0
    for (let r = 0; r < QUERY_ROUNDS; r++) {
      for (const q of QUERIES) {
        let found = 0
        samples.push(timeMs(() => (found = index.search(q).length)))
        if (r === 0) hits += found
      }
    }
    return {
      items: { value: items.length, unit: 'count' },
      buildIndexMedian: { value: round(median(builds)), unit: 'ms', note: `${BUILD_RUNS} builds incl. pinyin` },
      buildIndexMax: { value: round(Math.max(...builds)), unit: 'ms' },
      queryMedian: { value: round(median(samples)), unit: 'ms', note: `${QUERIES.length} queries × ${QUERY_ROUNDS}` },
      queryP95: { value: round(percentile(samples, 95)), unit: 'ms' },
      queryMax: { value: round(Math.max(...samples)), unit: 'ms' },
      hitsPerQuery: { value: round(hits / QUERIES.length, 1), unit: 'count', note: 'mean results per query' },
    }
  },
}
