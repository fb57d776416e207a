// The province of a scope's centre, by point-in-polygon over ECharts' China outlines (decoded
// from its compact encoding): capitals fall in their province, a point at sea or abroad in none.
import { beforeAll, describe, expect, it } from 'vitest'
import { loadProvinces, provinceAt, decodeEchartsGeo, type Provinces } from '../../../../src/domains/attendance/logic/provinces.ts'

let provinces: Provinces

beforeAll(async () => {
  provinces = await loadProvinces()
})

describe('provinceAt', () => {
  it('decodes all 34 provincial divisions into closed rings', () => {
    expect(provinces.features).toHaveLength(34)
    for (const f of provinces.features) {
      const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates
      for (const ring of polygons.flat()) {
        expect(ring[0]).toEqual(ring[ring.length - 1])
        // One assertion per ring (thousands of points): every vertex within China's box.
        expect(ring.every(([lng, lat]) => lng > 70 && lng < 136 && lat > 3 && lat < 54)).toBe(true)
      }
    }
  })

  it.each([
    [39.9087, 116.3975, '北京'],
    [39.13, 117.2, '天津'],
    [38.04, 114.51, '河北'],
    [31.23, 121.47, '上海'],
    [23.13, 113.26, '广东'],
    [30.66, 104.06, '四川'],
    [43.82, 87.61, '新疆'],
    [22.3, 114.17, '香港'],
  ])('(%f, %f) is in %s', (lat, lng, name) => {
    expect(provinceAt(provinces, lat, lng)).toBe(name)
  })

  it('finds none at sea, abroad or for a bad number', () => {
    expect(provinceAt(provinces, 20, 120)).toBe('') // South China Sea, off Luzon
    expect(provinceAt(provinces, 34, 125)).toBe('') // Yellow Sea
    expect(provinceAt(provinces, 48.85, 2.35)).toBe('') // Paris
    expect(provinceAt(provinces, Number.NaN, 116)).toBe('')
  })

  it('passes plain GeoJSON through, closing open rings', () => {
    const plain = decodeEchartsGeo({
      features: [
        {
          properties: { name: 'square' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 0],
                [1, 1],
                [0, 1],
              ],
            ],
          },
        },
      ],
    })
    expect(provinceAt(plain, 0.5, 0.5)).toBe('square')
    expect(provinceAt(plain, 1.5, 0.5)).toBe('')
  })
})
