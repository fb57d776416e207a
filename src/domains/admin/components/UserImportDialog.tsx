/**
 * Import users from one CSV or Excel file (docs/spec.md#administration): the template (CSV or .xlsx) to download;
 * one file chosen or dropped (`Current limit: select 1 file` for more); the file read in the page
 * (the platform's readers) and sent to the server as a dry run, whose review says how many users
 * would be created, updated or left unchanged and lists every problem by row, column and reason
 * (downloadable as CSV); Import stores the valid rows in one transaction; the result shows the
 * generated initial passwords once. An unreadable file says `Import failed`.
 */
import { ProblemTable } from '#platform/ui/ProblemTable.tsx'
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CircleAlert, Download } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { FileDropZone } from '#platform/ui/FileDropZone.tsx'
import { Spinner } from '#platform/ui/Spinner.tsx'
import { downloadTable, downloadText } from '#platform/ui/download.ts'
import { checkFileChoice, readSpreadsheet, toCsv } from '#platform/core/files/tableFile.ts'
import type { ImportProblem, UserImportResult } from '../contract.ts'
import { importRows, matchHeaders, MAX_USER_IMPORT_ROWS, templateTable, type ImportUserRow } from '../logic/userImport.ts'
import { useColumnLabel } from '../messages/columnLabels.ts'

const MAX_FILE_BYTES = 5 * 1024 * 1024

type Step =
  | { step: 'choose'; message?: string }
  | { step: 'reading'; fileName: string }
  | { step: 'failed'; fileName: string; detail: string }
  | { step: 'review' | 'storing'; fileName: string; rows: ImportUserRow[]; ignored: string[]; dry: UserImportResult }
  | { step: 'done'; fileName: string; result: UserImportResult }

interface UserImportDialogProps {
  onClose(): void
  importUsers(rows: ImportUserRow[], dryRun: boolean): Promise<UserImportResult>
  /** After users were stored (the list reloads). */
  onImported(): void
}

export function UserImportDialog({ onClose, importUsers, onImported }: UserImportDialogProps) {
  const { t } = useLingui()
  const [state, setState] = useState<Step>({ step: 'choose' })

  async function choose(files: File[]) {
    const problem = checkFileChoice(files, ['csv', 'tsv', 'txt', 'xlsx'], MAX_FILE_BYTES)
    if (problem === 'type') return setState({ step: 'choose', message: t`Choose a .csv or .xlsx file.` })
    if (problem === 'tooLarge') return setState({ step: 'choose', message: t`The file is larger than 5 MB.` })
    if (problem) return setState({ step: 'choose' })
    const file = files[0]!
    setState({ step: 'reading', fileName: file.name })
    try {
      const table = await readSpreadsheet(file.name, await file.arrayBuffer())
      const { ignored, hasUsername } = matchHeaders(table.headers)
      if (!hasUsername) return setState({ step: 'failed', fileName: file.name, detail: t`The file has no username column; start from the template.` })
      if (table.rows.length > MAX_USER_IMPORT_ROWS)
        return setState({ step: 'failed', fileName: file.name, detail: t`An import may hold at most ${MAX_USER_IMPORT_ROWS} rows; split the file.` })
      const rows = importRows(table)
      const dry = await importUsers(rows, true)
      setState({ step: 'review', fileName: file.name, rows, ignored, dry })
    } catch (error) {
      setState({ step: 'failed', fileName: file.name, detail: error instanceof Error ? error.message : String(error) })
    }
  }

  async function commit() {
    if (state.step !== 'review') return
    setState({ ...state, step: 'storing' })
    try {
      const result = await importUsers(state.rows, false)
      setState({ step: 'done', fileName: state.fileName, result })
      if (result.created + result.updated > 0) onImported()
    } catch {
      setState({ ...state, step: 'review' })
    }
  }

  const template = templateTable()
  const again = (
    <Button variant="secondary" disabled={state.step === 'storing'} onClick={() => setState({ step: 'choose' })}>
      {t`Choose another file`}
    </Button>
  )
  return (
    <DialogRoot open onOpenChange={(open) => !open && state.step !== 'storing' && onClose()}>
      <DialogLayer part="dialog" className="grid max-h-[calc(100vh-2rem)] w-[min(46rem,calc(100vw-2rem))] grid-rows-[auto_minmax(0,1fr)] p-6">
        <DialogHeader title={t`Import users`} description={t`Import users from one CSV or Excel file.`} />
        <div className="grid min-h-0 content-start gap-4 overflow-y-auto" data-step={state.step}>
          {state.step === 'choose' && (
            <>
              <FileDropZone
                name="userFile"
                accept=".csv,.tsv,.txt,.xlsx"
                hint={t`CSV or Excel (.xlsx); one file, up to ${MAX_USER_IMPORT_ROWS} rows.`}
                message={state.message}
                onChoose={(files) => void choose(files)}
              />
              <div className="grid gap-2 text-small text-muted">
                <p>{t`One user a row. A user whose username is already here is updated, not added again; only the columns in the file change. Status, type, role and organisation may be given by name or code. A new user without an initial password gets one, shown once after the import.`}</p>
                <div className="flex flex-wrap items-center gap-2">
                  <span>{t`Template:`}</span>
                  <Button
                    variant="secondary"
                    data-template="csv"
                    onClick={() => void downloadTable('csv', 'users-template', 'Users', template.fields, template.data)}
                  >
                    <Download aria-hidden className="size-4" /> CSV
                  </Button>
                  <Button
                    variant="secondary"
                    data-template="xlsx"
                    onClick={() => void downloadTable('xlsx', 'users-template', 'Users', template.fields, template.data)}
                  >
                    <Download aria-hidden className="size-4" /> Excel
                  </Button>
                </div>
              </div>
            </>
          )}
          {state.step === 'reading' && (
            <p role="status" className="flex items-center gap-2 text-muted">
              <Spinner /> {t`Checking ${state.fileName}…`}
            </p>
          )}
          {state.step === 'failed' && (
            <div role="alert" className="grid gap-3">
              <p className="flex items-center gap-2 font-medium text-danger">
                <CircleAlert aria-hidden className="size-4" />
                {t`Import failed`}
              </p>
              <p className="text-muted">
                {t`${state.fileName} could not be read as a CSV or Excel (.xlsx) file of users.`} <span className="break-all">{state.detail}</span>
              </p>
              <div>{again}</div>
            </div>
          )}
          {(state.step === 'review' || state.step === 'storing') && (
            <div className="grid gap-3">
              <Counts result={state.dry} />
              {state.ignored.length > 0 && <p className="text-small text-muted">{t`Columns not imported: ${state.ignored.join(', ')}`}</p>}
              <ProblemList problems={state.dry.problems} />
              <div className="flex flex-wrap justify-end gap-2">
                {again}
                <Button
                  data-action="import"
                  disabled={state.dry.created + state.dry.updated === 0}
                  loading={state.step === 'storing'}
                  onClick={() => void commit()}
                >
                  {t`Import`}
                </Button>
              </div>
            </div>
          )}
          {state.step === 'done' && (
            <div className="grid gap-3">
              <Counts result={state.result} />
              <ProblemList problems={state.result.problems} />
              {state.result.passwords.length > 0 && <Passwords passwords={state.result.passwords} />}
              <div className="flex justify-end">
                <Button onClick={onClose}>{t`Done`}</Button>
              </div>
            </div>
          )}
        </div>
      </DialogLayer>
    </DialogRoot>
  )
}

