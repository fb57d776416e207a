/**
 * The month on view with the previous and next month a button away, and a way back to the month
 * it opened on: the member's month and the attendance report share it. The month's name is in
 * the console's language and announced when it changes.
 */
import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { IconButton } from '#platform/ui/IconButton.tsx'
import { shiftMonth } from '../logic/months.ts'

export interface MonthStepperProps {
  /** YYYY-MM on view. */
  month: string
  /** YYYY-MM it opened on ("This month"). */
  home: string
  onChange(month: string): void
  /** More buttons after the arrows. */
  children?: ReactNode
}

export function MonthStepper({ month, home, onChange, children }: MonthStepperProps) {
  const { t, i18n } = useLingui()
  const title = i18n.date(new Date(`${month}-01T00:00:00Z`), { timeZone: 'UTC', year: 'numeric', month: 'long' })
  return (
    <div className="flex flex-wrap items-center gap-1">
      <IconButton label={t`Previous month`} onClick={() => onChange(shiftMonth(month, -1))}>
        <ChevronLeft aria-hidden className="size-5" />
      </IconButton>
      <h2 className="min-w-32 text-center font-semibold text-ink tabular-nums" aria-live="polite" data-month={month}>
        {title}
      </h2>
      <IconButton label={t`Next month`} onClick={() => onChange(shiftMonth(month, 1))}>
        <ChevronRight aria-hidden className="size-5" />
      </IconButton>
      {children}
      {month !== home && (
        <Button variant="ghost" size="sm" onClick={() => onChange(home)}>
          {t`This month`}
        </Button>
      )}
    </div>
  )
}
