/** The line after a removal that can be taken back: what happened, and Undo. */
import { useLingui } from '@lingui/react/macro'
import { Button } from './Button.tsx'

export function UndoBar({ text, onUndo }: { text: string; onUndo(): void }) {
  const { t } = useLingui()
  return (
    <p role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-line bg-canvas px-3 py-2 text-ink">
      {text}
      <Button variant="ghost" onClick={onUndo}>
        {t`Undo`}
      </Button>
    </p>
  )
}
