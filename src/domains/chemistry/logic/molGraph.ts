/**
 * A molecule as a plain graph — element, charge and hydrogens of each atom; the atoms, order and
 * aromaticity of each bond; the rings — read from RDKit's JSON (`mol.get_json()`, its
 * "commonchem" form with the rdkitRepresentation extension), so counts that depend on
 * aromaticity (TPSA) follow RDKit's perception, the one the field's reference values use.
 * Framework-free.
 */

export interface GraphAtom {
  /** Atomic number. */
  z: number
  charge: number
  /** Implicit hydrogens (explicit ones are atoms of their own). */
  hs: number
  aromatic: boolean
}

export interface GraphBond {
  atoms: readonly [number, number]
  /** 1, 2, 3 (0 for a dative or unknown order). */
  order: number
  aromatic: boolean
}

export interface MolGraph {
  atoms: GraphAtom[]
  bonds: GraphBond[]
  /** Each ring as its atom indexes (RDKit's ring perception). */
  rings: number[][]
}

interface RdkitJson {
  defaults?: { atom?: { z?: number; chg?: number; impHs?: number }; bond?: { bo?: number } }
  molecules: Array<{
    atoms: Array<{ z?: number; chg?: number; impHs?: number }>
    bonds?: Array<{ atoms: [number, number]; bo?: number }>
    extensions?: Array<{ name: string; aromaticAtoms?: number[]; aromaticBonds?: number[]; atomRings?: number[][] }>
  }>
}

/** The graph of the first molecule of RDKit's JSON. */
export function graphFromRdkitJson(json: string): MolGraph {
  const parsed = JSON.parse(json) as RdkitJson
  const atomDefaults = { z: 6, chg: 0, impHs: 0, ...parsed.defaults?.atom }
  const bondOrder = parsed.defaults?.bond?.bo ?? 1
  const molecule = parsed.molecules[0]
  if (!molecule) return { atoms: [], bonds: [], rings: [] }
  const extension = molecule.extensions?.find((e) => e.name === 'rdkitRepresentation')
  const aromatic = new Set(extension?.aromaticBonds ?? [])
  const aromaticAtoms = new Set(extension?.aromaticAtoms ?? [])
  return {
    atoms: molecule.atoms.map((a, i) => ({
      z: a.z ?? atomDefaults.z,
      charge: a.chg ?? atomDefaults.chg,
      hs: a.impHs ?? atomDefaults.impHs,
      aromatic: aromaticAtoms.has(i),
    })),
    bonds: (molecule.bonds ?? []).map((b, i) => ({ atoms: b.atoms, order: b.bo ?? bondOrder, aromatic: aromatic.has(i) })),
    rings: extension?.atomRings ?? [],
  }
}
