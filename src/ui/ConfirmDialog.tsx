/**
 * A modal confirm on Radix Dialog, portalled into the element's shadow root (DESIGN.md: a
 * portal in document.body would be unstyled and leak into the host page).
 */
import * as Dialog from '@radix-ui/react-dialog'
import { shadowDialogFocus } from './dialogFocus.ts'
import { TriangleAlert } from 'lucide-react'
import { useElement } from './elementContext.ts'
import { Button } from './Button.tsx'

interface ConfirmDialogProps {
  open: boolean
  title: string
  description: string
  confirmLabel: string
  cancelLabel: string
  onConfirm(): void
  onCancel(): void
}

export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { portal } = useElement()
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal container={portal}>
        <Dialog.Overlay className="fixed inset-0 z-[2000] bg-black/45" />
        <Dialog.Content
          {...shadowDialogFocus}
          role="alertdialog"
          part="dialog"
          className="fixed top-1/2 left-1/2 z-[2001] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-surface p-6 shadow-2xl focus:outline-none"
        >
          <div className="flex items-start gap-3">
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
            <div>
              <Dialog.Title className="text-base font-semibold text-ink">{title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-muted">{description}</Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button onClick={onConfirm} data-autofocus>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
