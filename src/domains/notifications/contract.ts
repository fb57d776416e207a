/**
 * The notifications domain's contract: the user's notifications and the notification types
 * (spec §3, §7), with their wire types. Framework-free; the reference server imports the types.
 */
import type { Http } from '../../platform/core/http/http.ts'
import type { DictItem, Page } from '../../platform/core/api/types.ts'

export type NotificationPriority = 'high' | 'medium' | 'low'

export interface Notification {
  id: number
  title: string
  /** HTML authored by staff; always sanitised before rendering. */
  content: string
  type: string
  priority: NotificationPriority
  publisher: string
  createTime: string
  startTime: string | null
  endTime: string | null
  /** null = all users. */
  publishObject: string | null
  read: boolean
}

export interface NotificationQuery {
  currentPage?: number
  pageSize?: number
  type?: string
  priority?: string
  read?: boolean
  title?: string
}

export function createNotificationsApi(http: Http) {
  return {
    /** GET /notification/notification/queryMyNotification — the user's notifications. */
    queryMyNotification(query: NotificationQuery = {}, signal?: AbortSignal) {
      return http.request<Page<Notification>>('/notification/notification/queryMyNotification', {
        query: { ...query },
        ...(signal ? { signal } : {}),
      })
    },
    /** GET /notification/notification/queryNotificationType — notification types. */
    queryNotificationType(signal?: AbortSignal) {
      return http.request<DictItem[]>('/notification/notification/queryNotificationType', signal ? { signal } : {})
    },
  }
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>
