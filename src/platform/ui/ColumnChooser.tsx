/**
 * A table's column chooser: which optional columns are shown, remembered in this browser
 * (localStorage, under a `sw-columns:<table>` key), with a reset to the table's defaults. The
 * button opens a panel of checkboxes (Tab between them, Space toggles, Escape closes and gives
 * the focus back to the button).
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Columns3 } from 'lucide-react'
import { Button } from './Button.tsx'

const storageKey = (table: string) => `sw-columns:${table}`

function read(table: string, all: readonly string[], defaults: readonly string[]): string[] {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKey(table))
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (Array.isArray(parsed)) return all.filter((c) => parsed.includes(c))
  } catch {
    // a damaged entry: the defaults
  }
  return [...defaults]
}

/** The shown columns of a table and a setter that remembers them (null: back to the defaults). */
export function useShownColumns(table: string, all: readonly string[], defaults: readonly string[]): [string[], (next: string[] | null) => void] {
  const [shown, setShown] = useState(() => read(table, all, defaults))
  const update = (next: string[] | null) => {
    const value = next ?? [...defaults]
    setShown(value)
    try {
      if (next === null) localStorage.removeItem(storageKey(table))
      else localStorage.setItem(storageKey(table), JSON.stringify(value))
    } catch {
      // storage full or refused: this page still shows the choice
    }
  }
  return [shown, update]
}

interface ColumnChooserProps {
  columns: ReadonlyArray<{ id: string; label: string }>
  shown: readonly string[]
  onChange(next: string[] | null): void
}

export function ColumnChooser({ columns, shown, onChange }: ColumnChooserProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    panel.current?.querySelector('input')?.focus()
    const away = (event: PointerEvent) => {
      const path = event.composedPath()
      if (!path.includes(root.current!)) setOpen(false)
    }
    document.addEventListener('pointerdown', away)
    return () => document.removeEventListener('pointerdown', away)
  }, [open])
  const close = () => {
    setOpen(false)
    root.current?.querySelector('button')?.focus()
  }
  return (
    <div ref={root} className="relative">
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} data-action="columns" onClick={() => setOpen(!open)}>
        <Columns3 aria-hidden className="size-4" />
        {t`Columns`}
      </Button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="group"
          aria-label={t`Columns shown`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation()
              close()
            }
          }}
          className="absolute left-0 z-20 mt-1 grid w-56 sm:right-0 sm:left-auto gap-1 rounded-md border border-line bg-surface p-3 shadow-lg"
        >
          {columns.map((column) => (
            <label key={column.id} className="flex cursor-pointer items-center gap-2 py-0.5 text-ink">
              <input
                type="checkbox"
                name="column"
                value={column.id}
                checked={shown.includes(column.id)}
                onChange={(event) => onChange(columns.map((c) => c.id).filter((id) => (id === column.id ? event.target.checked : shown.includes(id))))}
                className="size-4 accent-[var(--sw-color-primary)]"
              />
              {column.label}
            </label>
          ))}
          <div className="mt-2 flex justify-between gap-2 border-t border-line pt-2">
            <Button variant="ghost" className="px-2" onClick={() => onChange(null)}>
              {t`Reset columns`}
            </Button>
            <Button variant="secondary" className="px-3" onClick={close}>
              {t`Close`}
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
