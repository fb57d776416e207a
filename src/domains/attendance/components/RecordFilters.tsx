/**
 * The sign-in records' filters: the organisation (and those below it) through the admin domain's
 * OrgFilter, the user (part of the username or nickname), the days (from, to; inclusive; DateFields
 * in the console's language), the verdict and "flagged only". Typing in the user field applies on
 * Enter or Search; everything else at once.
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '#platform/ui/Button.tsx'
import { SearchBox } from '#platform/ui/SearchBox.tsx'
import { FIELD_SELECT } from '#platform/ui/fieldControl.ts'
import { cn } from '#platform/ui/cn.ts'
import { DateField } from '#platform/ui/DateField.tsx'
import { OrgFilter } from '../../admin/index.ts'
import { VERDICTS, type RecordQuery, type Verdict } from '../contract.ts'
import { useVerdictLabel } from '../messages/verdictLabels.ts'

export type RecordFilter = Omit<RecordQuery, 'currentPage' | 'pageSize'>

export function RecordFilters({ filter, onChange }: { filter: RecordFilter; onChange(next: Partial<RecordFilter>): void }) {
  const { t } = useLingui()
  const verdictLabel = useVerdictLabel()
  const [typed, setTyped] = useState(filter.user ?? '')
  return (
    <form
      role="search"
      aria-label={t`Filter the sign-in records`}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onChange({ user: typed.trim() || undefined })
      }}
    >
      <SearchBox label={t`User`} name="user" value={typed} maxLength={64} placeholder={t`User name`} onChange={setTyped} className="min-w-44 flex-1" />
      <OrgFilter
        value={filter.orgId ? String(filter.orgId) : undefined}
        onChange={(id) => onChange({ orgId: id ? Number(id) : undefined })}
        control={FIELD_SELECT}
      />
      <DateField
        variant="filter"
        label={t`From`}
        name="from"
        value={filter.from ?? ''}
        max={filter.to}
        onChange={(from) => onChange({ from: from || undefined })}
      />
      <DateField variant="filter" label={t`To`} name="to" value={filter.to ?? ''} min={filter.from} onChange={(to) => onChange({ to: to || undefined })} />
      <select
        aria-label={t`Verdict`}
        name="verdict"
        value={filter.verdict ?? ''}
        onChange={(e) => onChange({ verdict: (e.target.value || undefined) as Verdict | undefined })}
        className={FIELD_SELECT}
      >
        <option value="">{t`Any verdict`}</option>
        {VERDICTS.map((v) => (
          <option key={v} value={v}>
            {verdictLabel(v)}
          </option>
        ))}
      </select>
      <label className={cn(FIELD_SELECT, 'inline-flex items-center gap-2')}>
        <input
          type="checkbox"
          name="flagged"
          checked={filter.flagged ?? false}
          onChange={(e) => onChange({ flagged: e.target.checked || undefined })}
          className="size-4 accent-[var(--color-primary-strong)]"
        />
        {t`Flagged only`}
      </label>
      <Button type="submit" variant="secondary">
        {t`Search`}
      </Button>
    </form>
  )
}
