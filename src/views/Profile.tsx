/** /profile/index: the signed-in user's fields (spec §3). */
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { userState } from '../store/user.ts'

export function Profile() {
  const { t } = useLingui()
  const { user } = useSnapshot(userState)
  if (!user) return null
  const rows: Array<[string, string]> = [
    [t`Username`, user.username],
    [t`Full name`, user.fullName],
    [t`Nickname`, user.nickname],
    [t`Company`, user.company],
    [t`Job title`, user.jobTitle],
    [t`Mobile`, user.mobile],
    [t`E-mail`, user.email],
    [t`Roles`, user.roles.join(', ')],
    [t`Tenant`, user.tenantCode],
  ]
  return (
    <section className="mx-auto max-w-3xl rounded-lg border border-line bg-surface p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <span aria-hidden className="flex size-14 items-center justify-center rounded-full bg-primary text-[1.4em] font-semibold text-white">
          {(user.nickname || user.username).slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h1 className="text-[1.3em] font-semibold text-ink">{user.fullName || user.nickname || user.username}</h1>
          <p className="text-muted">{user.jobTitle}</p>
        </div>
      </div>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-ink">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
