// <sw-signin-map>'s attributes parsed by its manifest: numbers in range, modes, coordinate
// systems; each bad value warns once, naming the attribute, and the default is used.
import { describe, expect, it, vi } from 'vitest'
import { parseAttributes } from '#platform/element/attributes.ts'
import { signinMapManifest, numberIn } from '../../../../src/domains/attendance/elements/signinMap.manifest.ts'

describe('<sw-signin-map> attributes', () => {
  it('defaults: view mode, WGS84, no centre, the API on /api', () => {
    const warn = vi.fn()
    expect(parseAttributes(signinMapManifest, {}, warn)).toMatchObject({ mode: 'view', coordSystem: 'wgs84', apiBase: '/api' })
    const parsed = parseAttributes(signinMapManifest, {}, warn)
    expect(parsed.lat).toBeUndefined()
    expect(parsed.radius).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
  })

  it('parses good values', () => {
    const warn = vi.fn()
    const parsed = parseAttributes(
      signinMapManifest,
      {
        mode: 'check-in',
        lat: '39.9087',
        lng: '-116.5',
        radius: '250',
        orgId: '12',
        coordSystem: 'gcj02',
        tileUrl: 'https://t/{z}/{x}/{y}.png?k={key}',
        tileKey: 'secret',
        province: '北京',
      },
      warn,
    )
    expect(parsed).toMatchObject({ mode: 'check-in', lat: 39.9087, lng: -116.5, radius: 250, orgId: 12, coordSystem: 'gcj02', province: '北京' })
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns once per bad value and falls back', () => {
    const warn = vi.fn()
    const parsed = parseAttributes(signinMapManifest, { mode: 'draw', lat: '91', lng: 'east', radius: '5', orgId: '-3', coordSystem: 'bd09' }, warn)
    expect(parsed).toMatchObject({ mode: 'view', coordSystem: 'wgs84' })
    expect(parsed.lat).toBeUndefined()
    expect(parsed.lng).toBeUndefined()
    expect(parsed.radius).toBeUndefined()
    expect(parsed.orgId).toBeUndefined()
    expect(warn.mock.calls.map(([m]) => m)).toEqual([
      '<sw-signin-map> mode="draw" is not one of edit, check-in, view; using the default "view".',
      '<sw-signin-map> lat="91" is not a latitude in [-90, 90]; ignoring it.',
      '<sw-signin-map> lng="east" is not a longitude in [-180, 180]; ignoring it.',
      '<sw-signin-map> radius="5" is not metres in [10, 5000]; ignoring it.',
      '<sw-signin-map> org-id="-3" is not a positive whole number; ignoring it.',
      '<sw-signin-map> coord-system="bd09" is not one of wgs84, gcj02; using the default "wgs84".',
    ])
  })

  it('never puts the tile key in a warning', () => {
    const warn = vi.fn()
    parseAttributes(signinMapManifest, { tileKey: 'sk-123', mode: 'nope' }, warn)
    expect(warn.mock.calls.flat().join(' ')).not.toContain('sk-123')
  })

  it('numberIn accepts decimals in range only', () => {
    const radius = numberIn(10, 5000)
    expect(radius('10')).toBe(10)
    expect(radius('5000')).toBe(5000)
    expect(radius('4999.5')).toBe(4999.5)
    expect(radius('9.99')).toBeNull()
    expect(radius('5001')).toBeNull()
    expect(radius('1e3')).toBeNull()
    expect(radius('')).toBeNull()
    expect(radius('Infinity')).toBeNull()
  })
})
