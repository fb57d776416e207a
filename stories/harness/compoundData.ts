/**
 * Story-only compound workspace data: the reference server's six demo drugs (demo/server/domains/
 * chemistry/seed.ts) with the properties openchemlib computes for them, as the compound
 * endpoints answer. Nothing here is shipped.
 */
import type { Compound, CompoundPoint } from '../../src/domains/chemistry/contract.ts'

type Row = [name: string, smiles: string, formula: string, mw: number, cLogP: number, tpsa: number, hbd: number, hba: number, rotb: number, violations: number, tags: string[], solubility: number]

const ROWS: Row[] = [
  ['Atorvastatin', 'CC(C)c1c(C(=O)Nc2ccccc2)c(-c2ccccc2)c(-c2ccc(F)cc2)n1CC[C@@H](O)C[C@@H](O)CC(=O)O', 'C33H35FN2O5', 558.65, 5.62, 111.8, 4, 7, 12, 2, ['statin'], 0.00112],
  ['Imatinib', 'Cc1ccc(NC(=O)c2ccc(CN3CCN(C)CC3)cc2)cc1Nc1nccc(-c2cccnc2)n1', 'C29H31N7O', 493.61, 3.94, 86.3, 2, 8, 7, 0, ['kinase inhibitor', 'oncology'], 0.0146],
  ['Paracetamol', 'CC(=O)Nc1ccc(O)cc1', 'C8H9NO2', 151.16, 1.02, 49.3, 2, 3, 1, 0, ['analgesic'], 14],
  ['Caffeine', 'Cn1cnc2c1c(=O)n(C)c(=O)n2C', 'C8H10N4O2', 194.19, -0.18, 58.4, 0, 6, 0, 0, ['CNS'], 21.6],
  ['Ibuprofen', 'CC(C)Cc1ccc(cc1)C(C)C(=O)O', 'C13H18O2', 206.28, 3.0, 37.3, 1, 2, 4, 0, ['NSAID'], 0.021],
  ['Aspirin', 'CC(=O)Oc1ccccc1C(=O)O', 'C9H8O4', 180.16, 1.13, 63.6, 1, 4, 3, 0, ['NSAID'], 3.3],
]

export const STORY_COMPOUNDS: Compound[] = ROWS.map(([name, smiles, formula, molecularWeight, cLogP, tpsa, donors, acceptors, rotatableBonds, lipinskiViolations, tags, solubility], i) => ({
  id: 6 - i,
  name,
  smiles,
  notes: name === 'Aspirin' ? 'Reference: COX inhibitor.' : '',
  formula,
  molecularWeight,
  cLogP,
  tpsa,
  donors,
  acceptors,
  rotatableBonds,
  lipinskiViolations,
  tags,
  activities: { 'Solubility (mg/mL)': solubility },
  createdBy: 'Edith Clarke',
  createdAt: new Date(Date.UTC(2026, 10, 24, 9 - i)).toISOString(),
  updatedAt: null,
}))

export const STORY_POINTS: CompoundPoint[] = STORY_COMPOUNDS.map(({ id, name, molecularWeight, cLogP, tpsa, donors, acceptors, rotatableBonds, lipinskiViolations, activities }) => ({
  id, name, molecularWeight, cLogP, tpsa, donors, acceptors, rotatableBonds, lipinskiViolations, activities,
}))
