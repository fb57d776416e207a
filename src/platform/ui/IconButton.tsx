/**
 * IconButton: a button that shows only an icon, so its label is required — it becomes the
 * accessible name (aria-label) and the tooltip (title, unless `title` says more or less). Sizes
 * as the screens use them: `xs` (a chip's remove, round), `sm` (a table row's action), `md` (a
 * toolbar's or a list's action) and `lg` (the top bar's). Tones: muted (grey, darker on hover),
 * ink, primary, danger and inherit (a chip's colour). Labelled buttons are Button.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { cn } from './cn.ts'

export type IconButtonSize = 'xs' | 'sm' | 'md' | 'lg'
export type IconButtonTone = 'muted' | 'ink' | 'primary' | 'danger' | 'inherit'

const SIZES: Record<IconButtonSize, string> = {
  xs: 'size-5 rounded-full',
  sm: 'size-7 rounded',
  md: 'size-8 rounded-control',
  lg: 'size-9 rounded-md',
}

const TONES: Record<IconButtonTone, string> = {
  muted: 'text-muted hover:bg-canvas hover:text-ink',
  ink: 'text-ink hover:bg-canvas',
  primary: 'text-primary-strong hover:bg-primary-soft',
  danger: 'text-danger-strong hover:bg-danger/10',
  /** The colour of the text around it (a chip's), the hover wash the caller's. */
  inherit: '',
}

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** The accessible name and, unless `title` is given, the tooltip. */
  label: string
  /** The icon (aria-hidden). */
  children: ReactNode
  size?: IconButtonSize
  tone?: IconButtonTone
}

export function IconButton({ label, title, size = 'md', tone = 'muted', className, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={title ?? label}
      className={cn(
        'inline-flex shrink-0 cursor-pointer items-center justify-center focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50',
        SIZES[size],
        TONES[tone],
        className,
      )}
      {...rest}
    >
      {children}
    </button>
  )
}
