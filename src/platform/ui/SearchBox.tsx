/**
 * The search box of a filter bar: a magnifier, the input (`type="search"`: Escape and the
 * browser's clear button empty it) and its name for assistive technology, in the bare-control
 * look (the control height, the line, the focus ring on the whole box). The screens' keyword,
 * title and user searches.
 */
import type { InputHTMLAttributes } from 'react'
import { Search } from 'lucide-react'
import { cn } from './cn.ts'

export interface SearchBoxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type' | 'size'> {
  /** What it searches, for assistive technology (the placeholder says it for the eye). */
  label: string
  value: string
  onChange(value: string): void
  /** On the box (width and flex in the bar). */
  className?: string
}

export function SearchBox({ label, value, onChange, className, ...input }: SearchBoxProps) {
  return (
    <label
      className={cn(
        'flex h-[var(--sw-control-h)] items-center gap-2 rounded-control border border-line bg-surface px-3 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25',
        className,
      )}
    >
      <Search aria-hidden className="size-4 shrink-0 text-muted" />
      <span className="sr-only">{label}</span>
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-w-0 flex-1 bg-transparent text-ink outline-none placeholder:text-muted/70"
        {...input}
      />
    </label>
  )
}
