/**
 * /system/roles — the tenant's roles (docs/spec.md#administration): the list with how many users hold each and its
 * data scope, each named in the user's language; create, rename (names in en/zh/tw), delete
 * (refused while users hold it, the refusal shown); and for the chosen role the menus it may open (a tree of checkboxes) and its data scope (all, chosen
 * organisations, own organisation, own and below, self), saved together. Holders see a menu
 * change at their next menu load. Roles beyond the admin's own reach are read-only. Every write
 * invalidates the roles (`adminKeys.roles`): the list and the role on view load again in place.
 */
import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { ConfirmDialog } from '#platform/ui/ConfirmDialog.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { useLocalName } from '#platform/ui/useLocalName.ts'
import { apiFor } from '#platform/store/api.ts'
import { showToast } from '#platform/store/feedback.ts'
import { invalidate } from '#platform/store/resource.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import { cn } from '#platform/ui/cn.ts'
import { createAdminApi, type Organisation, type RoleSummary } from '../contract.ts'
import { RoleNameDialog } from '../components/RoleNameDialog.tsx'
import { RoleEditor } from '../components/RoleEditor.tsx'
import { useScopeLabels } from '../hooks/useScopeLabels.ts'
import { adminKeys } from '../logic/keys.ts'
import { roleEditable } from '../logic/roleLogic.ts'

export function Roles() {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const locale = LOCALE_TAG[useElement().lang]
  const api = apiFor(apiBase, createAdminApi)
  const scopeLabel = useScopeLabels()
  const name = useLocalName()
  const [selected, setSelected] = useState<string | null>(null)
  const [naming, setNaming] = useState<RoleSummary | 'new' | null>(null)
  const [deleting, setDeleting] = useState<RoleSummary | null>(null)
  /** The role a delete was last asked for: its refusal names it. */
  const [removing, setRemoving] = useState<RoleSummary | null>(null)
  const roles = useResource<RoleSummary[]>(adminKeys.roleList(apiBase), (signal) => api.queryRoleList(signal))
  const orgs = useResource<Organisation[]>(adminKeys.orgList(apiBase), async () => (await api.querySysOrg()).list).data ?? []
  const list = roles.data
  // A role just created is chosen before the list that holds it is in: no other role meanwhile.
  const current = list?.find((r) => r.id === selected) ?? (selected !== null && roles.fetching ? undefined : list?.[0])
  const remove = useMutation((role: RoleSummary) => api.deleteRole(role.id), {
    invalidates: [adminKeys.roles(apiBase)],
    success: msg`The role is deleted.`,
    successMs: 2500,
    fallback: t`the server could not be reached.`,
    onSuccess: (_result, role) => setSelected((id) => (id === role.id ? null : id)),
  })
  const refusal = remove.problem && removing ? t`“${name(removing)}” was not deleted: ${remove.problem.message}` : null

  return (
    <section aria-labelledby="sw-roles-title" className="grid min-w-0 content-start gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="sw-roles-title" className="text-title font-semibold text-ink">
          {t`Roles`}
        </h1>
        <Button data-action="new-role" onClick={() => setNaming('new')}>
          <Plus aria-hidden className="size-4" />
          {t`New role`}
        </Button>
      </div>
      {refusal && (
        <p role="alert" data-refusal className="rounded-md border border-danger/30 bg-danger/5 px-3 py-2 text-danger-strong">
          {refusal}
        </p>
      )}
      {roles.error && !list ? (
        <LoadError message={t`The roles could not be loaded.`} onRetry={roles.refresh} />
      ) : !list ? (
        <PageLoader />
      ) : list.length === 0 ? (
        <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">{t`No role yet.`}</p>
      ) : (
        <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
          <div className="min-w-0 overflow-x-auto">
            <table className="w-full border-collapse text-left" aria-label={t`Roles`}>
              <thead className="border-b border-line text-muted">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">{t`Role`}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">{t`Holders`}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{t`Actions`}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((role) => (
                  <tr key={role.id} data-role={role.code} className={cn('border-b border-line/60', current?.id === role.id && 'bg-primary-soft/60')}>
                    <td className="py-2 pr-3">
                      <button
                        type="button"
                        aria-current={current?.id === role.id || undefined}
                        onClick={() => setSelected(role.id)}
                        className="grid cursor-pointer text-left focus-visible:outline-2 focus-visible:outline-primary"
                      >
                        <span className="font-medium text-ink">{name(role)}</span>
                        <span className="text-small text-muted">
                          {role.code} · {scopeLabel(role.dataScope)}
                        </span>
                      </button>
                    </td>
                    <td className="py-2 pr-3 text-right text-ink tabular-nums" data-user-count>
                      {role.userCount.toLocaleString(locale)}
                    </td>
                    <td className="py-2 pr-3">
                      <div className="flex flex-wrap gap-1">
                        <Button
                          variant="quiet"
                          size="row"
                          className="text-small"
                          disabled={!roleEditable(role)}
                          onClick={() => setNaming(role)}
                          aria-label={t`Rename ${name(role)}`}
                        >
                          <Pencil aria-hidden className="size-3.5" />
                          {t`Rename`}
                        </Button>
                        <Button
                          variant="danger"
                          size="row"
                          className="text-small"
                          disabled={!roleEditable(role) || role.builtin}
                          onClick={() => setDeleting(role)}
                          aria-label={t`Delete ${name(role)}`}
                        >
                          <Trash2 aria-hidden className="size-3.5" />
                          {t`Delete`}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {current && <RoleEditor key={current.id} api={api} apiBase={apiBase} role={current} orgs={orgs} />}
        </div>
      )}
      {naming && (
        <RoleNameDialog
          role={naming === 'new' ? null : naming}
          onCancel={() => setNaming(null)}
          onSave={async (input) => {
            if (naming === 'new') setSelected((await api.createRole(input)).id)
            else await api.updateRole({ id: naming.id, name: input.name, nameZh: input.nameZh, nameTw: input.nameTw })
            setNaming(null)
            void invalidate(adminKeys.roles(apiBase))
            showToast({ kind: 'success', message: naming === 'new' ? msg`The role is created.` : msg`Saved.`, duration: 2500 })
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t`Delete ${name(deleting)}?`}
          description={t`The role and its menu grants are removed. A role users hold cannot be deleted.`}
          confirmLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const role = deleting
            setDeleting(null)
            setRemoving(role)
            void remove.run(role)
          }}
        />
      )}
    </section>
  )
}
