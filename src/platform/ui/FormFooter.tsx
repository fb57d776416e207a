/** The end of a dialog's form: a problem that belongs to no field (if any), then Cancel and the
 * submit button (busy while the form is being sent). */
import { useLingui } from '@lingui/react/macro'
import { Button } from './Button.tsx'

export function FormFooter({ problem, submitLabel, busy, onCancel }: { problem?: string | undefined; submitLabel: string; busy: boolean; onCancel(): void }) {
  const { t } = useLingui()
  return (
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
}
