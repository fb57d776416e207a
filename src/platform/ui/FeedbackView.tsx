/**
 * What the feedback layer draws: the toasts and the session-ended confirm (docs/spec.md#errors). Loaded on
 * demand by FeedbackLayer the first time there is something to show.
 */
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { CircleAlert, CircleCheck, Info, LoaderCircle, TriangleAlert, X } from 'lucide-react'
import { dismissToast, feedbackState, type ToastKind } from '../store/feedback.ts'
import { dismissSessionConfirm, reLogin } from '../store/http.ts'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { IconButton } from './IconButton.tsx'
import { cn } from './cn.ts'

const ICONS: Record<ToastKind, typeof Info> = {
  error: CircleAlert,
  warning: TriangleAlert,
  success: CircleCheck,
  info: Info,
  loading: LoaderCircle,
}

const TONES: Record<ToastKind, string> = {
  error: 'border-danger/30 text-danger',
  warning: 'border-warning/30 text-warning',
  success: 'border-success/30 text-success',
  info: 'border-primary/30 text-primary-strong',
  loading: 'border-primary/30 text-primary-strong',
}

export function FeedbackView() {
  const { t, i18n } = useLingui()
  const feedback = useSnapshot(feedbackState)
  return (
    <>
      <div part="toasts" className="pointer-events-none fixed inset-x-0 top-16 z-[3000] flex flex-col items-center gap-2 px-4" aria-live="assertive">
        {feedback.toasts.map((toast) => {
          const Icon = ICONS[toast.kind]
          return (
            <div
              key={toast.id}
              role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
              className={cn('pointer-events-auto flex max-w-md items-start gap-2 rounded-control border bg-surface px-4 py-2.5 shadow-lg', TONES[toast.kind])}
            >
              <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', toast.kind === 'loading' && 'animate-spin motion-reduce:animate-none')} />
              <span className="text-ink">{toast.text ?? (toast.message ? i18n._(toast.message) : '')}</span>
              <IconButton size="xs" className="ml-1" onClick={() => dismissToast(toast.id)} label={t`Dismiss`}>
                <X aria-hidden className="size-3.5" />
              </IconButton>
            </div>
          )
        })}
      </div>
      <ConfirmDialog
        open={feedback.sessionConfirm}
        title={t`Confirm logout`}
        description={t`You have been logged out, you can cancel to stay on this page, or log in again`}
        confirmLabel={t`Re-Login`}
        cancelLabel={t`Cancel`}
        onConfirm={() => reLogin()}
        onCancel={dismissSessionConfirm}
      />
    </>
  )
}
