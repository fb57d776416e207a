/**
 * The notifications domain's contract (docs/api.md): the user's notifications with read, archive
 * and snooze state and reminders, the unread count, the types, the live stream's event shape, and
 * publishing's wire types (editors and admins: publish, edit, withdraw, what was published with
 * its read count, the recipients they may choose — users, organisations, roles — with their
 * names, receipts and reminders) and limits. The reader's API is here; the publisher's is in
 * contract/publishApi.ts. Framework-free; the reference server imports the types.
 */
import type { Http } from '#platform/core/http/http.ts'
import type { DictItem, Page } from '#platform/core/api/types.ts'

export type NotificationPriority = 'high' | 'medium' | 'low'
export const NOTIFICATION_PRIORITIES: readonly NotificationPriority[] = ['high', 'medium', 'low']
export const MAX_NOTIFICATION_TITLE = 100
/** Markdown source as authored, at most this many characters. */
export const MAX_NOTIFICATION_CONTENT = 100_000
/** The roles that may publish, edit and withdraw (defined in logic/publisherRoles.ts). */
export { PUBLISHER_ROLES } from './logic/publisherRoles.ts'

/** Who a notification is for; every list empty (or the whole object null) means everyone. */
export interface PublishObject {
  users: number[]
  orgs: number[]
  roles: string[]
}

/** current: inside its period (or no period); upcoming: before its start; expired: after its end. */
export type NotificationState = 'current' | 'upcoming' | 'expired'
/** The centre's tabs; `snoozed`: put away until a time (then unread again). */
export type NotificationBox = 'unread' | 'read' | 'all' | 'snoozed' | 'archived'
/** A notice is snoozed for at most this many days. */
export const MAX_SNOOZE_DAYS = 90

export interface Notification {
  id: number
  title: string
  /** HTML (sanitised by the server before it is stored); sanitised again wherever it is rendered. */
  content: string
  type: string
  priority: NotificationPriority
  publisher: string
  createTime: string
  startTime: string | null
  endTime: string | null
  /** null = all users. */
  publishObject: PublishObject | null
  /** Its publisher made it required: it reaches every recipient whatever their preferences.
   * Absent from a server without preferences. */
  required?: boolean
  read: boolean
  archived: boolean
  /** ISO time it is snoozed until (in the snoozed box until then); null when not snoozed; absent
   * from a server without snooze (a deployed backend of the family): the console offers none. */
  snoozedUntil?: string | null
  /** When a publisher last reminded the reader of it (it then sorts by that time); null when never;
   * absent from a server without reminders. */
  remindedAt?: string | null
}

export interface NotificationQuery {
  currentPage?: number
  pageSize?: number
  /** Default 'all' (not archived). */
  box?: NotificationBox
  type?: string
  priority?: string
  state?: NotificationState
  /** @deprecated kept for the workbench: same as box unread/read. */
  read?: boolean
  title?: string
}

export interface NotificationInput {
  /** Absent: a new notification. */
  id?: number
  title: string
  /** Markdown as authored (kept for editing); the server renders and sanitises the HTML. */
  markdown: string
  type: string
  priority: NotificationPriority
  /** ISO times; both or neither (no period = always). */
  startTime?: string | null
  endTime?: string | null
  publishObject?: PublishObject | null
  /** Reaches every recipient whatever their preferences (default false). */
  required?: boolean
}

/** A notification as its publisher sees it in the published list. */
export interface PublishedNotification extends Omit<Notification, 'read' | 'archived' | 'snoozedUntil' | 'remindedAt'> {
  markdown: string
  /** How many users have opened it. */
  readCount: number
  /** How many users it is for (now). */
  audience: number
  withdrawn: boolean
  /** false when its publisher's roles reach beyond the caller's: they may not edit or withdraw
   * it (the reference server refuses with 403). Absent: no such limit known. */
  editable?: boolean
}

