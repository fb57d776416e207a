// The /2d values with the real openchemlib (resources registered from the package, as the
// browser registers them from the emitted resources.json) and the real RDKit, and the rule sets
// on them: a verdict that needs an RDKit value waits for it.
import { readFileSync } from 'node:fs'
import initRDKit from '@rdkit/rdkit'
import * as OCL from 'openchemlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { STRUCTURAL_ALERTS } from '../../../../src/domains/chemistry/data/structuralAlerts.ts'
import { computeDescriptors, computeProperties, looksLikeMolfile, MAX_ATOMS, parseStructure } from '../../../../src/domains/chemistry/logic/descriptors.ts'
import { profileOf } from '../../../../src/domains/chemistry/logic/profile.ts'
import { alertDefinitions, createAnalyser, type Analyser, type RDKit } from '../../../../src/domains/chemistry/logic/rdkitEngine.ts'
import { boundsText, evaluateRule, evaluateRules, lipinskiOf, meets, RULE_SETS } from '../../../../src/domains/chemistry/logic/rules.ts'

let analyser: Analyser
beforeAll(async () => {
  OCL.Resources.registerFromNodejs()
  analyser = createAnalyser(await (initRDKit as unknown as () => Promise<RDKit>)(), alertDefinitions(STRUCTURAL_ALERTS))
}, 60_000)

const ASPIRIN = 'CC(=O)Oc1ccccc1C(=O)O'

function descriptorsOf(smiles: string) {
  const parsed = parseStructure(OCL, smiles)
  if (!parsed.ok) throw new Error(parsed.reason)
  return computeDescriptors(OCL, parsed.molecule)
}

/** Both toolkits' values, as the /2d panels have them once RDKit has answered. */
const profile = (smiles: string) => profileOf(descriptorsOf(smiles), analyser.analyse(smiles)!.properties)
const rule = (id: string) => RULE_SETS.find((r) => r.id === id)!

