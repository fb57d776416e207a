/**
 * One axis of the structure–activity chart (ActivityChart.tsx): the column it plots and whether
 * its scale is logarithmic.
 */
import { useLingui } from '@lingui/react/macro'
import { SelectField } from '#platform/ui/SelectField.tsx'
import type { NumericColumn } from '../contract.ts'

interface AxisPickerProps {
  label: string
  name: string
  columns: Array<{ value: NumericColumn; label: string }>
  column: NumericColumn
  onColumn(column: NumericColumn): void
  log: boolean
  onLog(log: boolean): void
}

/** One axis: its column and whether it is logarithmic. */
export function AxisPicker({ label, name, columns, column, onColumn, log, onLog }: AxisPickerProps) {
  const { t } = useLingui()
  return (
    <div className="grid gap-1">
      <SelectField label={label} name={name} options={columns} value={column} onChange={(e) => onColumn(e.target.value as NumericColumn)} />
      <label className="flex cursor-pointer items-center gap-2 text-small text-ink">
        <input
          type="checkbox"
          name={`${name}Log`}
          checked={log}
          onChange={(e) => onLog(e.target.checked)}
          className="size-4 accent-[var(--sw-color-primary)]"
        />
        {t`Logarithmic`}
      </label>
    </div>
  )
}
