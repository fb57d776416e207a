/**
 * The notifications model, the publisher's side: checking a notification as sent (title, type
 * and priority from the dictionaries, content length, the period, the publish object's ids in
 * the tenant — each problem a 400 naming its field), saving it (new or edited: the markdown
 * kept, the HTML rendered and sanitised) and withdrawing it. The published list with each one's
 * read count and audience: publishedList.ts.
 */
import {
  MAX_NOTIFICATION_CONTENT,
  MAX_NOTIFICATION_TITLE,
  NOTIFICATION_PRIORITIES,
  type NotificationInput,
  type NotificationPriority,
  type PublishObject,
} from '../../../../src/domains/notifications/contract.ts'
import { periodProblem } from '../../../../src/domains/notifications/logic/visibility.ts'
import type { Queryable } from '../../platform/db.ts'
import { requireOwnFile } from '../../platform/files.ts'
import { fieldError, forbidden, notFound } from '../../platform/http.ts'
import { text, type Text } from '../../platform/i18n.ts'
import { checkText } from '../../platform/params.ts'
import { listDict, orgInScope, roleOfUserBeyondReach, scopeFilter, type Reach, type Scope } from '../admin/index.ts'
import { renderMarkdown } from './content.ts'
import { COLUMNS, type NotificationRow } from './model.ts'

export const NOTIFICATION_DICT = 'notification'
export const MAX_OBJECT_IDS = 1000

export { fieldError }

/** periodProblem's problems (shared with the form, which words them as they are) as messages. */
const PERIOD_TEXTS: ReadonlyMap<string, Text> = new Map([
  ['startTime must be a date and time', text(/*i18n*/ '{name} must be a date and time', { name: 'startTime' })],
  ['endTime must be a date and time', text(/*i18n*/ '{name} must be a date and time', { name: 'endTime' })],
  ['startTime is required when endTime is set', text(/*i18n*/ 'startTime is required when endTime is set')],
  ['endTime is required when startTime is set', text(/*i18n*/ 'endTime is required when startTime is set')],
  ['endTime must be after startTime', text(/*i18n*/ 'endTime must be after startTime')],
  ['endTime must not be in the past', text(/*i18n*/ 'endTime must not be in the past')],
])

/** A problem of periodProblem as a message (one not known here as it is: an error in tests). */
const periodText = (message: string): Text => PERIOD_TEXTS.get(message) ?? text(message)

export interface CheckedInput {
  id?: number
  title: string
  markdown: string
  type: string
  priority: NotificationPriority
  startTime: Date | null
  endTime: Date | null
  object: PublishObject
  required: boolean
}

/** A list of at most MAX_OBJECT_IDS ids (absent = none), without repeats; else a 400 naming `field`. */
export function idList(value: unknown, field: string, max = MAX_OBJECT_IDS): number[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.length > max || !value.every((v) => Number.isInteger(v) && v > 0 && v < 2 ** 31)) {
    throw fieldError(field, /*i18n*/ '{name} must be a list of at most {max} ids', { name: field, max })
  }
  return [...new Set(value as number[])]
}

function timeOf(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw fieldError(field, /*i18n*/ '{name} must be a date and time', { name: field })
  return value
}

/** The body of saveNotification checked (400 naming the field for the first problem). The
 * recipients must lie within the publisher's data scope: users and organisations in it, and —
 * unless it is all organisations — no roles (a role reaches every holder in the tenant) and no
 * empty object (which means everyone). */
