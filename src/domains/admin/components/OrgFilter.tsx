/**
 * An organisation filter for a filter row: a compact button naming the chosen organisation (or
 * "Any organisation") that opens the shared organisation picker (name, code or pinyin over all
 * 10 000) in a full-width panel, with "Any organisation" to clear it. The panel follows the button
 * in tab order and is placed last in the (wrapping flex) row, so it opens below the other filters.
 * Used by the users list and the sign-in records.
 */
import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Building2, X } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { cn } from '#platform/ui/cn.ts'
import { useOrgTree } from '../hooks/orgData.ts'
import { OrgPicker } from './OrgPicker.tsx'

interface OrgFilterProps {
  /** The chosen organisation's id, or undefined for any. */
  value: string | undefined
  onChange(id: string | undefined): void
  /** The filter row's control classes (height, border, colours). */
  control: string
}

export function OrgFilter({ value, onChange, control }: OrgFilterProps) {
  const { t } = useLingui()
  const { index } = useOrgTree()
  const [open, setOpen] = useState(false)
  const panel = useId()
  const chosen = value ? index?.byId.get(Number(value))?.name : undefined
  const choose = (id: string | undefined) => {
    onChange(id)
    setOpen(false)
  }
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        data-action="org-filter"
        onClick={() => setOpen((o) => !o)}
        className={cn(control, 'inline-flex max-w-64 items-center gap-1.5', value && 'border-primary text-primary-strong')}
      >
        <Building2 aria-hidden className="size-4 shrink-0" />
        <span className="truncate">{value ? (chosen ?? t`Organisation ${value}`) : t`Any organisation`}</span>
      </button>
      {open && (
        <div
          id={panel}
          data-org-filter-panel
          className="order-last grid w-full gap-2 rounded-md border border-line bg-canvas/40 p-3 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <OrgPicker value={value ?? ''} onChange={(id) => choose(id || undefined)} />
          <Button variant="secondary" onClick={() => choose(undefined)}>
            <X aria-hidden className="size-4" />
            {t`Any organisation`}
          </Button>
        </div>
      )}
    </>
  )
}
