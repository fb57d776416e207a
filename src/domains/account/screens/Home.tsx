/**
 * /home (public): the drug-discovery platform's landing — the six capabilities, sign-in and
 * sign-up actions, the service notice from the `notice` attribute (shown only inside its
 * window) and the footer: for staff and partners only.
 */
import { LanguageSelect } from '#platform/ui/LanguageSelect.tsx'
import { Link } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { Megaphone } from 'lucide-react'
import { MarketingPanel } from '../components/MarketingPanel.tsx'
import { useConsole, type ServiceNotice } from '#platform/ui/consoleContext.ts'
import { userState } from '#platform/store/user.ts'

/** Whether `now` is inside the notice's window (start and end inclusive, whole days). */
export function noticeActive(notice: ServiceNotice | null, now = new Date()): boolean {
  if (!notice) return false
  const start = new Date(notice.start)
  const end = new Date(notice.end)
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return false
  if (/^\d{4}-\d{2}-\d{2}$/.test(notice.end)) end.setHours(23, 59, 59, 999)
  return now >= start && now <= end
}

export function Home() {
  const { t } = useLingui()
  const { notice, siteTitle } = useConsole()
  const { token } = useSnapshot(userState)
  return (
    <div className="flex min-h-[100dvh] flex-col bg-canvas">
      {noticeActive(notice) && (
        <p role="status" className="flex items-center justify-center gap-2 bg-warning/10 px-4 py-2 text-center text-warning">
          <Megaphone aria-hidden className="size-4 shrink-0" />
          {notice!.text}
        </p>
      )}
      <header className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 px-4 py-3 sm:px-8">
        <span className="font-semibold text-primary-strong">{siteTitle}</span>
        <nav aria-label={t`Account`} className="flex items-center gap-1 sm:gap-2">
          <LanguageSelect />
          {token ? (
            <Link to="/workbench" className="rounded-control bg-primary-strong px-4 py-2 font-medium whitespace-nowrap text-white hover:bg-primary-hover">
              {t`Go to the workbench`}
            </Link>
          ) : (
            <>
              <Link to="/signUp" className="rounded-control px-3 py-2 font-medium whitespace-nowrap text-primary-strong hover:bg-primary-soft">
                {t`Sign up`}
              </Link>
              <Link to="/login" className="rounded-control bg-primary-strong px-4 py-2 font-medium whitespace-nowrap text-white hover:bg-primary-hover">
                {t`Sign in`}
              </Link>
            </>
          )}
        </nav>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pb-8 sm:px-8">
        <div className="overflow-hidden rounded-xl shadow-xl">
          <MarketingPanel heading="h1" />
        </div>
      </main>
    </div>
  )
}
