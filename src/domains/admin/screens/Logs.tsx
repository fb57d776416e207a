/**
 * /system/logs — the operation log (docs/spec.md#administration): every administrator's write, newest first,
 * filtered by date range, user and module, paged by the server. Each entry reads as a sentence
 * and opens to its before/after diff (components/OpLogEntryView.tsx).
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { apiFor } from '#platform/store/api.ts'
import { pageCount as countPages, useResource } from '#platform/ui/useResource.ts'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import { createAdminApi, OP_LOG_MODULES, type OpLogQuery } from '../contract.ts'
import { OpLogEntryView } from '../components/OpLogEntryView.tsx'
import { useOpLogSentence } from '../hooks/useOpLogSentence.ts'
import { DateRangeFields } from '../components/DateRangeFields.tsx'
import { PagedScreen } from '../components/PagedScreen.tsx'
import { FIELD_CONTROL, FIELD_SELECT } from '#platform/ui/fieldControl.ts'
import { dayStart } from '../logic/dateRange.ts'
import { adminKeys } from '../logic/keys.ts'

const PAGE_SIZE = 20

export function Logs() {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const locale = LOCALE_TAG[useElement().lang]
  const api = apiFor(apiBase, createAdminApi)
  const sentence = useOpLogSentence()
  const [form, setForm] = useState({ from: '', to: '', user: '', module: '' })
  const [query, setQuery] = useState<OpLogQuery>({ currentPage: 1, pageSize: PAGE_SIZE })
  const {
    data: page,
    placeholder,
    error,
    refresh,
  } = useResource(adminKeys.opLog(apiBase, query), (signal) => api.queryOpLogs(query, signal), { keepPrevious: true })
  const total = page?.pagination.total ?? 0
  const pages = countPages(total, PAGE_SIZE)
  const moduleName = (m: string) =>
    m === 'users' ? t`Users` : m === 'dicts' ? t`Dictionaries` : m === 'orgs' ? t`Organisations` : m === 'roles' ? t`Roles` : m
  const totalText = total.toLocaleString(locale)
  const pageCount = pages.toLocaleString(locale)

  const search = () => {
    const next: OpLogQuery = { currentPage: 1, pageSize: PAGE_SIZE }
    const from = dayStart(form.from)
    const to = dayStart(form.to, 1)
    if (from) next.from = from
    if (to) next.to = to
    if (form.user.trim()) next.user = form.user.trim()
    if (form.module) next.module = form.module
    setQuery(next)
  }

  return (
    <PagedScreen
      id="sw-logs-title"
      title={t`Operation log`}
      refreshAction="refresh-log"
      onRefresh={refresh}
      onSearch={search}
      page={page}
      error={error}
      errorText={t`The operation log could not be loaded.`}
      emptyText={t`No operation matches these filters.`}
      summary={t`Page ${query.currentPage} of ${pageCount} · ${totalText} operations`}
      current={query.currentPage}
      pages={pages}
      onPage={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
      filters={
        <>
          <DateRangeFields value={form} onChange={({ from, to }) => setForm((f) => ({ ...f, from, to }))} />
          <label className="grid min-w-40 flex-1 gap-1 text-small text-muted">
            {t`User`}
            <input
              name="user"
              value={form.user}
              maxLength={100}
              placeholder={t`Username or nickname`}
              onChange={(e) => setForm((f) => ({ ...f, user: e.target.value }))}
              className={`${FIELD_CONTROL} placeholder:text-muted/70`}
            />
          </label>
          <label className="grid gap-1 text-small text-muted">
            {t`Module`}
            <select name="module" value={form.module} onChange={(e) => setForm((f) => ({ ...f, module: e.target.value }))} className={FIELD_SELECT}>
              <option value="">{t`All modules`}</option>
              {OP_LOG_MODULES.map((m) => (
                <option key={m} value={m}>
                  {moduleName(m)}
                </option>
              ))}
            </select>
          </label>
        </>
      }
    >
      <ul className="grid min-w-0 grid-cols-1 gap-2" aria-label={t`Operations`} aria-busy={placeholder || undefined}>
        {page?.list.map((entry) => (
          <OpLogEntryView key={entry.id} entry={entry} sentence={sentence(entry)} locale={locale} />
        ))}
      </ul>
    </PagedScreen>
  )
}
