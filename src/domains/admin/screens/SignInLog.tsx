/**
 * /system/signin-log — every sign-in attempt within the administrator's data scope, newest first:
 * when, the username typed (with the user it names), the address, the browser, and what came of
 * it (signed in, wrong username or password, locked by the attempt limits, awaiting approval).
 * Filtered by date range, username, address and result; paged by the server.
 */
import { useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { FIELD_CONTROL, FIELD_SELECT } from '#platform/ui/fieldControl.ts'
import { cn } from '#platform/ui/cn.ts'
import { apiFor } from '#platform/store/api.ts'
import { pageCount as countPages, useResource } from '#platform/ui/useResource.ts'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import { createAdminApi, SIGN_IN_RESULTS, type SignInQuery, type SignInResult } from '../contract.ts'
import { DateRangeFields } from '../components/DateRangeFields.tsx'
import { PagedScreen } from '../components/PagedScreen.tsx'
import { dayStart } from '../logic/dateRange.ts'
import { adminKeys } from '../logic/keys.ts'
import { describeUserAgent } from '../logic/userAgent.ts'

const PAGE_SIZE = 20

export const SIGN_IN_RESULT_LABELS: Record<SignInResult, MessageDescriptor> = {
  success: msg`Signed in`,
  'bad-credentials': msg`Wrong username or password`,
  locked: msg`Locked: too many attempts`,
  pending: msg`Awaiting approval`,
}

const RESULT_TONE: Record<SignInResult, string> = {
  success: 'bg-success/10 text-success',
  'bad-credentials': 'bg-danger/10 text-danger-strong',
  locked: 'bg-warning/15 text-ink',
  pending: 'bg-line/50 text-ink',
}

export function SignInLog() {
  const { t, i18n } = useLingui()
  const { apiBase } = useConsole()
  const locale = LOCALE_TAG[useElement().lang]
  const api = apiFor(apiBase, createAdminApi)
  const [form, setForm] = useState({ from: '', to: '', username: '', address: '', result: '' })
  const [query, setQuery] = useState<SignInQuery>({ currentPage: 1, pageSize: PAGE_SIZE })
  const {
    data: page,
    placeholder,
    error,
    refresh,
  } = useResource(adminKeys.signIns(apiBase, query), (signal) => api.querySignIns(query, signal), { keepPrevious: true })
  const total = page?.pagination.total ?? 0
  const pages = countPages(total, PAGE_SIZE)
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' })
  const pageCount = pages.toLocaleString(locale)

  const search = () => {
    const next: SignInQuery = { currentPage: 1, pageSize: PAGE_SIZE }
    const from = dayStart(form.from)
    const to = dayStart(form.to, 1)
    if (from) next.from = from
    if (to) next.to = to
    if (form.username.trim()) next.username = form.username.trim()
    if (form.address.trim()) next.address = form.address.trim()
    if (form.result) next.result = form.result as SignInResult
    setQuery(next)
  }

  return (
    <PagedScreen
      id="sw-signins-title"
      title={t`Sign-in log`}
      refreshAction="refresh-signins"
      onRefresh={refresh}
      onSearch={search}
      page={page}
      error={error}
      errorText={t`The sign-in log could not be loaded.`}
      emptyText={t`No sign-in attempt matches these filters.`}
      summary={t`Page ${query.currentPage} of ${pageCount} · ${plural(total, { one: '# attempt', other: '# attempts' })}`}
      current={query.currentPage}
      pages={pages}
      onPage={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
      filters={
        <>
          <DateRangeFields value={form} onChange={({ from, to }) => setForm((f) => ({ ...f, from, to }))} />
          <label className="grid min-w-40 flex-1 gap-1 text-small text-muted">
            {t`Username`}
            <input
              name="username"
              value={form.username}
              maxLength={100}
              onChange={(e) => setForm((f) => ({ ...f, username: e.target.value }))}
              className={FIELD_CONTROL}
            />
          </label>
          <label className="grid min-w-32 gap-1 text-small text-muted">
            {t`IP address`}
            <input
              name="address"
              value={form.address}
              maxLength={64}
              placeholder="203.0.113.7"
              onChange={(e) => setForm((f) => ({ ...f, address: e.target.value }))}
              className={cn(FIELD_CONTROL, 'placeholder:text-muted/70')}
            />
          </label>
          <label className="grid gap-1 text-small text-muted">
            {t`Result`}
            <select name="result" value={form.result} onChange={(e) => setForm((f) => ({ ...f, result: e.target.value }))} className={FIELD_SELECT}>
              <option value="">{t`All results`}</option>
              {SIGN_IN_RESULTS.map((r) => (
                <option key={r} value={r}>
                  {i18n._(SIGN_IN_RESULT_LABELS[r])}
                </option>
              ))}
            </select>
          </label>
        </>
      }
    >
      <div className="min-w-0 overflow-x-auto">
        <table data-table="signins" aria-busy={placeholder || undefined} className="w-full border-collapse text-left sm:min-w-[44rem]">
          <thead className="text-small text-muted">
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3 font-medium">{t`Time`}</th>
              <th scope="col" className="py-2 pr-3 font-medium">{t`Username`}</th>
              <th scope="col" className="py-2 pr-3 font-medium">{t`IP address`}</th>
              <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">{t`Browser`}</th>
              <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">{t`Result`}</th>
            </tr>
          </thead>
          <tbody>
            {page?.list.map((entry) => (
              <tr key={entry.id} data-result={entry.result} className="border-b border-line/60 align-top">
                <td className="py-2 pr-3 text-small text-muted sm:whitespace-nowrap">
                  <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>
                </td>
                <td className="py-2 pr-3">
                  <div className="font-medium break-all text-ink">{entry.username}</div>
                  <div className="text-small text-muted">
                    {entry.userId === null ? t`No such user` : [entry.nickname, entry.orgName].filter(Boolean).join(' · ')}
                  </div>
                  {/* On a phone the result sits here, in view, and its column is left out. */}
                  <span className={cn('mt-1 inline-block rounded px-1.5 py-0.5 text-small sm:hidden', RESULT_TONE[entry.result])}>
                    {i18n._(SIGN_IN_RESULT_LABELS[entry.result])}
                  </span>
                </td>
                <td className="py-2 pr-3 font-mono text-small whitespace-nowrap text-ink">{entry.address}</td>
                <td className="hidden py-2 pr-3 text-small text-ink md:table-cell" title={entry.userAgent}>
                  {describeUserAgent(entry.userAgent) || '—'}
                </td>
                <td className="hidden py-2 pr-3 sm:table-cell">
                  <span className={cn('inline-block rounded px-1.5 py-0.5 text-small whitespace-nowrap', RESULT_TONE[entry.result])}>
                    {i18n._(SIGN_IN_RESULT_LABELS[entry.result])}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PagedScreen>
  )
}
