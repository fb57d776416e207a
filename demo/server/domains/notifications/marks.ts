/**
 * A reader's marks on notices, each per user: read (and unread again, and a "mark all read" taken
 * back), archived, snoozed until a time; and the pruning of snoozes long past. The reader's lists
 * and counts that read them: model.ts.
 */
import type { Queryable } from '../../platform/db.ts'

/** Read marks. The row keeps when the reader first opened the notice (receipts); marking it read
 * again clears `unread_since`, marking it unread sets it to now (the row stays: they did read it). */
export async function setRead(q: Queryable, userId: number, ids: readonly number[], read: boolean, now: Date): Promise<void> {
  if (read) {
    await q.query(
      `insert into notification_reads (notification_id, user_id, read_at) select unnest($1::int[]), $2, $3
       on conflict (notification_id, user_id) do update set unread_since = null`,
      [ids, userId, now],
    )
  } else {
    await q.query(
      'update notification_reads set unread_since = $3 where user_id = $2 and notification_id = any($1::int[]) and (unread_since is null or unread_since > $3)',
      [ids, userId, now],
    )
  }
}

/** Takes back a "mark all read" made at `at`: the marks it wrote (never read before) are removed,
 * so the publisher's receipts say "not read" again; the notices read before and marked unread
 * since are unread again, their first reading kept. */
export async function undoMarkRead(q: Queryable, userId: number, ids: readonly number[], at: Date, now: Date): Promise<void> {
  await q.query('delete from notification_reads where user_id = $2 and notification_id = any($1::int[]) and read_at = $3', [ids, userId, at])
  await q.query(
    'update notification_reads set unread_since = $4 where user_id = $2 and notification_id = any($1::int[]) and read_at < $3 and unread_since is null',
    [ids, userId, at, now],
  )
}

/** Archive marks: set (again: no change) or cleared (restored). */
export async function setArchived(q: Queryable, userId: number, ids: readonly number[], archived: boolean, now: Date): Promise<void> {
  if (archived) {
    await q.query(`insert into notification_archives (notification_id, user_id, archived_at) select unnest($1::int[]), $2, $3 on conflict do nothing`, [
      ids,
      userId,
      now,
    ])
  } else {
    await q.query('delete from notification_archives where user_id = $2 and notification_id = any($1::int[])', [ids, userId])
  }
}

/** Snoozes the notice for the user until `until` (again: the new time); a read notice counts as
 * unread from then on, so it comes back unread (its first reading stays for the receipts). `until`
 * null wakes it now, unread. */
export async function setSnoozed(q: Queryable, userId: number, id: number, until: Date | null, now: Date): Promise<void> {
  if (until === null) {
    await q.query('delete from notification_snoozes where notification_id = $1 and user_id = $2', [id, userId])
    await setRead(q, userId, [id], false, now)
    return
  }
  await q.query(
    `insert into notification_snoozes (notification_id, user_id, until) values ($1, $2, $3)
     on conflict (notification_id, user_id) do update set until = excluded.until`,
    [id, userId, until],
  )
  await q.query('update notification_reads set unread_since = $3 where notification_id = $1 and user_id = $2', [id, userId, until])
}

/** Forgets snoozes whose time is a day past (they mean nothing any more). */
export async function pruneSnoozes(q: Queryable, now: Date): Promise<void> {
  await q.query('delete from notification_snoozes where until < $1', [new Date(now.getTime() - 24 * 3_600_000)])
}
