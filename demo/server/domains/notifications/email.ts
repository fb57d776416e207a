/**
 * Notices by e-mail. A notice published through the API is pending until its period starts; then a
 * background round (every EMAIL_SWEEP_MS, and in every server process: rows are claimed with
 * `for update skip locked`) queues, in one statement per notice, an outbox mail to each recipient
 * who wants it — their choice for its type (high priority only by default, all, none), or anyone
 * with an address when it is required — written in the recipient's language, with a link to the
 * console and a signed, single-purpose link that turns e-mail for that type off without signing in
 * (unsubscribe.ts). A notice withdrawn or over before its round is never mailed. Links start with
 * the server's public address (PUBLIC_URL), never a request's Host (mailRounds.ts runs the rounds).
 */
import type { Db, Queryable } from '../../platform/db.ts'
import { translate, text, type Language } from '../../platform/i18n.ts'
import { localized } from '#platform/core/i18n/localized.ts'
import { listDict } from '../admin/index.ts'
import { oneLine, secret, UNSUBSCRIBE_PATH, unsubscribeToken } from './signedTokens.ts'
import { NOTIFICATION_DICT } from './publish.ts'
import { IN_AUDIENCE } from './publishedList.ts'

/** Notices claimed per round. */
const NOTICES_PER_ROUND = 5
const INSERT_BATCH = 2_000

interface Pending {
  id: number
  tenant_id: number
  title: string
  markdown: string
  type: string
  priority: string
  required: boolean
  current: boolean
}

export interface Recipient {
  id: number
  email: string
  lang: Language
}

/** Whether a recipient whose choice for `n`'s type is row `np` (null: none made) wants notice `n`
 * by e-mail of its own. */
export const WANTS_EMAIL = `(n.required or coalesce(np.email, 'high') = 'all' or (coalesce(np.email, 'high') = 'high' and n.priority = 'high'))`

/** The mail of notice `n` for one recipient, in their language. */
function mailOf(n: Pending, typeName: (lang: Language) => string, r: Recipient, key: string, base: string): { subject: string; body: string } {
  const link = `${base}/studentwork/mynotification`
  const unsubscribe = `${base}/api${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(key, n.tenant_id, r.id, n.type)}`
  const type = typeName(r.lang)
  const subject = translate(r.lang, text(/*i18n*/ 'Notification: {title}', { title: oneLine(n.title) }))
  const lines = [
    n.title,
    '',
    n.markdown.trim(),
    '',
    translate(r.lang, text(/*i18n*/ 'Read it in the console: {link}', { link })),
    '',
    n.required
      ? translate(r.lang, text(/*i18n*/ 'Its publisher made this notice required: it is sent whatever your preferences.'))
      : translate(r.lang, text(/*i18n*/ 'You get this because e-mail for “{type}” notices is on.', { type })),
    translate(r.lang, text(/*i18n*/ 'Turn e-mail for “{type}” notices off: {link}', { type, link: unsubscribe })),
  ]
  return { subject, body: `${lines.join('\n')}\n` }
}

/** Queues the e-mails of notice `n` (claimed by the caller's transaction); answers how many. */
async function queueNotice(tx: Queryable, n: Pending, key: string, now: Date, base: string): Promise<number> {
  const types = await listDict(tx, n.tenant_id, NOTIFICATION_DICT)
  const item = types.find((t) => t.value === n.type)
  const typeName = (lang: Language) => (item ? localized(lang, { en: item.label, zh: item.labelZh, tw: item.labelTw }) : n.type)
  const recipients = await tx.query<Recipient>(
    `select u.id, u.email, u.lang from notifications n
       join users u on ${IN_AUDIENCE}
       left join notification_preferences np on np.user_id = u.id and np.type = n.type
      where n.id = $1 and coalesce(u.email, '') <> '' and ${WANTS_EMAIL}
      order by u.id`,
    [n.id],
  )
  for (let start = 0; start < recipients.length; start += INSERT_BATCH) {
    const batch = recipients.slice(start, start + INSERT_BATCH)
    const mails = batch.map((r) => mailOf(n, typeName, r, key, base))
    await tx.query(
      `insert into outbox (tenant_id, user_id, recipient, subject, body, created_at)
       select $1, t.user_id, t.recipient, t.subject, t.body, $6 from unnest($2::int[], $3::text[], $4::text[], $5::text[]) as t(user_id, recipient, subject, body)`,
      [n.tenant_id, batch.map((r) => r.id), batch.map((r) => r.email), mails.map((m) => m.subject), mails.map((m) => m.body), now],
    )
  }
  return recipients.length
}

/** A notice's e-mail round is tried at most this many times. */
export const MAX_EMAIL_ATTEMPTS = 5

/** One round: the pending notices whose period has started are mailed (or, withdrawn or over,
 * dropped), each in a transaction of its own (so other work on the database interleaves); a
 * notice whose round fails is counted and tried again after the others, at most
 * MAX_EMAIL_ATTEMPTS times. Answers how many mails were queued. */
export async function sweepEmails(db: Db, now: Date, base = ''): Promise<number> {
  let queued = 0
  for (let i = 0; i < NOTICES_PER_ROUND; i++) {
    let claimed: number | null = null
    try {
      const done = await db.transaction(async (tx) => {
        const [n] = await tx.query<Pending>(
          `select n.id, n.tenant_id, n.title, n.markdown, n.type, n.priority, n.required,
                  (n.withdrawn_at is null and (n.end_time is null or n.end_time >= $1)) as current
             from notifications n
            where n.email_pending and n.email_attempts < $2 and (n.start_time is null or n.start_time <= $1 or n.withdrawn_at is not null)
            order by n.email_attempts, n.id limit 1 for update skip locked`,
          [now, MAX_EMAIL_ATTEMPTS],
        )
        if (!n) return null
        claimed = n.id
        // Nobody can want a notice that is neither required nor high priority unless someone chose
        // 'all' for its type: then the audience is not even read.
        const wanted =
          n.current &&
          (n.required ||
            n.priority === 'high' ||
            (await tx.query("select 1 from notification_preferences where type = $1 and email = 'all' limit 1", [n.type])).length > 0)
        const count = wanted ? await queueNotice(tx, n, await secret(tx), now, base) : 0
        await tx.query('update notifications set email_pending = false, emailed_at = $2, email_error = null where id = $1', [n.id, n.current ? now : null])
        return count
      })
      if (done === null) break
      queued += done
    } catch (error) {
      if (claimed === null) throw error
      const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 300)
      await db.query('update notifications set email_attempts = email_attempts + 1, email_error = $2 where id = $1', [claimed, reason])
      console.error(`Queuing the e-mails of notification ${claimed} failed: ${reason}`)
    }
  }
  return queued
}
