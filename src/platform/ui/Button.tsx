/**
 * Button primitive: primary / secondary / ghost, sized by the element's size variable, with a
 * loading state that keeps the label readable for screen readers.
 */
import type { ComponentPropsWithRef } from 'react'
import { Spinner } from './Spinner.tsx'
import { cn } from './cn.ts'

type Variant = 'primary' | 'secondary' | 'ghost'

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-primary-strong text-white hover:bg-primary-hover disabled:opacity-60',
  secondary: 'border border-line bg-surface text-ink hover:border-primary hover:text-primary-strong disabled:opacity-60',
  ghost: 'text-primary-strong hover:bg-primary-soft disabled:opacity-60',
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: Variant
  loading?: boolean
  block?: boolean
}

export function Button({ variant = 'primary', loading = false, block = false, className = '', children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn('inline-flex h-[var(--sw-control-h)] cursor-pointer items-center justify-center gap-2 rounded-control px-4 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed', block && 'w-full', VARIANTS[variant], className)}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  )
}
