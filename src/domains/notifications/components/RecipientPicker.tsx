/**
 * The publish object (docs/spec.md#notification-visibility): users, organisations or roles a notification is for, as chips
 * with their names and a remove button; none means everyone. Every publisher (editor or
 * administrator) looks recipients up through the notifications domain's own endpoints
 * (queryTargetUsers / Orgs / Roles): users in a keyboard-usable search list (UserSearch),
 * organisations in the admin domain's shared listbox (OrgListboxView, fed with this domain's
 * tree: name, code or pinyin), roles as checkboxes. A chip the server no longer knows (a deleted
 * user, say) is marked so the publisher removes it.
 */
import { useMemo, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { TriangleAlert, X } from 'lucide-react'
import { IconButton } from '#platform/ui/IconButton.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { Spinner } from '#platform/ui/Spinner.tsx'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useResource } from '#platform/ui/useResource.ts'
import { notificationKeys } from '../logic/keys.ts'
import { cn } from '#platform/ui/cn.ts'
import { buildOrgIndex, OrgListboxView, pathNames } from '../../admin/index.ts'
import type { PublishApi } from '../contract/publishApi.ts'
import type { PublishValues, Recipient } from '../logic/publishForm.ts'
import { UserSearch } from './UserSearch.tsx'
import { useLocalName } from '#platform/ui/useLocalName.ts'

type Kind = 'users' | 'orgs' | 'roles'
type Chosen = Pick<PublishValues, Kind>
const KINDS: readonly Kind[] = ['users', 'orgs', 'roles']

interface RecipientPickerProps {
  api: PublishApi
  value: Chosen
  onChange(next: Chosen): void
  error?: string | undefined
}

export function RecipientPicker({ api, value, onChange, error }: RecipientPickerProps) {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const [kind, setKind] = useState<Kind>('users')
  const add = (k: Kind, r: Recipient) => {
    if (value[k].some((x) => x.id === r.id)) return
    onChange({ ...value, [k]: [...value[k], r] })
  }
  const remove = (k: Kind, id: string) => onChange({ ...value, [k]: value[k].filter((x) => x.id !== id) })
  const chips = KINDS.flatMap((k) => value[k].map((r) => ({ k, r })))
  const kindLabel = {
    users: t({ message: 'Users', context: 'recipient kind' }),
    orgs: t({ message: 'Organisations', context: 'recipient kind' }),
    roles: t({ message: 'Roles', context: 'recipient kind' }),
  }
  const kindOne = { users: t`User`, orgs: t`Organisation`, roles: t`Role` }

  // A radio group: the arrow keys move the choice (and the focus), Tab leaves the group.
  const onKindKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = KINDS[(KINDS.indexOf(kind) + step + KINDS.length) % KINDS.length] as Kind
    setKind(next)
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-kind=${next}]`)?.focus()
  }

  return (
    <fieldset className="grid min-w-0 gap-2" data-field="publishObject">
      <legend className="mb-1.5 font-medium text-ink">{t`Recipients`}</legend>
      <ul
        aria-label={t`Chosen recipients`}
        className="flex min-h-9 min-w-0 flex-wrap items-center gap-1.5 rounded-control border border-dashed border-line px-2 py-1.5"
      >
        {chips.length === 0 ? (
          <li className="text-muted" data-everyone>
            {t`Everyone in the organisation (choose users, organisations or roles to narrow it).`}
          </li>
        ) : (
          chips.map(({ k, r }) => (
            <li
              key={`${k}:${r.id}`}
              data-chip={`${k}:${r.id}`}
              data-missing={r.missing || undefined}
              title={r.missing ? t`Not found — it may have been deleted. Remove it to save.` : r.hint}
              className={cn(
                'inline-flex max-w-full min-w-0 items-center gap-1 rounded-full py-0.5 pr-1 pl-2.5 text-minor',
                r.missing ? 'bg-surface text-warning ring-1 ring-warning/60' : 'bg-primary-soft text-primary-strong',
              )}
            >
              {r.missing && <TriangleAlert aria-hidden className="size-3.5 shrink-0" />}
              <span className="shrink-0 text-small">{kindOne[k]}:</span>
              <span className="truncate font-medium">{r.name}</span>
              {r.missing && <span className="sr-only">{t`(not found)`}</span>}
              <IconButton size="xs" tone="inherit" className="hover:bg-primary/15" label={t`Remove ${r.name}`} onClick={() => remove(k, r.id)}>
                <X aria-hidden className="size-3.5" />
              </IconButton>
            </li>
          ))
        )}
      </ul>
      {chips.some(({ r }) => r.missing) && (
        <p className="text-small text-warning" data-missing-note>{t`Some recipients no longer exist. Remove them before saving.`}</p>
      )}
      <div role="radiogroup" aria-label={t`Add recipients by`} className="flex flex-wrap gap-1" onKeyDown={onKindKey}>
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={kind === k}
            tabIndex={kind === k ? 0 : -1}
            data-kind={k}
            onClick={() => setKind(k)}
            className={cn(
              'h-8 cursor-pointer rounded-control border px-3 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
              kind === k ? 'border-primary bg-primary-soft text-primary-strong' : 'border-line bg-surface text-ink hover:border-primary',
            )}
          >
            {kindLabel[k]}
            {value[k].length > 0 && (
              <span className={cn('ml-1.5 text-small tabular-nums', kind === k ? 'text-primary-strong' : 'text-muted')}>{value[k].length}</span>
            )}
          </button>
        ))}
      </div>
      {kind === 'users' && <UserSearch api={api} apiBase={apiBase} chosen={value.users} onAdd={(r) => add('users', r)} />}
      {kind === 'orgs' && <OrgAdd api={api} apiBase={apiBase} onAdd={(r) => add('orgs', r)} />}
      {kind === 'roles' && <RoleAdd api={api} apiBase={apiBase} chosen={value.roles} onToggle={(r, on) => (on ? add('roles', r) : remove('roles', r.id))} />}
      {error && <p className="text-small text-danger">{error}</p>}
    </fieldset>
  )
}

interface LookupProps {
  api: PublishApi
  apiBase: string
  chosen: readonly Recipient[]
}

function OrgAdd({ api, apiBase, onAdd }: Omit<LookupProps, 'chosen'> & { onAdd(r: Recipient): void }) {
  const { t } = useLingui()
  const { data, error, refresh } = useResource(notificationKeys.targetOrgs(apiBase), (signal) => api.queryTargetOrgs(signal))
  const index = useMemo(() => (data ? buildOrgIndex(data) : undefined), [data])
  return (
    <OrgListboxView
      nodes={data}
      index={index}
      error={error}
      onRetry={refresh}
      // No row stays "selected": several may be chosen, and the chips above show which.
      value=""
      label={t`Find organisations (each includes the ones below it)`}
      onChange={(id) => {
        const node = index?.byId.get(Number(id))
        if (node && index) onAdd({ id: String(node.id), name: node.name, hint: pathNames(index, node.id).join(' / ') })
      }}
    />
  )
}

function RoleAdd({ api, apiBase, chosen, onToggle }: LookupProps & { onToggle(r: Recipient, on: boolean): void }) {
  const { t } = useLingui()
  const localName = useLocalName()
  const { data, error, refresh } = useResource(notificationKeys.targetRoles(apiBase), (signal) => api.queryTargetRoles(signal))
  if (error && !data) return <LoadError message={t`The roles could not be loaded.`} onRetry={refresh} />
  if (!data) {
    return (
      <p className="flex items-center gap-2 text-muted">
        <Spinner /> {t`Loading…`}
      </p>
    )
  }
  if (data.length === 0) return <p className="text-muted">{t`There are no roles.`}</p>
  return (
    <div role="group" aria-label={t({ message: 'Roles', context: 'recipient kind' })} className="flex flex-wrap gap-x-4 gap-y-1.5" data-role-list>
      {data.map((role) => (
        <label key={role.code} className="inline-flex cursor-pointer items-center gap-1.5">
          <input
            type="checkbox"
            name="role"
            value={role.code}
            checked={chosen.some((c) => c.id === role.code)}
            onChange={(e) => onToggle({ id: role.code, name: localName(role), hint: role.code }, e.target.checked)}
            className="size-4 accent-primary-strong"
          />
          {localName(role)}
        </label>
      ))}
    </div>
  )
}
