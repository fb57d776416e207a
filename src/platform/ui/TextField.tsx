/**
 * Labelled input with its error tied to it (aria-invalid, aria-describedby), an optional
 * leading icon and trailing slot (e.g. the show-password toggle).
 */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from './cn.ts'

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
      {(error || hint) && (
        <p id={messageId} className={cn('mt-1 text-minor', error ? 'text-danger' : 'text-muted')}>
          {error ?? hint}
        </p>
      )}
    </div>
  )
})
