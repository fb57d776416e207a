/**
 * A centred spinner for a screen or the whole console while data or code loads. While one is on
 * screen (not in a hidden kept-alive view) it counts as a pending load, which runs the console's
 * top progress bar.
 */
import { useLingui } from '@lingui/react/macro'
import { beginLoad } from '../store/progress.ts'
import { Spinner } from './Spinner.tsx'
import { useWhileShown } from './viewPresence.ts'

export function PageLoader() {
  const { t } = useLingui()
  useWhileShown(() => beginLoad(), [])
  return (
    <div role="status" className="flex min-h-60 flex-1 items-center justify-center gap-2 text-muted">
      <Spinner className="size-5" />
      <span>{t`Loading…`}</span>
    </div>
  )
}
