/**
 * What every labelled field draws around its control: the label (with the required mark) above,
 * the error or hint below, tied to the control by `messageId` (aria-describedby). TextField,
 * SelectField and TextAreaField put their own control inside.
 */
import { useId, type ReactNode } from 'react'
import { cn } from './cn.ts'

/** The control's id (the given one, else a generated one) and its message's. */
export function useFieldIds(id: string | undefined): { controlId: string; messageId: string } {
  const autoId = useId()
  const controlId = id ?? autoId
  return { controlId, messageId: `${controlId}-msg` }
}

export interface FieldFrameProps {
  controlId: string
  messageId: string
  label: string
  required?: boolean
  error?: string
  hint?: string
  className?: string
  children: ReactNode
}

export function FieldFrame({ controlId, messageId, label, required, error, hint, className = '', children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1 block font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      {children}
      {(error || hint) && (
        <p id={messageId} className={cn('mt-1 text-minor', error ? 'text-danger' : 'text-muted')}>
          {error ?? hint}
        </p>
      )}
    </div>
  )
}
