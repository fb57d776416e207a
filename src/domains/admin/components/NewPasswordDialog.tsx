/** The new password of a reset, shown once, with a copy button. */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Copy } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { showToast } from '#platform/store/feedback.ts'

export function NewPasswordDialog({ username, password, onClose }: { username: string; password: string; onClose(): void }) {
  const { t } = useLingui()
  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogLayer part="dialog" className="w-[min(28rem,calc(100vw-2rem))] p-6">
        <DialogHeader title={t`New password for ${username}`} description={t`The new password, shown once.`} />
        <p className="text-muted">{t`Give it to the user; it is not shown again.`}</p>
        <div className="mt-3 flex items-center gap-2">
          <code className="flex-1 rounded-control border border-line bg-canvas px-3 py-2 font-mono text-ink select-all" data-new-password>
            {password}
          </code>
          <Button
            variant="secondary"
            aria-label={t`Copy`}
            onClick={() => void navigator.clipboard.writeText(password).then(() => showToast({ kind: 'success', message: msg`Copied.`, duration: 1500 }))}
          >
            <Copy aria-hidden className="size-4" />
          </Button>
        </div>
        <div className="mt-5 flex justify-end">
          <Button onClick={onClose}>{t`Done`}</Button>
        </div>
      </DialogLayer>
    </DialogRoot>
  )
}
