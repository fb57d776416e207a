/**
 * Choose one of the tenant's organisations (10 000 in the demo tenant) from the shared tree
 * (useOrgTree): a filter by name, code or pinyin and a select of the first 50 matches, each
 * with its path (the chosen one always stays listed).
 */
import { useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SelectField } from '#platform/ui/SelectField.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { useOrgTree } from '../hooks/orgData.ts'
import { searchOrgs } from '../logic/orgSearch.ts'

interface OrgPickerProps {
  value: string
  onChange(id: string): void
  error?: string | undefined
}

const SHOWN = 50

export function OrgPicker({ value, onChange, error }: OrgPickerProps) {
  const { t } = useLingui()
  const { nodes, index } = useOrgTree()
  const [query, setQuery] = useState('')
  const matches = useMemo(() => {
    if (!nodes || !index) return []
    const found = query.trim() ? [...searchOrgs(nodes, query, SHOWN).keys()].map((id) => index.byId.get(id)!) : nodes.slice(0, SHOWN)
    const chosen = index.byId.get(Number(value))
    return chosen && !found.includes(chosen) ? [chosen, ...found] : found
  }, [nodes, index, query, value])
  const label = (id: number) => {
    const node = index?.byId.get(id)
    const parent = node?.parentId != null ? index?.byId.get(node.parentId) : undefined
    return parent ? `${node?.name ?? ''} — ${parent.name}` : (node?.name ?? '')
  }
  return (
    <div className="grid gap-2">
      <TextField label={t`Find an organisation`} name="orgQuery" value={query} onChange={(e) => setQuery(e.target.value)} hint={t`Name, code or pinyin`} />
      <SelectField
        label={t`Organisation`}
        name="orgId"
        required
        placeholder={nodes ? t`Select an organisation (${matches.length} shown)` : t`Loading…`}
        options={matches.map((o) => ({ value: String(o.id), label: label(o.id) }))}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
