/**
 * The notifications domain's demo rows: its two dictionaries (notification types and
 * priorities, with Chinese labels) and deterministic notices — 60 in acme (every type ×
 * priority, spread over the 90 days before seeding so a trend chart has data; some with a period
 * — current, expired and two upcoming —, some for a role, one for member@acme.test, one for the
 * organisation Acme Lab 00002 and below, one withdrawn; some read, some archived) including the
 * holiday pause notice and one unsafe-markup notice (stored unsanitised on purpose: it exercises
 * the console's sanitiser); a few in globex. The others' markdown is rendered like a publish.
 * BENCH_NOTIFICATIONS=10000 (the bench only, never by default) adds that many more to acme, for
 * everyone, over the last year.
 */
import type { SeedTenant } from '../../platform/domain.ts'
import type { Queryable } from '../../platform/db.ts'
import { insertRows } from '../../platform/seed.ts'
import { seedDicts } from '../admin/index.ts'
import type { TenantCode } from '../../platform/tenants.ts'
import { renderMarkdown } from './content.ts'

export interface DictSeed {
  dictType: string
  value: string
  label: string
  labelZh: string
  labelTw: string
}

/** Every tenant's dictionary types of notifications. */
export const DICT_TYPES = [
  {
    code: 'notification',
    name: 'Notification type',
    nameZh: '通知类型',
    nameTw: '通知類型',
    description: 'The kinds of notices',
    descriptionZh: '通知的种类',
    descriptionTw: '通知的種類',
  },
  {
    code: 'priority',
    name: 'Priority',
    nameZh: '优先级',
    nameTw: '優先順序',
    description: 'How urgent a notice is',
    descriptionZh: '通知的紧急程度',
    descriptionTw: '通知的緊急程度',
  },
] as const

/** Every tenant's dictionaries: `notification` (the types) and `priority`. */
export const DICTS: readonly DictSeed[] = [
  { dictType: 'notification', value: 'system', label: 'System', labelZh: '系统通知', labelTw: '系統通知' },
  { dictType: 'notification', value: 'attendance', label: 'Attendance', labelZh: '考勤通知', labelTw: '考勤通知' },
  { dictType: 'notification', value: 'research', label: 'Research', labelZh: '科研动态', labelTw: '科研動態' },
  { dictType: 'notification', value: 'holiday', label: 'Holiday', labelZh: '假期通知', labelTw: '假期通知' },
  { dictType: 'priority', value: 'high', label: 'High', labelZh: '高', labelTw: '高' },
  { dictType: 'priority', value: 'medium', label: 'Medium', labelZh: '中', labelTw: '中' },
  { dictType: 'priority', value: 'low', label: 'Low', labelZh: '低', labelTw: '低' },
]

/** A publish object by name: usernames, organisations by their place in the tenant (1 = the
 * first), role codes. */
export interface ObjectSeed {
  users?: string[]
  orgs?: number[]
  roles?: string[]
}

export interface NotificationSeed {
  title: string
  /** HTML as stored; rendered from `markdown` when that is set. */
  content: string
  markdown: string
  type: string
  priority: 'high' | 'medium' | 'low'
  publisher: string
  createTime: Date
  startTime: Date | null
  endTime: Date | null
  publishObject: ObjectSeed | null
  /** Usernames that have already read it. */
  readBy: string[]
  /** Usernames that have archived it. */
  archivedBy?: string[]
  withdrawn?: boolean
}

const DAY_MS = 86_400_000
const TYPES = ['system', 'attendance', 'research', 'holiday'] as const
const PRIORITIES = ['high', 'medium', 'low'] as const
const VARIANTS = ['', ' — update', ' — reminder']

const TITLES: Record<(typeof TYPES)[number], string[]> = {
  system: ['Scheduled maintenance window', 'New sign-in policy', 'Password rotation reminder', 'Console release 2.4', 'Storage quota increased'],
  attendance: [
    'Sign-in radius updated',
    'Monthly attendance report ready',
    'Lab access hours changed',
    'Missing sign-ins this week',
    'New sign-in scope for Building C',
  ],
  research: [
    'ADME/T model retrained',
    'Markush extraction now reads claim tables',
    'SAR analysis webinar',
    'New patent corpus indexed',
    'Molecular design benchmark results',
  ],
  holiday: ['Holiday service pause', 'Dragon Boat Festival schedule', 'National Day office hours', 'Mid-Autumn Festival notice', 'Qingming Festival closure'],
}

