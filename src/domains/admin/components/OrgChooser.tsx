/**
 * Choose several organisations (a 'custom' data scope): the chosen ones as removable chips, a
 * name filter and checkboxes for the first 50 matches. Self-contained over the flat list the
 * console fetches (querySysOrg, 10 000 per page); the organisations screen's tree can replace
 * the list later without changing its props.
 */
import { useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import { IconButton } from '#platform/ui/IconButton.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import type { Organisation } from '../contract.ts'

interface OrgChooserProps {
  orgs: Organisation[]
  value: string[]
  onChange(ids: string[]): void
  error?: string | undefined
  disabled?: boolean
}

export function OrgChooser({ orgs, value, onChange, error, disabled }: OrgChooserProps) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const byId = useMemo(() => new Map(orgs.map((o) => [String(o.id), o])), [orgs])
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase()
    return orgs.filter((o) => !q || o.name.toLowerCase().includes(q) || o.code.toLowerCase().includes(q)).slice(0, 50)
  }, [orgs, query])
  const chosen = new Set(value)
  const flip = (id: string) => onChange(chosen.has(id) ? value.filter((v) => v !== id) : [...value, id])
  return (
    <fieldset className="grid gap-2 rounded-md border border-line p-3" disabled={disabled} data-org-chooser>
      <legend className="px-1 font-medium text-ink">{t`Chosen organisations`}</legend>
      {value.length === 0 ? (
        <p className="text-muted">{t`None chosen yet.`}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Chosen organisations`}>
          {value.map((id) => (
            <li key={id} className="inline-flex items-center gap-1 rounded-full border border-line bg-canvas py-0.5 pr-1 pl-2.5 text-small text-ink">
              {byId.get(id)?.name ?? id}
              <IconButton size="xs" tone="inherit" className="hover:bg-line" label={t`Remove ${byId.get(id)?.name ?? id}`} onClick={() => flip(id)}>
                <X aria-hidden className="size-3" />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <TextField label={t`Find an organisation`} name="scopeOrgQuery" value={query} onChange={(e) => setQuery(e.target.value)} />
      <ul className="grid max-h-48 gap-0.5 overflow-auto" aria-label={t`Organisations (${matches.length} shown)`}>
        {matches.map((o) => (
          <li key={o.id}>
            <label className="flex min-h-8 cursor-pointer items-center gap-2 rounded px-1 text-ink hover:bg-canvas">
              <input
                type="checkbox"
                className="size-4 accent-[var(--sw-color-primary)]"
                checked={chosen.has(String(o.id))}
                onChange={() => flip(String(o.id))}
              />
              <span>{o.name}</span>
              <span className="text-small text-muted">{o.code}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-small text-danger-strong">
          {error}
        </p>
      )}
    </fieldset>
  )
}
