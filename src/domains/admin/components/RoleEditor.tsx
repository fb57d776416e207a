/**
 * One role's permissions: the menus it may open (MenuChecklist) and its data scope (a select,
 * with the organisation chooser for 'chosen organisations'), saved together as a mutation with
 * success or the server's refusal shown. A save invalidates the roles (`adminKeys.roles`), and
 * the form starts again from the role as the server then reads it. ROLE_ADMIN is shown locked
 * (everything); a role beyond the admin's own reach is read-only.
 */
import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button } from '#platform/ui/Button.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { SelectField } from '#platform/ui/SelectField.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import {
  DATA_SCOPES,
  type AdminApi,
  type DataScope,
  type GrantableMenus,
  type Organisation,
  type RoleDetail,
  type RolePermissions,
  type RoleSummary,
} from '../contract.ts'
import { adminKeys } from '../logic/keys.ts'
import { checkedLeaves, roleEditable, savedMenuIds } from '../logic/roleLogic.ts'
import { MenuChecklist } from './MenuChecklist.tsx'
import { OrgChooser } from './OrgChooser.tsx'
import { useScopeLabels } from '../hooks/useScopeLabels.ts'
import { useLocalName } from '#platform/ui/useLocalName.ts'

interface RoleEditorProps {
  api: AdminApi
  apiBase: string
  role: RoleSummary
  orgs: Organisation[]
}

export function RoleEditor({ api, apiBase, role, orgs }: RoleEditorProps) {
  const { t } = useLingui()
  const localName = useLocalName()
  const scopeLabel = useScopeLabels()
  const detail = useResource<RoleDetail>(adminKeys.role(apiBase, role.id), (signal) => api.queryRole(role.id, signal))
  const menus = useResource<GrantableMenus>(adminKeys.menuTree(apiBase), (signal) => api.queryMenuTree(signal))
  const [edit, setEdit] = useState<{ checked: Set<number>; scope: DataScope; orgIds: string[] } | null>(null)
  /** What the form itself refuses before anything is sent. */
  const [refused, setRefused] = useState<string | null>(null)
  const saving = useMutation((input: RolePermissions) => api.saveRolePermissions(input), {
    invalidates: [adminKeys.roles(apiBase)],
    success: msg`Saved. Its holders see the menus at their next menu load.`,
    successMs: 3000,
    fallback: t`the server could not be reached.`,
    // The role is being read again (the invalidation above): the form starts from that answer.
    onSuccess: () => setEdit(null),
  })
  // The form starts from a role that is not being read again, so after a save it shows what was stored.
  if (detail.status === 'success' && !detail.fetching && detail.data && menus.data && !edit) {
    setEdit({ checked: checkedLeaves(menus.data.tree, detail.data.menuIds), scope: detail.data.dataScope, orgIds: detail.data.orgIds })
  }
  const locked = role.builtin
  const readOnly = locked || !roleEditable(role)
  const problem = refused ?? (saving.problem ? t`Not saved: ${saving.problem.message}` : null)

  function save() {
    if (!edit || !menus.data || saving.pending) return
    setRefused(null)
    saving.setProblem(null)
    if (edit.scope === 'custom' && edit.orgIds.length === 0) {
      setRefused(t`Please choose at least one organisation`)
      return
    }
    void saving.run({
      id: role.id,
      menuIds: savedMenuIds(menus.data.tree, edit.checked),
      dataScope: edit.scope,
      orgIds: edit.scope === 'custom' ? edit.orgIds : [],
    })
  }

  return (
    <section aria-labelledby="sw-role-editor-title" className="grid min-w-0 content-start gap-3 rounded-md border border-line p-4" data-role-editor={role.code}>
      <h2 id="sw-role-editor-title" className="text-subtitle font-semibold text-ink">
        {t`Permissions of ${localName(role)}`}
      </h2>
      {locked ? (
        <p className="text-muted">{t`The administrator role always opens every menu and sees all data.`}</p>
      ) : !role.grantable ? (
        <p className="text-muted">{t`This role reaches beyond your own roles: you can look but not change it.`}</p>
      ) : readOnly ? (
        <p className="text-muted">{t`You hold this role yourself: you can grant it and look at it, but only another administrator can change it.`}</p>
      ) : null}
      {(detail.error || menus.error) && !edit ? (
        <LoadError message={t`The role's permissions could not be loaded.`} onRetry={() => (detail.error ? detail.refresh() : menus.refresh())} />
      ) : !edit || !menus.data ? (
        <PageLoader />
      ) : (
        <>
          <fieldset className="grid gap-1">
            <legend className="mb-1 font-medium text-ink">{t`Menus`}</legend>
            <MenuChecklist
              tree={menus.data.tree}
              checked={edit.checked}
              grantable={new Set(readOnly ? [] : menus.data.grantable)}
              locked={locked}
              onChange={(checked) => setEdit({ ...edit, checked })}
            />
          </fieldset>
          <SelectField
            label={t`Data scope`}
            name="dataScope"
            disabled={readOnly}
            options={DATA_SCOPES.map((scope) => ({ value: scope, label: scopeLabel(scope) }))}
            value={edit.scope}
            onChange={(e) => setEdit({ ...edit, scope: e.target.value as DataScope })}
          />
          {edit.scope === 'custom' && <OrgChooser orgs={orgs} value={edit.orgIds} disabled={readOnly} onChange={(orgIds) => setEdit({ ...edit, orgIds })} />}
          {problem && (
            <p role="alert" className="text-danger">
              {problem}
            </p>
          )}
          {!readOnly && (
            <div className="flex justify-end">
              <Button data-action="save-role" loading={saving.pending} onClick={save}>
                {t`Save`}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  )
}
