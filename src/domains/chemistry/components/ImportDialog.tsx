/**
 * Import compounds from one CSV, SDF or Excel file (useImport.ts holds the steps): choose or drop
 * the file, say which column holds the structure, the name, tags, notes and which numeric columns
 * to keep; the structures are read in a worker with a progress bar and Cancel; a review says what
 * will be stored, which rows raise structural alerts (ImportAlerts.tsx), and lists every row set
 * aside with its reason; Import stores them all at once.
 * Rows set aside can be downloaded as CSV. The drop zone is the platform's FileDropZone. An unreadable file says `Import failed`.
 */
import { ProblemTable } from '../../../platform/ui/ProblemTable.tsx'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CircleAlert } from 'lucide-react'
import { Button } from '../../../platform/ui/Button.tsx'
import { SelectField } from '../../../platform/ui/SelectField.tsx'
import { DialogHeader } from '../../../platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '../../../platform/ui/DialogLayer.tsx'
import { Spinner } from '../../../platform/ui/Spinner.tsx'
import { FileDropZone } from '../../../platform/ui/FileDropZone.tsx'
import type { ImportResult } from '../contract.ts'
import type { ImportMapping } from '../logic/importTable.ts'
import type { ReadRow, RowProblem } from '../logic/importCompute.ts'
import { MAX_IMPORT_ROWS, toColumnName } from '../logic/compoundData.ts'
import { useImport, type TableInfo } from '../hooks/useImport.ts'
import { problemText, rejectedCsv } from '../messages/importText.ts'
import { downloadText } from '../runtime/exports.ts'
import { ImportAlerts } from './ImportAlerts.tsx'
import type { ImportJobs, JobApi } from '../runtime/streamImport.ts'
import { InterruptedStep, OpenImports, StreamedStep, StreamingStep, StreamNotice } from './StreamImportSteps.tsx'

interface ImportDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  store(rows: ReadRow[]): Promise<ImportResult>
  /** After rows were stored (the list reloads). */
  onImported(): void
  /** Import jobs, for a file too large for one request (stored as it is read). */
  jobs?: ImportJobs
}

const TEMPLATE = 'name,smiles,IC50 (nM),tags,notes\nAspirin,CC(=O)Oc1ccccc1C(=O)O,1200,NSAID,reference\n'

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

function ChooseStep({ problem, onChoose }: { problem?: string | undefined; onChoose(files: File[]): void }) {
  const { t } = useLingui()
  const message =
    problem === 'type'
      ? t`Choose a .csv, .sdf or .xlsx file.`
      : problem === 'tooLarge'
        ? t`The file is too large: an Excel file may have 20 MB, a CSV or SDF file 2 GB.`
        : undefined
  return (
    <div className="grid gap-3">
      <FileDropZone
        name="compoundFile"
        accept=".csv,.tsv,.txt,.sdf,.sd,.xlsx"
        hint={t`CSV, SDF or Excel (.xlsx); one file. A CSV or SDF file may hold a million rows, an Excel file ${MAX_IMPORT_ROWS}.`}
        message={message}
        onChoose={onChoose}
      />
      <p className="text-small text-muted">
        {t`A CSV or Excel file needs a header row and a SMILES column; other numeric columns (IC50, Ki…) can be kept as activities.`}{' '}
        <button
          type="button"
          className="cursor-pointer text-primary-strong underline"
          onClick={() => downloadText(TEMPLATE, 'compounds-template.csv', 'text/csv')}
        >
          {t`Download a template`}
        </button>
      </p>
    </div>
  )
}

