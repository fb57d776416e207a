/**
 * A list of dates being edited (the rules' holiday calendar and make-up working days): each date a
 * chip in the reader's language with its remove button, a date field that adds the day it is
 * given, and an iCalendar (.ics) import that adds every day of the file's events (read in the
 * browser with ical.js, loaded only then) and says how many were added. Sorted, no repeats.
 */
import { useId, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CalendarPlus, X } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { DateField } from '#platform/ui/DateField.tsx'
import { IconButton } from '#platform/ui/IconButton.tsx'
import { cn } from '#platform/ui/cn.ts'
import { MAX_RULE_DATES } from '../contract.ts'

export interface DateListProps {
  /** The list's key (data-date-list). */
  name: string
  label: string
  /** What the dates are, under the label. */
  hint: string
  dates: readonly string[]
  onChange(dates: string[]): void
  error?: string | undefined
  /** The chips' look: a rest day or a working one. */
  tone: 'rest' | 'work'
}

/** At most this many bytes of calendar are read (a country's years of holidays are far less). */
const MAX_ICS_BYTES = 1_000_000

export function DateList({ name, label, hint, dates, onChange, error, tone }: DateListProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const file = useRef<HTMLInputElement>(null)
  const [note, setNote] = useState<{ text: string; bad: boolean } | null>(null)
  const add = (more: readonly string[]) => onChange([...new Set([...dates, ...more])].sort())
  const text = (date: string) =>
    i18n.date(new Date(`${date}T00:00:00Z`), { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' })

  const importFile = async (chosen: File | undefined) => {
    if (!chosen) return
    if (chosen.size > MAX_ICS_BYTES) return setNote({ text: t`The calendar is larger than 1 MB.`, bad: true })
    const { icsDates } = await import('../logic/icsDates.ts')
    const found = icsDates(await chosen.text())
    if (found instanceof Error) return setNote({ text: t`${chosen.name} is not an iCalendar file.`, bad: true })
    const added = found.filter((d) => !dates.includes(d)).length
    add(found)
    setNote({ text: t`${added} dates added from ${chosen.name}.`, bad: false })
  }

  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={`${id}-hint`} data-date-list={name}>
      <legend className="font-medium text-ink">{label}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-minor text-muted">
        {hint}
      </p>
      {dates.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {dates.map((date) => (
            <li
              key={date}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-2.5 text-small tabular-nums',
                tone === 'rest' ? 'border-warning/40 bg-warning/10 text-ink' : 'border-primary/30 bg-primary-soft text-primary-strong',
              )}
            >
              <time dateTime={date}>{text(date)}</time>
              <IconButton
                size="xs"
                tone="inherit"
                className="hover:bg-black/10"
                label={t`Remove ${text(date)}`}
                onClick={() => onChange(dates.filter((d) => d !== date))}
              >
                <X aria-hidden className="size-3.5" />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t`No dates.`}</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <DateField
          className="w-48"
          label={t`Add a date`}
          value=""
          onChange={(value) => {
            if (value) add([value])
          }}
        />
        <Button variant="secondary" onClick={() => file.current?.click()} disabled={dates.length >= MAX_RULE_DATES}>
          <CalendarPlus aria-hidden className="size-4" />
          {t`Import a calendar (.ics)`}
        </Button>
        <input
          ref={file}
          type="file"
          accept=".ics,text/calendar"
          className="hidden"
          aria-label={t`Import a calendar (.ics)`}
          onChange={(e) => {
            void importFile(e.target.files?.[0])
            e.target.value = ''
          }}
        />
        {dates.length > 0 && (
          <Button variant="quiet" onClick={() => onChange([])}>
            {t`Remove all`}
          </Button>
        )}
      </div>
      {note && (
        <p role="status" className={cn('text-minor', note.bad ? 'text-danger' : 'text-muted')}>
          {note.text}
        </p>
      )}
      {error && (
        <p role="alert" className="text-minor text-danger">
          {error}
        </p>
      )}
    </fieldset>
  )
}
