/**
 * The compound workspace's search and filters: name, SMILES or formula text, a substructure or
 * similar structures (SMILES, Tanimoto threshold), Lipinski passes, no PAINS alert, no Brenk
 * alert, one alert, a tag, and a min–max range on any numeric column (a property or an activity). A search structure is typed as SMILES or drawn
 * (DrawQueryDialog). Typed values apply on Search (or Enter); the checkbox and the selects apply
 * at once.
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PenTool } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { SearchBox } from '#platform/ui/SearchBox.tsx'
import { FIELD_CONTROL, FIELD_SELECT } from '#platform/ui/fieldControl.ts'
import type { CompoundColumns, CompoundQuery, CompoundSort, NumericColumn } from '../contract.ts'
import { parseNumber } from '../logic/compoundData.ts'
import { PROPERTY_COLUMN_LABELS } from '../messages/columnLabels.ts'
import { DrawQueryDialog } from './DrawQueryDialog.tsx'
import type { OCL } from '../runtime/ocl.ts'

export type ListState = Omit<CompoundQuery, 'pageSize'> & { currentPage: number; search: string; lipinski: boolean; sort: CompoundSort; order: 'asc' | 'desc' }

type SearchMode = 'text' | 'substructure' | 'similarity'

export function WorkspaceFilters({
  ocl,
  query,
  columns,
  onChange,
}: {
  ocl: OCL
  query: ListState
  columns: CompoundColumns
  onChange(next: Partial<ListState>): void
}) {
  const { t, i18n } = useLingui()
  const [typed, setTyped] = useState('')
  const [mode, setMode] = useState<SearchMode>('text')
  const [threshold, setThreshold] = useState('0.7')
  const [rangeColumn, setRangeColumn] = useState<NumericColumn | ''>(query.filter ?? '')
  const [min, setMin] = useState('')
  const [max, setMax] = useState('')
  const [drawing, setDrawing] = useState(false)
  const badRange = (min !== '' && parseNumber(min) === null) || (max !== '' && parseNumber(max) === null)

  function apply(searchText: string) {
    if (badRange) return
    const text = searchText.trim()
    const low = min === '' ? undefined : parseNumber(min)!
    const high = max === '' ? undefined : parseNumber(max)!
    const ranged = rangeColumn !== '' && (low !== undefined || high !== undefined)
    onChange({
      search: mode === 'text' ? text : '',
      substructure: mode === 'substructure' && text ? text : undefined,
      similarTo: mode === 'similarity' && text ? text : undefined,
      threshold: mode === 'similarity' ? Number(threshold) : undefined,
      filter: ranged ? rangeColumn : undefined,
      min: ranged ? low : undefined,
      max: ranged ? high : undefined,
    })
  }

  return (
    <form
      role="search"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        apply(typed)
      }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <label className="sr-only" htmlFor="sw-sider-mode">
          {t`Search in`}
        </label>
        <select id="sw-sider-mode" name="searchMode" value={mode} onChange={(event) => setMode(event.target.value as SearchMode)} className={FIELD_SELECT}>
          <option value="text">{t`Name, SMILES or formula`}</option>
          <option value="substructure">{t`Substructure (SMILES)`}</option>
          <option value="similarity">{t`Similar to (SMILES)`}</option>
        </select>
        <SearchBox
          label={mode === 'text' ? t`Search by name, SMILES or formula` : t`Search structure as SMILES`}
          name="compoundSearch"
          value={typed}
          maxLength={2000}
          placeholder={mode === 'text' ? t`Search by name, SMILES or formula` : t`e.g. c1ccccc1C(=O)O`}
          onChange={setTyped}
          className="min-w-40 flex-1"
        />
        {mode !== 'text' && (
          <Button variant="secondary" data-action="draw-query" onClick={() => setDrawing(true)}>
            <PenTool aria-hidden className="size-4" />
            {t`Draw`}
          </Button>
        )}
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
              className={`${FIELD_CONTROL} w-20`}
            />
          </label>
        )}
        <Button type="submit" variant="secondary">
          {t`Search`}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex cursor-pointer items-center gap-2 text-ink">
          <input
            type="checkbox"
            name="lipinski"
            checked={query.lipinski}
            onChange={(event) => onChange({ lipinski: event.target.checked })}
            className="size-4 accent-[var(--sw-color-primary)]"
          />
          {t`Passes Lipinski`}
        </label>
        <label className="flex cursor-pointer items-center gap-2 text-ink">
          <input
            type="checkbox"
            name="noPains"
            checked={Boolean(query.noPains)}
            onChange={(event) => onChange({ noPains: event.target.checked || undefined })}
            className="size-4 accent-[var(--sw-color-primary)]"
          />
          {t`No PAINS alert`}
        </label>
        <label className="flex cursor-pointer items-center gap-2 text-ink">
          <input
            type="checkbox"
            name="noBrenk"
            checked={Boolean(query.noBrenk)}
            onChange={(event) => onChange({ noBrenk: event.target.checked || undefined })}
            className="size-4 accent-[var(--sw-color-primary)]"
          />
          {t`No Brenk alert`}
        </label>
        {columns.alerts.length > 0 && (
          <label className="flex items-center gap-2 text-ink">
            {t`Alert`}
            <select
              name="alert"
              value={query.alert ?? ''}
              onChange={(event) => onChange({ alert: event.target.value || undefined })}
              className={`${FIELD_SELECT} max-w-56`}
            >
              <option value="">{t`Any`}</option>
              {columns.alerts.map((alert) => (
                <option key={alert} value={alert}>
                  {alert}
                </option>
              ))}
            </select>
          </label>
        )}
        {columns.tags.length > 0 && (
          <label className="flex items-center gap-2 text-ink">
            {t`Tag`}
            <select name="tag" value={query.tag ?? ''} onChange={(event) => onChange({ tag: event.target.value || undefined })} className={FIELD_SELECT}>
              <option value="">{t`Any`}</option>
              {columns.tags.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="flex flex-wrap items-center gap-2 text-ink">
          <label htmlFor="sw-sider-range">{t`Range`}</label>
          <select
            id="sw-sider-range"
            name="rangeColumn"
            value={rangeColumn}
            onChange={(event) => setRangeColumn(event.target.value as NumericColumn | '')}
            className={FIELD_SELECT}
          >
            <option value="">{t`(no column)`}</option>
            {PROPERTY_COLUMN_LABELS.map((c) => (
              <option key={c.key} value={c.key}>
                {i18n._(c.label)}
              </option>
            ))}
            {columns.activities.map((name) => (
              <option key={name} value={`activity:${name}`}>
                {name}
              </option>
            ))}
          </select>
          <span className="flex items-center gap-2">
            <input
              aria-label={t`Minimum`}
              name="rangeMin"
              inputMode="decimal"
              placeholder={t`min`}
              value={min}
              disabled={rangeColumn === ''}
              onChange={(e) => setMin(e.target.value)}
              aria-invalid={min !== '' && parseNumber(min) === null ? true : undefined}
              className={`${FIELD_CONTROL} w-20 disabled:opacity-50`}
            />
            <span aria-hidden>–</span>
            <input
              aria-label={t`Maximum`}
              name="rangeMax"
              inputMode="decimal"
              placeholder={t`max`}
              value={max}
              disabled={rangeColumn === ''}
              onChange={(e) => setMax(e.target.value)}
              aria-invalid={max !== '' && parseNumber(max) === null ? true : undefined}
              className={`${FIELD_CONTROL} w-20 disabled:opacity-50`}
            />
          </span>
          {badRange && <span className="text-danger">{t`Enter a number.`}</span>}
        </div>
      </div>
      {drawing && (
        <DrawQueryDialog
          ocl={ocl}
          open={drawing}
          onOpenChange={setDrawing}
          initial={typed.trim()}
          onUse={(smiles) => {
            setTyped(smiles)
            apply(smiles)
          }}
        />
      )}
    </form>
  )
}
