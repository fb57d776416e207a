/** Names, units and number formats of the /2d descriptors and rule sets, in the user's language. */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { DescriptorKey, RuleSet } from '../logic/rules.ts'
import type { Descriptors, Risk } from '../logic/descriptors.ts'

export interface DescriptorLabel {
  name: MessageDescriptor
  unit?: string
  /** Decimal places shown. */
  digits: number
  /** Predicted by a model (an estimate), not counted or computed exactly. */
  estimate?: boolean
}

export const DESCRIPTOR_LABELS: Record<DescriptorKey, DescriptorLabel> = {
  molecularWeight: { name: msg`Molecular weight`, unit: 'g/mol', digits: 2 },
  exactMass: { name: msg`Exact mass`, unit: 'Da', digits: 4 },
  cLogP: { name: msg`cLogP`, digits: 2, estimate: true },
  cLogS: { name: msg`cLogS (solubility)`, digits: 2, estimate: true },
  tpsa: { name: msg`Topological polar surface area`, unit: 'Å²', digits: 1, estimate: true },
  donors: { name: msg`H-bond donors`, digits: 0 },
  acceptors: { name: msg`H-bond acceptors`, digits: 0 },
  rotatableBonds: { name: msg`Rotatable bonds`, digits: 0 },
  stereoCenters: { name: msg`Stereo centres`, digits: 0 },
  heavyAtoms: { name: msg`Heavy atoms`, digits: 0 },
  rings: { name: msg`Rings`, digits: 0 },
  carbons: { name: msg`Carbon atoms`, digits: 0 },
  heteroatoms: { name: msg`Heteroatoms`, digits: 0 },
}

/** The order of the properties table. */
export const TABLE_ORDER: DescriptorKey[] = ['molecularWeight', 'exactMass', 'cLogP', 'cLogS', 'tpsa', 'donors', 'acceptors', 'rotatableBonds', 'stereoCenters', 'heavyAtoms', 'rings']

export const RULE_NAMES: Record<RuleSet['id'], { name: MessageDescriptor; note: MessageDescriptor }> = {
  lipinski: { name: msg`Lipinski (rule of five)`, note: msg`Passes with at most one violation.` },
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

export function formatValue(value: number, digits: number, locale: string): string {
  return Number.isFinite(value) ? value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '—'
}
