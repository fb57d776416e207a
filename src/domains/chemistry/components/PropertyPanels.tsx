/**
 * The /2d side panels: the properties table, drug-likeness and the four toxicity risks, and the
 * rule sets (Lipinski, Veber, Egan, Muegge, lead-likeness) with each criterion's bounds, value
 * and verdict. Every predicted value says it is an estimate and which model made it.
 */
import { useLingui } from '@lingui/react/macro'
import { Check, TriangleAlert, X } from 'lucide-react'
import { LOCALE_TAG } from '../../../platform/core/i18n/catalogs.ts'
import { useElement } from '../../../platform/ui/elementContext.ts'
import { cn } from '../../../platform/ui/cn.ts'
import type { Descriptors, Risk } from '../logic/descriptors.ts'
import { boundsText, evaluateRules } from '../logic/rules.ts'
import { DESCRIPTOR_LABELS, formatValue, RISK_NAMES, RULE_NAMES, TABLE_ORDER, TOXICITY_NAMES } from './labels.ts'

const CARD = 'rounded-lg border border-line bg-surface p-4 shadow-sm'

function Verdict({ passed }: { passed: boolean }) {
  const { t } = useLingui()
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[0.857em] font-medium', passed ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger-strong')}>
      {passed ? <Check aria-hidden className="size-3.5" /> : <X aria-hidden className="size-3.5" />}
      {passed ? t`Pass` : t`Fail`}
    </span>
  )
}

export function PropertiesTable({ descriptors }: { descriptors: Descriptors }) {
  const { t, i18n } = useLingui()
  const locale = LOCALE_TAG[useElement().lang]
  return (
    <section aria-labelledby="sw-2d-properties" className={CARD}>
      <h2 id="sw-2d-properties" className="font-semibold text-ink">
        {t`Properties`}
      </h2>
      <p className="mt-0.5 text-[0.857em] text-muted">{t`* estimate from openchemlib's models (cLogP, cLogS and TPSA methods differ between tools)`}</p>
      <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5">
        <dt className="text-muted">{t`Formula`}</dt>
        <dd className="text-right font-medium text-ink" data-property="formula">
          {descriptors.formula}
        </dd>
        {TABLE_ORDER.map((key) => {
          const label = DESCRIPTOR_LABELS[key]
          return (
            <div key={key} className="contents">
              <dt className="text-muted">
                {i18n._(label.name)}
                {label.estimate && <span title={t`Estimate (openchemlib)`}> *</span>}
              </dt>
              <dd className="text-right font-medium text-ink tabular-nums" data-property={key}>
                {formatValue(descriptors[key], label.digits, locale)}
                {label.unit && <span className="ml-1 font-normal text-muted">{label.unit}</span>}
              </dd>
            </div>
          )
        })}
      </dl>
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
      <p className="mt-0.5 text-[0.857em] text-muted">{t`Estimates from openchemlib's fragment-based predictors (OSIRIS); not a substitute for testing.`}</p>
      <div className="mt-3 flex items-center justify-between gap-2">
        <span className="text-muted">{t`Drug-likeness score`}</span>
        <span className={cn('rounded-full px-2 py-0.5 font-medium tabular-nums', druglike ? 'bg-success/10 text-success' : 'bg-warning/10 text-warning')} data-property="druglikeness">
          {formatValue(descriptors.druglikeness, 2, locale)}
        </span>
      </div>
      <ul className="mt-2 grid gap-1.5">
        {(Object.keys(TOXICITY_NAMES) as Array<keyof Descriptors['toxicity']>).map((key) => {
          const risk = descriptors.toxicity[key]
          return (
            <li key={key} className="flex items-center justify-between gap-2">
              <span className="text-muted">{i18n._(TOXICITY_NAMES[key])}</span>
              <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[0.857em] font-medium', RISK_TONE[risk])} data-risk={key}>
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

export function RulePanels({ descriptors }: { descriptors: Descriptors }) {
  const { t, i18n } = useLingui()
  const locale = LOCALE_TAG[useElement().lang]
  return (
    <section aria-labelledby="sw-2d-rules" className={CARD}>
      <h2 id="sw-2d-rules" className="font-semibold text-ink">
        {t`Drug-likeness rules`}
      </h2>
      <div className="mt-2 grid gap-3">
        {evaluateRules(descriptors).map(({ rule, results, violations, passed }) => (
          <details key={rule.id} open={rule.id === 'lipinski'} className="group rounded-md border border-line" data-rule={rule.id}>
            <summary className="flex cursor-pointer items-center justify-between gap-2 px-3 py-2 select-none">
              <span className="font-medium text-ink">{i18n._(RULE_NAMES[rule.id].name)}</span>
              <span className="flex items-center gap-2">
                <span className="text-[0.857em] text-muted" data-violations={violations}>
                  {violations === 1 ? t`1 violation` : t`${violations} violations`}
                </span>
                <Verdict passed={passed} />
              </span>
            </summary>
            <div className="border-t border-line px-3 py-2">
              <p className="mb-1.5 text-[0.857em] text-muted">{i18n._(RULE_NAMES[rule.id].note)}</p>
              <table className="w-full text-left">
                <thead className="text-[0.857em] text-muted">
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
                      <tr key={result.descriptor} className={result.passed ? 'text-ink' : 'text-danger'}>
                        <td className="py-1">{i18n._(label.name)}</td>
                        <td className="py-1 whitespace-nowrap text-muted">{boundsText(result, (n) => formatValue(n, n % 1 === 0 ? 0 : 2, locale))}</td>
                        <td className="py-1 text-right whitespace-nowrap tabular-nums">
                          {formatValue(result.value, label.digits, locale)}{' '}
                          {result.passed ? <Check aria-label={t`meets`} className="inline size-3.5 text-success" /> : <X aria-label={t`violates`} className="inline size-3.5" />}
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
