/**
 * The "From" and "To" day fields of a log's filters (each bounds the other), DateFields in the
 * console's language, for dateRange.ts to turn into instants.
 */
import { useLingui } from '@lingui/react/macro'
import { DateField } from '#platform/ui/DateField.tsx'

export interface DayRange {
  from: string
  to: string
}

export function DateRangeFields({ value, onChange }: { value: DayRange; onChange(next: DayRange): void }) {
  const { t } = useLingui()
  return (
    <>
      <DateField
        variant="filter"
        label={t`From`}
        name="from"
        value={value.from}
        max={value.to || undefined}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DateField variant="filter" label={t`To`} name="to" value={value.to} min={value.from || undefined} onChange={(to) => onChange({ ...value, to })} />
    </>
  )
}
