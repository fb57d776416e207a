/**
 * Sign-in geometry, framework-free and shared by the reference server (which decides) and the
 * console's map (which previews): great-circle distance (haversine on the mean Earth sphere),
 * the inside/outside/uncertain rule for a position with its accuracy, the scope that decides a
 * check-in among several, and the speed check between a user's consecutive check-ins.
 */
import { DEFAULT_ACCURACY_LIMIT, type Verdict } from '../contract.ts'

/** IUGG mean Earth radius in metres. */
export const EARTH_RADIUS_M = 6_371_008.8
/**
 * Faster than this (m/s) between two check-ins is flagged 'implausible-speed' (server default):
 * 300 m/s ≈ 1 080 km/h, an airliner at cruise — nobody signs in at two places faster than that.
 */
export const DEFAULT_SPEED_LIMIT = 300

export interface LatLng {
  lat: number
  lng: number
}

const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in metres between two WGS84 positions (haversine; antimeridian and poles safe). */
export function haversineMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The verdict for a position `distance` metres from a scope's centre, known to ±`accuracy` metres:
 * inside when distance + accuracy ≤ radius (the whole accuracy circle is in), outside when
 * distance − accuracy > radius (the whole accuracy circle is out), else uncertain. An accuracy
 * worse than `accuracyLimit` (or not a finite, non-negative number) is always uncertain.
 */
export function verdictFor(distance: number, accuracy: number, radius: number, accuracyLimit: number = DEFAULT_ACCURACY_LIMIT): Verdict {
  if (!Number.isFinite(accuracy) || accuracy < 0 || accuracy > accuracyLimit) return 'uncertain'
  if (distance + accuracy <= radius) return 'inside'
  if (distance - accuracy > radius) return 'outside'
  return 'uncertain'
}

/** The fields of a scope the geometry needs (a `SigninScope` fits). */
export interface ScopeCircle {
  signinScopeLat: number
  signinScopeLng: number
  signRadius: number
}

export interface NearestScope<S extends ScopeCircle> {
  scope: S
  /** Metres from the position to this scope's centre. */
  distance: number
  verdict: Verdict
}

/**
 * The scope that decides a check-in among several: the one whose edge is nearest (smallest
 * distance − radius). That scope holds the position whenever any does, so its verdict is the
 * organisation's: inside when any scope holds it, outside when every scope excludes it, else
 * uncertain. Null when there are no scopes.
 */
export function nearestScope<S extends ScopeCircle>(
  position: LatLng,
  accuracy: number,
  scopes: readonly S[],
  accuracyLimit: number = DEFAULT_ACCURACY_LIMIT,
): NearestScope<S> | null {
  let best: { scope: S; distance: number } | null = null
  for (const scope of scopes) {
    const distance = haversineMetres(position, { lat: scope.signinScopeLat, lng: scope.signinScopeLng })
    if (!best || distance - scope.signRadius < best.distance - best.scope.signRadius) best = { scope, distance }
  }
  if (!best) return null
  return { ...best, verdict: verdictFor(best.distance, accuracy, best.scope.signRadius, accuracyLimit) }
}

export interface TimedPosition extends LatLng {
  /** Epoch milliseconds. */
  time: number
}

/** Metres per second between two timed positions (at least one second apart, so never infinite). */
export function speedBetween(a: TimedPosition, b: TimedPosition): number {
  const seconds = Math.max(1, Math.abs(b.time - a.time) / 1000)
  return haversineMetres(a, b) / seconds
}

/** Whether travelling from `previous` to `next` is possible at up to `limit` m/s. */
export function plausibleSpeed(previous: TimedPosition, next: TimedPosition, limit: number = DEFAULT_SPEED_LIMIT): boolean {
  return speedBetween(previous, next) <= limit
}

/** Exactly 0,0 ("null island"): what a broken or faked location source reports. */
export function isNullIsland(p: LatLng): boolean {
  return p.lat === 0 && p.lng === 0
}
