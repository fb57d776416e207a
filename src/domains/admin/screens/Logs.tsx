/**
 * /system/logs — the operation log (issue 14): every administrator's write, newest first,
 * filtered by date range, user and module, paged by the server. Each entry reads as a sentence
 * and opens to its before/after diff (components/OpLogEntryView.tsx).
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { RefreshCw, Search } from 'lucide-react'
import { Button } from '../../../platform/ui/Button.tsx'
import { LoadError } from '../../../platform/ui/LoadError.tsx'
import { PageLoader } from '../../../platform/ui/PageLoader.tsx'
import { Pager } from '../../../platform/ui/Pager.tsx'
import { useResource } from '../../../platform/ui/useResource.ts'
import { useConsole } from '../../../platform/ui/consoleContext.ts'
import { useElement } from '../../../platform/ui/elementContext.ts'
import { apiFor } from '../../../platform/store/api.ts'
import { LOCALE_TAG } from '../../../platform/core/i18n/catalogs.ts'
import type { Page } from '../../../platform/core/api/types.ts'
import { createAdminApi, OP_LOG_MODULES, type OpLogEntry, type OpLogQuery } from '../contract.ts'
import { OpLogEntryView, useOpLogSentence } from '../components/OpLogEntryView.tsx'

const PAGE_SIZE = 20
const CONTROL = 'h-[var(--sw-control-h)] rounded-control border border-line bg-surface px-2 text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/25'

/** A local calendar day (yyyy-mm-dd) as the instant it starts, `days` later. */
function dayStart(day: string, days = 0): string | undefined {
  if (!day) return undefined
  const [y, m, d] = day.split('-').map(Number)
  return new Date(y, m - 1, d + days).toISOString()
}

export function Logs() {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const locale = LOCALE_TAG[useElement().lang]
  const api = apiFor(apiBase, createAdminApi)
  const sentence = useOpLogSentence()
  const [form, setForm] = useState({ from: '', to: '', user: '', module: '' })
  const [query, setQuery] = useState<OpLogQuery>({ currentPage: 1, pageSize: PAGE_SIZE })
  const [last, setLast] = useState<Page<OpLogEntry> | null>(null)
  const { data, error, refresh } = useResource<Page<OpLogEntry>>(`${apiBase} admin oplog ${JSON.stringify(query)}`, (signal) => api.queryOpLogs(query, signal))
  if (data && data !== last) setLast(data)
  const page = data ?? last
  const total = page?.pagination.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const moduleName = (m: string) => (m === 'users' ? t`Users` : m === 'dicts' ? t`Dictionaries` : m === 'orgs' ? t`Organisations` : m === 'roles' ? t`Roles` : m)
  const totalText = total.toLocaleString(locale)
  const pageCount = pages.toLocaleString(locale)

  return (
    <section aria-labelledby="sw-logs-title" className="grid min-w-0 grid-cols-1 content-start gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="sw-logs-title" className="text-[1.3em] font-semibold text-ink">
          {t`Operation log`}
        </h1>
        <Button variant="ghost" data-action="refresh-log" onClick={refresh}>
          <RefreshCw aria-hidden className="size-4" />
          {t`Refresh`}
        </Button>
      </div>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          const next: OpLogQuery = { currentPage: 1, pageSize: PAGE_SIZE }
          const from = dayStart(form.from)
          const to = dayStart(form.to, 1)
          if (from) next.from = from
          if (to) next.to = to
          if (form.user.trim()) next.user = form.user.trim()
          if (form.module) next.module = form.module
          setQuery(next)
        }}
      >
        <label className="grid gap-1 text-[0.857em] text-muted">
          {t`From`}
          <input type="date" name="from" value={form.from} max={form.to || undefined} onChange={(e) => setForm((f) => ({ ...f, from: e.target.value }))} className={CONTROL} />
        </label>
        <label className="grid gap-1 text-[0.857em] text-muted">
          {t`To`}
          <input type="date" name="to" value={form.to} min={form.from || undefined} onChange={(e) => setForm((f) => ({ ...f, to: e.target.value }))} className={CONTROL} />
        </label>
        <label className="grid min-w-40 flex-1 gap-1 text-[0.857em] text-muted">
          {t`User`}
          <input name="user" value={form.user} maxLength={100} placeholder={t`Username or nickname`} onChange={(e) => setForm((f) => ({ ...f, user: e.target.value }))} className={`${CONTROL} placeholder:text-muted/70`} />
        </label>
        <label className="grid gap-1 text-[0.857em] text-muted">
          {t`Module`}
          <select name="module" value={form.module} onChange={(e) => setForm((f) => ({ ...f, module: e.target.value }))} className={`${CONTROL} cursor-pointer`}>
            <option value="">{t`All modules`}</option>
            {OP_LOG_MODULES.map((m) => (
              <option key={m} value={m}>
                {moduleName(m)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          <Search aria-hidden className="size-4" />
          {t`Search`}
        </Button>
      </form>
      {error && !page ? (
        <LoadError message={t`The operation log could not be loaded.`} onRetry={refresh} />
      ) : !page ? (
        <PageLoader />
      ) : page.list.length === 0 ? (
        <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">{t`No operation matches these filters.`}</p>
      ) : (
        <ul className="grid min-w-0 grid-cols-1 gap-2" aria-label={t`Operations`} aria-busy={!data || undefined}>
          {page.list.map((entry) => (
            <OpLogEntryView key={entry.id} entry={entry} sentence={sentence(entry)} locale={locale} />
          ))}
        </ul>
      )}
      {page && total > 0 && (
        <Pager summary={t`Page ${query.currentPage} of ${pageCount} · ${totalText} operations`} current={query.currentPage} pages={pages} onPage={(currentPage) => setQuery((q) => ({ ...q, currentPage }))} />
      )}
    </section>
  )
}
