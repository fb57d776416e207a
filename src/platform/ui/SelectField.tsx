/**
 * Labelled native select (keyboard and screen readers for free) styled like TextField, with its
 * error tied to it.
 */
import { useId, type SelectHTMLAttributes } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from './cn.ts'

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: string
  error?: string
  options: Array<{ value: string; label: string }>
  placeholder?: string
}

export function SelectField({ label, error, options, placeholder, id, className = '', required, ...rest }: SelectFieldProps) {
  const autoId = useId()
  const selectId = id ?? autoId
  const messageId = `${selectId}-msg`
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          aria-required={required || undefined}
          className={cn(
            'h-[var(--sw-control-h)] w-full cursor-pointer appearance-none rounded-control border bg-surface pr-8 pl-3 text-ink outline-none focus:ring-2 focus:ring-primary/25',
            error ? 'border-danger' : 'border-line focus:border-primary',
          )}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted" />
      </div>
      {error && (
        <p id={messageId} className="mt-1 text-minor text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
