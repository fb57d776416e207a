/**
 * The compound workspace's table: a checkbox per row (and one for the page), structure
 * thumbnails, name with formula, SMILES and tags, the property columns and the tenant's activity columns
 * (each sortable by its header), the Lipinski verdict, the PAINS and Brenk alerts raised, who added
 * it and when. A row opens the side panel.
 */
import { useLingui } from '@lingui/react/macro'
import { SortHeader } from '#platform/ui/SortHeader.tsx'
import { cn } from '#platform/ui/cn.ts'
import type { Compound, CompoundSort } from '../contract.ts'
import { TABLE_COLUMNS } from '../messages/columnLabels.ts'
import type { OCL } from '../runtime/ocl.ts'
import { StructureImage } from './StructureImage.tsx'
import { formatValue } from '../messages/labels.ts'

/** Activities shown as columns (the rest are in the side panel). */
export const MAX_ACTIVITY_COLUMNS = 4

interface CompoundTableProps {
  ocl: OCL
  rows: Compound[]
  total: number
  activities: string[]
  sort: CompoundSort
  order: 'asc' | 'desc'
  onSort(sort: CompoundSort): void
  selectedId: number | null
  onOpen(compound: Compound): void
  checked: ReadonlyMap<number, Compound>
  onCheck(compounds: Compound[], checked: boolean): void
  locale: string
  busy: boolean
}

export function CompoundTable({ ocl, rows, total, activities, sort, order, onSort, selectedId, onOpen, checked, onCheck, locale, busy }: CompoundTableProps) {
  const { t, i18n } = useLingui()
  const shown = activities.slice(0, MAX_ACTIVITY_COLUMNS)
  const allChecked = rows.length > 0 && rows.every((c) => checked.has(c.id))
  return (
    <div className="overflow-x-auto" aria-busy={busy}>
      <table className="w-full min-w-[900px] text-left">
        <caption className="sr-only">{t`Compounds, ${total} in all`}</caption>
        <thead className="border-b border-line text-small text-muted">
          <tr>
            <th scope="col" className="w-8 py-2 pr-2">
              <input
                type="checkbox"
                aria-label={t`Select all on this page`}
                checked={allChecked}
                onChange={(e) => onCheck(rows, e.target.checked)}
                className="size-4 cursor-pointer accent-[var(--sw-color-primary)]"
              />
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">{t`Structure`}</th>
            <SortHeader label={t`Name`} active={sort === 'name'} order={order} onSort={() => onSort('name')} />
            {TABLE_COLUMNS.map((column) => (
              <SortHeader key={column.key} label={i18n._(column.label)} active={sort === column.key} order={order} onSort={() => onSort(column.key)} numeric />
            ))}
            {shown.map((name) => (
              <SortHeader key={name} label={name} active={sort === `activity:${name}`} order={order} onSort={() => onSort(`activity:${name}`)} numeric />
            ))}
            <th scope="col" className="py-2 pr-2 font-medium">{t`Lipinski`}</th>
            <th scope="col" className="py-2 pr-2 font-medium">{t`Alerts`}</th>
            <SortHeader label={t`Added`} active={sort === 'createdAt'} order={order} onSort={() => onSort('createdAt')} />
          </tr>
        </thead>
        <tbody>
          {rows.map((compound) => (
            <tr
              key={compound.id}
              aria-selected={selectedId === compound.id}
              onClick={() => onOpen(compound)}
              className={cn(
                'cursor-pointer border-b border-line/70 hover:bg-canvas',
                selectedId === compound.id && 'shadow-[inset_3px_0_0_var(--color-primary-strong)]',
              )}
            >
              <td className="py-1.5 pr-2" onClick={(e) => e.stopPropagation()}>
                <input
                  type="checkbox"
                  aria-label={t`Select ${compound.name}`}
                  checked={checked.has(compound.id)}
                  onChange={(e) => onCheck([compound], e.target.checked)}
                  className="size-4 cursor-pointer accent-[var(--sw-color-primary)]"
                />
              </td>
              <td className="py-1.5 pr-2">
                <StructureImage ocl={ocl} smiles={compound.smiles} width={96} height={64} alt={compound.name} />
              </td>
              <td className="py-1.5 pr-2">
                <button
                  type="button"
                  className="cursor-pointer text-left font-medium text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                  onClick={() => onOpen(compound)}
                >
                  {compound.name}
                </button>
                <div className="text-small text-muted">
                  {compound.formula}
                  {compound.similarity !== undefined && (
                    <span data-similarity={compound.similarity}> · {t`similarity ${formatValue(compound.similarity, 2, locale)}`}</span>
                  )}
                </div>
                <div className="max-w-56 truncate font-mono text-tiny text-muted" title={compound.smiles}>
                  {compound.smiles}
                </div>
                {compound.tags.length > 0 && (
                  <div className="mt-0.5 flex flex-wrap gap-1">
                    {compound.tags.map((tag) => (
                      <span key={tag} className="rounded bg-primary/10 px-1.5 text-tiny text-primary-strong">
                        {tag}
                      </span>
                    ))}
                  </div>
                )}
              </td>
              {TABLE_COLUMNS.map((column) => (
                <td key={column.key} className="py-1.5 pr-2 text-right tabular-nums text-ink">
                  {formatValue(compound[column.key], column.digits, locale)}
                </td>
              ))}
              {shown.map((name) => (
                <td key={name} className="py-1.5 pr-2 text-right tabular-nums text-ink">
                  {compound.activities[name] === undefined ? '' : compound.activities[name].toLocaleString(locale, { maximumSignificantDigits: 4 })}
                </td>
              ))}
              <td className="py-1.5 pr-2">
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-small font-medium',
                    compound.lipinskiViolations <= 1 ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger-strong',
                  )}
                >
                  {compound.lipinskiViolations <= 1 ? t`Pass` : t`Fail`}
                </span>
              </td>
              <td className="py-1.5 pr-2">
                <AlertCounts pains={compound.pains} brenk={compound.brenk} />
              </td>
              <td className="py-1.5 pr-2 text-small text-muted">
                <div>{compound.createdBy}</div>
                <time dateTime={compound.createdAt}>{new Date(compound.createdAt).toLocaleDateString(locale)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The alerts a compound raises, counted by kind (their names in the tooltip and for screen
 * readers); "—" when not known. */
function AlertCounts({ pains, brenk }: { pains: string[] | null; brenk: string[] | null }) {
  const { t } = useLingui()
  if (pains === null || brenk === null)
    return (
      <span className="text-muted" title={t`Not analysed yet`}>
        —
      </span>
    )
  if (pains.length === 0 && brenk.length === 0) return <span className="text-small text-muted">{t`None`}</span>
  return (
    <span className="flex flex-wrap gap-1" data-pains={pains.length} data-brenk={brenk.length}>
      {pains.length > 0 && (
        <span title={pains.join('\n')} className="relative rounded-full bg-danger/10 px-2 py-0.5 text-small font-medium whitespace-nowrap text-danger-strong">
          {t`PAINS ${pains.length}`}
          <span className="sr-only">: {pains.join(', ')}</span>
        </span>
      )}
      {brenk.length > 0 && (
        <span title={brenk.join('\n')} className="relative rounded-full bg-warning/10 px-2 py-0.5 text-small font-medium whitespace-nowrap text-warning">
          {t`Brenk ${brenk.length}`}
          <span className="sr-only">: {brenk.join(', ')}</span>
        </span>
      )}
    </span>
  )
}
