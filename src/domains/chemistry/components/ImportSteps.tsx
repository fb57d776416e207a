/**
 * The import dialog's own steps (ImportDialog.tsx runs them): choose or drop a file (with the
 * template to start from), say which column holds what, and the list of rows set aside.
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '#platform/ui/Button.tsx'
import { SelectField } from '#platform/ui/SelectField.tsx'
import { FileDropZone } from '#platform/ui/FileDropZone.tsx'
import { ProblemTable } from '#platform/ui/ProblemTable.tsx'
import type { ImportMapping } from '../logic/importTable.ts'
import type { RowProblem } from '../logic/importCompute.ts'
import { MAX_IMPORT_ROWS, toColumnName } from '../logic/compoundData.ts'
import type { TableInfo } from '../hooks/useImport.ts'
import { problemText, rejectedCsv } from '../messages/importText.ts'
import { downloadText } from '../runtime/exports.ts'
import { StreamNotice } from './StreamImportSteps.tsx'

const TEMPLATE = 'name,smiles,IC50 (nM),tags,notes\nAspirin,CC(=O)Oc1ccccc1C(=O)O,1200,NSAID,reference\n'

export function ChooseStep({ problem, onChoose }: { problem?: string | undefined; onChoose(files: File[]): void }) {
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

export function MapStep({
  table,
  initial,
  onBack,
  onRead,
}: {
  table: TableInfo
  initial: ImportMapping
  onBack(): void
  onRead(mapping: ImportMapping): void
}) {
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

export function ProblemList({ problems, heading }: { problems: RowProblem[]; heading: string }) {
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
