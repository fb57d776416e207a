// Sign-in geometry: haversine distance (known distances, the poles, the antimeridian), the
// inside/outside/uncertain rule with accuracy (centre on the edge, the accuracy limit), the
// deciding scope among several, the speed check and null island.
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SPEED_LIMIT,
  EARTH_RADIUS_M,
  haversineMetres,
  isNullIsland,
  nearestScope,
  plausibleSpeed,
  speedBetween,
  verdictFor,
} from '../../../../src/domains/attendance/logic/geo.ts'

/** Metres per degree of a great circle on the model sphere. */
const DEG = (Math.PI * EARTH_RADIUS_M) / 180

describe('haversineMetres', () => {
  it('is zero for the same point and symmetric', () => {
    const a = { lat: 39.9087, lng: 116.3975 }
    const b = { lat: 31.2304, lng: 121.4737 }
    expect(haversineMetres(a, a)).toBe(0)
    expect(haversineMetres(a, b)).toBeCloseTo(haversineMetres(b, a), 6)
  })
  it('measures Beijing to Shanghai at about 1 067 km', () => {
    const d = haversineMetres({ lat: 39.9087, lng: 116.3975 }, { lat: 31.2304, lng: 121.4737 })
    expect(d / 1000).toBeGreaterThan(1060)
    expect(d / 1000).toBeLessThan(1075)
  })
  it('measures one degree along the equator and a meridian as the same arc', () => {
    expect(haversineMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(DEG, 3)
    expect(haversineMetres({ lat: 10, lng: 20 }, { lat: 11, lng: 20 })).toBeCloseTo(DEG, 3)
  })
  it('treats every longitude at a pole as the same point', () => {
    expect(haversineMetres({ lat: 90, lng: 0 }, { lat: 90, lng: 123 })).toBeLessThan(1e-6)
    expect(haversineMetres({ lat: -90, lng: -45 }, { lat: -90, lng: 170 })).toBeLessThan(1e-6)
  })
  it('goes pole to pole in half a circumference and across a pole by the short way', () => {
    expect(haversineMetres({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * EARTH_RADIUS_M, 0)
    // 89°N at 0° and 89°N at 180°: 2° over the pole, not half way round the parallel.
    expect(haversineMetres({ lat: 89, lng: 0 }, { lat: 89, lng: 180 })).toBeCloseTo(2 * DEG, 0)
  })
  it('crosses the antimeridian by the short way', () => {
    const d = haversineMetres({ lat: 0, lng: 179.9995 }, { lat: 0, lng: -179.9995 })
    expect(d).toBeCloseTo(0.001 * DEG, 3) // ≈ 111 m, not ≈ 40 000 km
    expect(haversineMetres({ lat: 65, lng: -179 }, { lat: 65, lng: 179 })).toBeLessThan(100_000)
  })
})

describe('verdictFor', () => {
  it('is inside when the accuracy circle is within the radius, including exactly on the edge', () => {
    expect(verdictFor(50, 10, 100)).toBe('inside')
    expect(verdictFor(90, 10, 100)).toBe('inside') // distance + accuracy = radius
    expect(verdictFor(100, 0, 100)).toBe('inside') // a perfect fix exactly on the edge
  })
  it('is outside only when the whole accuracy circle is out', () => {
    expect(verdictFor(150, 10, 100)).toBe('outside')
    expect(verdictFor(110, 10, 100)).toBe('uncertain') // distance − accuracy = radius: touches the edge
    expect(verdictFor(110.001, 10, 100)).toBe('outside')
  })
  it('is uncertain when the accuracy circle straddles the edge', () => {
    expect(verdictFor(95, 10, 100)).toBe('uncertain')
    expect(verdictFor(0, 150, 100)).toBe('uncertain') // centre on the centre, accuracy wider than the scope
  })
  it('is uncertain when the accuracy is worse than the limit, whatever the distance', () => {
    expect(verdictFor(0, 201, 5000)).toBe('uncertain')
    expect(verdictFor(100_000, 201, 100)).toBe('uncertain')
    expect(verdictFor(0, 200, 5000)).toBe('inside') // the limit itself is accepted
    expect(verdictFor(0, 50, 5000, 30)).toBe('uncertain') // a stricter configured limit
  })
  it('is uncertain for a missing or negative accuracy', () => {
    expect(verdictFor(0, Number.NaN, 100)).toBe('uncertain')
    expect(verdictFor(0, -1, 100)).toBe('uncertain')
    expect(verdictFor(0, Number.POSITIVE_INFINITY, 100)).toBe('uncertain')
  })
})

describe('nearestScope', () => {
  const north = { id: 1, signinScopeLat: 39.99, signinScopeLng: 116.31, signRadius: 300 }
  const south = { id: 2, signinScopeLat: 39.9, signinScopeLng: 116.4, signRadius: 100 }
  it('is null without scopes', () => {
    expect(nearestScope({ lat: 0, lng: 0 }, 5, [])).toBeNull()
  })
  it('picks the scope that holds the position, inside', () => {
    const r = nearestScope({ lat: 39.9001, lng: 116.4001 }, 5, [north, south])!
    expect(r.scope.id).toBe(2)
    expect(r.verdict).toBe('inside')
    expect(r.distance).toBeLessThan(20)
  })
  it('prefers the nearer edge over the nearer centre (a big scope can hold what a near small one does not)', () => {
    const small = { id: 3, signinScopeLat: 0, signinScopeLng: 0.002, signRadius: 10 }
    const big = { id: 4, signinScopeLat: 0, signinScopeLng: -0.004, signRadius: 2000 }
    const r = nearestScope({ lat: 0, lng: 0 }, 5, [small, big])!
    expect(r.scope.id).toBe(4)
    expect(r.verdict).toBe('inside')
  })
  it('is outside only when every scope excludes the position', () => {
    const r = nearestScope({ lat: 31.23, lng: 121.47 }, 20, [north, south])!
    expect(r.verdict).toBe('outside')
    expect(r.distance).toBeGreaterThan(1_000_000)
  })
  it('is uncertain when the best scope straddles, or the accuracy is too poor', () => {
    const edge = { lat: 39.9 + 100 / DEG, lng: 116.4 } // on the south scope's edge
    expect(nearestScope(edge, 20, [north, south])!.verdict).toBe('uncertain')
    expect(nearestScope({ lat: 39.9, lng: 116.4 }, 500, [north, south])!.verdict).toBe('uncertain')
  })
  it('works across the antimeridian', () => {
    const fiji = { id: 5, signinScopeLat: -17, signinScopeLng: 179.9999, signRadius: 100 }
    expect(nearestScope({ lat: -17, lng: -179.9999 }, 5, [fiji])!.verdict).toBe('inside')
  })
})

describe('plausibleSpeed', () => {
  const t0 = Date.UTC(2026, 0, 5, 8, 0, 0)
  it('allows walking and driving, flags Beijing to Shanghai in ten minutes', () => {
    const bj = { lat: 39.9087, lng: 116.3975, time: t0 }
    expect(plausibleSpeed(bj, { lat: 39.9187, lng: 116.3975, time: t0 + 10 * 60_000 })).toBe(true)
    expect(plausibleSpeed(bj, { lat: 31.2304, lng: 121.4737, time: t0 + 10 * 60_000 })).toBe(false)
    // By plane in 2 h 15 min is ≈ 132 m/s: plausible.
    expect(plausibleSpeed(bj, { lat: 31.2304, lng: 121.4737, time: t0 + 135 * 60_000 })).toBe(true)
  })
  it('uses the limit it is given and never divides by zero', () => {
    const a = { lat: 0, lng: 0, time: t0 }
    const b = { lat: 0, lng: 0.01, time: t0 + 60_000 } // ≈ 1 113 m in 60 s ≈ 18.6 m/s
    expect(plausibleSpeed(a, b, 10)).toBe(false)
    expect(plausibleSpeed(a, b)).toBe(true)
    expect(Number.isFinite(speedBetween(a, { ...b, time: t0 }))).toBe(true)
    expect(DEFAULT_SPEED_LIMIT).toBe(300)
  })
})

describe('isNullIsland', () => {
  it('is exactly 0,0 only', () => {
    expect(isNullIsland({ lat: 0, lng: 0 })).toBe(true)
    expect(isNullIsland({ lat: -0, lng: 0 })).toBe(true)
    expect(isNullIsland({ lat: 0.000001, lng: 0 })).toBe(false)
  })
})
