/**
 * Button primitive and the one action recipe (`buttonClass`): primary / secondary / ghost /
 * quiet / danger looks in three sizes — `md` (the element's control height), `sm` (a bar's or a
 * panel's smaller action) and `row` (an action in a table row) — with a loading state that keeps
 * the label readable for screen readers. A link that looks like a button takes `buttonClass`.
 */
import type { ComponentPropsWithRef } from 'react'
import { Spinner } from './Spinner.tsx'
import { cn } from './cn.ts'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'quiet' | 'danger'
export type ButtonSize = 'md' | 'sm' | 'row'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary-strong text-white hover:bg-primary-hover',
  secondary: 'border border-line bg-surface text-ink hover:border-primary hover:text-primary-strong',
  ghost: 'text-primary-strong hover:bg-primary-soft',
  /** Ink on nothing, a grey wash on hover: an action that should not draw the eye. */
  quiet: 'text-ink hover:bg-canvas',
  danger: 'text-danger-strong hover:bg-danger/10',
}

const SIZES: Record<ButtonSize, string> = {
  md: 'h-[var(--sw-control-h)] gap-2 px-4 font-medium',
  sm: 'h-8 gap-1.5 px-2.5',
  row: 'gap-1 px-1.5 py-0.5',
}

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', ...extra: (string | false | undefined)[]): string {
  return cn(
    'inline-flex cursor-pointer items-center justify-center rounded-control transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60',
    SIZES[size],
    VARIANTS[variant],
    ...extra,
  )
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant
  size?: ButtonSize
  loading?: boolean
  block?: boolean
}

export function Button({ variant, size, loading = false, block = false, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass(variant, size, block && 'w-full', className)}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  )
}
