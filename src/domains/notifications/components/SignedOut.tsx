/**
 * `<sw-notifications>` on a page with no session: the bell drawn but disabled, or the list's
 * empty place, each saying to sign in — no request is made, so a signed-out visitor never sees the
 * "logged out" confirm. The element switches to the live views when a session appears (a
 * `<sw-login>` on the same page, or the shared cookie).
 */
import { useLingui } from '@lingui/react/macro'
import { Bell } from 'lucide-react'

export function SignedOut({ view }: { view: 'bell' | 'list' }) {
  const { t } = useLingui()
  if (view === 'list') {
    return (
      <p part="empty" className="p-6 text-center text-muted">
        {t`Sign in to see your notifications.`}
      </p>
    )
  }
  return (
    <button
      type="button"
      part="bell"
      disabled
      title={t`Sign in to see your notifications.`}
      aria-label={t`Notifications (sign in to see them)`}
      className="inline-flex size-9 cursor-not-allowed items-center justify-center rounded-md text-muted"
    >
      <Bell aria-hidden className="size-5" />
    </button>
  )
}
