/**
 * The workbench's "Check in" card for a member: a button that opens the check-in panel (the
 * same one as `<sw-signin-map mode="check-in">`), so the position is asked only when the member
 * means to check in, and the way to the member's month.
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CalendarDays, MapPinCheckInside } from 'lucide-react'
import { Button, buttonClass } from '#platform/ui/Button.tsx'
import { RouteLink } from '#platform/ui/RouteLink.tsx'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { CheckInPanel } from './CheckInPanel.tsx'

export default function CheckInCard() {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby="sw-check-in-title" className="grid gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm" data-check-in-card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="sw-check-in-title" className="flex items-center gap-2 font-semibold text-ink">
          <MapPinCheckInside aria-hidden className="size-5 text-primary-strong" />
          {t`Check in`}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <RouteLink to="/attendance/month" className={buttonClass('ghost')} data-my-month>
            <CalendarDays aria-hidden className="size-4" />
            {t`My attendance`}
          </RouteLink>
          {!open && <Button onClick={() => setOpen(true)}>{t`Check in here`}</Button>}
        </div>
      </div>
      {open ? (
        <CheckInPanel apiBase={apiBase} />
      ) : (
        <p className="text-muted">{t`Sign in for the day where your organisation's sign-in scope is: your browser is asked for your current position.`}</p>
      )}
    </section>
  )
}
