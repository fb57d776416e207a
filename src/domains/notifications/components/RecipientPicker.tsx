/**
 * The publish object (issue 12): users, organisations or roles a notification is for, as chips
 * with remove; none means everyone. Users are found through the administration user search,
 * organisations with the shared OrgPicker (useOrgTree), roles from the roles list — all through
 * the admin domain's public face. Those endpoints are the administrator's: a role without their
 * screens is told so and can still publish to everyone or to the recipients already chosen.
 */
import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Search, X } from 'lucide-react'
import { useSnapshot } from 'valtio'
import type { AppRoute } from '../../../platform/core/routes/table.ts'
import { permissionState } from '../../../platform/store/permission.ts'
import { ApiError } from '../../../platform/core/http/errors.ts'
import { apiFor } from '../../../platform/store/api.ts'
import { useConsole } from '../../../platform/ui/consoleContext.ts'
import { useResource } from '../../../platform/ui/useResource.ts'
import { cn } from '../../../platform/ui/cn.ts'
import { Spinner } from '../../../platform/ui/Spinner.tsx'
import { createAdminApi, OrgPicker, useOrgTree } from '../../admin/index.ts'
import type { PublishValues, Recipient } from '../logic/publishForm.ts'

type Kind = 'users' | 'orgs' | 'roles'
type Chosen = Pick<PublishValues, Kind>

interface RecipientPickerProps {
  value: Chosen
  onChange(next: Chosen): void
  error?: string | undefined
}

const forbidden = (e: unknown) => e instanceof ApiError && (e.status === 403 || e.status === 401)
/** The admin screen whose grant opens each lookup's endpoint (the server's gate). */
const SCREEN: Record<Kind, string> = { users: '/system/users', orgs: '/system/orgs', roles: '/system/roles' }
const hasPath = (routes: readonly AppRoute[], path: string): boolean => routes.some((r) => r.path === path || hasPath(r.children ?? [], path))

export function RecipientPicker({ value, onChange, error }: RecipientPickerProps) {
  const { t } = useLingui()
  const [kind, setKind] = useState<Kind>('users')
  // Ask only the lookups the caller's menu opens (asking the others would answer 403 with a toast).
  const { routes } = useSnapshot(permissionState)
  const open = (k: Kind) => hasPath((routes ?? []) as AppRoute[], SCREEN[k])
  const add = (k: Kind, r: Recipient) => {
    if (value[k].some((x) => x.id === r.id)) return
    onChange({ ...value, [k]: [...value[k], r] })
  }
  const remove = (k: Kind, id: string) => onChange({ ...value, [k]: value[k].filter((x) => x.id !== id) })
  const chips = (['users', 'orgs', 'roles'] as const).flatMap((k) => value[k].map((r) => ({ k, r })))
  const kindLabel = { users: t`Users`, orgs: t`Organisations`, roles: t`Roles` }

  return (
    <fieldset className="grid min-w-0 gap-2" data-field="publishObject">
      <legend className="mb-1.5 font-medium text-ink">{t`Recipients`}</legend>
      <ul aria-label={t`Chosen recipients`} className="flex min-h-9 flex-wrap items-center gap-1.5 rounded-control border border-dashed border-line px-2 py-1.5">
        {chips.length === 0 ? (
          <li className="text-muted" data-everyone>
            {t`Everyone in the organisation (choose users, organisations or roles to narrow it).`}
          </li>
        ) : (
          chips.map(({ k, r }) => (
            <li key={`${k}:${r.id}`} data-chip={`${k}:${r.id}`} className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-0.5 pr-1 pl-2.5 text-[0.929em] text-primary-strong">
              <span className="text-[0.857em] opacity-75">{kindLabel[k]}:</span>
              <span className="truncate">{r.name}</span>
              <button type="button" aria-label={t`Remove ${r.name}`} onClick={() => remove(k, r.id)} className="grid size-5 cursor-pointer place-items-center rounded-full hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-primary">
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))
        )}
      </ul>
      <div role="radiogroup" aria-label={t`Add recipients by`} className="flex flex-wrap gap-1">
        {(['users', 'orgs', 'roles'] as const).map((k) => (
          <button key={k} type="button" role="radio" aria-checked={kind === k} data-kind={k} onClick={() => setKind(k)} className={cn('h-8 cursor-pointer rounded-control border px-3', kind === k ? 'border-primary bg-primary-soft text-primary-strong' : 'border-line bg-surface text-ink hover:border-primary')}>
            {kindLabel[k]}
          </button>
        ))}
      </div>
      {!open(kind) && <AdminOnly />}
      {open(kind) && kind === 'users' && <UserSearch chosen={value.users} onAdd={(r) => add('users', r)} />}
      {open(kind) && kind === 'orgs' && <OrgAdd onAdd={(r) => add('orgs', r)} />}
      {open(kind) && kind === 'roles' && <RoleAdd chosen={value.roles} onToggle={(r, on) => (on ? add('roles', r) : remove('roles', r.id))} />}
      {error && <p className="text-[0.857em] text-danger">{error}</p>}
    </fieldset>
  )
}

