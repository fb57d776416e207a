/**
 * The sign-in scope as a true geodesic circle: a polygon whose every vertex is `radius` metres
 * from the centre on the sphere (OpenLayers' `circular`, on the same Earth radius as geo.ts's
 * haversine), in longitude/latitude. An `ol/geom/Circle` drawn in Web Mercator would be off by
 * the latitude's scale factor. Framework-free.
 */
import { circular } from 'ol/geom/Polygon.js'
import { EARTH_RADIUS_M } from './geo.ts'

/** Vertices of the drawn circle (enough that the chord sag stays far under 0.5 % of the radius). */
export const CIRCLE_SIDES = 64

/** The closed ring of [lng, lat] vertices of the geodesic circle around (lat, lng). */
export function geodesicRing(lat: number, lng: number, radius: number, sides: number = CIRCLE_SIDES): Array<[number, number]> {
  const ring = circular([lng, lat], radius, sides, EARTH_RADIUS_M).getCoordinates()[0] ?? []
  return ring.map(([x, y]) => [x as number, y as number])
}

/** The point `radius` metres due east of the centre: where the radius handle sits. */
export function eastPoint(lat: number, lng: number, radius: number): [number, number] {
  const dLng = ((radius / (EARTH_RADIUS_M * Math.cos((lat * Math.PI) / 180))) * 180) / Math.PI
  return [lng + (Number.isFinite(dLng) ? dLng : 0), lat]
}
