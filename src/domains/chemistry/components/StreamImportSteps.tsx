/**
 * The import dialog's steps for a large file stored as it is read (useImport.ts, runtime/streamImport.ts):
 * the unfinished imports to go on with (on the choose step), the progress while batches are
 * stored (the share of the file stored, compounds stored, rows not imported; Stop), an interrupted run with Resume,
 * and the result — the rows not imported, the first 500 shown and all of them downloadable from
 * the server's report.
 */
import { useLingui } from '@lingui/react/macro'
import { CircleAlert } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#platform/ui/Button.tsx'
import { ProblemTable } from '#platform/ui/ProblemTable.tsx'
import type { ImportJob, RejectedRow } from '../contract.ts'
import { downloadText } from '../runtime/exports.ts'
import { rejectedRowsCsv } from '../messages/importText.ts'
import type { ImportStep } from '../hooks/useImport.ts'

type Step<K extends ImportStep['step']> = Extract<ImportStep, { step: K }>

/** The caller's unfinished imports: choosing the same file again goes on where each stopped. */
export function OpenImports({ jobs }: { jobs: ImportJob[] }) {
  const { t, i18n } = useLingui()
  const n = (value: number) => i18n.number(value)
  if (jobs.length === 0) return null
  return (
    <div role="note" className="grid gap-1 rounded-md border border-line bg-canvas px-3 py-2" data-open-imports={jobs.length}>
      <p className="font-medium text-ink">{t`Unfinished imports`}</p>
      <ul className="grid gap-1 text-muted">
        {jobs.map((job) => (
          <li key={job.id}>
            {t`${job.fileName}: ${n(job.imported)} compounds stored up to row ${n(job.nextRow - 1)}, ${i18n.date(job.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}.`}
          </li>
        ))}
      </ul>
      <p className="text-small text-muted">{t`Choose the same file again to go on from where it stopped.`}</p>
    </div>
  )
}

/** What the column choice says about a large file. */
export function StreamNotice({ resume }: { resume?: ImportJob | undefined }) {
  const { t, i18n } = useLingui()
  const n = (value: number) => i18n.number(value)
  return (
    <p role="note" className="rounded-md border border-line bg-canvas px-3 py-2 text-ink">
      {resume
        ? t`Going on with the import of this file from row ${n(resume.nextRow)}: ${n(resume.imported)} compounds are stored already.`
        : t`A file this large is stored as it is read, a thousand rows at a time, without a review first. Rows that cannot be stored are listed at the end; you can stop at any time and go on later.`}
    </p>
  )
}

/** How far the import is: the rows stored (up to the job's next row) of the rows the file likely
 * holds (the head's estimate), below 100 % until the job is done. */
function Progress({ stored, estimated }: { stored: number; estimated: number }) {
  const { t } = useLingui()
  const percent = estimated > 0 ? Math.min(99, Math.floor((100 * stored) / estimated)) : 0
  return (
    <>
      <p id="sw-import-stream-label" className="text-ink">
        {t`About ${percent}% of the file stored`}
      </p>
      <div
        role="progressbar"
        aria-labelledby="sw-import-stream-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-canvas"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </>
  )
}

export function StreamingStep({ state, onStop }: { state: Step<'streaming'>; onStop(): void }) {
  const { t, i18n } = useLingui()
  const n = (value: number) => i18n.number(value)
  const job = state.job
  return (
    <div className="grid gap-3" data-streaming>
      <Progress stored={job ? job.nextRow - 1 : 0} estimated={state.table.rowCount} />
      <p role="status" className="text-muted" data-imported={job?.imported ?? 0}>
        {t`Compounds stored: ${n(job?.imported ?? 0)} · rows not imported: ${n(job?.rejected ?? 0)}`}
      </p>
      <div>
        <Button variant="secondary" loading={state.stopping === true} onClick={onStop}>
          {t`Stop`}
        </Button>
      </div>
    </div>
  )
}

export function InterruptedStep({ state, onResume, onBack }: { state: Step<'interrupted'>; onResume(): void; onBack(): void }) {
  const { t, i18n } = useLingui()
  const n = (value: number) => i18n.number(value)
  return (
    <div role="alert" className="grid gap-3">
      <p className="flex items-center gap-2 font-medium text-danger">
        <CircleAlert aria-hidden className="size-4" />
        {t`The import was interrupted`}
      </p>
      <p className="text-muted">
        {state.job ? t`${n(state.job.imported)} compounds are stored, up to row ${n(state.job.nextRow - 1)}.` : t`Nothing was stored.`}{' '}
        <span className="break-all">{state.offline ? t`The server could not be reached. Please try again.` : state.detail}</span>
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          {t`Choose another file`}
        </Button>
        <Button onClick={onResume}>{state.job ? t`Resume` : t`Try again`}</Button>
      </div>
    </div>
  )
}

export function StreamedStep({ state, onDone, rejections }: { state: Step<'streamed'>; onDone(): void; rejections(job: ImportJob): Promise<RejectedRow[]> }) {
  const { t, i18n } = useLingui()
  const n = (value: number) => i18n.number(value)
  const { job } = state
  const [downloading, setDownloading] = useState(false)
  async function download() {
    setDownloading(true)
    try {
      downloadText(rejectedRowsCsv(await rejections(job)), 'rows-not-imported.csv', 'text/csv')
    } finally {
      setDownloading(false)
    }
  }
  return (
    <div className="grid gap-3">
      <p role="status" className="font-medium text-ink" data-imported={job.imported}>
        {job.state === 'stopped'
          ? t`Stopped: ${n(job.imported)} compounds imported from ${job.fileName}, up to row ${n(job.nextRow - 1)}. Choose the same file again to go on.`
          : t`${n(job.imported)} compounds imported from ${job.fileName}.`}
      </p>
      <ProblemTable
        heading={t`Rows not imported (${n(job.rejected)})`}
        middleLabel={t`Structure`}
        downloadLabel={downloading ? t`Preparing…` : t`Download these rows`}
        onDownload={() => void download()}
        middleClass="max-w-40 truncate"
        rows={state.rejected.map((r) => ({
          key: `${r.row}`,
          row: r.row,
          middle: r.structure ?? '',
          reason: r.reason,
          data: { 'data-row': r.row, 'data-code': r.code },
        }))}
      />
      {job.rejected > state.rejected.length && (
        <p className="text-small text-muted">{t`The first ${n(state.rejected.length)} are shown; the download holds all ${n(job.rejected)}.`}</p>
      )}
      <div className="flex justify-end">
        <Button onClick={onDone}>{t`Done`}</Button>
      </div>
    </div>
  )
}
