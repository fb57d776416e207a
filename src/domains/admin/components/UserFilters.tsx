/**
 * The users list's further filters: the organisation — a compact button that opens the shared
 * organisation picker (name, code or pinyin over all 10 000) below the filter row, with "Any
 * organisation" to clear it — and the sign-up state (approved, rejected; pending has its tab).
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Building2, X } from 'lucide-react'
import { Button } from '../../../platform/ui/Button.tsx'
import { cn } from '../../../platform/ui/cn.ts'
import type { AdminUserQuery } from '../contract.ts'
import { useOrgTree } from '../orgData.ts'
import { OrgPicker } from './OrgPicker.tsx'

interface UserFiltersProps {
  query: AdminUserQuery
  /** The pending tab fixes the sign-up state itself. */
  showAudit: boolean
  control: string
  onChange(next: Partial<AdminUserQuery>): void
}

export function UserFilters({ query, showAudit, control, onChange }: UserFiltersProps) {
  const { t } = useLingui()
  const { index } = useOrgTree()
  const [open, setOpen] = useState(false)
  const chosen = query.orgId ? index?.byId.get(Number(query.orgId))?.name : undefined
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="sw-user-org-filter"
        data-action="org-filter"
        onClick={() => setOpen((o) => !o)}
        className={cn(control, 'inline-flex max-w-64 items-center gap-1.5', query.orgId && 'border-primary text-primary-strong')}
      >
        <Building2 aria-hidden className="size-4 shrink-0" />
        <span className="truncate">{query.orgId ? (chosen ?? t`Organisation ${query.orgId}`) : t`Any organisation`}</span>
      </button>
      {showAudit && (
        <select aria-label={t`Sign-up`} name="auditStatus" value={query.auditStatus ?? ''} onChange={(e) => onChange({ auditStatus: (e.target.value || undefined) as AdminUserQuery['auditStatus'] })} className={control}>
          <option value="">{t`Any sign-up state`}</option>
          <option value="approved">{t`Approved`}</option>
          <option value="pending">{t`Pending review`}</option>
          <option value="rejected">{t`Rejected`}</option>
        </select>
      )}
      {open && (
        <div id="sw-user-org-filter" className="grid w-full gap-2 rounded-md border border-line bg-canvas/40 p-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <OrgPicker
            value={query.orgId ? String(query.orgId) : ''}
            onChange={(id) => {
              onChange({ orgId: id || undefined })
              setOpen(false)
            }}
          />
          <Button
            variant="secondary"
            onClick={() => {
              onChange({ orgId: undefined })
              setOpen(false)
            }}
          >
            <X aria-hidden className="size-4" />
            {t`Any organisation`}
          </Button>
        </div>
      )}
    </>
  )
}