/** What the live stream carries (`event: notification`, `id:` = a monotonically growing event id). */
export interface NotificationEvent {
  /** `approvals`: the user's queue of requests to decide changed (no notice of its own). */
  kind: 'published' | 'updated' | 'withdrawn' | 'read-state' | 'reminded' | 'approvals'
  notificationId: number | null
  /** The receiver's unread count after the change. */
  unread: number
}

/** A user the publisher may address (queryTargetUsers): enabled and approved, of the tenant. */
export interface PublishTargetUser {
  id: number
  username: string
  /** Full name, else nickname, else username. */
  name: string
  email: string
  orgId: number | null
  /** The user's organisation's name ('' for none). */
  orgName: string
}

/** One of the tenant's organisations (queryTargetOrgs: the whole tree, as the admin tree's rows). */
export interface PublishTargetOrg {
  id: number
  parentId: number | null
  code: string
  name: string
  childCount: number
  userCount: number
}
/** On the wire: [id, parentId, code, name, childCount, userCount] per organisation. */
export type PublishTargetOrgRow = [number, number | null, string, string, number, number]
export interface PublishTargetOrgsWire {
  columns: readonly string[]
  rows: PublishTargetOrgRow[]
}

/** A role as a recipient: its code and names (Chinese ones '' when not written). */
export interface PublishTargetRole {
  code: string
  name: string
  nameZh: string
  nameTw: string
}

/** The names of a publish object's ids (resolveTargets); ids not of the tenant (or deleted) are left out. */
export interface PublishTargetLabels {
  users: Array<Pick<PublishTargetUser, 'id' | 'username' | 'name' | 'orgName'>>
  /** `path`: the names of the organisations above it, from the top. */
  orgs: Array<{ id: number; name: string; code: string; path: string[] }>
  roles: PublishTargetRole[]
}

/** How notices of one type reach a member by e-mail: high priority only (the default), all, none. */
export type EmailChoice = 'high' | 'all' | 'off'
export const EMAIL_CHOICES: readonly EmailChoice[] = ['high', 'all', 'off']

/** A member's choice for one notification type (queryPreferences: every type of the dictionary,
 * the defaults where they chose nothing). Required notices reach them whatever they chose. */
export interface NotificationPreference {
  type: string
  /** Shown in the console (the bell, the count, the centre). */
  inApp: boolean
  email: EmailChoice
}

/** The member's daily digest (queryDigest): one e-mail a day at `hour` in `timeZone` listing the
 * notices they have not read that no e-mail of their own reached. Off: hour is the default (8),
 * timeZone and nextAt null. */
export interface DigestSetting {
  enabled: boolean
  hour: number
  /** IANA time zone (the browser's when they turned it on). */
  timeZone: string | null
  /** When the next one is due (ISO). */
  nextAt: string | null
}

/** One recipient of a notice as its publisher sees them (queryReceipts). */
export interface Receipt {
  userId: number
  username: string
  /** Full name, else nickname, else username. */
  name: string
  /** The user's organisation's name ('' for none). */
  orgName: string
  /** When they first opened it; null: not read. */
  readAt: string | null
  /** When they were last reminded of it; null: never. */
  remindedAt: string | null
}

/** A page of receipts with the counts of the whole audience within the caller's data scope. */
export interface Receipts extends Page<Receipt> {
  summary: { audience: number; read: number }
}

export interface ReceiptQuery {
  id: number
  /** true: who has read it; false: who has not; absent: everyone it is for. */
  read?: boolean
  /** Part of the name, username or organisation name, any case. */
  keyword?: string
  currentPage?: number
  pageSize?: number
}

/** A recipient is reminded of a notice at most once in this many minutes. */
export const REMIND_INTERVAL_MINUTES = 60
/** At most this many receipts per page (20 by default). */
export const MAX_RECEIPTS_PAGE = 500

/** At most this many users per queryTargetUsers page (20 by default). */
export const MAX_TARGET_USERS_PAGE = 50

