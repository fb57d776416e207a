/**
 * A structure's values from both toolkits under one set of keys — openchemlib's (descriptors.ts:
 * weights, cLogP, cLogS, H-bond counts, rings…) and RDKit's (rdkitEngine.ts: Ertl's TPSA, WLOGP,
 * MR, Fsp3, ESOL, rotatable bonds, atoms) — for the rule sets and the panels. An RDKit value is
 * null while RDKit has not answered, or where it cannot read the structure. Framework-free.
 */
import type { CoreProperties } from './descriptors.ts'
import type { RdkitProperties } from './rdkitEngine.ts'

type RdkitKey = Exclude<keyof RdkitProperties, 'heavyAtoms' | 'aromaticProportion'>
export type ProfileKey = Exclude<keyof CoreProperties, 'formula'> | RdkitKey

export type Profile = Record<ProfileKey, number | null>

const RDKIT_KEYS: readonly RdkitKey[] = ['tpsa', 'tpsaSP', 'wlogp', 'mr', 'fsp3', 'rotatableBonds', 'atoms', 'esolLogS']

/** Whether a key's value comes from RDKit (else openchemlib). */
export const isRdkitKey = (key: ProfileKey): key is RdkitKey => (RDKIT_KEYS as readonly string[]).includes(key)

export function profileOf(core: CoreProperties, rdkit: RdkitProperties | null): Profile {
  const { formula: _formula, ...own } = core
  const fromRdkit = Object.fromEntries(RDKIT_KEYS.map((key) => [key, rdkit ? rdkit[key] : null])) as Record<RdkitKey, number | null>
  return { ...own, ...fromRdkit }
}
