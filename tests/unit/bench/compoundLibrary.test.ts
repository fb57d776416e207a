// The million-compound bench's library is valid, drug-like chemistry and distinct: RDKit — which
// refuses what openchemlib lets pass — reads a spread sample of it, nearly every structure is a
// molecule of its own (openchemlib idcode, the workspace's identity), most keep to Lipinski's
// weight, and the enumeration is the same on every run.
import initRDKit from '@rdkit/rdkit'
import * as OCL from 'openchemlib'
import { describe, expect, it } from 'vitest'
import { LIBRARY_SCAFFOLDS, LIBRARY_SIZE, libraryParts, libraryStructure } from '../../../bench/compoundLibrary.ts'
import { readMol, type RDKit } from '../../../src/domains/chemistry/logic/rdkitEngine.ts'

describe('the million-compound library', () => {
  it('holds more than six million combinations, enough for a million distinct', () => {
    expect(LIBRARY_SIZE).toBeGreaterThan(6_000_000)
  })

  it('reads as valid, distinct, mostly drug-like structures across the enumeration', async () => {
    const rdkit = await (initRDKit as unknown as () => Promise<RDKit>)()
    // 2 000 from the start and 1 000 from near the millionth: the order spreads the scaffolds.
    const indices = [...Array.from({ length: 2000 }, (_, i) => i), ...Array.from({ length: 1000 }, (_, i) => 999_000 + i)]
    const smiles = indices.map(libraryStructure)
    const weights: number[] = []
    const unreadable = smiles.filter((s) => {
      const mol = readMol(rdkit, s)
      if (mol) weights.push((JSON.parse(mol.get_descriptors()) as { amw: number }).amw)
      mol?.delete()
      return !mol
    })
    expect(unreadable).toEqual([])
    expect(new Set(smiles.map((s) => OCL.Molecule.fromSmiles(s).getIDCode())).size).toBeGreaterThan(2990)
    expect(weights.filter((w) => w <= 500).length / weights.length).toBeGreaterThan(0.95)
    // The first 500 already use every scaffold.
    expect(new Set(indices.slice(0, 500).map((i) => libraryParts(i).scaffold)).size).toBe(LIBRARY_SCAFFOLDS.length)
    expect(indices.slice(0, 50).map(libraryStructure)).toEqual(smiles.slice(0, 50))
  }, 60_000)
})
