/**
 * A sortable column's header cell: a button that asks for the column's sort, `aria-sort` on the
 * cell for screen readers, and an arrow on the active column in its direction. Numeric columns
 * align right. Every sortable table uses it (users, compounds, the attendance report).
 */
import { ArrowDown, ArrowUp } from 'lucide-react'
import { cn } from './cn.ts'

export interface SortHeaderProps {
  label: string
  active: boolean
  order: 'asc' | 'desc'
  onSort(): void
  numeric?: boolean
  className?: string
}

export function SortHeader({ label, active, order, onSort, numeric = false, className }: SortHeaderProps) {
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('py-2 pr-2 font-medium', numeric && 'text-right', className)}
    >
      <button
        type="button"
        onClick={onSort}
        className={cn(
          'inline-flex cursor-pointer items-center gap-1 hover:text-ink focus-visible:outline-2 focus-visible:outline-primary',
          active && 'text-ink',
        )}
      >
        {label}
        {active && (order === 'asc' ? <ArrowUp aria-hidden className="size-3.5" /> : <ArrowDown aria-hidden className="size-3.5" />)}
      </button>
    </th>
  )
}
