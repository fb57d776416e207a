/**
 * Labelled multi-line text with its error or hint tied to it (aria-invalid, aria-describedby): the
 * textarea of TextField's look — the line, the focus ring, the required mark.
 */
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react'
import { cn } from './cn.ts'

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  error?: string
  hint?: string
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className = '', required, rows = 3, ...rest },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? autoId
  const messageId = `${inputId}-msg`
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        aria-required={required || undefined}
        className={cn(
          'w-full rounded-control border bg-surface px-3 py-2 text-ink outline-none placeholder:text-muted/70 focus:ring-2 focus:ring-primary/25',
          error ? 'border-danger focus:border-danger' : 'border-line focus:border-primary',
        )}
        {...rest}
      />
      {(error || hint) && (
        <p id={messageId} className={cn('mt-1 text-minor', error ? 'text-danger' : 'text-muted')}>
          {error ?? hint}
        </p>
      )}
    </div>
  )
})
