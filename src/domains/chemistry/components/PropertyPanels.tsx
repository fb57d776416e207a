/**
 * The /2d side panels: the properties table (openchemlib's and RDKit's values, each estimate with
 * the model that made it), drug-likeness and the four toxicity risks, and the rule sets
 * (Lipinski, Ghose, Veber, Egan, Muegge, lead-likeness) with each criterion's bounds, value and
 * verdict.
 */
import { useLingui } from '@lingui/react/macro'
import { Check, TriangleAlert, X } from 'lucide-react'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { cn } from '#platform/ui/cn.ts'
import type { Descriptors, Risk } from '../logic/descriptors.ts'
import { solubilityClass } from '../logic/models.ts'
import type { Profile } from '../logic/profile.ts'
import type { AnalysisState } from '../hooks/useAnalysis.ts'
import { boundsText, evaluateRules } from '../logic/rules.ts'
import { DESCRIPTOR_LABELS, formatValue, RISK_NAMES, RULE_NAMES, SOLUBILITY_NAMES, TABLE_ORDER, TOXICITY_NAMES } from '../messages/labels.ts'

export const CARD = 'rounded-lg border border-line bg-surface p-4 shadow-sm'

function Verdict({ passed }: { passed: boolean | null }) {
  const { t } = useLingui()
  if (passed === null) return <span className="rounded-full bg-canvas px-2 py-0.5 text-small font-medium text-muted">{t`Waiting for RDKit`}</span>
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-small font-medium',
        passed ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger-strong',
      )}
    >
      {passed ? <Check aria-hidden className="size-3.5" /> : <X aria-hidden className="size-3.5" />}
      {passed ? t`Pass` : t`Fail`}
    </span>
  )
}

/** A value RDKit has not given yet reads "…"; one it cannot give, "—". */
function ValueCell({ value, digits, locale, pending }: { value: number | null; digits: number; locale: string; pending: boolean }) {
  const { t } = useLingui()
  if (value === null && pending)
    return (
      <span className="text-muted" title={t`Computing with RDKit…`}>
        …
      </span>
    )
  return <>{formatValue(value, digits, locale)}</>
}

export function PropertiesTable({ formula, profile, status }: { formula: string; profile: Profile; status: AnalysisState['status'] }) {
  const { t, i18n } = useLingui()
  const locale = LOCALE_TAG[useElement().lang]
  const logS = profile.esolLogS
  return (
    <section aria-labelledby="sw-2d-properties" className={CARD}>
      <h2 id="sw-2d-properties" className="font-semibold text-ink">
        {t`Properties`}
      </h2>
      <p className="mt-0.5 text-small text-muted">{t`Each estimate names the model that made it: values from different models differ.`}</p>
      <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5">
        <dt className="text-muted">
          {t`Formula`}
          <span className="block text-tiny text-muted">{t`Hill order`}</span>
        </dt>
        <dd className="text-right font-medium text-ink" data-property="formula">
          {formula}
        </dd>
        {TABLE_ORDER.map((key) => {
          const label = DESCRIPTOR_LABELS[key]
          return (
            <div key={key} className="contents">
              <dt className="text-muted">
                {i18n._(label.name)}
                {label.method && <span className="block text-tiny text-muted">{i18n._(label.method)}</span>}
              </dt>
              <dd className="text-right font-medium text-ink tabular-nums" data-property={key}>
                <ValueCell value={profile[key]} digits={label.digits} locale={locale} pending={status === 'pending'} />
                {label.unit && <span className="ml-1 font-normal text-muted">{label.unit}</span>}
                {key === 'esolLogS' && logS !== null && (
                  <span className="block text-tiny font-normal text-muted">{i18n._(SOLUBILITY_NAMES[solubilityClass(logS)])}</span>
                )}
              </dd>
            </div>
          )
        })}
      </dl>
      {status === 'failed' && <p className="mt-2 text-small text-danger">{t`RDKit did not start on this page: the values it computes are missing.`}</p>}
    </section>
  )
}

const RISK_TONE: Record<Risk, string> = {
  unknown: 'bg-canvas text-muted',
  none: 'bg-success/10 text-success',
  low: 'bg-warning/10 text-warning',
  high: 'bg-danger/10 text-danger-strong',
}

