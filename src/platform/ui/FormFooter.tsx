/** The end of a dialog's form: a problem that belongs to no field (if any), then Cancel and the
 * submit button (busy while the form is being sent). In a form that scrolls, `sticky` keeps them
 * in view at its foot instead of after every field. */
import { useLingui } from '@lingui/react/macro'
import { Button } from './Button.tsx'

export function FormFooter({
  problem,
  submitLabel,
  busy,
  onCancel,
  sticky = false,
}: {
  problem?: string | undefined
  submitLabel: string
  busy: boolean
  onCancel(): void
  sticky?: boolean
}) {
  const { t } = useLingui()
  const content = (
    <>
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  )
  if (!sticky) return content
  return (
    <div data-sticky-footer className="sticky bottom-0 grid gap-2 border-t border-line bg-surface pt-3">
      {content}
    </div>
  )
}
