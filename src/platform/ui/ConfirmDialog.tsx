/**
 * A modal confirm on Radix Dialog, portalled into the element's shadow root (DESIGN.md: a
 * portal in document.body would be unstyled and leak into the host page).
 */
import * as Dialog from '@radix-ui/react-dialog'
import { DialogLayer, DialogRoot } from './DialogLayer.tsx'
import { TriangleAlert } from 'lucide-react'
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
  return (
    <DialogRoot open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogLayer role="alertdialog" part="dialog" className="w-[min(28rem,calc(100vw-2rem))] p-6">
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
      </DialogLayer>
    </DialogRoot>
  )
}
