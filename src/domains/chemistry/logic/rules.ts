/**
 * Drug-likeness rule sets in the style of SwissADME, as data: each criterion names the
 * descriptor it reads, its bounds and how the bounds read. Framework-free; the /2d panels draw
 * them and the compound workspace filters by them.
 *
 * Sources: Lipinski et al., Adv. Drug Deliv. Rev. 1997 (rule of five: a compound passes with at
 * most one violation); Ghose et al., J. Comb. Chem. 1999 (the qualifying range); Veber et al.,
 * J. Med. Chem. 2002; Egan et al., J. Med. Chem. 2000; Muegge et al., J. Med. Chem. 2001; Teague
 * et al., Angew. Chem. 1999 (lead-likeness). TPSA is Ertl's (N and O), which Veber and Egan were
 * fitted to; Ghose and Egan read Wildman–Crippen logP (WLOGP, as SwissADME does: Egan's AlogP98
 * and Ghose's ALOGP are of the same atom-based family); the others openchemlib's cLogP — an
 * estimate, labelled so. A criterion whose value is not known (RDKit has not answered) is
 * neither met nor violated, and the rule's verdict waits for it.
 */
import type { CoreProperties } from './descriptors.ts'
import { profileOf, type Profile, type ProfileKey } from './profile.ts'

export type DescriptorKey = ProfileKey

export interface Criterion {
  descriptor: DescriptorKey
  min?: number
  max?: number
  /** `min` is exclusive (e.g. more than 4 carbons). */
  minExclusive?: boolean
}

export interface RuleSet {
  id: 'lipinski' | 'ghose' | 'veber' | 'egan' | 'muegge' | 'leadlike'
  criteria: Criterion[]
  /** Violations a passing compound may have (Lipinski allows one). */
  allowed: number
}

export const RULE_SETS: readonly RuleSet[] = [
  {
    id: 'lipinski',
    allowed: 1,
    criteria: [
      { descriptor: 'molecularWeight', max: 500 },
      { descriptor: 'cLogP', max: 5 },
      { descriptor: 'donors', max: 5 },
      { descriptor: 'acceptors', max: 10 },
    ],
  },
  {
    id: 'ghose',
    allowed: 0,
    criteria: [
      { descriptor: 'wlogp', min: -0.4, max: 5.6 },
      { descriptor: 'molecularWeight', min: 160, max: 480 },
      { descriptor: 'mr', min: 40, max: 130 },
      { descriptor: 'atoms', min: 20, max: 70 },
    ],
  },
  {
    id: 'veber',
    allowed: 0,
    criteria: [
      { descriptor: 'rotatableBonds', max: 10 },
      { descriptor: 'tpsa', max: 140 },
    ],
  },
  {
    id: 'egan',
    allowed: 0,
    criteria: [
      { descriptor: 'wlogp', max: 5.88 },
      { descriptor: 'tpsa', max: 131.6 },
    ],
  },
  {
    id: 'muegge',
    allowed: 0,
    criteria: [
      { descriptor: 'molecularWeight', min: 200, max: 600 },
      { descriptor: 'cLogP', min: -2, max: 5 },
      { descriptor: 'tpsa', max: 150 },
      { descriptor: 'rings', max: 7 },
      { descriptor: 'carbons', min: 4, minExclusive: true },
      { descriptor: 'heteroatoms', min: 1, minExclusive: true },
      { descriptor: 'rotatableBonds', max: 15 },
      { descriptor: 'acceptors', max: 10 },
      { descriptor: 'donors', max: 5 },
    ],
  },
  {
    id: 'leadlike',
    allowed: 0,
    criteria: [
      { descriptor: 'molecularWeight', min: 250, max: 350 },
      { descriptor: 'cLogP', max: 3.5 },
      { descriptor: 'rotatableBonds', max: 7 },
    ],
  },
]

export interface CriterionResult extends Criterion {
  /** Null: not known yet (or not computable for this structure). */
  value: number | null
  passed: boolean | null
}

export interface RuleResult {
  rule: RuleSet
  results: CriterionResult[]
  violations: number
  /** Null while a criterion that could decide it is not known. */
  passed: boolean | null
}

export function meets(criterion: Criterion, value: number): boolean {
  if (!Number.isFinite(value)) return false
  if (criterion.min !== undefined && (criterion.minExclusive ? value <= criterion.min : value < criterion.min)) return false
  if (criterion.max !== undefined && value > criterion.max) return false
  return true
}

export function evaluateRule(rule: RuleSet, descriptors: Profile): RuleResult {
  const results = rule.criteria.map((criterion) => {
    const value = descriptors[criterion.descriptor]
    return { ...criterion, value, passed: value === null ? null : meets(criterion, value) }
  })
  const violations = results.filter((r) => r.passed === false).length
  const unknown = results.filter((r) => r.passed === null).length
  return { rule, results, violations, passed: violations > rule.allowed ? false : violations + unknown > rule.allowed ? null : true }
}

/** Lipinski's verdict from openchemlib's values alone (all four of its criteria are). */
export function lipinskiOf(core: CoreProperties): { violations: number; passed: boolean } {
  const { violations, passed } = evaluateRule(RULE_SETS[0]!, profileOf(core, null))
  return { violations, passed: passed === true }
}

export function evaluateRules(descriptors: Profile): RuleResult[] {
  return RULE_SETS.map((rule) => evaluateRule(rule, descriptors))
}

/** The bounds as text: `≤ 500`, `200–600`, `> 4`. */
export function boundsText(criterion: Criterion, format: (n: number) => string = String): string {
  const { min, max, minExclusive } = criterion
  if (min !== undefined && max !== undefined) return `${format(min)} – ${format(max)}`
  if (min !== undefined) return `${minExclusive ? '>' : '≥'} ${format(min)}`
  if (max !== undefined) return `≤ ${format(max)}`
  return ''
}
