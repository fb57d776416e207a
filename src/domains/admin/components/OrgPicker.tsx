/**
 * Choose one of the tenant's organisations (10 000 in the demo tenant): a name filter and a
 * select of the first 50 matches (the chosen one always stays listed). A virtualised tree picker
 * comes with the organisations screen.
 */
import { useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SelectField } from '../../../platform/ui/SelectField.tsx'
import { TextField } from '../../../platform/ui/TextField.tsx'
import type { Organisation } from '../contract.ts'

interface OrgPickerProps {
  orgs: Organisation[]
  value: string
  onChange(id: string): void
  error?: string | undefined
}

export function OrgPicker({ orgs, value, onChange, error }: OrgPickerProps) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase()
    const found = orgs.filter((o) => !q || o.name.toLowerCase().includes(q)).slice(0, 50)
    const chosen = orgs.find((o) => String(o.id) === value)
    return chosen && !found.includes(chosen) ? [chosen, ...found] : found
  }, [orgs, query, value])
  return (
    <div className="grid gap-2">
      <TextField label={t`Find an organisation`} name="orgQuery" value={query} onChange={(e) => setQuery(e.target.value)} />
      <SelectField
        label={t`Organisation`}
        name="orgId"
        required
        placeholder={t`Select an organisation (${matches.length} shown)`}
        options={matches.map((o) => ({ value: String(o.id), label: o.name }))}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
