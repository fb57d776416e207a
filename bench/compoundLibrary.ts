/**
 * A combinatorial library of drug-like structures for the million-compound bench (`npm run bench
 * -- compounds`): 24 ring scaffolds — benzenes, azines, five-membered heteroaromatics, fused
 * bicycles, saturated rings — each with three attachment points {A} {B} {C}, enumerated over 146
 * substituents at A and at B (a group, or a group carrying a tail: an amide, ester, acid, amine…)
 * and 12 small ones at C (hydrogen, methyl, halogens, methoxy, nitrile, CF3…): 24 × 146 × 146 × 12
 * = 6.1 million combinations. `libraryStructure(i)` is the i-th of them in a fixed order that
 * spreads consecutive i over every scaffold and substituent (i times a stride coprime to the
 * total, in mixed radix), so the first 10 000 are as varied as the first million. Deterministic:
 * every run and machine reads the same structures. A few combinations are one molecule written
 * twice (a symmetric scaffold with A and B swapped); the bench keeps the first of each
 * openchemlib idcode — the workspace's identity — and reads on until it has as many distinct as
 * it asked for. tests/unit/bench/compoundLibrary.test.ts checks RDKit reads them and they are
 * distinct.
 */
import { GROUPS, TAILS } from './compoundSet.ts'

/** Ring scaffolds with three free positions; ring-closure digits 1–3 (substituents use 8 and 9).
 * {C} follows its atom bare: a branch there, or nothing (an aromatic n with nothing is [nH]). */
export const LIBRARY_SCAFFOLDS = [
  'c1c({A})cc({B})c{C}c1',
  'c1nc({A})cc({B})c1{C}',
  'c1nc({A})nc({B})c1{C}',
  'c1({A})nc({B})c{C}nc1',
  'c1({A})sc({B})c{C}c1',
  'c1({A})oc({B})c{C}c1',
  'c1({A})cc({B})n{C}c1',
  'c1({A})nc({B})sc1{C}',
  'c1({A})nc({B})oc1{C}',
  'c1({A})cc({B})n{C}n1',
  'c1({A})nc({B})n{C}c1',
  'c1cc2c(cc1{A})c({B})cn2{C}',
  'c1cc2nc({A})cc({B})c2cc1{C}',
  'c1cc2nc({A})nc({B})c2cc1{C}',
  'c1cc2nc({A})n{C}c2cc1{B}',
  'c1cc2oc({A})c({B})c2cc1{C}',
  'c1cc2sc({A})c({B})c2cc1{C}',
  'c1c{C}c2CCN({A})Cc2cc1{B}',
  'C1CN({A})CC({B})C1{C}',
  'C1C{C}N({A})CCN1{B}',
  'C1CC({A})CC({B})C1{C}',
  'C1C({A})N({B})CC1{C}',
  'O=C1N({A})C({B})CC1{C}',
  'c1ccc2c(c1{C})C({A})CN2{B}',
] as const

/** Every group, and every group with a free valence followed by each tail. */
export const LIBRARY_SUBSTITUENTS: readonly string[] = GROUPS.flatMap(([group, extendable]) => (extendable ? TAILS.map((tail) => `${group}${tail}`) : [group]))

/** Small substituents at C ('' is hydrogen). */
export const LIBRARY_SMALL = ['', 'C', 'F', 'Cl', 'Br', 'OC', 'C#N', 'C(F)(F)F', 'N', 'O', 'CC', 'SC'] as const

const S = LIBRARY_SCAFFOLDS.length
const R = LIBRARY_SUBSTITUENTS.length
const C = LIBRARY_SMALL.length

/** How many combinations the library has. */
export const LIBRARY_SIZE = S * R * R * C

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/** A stride near the golden ratio of the total and coprime to it: a permutation of 0…SIZE-1. */
const STRIDE = (() => {
  let stride = Math.floor(LIBRARY_SIZE * 0.6180339887)
  while (gcd(stride, LIBRARY_SIZE) !== 1) stride++
  return stride
})()

/** Which scaffold and substituents (indices into the lists) the i-th structure combines. */
export function libraryParts(i: number): { scaffold: number; a: number; b: number; c: number } {
  let k = Number((BigInt(i) * BigInt(STRIDE)) % BigInt(LIBRARY_SIZE))
  const c = k % C
  k = Math.floor(k / C)
  const b = k % R
  k = Math.floor(k / R)
  return { scaffold: Math.floor(k / R), a: k % R, b, c }
}

/** The i-th structure (0 ≤ i < LIBRARY_SIZE) as SMILES. */
export function libraryStructure(i: number): string {
  const { scaffold, a, b, c } = libraryParts(i)
  const small = LIBRARY_SMALL[c]!
  return LIBRARY_SCAFFOLDS[scaffold]!.replace('{A}', LIBRARY_SUBSTITUENTS[a]!)
    .replace('{B}', LIBRARY_SUBSTITUENTS[b]!)
    .replace(/n(\d?)\{C\}/, (_, ring: string) => (small === '' ? `[nH]${ring}` : `n${ring}(${small})`))
    .replace('{C}', small === '' ? '' : `(${small})`)
}
