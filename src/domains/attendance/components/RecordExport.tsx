/**
 * Export of the sign-in records the filters match — every page, up to MAX_RECORD_EXPORT rows
 * (a warning says so when more matched) — as CSV or Excel, through the platform's table files
 * (cells that look like formulas neutralised) and download.
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { downloadExport } from '#platform/ui/download.ts'
import { ExportButtons } from '#platform/ui/ExportButtons.tsx'
import type { AttendanceApi } from '../contract.ts'
import { fetchAllRecords, MAX_RECORD_EXPORT, recordsExportTable } from '../logic/recordExport.ts'
import type { RecordFilter } from './RecordFilters.tsx'

export function RecordExport({ api, filter, disabled }: { api: AttendanceApi; filter: RecordFilter; disabled: boolean }) {
  const { t } = useLingui()
  return (
    <ExportButtons
      label={t`Export the filtered records`}
      disabled={disabled}
      onExport={async (format) => {
        const { list, total } = await fetchAllRecords((query) => api.queryRecords(query), filter)
        const truncated = total > list.length && msg`Only the first ${MAX_RECORD_EXPORT} records were exported; narrow the filters for the rest.`
        await downloadExport(format, 'sign-in-records', 'Sign-in records', recordsExportTable(list), truncated)
      }}
    />
  )
}