export function SafetyPanel({ descriptors }: { descriptors: Descriptors }) {
  const { t, i18n } = useLingui()
  const locale = LOCALE_TAG[useElement().lang]
  const druglike = descriptors.druglikeness > 0
  return (
    <section aria-labelledby="sw-2d-safety" className={CARD}>
      <h2 id="sw-2d-safety" className="font-semibold text-ink">
        {t`Drug-likeness and toxicity risks`}
      </h2>
      <p className="mt-0.5 text-small text-muted">{t`Estimates from openchemlib's fragment-based predictors (OSIRIS); not a substitute for testing.`}</p>
      <div className="mt-3 flex items-center justify-between gap-2">
        <span className="text-muted">{t`Drug-likeness score`}</span>
        <span
          className={cn('rounded-full px-2 py-0.5 font-medium tabular-nums', druglike ? 'bg-success/10 text-success' : 'bg-warning/10 text-warning')}
          data-property="druglikeness"
        >
          {formatValue(descriptors.druglikeness, 2, locale)}
        </span>
      </div>
      <ul className="mt-2 grid gap-1.5">
        {(Object.keys(TOXICITY_NAMES) as Array<keyof Descriptors['toxicity']>).map((key) => {
          const risk = descriptors.toxicity[key]
          return (
            <li key={key} className="flex items-center justify-between gap-2">
              <span className="text-muted">{i18n._(TOXICITY_NAMES[key])}</span>
              <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-small font-medium', RISK_TONE[risk])} data-risk={key}>
                {risk === 'high' && <TriangleAlert aria-hidden className="size-3.5" />}
                {i18n._(RISK_NAMES[risk])}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

export function RulePanels({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui()
  const locale = LOCALE_TAG[useElement().lang]
  return (
    <section aria-labelledby="sw-2d-rules" className={CARD}>
      <h2 id="sw-2d-rules" className="font-semibold text-ink">
        {t`Drug-likeness rules`}
      </h2>
      <div className="mt-2 grid gap-3">
        {evaluateRules(profile).map(({ rule, results, violations, passed }) => (
          <details key={rule.id} open={rule.id === 'lipinski'} className="group rounded-md border border-line" data-rule={rule.id}>
            <summary className="flex cursor-pointer items-center justify-between gap-2 px-3 py-2 select-none">
              <span className="font-medium text-ink">{i18n._(RULE_NAMES[rule.id].name)}</span>
              <span className="flex items-center gap-2">
                <span className="text-small text-muted" data-violations={violations}>
                  {violations === 1 ? t`1 violation` : t`${violations} violations`}
                </span>
                <Verdict passed={passed} />
              </span>
            </summary>
            <div className="border-t border-line px-3 py-2">
              <p className="mb-1.5 text-small text-muted">{i18n._(RULE_NAMES[rule.id].note)}</p>
              <table className="w-full text-left">
                <thead className="text-small text-muted">
                  <tr>
                    <th className="py-1 font-medium">{t`Criterion`}</th>
                    <th className="py-1 font-medium">{t`Bounds`}</th>
                    <th className="py-1 text-right font-medium">{t`Value`}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.map((result) => {
                    const label = DESCRIPTOR_LABELS[result.descriptor]
                    return (
                      <tr key={result.descriptor} className={result.passed === false ? 'text-danger' : 'text-ink'}>
                        <td className="py-1">
                          {i18n._(label.name)}
                          {label.method && <span className="block text-tiny text-muted">{i18n._(label.method)}</span>}
                        </td>
                        <td className="py-1 whitespace-nowrap text-muted">{boundsText(result, (n) => formatValue(n, n % 1 === 0 ? 0 : 2, locale))}</td>
                        <td className="py-1 text-right whitespace-nowrap tabular-nums">
                          {formatValue(result.value, label.digits, locale)}{' '}
                          {result.passed === null ? null : result.passed ? (
                            <Check aria-label={t`meets`} className="inline size-3.5 text-success" />
                          ) : (
                            <X aria-label={t`violates`} className="inline size-3.5" />
                          )}
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}
