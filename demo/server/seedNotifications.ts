/**
 * Deterministic demo notifications: 60 in acme (every type × priority, spread over the 90 days
 * before seeding so a trend chart has data, some with a period or a publish object, some read)
 * including the holiday pause notice and one unsafe-markup notice that exercises the console's
 * sanitiser; a few in globex.
 */

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
