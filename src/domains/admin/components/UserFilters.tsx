/**
 * The users list's search bar: the keyword (username, name, e-mail or mobile; applied when the
 * search is submitted), the role, status and type (their options from the roles and the
 * userStatus and userType dictionaries), the organisation (the admin domain's OrgFilter) and the
 * sign-up state (approved, rejected; pending has its tab).
 */
import { useLingui } from '@lingui/react/macro'
import { Button } from '#platform/ui/Button.tsx'
import { SearchBox } from '#platform/ui/SearchBox.tsx'
import { FIELD_SELECT } from '#platform/ui/fieldControl.ts'
import type { AdminUserQuery, RoleOption } from '../contract.ts'
import type { DictOption } from '../hooks/useDict.ts'
import { OrgFilter } from './OrgFilter.tsx'

interface UserFiltersProps {
  query: AdminUserQuery
  /** The keyword as typed (applied on submit). */
  typed: string
  onTyped(typed: string): void
  /** The pending tab fixes the sign-up state itself. */
  showAudit: boolean
  roles: readonly RoleOption[]
  statuses: readonly DictOption[]
  types: readonly DictOption[]
  onChange(next: Partial<AdminUserQuery>): void
}

export function UserFilters({ query, typed, onTyped, showAudit, roles, statuses, types, onChange }: UserFiltersProps) {
  const { t } = useLingui()
  return (
    <form
      role="search"
      className="flex flex-wrap items-center gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        onChange({ keyword: typed.trim() || undefined })
      }}
    >
      <SearchBox
        label={t`Search users`}
        name="keyword"
        value={typed}
        maxLength={100}
        placeholder={t`Username, name, e-mail or mobile`}
        onChange={onTyped}
        className="min-w-48 flex-1"
      />
      <select
        aria-label={t`Role`}
        name="roleId"
        value={query.roleId ?? ''}
        onChange={(e) => onChange({ roleId: e.target.value || undefined })}
        className={FIELD_SELECT}
      >
        <option value="">{t`All roles`}</option>
        {roles.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
      <select
        aria-label={t`Status`}
        name="status"
        value={query.status ?? ''}
        onChange={(e) => onChange({ status: (e.target.value || undefined) as AdminUserQuery['status'] })}
        className={FIELD_SELECT}
      >
        <option value="">{t`Any status`}</option>
        {statuses.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <select
        aria-label={t`Type`}
        name="userType"
        value={query.userType ?? ''}
        onChange={(e) => onChange({ userType: e.target.value || undefined })}
        className={FIELD_SELECT}
      >
        <option value="">{t`Any type`}</option>
        {types.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <OrgFilter value={query.orgId ? String(query.orgId) : undefined} onChange={(orgId) => onChange({ orgId })} control={FIELD_SELECT} />
      {showAudit && (
        <select
          aria-label={t`Sign-up`}
          name="auditStatus"
          value={query.auditStatus ?? ''}
          onChange={(e) => onChange({ auditStatus: (e.target.value || undefined) as AdminUserQuery['auditStatus'] })}
          className={FIELD_SELECT}
        >
          <option value="">{t`Any sign-up state`}</option>
          <option value="approved">{t`Approved`}</option>
          <option value="pending">{t`Pending review`}</option>
          <option value="rejected">{t`Rejected`}</option>
        </select>
      )}
      <Button type="submit" variant="secondary">
        {t`Search`}
      </Button>
    </form>
  )
}
