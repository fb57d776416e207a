/** `<sw-signin-map>`'s events: the scope an editor set, and the server's answer to a check-in. */
import { defineEvent, detail } from '#platform/element/manifest.ts'
import type { CheckInRecord } from '../contract.ts'

/** A sign-in scope as the map edits it (docs/spec.md#sign-in-scope: signinScopeLat/Lng, signRadius, signScopeProvince). */
export interface ScopeChangeDetail {
  lat: number
  lng: number
  /** Metres, 10–5000. */
  radius: number
  /** '' when the centre is in no province (e.g. at sea) and none was typed. */
  province: string
}

export const SCOPE_CHANGE_EVENT = defineEvent(
  'sw-scope-change',
  detail<ScopeChangeDetail>('{ lat: number; lng: number; radius: number; province: string }'),
  'Edit mode: after each valid change of the centre, radius or province (never while the radius is out of range).',
)

export const CHECK_IN_EVENT = defineEvent(
  'sw-check-in',
  detail<CheckInRecord>('CheckInRecord'),
  "Check-in mode: the server's record of the check-in (its distance and verdict, not the preview's).",
)
