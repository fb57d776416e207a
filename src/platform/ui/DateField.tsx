/**
 * The console's one date field, for a day (`mode="date"`, value `YYYY-MM-DD`) or
 * a date and time (`mode="datetime"`, value `YYYY-MM-DDTHH:mm`, local) — the same strings the
 * native inputs gave, so screens and the server are unchanged. The text shows and reads the date
 * in the console's language (core/i18n/dateText.ts); what is typed applies on Enter or leaving
 * the field, and text that is not a date (or a day outside min/max) shows a message and changes
 * nothing. The calendar (DateCalendar) opens from the button or Alt+ArrowDown in a non-modal
 * Radix popover portalled into the shadow root; Escape closes it and focus returns to the button.
 * The calendar and its library (react-day-picker on date-fns, ~23 kB gzip) are a chunk of their
 * own, requested when the pointer or focus reaches the field, so a screen with date fields draws
 * without waiting for them. The popover's styles (dateField.css) are adopted with this module, a
 * lazy screen's chunk: nothing here is in an element's first download, and the field itself uses
 * only utilities the screens already have. `variant="filter"` is a search bar's control in the
 * bar's small type, as the native inputs were; `field` is TextField's look.
 */
import { lazy, Suspense, useId, useInsertionEffect, useState, type KeyboardEvent } from 'react'
import * as Popover from '@radix-ui/react-popover'
import { useLingui } from '@lingui/react/macro'
import { CalendarDays } from 'lucide-react'
import { adoptSheet } from '../element/styles.ts'
import { formatDateText, inputSize, outsideDays, parseDateText, valueOfDay, type DateMode } from '../core/i18n/dateText.ts'
import { useElement } from './elementContext.ts'
import { Spinner } from './Spinner.tsx'
import { cn } from './cn.ts'
import { FIELD_SELECT } from './fieldControl.ts'
import css from './dateField.css?inline'

const loadCalendar = () => import('./DateCalendar.tsx')
const DateCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.DateCalendar })))
/** Starts the calendar's download (once: the module is cached). */
const prefetchCalendar = () => void loadCalendar()

export interface DateFieldProps {
  label: string
  /** `YYYY-MM-DD` (date) or `YYYY-MM-DDTHH:mm` (datetime); '' for none. */
  value: string
  onChange(value: string): void
  mode?: DateMode
  name?: string
  id?: string
  /** The first and last days that can be chosen (`YYYY-MM-DD`). */
  min?: string | undefined
  max?: string | undefined
  error?: string | undefined
  hint?: string
  required?: boolean
  variant?: 'field' | 'filter'
  className?: string
}

export function DateField({ label, value, onChange, mode = 'date', name, id, min, max, error, hint, required, variant = 'field', className }: DateFieldProps) {
  const { t } = useLingui()
  const { lang, portal } = useElement()
  const autoId = useId()
  const inputId = id ?? autoId
  const messageId = `${inputId}-msg`
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<string | null>(null)
  // What is wrong with the typed text (worded at render, so a language change rewords it).
  const [problem, setProblem] = useState<'format' | 'range' | null>(null)
  // A value set from outside (the other end of a range, a reset) replaces what was typed.
  const [seen, setSeen] = useState(value)
  if (seen !== value) {
    setSeen(value)
    setDraft(null)
    setProblem(null)
  }

  useInsertionEffect(() => {
    const root = portal?.getRootNode()
    if (root instanceof ShadowRoot || root instanceof Document) adoptSheet(root, css)
  }, [portal])

  const apply = (next: string) => {
    setDraft(null)
    setProblem(null)
    if (next !== value) onChange(next)
  }

  // Today as the example of what can be typed: in the language's wording and in ISO.
  const example = valueOfDay(new Date(), mode, '09:30')
  const sample = formatDateText(example, mode, lang)
  const iso = example.replace('T', ' ')
  const show = (day: string) => formatDateText(day, 'date', lang)

  /** Applies what was typed; false when it is not a date that can be chosen. */
  const commit = (): boolean => {
    if (draft === null) return true
    const next = parseDateText(draft, mode)
    if (next === null) setProblem('format')
    else if (next && outsideDays(next, min, max)) setProblem('range')
    else {
      apply(next)
      return true
    }
    return false
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !commit()) event.preventDefault()
    else if (event.key === 'Escape' && draft !== null) {
      event.preventDefault()
      setDraft(null)
      setProblem(null)
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault()
      if (commit()) setOpen(true)
    }
  }

  const problemText =
    problem === 'format'
      ? mode === 'date'
        ? t`Enter a date such as ${sample} or ${iso}.`
        : t`Enter a date and time such as ${sample} or ${iso}.`
      : problem === 'range'
        ? min && max
          ? t`Choose a day from ${show(min)} to ${show(max)}.`
          : min
            ? t`Choose a day on or after ${show(min)}.`
            : t`Choose a day on or before ${show(max ?? '')}.`
        : undefined
  const message = problemText ?? error ?? hint
  const filter = variant === 'filter'
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <div className={cn(filter && 'grid gap-1 text-small text-muted', className)} data-date-field={mode}>
        <label htmlFor={inputId} className={filter ? undefined : 'mb-1 block font-medium text-ink'}>
          {label}
          {required && (
            <span aria-hidden className="ml-0.5 text-danger">
              *
            </span>
          )}
        </label>
        <Popover.Anchor asChild>
          <div
            onPointerEnter={prefetchCalendar}
            onFocus={prefetchCalendar}
            className={cn(
              'flex h-[var(--sw-control-h)] items-center rounded-control border bg-surface pl-3 transition-colors focus-within:ring-2 focus-within:ring-primary/25',
              problem || error ? 'border-danger focus-within:border-danger' : 'border-line focus-within:border-primary',
            )}
          >
            <input
              id={inputId}
              name={name}
              value={draft ?? formatDateText(value, mode, lang)}
              size={inputSize(mode, lang)}
              placeholder={mode === 'date' ? t`yyyy-mm-dd` : t`yyyy-mm-dd hh:mm`}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={problem || error ? true : undefined}
              aria-describedby={message ? messageId : undefined}
              aria-required={required || undefined}
              className="h-full min-w-0 flex-1 bg-transparent text-ink outline-none placeholder:text-muted/70"
              onChange={(event) => {
                setDraft(event.target.value)
                setProblem(null)
              }}
              onBlur={commit}
              onKeyDown={onKeyDown}
            />
            <Popover.Trigger asChild>
              <button
                type="button"
                aria-label={t`${label}: open the calendar`}
                data-date-trigger
                className="flex h-full shrink-0 cursor-pointer items-center px-2 text-muted hover:text-primary-strong"
              >
                <CalendarDays aria-hidden className="size-4" />
              </button>
            </Popover.Trigger>
          </div>
        </Popover.Anchor>
        {message && (
          <p id={messageId} aria-live="polite" className={cn('mt-1 text-minor', problem || error ? 'text-danger' : 'text-muted')}>
            {message}
          </p>
        )}
      </div>
      <Popover.Portal container={portal}>
        <Popover.Content
          className="sw-date-pop"
          aria-label={label}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          data-date-calendar={mode}
          // Radix's own first focus reads document.activeElement (the host, in a shadow root): the
          // calendar focuses its chosen day (or today) itself.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <Suspense
            fallback={
              <div className="sw-date-loading">
                <Spinner />
              </div>
            }
          >
            <DateCalendar
              mode={mode}
              value={value}
              min={min}
              max={max}
              onChange={(next, close) => {
                apply(next)
                if (close) setOpen(false)
              }}
              onClose={() => setOpen(false)}
              selectClassName={FIELD_SELECT}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
