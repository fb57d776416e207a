/**
 * The publishing form's values and rules (docs/spec.md#publishing): title required and at most
 * MAX_NOTIFICATION_TITLE characters, type and priority chosen, a period of both ends or neither
 * with the start before the end and the end not in the past (the server's own periodProblem),
 * content required and at most MAX_NOTIFICATION_CONTENT characters. The reference server checks
 * the same and names the field of a problem (the form then marks that field, in the same words). Also: the editor's image rule (jpg, jpeg, gif,
 * png, bmp — docs/spec.md#editor-images), the per-user draft key, and the mapping to and from the wire.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Language } from '#platform/core/i18n/language.ts'
import { localName } from '#platform/core/i18n/localized.ts'
import { periodProblem } from './visibility.ts'
import {
  MAX_NOTIFICATION_CONTENT,
  MAX_NOTIFICATION_TITLE,
  type NotificationInput,
  type NotificationPriority,
  type PublishedNotification,
  type PublishObject,
  type PublishTargetLabels,
} from '../contract.ts'

export type PublishField = 'title' | 'type' | 'priority' | 'startTime' | 'endTime' | 'markdown' | 'publishObject'

/** A chosen recipient, with the name shown on its chip. */
export interface Recipient {
  id: string
  name: string
  /** More about it, shown on hover: a user's username and organisation, an organisation's path. */
  hint?: string
  /** The server no longer knows it (deleted, or never the tenant's): it must be removed to save. */
  missing?: boolean
}

export interface PublishValues {
  /** Absent: a new notification. */
  id?: number
  title: string
  type: string
  priority: NotificationPriority | ''
  /** DateField's date-and-time values (local time, `YYYY-MM-DDTHH:mm`), '' for none. */
  startTime: string
  endTime: string
  markdown: string
  users: Recipient[]
  orgs: Recipient[]
  roles: Recipient[]
  /** Reaches every recipient whatever their preferences. */
  required: boolean
}

export const EMPTY_PUBLISH: PublishValues = {
  title: '',
  type: '',
  priority: 'medium',
  startTime: '',
  endTime: '',
  markdown: '',
  users: [],
  orgs: [],
  roles: [],
  required: false,
}

/** The editor's image types (docs/spec.md#editor-images), by the file name's extension. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'bmp'] as const
export const EDITOR_IMAGE_ACCEPT = '.jpg,.jpeg,.gif,.png,.bmp,image/jpeg,image/gif,image/png,image/bmp'

export function isEditorImage(name: string): boolean {
  const ext = name.toLowerCase().split('.').pop() ?? ''
  return name.includes('.') && (IMAGE_EXTENSIONS as readonly string[]).includes(ext)
}

/** docs/spec.md#editor-images: 请上传图片格式。 (zh), translated. */
export const NOT_AN_IMAGE = msg`Please upload an image (jpg, jpeg, gif, png or bmp).`
/** docs/spec.md#editor-images: 正在上传，请等待文件上传完毕。 (zh), translated. */
export const UPLOAD_PENDING = msg`Uploading — please wait until every file has finished uploading.`

/**
 * The server's messages for the form's fields (publish.ts, checkText, periodProblem), each with
 * the words a person reads; the form shows the same one whether it found the problem itself or
 * the server did.
 */
const SERVER_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'title is required': msg`The title is required`,
  [`title must be at most ${MAX_NOTIFICATION_TITLE} characters`]: msg`The title is at most ${MAX_NOTIFICATION_TITLE} characters`,
  'markdown (the content) is required': msg`The content is required`,
  [`markdown must be at most ${MAX_NOTIFICATION_CONTENT} characters`]: msg`The content is at most ${MAX_NOTIFICATION_CONTENT} characters`,
  'startTime must be a date and time': msg`The start time is not a valid time`,
  'endTime must be a date and time': msg`The end time is not a valid time`,
  'startTime is required when endTime is set': msg`A period needs both a start and an end time`,
  'endTime is required when startTime is set': msg`A period needs both a start and an end time`,
  'endTime must be after startTime': msg`The start time must be before the end time`,
  'endTime must not be in the past': msg`The end time must not be in the past`,
  'A withdrawn notification cannot be edited': msg`A withdrawn notification cannot be edited`,
}

/** The translation of a message the server gives (or the form finds), else the text as sent. */
export function problemText(message: string): MessageDescriptor | string {
  return (
    SERVER_MESSAGES[message] ??
    (message.startsWith('type must be one of') ? msg`Choose a type` : message.startsWith('priority must be one of') ? msg`Choose a priority` : message)
  )
}

