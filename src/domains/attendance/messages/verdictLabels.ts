/** The verdicts as a person reads them, in the console's language. */
import { useLingui } from '@lingui/react/macro'
import type { Verdict } from '../contract.ts'

export function useVerdictLabel(): (verdict: Verdict) => string {
  const { t } = useLingui()
  return (verdict) => (verdict === 'inside' ? t`Inside` : verdict === 'outside' ? t`Outside` : t`Uncertain`)
}