export async function checkInput(q: Queryable, scope: Scope, body: Record<string, unknown>, now: Date): Promise<CheckedInput> {
  const tenantId = scope.tenantId
  const input = body as Partial<Record<keyof NotificationInput, unknown>>
  let id: number | undefined
  if (input.id !== undefined && input.id !== null) {
    if (!Number.isInteger(input.id) || (input.id as number) < 1 || (input.id as number) >= 2 ** 31)
      throw fieldError('id', /*i18n*/ 'id must be a notification id')
    id = input.id as number
  }
  const title = checkText(input.title, { label: /*i18n*/ 'title', max: MAX_NOTIFICATION_TITLE, required: true })
  if ('error' in title) throw fieldError('title', title.error)
  if (typeof input.markdown !== 'string' || input.markdown.trim() === '') throw fieldError('markdown', /*i18n*/ 'markdown (the content) is required')
  if (input.markdown.length > MAX_NOTIFICATION_CONTENT)
    throw fieldError('markdown', /*i18n*/ '{name} must be at most {max} characters', { name: 'markdown', max: MAX_NOTIFICATION_CONTENT })
  const types = (await listDict(q, tenantId, NOTIFICATION_DICT)).map((d) => d.value)
  if (typeof input.type !== 'string' || !types.includes(input.type))
    throw fieldError('type', /*i18n*/ '{name} must be one of {allowed}', { name: 'type', allowed: types.join(', ') })
  if (typeof input.priority !== 'string' || !(NOTIFICATION_PRIORITIES as readonly string[]).includes(input.priority)) {
    throw fieldError('priority', /*i18n*/ '{name} must be one of {allowed}', { name: 'priority', allowed: NOTIFICATION_PRIORITIES.join(', ') })
  }
  const period = { startTime: timeOf(input.startTime, 'startTime'), endTime: timeOf(input.endTime, 'endTime') }
  const problem = periodProblem(period, now)
  if (problem) throw fieldError(problem.field, periodText(problem.message))
  if (input.required !== undefined && input.required !== null && typeof input.required !== 'boolean')
    throw fieldError('required', /*i18n*/ '{name} must be true or false', { name: 'required' })
  const raw = input.publishObject
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    throw fieldError('publishObject', /*i18n*/ 'publishObject must be {shape} or null', { shape: '{users, orgs, roles}' })
  }
  const o = (raw ?? {}) as Record<string, unknown>
  const roles = o.roles ?? []
  if (!Array.isArray(roles) || roles.length > MAX_OBJECT_IDS || !roles.every((r) => typeof r === 'string' && r.length <= 64)) {
    throw fieldError('publishObject.roles', /*i18n*/ 'publishObject.roles must be a list of role codes')
  }
  const object: PublishObject = {
    users: idList(o.users, 'publishObject.users'),
    orgs: idList(o.orgs, 'publishObject.orgs'),
    roles: [...new Set(roles as string[])],
  }
  await checkObjectIds(q, scope, object)
  return {
    ...(id !== undefined ? { id } : {}),
    title: title.value,
    markdown: input.markdown,
    type: input.type,
    priority: input.priority as NotificationPriority,
    startTime: period.startTime === null ? null : new Date(period.startTime),
    endTime: period.endTime === null ? null : new Date(period.endTime),
    object,
    required: input.required === true,
  }
}

async function checkObjectIds(q: Queryable, scope: Scope, object: PublishObject): Promise<void> {
  const tenantId = scope.tenantId
  if (!scope.all) {
    if (object.roles.length > 0) {
      throw fieldError(
        'publishObject.roles',
        /*i18n*/ 'A role reaches every holder in the tenant: only a publisher whose data scope is all organisations may choose roles',
      )
    }
    if (object.users.length === 0 && object.orgs.length === 0) {
      throw fieldError('publishObject', /*i18n*/ 'Choose the recipients: without any, a notification is for everyone, beyond your data scope')
    }
  }
  const missing = async (sql: string, values: readonly (number | string)[], extra: unknown[] = []) =>
    values.length === 0 ? [] : (await q.query<{ v: number | string }>(sql, [values, tenantId, ...extra])).map((r) => r.v)
  // A user or organisation outside the scope is answered as one that does not exist.
  const inScope = scopeFilter(scope, { user: 'u.id', org: 'u.org_id' }, 3)
  const users = await missing(
    `select v from unnest($1::int[]) v where not exists (select 1 from users u where u.id = v and u.tenant_id = $2 and u.deleted_at is null and ${inScope.sql})`,
    object.users,
    inScope.params,
  )
  if (users.length) throw fieldError('publishObject.users', /*i18n*/ 'publishObject.users: no such user {ids}', { ids: users.join(', ') })
  const orgs = [
    ...(await missing('select v from unnest($1::int[]) v where not exists (select 1 from orgs o where o.id = v and o.tenant_id = $2)', object.orgs)),
    ...object.orgs.filter((id) => !orgInScope(scope, id)),
  ]
  if (orgs.length) throw fieldError('publishObject.orgs', /*i18n*/ 'publishObject.orgs: no such organisation {ids}', { ids: [...new Set(orgs)].join(', ') })
  const roles = await missing('select v from unnest($1::text[]) v where not exists (select 1 from roles r where r.code = v and r.tenant_id = $2)', object.roles)
  if (roles.length) throw fieldError('publishObject.roles', /*i18n*/ 'publishObject.roles: no such role {codes}', { codes: roles.join(', ') })
}

