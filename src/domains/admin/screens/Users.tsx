/**
 * /system/users — the administrator's users (docs/spec.md#administration): the tenant's users paged by the server
 * (10 000 in the demo tenant), searched by username, name, e-mail or mobile, filtered by role,
 * status, type (their options and labels from the userStatus and userType dictionaries) and sign-up state (UserFilters), sorted by any sortable column; a tab of the sign-ups waiting
 * for review and the outbox of credentials mails; enable/disable, reset password (the new one
 * shown once, to copy), the roles granted (GrantDialog), delete with undo, approve (role and organisation) or reject (reason), create and edit (UserFormDialog);
 * import, export and the column chooser (UserBulkActions). The organisations come from the
 * shared tree (useOrgTree). The page on view stays while the next loads; every write
 * invalidates the users (`adminKeys.usersAll`: the page, the count of sign-ups to review) and the
 * outbox, which load again in place.
 */
import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { UserPlus } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { ConfirmDialog } from '#platform/ui/ConfirmDialog.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { Pager } from '#platform/ui/Pager.tsx'
import { Tabs } from '#platform/ui/Tabs.tsx'
import { UndoBar } from '#platform/ui/UndoBar.tsx'
import { pageCount as countPages, useResource } from '#platform/ui/useResource.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { apiFor } from '#platform/store/api.ts'
import { showToast } from '#platform/store/feedback.ts'
import { invalidate } from '#platform/store/resource.ts'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import type { Page } from '#platform/core/api/types.ts'
import { createAdminApi, type AdminUser, type AdminUserQuery, type RoleOption } from '../contract.ts'
import { useOrgTree } from '../hooks/orgData.ts'
import { adminKeys } from '../logic/keys.ts'
import { UserTable, type UserAction } from '../components/UserTable.tsx'
import { AuditDialog } from '../components/AuditDialog.tsx'
import { UserFormDialog } from '../components/UserFormDialog.tsx'
import { OutboxList } from '../components/OutboxList.tsx'
import { GrantDialog } from '../components/GrantDialog.tsx'
import { useDict } from '../hooks/useDict.ts'
import { NewPasswordDialog } from '../components/NewPasswordDialog.tsx'
import { UserBulkActions } from '../components/UserBulkActions.tsx'
import { UserFilters } from '../components/UserFilters.tsx'
import { DEFAULT_COLUMNS, OPTIONAL_COLUMNS } from '../components/UserTable.tsx'
import { useShownColumns } from '#platform/ui/ColumnChooser.tsx'

const PAGE_SIZE = 20
type Tab = 'all' | 'pending' | 'outbox'

