/**
 * Notices another domain sends one user (an approval's decision): written in the recipient's
 * stored language, visible to them alone (the publish object is that user), type and priority
 * from the tenant's dictionaries, sent on the live stream like a publish (the bell counts up at
 * once), and by e-mail as the member's preferences say. `withDirectNotices` runs the caller's
 * write and its notices in one transaction: both are stored, or neither. Its `signal` tells users
 * on the live stream that their queue of requests to decide changed (`approvals`), without a notice.
 */
import { languageFromTag } from '#platform/core/i18n/language.ts'
import type { Db, Queryable } from '../../platform/db.ts'
import { translate, type Message } from '../../platform/i18n.ts'
import { renderMarkdown } from './content.ts'
import { writeWithEvents } from './events.ts'

export interface DirectNotice {
  tenantId: number
  userId: number
  /** Messages (marked literals with values), translated for the recipient. */
  title: Message
  markdown: Message
  /** A value of the tenant's notification types, e.g. 'attendance'. */
  type: string
  priority: 'high' | 'medium' | 'low'
  /** Who sent it, as the list shows it. */
  publisher: { id: number; name: string }
}

export type Notify = (notice: DirectNotice) => Promise<number>
/** Tells each user (of the tenant) that their approvals queue changed. */
export type SignalQueue = (tenantId: number, userIds: readonly number[]) => Promise<void>

/** Runs `write` with a `notify` that stores a notice for one user and a `signal`, in one transaction. */
export function withDirectNotices<T>(db: Db, now: Date, write: (tx: Queryable, notify: Notify, signal: SignalQueue) => Promise<T>): Promise<T> {
  return writeWithEvents(
    db,
    (tx, emit) => {
      const signal: SignalQueue = async (tenantId, userIds) => {
        for (const userId of new Set(userIds)) await emit({ tenantId, userId, kind: 'approvals', notificationId: null })
      }
      return write(
        tx,
        async (notice) => {
          const [user] = await tx.query<{ lang: string }>('select lang from users where id = $1 and tenant_id = $2', [notice.userId, notice.tenantId])
          const lang = languageFromTag(user?.lang) ?? 'en'
          const title = translate(lang, notice.title)
          const markdown = translate(lang, notice.markdown)
          const [row] = await tx.query<{ id: number }>(
            `insert into notifications (tenant_id, title, content, markdown, type, priority, publish_users, publisher, publisher_id, create_time, email_pending)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true) returning id`,
            [
              notice.tenantId,
              title,
              renderMarkdown(markdown),
              markdown,
              notice.type,
              notice.priority,
              [notice.userId],
              notice.publisher.name,
              notice.publisher.id,
              now,
            ],
          )
          await emit({ tenantId: notice.tenantId, userId: null, kind: 'published', notificationId: row.id })
          return row.id
        },
        signal,
      )
    },
    now,
  )
}
