/**
 * Story data for the notification centre and the bell: 10 000 deterministic notifications (types,
 * priorities, periods, some read) and the answers of the notifications endpoints the story API
 * (.storybook/mockApi.ts) gives for them — paged, filtered by box, type, priority, state and
 * title, newest first; read, archive and snooze state kept while the story runs.
 */
import type { Notification, NotificationPriority } from '../../src/domains/notifications/contract.ts'
import { stateOf } from '../../src/domains/notifications/logic/centre.ts'

const TYPES = [
  { value: 'system', label: 'System', labelZh: '系统通知', labelTw: '系統通知', sort: 1 },
  { value: 'attendance', label: 'Attendance', labelZh: '考勤通知', labelTw: '考勤通知', sort: 2 },
  { value: 'research', label: 'Research', labelZh: '科研动态', labelTw: '科研動態', sort: 3 },
  { value: 'holiday', label: 'Holiday', labelZh: '假期通知', labelTw: '假期通知', sort: 4 },
]
const PRIORITIES: NotificationPriority[] = ['high', 'medium', 'low']
const TITLES = [
  'Lab safety briefing on Friday',
  'New attendance rules from next week',
  'Spring holiday timetable',
  'Seminar: fragment-based screening',
  'Server maintenance tonight',
  '实验室安全培训通知',
]
const NOW = Date.parse('2026-11-25T09:00:00Z')
/** Snoozes end after the real clock's next full hour: a snooze is over once its time passed, so a
 * date fixed in the data would have woken every snoozed notice by now and emptied the Snoozed box. */
const SNOOZED_FROM = Math.ceil(Date.now() / 3_600_000) * 3_600_000

function make(i: number): Notification {
  const created = NOW - i * 37 * 60_000
  const withPeriod = i % 5 === 0
  return {
    id: 10_000 - i,
    title: `${TITLES[i % TITLES.length]} #${10_000 - i}`,
    content: `<p>Please read: <strong>${TITLES[i % TITLES.length]}</strong>. Details are in the <a href="https://example.com/n/${i}">notice</a>.</p><ul><li>Where: building B, room 204</li><li>Bring your badge</li></ul>`,
    type: TYPES[i % TYPES.length]!.value,
    priority: PRIORITIES[i % 3]!,
    publisher: i % 2 ? 'Zhang Min' : 'Lab office',
    createTime: new Date(created).toISOString(),
    startTime: withPeriod ? new Date(created).toISOString() : null,
    endTime: withPeriod ? new Date(created + (i % 10 === 0 ? 30 : 3) * 86_400_000).toISOString() : null,
    publishObject: null,
    read: i % 3 !== 0 && i % 29 !== 1,
    archived: i % 41 === 0,
    snoozedUntil: i % 29 === 1 ? new Date(SNOOZED_FROM + ((i % 7) + 3) * 86_400_000).toISOString() : null,
    remindedAt: i % 3 === 0 && i % 4 === 0 ? new Date(created + 86_400_000).toISOString() : null,
  }
}

let rows: Notification[] | null = null
const all = () => (rows ??= Array.from({ length: 10_000 }, (_, i) => make(i)))
const unread = () => all().filter((n) => !n.read && !n.archived && !n.snoozedUntil).length

/** The answer of a notifications endpoint (`path` under the API), or null for another path. */
export function notificationAnswer(path: string, url: URL): unknown {
  const q = url.searchParams
  const id = Number(q.get('id'))
  switch (path) {
    case '/notification/notification/queryNotificationType':
      return TYPES
    case '/notification/notification/queryUnreadCount':
      return { count: unread() }
    case '/notification/notification/queryMyNotification': {
      const box = q.get('box') ?? 'all'
      const title = (q.get('title') ?? '').toLowerCase()
      const list = all().filter(
        (n) =>
          (box === 'archived'
            ? n.archived
            : !n.archived &&
              (box === 'all' || (box === 'snoozed' ? n.snoozedUntil !== null : n.snoozedUntil === null && (box === 'unread' ? !n.read : n.read)))) &&
          (!q.get('type') || n.type === q.get('type')) &&
          (!q.get('priority') || n.priority === q.get('priority')) &&
          (!q.get('state') || stateOf(n, NOW) === q.get('state')) &&
          (!title || n.title.toLowerCase().includes(title)),
      )
      const current = Number(q.get('currentPage') ?? 1)
      const pageSize = Number(q.get('pageSize') ?? 10)
      return { list: list.slice((current - 1) * pageSize, current * pageSize), pagination: { total: list.length, pageSize, current } }
    }
    case '/notification/notification/markRead':
    case '/notification/notification/markUnread':
      for (const n of all()) if (n.id === id) n.read = path.endsWith('markRead')
      return null
    case '/notification/notification/archive':
      for (const n of all()) if (n.id === id) n.archived = q.get('archived') !== 'false'
      return null
    case '/notification/notification/snooze':
      for (const n of all()) if (n.id === id) [n.snoozedUntil, n.read] = [q.get('until'), q.get('until') ? false : n.read]
      return null
    case '/notification/notification/markAllRead':
    case '/notification/notification/archiveAllRead': {
      const changed = all().filter((n) => !n.archived && !n.snoozedUntil && (path.endsWith('markAllRead') ? !n.read : n.read))
      for (const n of changed)
        if (path.endsWith('markAllRead')) n.read = true
        else n.archived = true
      return { changed: changed.length, ids: changed.map((n) => n.id) }
    }
    case '/notification/notification/queryPreferences':
    case '/notification/notification/savePreferences':
      return TYPES.map((t, i) => ({ type: t.value, inApp: i !== 3, email: i === 0 ? 'all' : 'high' }))
    case '/notification/notification/queryDigest':
    case '/notification/notification/saveDigest':
      return { enabled: true, hour: 8, timeZone: 'Asia/Shanghai', nextAt: '2026-11-26T00:00:00.000Z' }
    default:
      return null
  }
}
