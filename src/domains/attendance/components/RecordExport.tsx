/**
 * Export of the sign-in records the filters match — every page, up to MAX_RECORD_EXPORT rows
 * (a warning says so when more matched) — as CSV or Excel, through the platform's table files
 * (cells that look like formulas neutralised) and download.
 */
import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Download } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { downloadTable } from '#platform/ui/download.ts'
import { showToast } from '#platform/store/feedback.ts'
import type { AttendanceApi } from '../contract.ts'
import { fetchAllRecords, MAX_RECORD_EXPORT, recordsExportTable } from '../logic/recordExport.ts'
import type { RecordFilter } from './RecordFilters.tsx'

export function RecordExport({ api, filter, disabled }: { api: AttendanceApi; filter: RecordFilter; disabled: boolean }) {
  const { t } = useLingui()
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null)

  async function exportAs(format: 'csv' | 'xlsx') {
    setExporting(format)
    try {
      const { list, total } = await fetchAllRecords((query) => api.queryRecords(query), filter)
      const { fields, data } = recordsExportTable(list)
      await downloadTable(format, 'sign-in-records', 'Sign-in records', fields, data)
      if (total > list.length)
        showToast({
          kind: 'warning',
          message: msg`Only the first ${MAX_RECORD_EXPORT} records were exported; narrow the filters for the rest.`,
          duration: 5000,
        })
    } catch {
      // the HTTP layer showed why
    } finally {
      setExporting(null)
    }
  }

  return (
    <div role="group" aria-label={t`Export the filtered records`} className="inline-flex items-center gap-1">
      <Button
        variant="secondary"
        data-action="export-csv"
        loading={exporting === 'csv'}
        disabled={disabled || exporting !== null}
        onClick={() => void exportAs('csv')}
      >
        <Download aria-hidden className="size-4" />
        {t`Export CSV`}
      </Button>
      <Button
        variant="secondary"
        data-action="export-xlsx"
        loading={exporting === 'xlsx'}
        disabled={disabled || exporting !== null}
        onClick={() => void exportAs('xlsx')}
      >
        {t`Excel`}
      </Button>
    </div>
  )
}
