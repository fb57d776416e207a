/**
 * Who sees a notification, and when (docs/spec.md#notification-visibility) — the one statement of the rule, framework-free:
 * the server's SQL mirrors it (demo/server/domains/notifications/model.ts, tested against it) and
 * the console labels a notice's state with it.
 *
 * - Period: a notice with no start and no end is always current; otherwise it is `upcoming`
 *   before its start, `current` from its start to its end (both instants included) and
 *   `expired` after its end. A missing start means "since ever", a missing end "for ever".
 * - Publish object: none (null, or users, orgs and roles all empty) means everyone in the
 *   tenant; otherwise a user is in it when their id is listed, or one of their roles is listed,
 *   or their organisation **or any organisation above it** is listed (an organisation includes
 *   its descendants: a notice to "Research" reaches "Research / Lab 2").
 * - A reader sees a notice only when it is in their tenant, not withdrawn, they are in its
 *   publish object and it is current. Publishers (queryPublished) see every state.
 */
import type { NotificationState, PublishObject } from '../contract.ts'

export interface Period {
  startTime: string | null
  endTime: string | null
}

/** A reader as the rule needs them: their id, their organisation with every one above it, their roles. */
export interface Reader {
  userId: number
  /** The user's organisation and its ancestors (empty when the user has none). */
  orgIds: readonly number[]
  roles: readonly string[]
}

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso))

/** The notice's state at `now`. */
export function notificationState(period: Period, now: Date): NotificationState {
  const at = now.getTime()
  const start = time(period.startTime)
  const end = time(period.endTime)
  if (start !== null && at < start) return 'upcoming'
  if (end !== null && at > end) return 'expired'
  return 'current'
}

/** True when the object names nobody (null or every list empty): it is for everyone. */
export function isEveryone(object: PublishObject | null | undefined): boolean {
  return !object || (object.users.length === 0 && object.orgs.length === 0 && object.roles.length === 0)
}

/** Whether the reader is in the publish object. */
export function inAudience(object: PublishObject | null | undefined, reader: Reader): boolean {
  if (isEveryone(object)) return true
  const o = object as PublishObject
  return o.users.includes(reader.userId) || o.roles.some((role) => reader.roles.includes(role)) || o.orgs.some((org) => reader.orgIds.includes(org))
}

export interface VisibleInput extends Period {
  publishObject: PublishObject | null
  withdrawn?: boolean
}

/** Whether a reader sees the notice at `now`: not withdrawn, in its audience, current. */
export function isVisible(notice: VisibleInput, reader: Reader, now: Date): boolean {
  return !notice.withdrawn && inAudience(notice.publishObject, reader) && notificationState(notice, now) === 'current'
}

/** The problem with a period as a publisher enters it, or null: both or neither, start before
 * end, end not in the past. `field` names the input to mark. */
export function periodProblem(period: Period, now: Date): { field: 'startTime' | 'endTime'; message: string } | null {
  const start = time(period.startTime)
  const end = time(period.endTime)
  if (start !== null && Number.isNaN(start)) return { field: 'startTime', message: 'startTime must be a date and time' }
  if (end !== null && Number.isNaN(end)) return { field: 'endTime', message: 'endTime must be a date and time' }
  if (start === null && end !== null) return { field: 'startTime', message: 'startTime is required when endTime is set' }
  if (start !== null && end === null) return { field: 'endTime', message: 'endTime is required when startTime is set' }
  if (start !== null && end !== null) {
    if (start >= end) return { field: 'endTime', message: 'endTime must be after startTime' }
    if (end < now.getTime()) return { field: 'endTime', message: 'endTime must not be in the past' }
  }
  return null
}
