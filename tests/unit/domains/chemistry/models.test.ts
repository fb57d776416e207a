// The SwissADME-style models as their papers define them: Delaney's ESOL equation and its
// solubility classes, the bioavailability radar's ranges, and the BOILED-Egg's ellipses — a point
// in the yolk is brain-penetrant and absorbed, in the white absorbed only, outside neither — and
// the outline drawn is the boundary the verdict uses.
import { describe, expect, it } from 'vitest'
import {
  bioavailabilityRadar,
  boiledEgg,
  BOILED_EGG,
  ellipseOutline,
  esolLogS,
  inEllipse,
  solubilityClass,
} from '../../../../src/domains/chemistry/logic/models.ts'

describe('ESOL', () => {
  it("is Delaney's equation, with SwissADME's class names", () => {
    // logS = 0.16 − 0.63 logP − 0.0062 MW + 0.066 RB − 0.74 AP
    expect(esolLogS({ logP: 0, molecularWeight: 0, rotatableBonds: 0, aromaticProportion: 0 })).toBeCloseTo(0.16, 10)
    expect(esolLogS({ logP: 2, molecularWeight: 300, rotatableBonds: 4, aromaticProportion: 0.5 })).toBeCloseTo(0.16 - 1.26 - 1.86 + 0.264 - 0.37, 10)
    expect([-11, -7, -5, -3, -1, 0.5].map(solubilityClass)).toEqual(['insoluble', 'poorly', 'moderately', 'soluble', 'very', 'highly'])
    expect(solubilityClass(-6)).toBe('moderately')
  })
})

describe('the bioavailability radar', () => {
  it('places each property on its axis and says which lie in the optimal range', () => {
    const axes = bioavailabilityRadar({ wlogp: 1.31, molecularWeight: 180.16, tpsa: 63.6, esolLogS: -1.99, fsp3: 0.11, rotatableBonds: 2 })
    expect(axes.map((a) => [a.axis, a.inRange])).toEqual([
      ['lipo', true],
      ['size', true],
      ['polar', true],
      ['insolu', true],
      ['insatu', false],
      ['flex', true],
    ])
    // A value beyond the drawn edge sits on it; positions are fractions of the axis.
    const big = bioavailabilityRadar({ wlogp: 12, molecularWeight: 900, tpsa: -1, esolLogS: -3, fsp3: 0.5, rotatableBonds: 30 })
    expect(big.find((a) => a.axis === 'lipo')!.position).toBe(1)
    expect(big.find((a) => a.axis === 'polar')!.position).toBe(0)
    expect(big.find((a) => a.axis === 'size')!.optimalPositions).toEqual([150 / 700, 500 / 700])
  })
})

describe('the BOILED-Egg', () => {
  it('gives the yolk brain penetration, the white absorption only, outside neither', () => {
    expect(boiledEgg(...BOILED_EGG.yolk.centre)).toEqual({ giAbsorption: 'high', bbbPermeant: true })
    // Far right in the white: too polar for the brain, absorbed.
    expect(boiledEgg(110, 2)).toEqual({ giAbsorption: 'high', bbbPermeant: false })
    expect(boiledEgg(160, 2)).toEqual({ giAbsorption: 'low', bbbPermeant: false })
    expect(boiledEgg(40, 8)).toEqual({ giAbsorption: 'low', bbbPermeant: false })
    // At low TPSA the yolk's edge passes the white's: the yolk still counts as absorbed.
    const [cx, cy] = BOILED_EGG.yolk.centre
    const yolkOnly = ellipseOutline(BOILED_EGG.yolk, 72)
      .map(([t, w]) => [cx + (t - cx) * 0.99, cy + (w - cy) * 0.99] as const)
      .filter(([t, w]) => !inEllipse(BOILED_EGG.white, t, w))
    expect(yolkOnly.length).toBeGreaterThan(0)
    for (const [t, w] of yolkOnly) expect(boiledEgg(t, w)).toEqual({ giAbsorption: 'high', bbbPermeant: true })
  })

  it('draws the outline the verdict uses: just inside is in, just outside is out', () => {
    for (const ellipse of [BOILED_EGG.white, BOILED_EGG.yolk]) {
      const [cx, cy] = ellipse.centre
      for (const [t, w] of ellipseOutline(ellipse, 24)) {
        expect(inEllipse(ellipse, cx + (t - cx) * 0.999, cy + (w - cy) * 0.999)).toBe(true)
        expect(inEllipse(ellipse, cx + (t - cx) * 1.001, cy + (w - cy) * 1.001)).toBe(false)
      }
    }
  })
})
