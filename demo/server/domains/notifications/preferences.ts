/**
 * A member's notification preferences: per type of the `notification` dictionary, whether its
 * notices reach them in the console and by e-mail (high priority only by default, all, or none).
 * No row is the defaults; saving writes only the types sent, each checked (a type of the
 * dictionary, a boolean, one of the e-mail choices) before anything changes.
 */
import { EMAIL_CHOICES, type EmailChoice, type NotificationPreference } from '../../../../src/domains/notifications/contract.ts'
import type { Queryable } from '../../platform/db.ts'
import { badRequest } from '../../platform/http.ts'
import { listDict } from '../admin/index.ts'
import { NOTIFICATION_DICT } from './publish.ts'

export const DEFAULT_PREFERENCE = { inApp: true, email: 'high' as EmailChoice }

/** The member's choice for every type of the dictionary (the defaults where none was made). */
export async function queryPreferences(q: Queryable, tenantId: number, userId: number): Promise<NotificationPreference[]> {
  const types = await listDict(q, tenantId, NOTIFICATION_DICT)
  const rows = await q.query<{ type: string; in_app: boolean; email: EmailChoice }>(
    'select type, in_app, email from notification_preferences where user_id = $1',
    [userId],
  )
  const chosen = new Map(rows.map((row) => [row.type, row]))
  return types.map(({ value }) => {
    const row = chosen.get(value)
    return { type: value, inApp: row ? row.in_app : DEFAULT_PREFERENCE.inApp, email: row ? row.email : DEFAULT_PREFERENCE.email }
  })
}

/** The body's preferences checked: a list of at most one entry per type of the dictionary. */
export async function checkPreferences(q: Queryable, tenantId: number, body: Record<string, unknown>): Promise<NotificationPreference[]> {
  const list = body.preferences
  const types = new Set((await listDict(q, tenantId, NOTIFICATION_DICT)).map((d) => d.value))
  if (!Array.isArray(list) || list.length > types.size) throw badRequest(/*i18n*/ 'preferences must be a list of at most one entry per notification type')
  const seen = new Set<string>()
  return list.map((entry: unknown) => {
    const e = (entry ?? {}) as Record<string, unknown>
    if (typeof e.type !== 'string' || !types.has(e.type) || seen.has(e.type)) {
      throw badRequest(/*i18n*/ '{name} must be one of {allowed}', { name: 'type', allowed: [...types].join(', ') })
    }
    seen.add(e.type)
    if (typeof e.inApp !== 'boolean') throw badRequest(/*i18n*/ '{name} must be true or false', { name: 'inApp' })
    if (typeof e.email !== 'string' || !(EMAIL_CHOICES as readonly string[]).includes(e.email)) {
      throw badRequest(/*i18n*/ '{name} must be one of {allowed}', { name: 'email', allowed: EMAIL_CHOICES.join(', ') })
    }
    return { type: e.type, inApp: e.inApp, email: e.email as EmailChoice }
  })
}

export async function savePreferences(q: Queryable, userId: number, preferences: readonly NotificationPreference[], now: Date): Promise<void> {
  if (preferences.length === 0) return
  await q.query(
    `insert into notification_preferences (user_id, type, in_app, email, updated_at)
     select $1, t.type, t.in_app, t.email, $5 from unnest($2::text[], $3::boolean[], $4::text[]) as t(type, in_app, email)
     on conflict (user_id, type) do update set in_app = excluded.in_app, email = excluded.email, updated_at = excluded.updated_at`,
    [userId, preferences.map((p) => p.type), preferences.map((p) => p.inApp), preferences.map((p) => p.email), now],
  )
}
