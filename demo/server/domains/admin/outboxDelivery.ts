/**
 * Delivery of the outbox over SMTP (when the server has a mail server): a background round every
 * few seconds claims the due, unsent mails of every tenant with a short lease (`for update skip
 * locked`, so several server processes never send one mail twice at once and no transaction is
 * held while the SMTP server answers), sends each, and records `sent_at` — or the attempt, the
 * error and the next try, backing off from one minute to an hour, up to MAX_ATTEMPTS.
 */
import type { Db } from '../../platform/db.ts'
import type { MailSender } from '../../platform/mail.ts'

export const MAX_ATTEMPTS = 8
export const DELIVERY_INTERVAL_MS = 5_000
/** How long a claimed mail is held by the round that claimed it (then another may retry it). */
const LEASE_MS = 2 * 60_000
const BATCH = 20

/** The wait before attempt `attempts + 1`: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)
}

/** A failure's reason as stored and shown: one line, no longer than 300 characters. */
function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'Unknown error'
}

interface Claimed {
  id: number
  recipient: string
  subject: string
  body: string
  attempts: number
}

/** One round: sends the due mails; answers how many were sent. */
export async function deliverDue(db: Db, sender: MailSender, now: Date): Promise<number> {
  const claimed = await db.query<Claimed>(
    `update outbox set next_attempt_at = $3
      where id in (select id from outbox
                    where sent_at is null and attempts < $1 and (next_attempt_at is null or next_attempt_at <= $2)
                    order by id limit $4 for update skip locked)
      returning id, recipient, subject, body, attempts`,
    [MAX_ATTEMPTS, now, new Date(now.getTime() + LEASE_MS), BATCH],
  )
  let sent = 0
  for (const mail of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await sender.send({ to: mail.recipient, subject: mail.subject, text: mail.body })
      await db.query('update outbox set sent_at = $2, attempts = attempts + 1, last_error = null, next_attempt_at = null where id = $1', [mail.id, now])
      sent += 1
    } catch (error) {
      await db.query('update outbox set attempts = attempts + 1, last_error = $2, next_attempt_at = $3 where id = $1', [
        mail.id,
        reason(error),
        new Date(now.getTime() + retryDelayMs(mail.attempts + 1)),
      ])
    }
  }
  return sent
}

/** Runs `deliverDue` now and then every `intervalMs`, one round at a time; the returned stop
 * waits for a round in progress. A failing round (the database away) is logged and retried. */
export function startOutboxDelivery(db: Db, sender: MailSender, now: () => Date, intervalMs = DELIVERY_INTERVAL_MS): () => Promise<void> {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let round: Promise<void> = Promise.resolve()
  const run = () => {
    round = deliverDue(db, sender, now())
      .then(
        () => undefined,
        (error: unknown) => console.error(`Outbox delivery round failed: ${reason(error)}`),
      )
      .then(() => {
        if (!stopped) timer = setTimeout(run, intervalMs)
        timer?.unref?.()
      })
  }
  run()
  return async () => {
    stopped = true
    clearTimeout(timer)
    await round
    sender.close()
  }
}
