/**
 * The "From" and "To" day fields of a log's filters (each bounds the other), for dateRange.ts
 * to turn into instants.
 */
import { useLingui } from '@lingui/react/macro'
import { FIELD_CONTROL } from '../../../platform/ui/fieldControl.ts'

export interface DayRange {
  from: string
  to: string
}

export function DateRangeFields({ value, onChange }: { value: DayRange; onChange(next: DayRange): void }) {
  const { t } = useLingui()
  return (
    <>
      <label className="grid gap-1 text-[0.857em] text-muted">
        {t`From`}
        <input type="date" name="from" value={value.from} max={value.to || undefined} onChange={(e) => onChange({ ...value, from: e.target.value })} className={FIELD_CONTROL} />
      </label>
      <label className="grid gap-1 text-[0.857em] text-muted">
        {t`To`}
        <input type="date" name="to" value={value.to} min={value.from || undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} className={FIELD_CONTROL} />
      </label>
    </>
  )
}