export function Users() {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const locale = LOCALE_TAG[useElement().lang]
  const api = apiFor(apiBase, createAdminApi)
  const [tab, setTab] = useState<Tab>('all')
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState<AdminUserQuery>({ currentPage: 1, pageSize: PAGE_SIZE, sortField: 'createdAt', sortOrder: 'desc' })
  const [confirm, setConfirm] = useState<{ user: AdminUser; action: 'disable' | 'reset' | 'delete' } | null>(null)
  const [password, setPassword] = useState<{ user: AdminUser; password: string } | null>(null)
  const [deciding, setDeciding] = useState<{ user: AdminUser; approve: boolean } | null>(null)
  const [removed, setRemoved] = useState<AdminUser | null>(null)
  /** The form: a user to edit, or 'new'. */
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null)
  /** The user whose roles are being granted. */
  const [granting, setGranting] = useState<AdminUser | null>(null)
  const [shown, setShown] = useShownColumns('admin-users', OPTIONAL_COLUMNS, DEFAULT_COLUMNS)

  const effective: AdminUserQuery = tab === 'pending' ? { ...query, auditStatus: 'pending' } : query
  const {
    data: page,
    placeholder,
    error,
    refresh,
  } = useResource<Page<AdminUser>>(adminKeys.users(apiBase, effective), (signal) => api.queryUsers(effective, signal), { keepPrevious: true })
  const pendingCount = useResource<Page<AdminUser>>(adminKeys.pendingCount(apiBase), (signal) =>
    api.queryUsers({ currentPage: 1, pageSize: 1, auditStatus: 'pending' }, signal),
  ).data?.pagination.total
  const roles = useResource<RoleOption[]>(adminKeys.roleOptions(apiBase), (signal) => api.queryRoles(signal)).data ?? []
  const statuses = useDict('userStatus')
  const types = useDict('userType')
  const orgs = useOrgTree().nodes ?? []
  const total = page?.pagination.total ?? 0
  const pages = countPages(total, PAGE_SIZE)
  const totalText = total.toLocaleString(locale)
  const pageCount = pages.toLocaleString(locale)
  const update = (next: Partial<AdminUserQuery>) => setQuery((q) => ({ ...q, currentPage: 1, ...next }))
  /** What a write on this screen changes: the users and the outbox (an approval writes a mail). */
  const written = [adminKeys.usersAll(apiBase), adminKeys.outbox(apiBase)]
  const changed = () => written.forEach((key) => void invalidate(key))

  // A row's action; the HTTP layer shows why one failed.
  const act = useMutation(
    async (user: AdminUser, action: UserAction) => {
      if (action === 'enable') await api.setStatus(user.id, 'enabled')
      if (action === 'disable') await api.setStatus(user.id, 'disabled')
      if (action === 'reset') setPassword({ user, password: (await api.resetPassword(user.id)).password })
      if (action === 'delete') {
        await api.deleteUser(user.id)
        setRemoved(user)
      }
    },
    {
      invalidates: written,
      onSuccess(_result, _user, action) {
        if (action === 'enable' || action === 'disable')
          showToast({ kind: 'success', message: action === 'enable' ? msg`The user is enabled.` : msg`The user is disabled and signed out.`, duration: 2500 })
      },
    },
  )
  const restore = useMutation((user: AdminUser) => api.restoreUser(user.id), {
    invalidates: written,
    success: msg`The user is back.`,
    onSuccess: () => setRemoved(null),
  })

  function onAction(user: AdminUser, action: UserAction) {
    if (action === 'edit') setEditing(user)
    else if (action === 'roles') setGranting(user)
    else if (action === 'approve' || action === 'reject') setDeciding({ user, approve: action === 'approve' })
    else if (action === 'enable') void act.run(user, action)
    else setConfirm({ user, action })
  }

  const confirmText = confirm
    ? confirm.action === 'disable'
      ? { title: t`Disable ${confirm.user.username}?`, description: t`They are signed out and cannot sign in until enabled again.`, label: t`Disable` }
      : confirm.action === 'reset'
        ? {
            title: t`Reset the password of ${confirm.user.username}?`,
            description: t`A new password is made and shown to you once; the old one stops working.`,
            label: t`Reset password`,
          }
        : { title: t`Delete ${confirm.user.username}?`, description: t`They can no longer sign in. You can undo this.`, label: t`Delete` }
    : null

  return (
    <section aria-labelledby="sw-users-title" className="grid min-w-0 content-start gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="sw-users-title" className="text-title font-semibold text-ink">
          {t`Users`}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          {tab !== 'outbox' && <UserBulkActions api={api} query={effective} onImported={changed} shown={shown} onShownChange={setShown} />}
          <Button data-action="new-user" disabled={roles.length === 0 || orgs.length === 0} onClick={() => setEditing('new')}>
            <UserPlus aria-hidden className="size-4" />
            {t`New user`}
          </Button>
        </div>
      </div>
      <Tabs
        label={t`Users`}
        value={tab}
        onChange={(id) => {
          setTab(id)
          setQuery((q) => ({ ...q, currentPage: 1 }))
        }}
        items={[
          { key: 'all', label: t`All users` },
          {
            key: 'pending',
            label: (
              <>
                {t`Sign-ups to review`}
                {pendingCount !== undefined && <span className="ml-1.5 rounded-full bg-warning/10 px-1.5 text-small text-warning">{pendingCount}</span>}
              </>
            ),
          },
          { key: 'outbox', label: t`Outbox` },
        ]}
      />
      {tab === 'outbox' ? (
        <OutboxList api={api} apiBase={apiBase} locale={locale} />
      ) : (
        <>
          <UserFilters
            query={query}
            typed={typed}
            onTyped={setTyped}
            showAudit={tab === 'all'}
            roles={roles}
            statuses={statuses}
            types={types}
            onChange={update}
          />
          {removed && <UndoBar text={t`${removed.username} was deleted.`} onUndo={() => void restore.run(removed)} />}
          {error && !page ? (
            <LoadError message={t`The users could not be loaded.`} onRetry={refresh} />
          ) : !page ? (
            <PageLoader />
          ) : page.list.length === 0 ? (
            <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">
              {tab === 'pending' ? t`No sign-up is waiting for review.` : t`No user matches these filters.`}
            </p>
          ) : (
            <UserTable
              users={page.list}
              total={total}
              sort={query.sortField ?? 'createdAt'}
              order={query.sortOrder ?? 'desc'}
              onSort={(sortField) => update({ sortField, sortOrder: query.sortField === sortField && query.sortOrder === 'desc' ? 'asc' : 'desc' })}
              onAction={onAction}
              locale={locale}
              statuses={statuses}
              types={types}
              busy={placeholder}
              shown={shown}
            />
          )}
          {page && total > 0 && (
            <Pager
              summary={t`Page ${query.currentPage} of ${pageCount} · ${totalText} users`}
              current={query.currentPage}
              pages={pages}
              onPage={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
            />
          )}
        </>
      )}
      {confirm && confirmText && (
        <ConfirmDialog
          open
          title={confirmText.title}
          description={confirmText.description}
          confirmLabel={confirmText.label}
          cancelLabel={t`Cancel`}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null)
            void act.run(confirm.user, confirm.action)
          }}
        />
      )}
      {editing && (
        <UserFormDialog
          user={editing === 'new' ? null : editing}
          roles={roles}
          statuses={statuses}
          types={types}
          onCancel={() => setEditing(null)}
          onSave={async (input) => {
            if (editing === 'new') await api.createUser(input)
            else await api.updateUser(input)
            setEditing(null)
            changed()
            showToast({ kind: 'success', message: editing === 'new' ? msg`The user is created.` : msg`Saved.`, duration: 2500 })
          }}
        />
      )}
      {granting && (
        <GrantDialog
          api={api}
          apiBase={apiBase}
          user={granting}
          onCancel={() => setGranting(null)}
          onSaved={() => {
            setGranting(null)
            changed()
            showToast({ kind: 'success', message: msg`The roles are saved; they apply at the user's next sign-in.`, duration: 3000 })
          }}
        />
      )}
      {password && <NewPasswordDialog username={password.user.username} password={password.password} onClose={() => setPassword(null)} />}
      {deciding && (
        <AuditDialog
          user={deciding.user}
          approve={deciding.approve}
          roles={roles}
          onCancel={() => setDeciding(null)}
          onDecide={async (decision) => {
            await api.auditUser(decision)
            setDeciding(null)
            changed()
            showToast({
              kind: 'success',
              message: decision.approve ? msg`Approved; the credentials mail is in the outbox.` : msg`The sign-up is rejected.`,
              duration: 3000,
            })
          }}
        />
      )}
    </section>
  )
}
