// The bench's generated compound set is valid chemistry: RDKit — which refuses what openchemlib
// lets pass (a fluorine with two bonds, a nitrogen with five) — reads every structure, and they
// are (but for a few written twice) distinct molecules, so the import and search benches time real work.
import initRDKit from '@rdkit/rdkit'
import * as OCL from 'openchemlib'
import { describe, expect, it } from 'vitest'
import { generateSmiles } from '../../../bench/compoundSet.ts'
import { readMol, type RDKit } from '../../../src/domains/chemistry/logic/rdkitEngine.ts'

describe('the bench compound set', () => {
  it('holds 3 000 structures RDKit reads, nearly all distinct molecules', async () => {
    const rdkit = await (initRDKit as unknown as () => Promise<RDKit>)()
    const smiles = generateSmiles(3000)
    const unreadable = smiles.filter((s) => {
      const mol = readMol(rdkit, s)
      mol?.delete()
      return !mol
    })
    expect(unreadable).toEqual([])
    expect(new Set(smiles.map((s) => OCL.Molecule.fromSmiles(s).getIDCode())).size).toBeGreaterThan(2950)
    expect(generateSmiles(3000)).toEqual(smiles)
  }, 60_000)
})
