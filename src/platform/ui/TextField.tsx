/**
 * Labelled input with its error tied to it (aria-invalid, aria-describedby), an optional
 * leading icon and trailing slot (e.g. the show-password toggle).
 */
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from './cn.ts'
import { FieldFrame, useFieldIds } from './FieldFrame.tsx'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string
  error?: string
  hint?: string
  icon?: ReactNode
  trailing?: ReactNode
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, icon, trailing, id, className = '', required, ...rest },
  ref,
) {
  const { controlId: inputId, messageId } = useFieldIds(id)
  return (
    <FieldFrame controlId={inputId} messageId={messageId} label={label} required={required} error={error} hint={hint} className={className}>
      <div
        className={cn(
          'flex h-[var(--sw-control-h)] items-center gap-2 rounded-control border bg-surface px-3 transition-colors has-[input:read-only]:bg-canvas focus-within:ring-2 focus-within:ring-primary/25',
          error ? 'border-danger focus-within:border-danger' : 'border-line focus-within:border-primary',
        )}
      >
        {icon && <span className="shrink-0 text-muted">{icon}</span>}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          aria-required={required || undefined}
          className="h-full min-w-0 flex-1 bg-transparent text-ink outline-none placeholder:text-muted/70"
          {...rest}
        />
        {trailing}
      </div>
    </FieldFrame>
  )
})
