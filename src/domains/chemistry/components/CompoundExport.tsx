/** Export the given compounds (the checked ones, or the page's) as CSV, SDF or Excel: the workspace's
 * three formats, SDF among them, drawn from the structures in the browser (the platform's ExportButtons
 * offers CSV and Excel). */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Download } from 'lucide-react'
import { showToast } from '#platform/store/feedback.ts'
import { Button } from '#platform/ui/Button.tsx'
import { useMutation } from '#platform/ui/useMutation.ts'
import type { Compound } from '../contract.ts'
import type { OCL } from '../runtime/ocl.ts'
import { compoundsCsv, compoundsSdf, compoundsXlsx } from '../logic/compoundsCsv.ts'
import { downloadBlob, downloadText } from '../runtime/exports.ts'

export function CompoundExport({ ocl, rows }: { ocl: OCL; rows: readonly Compound[] }) {
  const { t } = useLingui()
  const exporting = useMutation((run: () => Promise<unknown>) => run(), {
    onError: () => showToast({ kind: 'error', message: msg`The export could not be written.` }),
  })
  const formats = [
    { label: 'CSV', run: async () => downloadText(compoundsCsv(rows), 'compounds.csv', 'text/csv') },
    { label: 'SDF', run: async () => downloadText(compoundsSdf(ocl, rows), 'compounds.sdf', 'chemical/x-mdl-sdfile') },
    {
      label: 'Excel',
      run: async () => downloadBlob(await compoundsXlsx(rows), 'compounds.xlsx'),
    },
  ]
  return (
    <div role="group" aria-label={t`Export ${rows.length} compounds`} className="inline-flex items-center gap-1 text-muted">
      <Download aria-hidden className="size-4" />
      <span className="mr-1">{t`Export`}</span>
      {formats.map((format) => (
        <Button
          key={format.label}
          variant="secondary"
          size="sm"
          disabled={rows.length === 0 || exporting.pending}
          onClick={() => void exporting.run(format.run)}
        >
          {format.label}
        </Button>
      ))}
    </div>
  )
}
