/**
 * The daily digest: a member who turns it on gets, once a day at their hour in their time zone,
 * one e-mail listing the notices that came into the console since the previous one (started, or
 * were published with a start already past), that they see there and have not read (nor archived
 * or snoozed), and that no e-mail of their own reached — types whose e-mail choice is
 * the default (high priority only) and notices neither high priority nor required. Nothing to
 * list, no mail. The due digests are claimed in batches (`for update skip locked`: several server
 * processes never send one twice) by the e-mail round (email.ts), written in the member's language,
 * each with a signed link that turns the digest off without signing in (unsubscribe.ts).
 */
import { TZDate } from '@date-fns/tz'
import type { DigestSetting } from '../../../../src/domains/notifications/contract.ts'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import { localized } from '#platform/core/i18n/localized.ts'
import { canonicalTimeZone } from '#platform/core/timeZone.ts'
import type { Db, Queryable } from '../../platform/db.ts'
import { badRequest } from '../../platform/http.ts'
import { text, translate, type Language } from '../../platform/i18n.ts'
import { listDict } from '../admin/index.ts'
import { WANTS_EMAIL } from './email.ts'
import { DIGEST_UNSUBSCRIBE_PATH, digestUnsubscribeToken, oneLine, secret } from './signedTokens.ts'
import { countsAsReadSql } from './model.ts'
import { NOTIFICATION_DICT } from './publish.ts'
import { IN_CONSOLE_AUDIENCE } from './publishedList.ts'

export const DEFAULT_DIGEST_HOUR = 8
/** Notices listed in one digest (the rest are counted). */
export const DIGEST_LIST_LIMIT = 50
/** Digests claimed per transaction, and transactions per round. */
const DIGESTS_PER_BATCH = 500
const BATCHES_PER_ROUND = 4
const DAY_MS = 24 * 3_600_000
/** When notice `n` came into the console: its start, or its publishing when it started earlier. */
const SHOWN_FROM = 'greatest(coalesce(n.start_time, n.create_time), n.create_time)'

/** The first moment after `after` when the clock in `zone` reads `hour`:00 — a calendar day later
 * each time, so the hour holds across daylight-saving changes (on the day an hour is skipped, the
 * first moment after it). */
export function nextDigestAt(after: Date, hour: number, zone: string): Date {
  const local = new TZDate(after.getTime(), zone)
  for (let day = 0; ; day++) {
    const at = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + day, hour, 0, 0, zone).getTime()
    if (at > after.getTime()) return new Date(at)
  }
}

export async function queryDigest(q: Queryable, userId: number): Promise<DigestSetting> {
  const [row] = await q.query<{ hour: number; time_zone: string; next_at: Date | string }>(
    'select hour, time_zone, next_at from notification_digests where user_id = $1',
    [userId],
  )
  return row
    ? { enabled: true, hour: row.hour, timeZone: row.time_zone, nextAt: new Date(row.next_at).toISOString() }
    : { enabled: false, hour: DEFAULT_DIGEST_HOUR, timeZone: null, nextAt: null }
}

/** The body checked: `enabled` true/false; when true, `hour` 0–23 and a known `timeZone`. */
export function checkDigest(body: Record<string, unknown>): { enabled: false } | { enabled: true; hour: number; timeZone: string } {
  if (typeof body.enabled !== 'boolean') throw badRequest(/*i18n*/ '{name} must be true or false', { name: 'enabled' })
  if (!body.enabled) return { enabled: false }
  const { hour, timeZone } = body
  if (typeof hour !== 'number' || !Number.isInteger(hour) || hour < 0 || hour > 23)
    throw badRequest(/*i18n*/ '{name} must be an integer from {min} to {max}', { name: 'hour', min: 0, max: 23 })
  const zone = typeof timeZone === 'string' ? canonicalTimeZone(timeZone) : null
  if (!zone) throw badRequest(/*i18n*/ 'timeZone must be a time zone such as Asia/Shanghai')
  return { enabled: true, hour, timeZone: zone }
}

/** Turns the digest on (its first one covers the day before it) or changes its hour, or off. */
export async function saveDigest(q: Queryable, userId: number, input: ReturnType<typeof checkDigest>, now: Date): Promise<void> {
  if (!input.enabled) {
    await q.query('delete from notification_digests where user_id = $1', [userId])
    return
  }
  await q.query(
    `insert into notification_digests (user_id, hour, time_zone, since, next_at, updated_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do update set hour = excluded.hour, time_zone = excluded.time_zone, next_at = excluded.next_at, updated_at = excluded.updated_at`,
    [userId, input.hour, input.timeZone, new Date(now.getTime() - DAY_MS), nextDigestAt(now, input.hour, input.timeZone), now],
  )
}

interface Due {
  user_id: number
  tenant_id: number
  hour: number
  time_zone: string
  since: Date | string
  email: string | null
  lang: Language
}

interface Listed {
  user_id: number
  title: string
  type: string
  at: Date | string
}

