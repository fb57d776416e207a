/**
 * The users list's toolbar beside "New user": Import (UserImportDialog), Export of every user the
 * current filters, search and sort match — all pages, up to 10 000 — as CSV or Excel (cells that
 * look like formulas neutralised), and the column chooser.
 */
import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Upload } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { ExportButtons, type ExportFormat } from '#platform/ui/ExportButtons.tsx'
import { ColumnChooser } from '#platform/ui/ColumnChooser.tsx'
import { downloadExport } from '#platform/ui/download.ts'
import type { AdminApi, AdminUserQuery } from '../contract.ts'
import { usersExportTable } from '../logic/userExport.ts'
import { MAX_USER_EXPORT_ROWS } from '../logic/userImport.ts'
import { UserImportDialog } from './UserImportDialog.tsx'
import { OPTIONAL_COLUMNS } from './UserTable.tsx'
import { useColumnLabel } from '../messages/columnLabels.ts'

interface UserBulkActionsProps {
  api: AdminApi
  /** The list's filters, search and sort (its paging is ignored). */
  query: AdminUserQuery
  onImported(): void
  shown: readonly string[]
  onShownChange(next: string[] | null): void
}

export function UserBulkActions({ api, query, onImported, shown, onShownChange }: UserBulkActionsProps) {
  const { t } = useLingui()
  const label = useColumnLabel()
  const [importing, setImporting] = useState(false)

  async function exportAs(format: ExportFormat) {
    const { currentPage: _page, pageSize: _size, ...filters } = query
    const { list, total } = await api.exportUsers(filters)
    const truncated = total > list.length && msg`Only the first ${MAX_USER_EXPORT_ROWS} users were exported; narrow the filters for the rest.`
    await downloadExport(format, 'users', 'Users', usersExportTable(list), truncated)
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" data-action="import-users" onClick={() => setImporting(true)}>
        <Upload aria-hidden className="size-4" />
        {t`Import`}
      </Button>
      <ExportButtons label={t`Export the filtered users`} onExport={exportAs} />
      <ColumnChooser columns={OPTIONAL_COLUMNS.map((id) => ({ id, label: label(id) }))} shown={shown} onChange={onShownChange} />
      {importing && (
        <UserImportDialog importUsers={(rows, dryRun) => api.importUsers(rows, dryRun)} onImported={onImported} onClose={() => setImporting(false)} />
      )}
    </div>
  )
}