/** Refuses (400, field `markdown`) an image in the content that is not one of the tenant's
 * uploaded files on this site: a notice shows no picture from elsewhere. */
export async function requireOwnImages(q: Queryable, tenantId: number, markdown: string, host: string | undefined): Promise<void> {
  const html = renderMarkdown(markdown)
  for (const [, src] of html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)) {
    await requireOwnFile(q, tenantId, src!.replaceAll('&amp;', '&'), host, 'markdown')
  }
}

/** Saves a checked notification (new, or an edit of one of the tenant's); answers its id and
 * whether it was new, and its row before (for the log). */
export async function saveNotification(
  q: Queryable,
  tenantId: number,
  publisher: { id: number; name: string },
  input: CheckedInput,
  now: Date,
): Promise<{ id: number; created: boolean; before: NotificationRow | null }> {
  const content = renderMarkdown(input.markdown)
  const values = [
    input.title,
    content,
    input.markdown,
    input.type,
    input.priority,
    input.startTime,
    input.endTime,
    input.object.users,
    input.object.orgs,
    input.object.roles,
    input.required,
  ]
  if (input.id === undefined) {
    const [row] = await q.query<{ id: number }>(
      `insert into notifications (tenant_id, title, content, markdown, type, priority, start_time, end_time, publish_users, publish_orgs,
                                  publish_roles, required, publisher, publisher_id, create_time, email_pending)
       values ($12, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13, $14, $15, true) returning id`,
      [...values, tenantId, publisher.name, publisher.id, now],
    )
    return { id: row.id, created: true, before: null }
  }
  const before = await findPublished(q, tenantId, input.id, true)
  if (before.withdrawn_at) throw fieldError('id', /*i18n*/ 'A withdrawn notification cannot be edited')
  await q.query(
    `update notifications set title = $1, content = $2, markdown = $3, type = $4, priority = $5, start_time = $6, end_time = $7,
            publish_users = $8, publish_orgs = $9, publish_roles = $10, required = $11, updated_at = $14
      where id = $13 and tenant_id = $12`,
    [...values, tenantId, input.id, now],
  )
  return { id: input.id, created: false, before }
}

/** Refuses (403) an edit or withdrawal of a notification published by someone whose roles
 * reach beyond the caller's (an editor does not change what an administrator published) — the
 * admin domain's reach rule, as for a write on that user. */
export async function requireNoticeWithinReach(q: Queryable, reach: Reach, callerId: number, id: number): Promise<void> {
  const [row] = await q.query<{ publisher_id: number | null }>('select publisher_id from notifications where id = $1 and tenant_id = $2', [
    id,
    reach.scope.tenantId,
  ])
  if (!row) throw notFound(/*i18n*/ 'Notification not found')
  if (row.publisher_id === null || row.publisher_id === callerId) return
  const beyond = await roleOfUserBeyondReach(q, reach, row.publisher_id)
  if (beyond)
    throw forbidden(
      /*i18n*/ 'This notification was published by a holder of the role “{role}”, which is beyond your own roles: only they or an administrator who holds it may change it',
      { role: beyond },
    )
}

/** One of the tenant's notifications (404 otherwise); `lock` holds it for this transaction. */
export async function findPublished(q: Queryable, tenantId: number, id: number, lock = false): Promise<NotificationRow> {
  const [row] = await q.query<NotificationRow>(`select ${COLUMNS} from notifications n where n.id = $1 and n.tenant_id = $2${lock ? ' for update' : ''}`, [
    id,
    tenantId,
  ])
  if (!row) throw notFound(/*i18n*/ 'Notification not found')
  return row
}

/** Withdraws it (readers no longer see it); answers false when it was withdrawn already. */
export async function withdraw(q: Queryable, tenantId: number, id: number, now: Date): Promise<boolean> {
  const row = await findPublished(q, tenantId, id, true)
  if (row.withdrawn_at) return false
  await q.query('update notifications set withdrawn_at = $3 where id = $1 and tenant_id = $2', [id, tenantId, now])
  return true
}