describe('descriptors', () => {
  it('gives aspirin MW 180.16, C9H8O4 and 0 Lipinski violations', () => {
    const aspirin = descriptorsOf(ASPIRIN)
    expect(aspirin.formula).toBe('C9H8O4')
    expect(aspirin.molecularWeight.toFixed(2)).toBe('180.16')
    expect(aspirin.exactMass.toFixed(4)).toBe('180.0423')
    expect(aspirin).toMatchObject({ donors: 1, acceptors: 4, stereoCenters: 0, heavyAtoms: 13, rings: 1, carbons: 9, heteroatoms: 4 })
    expect(aspirin.cLogP).toBeCloseTo(1.13, 2)
    expect(lipinskiOf(aspirin)).toEqual({ violations: 0, passed: true })
    const all = evaluateRules(profile(ASPIRIN))
    expect(all.find((r) => r.rule.id === 'lipinski')).toMatchObject({ violations: 0, passed: true })
    // MW 180 is within Ghose's 160–480, but 21 atoms and MR 44.7 are near its lower edges: it passes.
    expect(all.find((r) => r.rule.id === 'ghose')).toMatchObject({ violations: 0, passed: true })
  })

  it('leaves a verdict that needs RDKit open until RDKit answers, and decides Lipinski at once', () => {
    const waiting = evaluateRules(profileOf(descriptorsOf(ASPIRIN), null))
    expect(waiting.find((r) => r.rule.id === 'lipinski')!.passed).toBe(true)
    for (const id of ['ghose', 'veber', 'egan']) {
      const result = waiting.find((r) => r.rule.id === id)!
      expect(result.passed, id).toBeNull()
      expect(result.results.some((c) => c.passed === null)).toBe(true)
    }
    // A structure already failing more than allowed fails without waiting.
    expect(evaluateRule(rule('muegge'), profileOf(descriptorsOf('C'.repeat(40)), null)).passed).toBe(false)
  })

  it("decides Veber and Egan with Ertl's TPSA, not the one counting S", () => {
    // A disulfide-rich structure: S-counting TPSA far above 140, Ertl's well below.
    const smiles = 'CSSCCSSCCSSCCSSCCSSCCSSC'
    const p = profile(smiles)
    expect(p.tpsaSP!).toBeGreaterThan(140)
    expect(evaluateRule(rule('veber'), p).results.find((c) => c.descriptor === 'tpsa')).toMatchObject({ value: 0, passed: true })
  })

  it.each([
    // Formula and MW as published (PubChem); TPSA as SwissADME shows it (Ertl's: caffeine's ring
    // N are aromatic, 61.82, where PubChem's Kekulé reading gives 58.4); rotatable bonds as
    // RDKit counts them; H-bond counts and cLogP as openchemlib computes them (its acceptor count
    // includes paracetamol's amide N, where PubChem counts 2).
    [
      'caffeine',
      'Cn1cnc2c1c(=O)n(C)c(=O)n2C',
      { formula: 'C8H10N4O2', mw: '194.19', tpsa: 61.82, donors: 0, acceptors: 6, rotatableBonds: 0, stereoCenters: 0, rings: 2, cLogP: -0.18 },
    ],
    [
      'ibuprofen',
      'CC(C)Cc1ccc(cc1)C(C)C(=O)O',
      { formula: 'C13H18O2', mw: '206.28', tpsa: 37.3, donors: 1, acceptors: 2, rotatableBonds: 4, stereoCenters: 1, rings: 1, cLogP: 3.0 },
    ],
    [
      'paracetamol',
      'CC(=O)Nc1ccc(O)cc1',
      { formula: 'C8H9NO2', mw: '151.16', tpsa: 49.3, donors: 2, acceptors: 3, rotatableBonds: 1, stereoCenters: 0, rings: 1, cLogP: 1.02 },
    ],
  ] as const)('gives %s its known values and passes Lipinski', (_name, smiles, known) => {
    const d = descriptorsOf(smiles)
    const p = profile(smiles)
    expect(d.formula).toBe(known.formula)
    expect(d.molecularWeight.toFixed(2)).toBe(known.mw)
    expect(p.tpsa!).toBeCloseTo(known.tpsa, 1)
    expect(d.cLogP).toBeCloseTo(known.cLogP, 2)
    expect(d).toMatchObject({ donors: known.donors, acceptors: known.acceptors, stereoCenters: known.stereoCenters, rings: known.rings })
    expect(p.rotatableBonds).toBe(known.rotatableBonds)
    expect(evaluateRule(RULE_SETS[0]!, p)).toMatchObject({ violations: 0, passed: true })
  })

  it('writes formulas in Hill order, with the charge after', () => {
    expect(descriptorsOf('O=[N+]([O-])c1cc(Cl)cc([N+](=O)[O-])c1O').formula).toBe('C6H3ClN2O5')
    expect(descriptorsOf('OP(=O)(O)F').formula).toBe('H2FO3P')
    expect(descriptorsOf('C[N+](C)(C)C').formula).toBe('C4H12N+')
  })

  it("counts stereo centres as openchemlib's MoleculeProperties does, over the NCI set (which counts on a copy, twice as slow)", () => {
    const lines = readFileSync(new URL('../../../fixtures/chemistry/nci5k.csv', import.meta.url), 'utf8')
      .split('\n')
      .slice(2)
    let counted = 0
    let withStereo = 0
    for (const line of lines) {
      const smiles = line.split(',')[0]
      const parsed = smiles ? parseStructure(OCL, smiles, { coordinates: false }) : null
      if (!parsed?.ok) continue
      const copy = parseStructure(OCL, smiles!, { coordinates: false })
      const reference = copy.ok ? new OCL.MoleculeProperties(copy.molecule).stereoCenterCount : NaN
      expect(computeProperties(OCL, parsed.molecule).stereoCenters, smiles).toBe(reference)
      counted++
      if (reference > 0) withStereo++
    }
    expect(counted).toBeGreaterThan(4900)
    expect(withStereo).toBeGreaterThan(1000)
  }, 60_000)

  it("counts a stereo centre and reads openchemlib's toxicity risks", () => {
    const alanine = descriptorsOf('C[C@@H](N)C(=O)O')
    expect(alanine.stereoCenters).toBe(1)
    const nitrobenzene = descriptorsOf('O=[N+]([O-])c1ccccc1')
    expect(Object.values(nitrobenzene.toxicity)).toContain('high')
    for (const risk of Object.values(nitrobenzene.toxicity)) expect(['unknown', 'none', 'low', 'high']).toContain(risk)
  })

  it('fails Lipinski for a large lipophilic molecule (more than one violation)', () => {
    // C40 alkane: MW 563, cLogP far above 5.
    const lipinski = evaluateRule(RULE_SETS[0]!, profileOf(descriptorsOf('C'.repeat(40)), null))
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
