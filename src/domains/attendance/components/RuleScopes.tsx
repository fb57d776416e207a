/**
 * Where the members following a set of rules check in (the rules form's part): at their own
 * organisation's sign-in scopes (or the nearest ones above it) — the default — or only at the
 * scopes chosen here, from any organisation the administrator may name (the server's
 * queryRuleScopes, searched by a scope's or its organisation's name). The chosen ones are chips
 * with a remove button; the choices a checkbox list with its loading, empty and error states.
 */
import { useEffect, useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { MapPin } from 'lucide-react'
import { Chip } from '#platform/ui/Chip.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { SearchBox } from '#platform/ui/SearchBox.tsx'
import { Spinner } from '#platform/ui/Spinner.tsx'
import { apiFor } from '#platform/store/api.ts'
import { useResource } from '#platform/ui/useResource.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { createAttendanceApi, MAX_RULE_SCOPES, type SigninScope } from '../contract.ts'

export interface RuleScopesProps {
  apiBase: string
  /** The rules' owner (null: the tenant). */
  orgId: number | null
  /** The chosen scopes; undefined: each organisation's own. */
  value: readonly SigninScope[] | undefined
  onChange(value: readonly SigninScope[] | undefined): void
  error?: string | undefined
}

/** Typing settles this long before the choices are asked for again. */
const SEARCH_DELAY_MS = 250

export function RuleScopes({ apiBase, orgId, value, onChange, error }: RuleScopesProps) {
  const { t } = useLingui()
  const id = useId()
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const chosen = value !== undefined
  const place = (scope: SigninScope) => t`${scope.name} · ${scope.orgName}`
  const toggle = (scope: SigninScope, on: boolean) => {
    const list = value ?? []
    onChange(on ? [...list, scope] : list.filter((s) => s.id !== scope.id))
  }

  return (
    <fieldset className="grid min-w-0 grid-cols-1 content-start gap-3 rounded-md border border-line p-3" data-rule-scopes>
      <legend className="px-1 font-semibold text-ink">{t`Where members check in`}</legend>
      <label className="flex cursor-pointer items-start gap-2">
        <input type="radio" name={`${id}-mode`} className="mt-1 accent-primary" checked={!chosen} onChange={() => onChange(undefined)} />
        <span className="grid gap-0.5">
          <span className="text-ink">{t`At their organisation's sign-in scopes`}</span>
          <span className="text-minor text-muted">{t`Each organisation following these rules checks in at its own scopes, or at those of the nearest organisation above it that has some.`}</span>
        </span>
      </label>
      <label className="flex cursor-pointer items-start gap-2">
        <input type="radio" name={`${id}-mode`} className="mt-1 accent-primary" checked={chosen} onChange={() => onChange(value ?? [])} />
        <span className="grid gap-0.5">
          <span className="text-ink">{t`Only at the scopes chosen here`}</span>
          <span className="text-minor text-muted">{t`Up to 20 scopes of any organisation, such as the campuses a class uses.`}</span>
        </span>
      </label>
      {chosen && (
        <div className="grid min-w-0 grid-cols-1 gap-2 sm:ps-6">
          {value.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t`Chosen sign-in scopes`}>
              {value.map((scope) => (
                <Chip
                  key={scope.id}
                  icon={<MapPin aria-hidden className="size-3.5 shrink-0" />}
                  removeLabel={t`Remove ${place(scope)}`}
                  onRemove={() => toggle(scope, false)}
                >
                  {place(scope)}
                </Chip>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t`No scope chosen yet.`}</p>
          )}
          <SearchBox
            label={t`Find a sign-in scope`}
            placeholder={t`Scope or organisation`}
            value={typed}
            onChange={setTyped}
            maxLength={50}
            className="max-w-80"
          />
          <ScopeChoices apiBase={apiBase} orgId={orgId} keyword={keyword} value={value} full={value.length >= MAX_RULE_SCOPES} onToggle={toggle} />
        </div>
      )}
      {error && (
        <p role="alert" className="text-minor text-danger">
          {error}
        </p>
      )}
    </fieldset>
  )
}

interface ScopeChoicesProps {
  apiBase: string
  orgId: number | null
  keyword: string
  value: readonly SigninScope[]
  /** The most are chosen: the others cannot be. */
  full: boolean
  onToggle(scope: SigninScope, on: boolean): void
}

function ScopeChoices({ apiBase, orgId, keyword, value, full, onToggle }: ScopeChoicesProps) {
  const { t } = useLingui()
  const api = apiFor(apiBase, createAttendanceApi)
  const choices = useResource(attendanceKeys.ruleScopes(apiBase, orgId, keyword), (signal) => api.queryRuleScopes(orgId, keyword, signal), {
    keepPrevious: true,
  })
  if (choices.error && !choices.data) return <LoadError message={t`The sign-in scopes could not be loaded.`} onRetry={choices.refresh} />
  if (!choices.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner />
        {t`Loading sign-in scopes…`}
      </p>
    )
  }
  if (choices.data.length === 0) {
    return (
      <p className="text-muted">
        {keyword ? t`No sign-in scope matches “${keyword}”.` : t`There are no sign-in scopes yet: add them on the Sign-in scope screen.`}
      </p>
    )
  }
  return (
    <ul
      className="grid max-h-56 min-w-0 grid-cols-1 gap-0.5 overflow-y-auto rounded-control border border-line p-1"
      aria-label={t`Sign-in scopes`}
      aria-busy={choices.placeholder}
    >
      {choices.data.map((scope) => {
        const on = value.some((s) => s.id === scope.id)
        return (
          <li key={scope.id}>
            <label
              title={`${scope.name} · ${scope.orgName}`}
              className="flex min-w-0 cursor-pointer items-center gap-2 rounded px-2 py-1 hover:bg-canvas has-[:disabled]:cursor-default has-[:disabled]:opacity-60"
            >
              <input type="checkbox" className="accent-primary" checked={on} disabled={!on && full} onChange={(e) => onToggle(scope, e.target.checked)} />
              {/* One line from the small breakpoint; on a phone the organisation and radius go below the name. */}
              <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-2">
                <span className="min-w-0 truncate text-ink sm:flex-1">{scope.name}</span>
                <span className="min-w-0 truncate text-minor text-muted sm:max-w-[45%]">{t`${scope.orgName} · ${scope.signRadius} m`}</span>
              </span>
            </label>
          </li>
        )
      })}
    </ul>
  )
}
