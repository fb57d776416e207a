/**
 * The administrator's users table: avatar, username and name, organisation, role, type, status,
 * the sign-up audit state (with who decided and when), created — the optional columns as the
 * column chooser says (e-mail, mobile, company and job title too); sortable headers; each row's actions
 * (edit, roles…, enable/disable, reset password, delete — or, for a pending sign-up, approve and
 * reject). Status and type read as their dictionaries label them.
 */
import { useLingui } from '@lingui/react/macro'
import { Ban, Check, CircleCheck, KeyRound, Lock, Pencil, Shield, Trash2, X } from 'lucide-react'
import { useOverflowEnd } from '#platform/ui/useOverflowEnd.ts'
import { SortHeader } from '#platform/ui/SortHeader.tsx'
import { cn } from '#platform/ui/cn.ts'
import { IconButton } from '#platform/ui/IconButton.tsx'
import { dictLabel, type DictOption } from '../hooks/useDict.ts'
import type { AdminUser, AdminUserQuery } from '../contract.ts'
import { useLocalName } from '#platform/ui/useLocalName.ts'

/** The columns a user may hide or show (username and actions always show), and the defaults. */
export const OPTIONAL_COLUMNS = [
  'avatar',
  'fullName',
  'email',
  'mobile',
  'company',
  'jobTitle',
  'orgId',
  'roleId',
  'userType',
  'status',
  'auditStatus',
  'createdAt',
] as const
export const DEFAULT_COLUMNS = ['avatar', 'fullName', 'orgId', 'roleId', 'userType', 'status', 'auditStatus', 'createdAt']

export type UserAction = 'edit' | 'roles' | 'enable' | 'disable' | 'reset' | 'delete' | 'approve' | 'reject'
type Sort = NonNullable<AdminUserQuery['sortField']>

interface UserTableProps {
  users: AdminUser[]
  total: number
  sort: Sort
  order: 'asc' | 'desc'
  onSort(sort: Sort): void
  onAction(user: AdminUser, action: UserAction): void
  locale: string
  /** The userStatus and userType dictionaries (labels in the user's language). */
  statuses: DictOption[]
  types: DictOption[]
  busy: boolean
  /** The optional columns shown. */
  shown: readonly string[]
}

/** A row action: an icon button named by its aria-label (and its tooltip), so five fit one line. */
/** The sticky actions column's shadow over the columns scrolling beneath it (useOverflowEnd): a
 * gradient beside the cell, since a table cell casts no box-shadow with collapsed borders. */
const STICKY_SHADOW =
  'before:pointer-events-none before:absolute before:inset-y-0 before:-left-3 before:w-3 before:bg-linear-to-l before:from-black/12 before:to-transparent'

