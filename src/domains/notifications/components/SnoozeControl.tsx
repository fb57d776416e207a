/**
 * Snooze in a notification's detail: a menu of times (in three hours, tomorrow morning, next
 * Monday morning — each with the time it ends, in the reader's language) and "Choose a time…",
 * which opens a date-and-time field (SnoozeForm) checked by the same rule as the server; a
 * snoozed notice can be woken now.
 */
import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { AlarmClock, BellRing, ChevronDown } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { DateField } from '#platform/ui/DateField.tsx'
import { useElement } from '#platform/ui/elementContext.ts'
import { valueOfDay } from '#platform/core/i18n/dateText.ts'
import type { Language } from '#platform/core/i18n/language.ts'
import { MAX_SNOOZE_DAYS } from '../contract.ts'
import { localValue, SNOOZE_CHOICES, SNOOZE_HOURS, snoozeProblem, snoozeText, snoozeTime, type SnoozeChoice } from '../logic/snooze.ts'

const CHOICE_LABELS: Record<SnoozeChoice, MessageDescriptor> = {
  hours: msg`In ${SNOOZE_HOURS} hours`,
  tomorrow: msg`Tomorrow morning`,
  nextWeek: msg`Next week`,
}

export interface SnoozeMenuProps {
  snoozedUntil: string | null
  lang: Language
  onSnooze(at: Date): void
  /** "Choose a time…": the detail shows SnoozeForm. */
  onChoose(): void
  onWake(): void
}

/** The Snooze button with its menu, and "Wake now" when snoozed. */
export function SnoozeMenu({ snoozedUntil, lang, onSnooze, onChoose, onWake }: SnoozeMenuProps) {
  const { t, i18n } = useLingui()
  const { portal } = useElement()
  const now = new Date()
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="secondary" data-action="snooze">
            <AlarmClock aria-hidden className="size-4" />
            {snoozedUntil ? t`Snooze again` : t`Snooze`}
            <ChevronDown aria-hidden className="size-4" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal container={portal}>
          <DropdownMenu.Content
            align="start"
            sideOffset={4}
            collisionPadding={8}
            className="z-50 grid min-w-56 gap-0.5 rounded-lg border border-line bg-surface p-1 text-ink shadow-lg"
          >
            {SNOOZE_CHOICES.map((choice) => (
              <DropdownMenu.Item
                key={choice}
                data-snooze={choice}
                onSelect={() => onSnooze(snoozeTime(choice, new Date()))}
                className="flex cursor-pointer items-baseline justify-between gap-4 rounded px-2 py-1.5 outline-none data-[highlighted]:bg-primary-soft"
              >
                <span>{i18n._(CHOICE_LABELS[choice])}</span>
                <span className="text-small text-muted">{snoozeText(snoozeTime(choice, now), lang)}</span>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <DropdownMenu.Item
              data-snooze="custom"
              onSelect={onChoose}
              className="cursor-pointer rounded px-2 py-1.5 outline-none data-[highlighted]:bg-primary-soft"
            >
              {t`Choose a time…`}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {snoozedUntil && (
        <Button variant="secondary" data-action="wake" onClick={onWake}>
          <BellRing aria-hidden className="size-4" />
          {t`Wake now`}
        </Button>
      )}
    </>
  )
}

/** "Choose a time…": a date-and-time field (tomorrow morning to start with), checked by the
 * server's rule when it is submitted; Enter in the field submits. */
export function SnoozeForm({ onSnooze, onCancel }: { onSnooze(at: Date): void; onCancel(): void }) {
  const { t } = useLingui()
  const [value, setValue] = useState(() => localValue(snoozeTime('tomorrow', new Date())))
  const [tried, setTried] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  // Into the field once the menu has closed (it gives the focus back to its button first).
  useEffect(() => {
    const timer = setTimeout(() => form.current?.querySelector('input')?.focus(), 0)
    return () => clearTimeout(timer)
  }, [])
  const chosen = value ? new Date(value) : null
  const problem = chosen ? snoozeProblem(chosen, new Date()) : 'notTime'
  const error =
    !tried || problem === null
      ? undefined
      : problem === 'tooFar'
        ? t`Choose a time within ${MAX_SNOOZE_DAYS} days.`
        : problem === 'past'
          ? t`Choose a later time.`
          : t`Choose a date and time.`
  return (
    <form
      ref={form}
      data-snooze-form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (chosen && snoozeProblem(chosen, new Date()) === null) onSnooze(chosen)
      }}
    >
      <DateField label={t`Snooze until`} mode="datetime" value={value} onChange={setValue} min={valueOfDay(new Date(), 'date')} error={error} />
      <div className="flex gap-2">
        <Button type="submit">{t`Snooze`}</Button>
        <Button variant="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  )
}
