/**
 * Which of a member's organisations a month is shown for (a member of several has a day under
 * each one's rules): a labelled select, their own organisation first.
 */
import { useLingui } from '@lingui/react/macro'
import { SelectField } from '#platform/ui/SelectField.tsx'
import type { MemberOrg } from '../contract.ts'

interface Props {
  orgs: readonly MemberOrg[]
  value: number | null
  onChange(orgId: number): void
  hint?: string
}

export function MemberOrgChoice({ orgs, value, onChange, hint }: Props) {
  const { t } = useLingui()
  return (
    <div className="grid gap-1 sm:max-w-md" data-member-orgs>
      <SelectField
        label={t`Organisation`}
        name="memberOrg"
        options={orgs.map((o, i) => ({ value: String(o.id), label: i === 0 ? t`${o.name} (own)` : o.name }))}
        value={String(value ?? orgs[0]?.id ?? '')}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      {hint && <p className="text-small text-muted">{hint}</p>}
    </div>
  )
}
