/**
 * The member's notification preferences: for each notification type, whether its notices reach
 * them in the console (the bell, the count, the centre) and by e-mail (high priority only — the
 * default —, all, or none), and the daily digest of the rest (DigestSection; not shown against a
 * server without it). Required notices reach them whatever they choose; the server applies the
 * choice, so every client and device sees the same. Loading, error, unchanged (Save disabled) and
 * saving states; Escape or Cancel closes without saving.
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FIELD_SELECT } from '#platform/ui/fieldControl.ts'
import { msg } from '@lingui/core/macro'
import type { DictItem } from '#platform/core/api/types.ts'
import type { Language } from '#platform/core/i18n/language.ts'
import { apiFor } from '#platform/store/api.ts'
import { Button } from '#platform/ui/Button.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { setResourceData } from '#platform/store/resource.ts'
import { notificationKeys } from '../logic/keys.ts'
import type { MessageDescriptor } from '@lingui/core'
import { createNotificationsApi, EMAIL_CHOICES, type EmailChoice, type NotificationPreference } from '../contract.ts'
import { typeLabel } from '../messages/labels.ts'
import { browserTimeZone, DigestSection, type DigestEdit } from './DigestSection.tsx'

const EMAIL_LABELS: Record<EmailChoice, MessageDescriptor> = { high: msg`E-mail: high priority only`, all: msg`E-mail: all`, off: msg`E-mail: off` }

export interface PreferencesDialogProps {
  apiBase: string
  lang: Language
  types: readonly DictItem[] | undefined
  onClose(saved: boolean): void
}

export function PreferencesDialog({ apiBase, lang, types, onClose }: PreferencesDialogProps) {
  const { t, i18n } = useLingui()
  const api = apiFor(apiBase, createNotificationsApi)
  const { data, error, refresh } = useResource(notificationKeys.preferences(apiBase), (signal) => api.queryPreferences(signal))
  const [edited, setEdited] = useState<Map<string, NotificationPreference>>(new Map())
  // A server without the digest (a deployed backend of the family) answers an error: no section.
  const digest = useResource(notificationKeys.digest(apiBase), (signal) => api.queryDigest(signal))
  const [digestEdit, setDigestEdit] = useState<DigestEdit | null>(null)
  const shown = (data ?? []).map((p) => edited.get(p.type) ?? p)
  const changed = shown.filter((p, i) => data && (p.inApp !== data[i]!.inApp || p.email !== data[i]!.email))
  const savedDigest = digest.data
  const digestShown = digestEdit ?? (savedDigest ? { enabled: savedDigest.enabled, hour: savedDigest.hour } : null)
  const digestChanged =
    // Touched, and different from what is saved (a browser in another zone than the saved one
    // saves it in its own).
    !!savedDigest &&
    !!digestEdit &&
    (digestEdit.enabled !== savedDigest.enabled || (digestEdit.enabled && (digestEdit.hour !== savedDigest.hour || savedDigest.timeZone !== browserTimeZone())))

  const set = (p: NotificationPreference, next: Partial<NotificationPreference>) => setEdited((m) => new Map(m).set(p.type, { ...p, ...next }))

  // The next opening shows what was saved at once: the answers (the stored choices) become the
  // page's data. A failure: the HTTP layer showed why.
  const saving = useMutation(
    async () => {
      if (changed.length > 0) setResourceData(notificationKeys.preferences(apiBase), await api.savePreferences(changed))
      if (digestChanged)
        setResourceData(
          notificationKeys.digest(apiBase),
          await api.saveDigest({ enabled: digestEdit.enabled, hour: digestEdit.hour, timeZone: browserTimeZone() }),
        )
    },
    { success: msg`Preferences saved.`, onSuccess: () => onClose(true) },
  )

  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose(false)}>
      <DialogLayer part="dialog" data-preferences className="grid w-[min(34rem,calc(100vw-2rem))] gap-4 p-5">
        <DialogHeader className="" title={t`Notification preferences`} description={t`Choose which types of notice reach you in the console and by e-mail.`} />
        <p className="text-muted">{t`Turning a type off in the console does not stop its e-mails, and the other way round. Required notices reach you whatever you choose.`}</p>
        {error && !data ? (
          <LoadError message={t`Your preferences could not be loaded.`} onRetry={refresh} />
        ) : !data ? (
          <PageLoader />
        ) : shown.length === 0 ? (
          <p data-empty className="rounded-md border border-dashed border-line p-4 text-center text-muted">{t`There are no notification types yet.`}</p>
        ) : (
          <ul className="grid divide-y divide-line rounded-md border border-line" aria-label={t`Notification types`}>
            {shown.map((p) => (
              <li key={p.type} data-type={p.type} className="grid gap-2 px-3 py-2 sm:flex sm:items-center sm:justify-between">
                <span className="min-w-0 font-medium text-ink">{typeLabel(types, p.type, lang)}</span>
                <span className="flex flex-wrap items-center gap-3">
                  <label className="flex shrink-0 items-center gap-2 text-muted">
                    <input
                      type="checkbox"
                      role="switch"
                      name={`inApp-${p.type}`}
                      checked={p.inApp}
                      onChange={(e) => set(p, { inApp: e.target.checked })}
                      className="size-4 accent-primary"
                    />
                    {t`In the console`}
                  </label>
                  <select
                    name={`email-${p.type}`}
                    aria-label={t`E-mail for ${typeLabel(types, p.type, lang)}`}
                    value={p.email}
                    onChange={(e) => set(p, { email: e.target.value as EmailChoice })}
                    className={FIELD_SELECT}
                  >
                    {EMAIL_CHOICES.map((choice) => (
                      <option key={choice} value={choice}>
                        {i18n._(EMAIL_LABELS[choice])}
                      </option>
                    ))}
                  </select>
                </span>
              </li>
            ))}
          </ul>
        )}
        {data && savedDigest && digestShown && <DigestSection saved={savedDigest} edit={digestShown} onChange={setDigestEdit} />}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onClose(false)}>
            {t`Cancel`}
          </Button>
          <Button data-action="save-preferences" loading={saving.pending} disabled={changed.length === 0 && !digestChanged} onClick={() => void saving.run()}>
            {t`Save`}
          </Button>
        </div>
      </DialogLayer>
    </DialogRoot>
  )
}
