/**
 * A generated set of distinct drug-like structures for the chemistry bench cases: substituted
 * aromatic and saturated scaffolds (benzene, pyridine, thiophene, indole, quinoline, pyrimidine,
 * piperidine, furan) with two substituents, the second carrying an amide, ester or amine tail
 * where it has a free valence, built from a seeded PRNG so every run reads the same set. Every
 * structure is valid chemistry (RDKit reads each; tests/unit/bench/compoundSet.test.ts): a
 * substituent's rings use closure digits the scaffolds do not, and a terminal group (a halogen,
 * CF3, nitrile, sulfone) takes no tail.
 */
import { prng } from './lib.ts'

const SCAFFOLDS = [
  'c1ccc({A})cc1{B}',
  'c1cc({A})ncc1{B}',
  'c1sc({A})cc1{B}',
  'c1ccc2[nH]c({A})cc2c1{B}',
  'c1ccc2nc({A})ccc2c1{B}',
  'c1cnc({A})nc1{B}',
  'C1CCN({A})CC1{B}',
  'c1coc({A})c1{B}',
]
/** [SMILES, whether a tail may follow it (its last atom has a free valence)]. */
export const GROUPS: ReadonlyArray<readonly [string, boolean]> = [
  ['C', true],
  ['CC', true],
  ['C(C)C', true],
  ['OC', true],
  ['OCC', true],
  ['N', true],
  ['NC', true],
  ['N(C)C', true],
  ['F', false],
  ['Cl', false],
  ['Br', false],
  ['C(F)(F)F', false],
  ['C#N', false],
  ['O', true],
  ['S(C)(=O)=O', false],
  ['C(=O)O', true],
  ['C(=O)N', true],
  ['N8CCOCC8', true],
  ['N8CCCC8', true],
  ['c8ccccc8', true],
]
export const TAILS = ['', 'C(=O)NC', 'C(=O)OC', 'CC(=O)O', 'C(=O)NCC(=O)O', 'CN9CCN(C)CC9', 'OCC(O)CO', 'C(=O)Nc9ccccc9', 'CCN', 'S(=O)(=O)N']

/** `count` SMILES (distinct as strings; a few may be the same molecule written twice). */
export function generateSmiles(count: number, seed = 13): string[] {
  const rand = prng(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T
  const seen = new Set<string>()
  while (seen.size < count) {
    const [a] = pick(GROUPS)
    const [b, extendable] = pick(GROUPS)
    const tail = pick(TAILS)
    seen.add(
      pick(SCAFFOLDS)
        .replace('{A}', a)
        .replace('{B}', extendable ? `${b}${tail}` : b),
    )
  }
  return [...seen]
}

/** The set as an import file: name, SMILES and a made-up IC50. */
export function compoundCsv(smiles: readonly string[]): string {
  return ['name,smiles,IC50 (nM)', ...smiles.map((s, i) => `B-${i + 1},${s},${(10 + ((i * 37) % 990)).toFixed(1)}`)].join('\n')
}
