// The RDKit analyser the chemistry worker, the import workers and the server share, on the real
// MinimalLib: every alert pattern compiles, known offenders raise the alert their class is named
// for with the atoms it matched, clean drugs raise none, TPSA counts S and P only where asked,
// and unreadable input gives null instead of throwing. The highlight marks the matched atoms.
import initRDKit from '@rdkit/rdkit'
import * as OCL from 'openchemlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { STRUCTURAL_ALERTS } from '../../../../src/domains/chemistry/data/structuralAlerts.ts'
import { highlightSvg } from '../../../../src/domains/chemistry/logic/highlight.ts'
import { alertDefinitions, createAnalyser, type Analyser, type RDKit } from '../../../../src/domains/chemistry/logic/rdkitEngine.ts'

let analyser: Analyser
beforeAll(async () => {
  analyser = createAnalyser(await (initRDKit as unknown as () => Promise<RDKit>)(), alertDefinitions(STRUCTURAL_ALERTS))
}, 60_000)

const alertsOf = (smiles: string) => analyser.analyse(smiles)!.alerts.map((a) => `${a.set}: ${a.name}`)

describe('the RDKit analyser', () => {
  it('compiles every PAINS (A, B, C) and Brenk pattern', () => {
    const count = (set: string) => STRUCTURAL_ALERTS.filter(([s]) => s === set).length
    expect([count('PAINS_A'), count('PAINS_B'), count('PAINS_C'), count('Brenk')]).toEqual([16, 55, 409, 105])
    expect(analyser.alertCount).toBe(STRUCTURAL_ALERTS.length)
  })

  it('flags known problem structures by their class, PAINS before Brenk', () => {
    expect(alertsOf('O=C1NC(=S)SC1=Cc1ccccc1')).toContain('PAINS_A: ene_rhod_A(235)')
    expect(alertsOf('Oc1ccccc1O')).toContain('PAINS_B: catechol_A(92)')
    expect(alertsOf('O=[N+]([O-])c1ccccc1')).toContain('Brenk: nitro_group')
    expect(alertsOf('C=CC(=O)NC')).toContain('Brenk: Michael_acceptor_1')
    const rhodanine = alertsOf('O=C1NC(=S)SC1=Cc1ccccc1')
    expect(rhodanine.findIndex((a) => a.startsWith('Brenk'))).toBeGreaterThan(rhodanine.findIndex((a) => a.startsWith('PAINS')))
  })

  it('raises nothing on clean drugs, and names the atoms it matched', () => {
    expect(alertsOf('CC(C)Cc1ccc(cc1)C(C)C(=O)O')).toEqual([])
    expect(alertsOf('Cn1cnc2c1c(=O)n(C)c(=O)n2C')).toEqual([])
    const nitro = analyser.analyse('O=[N+]([O-])c1ccccc1')!.alerts.find((a) => a.name === 'nitro_group')!
    const molecule = OCL.Molecule.fromSmiles('O=[N+]([O-])c1ccccc1')
    expect(nitro.atoms.map((a) => molecule.getAtomLabel(a)).sort()).toEqual(['N', 'O', 'O'])
    const svg = highlightSvg(molecule, nitro.atoms, 200, 150)
    expect(svg).toContain('stroke="rgb(234,88,12)"')
    expect(highlightSvg(molecule, [], 200, 150)).not.toContain('rgb(234,88,12)')
  })

  it('raises an alert that needs several matches only when there are that many', async () => {
    const rdkit = await (initRDKit as unknown as () => Promise<RDKit>)()
    const twice = createAnalyser(rdkit, [{ set: 'Brenk', name: 'two carboxyls', smarts: 'C(=O)[OX2]', minCount: 2 }])
    // Aspirin: an ester and an acid; methyl acetate: one ester.
    expect(twice.analyse('CC(=O)Oc1ccccc1C(=O)O')!.alerts.map((a) => a.name)).toEqual(['two carboxyls'])
    expect(twice.analyse('CC(=O)OC')!.alerts).toEqual([])
  })

  it("gives aspirin Ertl's TPSA and RDKit's WLOGP, MR, Fsp3 and ESOL", () => {
    expect(analyser.analyse('CC(=O)Oc1ccccc1C(=O)O')!.properties).toEqual({
      tpsa: 63.6,
      tpsaSP: 63.6,
      wlogp: 1.3101,
      mr: 44.7103,
      fsp3: 0.1111,
      rotatableBonds: 2,
      heavyAtoms: 13,
      atoms: 21,
      aromaticProportion: 0.4615,
      // Delaney's equation (SwissADME's refit gives −1.85).
      esolLogS: -1.9919,
    })
  })

  it('counts S and P as polar only in the value labelled so', () => {
    // A disulfide: no N or O, so Ertl's TPSA is 0; with S, 2 × 25.30 Å².
    expect(analyser.analyse('CSSC')!.properties).toMatchObject({ tpsa: 0, tpsaSP: 50.6 })
    // A phosphate: its P=O oxygen is polar either way; P itself adds 9.81 Å².
    const phosphate = analyser.analyse('COP(=O)(OC)OC')!.properties
    expect(phosphate.tpsaSP - phosphate.tpsa).toBeCloseTo(9.81, 2)
  })

  it('reads molfiles, and answers null for what it cannot read', () => {
    const molfile = OCL.Molecule.fromSmiles('CC(=O)Oc1ccccc1C(=O)O').toMolfile()
    expect(analyser.analyse(molfile)!.properties.tpsa).toBe(63.6)
    expect(analyser.analyse('C1CC(')).toBeNull()
    expect(analyser.analyse('')).toBeNull()
    expect(analyser.analyse('not a molecule')).toBeNull()
  })
})
