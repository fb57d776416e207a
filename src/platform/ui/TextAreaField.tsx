/**
 * Labelled multi-line text with its error or hint tied to it (aria-invalid, aria-describedby): a
 * textarea of TextField's look (the line, the focus ring) in the fields' FieldFrame.
 */
import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { cn } from './cn.ts'
import { FieldFrame, useFieldIds } from './FieldFrame.tsx'

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  error?: string
  hint?: string
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className = '', required, rows = 3, ...rest },
  ref,
) {
  const { controlId: inputId, messageId } = useFieldIds(id)
  return (
    <FieldFrame controlId={inputId} messageId={messageId} label={label} required={required} error={error} hint={hint} className={className}>
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
    </FieldFrame>
  )
})
