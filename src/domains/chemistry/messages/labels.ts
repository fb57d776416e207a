/** Names, units and number formats of the /2d descriptors and rule sets, in the user's language. */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { DescriptorKey, RuleSet } from '../logic/rules.ts'
import type { Descriptors, Risk } from '../logic/descriptors.ts'
import type { SolubilityClass } from '../logic/models.ts'
import type { AlertSet } from '../data/structuralAlerts.ts'

export interface DescriptorLabel {
  name: MessageDescriptor
  unit?: string
  /** Decimal places shown. */
  digits: number
  /** The model or method that made it, when it is an estimate or a definition differs between
   * tools (shown beside the name, as SwissADME does). */
  method?: MessageDescriptor
}

const OPENCHEMLIB = msg`openchemlib's estimate`
const CRIPPEN = msg`Wildman–Crippen (RDKit)`

export const DESCRIPTOR_LABELS: Record<DescriptorKey, DescriptorLabel> = {
  molecularWeight: { name: msg`Molecular weight`, unit: 'g/mol', digits: 2 },
  exactMass: { name: msg`Exact mass`, unit: 'Da', digits: 4 },
  cLogP: { name: msg`cLogP`, digits: 2, method: OPENCHEMLIB },
  wlogp: { name: msg`WLOGP`, digits: 2, method: CRIPPEN },
  cLogS: { name: msg`cLogS (solubility)`, digits: 2, method: OPENCHEMLIB },
  esolLogS: { name: msg`ESOL log S`, digits: 2, method: msg`Delaney 2004, from WLOGP` },
  tpsa: { name: msg`TPSA`, unit: 'Å²', digits: 2, method: msg`Ertl: N and O (RDKit)` },
  tpsaSP: { name: msg`TPSA with S and P`, unit: 'Å²', digits: 2, method: msg`Ertl, counting S and P (RDKit)` },
  mr: { name: msg`Molar refractivity`, digits: 2, method: CRIPPEN },
  fsp3: { name: msg`Fraction sp3 carbons`, digits: 2 },
  donors: { name: msg`H-bond donors`, digits: 0, method: OPENCHEMLIB },
  acceptors: { name: msg`H-bond acceptors`, digits: 0, method: OPENCHEMLIB },
  rotatableBonds: { name: msg`Rotatable bonds`, digits: 0, method: msg`RDKit, strict (Veber)` },
  stereoCenters: { name: msg`Stereo centres`, digits: 0 },
  heavyAtoms: { name: msg`Heavy atoms`, digits: 0 },
  atoms: { name: msg`Atoms (with hydrogens)`, digits: 0 },
  rings: { name: msg`Rings`, digits: 0 },
  carbons: { name: msg`Carbon atoms`, digits: 0 },
  heteroatoms: { name: msg`Heteroatoms`, digits: 0 },
}

/** The order of the properties table. */
export const TABLE_ORDER: DescriptorKey[] = [
  'molecularWeight',
  'exactMass',
  'tpsa',
  'tpsaSP',
  'cLogP',
  'wlogp',
  'cLogS',
  'esolLogS',
  'mr',
  'fsp3',
  'donors',
  'acceptors',
  'rotatableBonds',
  'stereoCenters',
  'heavyAtoms',
  'rings',
]

/** ESOL's solubility classes, as SwissADME names them. */
export const SOLUBILITY_NAMES: Record<SolubilityClass, MessageDescriptor> = {
  insoluble: msg`Insoluble`,
  poorly: msg`Poorly soluble`,
  moderately: msg`Moderately soluble`,
  soluble: msg`Soluble`,
  very: msg`Very soluble`,
  highly: msg`Highly soluble`,
}

/** The PAINS sets and Brenk, as the alerts name them. */
export const ALERT_SET_NAMES: Record<AlertSet, string> = { PAINS_A: 'PAINS A', PAINS_B: 'PAINS B', PAINS_C: 'PAINS C', Brenk: 'Brenk' }

export const RULE_NAMES: Record<RuleSet['id'], { name: MessageDescriptor; note: MessageDescriptor }> = {
  lipinski: { name: msg`Lipinski (rule of five)`, note: msg`Passes with at most one violation.` },
  ghose: { name: msg`Ghose`, note: msg`The qualifying range of known drugs (WLOGP, MW, MR, atoms).` },
  veber: { name: msg`Veber`, note: msg`Oral bioavailability in rats.` },
  egan: { name: msg`Egan`, note: msg`Passive absorption.` },
  muegge: { name: msg`Muegge`, note: msg`Pharmacophore-point filter.` },
  leadlike: { name: msg`Lead-likeness`, note: msg`Room for optimisation.` },
}

export const TOXICITY_NAMES: Record<keyof Descriptors['toxicity'], MessageDescriptor> = {
  mutagenic: msg`Mutagenic`,
  tumorigenic: msg`Tumorigenic`,
  irritant: msg`Irritant`,
  reproductive: msg`Reproductive effect`,
}

export const RISK_NAMES: Record<Risk, MessageDescriptor> = {
  unknown: msg`Unknown`,
  none: msg`No risk found`,
  low: msg`Medium risk`,
  high: msg`High risk`,
}

export function formatValue(value: number | null | undefined, digits: number, locale: string): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '—'
}
