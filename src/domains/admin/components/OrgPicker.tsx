/**
 * Choose one of the tenant's organisations (10 000 in the demo tenant) from the shared tree
 * (useOrgMatches): a filter by name, code or pinyin and a select of the first 50 matches, each
 * with its path (the chosen one always stays listed).
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SelectField } from '#platform/ui/SelectField.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { useOrgMatches } from '../hooks/orgMatches.ts'

interface OrgPickerProps {
  value: string
  onChange(id: string): void
  error?: string | undefined
}

export function OrgPicker({ value, onChange, error }: OrgPickerProps) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const { loaded, matches, label } = useOrgMatches(query, value ? [Number(value)] : [])
  return (
    <div className="grid gap-2">
      <TextField label={t`Find an organisation`} name="orgQuery" value={query} onChange={(e) => setQuery(e.target.value)} hint={t`Name, code or pinyin`} />
      <SelectField
        label={t`Organisation`}
        name="orgId"
        required
        placeholder={loaded ? t`Select an organisation (${matches.length} shown)` : t`Loading…`}
        options={matches.map((o) => ({ value: String(o.id), label: label(o.id) }))}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