export function UserTable({ users, total, sort, order, onSort, onAction, locale, statuses, types, busy, shown }: UserTableProps) {
  const { t } = useLingui()
  const localName = useLocalName()
  const [scroller, more] = useOverflowEnd()
  const on = (column: (typeof OPTIONAL_COLUMNS)[number]) => shown.includes(column)
  const header = (label: string, key?: Sort) =>
    key ? (
      <SortHeader label={label} active={sort === key} order={order} onSort={() => onSort(key)} className="pr-3" />
    ) : (
      <th scope="col" className="py-2 pr-3 font-medium">
        {label}
      </th>
    )
  const statusBadge = (u: AdminUser) => (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-small font-medium whitespace-nowrap',
        u.status === 'enabled' ? 'bg-success/10 text-success' : 'bg-canvas text-muted',
      )}
    >
      {dictLabel(statuses, u.status)}
    </span>
  )
  const auditText = (u: AdminUser) => (u.auditStatus === 'pending' ? t`Pending review` : u.auditStatus === 'approved' ? t`Approved` : t`Rejected`)
  return (
    <div ref={scroller} className="overflow-x-auto" aria-busy={busy}>
      <table className="w-full min-w-[860px] text-left">
        <caption className="sr-only">{t`Users, ${total} in all`}</caption>
        <thead className="border-b border-line text-small text-muted">
          <tr>
            {on('avatar') && (
              <th scope="col" className="py-2 pr-3 font-medium">
                <span className="sr-only">{t`Avatar`}</span>
              </th>
            )}
            {header(t`Username`, 'username')}
            {on('fullName') && header(t`Name`, 'fullName')}
            {on('email') && header(t`E-mail`)}
            {on('mobile') && header(t`Mobile`)}
            {on('company') && header(t`Company`)}
            {on('jobTitle') && header(t`Job title`)}
            {on('orgId') && header(t`Organisation`)}
            {on('roleId') && header(t`Role`)}
            {on('userType') && header(t`Type`)}
            {on('status') && header(t`Status`, 'status')}
            {on('auditStatus') && header(t`Sign-up`, 'auditTime')}
            {on('createdAt') && header(t`Created`, 'createdAt')}
            {/* The actions stay in view when the table scrolls sideways. */}
            <th scope="col" className={cn('sticky right-0 bg-surface py-2 pl-2 font-medium', more && STICKY_SHADOW)}>
              {t`Actions`}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className="border-b border-line/70 align-top" data-user={u.username}>
              {on('avatar') && (
                <td className="py-2 pr-3">
                  {u.avatar ? (
                    <img src={u.avatar} alt="" className="size-8 rounded-full border border-line object-cover" loading="lazy" />
                  ) : (
                    <span aria-hidden className="grid size-8 place-items-center rounded-full bg-canvas text-small font-medium text-muted uppercase">
                      {(u.nickname || u.username).slice(0, 1)}
                    </span>
                  )}
                </td>
              )}
              <td className="py-2 pr-3">
                <div className="font-medium whitespace-nowrap text-ink">{u.username}</div>
                {u.mobile && !on('mobile') && <div className="text-small text-muted">{u.mobile}</div>}
              </td>
              {on('fullName') && (
                <td className="py-2 pr-3 whitespace-nowrap text-ink">
                  {u.fullName || u.nickname}
                  {u.fullName && u.nickname && u.nickname !== u.fullName && <div className="text-small text-muted">{u.nickname}</div>}
                </td>
              )}
              {on('email') && <td className="py-2 pr-3 text-ink">{u.email || '—'}</td>}
              {on('mobile') && <td className="py-2 pr-3 whitespace-nowrap text-ink">{u.mobile || '—'}</td>}
              {on('company') && <td className="py-2 pr-3 text-ink">{u.company || '—'}</td>}
              {on('jobTitle') && <td className="py-2 pr-3 text-ink">{u.jobTitle || '—'}</td>}
              {on('orgId') && (
                <td className="py-2 pr-3 whitespace-nowrap text-ink">
                  {u.orgName || '—'}
                  {u.otherOrgNames && u.otherOrgNames.length > 0 && (
                    // The further organisations: a count, named in full on hover and to a reader.
                    <span
                      className="ml-1.5 rounded-full bg-primary-soft px-1.5 text-minor text-primary-strong"
                      title={u.otherOrgNames.join(', ')}
                      data-other-orgs={u.otherOrgNames.length}
                    >
                      <span aria-hidden>+{u.otherOrgNames.length}</span>
                      <span className="sr-only">{t`Also a member of ${u.otherOrgNames.join(', ')}`}</span>
                    </span>
                  )}
                </td>
              )}
              {on('roleId') && (
                <td className="py-2 pr-3 text-ink">{u.roleName ? localName({ name: u.roleName, nameZh: u.roleNameZh, nameTw: u.roleNameTw }) : '—'}</td>
              )}
              {on('userType') && <td className="py-2 pr-3 whitespace-nowrap text-ink">{dictLabel(types, u.userType)}</td>}
              {on('status') && <td className="py-2 pr-3">{statusBadge(u)}</td>}
              {on('auditStatus') && (
                <td className="py-2 pr-3 text-small">
                  <div
                    className={cn(
                      'whitespace-nowrap',
                      u.auditStatus === 'pending' ? 'font-medium text-warning' : u.auditStatus === 'rejected' ? 'text-danger-strong' : 'text-ink',
                    )}
                  >
                    {auditText(u)}
                  </div>
                  {u.auditTime && (
                    <div className="text-muted">
                      {u.auditOper} · <time dateTime={u.auditTime}>{new Date(u.auditTime).toLocaleDateString(locale)}</time>
                    </div>
                  )}
                  {u.auditIdea && <div className="text-muted">{u.auditIdea}</div>}
                </td>
              )}
              {on('createdAt') && (
                <td className="py-2 pr-3 text-small whitespace-nowrap text-muted">
                  <time dateTime={u.createdAt}>{new Date(u.createdAt).toLocaleDateString(locale)}</time>
                </td>
              )}
              <td className={cn('sticky right-0 bg-surface py-2 pl-2', more && STICKY_SHADOW)}>
                {u.manageable === false ? (
                  <span
                    data-beyond-reach
                    className="flex items-center gap-1 px-1 text-small whitespace-nowrap text-muted"
                    title={t`This user holds a role beyond your own roles: only an administrator who holds that role can change them.`}
                  >
                    <Lock aria-hidden className="size-4 shrink-0" />
                    <span className="sr-only sm:not-sr-only">{t`Beyond your roles`}</span>
                  </span>
                ) : (
                  <div className="flex gap-0.5">
                    {u.auditStatus === 'pending' ? (
                      <>
                        <IconButton size="sm" tone="ink" className="text-success" label={t`Approve`} onClick={() => onAction(u, 'approve')}>
                          <Check aria-hidden className="size-4" />
                        </IconButton>
                        <IconButton size="sm" tone="danger" label={t`Reject`} onClick={() => onAction(u, 'reject')}>
                          <X aria-hidden className="size-4" />
                        </IconButton>
                      </>
                    ) : (
                      <>
                        <IconButton size="sm" tone="ink" label={t`Edit`} onClick={() => onAction(u, 'edit')}>
                          <Pencil aria-hidden className="size-4" />
                        </IconButton>
                        <IconButton size="sm" tone="ink" label={t`Roles…`} data-action="roles" onClick={() => onAction(u, 'roles')}>
                          <Shield aria-hidden className="size-4" />
                        </IconButton>
                        <IconButton
                          size="sm"
                          tone="ink"
                          label={u.status === 'enabled' ? t`Disable` : t`Enable`}
                          onClick={() => onAction(u, u.status === 'enabled' ? 'disable' : 'enable')}
                        >
                          {u.status === 'enabled' ? <Ban aria-hidden className="size-4" /> : <CircleCheck aria-hidden className="size-4" />}
                        </IconButton>
                        <IconButton size="sm" tone="ink" label={t`Reset password`} onClick={() => onAction(u, 'reset')}>
                          <KeyRound aria-hidden className="size-4" />
                        </IconButton>
                      </>
                    )}
                    <IconButton size="sm" tone="danger" label={t`Delete`} onClick={() => onAction(u, 'delete')}>
                      <Trash2 aria-hidden className="size-4" />
                    </IconButton>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
