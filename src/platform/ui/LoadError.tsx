/** A list or screen whose data could not be loaded: what failed, and Try again. */
import { useLingui } from '@lingui/react/macro'
import { CircleAlert } from 'lucide-react'
import { Button } from './Button.tsx'

export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useLingui()
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md border border-danger/30 bg-danger/5 p-3 text-danger">
      <CircleAlert aria-hidden className="size-4" />
      <span className="flex-1">{message}</span>
      <Button variant="secondary" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  )
}
