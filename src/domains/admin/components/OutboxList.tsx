/**
 * The outbox: the mails the server wrote for this tenant (the credentials of approved sign-ups),
 * newest first, each with recipient, subject, time, its text and where its delivery stands — sent,
 * waiting (with the last error and the next try), given up, or kept here because the server has
 * no mail server (then the administrator passes it on). Read under `adminKeys.outbox`: an
 * approval on the users screen invalidates it.
 */
import { useLingui } from '@lingui/react/macro'
import { Mail } from 'lucide-react'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { cn } from '#platform/ui/cn.ts'
import type { AdminApi, OutboxMail } from '../contract.ts'
import { adminKeys } from '../logic/keys.ts'

const TONE: Record<OutboxMail['status'], string> = {
  sent: 'bg-success/10 text-success',
  queued: 'bg-warning/10 text-warning',
  failed: 'bg-danger/10 text-danger-strong',
  kept: 'bg-line/60 text-muted',
}

function DeliveryBadge({ mail, locale }: { mail: OutboxMail; locale: string }) {
  const { t } = useLingui()
  const when = (iso: string) => new Date(iso).toLocaleString(locale)
  const label = {
    sent: mail.sentAt ? t`Sent ${when(mail.sentAt)}` : t`Sent`,
    queued: mail.attempts > 0 ? t`Not sent yet — trying again ${mail.nextAttemptAt ? when(mail.nextAttemptAt) : ''}` : t`Waiting to be sent`,
    failed: t`Not sent: given up after ${mail.attempts} tries`,
    kept: t`Kept here — no mail server is configured`,
  }[mail.status]
  return (
    <span className="grid justify-items-end gap-0.5 text-small">
      <span data-delivery={mail.status} className={cn('rounded-full px-2 py-0.5', TONE[mail.status])}>
        {label}
      </span>
      {mail.lastError && mail.status !== 'sent' && (
        <span className="max-w-80 truncate text-muted" title={mail.lastError}>
          {mail.lastError}
        </span>
      )}
    </span>
  )
}

export function OutboxList({ api, apiBase, locale }: { api: AdminApi; apiBase: string; locale: string }) {
  const { t } = useLingui()
  const { data, error, refresh } = useResource<OutboxMail[]>(adminKeys.outbox(apiBase), (signal) => api.queryOutbox(signal))
  if (error && !data) return <LoadError message={t`The outbox could not be loaded.`} onRetry={refresh} />
  if (!data) return <PageLoader />
  if (data.length === 0)
    return (
      <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">{t`No mail has been written yet. Approving a sign-up writes its credentials mail here.`}</p>
    )
  return (
    <ul className="grid gap-3" aria-label={t`Outbox`}>
      {data.map((mail) => (
        <li key={mail.id} className="rounded-md border border-line p-3" data-mail-to={mail.recipient}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex items-center gap-2 font-medium text-ink">
              <Mail aria-hidden className="size-4 text-muted" />
              {mail.subject}
            </span>
            <DeliveryBadge mail={mail} locale={locale} />
          </div>
          <time dateTime={mail.createdAt} className="text-small text-muted">
            {t`Written ${new Date(mail.createdAt).toLocaleString(locale)}`}
          </time>
          <div className="mt-1 text-small text-muted">{t`To ${mail.recipient}`}</div>
          <pre className="mt-2 font-sans text-small whitespace-pre-wrap text-ink">{mail.body}</pre>
        </li>
      ))}
    </ul>
  )
}
