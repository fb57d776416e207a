/**
 * /sider — the compound workspace (spec §1 main tool screen): the tenant's compounds, paged by
 * the server, searchable by name or SMILES, sortable by any property column, filterable to
 * Lipinski passes; structure thumbnails; a side panel with the larger structure, every property,
 * rule and risk, the notes, "Open in editor", and delete with undo (editors and admins); CSV
 * export of the rows on view.
 */
import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, CircleAlert, Download, PenTool, Search, Trash2 } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { Button } from '../../../platform/ui/Button.tsx'
import { PageLoader } from '../../../platform/ui/PageLoader.tsx'
import { useResource } from '../../../platform/ui/useResource.ts'
import { useConsole } from '../../../platform/ui/consoleContext.ts'
import { useElement } from '../../../platform/ui/elementContext.ts'
import { apiFor } from '../../../platform/store/api.ts'
import { showToast } from '../../../platform/store/feedback.ts'
import { userState } from '../../../platform/store/user.ts'
import { LOCALE_TAG } from '../../../platform/core/i18n/catalogs.ts'
import { cn } from '../../../platform/ui/cn.ts'
import type { Page } from '../../../platform/core/api/types.ts'
import { createChemistryApi, type Compound, type CompoundQuery, type CompoundSort } from '../contract.ts'
import { workspaceChanged, workspaceState } from '../store/workspace.ts'
import { computeDescriptors, parseStructure } from '../logic/descriptors.ts'
import { loadOcl, type OCL } from '../ocl.ts'
import { StructureImage } from '../components/StructureImage.tsx'
import { PropertiesTable, RulePanels, SafetyPanel } from '../components/PropertyPanels.tsx'
import { formatValue } from '../components/labels.ts'
import { compoundsCsv } from '../logic/compoundsCsv.ts'
import { downloadText } from '../components/exports.ts'

const PAGE_SIZE = 20

/** What the search box searches: name or SMILES text, a substructure, or similar structures. */
type SearchMode = 'text' | 'substructure' | 'similarity'

type ListState = Omit<CompoundQuery, 'pageSize'> & { currentPage: number; search: string; lipinski: boolean; sort: CompoundSort; order: 'asc' | 'desc' }

interface Column {
  sort?: CompoundSort
  label: ReturnType<typeof msg>
  value?(c: Compound): number
  digits?: number
}

const COLUMNS: Column[] = [
  { sort: 'molecularWeight', label: msg`MW`, value: (c) => c.molecularWeight, digits: 2 },
  { sort: 'cLogP', label: msg`cLogP`, value: (c) => c.cLogP, digits: 2 },
  { sort: 'tpsa', label: msg`TPSA`, value: (c) => c.tpsa, digits: 1 },
  { sort: 'donors', label: msg`HBD`, value: (c) => c.donors, digits: 0 },
  { sort: 'acceptors', label: msg`HBA`, value: (c) => c.acceptors, digits: 0 },
  { sort: 'rotatableBonds', label: msg`RotB`, value: (c) => c.rotatableBonds, digits: 0 },
]

export function Sider() {
  const { t } = useLingui()
  const { data: ocl, error } = useResource<OCL>('openchemlib', () => loadOcl())
  if (error && !ocl) {
    return (
      <p role="alert" className="flex items-center gap-2 rounded-md border border-danger/30 bg-danger/5 p-3 text-danger">
        <CircleAlert aria-hidden className="size-4" />
        {t`The chemistry engine could not be loaded.`} {error.message}
      </p>
    )
  }
  if (!ocl) return <PageLoader />
  return <Workspace ocl={ocl} />
}

