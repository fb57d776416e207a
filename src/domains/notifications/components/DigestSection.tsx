/**
 * The daily digest's part of the preferences dialog: on or off, and the hour it comes at in the
 * browser's time zone (saved with it), with when the next one is due. Controlled: the dialog holds
 * the edit and saves it with the types' choices.
 */
import { useLingui } from '@lingui/react/macro'
import { FIELD_SELECT } from '#platform/ui/fieldControl.ts'
import type { DigestSetting } from '../contract.ts'
import { fullDate } from './NotificationBadges.tsx'

export interface DigestEdit {
  enabled: boolean
  hour: number
}

/** The zone digests are timed in: the browser's. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

export function DigestSection({ saved, edit, onChange }: { saved: DigestSetting; edit: DigestEdit; onChange(next: DigestEdit): void }) {
  const { t } = useLingui()
  // As saved while unchanged; a change is saved in the browser's zone.
  const unchanged = saved.enabled && edit.enabled && edit.hour === saved.hour
  const zone = unchanged && saved.timeZone ? saved.timeZone : browserTimeZone()
  const next = unchanged && saved.nextAt ? fullDate(saved.nextAt) : ''
  return (
    <section data-digest className="grid gap-2 rounded-md border border-line px-3 py-2" aria-labelledby="sw-digest-title">
      <label className="flex items-center gap-2 font-medium text-ink">
        <input
          type="checkbox"
          role="switch"
          name="digest"
          checked={edit.enabled}
          onChange={(e) => onChange({ ...edit, enabled: e.target.checked })}
          className="size-4 accent-primary"
        />
        <span id="sw-digest-title">{t`Daily digest by e-mail`}</span>
      </label>
      <p className="text-muted">{t`Once a day, one e-mail listing the notices you have not read that no e-mail of their own reached.`}</p>
      <label className="flex flex-wrap items-center gap-2 text-muted">
        {t`Send it at`}
        <select
          name="digest-hour"
          value={edit.hour}
          disabled={!edit.enabled}
          onChange={(e) => onChange({ ...edit, hour: Number(e.target.value) })}
          className={FIELD_SELECT}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {`${String(hour).padStart(2, '0')}:00`}
            </option>
          ))}
        </select>
        <span>{t`(${zone} time)`}</span>
      </label>
      {next && <p data-next className="text-muted">{t`The next one comes on ${next}.`}</p>}
    </section>
  )
}
