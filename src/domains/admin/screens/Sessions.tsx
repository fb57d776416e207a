/**
 * /system/sessions — the sessions signed in now, of users within the administrator's data scope,
 * newest first: who, since when, until when, from which address and browser. "Sign out" ends one
 * (confirmed: the user must sign in again there, and its open pages stop within seconds); the
 * administrator's own session is marked and cannot be signed out here, and a user whose roles
 * reach beyond the administrator's shows why instead. Searched by user; paged by the server
 * (the page on view stays while the next loads); a sign-out reloads the page on view in place.
 */
import { useState } from 'react'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Lock, LogOut } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { ConfirmDialog } from '#platform/ui/ConfirmDialog.tsx'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { FIELD_CONTROL } from '#platform/ui/fieldControl.ts'
import { apiFor } from '#platform/store/api.ts'
import { pageCount as countPages, useResource } from '#platform/ui/useResource.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { showToast } from '#platform/store/feedback.ts'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import { createAdminApi, type OnlineSession, type SessionQuery } from '../contract.ts'
import { PagedScreen } from '../components/PagedScreen.tsx'
import { adminKeys } from '../logic/keys.ts'
import { describeUserAgent } from '../logic/userAgent.ts'

const PAGE_SIZE = 20

export function Sessions() {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const locale = LOCALE_TAG[useElement().lang]
  const api = apiFor(apiBase, createAdminApi)
  const [user, setUser] = useState('')
  const [query, setQuery] = useState<SessionQuery>({ currentPage: 1, pageSize: PAGE_SIZE })
  const [ending, setEnding] = useState<OnlineSession | null>(null)
  /** The session a sign-out was last asked for (its button spins while that runs). */
  const [target, setTarget] = useState<string | null>(null)
  const {
    data: page,
    placeholder,
    error,
    refresh,
  } = useResource(adminKeys.sessions(apiBase, query), (signal) => api.querySessions(query, signal), { keepPrevious: true })
  const end = useMutation((session: OnlineSession) => api.endSession(session.id), {
    invalidates: [adminKeys.sessionsAll(apiBase)],
    onSuccess(_result, session) {
      const name = session.username
      showToast({ kind: 'success', message: msg`${name} was signed out of that session.`, duration: 3000 })
    },
  })
  const total = page?.pagination.total ?? 0
  const pages = countPages(total, PAGE_SIZE)
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const totalText = total.toLocaleString(locale)
  const pageCount = pages.toLocaleString(locale)

  return (
    <PagedScreen
      id="sw-sessions-title"
      title={t`Online sessions`}
      subtitle={page ? t`${totalText} signed in now` : undefined}
      refreshAction="refresh-sessions"
      onRefresh={refresh}
      onSearch={() => setQuery({ currentPage: 1, pageSize: PAGE_SIZE, ...(user.trim() ? { user: user.trim() } : {}) })}
      page={page}
      error={error}
      errorText={t`The online sessions could not be loaded.`}
      emptyText={query.user ? t`Nobody matching “${query.user}” is signed in.` : t`Nobody is signed in.`}
      summary={t`Page ${query.currentPage} of ${pageCount} · ${plural(total, { one: '# session', other: '# sessions' })}`}
      current={query.currentPage}
      pages={pages}
      onPage={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
      filters={
        <label className="grid min-w-48 flex-1 gap-1 text-small text-muted">
          {t`User`}
          <input
            name="user"
            value={user}
            maxLength={100}
            placeholder={t`Username or nickname`}
            onChange={(e) => setUser(e.target.value)}
            className={`${FIELD_CONTROL} placeholder:text-muted/70`}
          />
        </label>
      }
    >
      <div className="min-w-0 overflow-x-auto">
        <table data-table="sessions" aria-busy={placeholder || undefined} className="w-full border-collapse text-left md:min-w-[46rem]">
          <thead className="text-small text-muted">
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3 font-medium">{t`User`}</th>
              <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">{t`Signed in at`}</th>
              <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">{t`Expires`}</th>
              <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">{t`IP address`}</th>
              <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">{t`Browser`}</th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">{t`Actions`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page?.list.map((s) => (
              <tr key={s.id} data-session={s.id} className="border-b border-line/60 align-top">
                <td className="py-2 pr-3">
                  <div className="font-medium break-all text-ink">{s.username}</div>
                  <div className="text-small text-muted">{[s.nickname, s.orgName].filter(Boolean).join(' · ')}</div>
                  {/* On a phone: when and where, under the name (their columns are left out). */}
                  <div className="text-small text-muted sm:hidden">
                    <time dateTime={s.signedInAt}>{time.format(new Date(s.signedInAt))}</time> · {s.address || '—'}
                  </div>
                </td>
                <td className="hidden py-2 pr-3 text-small whitespace-nowrap text-ink sm:table-cell">
                  <time dateTime={s.signedInAt}>{time.format(new Date(s.signedInAt))}</time>
                </td>
                <td className="hidden py-2 pr-3 text-small whitespace-nowrap text-muted md:table-cell">
                  <time dateTime={s.expiresAt}>{time.format(new Date(s.expiresAt))}</time>
                </td>
                <td className="hidden py-2 pr-3 font-mono text-small whitespace-nowrap text-ink sm:table-cell">{s.address || '—'}</td>
                <td className="hidden py-2 pr-3 text-small text-ink md:table-cell" title={s.userAgent}>
                  {describeUserAgent(s.userAgent) || '—'}
                </td>
                <td className="py-2 text-right whitespace-nowrap">
                  {s.current ? (
                    <span className="rounded bg-primary-soft px-1.5 py-0.5 text-small text-primary-strong">{t`This session`}</span>
                  ) : !s.manageable ? (
                    <span
                      className="inline-flex items-center gap-1 text-small text-muted"
                      title={t`This user holds a role beyond your own roles: only an administrator who holds that role can change them.`}
                    >
                      <Lock aria-hidden className="size-4" />
                      {t`Beyond your roles`}
                    </span>
                  ) : (
                    <Button variant="secondary" data-action="end-session" loading={end.pending && target === s.id} onClick={() => setEnding(s)}>
                      <LogOut aria-hidden className="size-4" />
                      {t`Sign out`}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={ending !== null}
        title={t`Sign ${ending?.username ?? ''} out of this session?`}
        description={t`They must sign in again on that device; the pages they have open there stop within seconds. Their other sessions stay.`}
        confirmLabel={t`Sign out`}
        cancelLabel={t`Cancel`}
        onConfirm={() => {
          if (!ending) return
          setEnding(null)
          setTarget(ending.id)
          void end.run(ending)
        }}
        onCancel={() => setEnding(null)}
      />
    </PagedScreen>
  )
}
