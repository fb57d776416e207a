/**
 * A user's further organisations (besides their own; up to MAX_USER_ORGS): the chosen ones as
 * chips with a remove button, and a filter by name, code or pinyin with a select whose choice adds
 * one. Attendance decides the user's day in each of them by its rules.
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Building2 } from 'lucide-react'
import { Chip } from '#platform/ui/Chip.tsx'
import { SelectField } from '#platform/ui/SelectField.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { MAX_USER_ORGS } from '../contract.ts'
import { useOrgMatches } from '../hooks/orgMatches.ts'

interface Props {
  value: readonly string[]
  /** The user's own organisation (not offered). */
  ownOrgId: string
  /** The names the server read for `value` (one beyond the caller's data scope is not in their list). */
  names?: Readonly<Record<string, string>>
  onChange(ids: string[]): void
  error?: string | undefined
}

export function OtherOrgsPicker({ value, ownOrgId, names = {}, onChange, error }: Props) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const { loaded, matches, label } = useOrgMatches(query)
  const chosen = value.filter((id) => id !== ownOrgId)
  const full = chosen.length >= MAX_USER_ORGS
  const nameOf = (id: string) => label(Number(id)) || names[id] || `#${id}`
  const offered = matches.filter((o) => String(o.id) !== ownOrgId && !chosen.includes(String(o.id)))
  return (
    <fieldset className="grid min-w-0 gap-2 sm:col-span-2" data-other-orgs>
      <legend className="mb-1 font-medium text-ink">{t`Also a member of`}</legend>
      <p className="text-small text-muted">{t`Further organisations, such as a second school a teacher works at: attendance decides the user's days in each by its rules.`}</p>
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Further organisations`}>
          {chosen.map((id) => (
            <Chip
              key={id}
              icon={<Building2 aria-hidden className="size-3.5 shrink-0" />}
              removeLabel={t`Remove ${nameOf(id)}`}
              onRemove={() => onChange(chosen.filter((other) => other !== id))}
            >
              {nameOf(id)}
            </Chip>
          ))}
        </ul>
      ) : (
        <p className="text-small text-muted">{t`None: only the organisation above.`}</p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          label={t`Find an organisation`}
          name="otherOrgQuery"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          hint={t`Name, code or pinyin`}
        />
        <SelectField
          label={t`Add an organisation`}
          name="otherOrgIds"
          disabled={full || !loaded}
          placeholder={full ? t`At most ${MAX_USER_ORGS} further organisations` : loaded ? t`Select an organisation (${offered.length} shown)` : t`Loading…`}
          options={offered.map((o) => ({ value: String(o.id), label: label(o.id) }))}
          value=""
          error={error}
          onChange={(e) => e.target.value && onChange([...chosen, e.target.value])}
        />
      </div>
    </fieldset>
  )
}
