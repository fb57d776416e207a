/**
 * The background round of notification e-mails, in every server process: the notices whose period
 * has started (email.ts), then the daily digests that are due (digest.ts). Both claim their rows
 * with `for update skip locked`, so processes sharing a database never mail anything twice.
 */
import type { Db } from '../../platform/db.ts'
import { sweepDigests } from './digest.ts'
import { sweepEmails } from './email.ts'

export const EMAIL_SWEEP_MS = 2_000

/** Runs rounds (notices, then due digests) every EMAIL_SWEEP_MS until the returned function is
 * called; that resolves once a round under way has finished (the database is not closed under it).
 * `base`: the console's public address, the start of every link. */
export function startEmailSweep(db: Db, now: () => Date, base: string, everyMs = EMAIL_SWEEP_MS): () => Promise<void> {
  let running: Promise<void> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = sweepEmails(db, now(), base)
      .then(() => sweepDigests(db, now(), base))
      .then(() => undefined)
      .catch((error: unknown) => console.error(`Queuing notification e-mails failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = null))
  }, everyMs)
  timer.unref?.()
  return async () => {
    clearInterval(timer)
    await running
  }
}
