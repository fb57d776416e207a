/**
 * A member's check-in (docs/spec.md#attendance): the client sends only its position, accuracy and an optional
 * reason; the server finds the scopes that apply to the member in each of their organisations (applyingScopes.ts), computes the haversine distance and the verdict with the shared geometry
 * (src/domains/attendance/logic/geo.ts), flags a doubtful position (exactly 0,0; faster than
 * travel allows since the member's previous check-in) and stores it. A second check-in within
 * CHECK_IN_REPEAT_SECONDS answers the first again, storing nothing.
 */
import {
  CHECK_IN_REPEAT_SECONDS,
  DEFAULT_ACCURACY_LIMIT,
  MAX_CHECK_IN_REASON,
  type CheckInFlag,
  type CheckInRecord,
  type Verdict,
} from '../../../../src/domains/attendance/contract.ts'
import { DEFAULT_SPEED_LIMIT, isNullIsland, nearestScope, plausibleSpeed } from '../../../../src/domains/attendance/logic/geo.ts'
import type { Queryable } from '../../platform/db.ts'
import { badRequest, fieldError } from '../../platform/http.ts'
import { checkText } from '../../platform/params.ts'
import { numberField } from './scopes.ts'
import { allScopes, membershipsOf } from './applyingScopes.ts'

/** Accuracy beyond this is not a position at all (a 400); anything up to it is stored, as uncertain when poor. */
export const MAX_ACCURACY = 1_000_000

export interface CheckInFields {
  lat: number
  lng: number
  accuracy: number
  reason: string | null
}

/** The fields a client may send; any other field (a claimed verdict or distance) is ignored. */
export function checkInInput(body: Record<string, unknown>): CheckInFields {
  const lat = numberField(body, 'lat', -90, 90, /*i18n*/ '{name} must be a latitude from {min} to {max}')
  const lng = numberField(body, 'lng', -180, 180, /*i18n*/ '{name} must be a longitude from {min} to {max}')
  const accuracy = numberField(body, 'accuracy', 0, MAX_ACCURACY, /*i18n*/ '{name} must be a number of metres from {min} to {max}')
  const reason = checkText(body.reason, { label: /*i18n*/ 'reason', max: MAX_CHECK_IN_REASON })
  if ('error' in reason) throw fieldError('reason', reason.error)
  return { lat, lng, accuracy, reason: reason.value || null }
}

export interface CheckInLimits {
  accuracyLimit: number
  speedLimit: number
}

export const DEFAULT_LIMITS: CheckInLimits = { accuracyLimit: DEFAULT_ACCURACY_LIMIT, speedLimit: DEFAULT_SPEED_LIMIT }

export interface RecordRow {
  id: number
  user_id: number
  user_name: string
  org_id: number | null
  org_name: string | null
  created_at: Date
  lat: number
  lng: number
  accuracy: number
  distance: number
  verdict: Verdict
  scope_id: number | null
  scope_name: string | null
  reason: string | null
  flags: string[]
}

/** The record columns (`r` the check-in, `u` its user, `o` its organisation). */
export const RECORD_COLUMNS = `r.id, r.user_id, coalesce(nullif(u.nickname, ''), u.username) as user_name, r.org_id,
  o.name as org_name, r.created_at, r.lat, r.lng, r.accuracy, r.distance, r.verdict, r.scope_id, r.scope_name, r.reason, r.flags`

export function toRecord(row: RecordRow): CheckInRecord {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    orgId: row.org_id ?? 0,
    orgName: row.org_name ?? '',
    time: new Date(row.created_at).toISOString(),
    lat: row.lat,
    lng: row.lng,
    accuracy: row.accuracy,
    distance: Math.round(row.distance * 10) / 10,
    verdict: row.verdict,
    scopeId: row.scope_id,
    scopeName: row.scope_name,
    reason: row.reason,
    flags: row.flags as CheckInFlag[],
  }
}

async function recordById(q: Queryable, id: number): Promise<CheckInRecord> {
  const [row] = await q.query<RecordRow>(
    `select ${RECORD_COLUMNS} from check_ins r join users u on u.id = r.user_id left join orgs o on o.id = r.org_id where r.id = $1`,
    [id],
  )
  return toRecord(row)
}

/** Checks the caller in (inside the caller's transaction `q`). */
export async function checkIn(q: Queryable, tenantId: number, userId: number, input: CheckInFields, limits: CheckInLimits, now: Date): Promise<CheckInRecord> {
  // One check-in at a time per user: the repeat window and the speed check read the latest one.
  const [me] = await q.query<{ org_id: number | null }>('select org_id from users where id = $1 and tenant_id = $2 for update', [userId, tenantId])
  const [last] = await q.query<{ id: number; lat: number; lng: number; created_at: Date }>(
    'select id, lat, lng, created_at from check_ins where user_id = $1 and tenant_id = $2 order by created_at desc, id desc limit 1',
    [userId, tenantId],
  )
  const lastTime = last ? new Date(last.created_at).getTime() : Number.NEGATIVE_INFINITY
  if (last && now.getTime() - lastTime < CHECK_IN_REPEAT_SECONDS * 1000 && now.getTime() >= lastTime) {
    return { ...(await recordById(q, last.id)), repeated: true }
  }
  const memberships = (await membershipsOf(q, tenantId, userId)).filter((m) => m.scopes.length > 0)
  const position = { lat: input.lat, lng: input.lng }
  const nearest = nearestScope(position, input.accuracy, allScopes(memberships), limits.accuracyLimit)
  if (!nearest) throw badRequest(/*i18n*/ 'Your organisation has no sign-in scope')
  // The organisation whose scope decided it (their own first); for a member of several, the
  // verdict against each one's scopes too (their day there follows it).
  const orgId = memberships.find((m) => m.scopes.some((s) => s.id === nearest.scope.id))?.orgId ?? me?.org_id ?? null
  const orgVerdicts =
    memberships.length > 1
      ? Object.fromEntries(memberships.map((m) => [m.orgId, nearestScope(position, input.accuracy, m.scopes, limits.accuracyLimit)!.verdict]))
      : null
  const flags: CheckInFlag[] = []
  if (isNullIsland(input)) flags.push('null-island')
  if (last && !plausibleSpeed({ lat: last.lat, lng: last.lng, time: lastTime }, { lat: input.lat, lng: input.lng, time: now.getTime() }, limits.speedLimit)) {
    flags.push('implausible-speed')
  }
  const [row] = await q.query<{ id: number }>(
    `insert into check_ins (tenant_id, user_id, org_id, lat, lng, accuracy, distance, verdict, scope_id, scope_name, reason, flags, created_at, org_verdicts)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
    [
      tenantId,
      userId,
      orgId,
      input.lat,
      input.lng,
      input.accuracy,
      nearest.distance,
      nearest.verdict,
      nearest.scope.id,
      nearest.scope.name,
      input.reason,
      flags,
      now,
      orgVerdicts ? JSON.stringify(orgVerdicts) : null,
    ],
  )
  return recordById(q, row.id)
}
