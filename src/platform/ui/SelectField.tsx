/**
 * Labelled native select (keyboard and screen readers for free) styled like TextField, with its
 * error tied to it.
 */
import { type SelectHTMLAttributes } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from './cn.ts'
import { FieldFrame, useFieldIds } from './FieldFrame.tsx'

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: string
  error?: string
  options: Array<{ value: string; label: string }>
  placeholder?: string
}

export function SelectField({ label, error, options, placeholder, id, className = '', required, ...rest }: SelectFieldProps) {
  const { controlId: selectId, messageId } = useFieldIds(id)
  return (
    <FieldFrame controlId={selectId} messageId={messageId} label={label} required={required} error={error} className={className}>
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
    </FieldFrame>
  )
}
