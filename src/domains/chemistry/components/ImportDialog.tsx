/**
 * Import compounds from one CSV, SDF or Excel file (useImport.ts holds the steps): choose or drop
 * the file, say which column holds the structure, the name, tags, notes and which numeric columns
 * to keep; the structures are read in a worker with a progress bar and Cancel; a review says what
 * will be stored, which rows raise structural alerts (ImportAlerts.tsx), and lists every row set
 * aside with its reason; Import stores them all at once.
 * Rows set aside can be downloaded as CSV. The choose and column steps and the list of rows set
 * aside are in ImportSteps.tsx (the drop zone is the platform's FileDropZone). An unreadable file says `Import failed`.
 */
import { useEffect, useMemo, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CircleAlert } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { Spinner } from '#platform/ui/Spinner.tsx'
import type { ImportResult } from '../contract.ts'
import type { ReadRow } from '../logic/importCompute.ts'
import { useImport } from '../hooks/useImport.ts'
import { ImportAlerts } from './ImportAlerts.tsx'
import type { ImportJobs, JobApi } from '../runtime/streamImport.ts'
import { InterruptedStep, OpenImports, StreamedStep, StreamingStep } from './StreamImportSteps.tsx'
import { ChooseStep, MapStep, ProblemList } from './ImportSteps.tsx'

interface ImportDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  store(rows: ReadRow[]): Promise<ImportResult>
  /** After rows were stored (the list reloads). */
  onImported(): void
  /** Import jobs, for a file too large for one request (stored as it is read). */
  jobs?: ImportJobs
}

export function ImportDialog({ open, onOpenChange, store, onImported, jobs }: ImportDialogProps) {
  const { t } = useLingui()
  // The jobs' batches reload the list as they store, at most every 5 s, and when the job ends
  // (one object while the dialog is open: the hook reads the open jobs when it changes — it
  // changed with every render of the screen before, a request on every tab switch).
  const reloaded = useRef(0)
  const imported = useRef(onImported)
  useEffect(() => {
    imported.current = onImported
  })
  const storing = useMemo(() => {
    if (!jobs || !open) return undefined
    return {
      ...jobs,
      importBatch: async (...args: Parameters<JobApi['importBatch']>) => {
        const answer = await jobs.importBatch(...args)
        if (answer.job.imported > 0 && Date.now() - reloaded.current > 5000) {
          reloaded.current = Date.now()
          imported.current()
        }
        return answer
      },
      finishImport: async (...args: Parameters<JobApi['finishImport']>) => {
        const job = await jobs.finishImport(...args)
        if (job.imported > 0) imported.current()
        return job
      },
    }
  }, [jobs, open])
  const flow = useImport(async (rows) => {
    const result = await store(rows)
    if (result.imported > 0) onImported()
    return result
  }, storing)
  const { state } = flow

  function close(next: boolean) {
    if (!next) flow.reset()
    onOpenChange(next)
  }

  return (
    <DialogRoot open={open} onOpenChange={close}>
      <DialogLayer part="dialog" className="grid max-h-[calc(100vh-2rem)] w-[min(46rem,calc(100vw-2rem))] grid-rows-[auto_minmax(0,1fr)] p-6">
        <DialogHeader title={t`Import compounds`} description={t`Import compounds from one CSV, SDF or Excel file.`} />
        <div className="grid min-h-0 content-start gap-4 overflow-y-auto" data-step={state.step}>
          {state.step === 'choose' && (
            <>
              <ChooseStep problem={state.problem} onChoose={(files) => void flow.choose(files)} />
              <OpenImports jobs={flow.openJobs} />
            </>
          )}
          {state.step === 'reading' && (
            <p role="status" className="flex items-center gap-2 text-muted">
              <Spinner /> {t`Reading ${state.fileName}…`}
            </p>
          )}
          {state.step === 'failed' && (
            <div role="alert" className="grid gap-3">
              <p className="flex items-center gap-2 font-medium text-danger">
                <CircleAlert aria-hidden className="size-4" />
                {t`Import failed`}
              </p>
              <p className="text-muted">
                {t`${state.fileName} could not be read as a CSV, SDF or Excel (.xlsx) file.`} <span className="break-all">{state.detail}</span>
              </p>
              <div>
                <Button variant="secondary" onClick={flow.reset}>
                  {t`Choose another file`}
                </Button>
              </div>
            </div>
          )}
          {state.step === 'map' && <MapStep table={state.table} initial={state.mapping} onBack={flow.reset} onRead={(mapping) => void flow.compute(mapping)} />}
          {state.step === 'computing' && (
            <div className="grid gap-3">
              <p id="sw-import-progress-label" className="text-ink">
                {t`Reading structures: ${state.done} of ${state.total}`}
              </p>
              <div
                role="progressbar"
                aria-labelledby="sw-import-progress-label"
                aria-valuemin={0}
                aria-valuemax={state.total}
                aria-valuenow={state.done}
                className="h-2 overflow-hidden rounded-full bg-canvas"
              >
                <div className="h-full bg-primary transition-[width]" style={{ width: `${state.total ? (100 * state.done) / state.total : 0}%` }} />
              </div>
              <div>
                <Button variant="secondary" onClick={flow.cancel}>
                  {t`Cancel`}
                </Button>
              </div>
            </div>
          )}
          {(state.step === 'review' || state.step === 'storing') && (
            <div className="grid gap-3">
              <p className="text-ink" data-ready={state.rows.length}>
                {t`${state.rows.length} compounds are ready to import, ${state.rows.filter((r) => r.lipinskiPass).length} of them pass Lipinski.`}
              </p>
              <ImportAlerts rows={state.rows} analysed={state.analysed} />
              <ProblemList problems={state.problems} heading={t`Rows set aside (${state.problems.length})`} />
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="secondary" disabled={state.step === 'storing'} onClick={flow.reset}>
                  {t`Choose another file`}
                </Button>
                <Button disabled={state.rows.length === 0} loading={state.step === 'storing'} onClick={() => void flow.commit()}>
                  {t`Import ${state.rows.length} compounds`}
                </Button>
              </div>
            </div>
          )}
          {state.step === 'streaming' && <StreamingStep state={state} onStop={flow.stopStream} />}
          {state.step === 'interrupted' && <InterruptedStep state={state} onResume={flow.resume} onBack={flow.reset} />}
          {state.step === 'streamed' && jobs && <StreamedStep state={state} rejections={jobs.rejections} onDone={() => close(false)} />}
          {state.step === 'result' && (
            <div className="grid gap-3">
              <p role="status" className="font-medium text-ink" data-imported={state.imported}>
                {t`${state.imported} compounds imported from ${state.table.fileName}.`}
              </p>
              <ProblemList problems={state.problems} heading={t`Rows not imported (${state.problems.length})`} />
              <div className="flex justify-end">
                <Button onClick={() => close(false)}>{t`Done`}</Button>
              </div>
            </div>
          )}
        </div>
      </DialogLayer>
    </DialogRoot>
  )
}
