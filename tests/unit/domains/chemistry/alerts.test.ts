// PAINS and Brenk alerts on the real openchemlib: known offenders raise the alert their class is
// named for, with the matched atoms; clean drugs raise none; the highlight marks those atoms.
import * as OCL from 'openchemlib'
import { describe, expect, it } from 'vitest'
import { findAlerts, highlightSvg } from '../../../../src/domains/chemistry/logic/alerts.ts'
import { STRUCTURAL_ALERTS } from '../../../../src/domains/chemistry/data/structuralAlerts.ts'

const alertsOf = async (smiles: string) => (await findAlerts(OCL, OCL.Molecule.fromSmiles(smiles))).map((a) => `${a.set}: ${a.name}`)

describe('structural alerts', () => {
  it('holds the PAINS and Brenk sets openchemlib reads', () => {
    expect(STRUCTURAL_ALERTS.filter(([set]) => set === 'PAINS').length).toBeGreaterThan(400)
    expect(STRUCTURAL_ALERTS.filter(([set]) => set === 'Brenk').length).toBeGreaterThan(75)
  })

  it('flags known problem structures by their class', async () => {
    expect(await alertsOf('O=C1NC(=S)SC1=Cc1ccccc1')).toContain('PAINS: ene_rhod_A(235)')
    expect(await alertsOf('Oc1ccccc1O')).toContain('PAINS: catechol_A(92)')
    expect(await alertsOf('Nc1ccccc1N=Nc1ccccc1')).toContain('PAINS: azo_A(324)')
    expect(await alertsOf('O=[N+]([O-])c1ccccc1')).toEqual(['Brenk: nitro group'])
    expect(await alertsOf('C=CC(=O)NC')).toContain('Brenk: Michael acceptor')
    // PAINS first, then Brenk.
    const rhodanine = await alertsOf('O=C1NC(=S)SC1=Cc1ccccc1')
    expect(rhodanine.findIndex((a) => a.startsWith('Brenk'))).toBeGreaterThan(rhodanine.findIndex((a) => a.startsWith('PAINS')))
  })

  it('raises nothing on clean drugs, and names the atoms it matched', async () => {
    expect(await alertsOf('CC(C)Cc1ccc(cc1)C(C)C(=O)O')).toEqual([])
    expect(await alertsOf('Cn1cnc2c1c(=O)n(C)c(=O)n2C')).toEqual([])
    const molecule = OCL.Molecule.fromSmiles('O=[N+]([O-])c1ccccc1')
    const [nitro] = await findAlerts(OCL, molecule)
    expect(nitro!.atoms.map((a) => molecule.getAtomLabel(a)).sort()).toEqual(['N', 'O', 'O'])
    const svg = highlightSvg(molecule, nitro!.atoms, 200, 150)
    expect(svg).toContain('stroke="rgb(234,88,12)"')
    expect(highlightSvg(molecule, [], 200, 150)).not.toContain('rgb(234,88,12)')
  })
})
