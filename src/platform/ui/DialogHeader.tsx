/**
 * The header of our Radix dialogs: the title, optional actions, a close button, and the
 * (screen-reader) description every dialog needs.
 */
import type { ReactNode } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import { cn } from './cn.ts'

export function DialogHeader({
  title,
  description,
  actions,
  className = 'mb-4',
}: {
  title: string
  description: string
  actions?: ReactNode
  className?: string
}) {
  const { t } = useLingui()
  return (
    <>
      <div className={cn('flex items-center justify-between gap-3', className)}>
        <Dialog.Title className="text-subtitle font-semibold text-ink">{title}</Dialog.Title>
        <div className="flex items-center gap-2">
          {actions}
          <Dialog.Close aria-label={t`Close`} className="rounded p-1 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary">
            <X aria-hidden className="size-4" />
          </Dialog.Close>
        </div>
      </div>
      <Dialog.Description className="sr-only">{description}</Dialog.Description>
    </>
  )
}
