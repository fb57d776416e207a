/**
 * The models SwissADME users expect, each as its paper defines it (framework-free):
 * - ESOL logS — Delaney, J. Chem. Inf. Comput. Sci. 2004, 44, 1000: the published equation,
 *   fed with Wildman–Crippen logP (WLOGP);
 * - the bioavailability radar — Daina, Michielin & Zoete, Sci. Rep. 2017, 7, 42717: six
 *   properties and their optimal ranges (lipophilicity here from WLOGP, labelled so);
 * - the BOILED-Egg — Daina & Zoete, ChemMedChem 2016, 11, 1117: gastrointestinal absorption
 *   (the white) and brain penetration (the yolk) as ellipses in the plane of TPSA and WLOGP,
 *   with the parameters the paper gives.
 */

export interface EsolInput {
  logP: number
  molecularWeight: number
  rotatableBonds: number
  /** Aromatic heavy atoms over heavy atoms. */
  aromaticProportion: number
}

/** ESOL log S (mol/L). */
export function esolLogS({ logP, molecularWeight, rotatableBonds, aromaticProportion }: EsolInput): number {
  return 0.16 - 0.63 * logP - 0.0062 * molecularWeight + 0.066 * rotatableBonds - 0.74 * aromaticProportion
}

/** ESOL's solubility classes (as SwissADME names them). */
export type SolubilityClass = 'insoluble' | 'poorly' | 'moderately' | 'soluble' | 'very' | 'highly'

export function solubilityClass(logS: number): SolubilityClass {
  if (logS < -10) return 'insoluble'
  if (logS < -6) return 'poorly'
  if (logS < -4) return 'moderately'
  if (logS < -2) return 'soluble'
  if (logS < 0) return 'very'
  return 'highly'
}

export type RadarAxis = 'lipo' | 'size' | 'polar' | 'insolu' | 'insatu' | 'flex'

/** Each axis of the radar: its value, its optimal range and the outer edge it is drawn against. */
export const RADAR_AXES: ReadonlyArray<{ axis: RadarAxis; min: number; max: number; optimal: readonly [number, number] }> = [
  { axis: 'lipo', min: -2, max: 7, optimal: [-0.7, 5] },
  { axis: 'size', min: 0, max: 700, optimal: [150, 500] },
  { axis: 'polar', min: 0, max: 180, optimal: [20, 130] },
  { axis: 'insolu', min: -9, max: 1, optimal: [-6, 0] },
  { axis: 'insatu', min: 0, max: 1, optimal: [0.25, 1] },
  { axis: 'flex', min: 0, max: 15, optimal: [0, 9] },
]

export interface RadarInput {
  wlogp: number
  molecularWeight: number
  tpsa: number
  esolLogS: number
  fsp3: number
  rotatableBonds: number
}

/** The radar's points, each with its value, its position on the axis (0–1; also of the optimal
 * range's ends) and whether it is in the optimal range. */
export function bioavailabilityRadar(input: RadarInput) {
  const values: Record<RadarAxis, number> = {
    lipo: input.wlogp,
    size: input.molecularWeight,
    polar: input.tpsa,
    insolu: input.esolLogS,
    insatu: input.fsp3,
    flex: input.rotatableBonds,
  }
  return RADAR_AXES.map(({ axis, min, max, optimal }) => {
    const value = values[axis]
    const at = (v: number) => Math.min(1, Math.max(0, (v - min) / (max - min)))
    return {
      axis,
      value,
      optimal,
      position: at(value),
      optimalPositions: [at(optimal[0]), at(optimal[1])] as const,
      inRange: value >= optimal[0] && value <= optimal[1],
    }
  })
}

export interface Ellipse {
  /** Centre in (TPSA Å², WLOGP). */
  centre: readonly [number, number]
  /** Full width along TPSA and height along WLOGP. */
  width: number
  height: number
  /** Rotation in degrees, in the plane's own units. */
  angle: number
}

/** The BOILED-Egg's white (gastrointestinal absorption) and yolk (brain penetration). */
export const BOILED_EGG: { white: Ellipse; yolk: Ellipse } = {
  white: { centre: [71.051, 2.292], width: 142.081, height: 8.74, angle: -1.031325 },
  yolk: { centre: [38.117, 3.177], width: 82.061, height: 5.557, angle: -0.171887 },
}

/** Whether (tpsa, wlogp) lies in the ellipse. */
export function inEllipse(ellipse: Ellipse, tpsa: number, wlogp: number): boolean {
  const theta = (ellipse.angle * Math.PI) / 180
  const dx = tpsa - ellipse.centre[0]
  const dy = wlogp - ellipse.centre[1]
  const x = dx * Math.cos(theta) + dy * Math.sin(theta)
  const y = -dx * Math.sin(theta) + dy * Math.cos(theta)
  return (x / (ellipse.width / 2)) ** 2 + (y / (ellipse.height / 2)) ** 2 <= 1
}

/** The BOILED-Egg's verdict: high gastrointestinal absorption (in the white, the yolk
 * included) and brain penetration (in the yolk). */
export function boiledEgg(tpsa: number, wlogp: number): { giAbsorption: 'high' | 'low'; bbbPermeant: boolean } {
  const yolk = inEllipse(BOILED_EGG.yolk, tpsa, wlogp)
  return { giAbsorption: yolk || inEllipse(BOILED_EGG.white, tpsa, wlogp) ? 'high' : 'low', bbbPermeant: yolk }
}

/** The ellipse's outline as `n` points (TPSA, WLOGP), to draw on any scale. */
export function ellipseOutline(ellipse: Ellipse, n = 72): Array<readonly [number, number]> {
  const theta = (ellipse.angle * Math.PI) / 180
  const [cx, cy] = ellipse.centre
  return Array.from({ length: n }, (_, i) => {
    const t = (2 * Math.PI * i) / n
    const x = (ellipse.width / 2) * Math.cos(t)
    const y = (ellipse.height / 2) * Math.sin(t)
    return [cx + x * Math.cos(theta) - y * Math.sin(theta), cy + x * Math.sin(theta) + y * Math.cos(theta)] as const
  })
}
