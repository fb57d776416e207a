/**
 * Chip: a chosen item shown as a rounded label with an optional icon and, when `onRemove` is
 * given, a remove button (IconButton xs, named "Remove …" by `removeLabel`). The chosen sign-in
 * scopes of attendance rules and a user's further organisations are chips.
 */
import type { ReactNode } from 'react'
import { X } from 'lucide-react'
import { IconButton } from './IconButton.tsx'
import { cn } from './cn.ts'

interface ChipProps {
  children: ReactNode
  icon?: ReactNode
  /** The remove button's name (required with `onRemove`). */
  removeLabel?: string
  onRemove?(): void
  className?: string
}

export function Chip({ children, icon, removeLabel, onRemove, className }: ChipProps) {
  return (
    <li
      className={cn(
        'inline-flex max-w-full min-w-0 items-center gap-1 rounded-full border border-primary/30 bg-primary-soft py-0.5 pl-2.5 text-small text-primary-strong',
        onRemove ? 'pr-1' : 'pr-2.5',
        className,
      )}
    >
      {icon}
      <span className="min-w-0 truncate">{children}</span>
      {onRemove && (
        <IconButton size="xs" tone="inherit" className="shrink-0 hover:bg-black/10" label={removeLabel ?? ''} onClick={onRemove}>
          <X aria-hidden className="size-3.5" />
        </IconButton>
      )}
    </li>
  )
}
