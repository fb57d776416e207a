/** The ISO weekdays 1–7 (Monday first) as the console's language names them, for the rules'
 * working-day toggles and the month's column heads. */
import { useLingui } from '@lingui/react/macro'

/** Short weekday names, index 0 = ISO 1 (Monday), in the console's language. */
export function useWeekdayNames(): string[] {
  const { i18n } = useLingui()
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) => i18n.date(new Date(Date.UTC(2024, 0, 1 + i)), { weekday: 'short', timeZone: 'UTC' }))
}
