// The /2d estimates with the real openchemlib (resources registered from the package, as the
// browser registers them from the emitted resources.json), and the rule sets on them.
import * as OCL from 'openchemlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { computeDescriptors, looksLikeMolfile, MAX_ATOMS, parseStructure } from '../../../../src/domains/chemistry/logic/descriptors.ts'
import { boundsText, evaluateRule, evaluateRules, meets, RULE_SETS } from '../../../../src/domains/chemistry/logic/rules.ts'

beforeAll(() => {
  OCL.Resources.registerFromNodejs()
})

const ASPIRIN = 'CC(=O)Oc1ccccc1C(=O)O'

function descriptorsOf(smiles: string) {
  const parsed = parseStructure(OCL, smiles)
  if (!parsed.ok) throw new Error(parsed.reason)
  return computeDescriptors(OCL, parsed.molecule)
}

describe('descriptors', () => {
  it('gives aspirin MW 180.16, C9H8O4 and 0 Lipinski violations', () => {
    const aspirin = descriptorsOf(ASPIRIN)
    expect(aspirin.formula).toBe('C9H8O4')
    expect(aspirin.molecularWeight.toFixed(2)).toBe('180.16')
    expect(aspirin.exactMass.toFixed(4)).toBe('180.0423')
    expect(aspirin).toMatchObject({ donors: 1, acceptors: 4, rotatableBonds: 3, stereoCenters: 0, heavyAtoms: 13, rings: 1, carbons: 9, heteroatoms: 4 })
    expect(aspirin.tpsa).toBeCloseTo(63.6, 1)
    expect(aspirin.cLogP).toBeCloseTo(1.13, 2)
    const lipinski = evaluateRules(aspirin).find((r) => r.rule.id === 'lipinski')!
    expect(lipinski.violations).toBe(0)
    expect(lipinski.passed).toBe(true)
  })

  it.each([
    // Formula, MW and TPSA as published (PubChem); counts and cLogP as openchemlib computes them
    // (its acceptor count includes paracetamol's amide N, where PubChem counts 2).
    ['caffeine', 'Cn1cnc2c1c(=O)n(C)c(=O)n2C', { formula: 'C8H10N4O2', mw: '194.19', tpsa: 58.4, donors: 0, acceptors: 6, rotatableBonds: 0, stereoCenters: 0, rings: 2, cLogP: -0.18 }],
    ['ibuprofen', 'CC(C)Cc1ccc(cc1)C(C)C(=O)O', { formula: 'C13H18O2', mw: '206.28', tpsa: 37.3, donors: 1, acceptors: 2, rotatableBonds: 4, stereoCenters: 1, rings: 1, cLogP: 3.0 }],
    ['paracetamol', 'CC(=O)Nc1ccc(O)cc1', { formula: 'C8H9NO2', mw: '151.16', tpsa: 49.3, donors: 2, acceptors: 3, rotatableBonds: 1, stereoCenters: 0, rings: 1, cLogP: 1.02 }],
  ] as const)('gives %s its known values and passes Lipinski', (_name, smiles, known) => {
    const d = descriptorsOf(smiles)
    expect(d.formula).toBe(known.formula)
    expect(d.molecularWeight.toFixed(2)).toBe(known.mw)
    expect(d.tpsa).toBeCloseTo(known.tpsa, 1)
    expect(d.cLogP).toBeCloseTo(known.cLogP, 2)
    expect(d).toMatchObject({ donors: known.donors, acceptors: known.acceptors, rotatableBonds: known.rotatableBonds, stereoCenters: known.stereoCenters, rings: known.rings })
    expect(evaluateRule(RULE_SETS[0]!, d)).toMatchObject({ violations: 0, passed: true })
  })

  it("counts a stereo centre and reads openchemlib's toxicity risks", () => {
    const alanine = descriptorsOf('C[C@@H](N)C(=O)O')
    expect(alanine.stereoCenters).toBe(1)
    const nitrobenzene = descriptorsOf('O=[N+]([O-])c1ccccc1')
    expect(Object.values(nitrobenzene.toxicity)).toContain('high')
    for (const risk of Object.values(nitrobenzene.toxicity)) expect(['unknown', 'none', 'low', 'high']).toContain(risk)
  })

  it('fails Lipinski for a large lipophilic molecule (more than one violation)', () => {
    // C40 alkane: MW 563, cLogP far above 5.
    const lipinski = evaluateRule(RULE_SETS[0]!, descriptorsOf('C'.repeat(40)))
    expect(lipinski.violations).toBe(2)
    expect(lipinski.passed).toBe(false)
  })
})

describe('parseStructure', () => {
  it('reads SMILES and molfiles, and names what is wrong with bad input', () => {
    expect(parseStructure(OCL, `  ${ASPIRIN}\n`)).toMatchObject({ ok: true, kind: 'smiles' })
    const molfile = OCL.Molecule.fromSmiles(ASPIRIN).toMolfile()
    expect(looksLikeMolfile(molfile)).toBe(true)
    const fromMolfile = parseStructure(OCL, molfile)
    expect(fromMolfile.ok && fromMolfile.kind).toBe('molfile')
    expect(parseStructure(OCL, '   ')).toEqual({ ok: false, reason: 'empty' })
    const broken = parseStructure(OCL, 'C1CC(')
    expect(broken).toMatchObject({ ok: false, reason: 'invalid' })
    expect(!broken.ok && broken.detail).toMatch(/ring closure/)
  })

  it(`refuses a structure over ${MAX_ATOMS} atoms`, () => {
    expect(parseStructure(OCL, 'C'.repeat(MAX_ATOMS + 1))).toEqual({ ok: false, reason: 'tooLarge' })
  })
})

describe('rules', () => {
  it('reads bounds inclusive, an exclusive minimum strictly, and a missing value as a failure', () => {
    expect(meets({ descriptor: 'molecularWeight', max: 500 }, 500)).toBe(true)
    expect(meets({ descriptor: 'molecularWeight', max: 500 }, 500.01)).toBe(false)
    expect(meets({ descriptor: 'carbons', min: 4, minExclusive: true }, 4)).toBe(false)
    expect(meets({ descriptor: 'carbons', min: 4, minExclusive: true }, 5)).toBe(true)
    expect(meets({ descriptor: 'cLogP', min: -2, max: 5 }, Number.NaN)).toBe(false)
    expect(boundsText({ descriptor: 'molecularWeight', min: 200, max: 600 })).toBe('200 – 600')
    expect(boundsText({ descriptor: 'carbons', min: 4, minExclusive: true })).toBe('> 4')
    expect(boundsText({ descriptor: 'tpsa', max: 131.6 })).toBe('≤ 131.6')
  })
})
