/**
 * Drug-likeness rule sets in the style of SwissADME, as data: each criterion names the
 * descriptor it reads, its bounds and how the bounds read. Framework-free; the /2d panels draw
 * them and the compound workspace filters by them.
 *
 * Sources: Lipinski et al., Adv. Drug Deliv. Rev. 1997 (rule of five: a compound passes with at
 * most one violation); Veber et al., J. Med. Chem. 2002; Egan et al., J. Med. Chem. 2000; Muegge
 * et al., J. Med. Chem. 2001; Teague et al., Angew. Chem. 1999 (lead-likeness). Every logP here is
 * openchemlib's cLogP, not the XLOGP3 or WLOGP some of the papers used: an estimate, labelled so.
 */
import type { CoreProperties } from './descriptors.ts'

export type DescriptorKey = keyof Omit<CoreProperties, 'formula'>

export interface Criterion {
  descriptor: DescriptorKey
  min?: number
  max?: number
  /** `min` is exclusive (e.g. more than 4 carbons). */
  minExclusive?: boolean
}

export interface RuleSet {
  id: 'lipinski' | 'veber' | 'egan' | 'muegge' | 'leadlike'
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
      { descriptor: 'cLogP', max: 5.88 },
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
  value: number
  passed: boolean
}

export interface RuleResult {
  rule: RuleSet
  results: CriterionResult[]
  violations: number
  passed: boolean
}

export function meets(criterion: Criterion, value: number): boolean {
  if (!Number.isFinite(value)) return false
  if (criterion.min !== undefined && (criterion.minExclusive ? value <= criterion.min : value < criterion.min)) return false
  if (criterion.max !== undefined && value > criterion.max) return false
  return true
}

export function evaluateRule(rule: RuleSet, descriptors: CoreProperties): RuleResult {
  const results = rule.criteria.map((criterion) => {
    const value = descriptors[criterion.descriptor]
    return { ...criterion, value, passed: meets(criterion, value) }
  })
  const violations = results.filter((r) => !r.passed).length
  return { rule, results, violations, passed: violations <= rule.allowed }
}

export function evaluateRules(descriptors: CoreProperties): RuleResult[] {
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
