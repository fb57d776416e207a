/** Saving what the page made as a file: a Blob, a text or a table (CSV or Excel) under a file
 * name (an object URL clicked through a temporary link, revoked a second later); an export's
 * rows, with a warning when the server held some back. */
import type { MessageDescriptor } from '@lingui/core'
import { toCsv, toXlsx } from '../core/files/tableFile.ts'
import { showToast } from '../store/feedback.ts'

export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function downloadText(text: string, filename: string, type: string): void {
  downloadBlob(new Blob([text], { type: `${type};charset=utf-8` }), filename)
}

/** Saves a table as `<name>.csv` or `<name>.xlsx` (one sheet called `sheet`). */
export async function downloadTable(
  format: 'csv' | 'xlsx',
  name: string,
  sheet: string,
  fields: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): Promise<void> {
  if (format === 'csv') downloadText(toCsv(fields, rows), `${name}.csv`, 'text/csv')
  else downloadBlob(await toXlsx(sheet, fields, rows), `${name}.xlsx`)
}

/** Saves an export's table (downloadTable); `truncated`, when the rows stopped at the export's
 * limit, is the warning that says so and how to narrow it (a toast). */
export async function downloadExport(
  format: 'csv' | 'xlsx',
  name: string,
  sheet: string,
  table: { fields: readonly string[]; data: ReadonlyArray<ReadonlyArray<string | number>> },
  truncated?: MessageDescriptor | false,
): Promise<void> {
  await downloadTable(format, name, sheet, table.fields, table.data)
  if (truncated) showToast({ kind: 'warning', message: truncated, duration: 5000 })
}
