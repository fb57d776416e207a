/** A full-page or in-layout message with a way back (404, 401, not available). */
import type { ReactNode } from 'react'
import { Button, buttonClass } from '#platform/ui/Button.tsx'
import { RouteLink } from '../components/RouteLink.tsx'

/** A link, or a button for an action that must decide where to go when pressed. */
export type StatusAction = { label: string; to: string } | { label: string; onClick(): void }

export function StatusPage({ code, title, body, actions }: { code?: string; title: string; body: ReactNode; actions: StatusAction[] }) {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-4 text-center">
      {code && <p className="text-[3.5em] leading-none font-bold text-primary-strong">{code}</p>}
      <h1 className="text-[1.4em] font-semibold text-ink">{title}</h1>
      <p className="max-w-md text-muted">{body}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {actions.map((action, index) => {
          const variant = index === 0 ? 'primary' : 'secondary'
          return 'to' in action ? (
            <RouteLink key={action.label} to={action.to} className={buttonClass(variant)}>
              {action.label}
            </RouteLink>
          ) : (
            <Button key={action.label} variant={variant} onClick={action.onClick}>
              {action.label}
            </Button>
          )
        })}
      </div>
    </section>
  )
}
