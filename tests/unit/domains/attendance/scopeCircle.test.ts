// The drawn scope is a true geodesic circle: every vertex `radius` metres from the centre by
// haversine (within 0.5 %), at latitudes 0–70°, for the smallest and largest radius.
import { describe, expect, it } from 'vitest'
import { eastPoint, geodesicRing, CIRCLE_SIDES } from '../../../../src/domains/attendance/logic/scopeCircle.ts'
import { haversineMetres } from '../../../../src/domains/attendance/logic/geo.ts'

describe('geodesicRing', () => {
  for (const lat of [0, 10, 23.5, 39.9, 45, 60, 70]) {
    for (const radius of [10, 100, 5000]) {
      it(`every vertex is ${radius} m from the centre at latitude ${lat}°`, () => {
        const ring = geodesicRing(lat, 116.4, radius)
        expect(ring.length).toBe(CIRCLE_SIDES + 1)
        for (const [lng, la] of ring) {
          const d = haversineMetres({ lat, lng: 116.4 }, { lat: la, lng })
          expect(Math.abs(d - radius) / radius).toBeLessThan(0.005)
        }
      })
    }
  }

  it('is not the Web Mercator circle: at 60° its north–south extent is the radius, not twice it', () => {
    const ring = geodesicRing(60, 10, 1000)
    const lats = ring.map(([, la]) => la)
    const northSouth = haversineMetres({ lat: Math.min(...lats), lng: 10 }, { lat: Math.max(...lats), lng: 10 })
    expect(northSouth / 2000).toBeCloseTo(1, 2)
  })

  it('holds at the antimeridian and in the southern hemisphere', () => {
    for (const [lat, lng] of [
      [-33.86, 179.999],
      [-60, -179.99],
    ] as const) {
      for (const [x, y] of geodesicRing(lat, lng, 500)) {
        expect(Math.abs(haversineMetres({ lat, lng }, { lat: y, lng: x }) - 500) / 500).toBeLessThan(0.005)
      }
    }
  })

  it('puts the radius handle on the circle, due east', () => {
    for (const lat of [0, 45, 70]) {
      const [lng, la] = eastPoint(lat, 20, 800)
      expect(la).toBe(lat)
      expect(lng).toBeGreaterThan(20)
      expect(Math.abs(haversineMetres({ lat, lng: 20 }, { lat: la, lng }) - 800) / 800).toBeLessThan(0.005)
    }
  })
})