function MapStep({ table, initial, onBack, onRead }: { table: TableInfo; initial: ImportMapping; onBack(): void; onRead(mapping: ImportMapping): void }) {
  const { t, i18n } = useLingui()
  const [mapping, setMapping] = useState(initial)
  const none = { value: '', label: t`(none)` }
  const columns = table.headers.map((h, i) => ({ value: String(i), label: h }))
  const pick = (value: string) => (value === '' ? null : Number(value))
  const tooMany = !table.stream && table.rowCount > MAX_IMPORT_ROWS
  const others = table.headers
    .map((h, i) => [h, i] as const)
    .filter(([, i]) => i !== mapping.structure && i !== mapping.name && i !== mapping.notes && i !== mapping.tags)
  const kind = table.kind === 'csv' ? 'CSV' : table.kind === 'sdf' ? 'SDF' : 'Excel'
  return (
    <div className="grid gap-4">
      <p className="text-ink">
        {table.stream ? t`${table.fileName}: ${kind}, about ${i18n.number(table.rowCount)} rows.` : t`${table.fileName}: ${kind}, ${table.rowCount} rows.`}
      </p>
      {table.stream && <StreamNotice resume={table.stream.resume} />}
      {tooMany && (
        <p role="alert" className="text-danger">
          {table.kind === 'excel'
            ? t`An Excel file may hold at most ${MAX_IMPORT_ROWS} rows: save it as CSV to import more.`
            : t`An import may hold at most ${MAX_IMPORT_ROWS} rows; split the file.`}
        </p>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={table.kind === 'sdf' ? t`Structure (molfile)` : t`Structure (SMILES)`}
          required
          options={columns}
          value={String(mapping.structure)}
          onChange={(e) => setMapping({ ...mapping, structure: Number(e.target.value) })}
        />
        <SelectField
          label={t`Name`}
          options={[none, ...columns]}
          value={mapping.name === null ? '' : String(mapping.name)}
          onChange={(e) => setMapping({ ...mapping, name: pick(e.target.value) })}
        />
        <SelectField
          label={t`Tags (comma-separated)`}
          options={[none, ...columns]}
          value={mapping.tags === null ? '' : String(mapping.tags)}
          onChange={(e) => setMapping({ ...mapping, tags: pick(e.target.value) })}
        />
        <SelectField
          label={t`Notes`}
          options={[none, ...columns]}
          value={mapping.notes === null ? '' : String(mapping.notes)}
          onChange={(e) => setMapping({ ...mapping, notes: pick(e.target.value) })}
        />
      </div>
      {others.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-ink">{t`Numeric columns to keep as activities`}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {others.map(([header, i]) => (
              <label key={i} className="flex cursor-pointer items-center gap-2 text-ink">
                <input
                  type="checkbox"
                  name="activityColumn"
                  value={header}
                  checked={mapping.activities.includes(i)}
                  onChange={(e) =>
                    setMapping({ ...mapping, activities: e.target.checked ? [...mapping.activities, i] : mapping.activities.filter((a) => a !== i) })
                  }
                  className="size-4 accent-[var(--sw-color-primary)]"
                />
                {header}
                {toColumnName(header) !== header && <span className="text-muted">→ {toColumnName(header)}</span>}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="overflow-x-auto rounded-md border border-line">
        <table className="w-full text-left text-small">
          <caption className="sr-only">{t`The first rows of the file`}</caption>
          <thead className="bg-canvas text-muted">
            <tr>
              {table.headers.map((h, i) => (
                <th key={i} scope="col" className="px-2 py-1 font-medium whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.sample.map((cells, r) => (
              <tr key={r} className="border-t border-line/70">
                {cells.map((c, i) => (
                  <td key={i} className="max-w-48 truncate px-2 py-1 text-ink">
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          {t`Choose another file`}
        </Button>
        <Button disabled={tooMany} data-action="read" onClick={() => onRead(mapping)}>
          {table.stream ? (table.stream.resume ? t`Go on importing` : t`Import`) : t`Read structures`}
        </Button>
      </div>
    </div>
  )
}

function ProblemList({ problems, heading }: { problems: RowProblem[]; heading: string }) {
  const { t, i18n } = useLingui()
  return (
    <ProblemTable
      heading={heading}
      middleLabel={t`Name`}
      downloadLabel={t`Download these rows`}
      onDownload={() => downloadText(rejectedCsv(i18n, problems), 'rows-not-imported.csv', 'text/csv')}
      middleClass="max-w-40 truncate"
      rows={problems.map((p) => ({
        key: `${p.row}-${p.code}`,
        row: p.row,
        middle: p.name,
        reason: problemText(i18n, p),
        data: { 'data-row': p.row, 'data-code': p.code },
      }))}
    />
  )
}
