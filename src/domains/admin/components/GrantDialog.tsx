/**
 * A user's grant: unauthorized and authorized roles side by side with move buttons (chosen →,
 * ←, all ⇉, ⇇). Each side is a multi-select listbox: arrows move, Space chooses, Shift+arrows
 * extend the choice, a click toggles; the buttons are reached by Tab. Roles beyond the admin's
 * own reach are shown but cannot move. Saving with no authorized role is refused (docs/spec.md#grants);
 * the save runs as a mutation (one at a time, Save busy meanwhile), the server's refusal shown
 * above the buttons.
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { FormFooter } from '#platform/ui/FormFooter.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { cn } from '#platform/ui/cn.ts'
import type { AdminApi, AdminUser, RoleSummary, UserGrant } from '../contract.ts'
import { adminKeys } from '../logic/keys.ts'
import { moveRoles } from '../logic/roleLogic.ts'
import { useLocalName } from '#platform/ui/useLocalName.ts'

interface ListboxProps {
  id: string
  label: string
  roles: RoleSummary[]
  chosen: ReadonlySet<string>
  onChoose(next: Set<string>): void
}

function RoleListbox({ id, label, roles, chosen, onChoose }: ListboxProps) {
  const { t } = useLingui()
  const localName = useLocalName()
  const [active, setActive] = useState(0)
  const at = Math.min(active, Math.max(0, roles.length - 1))
  const flip = (role: RoleSummary | undefined) => {
    if (!role || !role.grantable) return
    const next = new Set(chosen)
    if (next.has(role.id)) next.delete(role.id)
    else next.add(role.id)
    onChoose(next)
  }
  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
    if (step !== 0 || event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      const to = event.key === 'Home' ? 0 : event.key === 'End' ? roles.length - 1 : Math.max(0, Math.min(roles.length - 1, at + step))
      setActive(to)
      const role = roles[to]
      if (event.shiftKey && role?.grantable) onChoose(new Set([...chosen, role.id]))
    } else if (event.key === ' ') {
      event.preventDefault()
      flip(roles[at])
    }
  }
  return (
    <div className="grid min-w-0 content-start gap-1">
      <span id={`${id}-label`} className="font-medium text-ink">
        {label} <span className="text-muted">({roles.length})</span>
      </span>
      <div className="relative">
        <ul
          id={id}
          role="listbox"
          tabIndex={0}
          aria-multiselectable="true"
          aria-labelledby={`${id}-label`}
          aria-activedescendant={roles[at] ? `${id}-${roles[at]!.id}` : undefined}
          onKeyDown={onKeyDown}
          className="group h-56 overflow-auto rounded-control border border-line bg-surface p-1 outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/25"
        >
          {roles.map((role, i) => (
            <li
              key={role.id}
              id={`${id}-${role.id}`}
              role="option"
              aria-selected={chosen.has(role.id)}
              aria-disabled={!role.grantable || undefined}
              data-role={role.code}
              onClick={() => {
                setActive(i)
                flip(role)
              }}
              className={cn(
                'grid cursor-pointer rounded px-2 py-1',
                chosen.has(role.id) ? 'bg-primary-soft text-primary-strong' : 'text-ink hover:bg-canvas',
                i === at && 'group-focus-visible:outline-1 group-focus-visible:outline-primary',
                !role.grantable && 'cursor-not-allowed text-muted',
              )}
            >
              <span>{localName(role)}</span>
              <span className="text-small text-muted">
                {role.code}
                {!role.grantable && ` · ${t`beyond your own roles`}`}
              </span>
            </li>
          ))}
        </ul>
        {roles.length === 0 && <p className="pointer-events-none absolute inset-x-0 top-0 p-3 text-muted">{t`No role`}</p>}
      </div>
    </div>
  )
}

interface GrantDialogProps {
  api: AdminApi
  apiBase: string
  user: AdminUser
  onCancel(): void
  onSaved(): void
}

export function GrantDialog({ api, apiBase, user, onCancel, onSaved }: GrantDialogProps) {
  const { t } = useLingui()
  // Read afresh each time the dialog opens (`fresh`): the grant may have changed since an
  // earlier opening, and the form starts from what it reads.
  const loaded = useResource<UserGrant>(adminKeys.grant(apiBase, user.id), (signal) => api.queryUserRoles(user.id, signal), { fresh: true })
  const [lists, setLists] = useState<UserGrant | null>(null)
  const [chosenLeft, setChosenLeft] = useState<Set<string>>(new Set())
  const [chosenRight, setChosenRight] = useState<Set<string>>(new Set())
  const save = useMutation((roleIds: string[]) => api.saveUserRoles(user.id, roleIds), { fallback: t`The roles could not be saved.`, onSuccess: onSaved })
  const { pending: busy, setProblem } = save
  if (loaded.data && !lists) setLists(loaded.data)

  const movable = (roles: RoleSummary[]) => new Set(roles.filter((r) => r.grantable).map((r) => r.id))
  const move = (to: 'authorized' | 'unauthorized', ids: Set<string>) => {
    if (!lists || ids.size === 0) return
    setLists(moveRoles(lists, to, ids))
    setChosenLeft(new Set())
    setChosenRight(new Set())
    setProblem(null)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!lists || busy) return
    if (lists.authorized.length === 0) {
      setProblem({ message: t`Please keep at least one authorized role` })
      return
    }
    await save.run(lists.authorized.map((r) => r.id))
  }

  return (
    <DialogRoot open onOpenChange={(open) => !open && onCancel()}>
      <DialogLayer part="dialog" className="w-[min(44rem,calc(100vw-2rem))] p-6">
        <DialogHeader title={t`Roles of ${user.username}`} description={t`Move roles between the lists; the first authorized role is active after sign-in.`} />
        {loaded.error && !lists ? (
          <LoadError message={t`The roles could not be loaded.`} onRetry={loaded.refresh} />
        ) : !lists ? (
          <PageLoader />
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4" data-grant>
            <div className="grid items-center gap-3 sm:grid-cols-[1fr_auto_1fr]">
              <RoleListbox id="sw-grant-unauthorized" label={t`Unauthorized roles`} roles={lists.unauthorized} chosen={chosenRight} onChoose={setChosenRight} />
              <div className="flex justify-center gap-2 sm:flex-col" role="group" aria-label={t`Move roles`}>
                <Button
                  variant="secondary"
                  aria-label={t`Authorize the chosen roles`}
                  data-move="authorize"
                  disabled={chosenRight.size === 0}
                  onClick={() => move('authorized', chosenRight)}
                >
                  <ChevronRight aria-hidden className="size-4 rotate-90 sm:rotate-0" />
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t`Authorize all roles`}
                  data-move="authorize-all"
                  onClick={() => move('authorized', movable(lists.unauthorized))}
                >
                  <ChevronsRight aria-hidden className="size-4 rotate-90 sm:rotate-0" />
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t`Remove the chosen roles`}
                  data-move="remove"
                  disabled={chosenLeft.size === 0}
                  onClick={() => move('unauthorized', chosenLeft)}
                >
                  <ChevronLeft aria-hidden className="size-4 rotate-90 sm:rotate-0" />
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t`Remove all roles`}
                  data-move="remove-all"
                  onClick={() => move('unauthorized', movable(lists.authorized))}
                >
                  <ChevronsLeft aria-hidden className="size-4 rotate-90 sm:rotate-0" />
                </Button>
              </div>
              <RoleListbox id="sw-grant-authorized" label={t`Authorized roles`} roles={lists.authorized} chosen={chosenLeft} onChoose={setChosenLeft} />
            </div>
            <FormFooter problem={save.problem?.message} submitLabel={t`Save`} busy={busy} onCancel={onCancel} />
          </form>
        )}
      </DialogLayer>
    </DialogRoot>
  )
}
