/**
 * The users list's further filters: the organisation (the admin domain's OrgFilter) and the
 * sign-up state (approved, rejected; pending has its tab).
 */
import { useLingui } from '@lingui/react/macro'
import type { AdminUserQuery } from '../contract.ts'
import { OrgFilter } from './OrgFilter.tsx'

interface UserFiltersProps {
  query: AdminUserQuery
  /** The pending tab fixes the sign-up state itself. */
  showAudit: boolean
  control: string
  onChange(next: Partial<AdminUserQuery>): void
}

export function UserFilters({ query, showAudit, control, onChange }: UserFiltersProps) {
  const { t } = useLingui()
  return (
    <>
      <OrgFilter value={query.orgId ? String(query.orgId) : undefined} onChange={(orgId) => onChange({ orgId })} control={control} />
      {showAudit && (
        <select
          aria-label={t`Sign-up`}
          name="auditStatus"
          value={query.auditStatus ?? ''}
          onChange={(e) => onChange({ auditStatus: (e.target.value || undefined) as AdminUserQuery['auditStatus'] })}
          className={control}
        >
          <option value="">{t`Any sign-up state`}</option>
          <option value="approved">{t`Approved`}</option>
          <option value="pending">{t`Pending review`}</option>
          <option value="rejected">{t`Rejected`}</option>
        </select>
      )}
    </>
  )
}