export function createNotificationsApi(http: Http) {
  return {
    /** GET /notification/notification/queryMyNotification — the user's notifications. */
    queryMyNotification(query: NotificationQuery = {}, signal?: AbortSignal) {
      return http.request<Page<Notification>>('/notification/notification/queryMyNotification', {
        query: { ...query },
        ...(signal ? { signal } : {}),
      })
    },
    /** GET /notification/notification/queryUnreadCount — current, unread, not archived. */
    queryUnreadCount(signal?: AbortSignal) {
      // A background count, tried again at every poll: a failure is no news to the user (a
      // family backend has no such endpoint).
      return http.request<{ count: number }>('/notification/notification/queryUnreadCount', signal ? { signal, silent: true } : { silent: true })
    },
    /** GET /notification/notification/queryNotificationType — notification types. */
    queryNotificationType(signal?: AbortSignal) {
      return http.request<DictItem[]>('/notification/notification/queryNotificationType', signal ? { signal } : {})
    },
    /** POST /notification/notification/markRead — opening one marks it read. */
    markRead(id: number) {
      return http.request<unknown>('/notification/notification/markRead', { method: 'POST', query: { id } })
    },
    /** POST /notification/notification/markUnread */
    markUnread(id: number) {
      return http.request<unknown>('/notification/notification/markUnread', { method: 'POST', query: { id } })
    },
    /** POST /notification/notification/archive — `archived: false` restores. */
    archive(id: number, archived = true) {
      return http.request<unknown>('/notification/notification/archive', { method: 'POST', query: { id, archived } })
    },
    /** POST /notification/notification/snooze — puts it away until `until` (ISO; it comes back
     * unread then), or wakes it now (`until` null). */
    snooze(id: number, until: string | null) {
      return http.request<unknown>('/notification/notification/snooze', { method: 'POST', query: until ? { id, until } : { id } })
    },
    /** GET /notification/notification/queryPreferences — the caller's choice per notification type. */
    queryPreferences(signal?: AbortSignal) {
      return http.request<NotificationPreference[]>('/notification/notification/queryPreferences', signal ? { signal } : {})
    },
    /** POST /notification/notification/savePreferences — the caller's choices (types not sent keep theirs). */
    savePreferences(preferences: NotificationPreference[]) {
      return http.request<NotificationPreference[]>('/notification/notification/savePreferences', { method: 'POST', body: { preferences } })
    },
    /** GET /notification/notification/queryDigest — the caller's daily digest. */
    queryDigest(signal?: AbortSignal) {
      return http.request<DigestSetting>('/notification/notification/queryDigest', signal ? { signal } : {})
    },
    /** POST /notification/notification/saveDigest — on at `hour` in `timeZone`, or off. */
    saveDigest(setting: { enabled: boolean; hour: number; timeZone: string }) {
      return http.request<DigestSetting>('/notification/notification/saveDigest', { method: 'POST', body: setting })
    },
    /** POST /notification/notification/markAllRead — returns the ids marked and, from our server,
     * an opaque `undo` token (for undoMarkAllRead). */
    markAllRead() {
      return http.request<{ changed: number; ids: number[]; undo?: string }>('/notification/notification/markAllRead', { method: 'POST' })
    },
    /** POST /notification/notification/undoMarkAllRead — those notices unread again, as before. */
    undoMarkAllRead(ids: number[], undo: string) {
      return http.request<unknown>('/notification/notification/undoMarkAllRead', { method: 'POST', body: { ids, undo } })
    },
    /** POST /notification/notification/archiveAllRead — returns the ids archived (for undo). */
    archiveAllRead() {
      return http.request<{ changed: number; ids: number[] }>('/notification/notification/archiveAllRead', { method: 'POST' })
    },
  }
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>

/** The live stream's path (GET, `text/event-stream`, bearer + role headers like every call). */
export const NOTIFICATION_STREAM_PATH = '/notification/notification/stream'
