/**
 * A generated set of distinct drug-like structures for the chemistry bench cases: substituted
 * aromatic scaffolds (benzene, pyridine, thiophene, indole, quinoline…) with two substituents
 * and an amide or ester tail, built from a seeded PRNG so every run reads the same set.
 */
import { prng } from './lib.ts'

const SCAFFOLDS = ['c1ccc({A})cc1{B}', 'c1cc({A})ncc1{B}', 'c1sc({A})cc1{B}', 'c1ccc2[nH]c({A})cc2c1{B}', 'c1ccc2nc({A})ccc2c1{B}', 'c1cnc({A})nc1{B}', 'C1CCN(CC1){A}{B}', 'c1coc({A})c1{B}']
const GROUPS = ['C', 'CC', 'C(C)C', 'OC', 'OCC', 'N', 'NC', 'N(C)C', 'F', 'Cl', 'Br', 'C(F)(F)F', 'C#N', 'O', 'S(C)(=O)=O', 'C(=O)O', 'C(=O)N', 'N1CCOCC1', 'N1CCCC1', 'c1ccccc1']
const TAILS = ['', 'C(=O)NC', 'C(=O)OC', 'CC(=O)O', 'C(=O)NCC(=O)O', 'CN1CCN(C)CC1', 'OCC(O)CO', 'C(=O)Nc1ccccc1', 'CCN', 'S(=O)(=O)N']


/** `count` SMILES (distinct as strings; a few may be the same molecule written twice). */
export function generateSmiles(count: number, seed = 13): string[] {
  const rand = prng(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T
  const seen = new Set<string>()
  while (seen.size < count) {
    const smiles = pick(SCAFFOLDS).replace('{A}', `(${pick(GROUPS)})`).replace('{B}', `${pick(GROUPS)}${pick(TAILS)}`).replace('()', '')
    seen.add(smiles.replace(/\(\)/g, ''))
  }
  return [...seen]
}

/** The set as an import file: name, SMILES and a made-up IC50. */
export function compoundCsv(smiles: readonly string[]): string {
  return ['name,smiles,IC50 (nM)', ...smiles.map((s, i) => `B-${i + 1},${s},${(10 + ((i * 37) % 990)).toFixed(1)}`)].join('\n')
}
