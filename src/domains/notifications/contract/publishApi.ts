/**
 * The publisher's API (editors and admins): publish, edit and withdraw, the recipients to choose
 * from and their names, what was published, a notice's receipts and reminding its unread
 * recipients. Apart from the reader's API (contract.ts), so the elements' first download — the bell
 * and the centre — does not carry what only the lazily loaded publish screen calls.
 */
import type { Http } from '#platform/core/http/http.ts'
import type { Page } from '#platform/core/api/types.ts'
import type {
  NotificationInput,
  NotificationState,
  PublishedNotification,
  PublishObject,
  PublishTargetLabels,
  PublishTargetOrg,
  PublishTargetOrgsWire,
  PublishTargetRole,
  PublishTargetUser,
  ReceiptQuery,
  Receipts,
} from '../contract.ts'

export function createPublishApi(http: Http) {
  return {
    /** POST /notification/publish/saveNotification — publish or edit (editors and admins). */
    saveNotification(input: NotificationInput) {
      return http.request<PublishedNotification>('/notification/publish/saveNotification', { method: 'POST', body: { ...input } })
    },
    /** POST /notification/publish/withdrawNotification — readers no longer see it. */
    withdrawNotification(id: number) {
      return http.request<unknown>('/notification/publish/withdrawNotification', { method: 'POST', query: { id } })
    },
    /** GET /notification/publish/queryTargetUsers — users to address, by name, username or e-mail (publishers). */
    queryTargetUsers(query: { keyword?: string; pageSize?: number } = {}, signal?: AbortSignal) {
      return http.request<Page<PublishTargetUser>>('/notification/publish/queryTargetUsers', { query: { ...query }, ...(signal ? { signal } : {}) })
    },
    /** GET /notification/publish/queryTargetOrgs — the tenant's organisation tree (publishers). */
    async queryTargetOrgs(signal?: AbortSignal): Promise<PublishTargetOrg[]> {
      const wire = await http.request<PublishTargetOrgsWire>('/notification/publish/queryTargetOrgs', signal ? { signal } : {})
      return wire.rows.map(([id, parentId, code, name, childCount, userCount]) => ({ id, parentId, code, name, childCount, userCount }))
    },
    /** GET /notification/publish/queryTargetRoles — the tenant's roles (publishers). */
    queryTargetRoles(signal?: AbortSignal) {
      return http.request<PublishTargetRole[]>('/notification/publish/queryTargetRoles', signal ? { signal } : {})
    },
    /** POST /notification/publish/resolveTargets — the names of a publish object's ids (publishers). */
    resolveTargets(object: PublishObject, signal?: AbortSignal) {
      return http.request<PublishTargetLabels>('/notification/publish/resolveTargets', { method: 'POST', body: { ...object }, ...(signal ? { signal } : {}) })
    },
    /** GET /notification/publish/queryReceipts — who of its audience (within the caller's data
     * scope) has read the notice and when, who has not, and when each was last reminded (publishers). */
    queryReceipts(query: ReceiptQuery, signal?: AbortSignal) {
      return http.request<Receipts>('/notification/publish/queryReceipts', { query: { ...query }, ...(signal ? { signal } : {}) })
    },
    /** POST /notification/publish/remindUnread — reminds the recipients who have not read a current
     * notice (within the caller's data scope; each at most once in REMIND_INTERVAL_MINUTES). */
    remindUnread(id: number) {
      return http.request<{ reminded: number; skipped: number }>('/notification/publish/remindUnread', { method: 'POST', query: { id } })
    },
    /** GET /notification/publish/queryPublished — what the tenant published, newest first. */
    queryPublished(query: { currentPage?: number; pageSize?: number; title?: string; type?: string; state?: NotificationState } = {}, signal?: AbortSignal) {
      return http.request<Page<PublishedNotification>>('/notification/publish/queryPublished', { query: { ...query }, ...(signal ? { signal } : {}) })
    },
  }
}

export type PublishApi = ReturnType<typeof createPublishApi>
