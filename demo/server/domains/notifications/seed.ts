/**
 * The notifications domain's demo rows: its two dictionaries (notification types and
 * priorities, with Chinese labels) and deterministic notices — 60 in acme (every type ×
 * priority, spread over the 90 days before seeding so a trend chart has data, some with a period
 * or a publish object, some read) including the holiday pause notice and one unsafe-markup
 * notice that exercises the console's sanitiser; a few in globex.
 */
import type { SeedTenant } from '../../platform/domain.ts'
import type { Queryable } from '../../platform/db.ts'
import { insertRows } from '../../platform/seed.ts'
import { seedDicts } from '../admin/index.ts'
import type { TenantCode } from '../../platform/tenants.ts'

export interface DictSeed {
  dictType: string
  value: string
  label: string
  labelZh: string
  labelTw: string
}

/** Every tenant's dictionary types of notifications. */
export const DICT_TYPES = [
  { code: 'notification', name: 'Notification type', description: 'The kinds of notices' },
  { code: 'priority', name: 'Priority', description: 'How urgent a notice is' },
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

export interface NotificationSeed {
  title: string
  content: string
  type: string
  priority: 'high' | 'medium' | 'low'
  publisher: string
  createTime: Date
  startTime: Date | null
  endTime: Date | null
  publishObject: string | null
  /** Usernames that have already read it. */
  readBy: string[]
}

const DAY_MS = 86_400_000
const TYPES = ['system', 'attendance', 'research', 'holiday'] as const
const PRIORITIES = ['high', 'medium', 'low'] as const
const VARIANTS = ['', ' — update', ' — reminder']

const TITLES: Record<(typeof TYPES)[number], string[]> = {
  system: [
    'Scheduled maintenance window',
    'New sign-in policy',
    'Password rotation reminder',
    'Console release 2.4',
    'Storage quota increased',
  ],
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
  holiday: [
    'Holiday service pause',
    'Dragon Boat Festival schedule',
    'National Day office hours',
    'Mid-Autumn Festival notice',
    'Qingming Festival closure',
  ],
}

const PUBLISHERS: Record<(typeof TYPES)[number], string> = {
  system: 'Ada Lovelace',
  attendance: 'Attendance office',
  research: 'Edith Clarke',
  holiday: 'Administration office',
}

export const HOLIDAY_NOTICE =
  'Service paused for the holiday from 26 Jan 2025 to 5 Feb 2025; it resumes on 6 Feb.'

/** Content carrying markup a sanitiser must neutralise (script, event handler, js: link). */
export const UNSAFE_CONTENT =
  '<p>This notice checks that unsafe markup is removed.</p>' +
  '<img src="x" onerror="alert(\'xss\')">' +
  '<script>alert("xss")</script>' +
  '<a href="javascript:alert(1)">Do not click</a>'

function content(title: string, index: number): string {
  return (
    `<p><strong>${title}.</strong> Please read this notice carefully.</p>` +
    `<p>Details are on the <a href="https://example.com/notices/${index + 1}">notice page</a>. ` +
    'Contact your administrator with questions.</p>'
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
        const publishObject = n % 10 === 3 ? 'ROLE_ADMIN' : n % 10 === 7 ? 'ROLE_EDITOR' : null
        const readBy: string[] = []
        if (n % 3 === 0 && publishObject !== 'ROLE_EDITOR') readBy.push('admin@acme.test')
        if (n % 5 === 0 && publishObject === null) readBy.push('member@acme.test')
        seeds.push({
          title,
          content: content(title, n),
          type,
          priority: PRIORITIES[p],
          publisher: PUBLISHERS[type],
          createTime,
          startTime: withPeriod ? createTime : null,
          endTime: withPeriod ? new Date(createTime.getTime() + 14 * DAY_MS) : null,
          publishObject,
          readBy,
        })
        n++
      }
    }
  }
  const holiday = seeds.find((s) => s.title === 'Holiday service pause')!
  holiday.content = `<p><strong>${HOLIDAY_NOTICE}</strong></p>`
  holiday.startTime = new Date('2025-01-26T00:00:00+08:00')
  holiday.endTime = new Date('2025-02-05T23:59:59+08:00')
  holiday.publishObject = null

  const unsafe = seeds.find((s) => s.title === 'Console release 2.4 — reminder')!
  unsafe.title = 'Formatting check (unsafe markup)'
  unsafe.content = UNSAFE_CONTENT
  return seeds
}

export function globexNotifications(now: Date): NotificationSeed[] {
  return TYPES.map((type, i) => {
    const title = `Globex ${TITLES[type][0].toLowerCase()}`
    return {
      title,
      content: content(title, i),
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

/** The dictionaries, notifications and read marks of one tenant (its users exist already). */
export async function seedNotifications(tx: Queryable, tenant: SeedTenant, now: Date): Promise<void> {
  await seedDicts(tx, tenant.id, DICT_TYPES, DICTS)
  const seeds = NOTIFICATIONS[tenant.code](now)
  const ids = await insertRows<{ id: number }>(
    tx,
    'notifications',
    ['tenant_id', 'title', 'content', 'type', 'priority', 'publisher', 'create_time', 'start_time', 'end_time', 'publish_object'],
    seeds.map((s) => [tenant.id, s.title, s.content, s.type, s.priority, s.publisher, s.createTime, s.startTime, s.endTime, s.publishObject]),
    'id',
  )
  const users = await tx.query<{ id: number; username: string }>('select id, username from users where tenant_id = $1', [tenant.id])
  const userIds = new Map(users.map((row) => [row.username, row.id]))
  const reads = seeds.flatMap((seed, i) => seed.readBy.map((username) => [ids[i].id, userIds.get(username), seed.createTime]))
  await insertRows(tx, 'notification_reads', ['notification_id', 'user_id', 'read_at'], reads)
}