const PUBLISHERS: Record<(typeof TYPES)[number], string> = {
  system: 'Ada Lovelace',
  attendance: 'Attendance office',
  research: 'Edith Clarke',
  holiday: 'Administration office',
}

/** The account each seeded publisher name stands for (the offices are the administrator's): its
 * notices are edited by them, or by someone whose roles reach as far. */
const PUBLISHER_ACCOUNTS: Readonly<Record<string, string>> = {
  'Ada Lovelace': 'admin@acme.test',
  'Attendance office': 'admin@acme.test',
  'Administration office': 'admin@acme.test',
  'Edith Clarke': 'editor@acme.test',
  'Grace Hopper': 'admin@globex.test',
}

export const HOLIDAY_NOTICE = 'Service paused for the holiday from 26 Jan 2025 to 5 Feb 2025; it resumes on 6 Feb.'

/** Content carrying markup a sanitiser must neutralise (script, event handler, js: link). */
export const UNSAFE_CONTENT =
  '<p>This notice checks that unsafe markup is removed.</p>' +
  '<img src="x" onerror="alert(\'xss\')">' +
  '<script>alert("xss")</script>' +
  '<a href="javascript:alert(1)">Do not click</a>'

function markdown(title: string, index: number): string {
  return (
    `**${title}.** Please read this notice carefully.\n\n` +
    `Details are on the [notice page](https://example.com/notices/${index + 1}). Contact your administrator with questions.\n`
  )
}

export function acmeNotifications(now: Date): NotificationSeed[] {
  const seeds: NotificationSeed[] = []
  let n = 0
  for (const type of TYPES) {
    for (let k = 0; k < TITLES[type].length; k++) {
      for (let p = 0; p < PRIORITIES.length; p++) {
        const title = `${TITLES[type][k]}${VARIANTS[p]}`
        // 60 notices over 90 days, at varied hours: 0, 1.5, 3 … 88.5 days ago.
        const createTime = new Date(now.getTime() - n * 1.5 * DAY_MS - ((n * 7) % 24) * 3_600_000)
        const withPeriod = n % 4 === 1
        const upcoming = n === 2 || n === 6
        const role = n % 10 === 3 ? 'ROLE_ADMIN' : n % 10 === 7 ? 'ROLE_EDITOR' : null
        const publishObject: ObjectSeed | null = role ? { roles: [role] } : n === 11 ? { users: ['member@acme.test'] } : n === 14 ? { orgs: [2] } : null
        const readBy: string[] = []
        if (n % 3 === 0 && role !== 'ROLE_EDITOR') readBy.push('admin@acme.test')
        if (n % 5 === 0 && publishObject === null) readBy.push('member@acme.test')
        const archivedBy = n === 0 || n === 20 ? ['member@acme.test'] : n === 12 ? ['admin@acme.test'] : []
        seeds.push({
          title,
          content: '',
          markdown: markdown(title, n),
          type,
          priority: PRIORITIES[p],
          publisher: PUBLISHERS[type],
          createTime,
          startTime: upcoming ? new Date(now.getTime() + 2 * DAY_MS) : withPeriod ? createTime : null,
          endTime: upcoming ? new Date(now.getTime() + 9 * DAY_MS) : withPeriod ? new Date(createTime.getTime() + 14 * DAY_MS) : null,
          publishObject,
          readBy,
          archivedBy,
          withdrawn: n === 16,
        })
        n++
      }
    }
  }
  const holiday = seeds.find((s) => s.title === 'Holiday service pause')!
  holiday.markdown = `**${HOLIDAY_NOTICE}**\n`
  holiday.startTime = new Date('2025-01-26T00:00:00+08:00')
  holiday.endTime = new Date('2025-02-05T23:59:59+08:00')
  holiday.publishObject = null

  const unsafe = seeds.find((s) => s.title === 'Console release 2.4 — reminder')!
  unsafe.title = 'Formatting check (unsafe markup)'
  unsafe.content = UNSAFE_CONTENT
  unsafe.markdown = ''
  return seeds
}

