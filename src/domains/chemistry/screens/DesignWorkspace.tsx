/**
 * /sider — the compound workspace (a main tool screen, docs/spec.md#route-table): the tenant's compounds, paged by
 * the server; search by name or SMILES, substructure or similarity; filters by Lipinski, tag and
 * a range of any numeric column; a table (components/CompoundTable.tsx) or the structure–activity
 * chart (components/ActivityChart.tsx; chart.js loads when it is shown); import (components/ImportDialog.tsx); export of the
 * checked rows — or the page's when none is checked — as CSV, SDF or Excel; the side panel
 * (components/CompoundPanel.tsx) with edit and delete (undo).
 */
import { useMemo, useRef, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ChartScatter, FileUp, PenTool, Table2 } from 'lucide-react'
import { useSnapshot } from 'valtio'
import { Button } from '#platform/ui/Button.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { Pager } from '#platform/ui/Pager.tsx'
import { UndoBar } from '#platform/ui/UndoBar.tsx'
import { pageCount, useResource } from '#platform/ui/useResource.ts'
import { invalidate } from '#platform/store/resource.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { apiFor } from '#platform/store/api.ts'
import { userState } from '#platform/store/user.ts'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import { cn } from '#platform/ui/cn.ts'
import {
  createChemistryApi,
  type Compound,
  type CompoundColumns,
  type CompoundPage,
  type CompoundQuery,
  type CompoundSort,
  type CompoundUpdate,
} from '../contract.ts'
import type { OCL } from '../runtime/ocl.ts'
import { OclGate } from '../components/OclGate.tsx'
import { chemistryKeys } from '../logic/keys.ts'
import { CompoundTable } from '../components/CompoundTable.tsx'
import { ActivityChart } from '../components/ActivityChart.tsx'
import { CompoundPanel } from '../components/CompoundPanel.tsx'
import { ImportDialog } from '../components/ImportDialog.tsx'
import { importJobsOf } from '../runtime/streamImport.ts'
import { CompoundExport } from '../components/CompoundExport.tsx'
import { WorkspaceFilters, type ListState } from '../components/WorkspaceFilters.tsx'
import { toImportRow } from '../logic/importCompute.ts'
import { useNavigation } from '#platform/ui/navigation.ts'

const PAGE_SIZE = 20
const NO_COLUMNS: CompoundColumns = { activities: [], tags: [], alerts: [] }

export function DesignWorkspace() {
  return <OclGate>{(ocl) => <Workspace ocl={ocl} />}</OclGate>
}