/** Every problem of the values at time `now`, as the server words it (see problemText). */
export function checkPublish(values: PublishValues, now: Date): Partial<Record<PublishField, string>> {
  const errors: Partial<Record<PublishField, string>> = {}
  const title = values.title.trim()
  if (!title) errors.title = 'title is required'
  else if (title.length > MAX_NOTIFICATION_TITLE) errors.title = `title must be at most ${MAX_NOTIFICATION_TITLE} characters`
  if (!values.type) errors.type = 'type must be one of'
  if (!values.priority) errors.priority = 'priority must be one of'
  if (!values.markdown.trim()) errors.markdown = 'markdown (the content) is required'
  else if (values.markdown.length > MAX_NOTIFICATION_CONTENT) errors.markdown = `markdown must be at most ${MAX_NOTIFICATION_CONTENT} characters`
  const toIso = (local: string) => (local ? (Number.isNaN(Date.parse(local)) ? 'invalid' : new Date(local).toISOString()) : null)
  const period = periodProblem({ startTime: toIso(values.startTime), endTime: toIso(values.endTime) }, now)
  if (period) errors[period.field] = period.message
  return errors
}

/** The date-and-time field's value (`YYYY-MM-DDTHH:mm`) of an ISO time (in the browser's zone). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

export function toInput(values: PublishValues): NotificationInput {
  const object = { users: values.users.map((u) => Number(u.id)), orgs: values.orgs.map((o) => Number(o.id)), roles: values.roles.map((r) => r.id) }
  const everyone = object.users.length + object.orgs.length + object.roles.length === 0
  return {
    ...(values.id !== undefined ? { id: values.id } : {}),
    title: values.title.trim(),
    markdown: values.markdown,
    type: values.type,
    priority: (values.priority || 'medium') as NotificationPriority,
    startTime: values.startTime ? new Date(values.startTime).toISOString() : null,
    endTime: values.endTime ? new Date(values.endTime).toISOString() : null,
    publishObject: everyone ? null : object,
    required: values.required,
  }
}

/** The form of a published notification; recipients' names come from `names` (id → name), else the id. */
export function fromPublished(
  n: PublishedNotification,
  names: { users?: Map<number, string>; orgs?: Map<number, string>; roles?: Map<string, string> } = {},
): PublishValues {
  const o = n.publishObject
  return {
    id: n.id,
    title: n.title,
    type: n.type,
    priority: n.priority,
    startTime: toLocalInput(n.startTime),
    endTime: toLocalInput(n.endTime),
    markdown: n.markdown,
    users: (o?.users ?? []).map((id) => ({ id: String(id), name: names.users?.get(id) ?? `#${id}` })),
    orgs: (o?.orgs ?? []).map((id) => ({ id: String(id), name: names.orgs?.get(id) ?? `#${id}` })),
    roles: (o?.roles ?? []).map((code) => ({ id: code, name: names.roles?.get(code) ?? code })),
    required: n.required ?? false,
  }
}

/** The chips of a publish object named by resolveTargets (in the object's order; a role by its
 * name in `lang`); an id the server left out is kept as `#id` (a role as its code), marked missing. */
export function recipientsOf(
  object: PublishObject | null,
  labels: PublishTargetLabels,
  lang: Language = 'en',
): Pick<PublishValues, 'users' | 'orgs' | 'roles'> {
  const users = new Map(labels.users.map((u) => [u.id, u]))
  const orgs = new Map(labels.orgs.map((o) => [o.id, o]))
  const roles = new Map(labels.roles.map((r) => [r.code, r]))
  const missing = (id: string, name: string): Recipient => ({ id, name, missing: true })
  return {
    users: (object?.users ?? []).map((id) => {
      const u = users.get(id)
      return u ? { id: String(id), name: u.name, hint: [u.username, u.orgName].filter(Boolean).join(' · ') } : missing(String(id), `#${id}`)
    }),
    orgs: (object?.orgs ?? []).map((id) => {
      const o = orgs.get(id)
      return o ? { id: String(id), name: o.name, hint: [...o.path, o.name].join(' / ') } : missing(String(id), `#${id}`)
    }),
    roles: (object?.roles ?? []).map((code) => {
      const r = roles.get(code)
      return r ? { id: code, name: localName(lang, r), hint: code } : missing(code, code)
    }),
  }
}

/** Whether two form states differ in anything the user typed or chose. */
export function sameValues(a: PublishValues, b: PublishValues): boolean {
  return JSON.stringify(toComparable(a)) === JSON.stringify(toComparable(b))
}

function toComparable(v: PublishValues) {
  return [
    v.id ?? null,
    v.title,
    v.type,
    v.priority,
    v.startTime,
    v.endTime,
    v.markdown,
    v.users.map((u) => u.id),
    v.orgs.map((o) => o.id),
    v.roles.map((r) => r.id),
    v.required,
  ]
}

/** The localStorage key of a user's draft (one per tenant user; a new one and each edit apart). */
export function draftKey(userKey: string, id: number | undefined): string {
  return `sw-notification-draft:${userKey}:${id ?? 'new'}`
}

/** A stored draft, or null when absent or unreadable. */
export function parseDraft(raw: string | null): PublishValues | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<PublishValues>
    if (typeof value !== 'object' || value === null || typeof value.title !== 'string' || typeof value.markdown !== 'string') return null
    return { ...EMPTY_PUBLISH, ...value, users: value.users ?? [], orgs: value.orgs ?? [], roles: value.roles ?? [], required: value.required === true }
  } catch {
    return null
  }
}
