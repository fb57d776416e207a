/**
 * "Export CSV" and "Excel": the pair of buttons every export offers, named as a group. The caller
 * writes the file (platform/ui/download.ts); while it does, its button spins and both wait. A
 * failure is the caller's to report (the HTTP layer shows why a request failed).
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Download } from 'lucide-react'
import { Button } from './Button.tsx'

export type ExportFormat = 'csv' | 'xlsx'

export interface ExportButtonsProps {
  /** The group's accessible name ("Export the filtered records"). */
  label: string
  disabled?: boolean
  onExport(format: ExportFormat): Promise<void>
}

export function ExportButtons({ label, disabled = false, onExport }: ExportButtonsProps) {
  const { t } = useLingui()
  const [exporting, setExporting] = useState<ExportFormat | null>(null)
  const run = async (format: ExportFormat) => {
    setExporting(format)
    try {
      await onExport(format)
    } catch {
      // the HTTP layer showed why
    } finally {
      setExporting(null)
    }
  }
  return (
    <div role="group" aria-label={label} className="inline-flex items-center gap-1">
      <Button
        variant="secondary"
        data-action="export-csv"
        loading={exporting === 'csv'}
        disabled={disabled || exporting !== null}
        onClick={() => void run('csv')}
      >
        <Download aria-hidden className="size-4" />
        {t`Export CSV`}
      </Button>
      <Button
        variant="secondary"
        data-action="export-xlsx"
        loading={exporting === 'xlsx'}
        disabled={disabled || exporting !== null}
        onClick={() => void run('xlsx')}
      >
        {t`Excel`}
      </Button>
    </div>
  )
}
