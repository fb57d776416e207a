/** Distances in the reader's language: metres under 1 km, else km with one decimal. */
import { useLingui } from '@lingui/react/macro'

/** Metres under 1 km, else km with one decimal, in the reader's language. */
export function useDistanceText(): (metres: number) => string {
  const { t, i18n } = useLingui()
  return (metres) => {
    if (metres < 1000) {
      const m = i18n.number(Math.round(metres))
      return t`${m} m`
    }
    const km = i18n.number(metres / 1000, { maximumFractionDigits: 1 })
    return t`${km} km`
  }
}
