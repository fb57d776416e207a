/**
 * Story-only compound workspace data: the reference server's six demo drugs (demo/server/domains/
 * chemistry/seed.ts) with the properties openchemlib and RDKit compute for them, as the compound
 * endpoints answer. Nothing here is shipped.
 */
import { PROPERTY_COLUMNS, type Compound, type CompoundPoint, type PropertyColumn } from '../../src/domains/chemistry/contract.ts'

type Row = [
  name: string,
  smiles: string,
  formula: string,
  mw: number,
  cLogP: number,
  hbd: number,
  hba: number,
  violations: number,
  tags: string[],
  solubility: number,
  rdkit: Rdkit,
]
/** RDKit's values (tests/unit/domains/chemistry/rdkitEngine.test.ts computes them the same way). */
type Rdkit = [tpsa: number, tpsaSP: number, wlogp: number, mr: number, fsp3: number, esolLogS: number, rotatableBonds: number, pains: string[], brenk: string[]]

const ROWS: Row[] = [
  [
    'Atorvastatin',
    'CC(C)c1c(C(=O)Nc2ccccc2)c(-c2ccccc2)c(-c2ccc(F)cc2)n1CC[C@@H](O)C[C@@H](O)CC(=O)O',
    'C33H35FN2O5',
    558.65,
    5.62,
    4,
    7,
    2,
    ['statin'],
    0.00112,
    [111.79, 111.79, 6.3136, 157.2466, 0.2727, -6.9043, 12, [], []],
  ],
  [
    'Imatinib',
    'Cc1ccc(NC(=O)c2ccc(CN3CCN(C)CC3)cc2)cc1Nc1nccc(-c2cccnc2)n1',
    'C29H31N7O',
    493.61,
    3.94,
    2,
    8,
    0,
    ['kinase inhibitor', 'oncology'],
    0.0146,
    [86.28, 86.28, 4.5903, 146.8939, 0.2414, -5.8103, 7, [], []],
  ],
  [
    'Paracetamol',
    'CC(=O)Nc1ccc(O)cc1',
    'C8H9NO2',
    151.16,
    1.02,
    2,
    3,
    0,
    ['analgesic'],
    14,
    [49.33, 49.33, 1.3506, 42.4105, 0.125, -1.9657, 1, [], ['hydroquinone']],
  ],
  ['Caffeine', 'Cn1cnc2c1c(=O)n(C)c(=O)n2C', 'C8H10N4O2', 194.19, -0.18, 0, 6, 0, ['CNS'], 21.6, [61.82, 61.82, -1.0293, 51.196, 0.375, -0.8713, 0, [], []]],
  ['Ibuprofen', 'CC(C)Cc1ccc(cc1)C(C)C(=O)O', 'C13H18O2', 206.28, 3.0, 1, 2, 0, ['NSAID'], 0.021, [37.3, 37.3, 3.0732, 61.0348, 0.4615, -3.0871, 4, [], []]],
  [
    'Aspirin',
    'CC(=O)Oc1ccccc1C(=O)O',
    'C9H8O4',
    180.16,
    1.13,
    1,
    4,
    0,
    ['NSAID'],
    3.3,
    [63.6, 63.6, 1.3101, 44.7103, 0.1111, -1.9919, 2, [], ['phenol_ester']],
  ],
]

export const STORY_COMPOUNDS: Compound[] = ROWS.map(
  ([name, smiles, formula, molecularWeight, cLogP, donors, acceptors, lipinskiViolations, tags, solubility, rdkit], i) => {
    const [tpsa, tpsaSP, wlogp, mr, fsp3, esolLogS, rotatableBonds, pains, brenk] = rdkit
    return {
      id: 6 - i,
      name,
      smiles,
      notes: name === 'Aspirin' ? 'Reference: COX inhibitor.' : '',
      formula,
      molecularWeight,
      cLogP,
      donors,
      acceptors,
      lipinskiViolations,
      tpsa,
      tpsaSP,
      wlogp,
      mr,
      fsp3,
      esolLogS,
      rotatableBonds,
      pains,
      brenk,
      tags,
      activities: { 'Solubility (mg/mL)': solubility },
      createdBy: 'Edith Clarke',
      createdAt: new Date(Date.UTC(2026, 10, 24, 9 - i)).toISOString(),
      updatedAt: null,
    }
  },
)

export const STORY_POINTS: CompoundPoint[] = STORY_COMPOUNDS.map(({ id, name, lipinskiViolations, activities, ...c }) => ({
  id,
  name,
  lipinskiViolations,
  activities,
  ...(Object.fromEntries(PROPERTY_COLUMNS.map((column) => [column, c[column]])) as Pick<Compound, PropertyColumn>),
}))
