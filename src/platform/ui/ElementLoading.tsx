/**
 * What an element shows while its main chunk arrives: a quiet, accessible placeholder that
 * holds some height so the host page does not jump. Kept free of the UI kit so it costs the
 * element's first download nothing.
 */
import { useLingui } from '@lingui/react/macro'

export function ElementLoading() {
  const { t } = useLingui()
  return (
    <div role="status" aria-live="polite" data-element-loading className="flex min-h-60 items-center justify-center text-muted">
      {t`Loading…`}
    </div>
  )
}
