/**
 * /attendance/scope (administrators): pick an organisation (the admin domain's virtualised
 * OrgListbox over the whole tree: name/code/pinyin search, keyboard), see its named sign-in
 * scopes, select one to edit it on the map, add one, rename it, delete it (confirm, then undo).
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { MapPin, Plus } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { ConfirmDialog } from '#platform/ui/ConfirmDialog.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { UndoBar } from '#platform/ui/UndoBar.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { setResourceData } from '#platform/store/resource.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { apiFor } from '#platform/store/api.ts'
import { cn } from '#platform/ui/cn.ts'
import { OrgListbox } from '../../admin/index.ts'
import { createAttendanceApi, type SigninScope as Scope } from '../contract.ts'
import { ScopeForm } from '../components/ScopeForm.tsx'

export function SigninScope() {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const api = apiFor(apiBase, createAttendanceApi)
  const [orgId, setOrgId] = useState('')
  const [selected, setSelected] = useState<number | 'new' | null>(null)
  const [confirming, setConfirming] = useState<Scope | null>(null)
  const [removed, setRemoved] = useState<Scope | null>(null)
  const scopesKey = attendanceKeys.orgScopes(apiBase, orgId ? Number(orgId) : null)
  const scopes = useResource<Scope[]>(scopesKey, (signal) => (orgId ? api.querySigninScope(Number(orgId), signal) : Promise.resolve([])))
  const list = scopes.data ?? []
  // Without a choice, the first scope is edited (or a new one when there is none).
  const current = selected === 'new' ? 'new' : (list.find((s) => s.id === selected)?.id ?? list[0]?.id ?? 'new')
  const editing = current === 'new' ? undefined : list.find((s) => s.id === current)

  /** The list as the server now has it: at once with the write's answer (so the form shows the
   * scope just saved without a flash), then loaded again with every view of the scopes. */
  const show = (select: number | 'new' | null, change: (list: Scope[]) => Scope[]) => {
    setSelected(select)
    setResourceData<Scope[]>(scopesKey, (list) => change(list ?? []))
  }
  const upsert = (saved: Scope) => (list: Scope[]) =>
    list.some((s) => s.id === saved.id) ? list.map((s) => (s.id === saved.id ? saved : s)) : [...list, saved]
  // A failure: the HTTP layer showed why.
  const removal = useMutation((scope: Scope) => api.deleteSigninScope(scope.id), {
    invalidates: [attendanceKeys.scopes(apiBase)],
    onSuccess: (_answer, scope) => {
      setRemoved(scope)
      show(null, (list) => list.filter((s) => s.id !== scope.id))
    },
  })
  const restoring = useMutation(
    (scope: Scope) =>
      api.saveSigninScope({
        orgId: scope.orgId,
        name: scope.name,
        signinScopeLat: scope.signinScopeLat,
        signinScopeLng: scope.signinScopeLng,
        signRadius: scope.signRadius,
        signScopeProvince: scope.signScopeProvince,
      }),
    {
      invalidates: [attendanceKeys.scopes(apiBase)],
      onSuccess: (back) => {
        setRemoved(null)
        show(back.id, upsert(back))
      },
    },
  )
  const remove = (scope: Scope) => {
    setConfirming(null)
    void removal.run(scope)
  }

  return (
    <section aria-labelledby="sw-scope-title" className="grid min-w-0 content-start gap-4 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <h1 id="sw-scope-title" className="text-title font-semibold text-ink">
        {t`Sign-in scope`}
      </h1>
      <div className="grid min-w-0 gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="grid content-start gap-3">
          <OrgListbox
            value={orgId}
            onChange={(id) => {
              setOrgId(id)
              setSelected(null)
              setRemoved(null)
            }}
          />
          {orgId && (
            <div className="grid gap-2">
              <h2 className="font-medium text-ink">{t`Scopes of this organisation`}</h2>
              {scopes.error && !scopes.data ? (
                <LoadError message={t`The scopes could not be loaded.`} onRetry={scopes.refresh} />
              ) : !scopes.data ? (
                <PageLoader />
              ) : (
                <>
                  {list.length === 0 && (
                    <p className="text-muted">{t`No scope yet: members of this organisation cannot check in inside one. Set the first one on the map.`}</p>
                  )}
                  <ul className="grid gap-1" aria-label={t`Scopes of this organisation`}>
                    {list.map((s) => (
                      <li key={s.id}>
                        <button
                          type="button"
                          aria-current={s.id === current ? 'true' : undefined}
                          onClick={() => setSelected(s.id)}
                          className={cn(
                            'flex w-full cursor-pointer items-center gap-2 rounded-control border px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-primary',
                            s.id === current ? 'border-primary bg-primary-soft text-primary-strong' : 'border-line text-ink hover:bg-canvas',
                          )}
                        >
                          <MapPin aria-hidden className="size-4 shrink-0" />
                          <span className="min-w-0 flex-1 truncate">{s.name}</span>
                          <span
                            className={cn('shrink-0 text-small tabular-nums', s.id === current ? 'text-primary-strong' : 'text-muted')}
                          >{t`${s.signRadius} m`}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                  <Button variant="secondary" onClick={() => setSelected('new')} disabled={current === 'new'}>
                    <Plus aria-hidden className="size-4" />
                    {t`Add a scope`}
                  </Button>
                  {removed && <UndoBar text={t`${removed.name} was deleted.`} onUndo={() => void restoring.run(removed)} />}
                </>
              )}
            </div>
          )}
        </div>
        <div className="min-w-0">
          {!orgId ? (
            <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">{t`Choose an organisation to see and set where its members may check in.`}</p>
          ) : scopes.data ? (
            <ScopeForm
              key={`${orgId} ${current}`}
              apiBase={apiBase}
              orgId={Number(orgId)}
              scope={editing}
              others={list}
              onSaved={(saved) => show(saved.id, upsert(saved))}
              onDelete={setConfirming}
            />
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t`Delete ${confirming?.name ?? ''}?`}
        description={t`Members can no longer check in inside it. You can undo this.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        onConfirm={() => confirming && remove(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  )
}
