/**
 * A fresh position from the browser: `getCurrentPosition` with `maximumAge: 0` (never a cached
 * or earlier fix), high accuracy and a timeout; the answer or why there is none (denied,
 * unavailable, timed out, or no geolocation at all).
 */
export type PositionProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported'

export interface FreshPosition {
  lat: number
  lng: number
  /** Metres (the browser's `coords.accuracy`). */
  accuracy: number
}

export const POSITION_TIMEOUT_MS = 15_000

export function freshPosition(timeout: number = POSITION_TIMEOUT_MS): Promise<FreshPosition | { problem: PositionProblem }> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve({ problem: 'unsupported' })
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy }),
      (e) => resolve({ problem: e.code === e.PERMISSION_DENIED ? 'denied' : e.code === e.TIMEOUT ? 'timeout' : 'unavailable' }),
      { enableHighAccuracy: true, maximumAge: 0, timeout },
    )
  })
}
