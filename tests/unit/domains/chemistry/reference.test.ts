// The chemistry numbers held to what the field's reference implementations compute, over sets no
// one here wrote (tests/fixtures/chemistry, made by scripts/chemistryReference.py):
// - 4 993 NCI structures with Ertl's own TPSA and RDKit's formula, MW, WLOGP, MR, Fsp3, rotatable
//   bonds, ESOL inputs and its FilterCatalog's PAINS and Brenk matches (clean ones included);
// - one public molecule known to match each PAINS pattern (ChEMBL, ZINC, PubChem).
// The product's own code computes each value: the RDKit analyser the browser and the server run,
// and the Hill formula from openchemlib's molecule.
import { readFileSync } from 'node:fs'
import initRDKit from '@rdkit/rdkit'
import * as OCL from 'openchemlib'
import Papa from 'papaparse'
import { beforeAll, describe, expect, it } from 'vitest'
import { STRUCTURAL_ALERTS } from '../../../../src/domains/chemistry/data/structuralAlerts.ts'
import { moleculeFormula } from '../../../../src/domains/chemistry/logic/formula.ts'
import { alertDefinitions, createAnalyser, type Analyser, type Analysis, type RDKit } from '../../../../src/domains/chemistry/logic/rdkitEngine.ts'

const fixture = (name: string, delimiter = ',') => {
  const text = readFileSync(new URL(`../../../fixtures/chemistry/${name}`, import.meta.url), 'utf8')
  // The first line says where the data comes from.
  return Papa.parse<Record<string, string>>(text.slice(text.indexOf('\n') + 1), { header: true, skipEmptyLines: true, delimiter }).data
}

let analyser: Analyser
const nci = fixture('nci5k.csv')
const analyses = new Map<string, Analysis | null>()

beforeAll(async () => {
  analyser = createAnalyser(await (initRDKit as unknown as () => Promise<RDKit>)(), alertDefinitions(STRUCTURAL_ALERTS))
  for (const row of nci) analyses.set(row.smiles!, analyser.analyse(row.smiles!))
}, 120_000)

/** The share of the readable rows for which `agrees` holds, and the first few that disagree. */
function agreement(agrees: (row: Record<string, string>, analysis: Analysis) => boolean) {
  let readable = 0
  let agreeing = 0
  const misses: string[] = []
  for (const row of nci) {
    const analysis = analyses.get(row.smiles!)
    if (!analysis) continue
    readable++
    if (agrees(row, analysis)) agreeing++
    else if (misses.length < 5) misses.push(row.smiles!)
  }
  return { share: agreeing / readable, readable, misses }
}

const near = (a: number, b: string, tolerance: number) => Math.abs(a - Number(b)) <= tolerance
const names = (analysis: Analysis, brenk: boolean) =>
  analysis.alerts
    .filter((a) => (a.set === 'Brenk') === brenk)
    .map((a) => a.name)
    .sort()
    .join('|')

describe('against the reference implementations (4 993 NCI structures)', () => {
  it('reads at least 99.9 % of the structures', () => {
    expect(nci.length).toBeGreaterThan(4900)
    expect(nci.filter((row) => analyses.get(row.smiles!)).length / nci.length).toBeGreaterThanOrEqual(0.999)
  })

  it("TPSA is within 0.1 Å² of Ertl's own program on at least 99.5 %", () => {
    const { share, misses } = agreement((row, a) => near(a.properties.tpsa, row.ertl_tpsa!, 0.1))
    expect(share, misses.join(' ')).toBeGreaterThanOrEqual(0.995)
  })

  it.each([
    ['TPSA', 'tpsa', 'tpsa', 0.011],
    ['TPSA with S and P', 'tpsaSP', 'tpsa_sp', 0.011],
    ['WLOGP', 'wlogp', 'wlogp', 0.001],
    ['molar refractivity', 'mr', 'mr', 0.001],
    ['fraction sp3', 'fsp3', 'fsp3', 0.001],
    ['rotatable bonds', 'rotatableBonds', 'rotatable', 0],
    ['atoms (the Ghose count)', 'atoms', 'atoms', 0],
    ['aromatic proportion', 'aromaticProportion', 'aromatic_proportion', 0.0001],
    ['ESOL logS', 'esolLogS', 'esol', 0.01],
  ] as const)('%s is RDKit’s on every structure', (_label, key, column, tolerance) => {
    const { share, misses } = agreement((row, a) => near(a.properties[key], row[column]!, tolerance))
    expect(share, misses.join(' ')).toBe(1)
  })

  it('raises exactly the PAINS and Brenk alerts FilterCatalog raises, none on the clean ones', () => {
    const pains = agreement((row, a) => names(a, false) === row.pains)
    const brenk = agreement((row, a) => names(a, true) === row.brenk)
    expect(pains.share, pains.misses.join(' ')).toBe(1)
    expect(brenk.share, brenk.misses.join(' ')).toBe(1)
    // The set holds both: structures with alerts and clean ones.
    expect(nci.filter((r) => r.pains).length).toBeGreaterThan(100)
    expect(nci.filter((r) => !r.pains && !r.brenk).length).toBeGreaterThan(1000)
  })

  it('writes the Hill formula RDKit writes, from openchemlib’s molecule', () => {
    const { share, misses } = agreement((row) => moleculeFormula(OCL.Molecule.fromSmiles(row.smiles!)) === row.formula)
    expect(share, misses.join(' ')).toBeGreaterThanOrEqual(0.995)
  })

  it('agrees on molecular weight within 0.05 g/mol', () => {
    const { share, misses } = agreement((row) => near(OCL.Molecule.fromSmiles(row.smiles!).getMolecularFormula().relativeWeight, row.mw!, 0.05))
    expect(share, misses.join(' ')).toBeGreaterThanOrEqual(0.995)
  })
})

describe('PAINS on molecules known to match (one public example per pattern)', () => {
  const positives = fixture('pains-positives.tsv', '\t')

  it('flags at least 99 % with the pattern they are known for', () => {
    expect(positives.length).toBeGreaterThan(400)
    const missed = positives.filter((p) => !analyser.analyse(p.smiles!)?.alerts.some((a) => a.name === p.pattern))
    expect(
      1 - missed.length / positives.length,
      missed
        .slice(0, 5)
        .map((p) => p.pattern)
        .join(' '),
    ).toBeGreaterThanOrEqual(0.99)
  })
})
