/**
 * The outbox: the mails the server wrote for this tenant (the credentials of approved sign-ups),
 * newest first, each with recipient, subject, time and its text — what the administrator can
 * pass on when no mail server is configured.
 */
import { useLingui } from '@lingui/react/macro'
import { Mail } from 'lucide-react'
import { LoadError } from '../../../platform/ui/LoadError.tsx'
import { PageLoader } from '../../../platform/ui/PageLoader.tsx'
import { useResource } from '../../../platform/ui/useResource.ts'
import type { AdminApi, OutboxMail } from '../contract.ts'

export function OutboxList({ api, version, locale }: { api: AdminApi; version: string; locale: string }) {
  const { t } = useLingui()
  const { data, error, refresh } = useResource<OutboxMail[]>(`outbox ${version}`, (signal) => api.queryOutbox(signal))
  if (error && !data) return <LoadError message={t`The outbox could not be loaded.`} onRetry={refresh} />
  if (!data) return <PageLoader />
  if (data.length === 0) return <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">{t`No mail has been written yet. Approving a sign-up writes its credentials mail here.`}</p>
  return (
    <ul className="grid gap-3" aria-label={t`Outbox`}>
      {data.map((mail) => (
        <li key={mail.id} className="rounded-md border border-line p-3" data-mail-to={mail.recipient}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex items-center gap-2 font-medium text-ink">
              <Mail aria-hidden className="size-4 text-muted" />
              {mail.subject}
            </span>
            <time dateTime={mail.createdAt} className="text-[0.857em] text-muted">
              {new Date(mail.createdAt).toLocaleString(locale)}
            </time>
          </div>
          <div className="mt-1 text-[0.857em] text-muted">{t`To ${mail.recipient}`}</div>
          <pre className="mt-2 font-sans text-[0.857em] whitespace-pre-wrap text-ink">{mail.body}</pre>
        </li>
      ))}
    </ul>
  )
}