function Counts({ result }: { result: UserImportResult }) {
  const { t } = useLingui()
  const { created, updated, unchanged } = result
  const rejected = new Set(result.problems.map((p) => p.row)).size
  return (
    <p role="status" className="text-ink" data-created={created} data-updated={updated} data-unchanged={unchanged}>
      {result.dryRun
        ? t`To create: ${created} · to update: ${updated} · unchanged: ${unchanged} · rows with problems: ${rejected}`
        : t`Created: ${created} · updated: ${updated} · unchanged: ${unchanged} · rows not imported: ${rejected}`}
    </p>
  )
}

function ProblemList({ problems }: { problems: ImportProblem[] }) {
  const { t } = useLingui()
  const label = useColumnLabel()
  return (
    <ProblemTable
      heading={t`Problems (${problems.length}); these rows are not imported`}
      middleLabel={t`Column`}
      downloadLabel={t`Download as CSV`}
      onDownload={() =>
        downloadText(
          toCsv(
            ['row', 'column', 'reason'],
            problems.map((p) => [p.row, p.column, p.reason]),
          ),
          'user-import-problems.csv',
          'text/csv',
        )
      }
      rows={problems.map((p, i) => ({
        key: String(i),
        row: p.row,
        middle: label(p.column),
        reason: p.reason,
        data: { 'data-row': p.row, 'data-column': p.column },
      }))}
    />
  )
}

function Passwords({ passwords }: { passwords: UserImportResult['passwords'] }) {
  const { t } = useLingui()
  return (
    <section className="grid gap-2 rounded-md border border-warning/40 bg-warning/5 p-3" aria-label={t`Initial passwords`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium text-ink">{t`Initial passwords, shown once`}</h3>
        <Button
          variant="secondary"
          onClick={() =>
            downloadText(
              toCsv(
                ['username', 'password'],
                passwords.map((p) => [p.username, p.password]),
              ),
              'initial-passwords.csv',
              'text/csv',
            )
          }
        >
          <Download aria-hidden className="size-4" />
          {t`Download as CSV`}
        </Button>
      </div>
      <p className="text-small text-muted">{t`Give each user theirs; they are not shown again.`}</p>
      <ul className="max-h-40 overflow-y-auto font-mono text-small">
        {passwords.map((p) => (
          <li key={p.row} data-password-for={p.username} className="break-all text-ink">
            {p.username} <span className="select-all">{p.password}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
