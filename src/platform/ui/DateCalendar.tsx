/**
 * The calendar inside DateField's popover: react-day-picker's month grid in the console's
 * language (month and weekday names, its day labels, the first day of the week from
 * core/i18n/dateText.ts), days before `min` or after `max` disabled, and its keyboard (arrows,
 * PageUp/PageDown a month, Shift with them a year, Home/End the week's ends, Enter or Space to
 * choose). A day chosen in `date` mode applies and closes; in `datetime` mode the hour and minute
 * selects sit below the grid and the popover stays open until Done. Clear empties the field;
 * Today (Now, with the current time, in `datetime` mode) picks the present.
 */
import { useState } from 'react'
import { DateLib, DayPicker } from 'react-day-picker'
import { enUS, zhCN, zhTW } from 'react-day-picker/locale'
import { useLingui } from '@lingui/react/macro'
import type { Language } from '../core/i18n/language.ts'
import { dayOf, firstDayOfWeek, outsideDays, timeOf, valueOfDay, type DateMode } from '../core/i18n/dateText.ts'
import { Button } from './Button.tsx'
import { useElement } from './elementContext.ts'

/** English day names say "November 1", not date-fns's "November 1st": the number shown is in the
 * button's accessible name, for axe and for people who speak what they see. */
const en: typeof enUS = {
  ...enUS,
  labels: {
    ...enUS.labels,
    labelDayButton: (date, modifiers, options, dateLib) =>
      `${modifiers.today ? 'Today, ' : ''}${(dateLib ?? new DateLib(options)).format(date, 'EEEE, MMMM d, yyyy')}${modifiers.selected ? ', selected' : ''}`,
  },
}
const LOCALES = { en, zh: zhCN, tw: zhTW } satisfies Record<Language, unknown>
const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'))
const MINUTES = Array.from({ length: 60 }, (_, m) => String(m).padStart(2, '0'))

export interface DateCalendarProps {
  mode: DateMode
  value: string
  min?: string | undefined
  max?: string | undefined
  /** A new value; `close` when the popover has done its job (a day chosen in `date` mode). */
  onChange(value: string, close: boolean): void
  onClose(): void
  /** The classes of the time's hour and minute selects (the field's control look; passed in so
   * this lazy chunk holds no import kept only for a constant its bundler inlined). */
  selectClassName: string
}

export function DateCalendar({ mode, value, min, max, onChange, onClose, selectClassName }: DateCalendarProps) {
  const { t } = useLingui()
  const { lang } = useElement()
  const selected = dayOf(value)
  const first = dayOf(min ?? '')
  const last = dayOf(max ?? '')
  const now = new Date()
  const todayValue = valueOfDay(now, mode, `${HOURS[now.getHours()]}:${MINUTES[now.getMinutes()]}`)
  const [month, setMonth] = useState(() => selected ?? (outsideDays(todayValue, min, max) ? (first ?? last) : undefined) ?? now)
  // The time a day gets before one is chosen (then the value's own).
  const [pendingTime, setPendingTime] = useState('00:00')
  const time = timeOf(value) ?? pendingTime
  const [hour, minute] = time.split(':') as [string, string]
  const datetime = mode === 'datetime'

  const setTime = (next: string) => {
    setPendingTime(next)
    if (selected) onChange(valueOfDay(selected, mode, next), false)
  }

  const disabled = [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]
  return (
    <div className="sw-date-calendar">
      <DayPicker
        mode="single"
        required
        selected={selected}
        onSelect={(day: Date) => onChange(valueOfDay(day, mode, time), !datetime)}
        month={month}
        onMonthChange={setMonth}
        locale={LOCALES[lang]}
        weekStartsOn={firstDayOfWeek(lang)}
        disabled={disabled}
        showOutsideDays
        fixedWeeks
        autoFocus
      />
      {datetime && (
        <fieldset className="sw-date-time">
          <legend>{t`Time`}</legend>
          <select aria-label={t`Hour`} name="hour" value={hour} onChange={(e) => setTime(`${e.target.value}:${minute}`)} className={selectClassName}>
            {HOURS.map((h) => (
              <option key={h}>{h}</option>
            ))}
          </select>
          <span aria-hidden>:</span>
          <select aria-label={t`Minute`} name="minute" value={minute} onChange={(e) => setTime(`${hour}:${e.target.value}`)} className={selectClassName}>
            {MINUTES.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </fieldset>
      )}
      <div className="sw-date-actions">
        <Button variant="ghost" data-action="clear" disabled={!value} onClick={() => onChange('', true)}>
          {t`Clear`}
        </Button>
        <Button
          variant="ghost"
          data-action="today"
          disabled={outsideDays(todayValue, min, max)}
          onClick={() => {
            setMonth(now)
            onChange(todayValue, !datetime)
          }}
        >
          {datetime ? t`Now` : t`Today`}
        </Button>
        {datetime && (
          <Button variant="secondary" data-action="done" onClick={onClose}>
            {t`Done`}
          </Button>
        )}
      </div>
    </div>
  )
}
