/** A full-page or in-layout message with a way back (404, 401, not available). */
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { cn } from '../../../platform/ui/cn.ts'

export function StatusPage({ code, title, body, actions }: { code?: string; title: string; body: ReactNode; actions: Array<{ to: string; label: string }> }) {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-4 text-center">
      {code && <p className="text-[3.5em] leading-none font-bold text-primary/80">{code}</p>}
      <h1 className="text-[1.4em] font-semibold text-ink">{title}</h1>
      <p className="max-w-md text-muted">{body}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {actions.map((action, index) => (
          <Link
            key={action.to}
            to={action.to}
            className={cn('inline-flex h-[var(--sw-control-h)] items-center rounded-control px-4 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary', index === 0 ? 'bg-primary-strong text-white hover:bg-primary-hover' : 'border border-line bg-surface text-ink hover:border-primary hover:text-primary-strong')}
          >
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  )
}