export function globexNotifications(now: Date): NotificationSeed[] {
  return TYPES.map((type, i) => {
    const title = `Globex ${TITLES[type][0].toLowerCase()}`
    return {
      title,
      content: '',
      markdown: markdown(title, i),
      type,
      priority: PRIORITIES[i % PRIORITIES.length],
      publisher: 'Grace Hopper',
      createTime: new Date(now.getTime() - (i * 10 + 1) * DAY_MS),
      startTime: null,
      endTime: null,
      publishObject: null,
      readBy: [],
    }
  })
}

const NOTIFICATIONS: Readonly<Record<TenantCode, (now: Date) => NotificationSeed[]>> = {
  acme: acmeNotifications,
  globex: globexNotifications,
}

/** The dictionaries, notifications, read and archive marks of one tenant (its users and
 * organisations exist already). */
export async function seedNotifications(tx: Queryable, tenant: SeedTenant, now: Date): Promise<void> {
  await seedDicts(tx, tenant.id, DICT_TYPES, DICTS)
  const seeds = NOTIFICATIONS[tenant.code](now)
  const users = await tx.query<{ id: number; username: string }>('select id, username from users where tenant_id = $1', [tenant.id])
  const userIds = new Map(users.map((row) => [row.username, row.id]))
  const orgs = await tx.query<{ id: number }>('select id from orgs where tenant_id = $1 order by id limit 100', [tenant.id])
  const object = (o: ObjectSeed | null) => ({
    users: (o?.users ?? []).map((name) => userIds.get(name)!),
    orgs: (o?.orgs ?? []).map((place) => orgs[place - 1].id),
    roles: o?.roles ?? [],
  })
  const ids = await insertRows<{ id: number }>(
    tx,
    'notifications',
    [
      'tenant_id',
      'title',
      'content',
      'markdown',
      'type',
      'priority',
      'publisher',
      'publisher_id',
      'create_time',
      'start_time',
      'end_time',
      'publish_users',
      'publish_orgs',
      'publish_roles',
      'withdrawn_at',
    ],
    seeds.map((s) => {
      const o = object(s.publishObject)
      const content = s.markdown ? renderMarkdown(s.markdown) : s.content
      const publisherId = userIds.get(PUBLISHER_ACCOUNTS[s.publisher] ?? '') ?? null
      return [
        tenant.id,
        s.title,
        content,
        s.markdown,
        s.type,
        s.priority,
        s.publisher,
        publisherId,
        s.createTime,
        s.startTime,
        s.endTime,
        o.users,
        o.orgs,
        o.roles,
        s.withdrawn ? s.createTime : null,
      ]
    }),
    'id',
  )
  const marks = (pick: (s: NotificationSeed) => string[] | undefined) =>
    seeds.flatMap((seed, i) => (pick(seed) ?? []).map((username) => [ids[i].id, userIds.get(username), seed.createTime]))
  await insertRows(
    tx,
    'notification_reads',
    ['notification_id', 'user_id', 'read_at'],
    marks((s) => s.readBy),
  )
  await insertRows(
    tx,
    'notification_archives',
    ['notification_id', 'user_id', 'archived_at'],
    marks((s) => s.archivedBy),
  )
  const bench = Number(process.env.BENCH_NOTIFICATIONS ?? 0)
  if (tenant.code === 'acme' && Number.isInteger(bench) && bench > 0) await seedBenchNotifications(tx, tenant.id, Math.min(bench, 100_000), now)
}

/** `count` more notices for everyone in the tenant, over the year before `now` (the bench's
 * 10 000): every type and priority, a few with a period, titles numbered. */
export async function seedBenchNotifications(tx: Queryable, tenantId: number, count: number, now: Date): Promise<void> {
  await tx.query(
    `insert into notifications (tenant_id, title, content, markdown, type, priority, publisher, create_time, start_time, end_time)
     select $1, 'Bench notice ' || lpad(g::text, 5, '0'),
            '<p>Bench notice ' || g || ': <strong>please read</strong>.</p>', '**Bench notice ' || g || '**: please read.',
            (array['system','attendance','research','holiday'])[1 + g % 4], (array['high','medium','low'])[1 + g % 3], 'Bench',
            $2::timestamptz - (g * interval '1 hour' * 8760 / $3),
            case when g % 7 = 0 then $2::timestamptz - interval '1 day' end,
            case when g % 7 = 0 then $2::timestamptz + interval '30 days' end
       from generate_series(1, $3::int) g`,
    [tenantId, now, count],
  )
}
