/** A small spinning ring in the current text colour. */
import { cn } from './cn.ts'
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('inline-block rounded-full border-2 border-current border-r-transparent', className)}
      style={{ animation: 'sw-spin 0.8s linear infinite' }}
    />
  )
}