function Workspace({ ocl }: { ocl: OCL }) {
  const { t, i18n } = useLingui()
  const { apiBase } = useConsole()
  const locale = LOCALE_TAG[useElement().lang]
  const navigate = useNavigate()
  const { version } = useSnapshot(workspaceState)
  const { activeRole } = useSnapshot(userState)
  const canWrite = activeRole === 'ROLE_ADMIN' || activeRole === 'ROLE_EDITOR'
  const [typed, setTyped] = useState('')
  const [mode, setMode] = useState<SearchMode>('text')
  const [threshold, setThreshold] = useState('0.7')
  const [query, setQuery] = useState<ListState>({ currentPage: 1, search: '', lipinski: false, sort: 'createdAt', order: 'desc' })
  const [selected, setSelected] = useState<Compound | null>(null)
  const [removed, setRemoved] = useState<Compound | null>(null)
  const [last, setLast] = useState<Page<Compound> | null>(null)
  const api = apiFor(apiBase, createChemistryApi)
  const { data, error, refresh } = useResource<Page<Compound>>(`${apiBase} compounds ${version} ${JSON.stringify(query)}`, (signal) =>
    api.queryCompounds({ ...query, pageSize: PAGE_SIZE }, signal),
  )
  // While the next page loads, the rows on view stay (no flash of an empty table).
  if (data && data !== last) setLast(data)
  const page = data ?? last

  const total = page?.pagination.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const update = (next: Partial<typeof query>) => setQuery((q) => ({ ...q, currentPage: 1, ...next }))
  const sortBy = (sort: CompoundSort) =>
    update({ sort, order: query.sort === sort && query.order === 'desc' ? 'asc' : 'desc' })

  async function remove(compound: Compound) {
    try {
      await api.deleteCompound(compound.id)
      setSelected(null)
      setRemoved(compound)
      workspaceChanged()
    } catch {
      // the HTTP layer showed why
    }
  }

  async function undoRemove() {
    if (!removed) return
    try {
      await api.restoreCompound(removed.id)
      setRemoved(null)
      workspaceChanged()
      showToast({ kind: 'success', message: msg`The compound is back.`, duration: 2000 })
    } catch {
      // the HTTP layer showed why
    }
  }

  const detail = selected ? parseStructure(ocl, selected.smiles) : null
  const descriptors = detail?.ok ? computeDescriptors(ocl, detail.molecule) : null

  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_380px]">
      <section aria-labelledby="sw-sider-title" className="grid min-w-0 content-start gap-3 self-start rounded-lg border border-line bg-surface p-4 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 id="sw-sider-title" className="text-[1.3em] font-semibold text-ink">
            {t`Compound workspace`}
          </h1>
          <div className="flex gap-2">
            <Button variant="secondary" disabled={!page?.list.length} onClick={() => page && downloadText(compoundsCsv(page.list), 'compounds.csv', 'text/csv')}>
              <Download aria-hidden className="size-4" />
              {t`Export CSV`}
            </Button>
            {canWrite && (
              <Button onClick={() => navigate('/2d')}>
                <PenTool aria-hidden className="size-4" />
                {t`New structure`}
              </Button>
            )}
          </div>
        </div>
        <form
          role="search"
          className="flex flex-wrap items-center gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            const text = typed.trim()
            update({
              search: mode === 'text' ? text : '',
              substructure: mode === 'substructure' && text ? text : undefined,
              similarTo: mode === 'similarity' && text ? text : undefined,
              threshold: mode === 'similarity' ? Number(threshold) : undefined,
            })
          }}
        >
          <label className="sr-only" htmlFor="sw-sider-mode">
            {t`Search in`}
          </label>
          <select
            id="sw-sider-mode"
            name="searchMode"
            value={mode}
            onChange={(event) => setMode(event.target.value as SearchMode)}
            className="h-[var(--sw-control-h)] cursor-pointer rounded-control border border-line bg-surface px-2 text-ink outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/25"
          >
            <option value="text">{t`Name or SMILES`}</option>
            <option value="substructure">{t`Substructure (SMILES)`}</option>
            <option value="similarity">{t`Similar to (SMILES)`}</option>
          </select>
          <label className="flex h-[var(--sw-control-h)] min-w-40 flex-1 items-center gap-2 rounded-control border border-line bg-surface px-3 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25">
            <Search aria-hidden className="size-4 text-muted" />
            <span className="sr-only">{mode === 'text' ? t`Search by name or SMILES` : t`Search structure as SMILES`}</span>
            <input name="compoundSearch" value={typed} maxLength={2000} placeholder={mode === 'text' ? t`Search by name or SMILES` : t`e.g. c1ccccc1C(=O)O`} onChange={(event) => setTyped(event.target.value)} className="min-w-0 flex-1 bg-transparent text-ink outline-none placeholder:text-muted/70" />
          </label>
          {mode === 'similarity' && (
            <label className="flex items-center gap-2 text-ink">
              {t`Tanimoto ≥`}
              <input
                type="number"
                name="threshold"
                min={0}
                max={1}
                step={0.05}
                value={threshold}
                onChange={(event) => setThreshold(event.target.value)}
                className="h-[var(--sw-control-h)] w-20 rounded-control border border-line bg-surface px-2 text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
              />
            </label>
          )}
          <label className="flex cursor-pointer items-center gap-2 text-ink">
            <input type="checkbox" name="lipinski" checked={query.lipinski} onChange={(event) => update({ lipinski: event.target.checked })} className="size-4 accent-[var(--sw-color-primary)]" />
            {t`Passes Lipinski`}
          </label>
          <Button type="submit" variant="secondary">
            {t`Search`}
          </Button>
        </form>
        {removed && (
          <p role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-line bg-canvas px-3 py-2 text-ink">
            {t`${removed.name} was deleted.`}
            <Button variant="ghost" onClick={() => void undoRemove()}>
              {t`Undo`}
            </Button>
          </p>
        )}
        {error && !page ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md border border-danger/30 bg-danger/5 p-3 text-danger">
            <CircleAlert aria-hidden className="size-4" />
            <span className="flex-1">{t`The compounds could not be loaded.`}</span>
            <Button variant="secondary" onClick={refresh}>
              {t`Try again`}
            </Button>
          </div>
        ) : !page ? (
          <PageLoader />
        ) : page.list.length === 0 ? (
          <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">
            {query.search || query.lipinski || query.substructure || query.similarTo ? t`No compound matches these filters.` : t`The workspace is empty. Draw a structure in the 2D editor and save it here.`}
          </p>
        ) : (
          <div className="overflow-x-auto" aria-busy={!data}>
            <table className="w-full min-w-[720px] text-left">
              <caption className="sr-only">{t`Compounds, ${total} in all`}</caption>
              <thead className="border-b border-line text-[0.857em] text-muted">
                <tr>
                  <th scope="col" className="py-2 pr-2 font-medium">{t`Structure`}</th>
                  <SortHeader label={t`Name`} active={query.sort === 'name'} order={query.order} onSort={() => sortBy('name')} />
                  {COLUMNS.map((column) => (
                    <SortHeader key={column.sort} label={i18n._(column.label)} active={query.sort === column.sort} order={query.order} onSort={() => sortBy(column.sort!)} numeric />
                  ))}
                  <th scope="col" className="py-2 pr-2 font-medium">{t`Lipinski`}</th>
                  <SortHeader label={t`Added`} active={query.sort === 'createdAt'} order={query.order} onSort={() => sortBy('createdAt')} />
                </tr>
              </thead>
              <tbody>
                {page.list.map((compound) => (
                  <tr
                    key={compound.id}
                    aria-selected={selected?.id === compound.id}
                    onClick={() => setSelected(compound)}
                    className={cn('cursor-pointer border-b border-line/70 hover:bg-canvas', selected?.id === compound.id && 'shadow-[inset_3px_0_0_var(--color-primary-strong)]')}
                  >
                    <td className="py-1.5 pr-2">
                      <StructureImage ocl={ocl} smiles={compound.smiles} width={96} height={64} alt={compound.name} />
                    </td>
                    <td className="py-1.5 pr-2">
                      <button type="button" className="cursor-pointer text-left font-medium text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-primary" onClick={() => setSelected(compound)}>
                        {compound.name}
                      </button>
                      <div className="text-[0.857em] text-muted">
                        {compound.formula}
                        {compound.similarity !== undefined && <span data-similarity={compound.similarity}> · {t`similarity ${formatValue(compound.similarity, 2, locale)}`}</span>}
                      </div>
                    </td>
                    {COLUMNS.map((column) => (
                      <td key={column.sort} className="py-1.5 pr-2 text-right tabular-nums text-ink">
                        {formatValue(column.value!(compound), column.digits ?? 0, locale)}
                      </td>
                    ))}
                    <td className="py-1.5 pr-2">
                      <span className={cn('rounded-full px-2 py-0.5 text-[0.857em] font-medium', compound.lipinskiViolations <= 1 ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger-strong')}>
                        {compound.lipinskiViolations <= 1 ? t`Pass` : t`Fail`}
                      </span>
                    </td>
                    <td className="py-1.5 pr-2 text-[0.857em] text-muted">
                      <div>{compound.createdBy}</div>
                      <time dateTime={compound.createdAt}>{new Date(compound.createdAt).toLocaleDateString(locale)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {page && total > 0 && (
          <nav aria-label={t`Pages`} className="flex items-center justify-end gap-2 text-muted">
            <span>{t`Page ${query.currentPage} of ${pages} · ${total} compounds`}</span>
            <Button variant="secondary" aria-label={t`Previous page`} disabled={query.currentPage <= 1} onClick={() => setQuery((q) => ({ ...q, currentPage: q.currentPage - 1 }))}>
              <ChevronLeft aria-hidden className="size-4" />
            </Button>
            <Button variant="secondary" aria-label={t`Next page`} disabled={query.currentPage >= pages} onClick={() => setQuery((q) => ({ ...q, currentPage: q.currentPage + 1 }))}>
              <ChevronRight aria-hidden className="size-4" />
            </Button>
          </nav>
        )}
      </section>
      <aside aria-label={t`Selected compound`} className="grid min-w-0 content-start gap-4">
        {selected ? (
          <>
            <section className="grid gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm">
              <h2 className="text-[1.1em] font-semibold text-ink">{selected.name}</h2>
              <div className="flex justify-center">
                <StructureImage ocl={ocl} smiles={selected.smiles} width={320} height={220} alt={selected.name} />
              </div>
              <p className="font-mono text-[0.857em] break-all text-muted">{selected.smiles}</p>
              {selected.notes && <p className="whitespace-pre-wrap text-ink">{selected.notes}</p>}
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => navigate(`/2d?smiles=${encodeURIComponent(selected.smiles)}`)}>
                  <PenTool aria-hidden className="size-4" />
                  {t`Open in editor`}
                </Button>
                {canWrite && (
                  <Button variant="secondary" onClick={() => void remove(selected)}>
                    <Trash2 aria-hidden className="size-4" />
                    {t`Delete`}
                  </Button>
                )}
              </div>
            </section>
            {descriptors && (
              <>
                <PropertiesTable descriptors={descriptors} />
                <RulePanels descriptors={descriptors} />
                <SafetyPanel descriptors={descriptors} />
              </>
            )}
          </>
        ) : (
          <p className="rounded-lg border border-dashed border-line bg-surface p-6 text-center text-muted">{t`Choose a compound to see its structure, properties and notes.`}</p>
        )}
      </aside>
    </div>
  )
}

function SortHeader({ label, active, order, onSort, numeric = false }: { label: string; active: boolean; order: 'asc' | 'desc'; onSort(): void; numeric?: boolean }) {
  return (
    <th scope="col" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'} className={cn('py-2 pr-2 font-medium', numeric && 'text-right')}>
      <button type="button" onClick={onSort} className={cn('inline-flex cursor-pointer items-center gap-1 hover:text-ink focus-visible:outline-2 focus-visible:outline-primary', active && 'text-ink')}>
        {label}
        {active && (order === 'asc' ? <ArrowUp aria-hidden className="size-3.5" /> : <ArrowDown aria-hidden className="size-3.5" />)}
      </button>
    </th>
  )
}