function Workspace({ ocl }: { ocl: OCL }) {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const locale = LOCALE_TAG[useElement().lang]
  const { go: navigate } = useNavigation()
  const { activeRole } = useSnapshot(userState)
  const canWrite = activeRole === 'ROLE_ADMIN' || activeRole === 'ROLE_EDITOR'
  const [view, setView] = useState<'table' | 'chart'>('table')
  const [query, setQuery] = useState<ListState>({ currentPage: 1, search: '', lipinski: false, sort: 'createdAt', order: 'desc' })
  const [selected, setSelected] = useState<Compound | null>(null)
  const [removed, setRemoved] = useState<Compound | null>(null)
  const [checked, setChecked] = useState<ReadonlyMap<number, Compound>>(new Map())
  const [importing, setImporting] = useState(false)
  const panel = useRef<HTMLElement>(null)
  const api = apiFor(apiBase, createChemistryApi)
  const importJobs = useMemo(() => importJobsOf(api), [api])
  // While the next page loads, the rows on view stay (no flash of an empty table).
  const {
    data: page,
    placeholder,
    error,
    refresh,
  } = useResource<CompoundPage>(
    chemistryKeys.page(apiBase, query),
    (signal) => api.queryCompounds({ ...query, pageSize: PAGE_SIZE } as CompoundQuery, signal),
    { keepPrevious: true },
  )
  const columns = useResource<CompoundColumns>(chemistryKeys.columns(apiBase), (signal) => api.queryCompoundColumns(signal)).data ?? NO_COLUMNS

  const total = page?.pagination.total ?? 0
  const hitLimit = page?.hitLimit?.toLocaleString(locale)
  const pages = pageCount(total, PAGE_SIZE)
  const update = (next: Partial<ListState>) => setQuery((q) => ({ ...q, currentPage: 1, ...next }))
  const sortBy = (sort: CompoundSort) => update({ sort, order: query.sort === sort && query.order === 'desc' ? 'asc' : 'desc' })
  const filtered = Boolean(
    query.search || query.lipinski || query.noPains || query.noBrenk || query.alert || query.substructure || query.similarTo || query.tag || query.filter,
  )

  function check(compounds: Compound[], on: boolean) {
    setChecked((current) => {
      const next = new Map(current)
      for (const c of compounds) {
        if (on) next.set(c.id, c)
        else next.delete(c.id)
      }
      return next
    })
  }

  // Writes (a failure: the HTTP layer showed why); each loads every view of the compounds again.
  const compounds = [chemistryKeys.compounds(apiBase)]
  const removal = useMutation((compound: Compound) => api.deleteCompound(compound.id), {
    invalidates: compounds,
    onSuccess: (_answer, compound) => {
      setSelected(null)
      setRemoved(compound)
      check([compound], false)
    },
  })
  const restoring = useMutation((compound: Compound) => api.restoreCompound(compound.id), {
    invalidates: compounds,
    success: msg`The compound is back.`,
    onSuccess: () => setRemoved(null),
  })
  const updating = useMutation(
    async (change: CompoundUpdate) => {
      await api.updateCompound(change)
      return (await api.queryCompounds({ id: change.id })).list[0]
    },
    { invalidates: compounds, success: msg`Saved.`, onSuccess: (fresh) => fresh && setSelected(fresh) },
  )

  async function openById(id: number) {
    try {
      const found = (await api.queryCompounds({ id })).list[0]
      if (found) open(found)
    } catch {
      // the HTTP layer showed why
    }
  }

  /** Shows a compound in the panel, scrolling to it when the panel is below the table. */
  function open(compound: Compound) {
    setSelected(compound)
    const aside = panel.current
    if (aside && aside.getBoundingClientRect().top > window.innerHeight * 0.5) aside.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  const exportRows = checked.size > 0 ? [...checked.values()] : (page?.list ?? [])

  return (
    // The panel sits beside the table from 1536 px (the table needs ~760 px); below that it
    // follows the table and a chosen compound scrolls it into view.
    <div className="grid grid-cols-1 gap-4 2xl:grid-cols-[minmax(0,1fr)_380px]">
      <section aria-labelledby="sw-sider-title" className="grid min-w-0 content-start gap-3 self-start rounded-lg border border-line bg-surface p-4 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 id="sw-sider-title" className="text-title font-semibold text-ink">
            {t`Compound workspace`}
          </h1>
          <div className="flex flex-wrap gap-2">
            {canWrite && (
              <>
                <Button variant="secondary" data-action="import" onClick={() => setImporting(true)}>
                  <FileUp aria-hidden className="size-4" />
                  {t`Import`}
                </Button>
                <Button onClick={() => navigate('/2d')}>
                  <PenTool aria-hidden className="size-4" />
                  {t`New structure`}
                </Button>
              </>
            )}
          </div>
        </div>
        <WorkspaceFilters ocl={ocl} query={query} columns={columns} onChange={update} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div role="group" aria-label={t`View`} className="inline-flex rounded-control border border-line p-0.5">
            {(['table', 'chart'] as const).map((v) => (
              <button
                key={v}
                type="button"
                data-view={v}
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={cn(
                  'inline-flex cursor-pointer items-center gap-1.5 rounded px-3 py-1 focus-visible:outline-2 focus-visible:outline-primary',
                  view === v ? 'bg-primary-strong text-white' : 'text-ink hover:bg-canvas',
                )}
              >
                {v === 'table' ? <Table2 aria-hidden className="size-4" /> : <ChartScatter aria-hidden className="size-4" />}
                {v === 'table' ? t`Table` : t`Chart`}
              </button>
            ))}
          </div>
          {view === 'table' && (
            <div className="flex flex-wrap items-center gap-2">
              {checked.size > 0 && (
                <span className="text-muted">
                  {t`${checked.size} selected`}{' '}
                  <button type="button" className="cursor-pointer text-primary-strong underline" onClick={() => setChecked(new Map())}>
                    {t`Clear`}
                  </button>
                </span>
              )}
              <CompoundExport ocl={ocl} rows={exportRows} />
            </div>
          )}
        </div>
        {removed && <UndoBar text={t`${removed.name} was deleted.`} onUndo={() => void restoring.run(removed)} />}
        {view === 'table' && page?.incomplete && (
          <p role="status" data-search-incomplete className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-ink">
            {t`The structure search ran out of time: these are the compounds it found until then. Draw a larger or more specific structure to search the whole workspace.`}
          </p>
        )}
        {view === 'table' && hitLimit !== undefined && (
          <p role="status" data-search-limited className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-ink">
            {t`More than ${hitLimit} compounds contain this structure: these are the first ${hitLimit} found. Draw a larger or more specific structure, or add a filter, to see them all.`}
          </p>
        )}
        {view === 'chart' ? (
          <ActivityChart api={api} apiBase={apiBase} activities={columns.activities} onOpen={(id) => void openById(id)} />
        ) : error && !page ? (
          <LoadError message={t`The compounds could not be loaded.`} onRetry={refresh} />
        ) : !page ? (
          <PageLoader />
        ) : page.list.length === 0 ? (
          <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">
            {filtered
              ? t`No compound matches these filters.`
              : t`The workspace is empty. Draw a structure in the 2D editor and save it here, or import a file.`}
          </p>
        ) : (
          <CompoundTable
            ocl={ocl}
            rows={page.list}
            total={total}
            activities={columns.activities}
            sort={query.sort}
            order={query.order}
            onSort={sortBy}
            selectedId={selected?.id ?? null}
            onOpen={open}
            checked={checked}
            onCheck={check}
            locale={locale}
            busy={placeholder}
          />
        )}
        {view === 'table' && page && total > 0 && (
          <Pager
            summary={t`Page ${query.currentPage} of ${pages} · ${total} compounds`}
            current={query.currentPage}
            pages={pages}
            onPage={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
          />
        )}
      </section>
      <aside ref={panel} aria-label={t`Selected compound`} className="grid min-w-0 scroll-mt-4 content-start items-start gap-4 lg:grid-cols-2 2xl:grid-cols-1">
        {selected ? (
          <CompoundPanel
            key={selected.id}
            ocl={ocl}
            compound={selected}
            canWrite={canWrite}
            locale={locale}
            onOpenInEditor={() => navigate(`/2d?smiles=${encodeURIComponent(selected.smiles)}`)}
            onDelete={() => void removal.run(selected)}
            onSave={updating.run}
          />
        ) : (
          <p className="rounded-lg border border-dashed border-line bg-surface p-6 text-center text-muted">{t`Choose a compound to see its structure, properties and notes.`}</p>
        )}
      </aside>
      {canWrite && (
        <ImportDialog
          open={importing}
          onOpenChange={setImporting}
          store={(rows) => api.importCompounds(rows.map(toImportRow))}
          onImported={() => void invalidate(chemistryKeys.compounds(apiBase))}
          jobs={importJobs}
        />
      )}
    </div>
  )
}