function AdminOnly() {
  const { t } = useLingui()
  return <p className="text-[0.857em] text-muted" data-admin-only>{t`Only an administrator can look up recipients here. Leave it empty to publish to everyone.`}</p>
}

function UserSearch({ chosen, onAdd }: { chosen: Recipient[]; onAdd(r: Recipient): void }) {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 250)
    return () => clearTimeout(timer)
  }, [typed])
  const api = apiFor(apiBase, createAdminApi)
  const { data, error, fetching } = useResource(`${apiBase} publish user search ${keyword}`, (signal) => api.queryUsers({ currentPage: 1, pageSize: 8, keyword: keyword || undefined, status: 'enabled' }, signal))
  if (error && forbidden(error)) return <AdminOnly />
  return (
    <div className="grid gap-1.5">
      <label className="flex h-[var(--sw-control-h)] items-center gap-2 rounded-control border border-line bg-surface px-3 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25">
        <Search aria-hidden className="size-4 text-muted" />
        <span className="sr-only">{t`Find users`}</span>
        <input name="userQuery" value={typed} maxLength={100} placeholder={t`Username, name, e-mail or mobile`} onChange={(e) => setTyped(e.target.value)} className="min-w-0 flex-1 bg-transparent text-ink outline-none placeholder:text-muted/70" />
        {fetching && <Spinner />}
      </label>
      {error ? (
        <p className="text-[0.857em] text-danger">{t`The users could not be loaded.`}</p>
      ) : (
        <ul aria-label={t`Matching users`} className="grid max-h-48 overflow-y-auto rounded-control border border-line">
          {data?.list.length === 0 && <li className="px-3 py-2 text-muted">{t`No user matches.`}</li>}
          {data?.list.map((u) => {
            const name = u.fullName || u.nickname || u.username
            const added = chosen.some((c) => c.id === u.id)
            return (
              <li key={u.id}>
                <button type="button" disabled={added} data-user={u.username} onClick={() => onAdd({ id: u.id, name })} className="flex w-full cursor-pointer items-center justify-between gap-2 px-3 py-1.5 text-left hover:bg-primary-soft disabled:cursor-default disabled:opacity-60">
                  <span className="truncate">
                    {name} <span className="text-muted">{u.username}</span>
                  </span>
                  <span className="shrink-0 text-[0.857em] text-primary-strong">{added ? t`Added` : t`Add`}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

function OrgAdd({ onAdd }: { onAdd(r: Recipient): void }) {
  const { index, error } = useOrgTree()
  if (error && forbidden(error)) return <AdminOnly />
  return (
    <OrgPicker
      value=""
      onChange={(id) => {
        const node = index?.byId.get(Number(id))
        if (node) onAdd({ id: String(node.id), name: node.name })
      }}
    />
  )
}

function RoleAdd({ chosen, onToggle }: { chosen: Recipient[]; onToggle(r: Recipient, on: boolean): void }) {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const api = apiFor(apiBase, createAdminApi)
  const { data, error } = useResource(`${apiBase} admin roles`, (signal) => api.queryRoles(signal))
  if (error && forbidden(error)) return <AdminOnly />
  if (error) return <p className="text-[0.857em] text-danger">{t`The roles could not be loaded.`}</p>
  if (!data) return <Spinner />
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1.5">
      {data.map((role) => (
        <label key={role.code} className="inline-flex cursor-pointer items-center gap-1.5">
          <input type="checkbox" name="role" value={role.code} checked={chosen.some((c) => c.id === role.code)} onChange={(e) => onToggle({ id: role.code, name: role.name }, e.target.checked)} className="size-4 accent-primary-strong" />
          {role.name}
        </label>
      ))}
    </div>
  )
}