/** The digest of one member: subject and body in their language, or null with nothing to list. */
function digestMail(due: Due, notices: readonly Listed[], typeName: (type: string, lang: Language) => string, key: string, base: string) {
  const { lang } = due
  const format = new Intl.DateTimeFormat(LOCALE_TAG[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: due.time_zone })
  const count = notices.length
  const shown = notices.slice(0, DIGEST_LIST_LIMIT)
  const lines = [
    translate(lang, text(/*i18n*/ 'Notices you have not read since {since}:', { since: format.format(new Date(due.since)) })),
    '',
    ...shown.map((n) =>
      translate(
        lang,
        text(/*i18n*/ '• {title} ({type}, since {date})', { title: oneLine(n.title), type: typeName(n.type, lang), date: format.format(new Date(n.at)) }),
      ),
    ),
    ...(count > shown.length ? [translate(lang, text(/*i18n*/ '…and {count} more.', { count: count - shown.length }))] : []),
    '',
    translate(lang, text(/*i18n*/ 'Read them in the console: {link}', { link: `${base}/studentwork/mynotification` })),
    '',
    translate(lang, text(/*i18n*/ 'You get this daily digest because you turned it on in the console.')),
    translate(
      lang,
      text(/*i18n*/ 'Turn the daily digest off: {link}', {
        link: `${base}/api${DIGEST_UNSUBSCRIBE_PATH}?token=${digestUnsubscribeToken(key, due.tenant_id, due.user_id)}`,
      }),
    ),
  ]
  return {
    subject: translate(lang, text(/*i18n*/ 'Your daily digest: {count, plural, one {# unread notice} other {# unread notices}}', { count })),
    body: `${lines.join('\n')}\n`,
  }
}

/** One batch in one transaction: the due digests claimed, their notices read in one statement,
 * their mails queued, each moved to its next day. Answers how many were claimed and mailed. */
async function sweepBatch(tx: Queryable, now: Date, base: string): Promise<{ claimed: number; mailed: number }> {
  const due = await tx.query<Due>(
    `select d.user_id, u.tenant_id, d.hour, d.time_zone, d.since, u.email, u.lang
       from notification_digests d join users u on u.id = d.user_id
      where d.next_at <= $1 order by d.next_at, d.user_id limit $2 for update of d skip locked`,
    [now, DIGESTS_PER_BATCH],
  )
  if (due.length === 0) return { claimed: 0, mailed: 0 }
  const listed = await tx.query<Listed>(
    `select u.id as user_id, n.title, n.type, ${SHOWN_FROM} as at
       from notification_digests d
       join users u on u.id = d.user_id
       join notifications n on n.tenant_id = u.tenant_id and n.withdrawn_at is null
        and ${SHOWN_FROM} > d.since and ${SHOWN_FROM} <= $2
        and (n.end_time is null or n.end_time >= $2)
       left join notification_preferences np on np.user_id = u.id and np.type = n.type
      where d.user_id = any($1::int[]) and coalesce(u.email, '') <> '' and ${IN_CONSOLE_AUDIENCE}
        and coalesce(np.email, 'high') = 'high' and not ${WANTS_EMAIL}
        and not exists (select 1 from notification_reads r where r.notification_id = n.id and r.user_id = u.id and ${countsAsReadSql('$2')})
        and not exists (select 1 from notification_archives a where a.notification_id = n.id and a.user_id = u.id)
        and not exists (select 1 from notification_snoozes z where z.notification_id = n.id and z.user_id = u.id and z.until > $2)
      order by u.id, at desc, n.id desc`,
    [due.map((d) => d.user_id), now],
  )
  const byUser = new Map<number, Listed[]>()
  for (const row of listed) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row])
  const names = new Map<number, Awaited<ReturnType<typeof listDict>>>()
  for (const tenantId of new Set(due.filter((d) => byUser.has(d.user_id)).map((d) => d.tenant_id)))
    names.set(tenantId, await listDict(tx, tenantId, NOTIFICATION_DICT))
  const key = await secret(tx)
  const mails = due.flatMap((d) => {
    const notices = byUser.get(d.user_id)
    if (!notices || !d.email) return []
    const typeName = (type: string, lang: Language) => {
      const item = names.get(d.tenant_id)?.find((t) => t.value === type)
      return item ? localized(lang, { en: item.label, zh: item.labelZh, tw: item.labelTw }) : type
    }
    return [{ due: d, ...digestMail(d, notices, typeName, key, base) }]
  })
  if (mails.length > 0) {
    await tx.query(
      `insert into outbox (tenant_id, user_id, recipient, subject, body, created_at)
       select t.tenant_id, t.user_id, t.recipient, t.subject, t.body, $6
         from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[]) as t(tenant_id, user_id, recipient, subject, body)`,
      [
        mails.map((m) => m.due.tenant_id),
        mails.map((m) => m.due.user_id),
        mails.map((m) => m.due.email),
        mails.map((m) => m.subject),
        mails.map((m) => m.body),
        now,
      ],
    )
  }
  await tx.query(
    `update notification_digests d set since = $3, next_at = t.next_at
       from unnest($1::int[], $2::timestamptz[]) as t(user_id, next_at) where d.user_id = t.user_id`,
    [due.map((d) => d.user_id), due.map((d) => nextDigestAt(now, d.hour, d.time_zone)), now],
  )
  return { claimed: due.length, mailed: mails.length }
}

/** Sends the digests due at `now`; answers how many mails were queued. */
export async function sweepDigests(db: Db, now: Date, base = ''): Promise<number> {
  let mailed = 0
  for (let i = 0; i < BATCHES_PER_ROUND; i++) {
    const batch = await db.transaction((tx) => sweepBatch(tx, now, base))
    mailed += batch.mailed
    if (batch.claimed < DIGESTS_PER_BATCH) break
  }
  return mailed
}
