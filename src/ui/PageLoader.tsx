/** A centred spinner for a screen or the whole console while data or code loads. */
import { useLingui } from '@lingui/react/macro'
import { Spinner } from './Spinner.tsx'

export function PageLoader() {
  const { t } = useLingui()
  return (
    <div role="status" className="flex min-h-60 flex-1 items-center justify-center gap-2 text-muted">
      <Spinner className="size-5" />
      <span>{t`Loading…`}</span>
    </div>
  )
}
