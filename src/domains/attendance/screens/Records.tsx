/**
 * /attendance/records — the sign-in records (docs/spec.md#attendance) for administrators and editors: filters
 * (organisation and below, user, days, verdict, flagged; the last 30 days to start), the daily
 * counts by verdict as a stacked bar chart, the records newest first, paged by the server, and
 * export of everything the filters match to CSV or Excel. Loading, empty and error states for
 * the chart and the list each.
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { Pager } from '#platform/ui/Pager.tsx'
import { Spinner } from '#platform/ui/Spinner.tsx'
import { pageCount, useResource } from '#platform/ui/useResource.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { apiFor } from '#platform/store/api.ts'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import type { Page } from '#platform/core/api/types.ts'
import { createAttendanceApi, type CheckInRecord, type DailyCount } from '../contract.ts'
import { DailyChart } from '../components/DailyChart.tsx'
import { RecordExport } from '../components/RecordExport.tsx'
import { RecordFilters, type RecordFilter } from '../components/RecordFilters.tsx'
import { RecordTable } from '../components/RecordTable.tsx'

const PAGE_SIZE = 20
const DAY_MS = 86_400_000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

export function Records() {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const { lang, host } = useElement()
  const locale = LOCALE_TAG[lang]
  const api = apiFor(apiBase, createAttendanceApi)
  const [filter, setFilter] = useState<RecordFilter>(() => ({ from: isoDay(Date.now() - 29 * DAY_MS), to: isoDay(Date.now()) }))
  const [currentPage, setCurrentPage] = useState(1)
  // While the next page or filter loads, the rows on view stay.
  const records = useResource<Page<CheckInRecord>>(
    attendanceKeys.records(apiBase, filter, currentPage),
    (signal) => api.queryRecords({ ...filter, currentPage, pageSize: PAGE_SIZE }, signal),
    { keepPrevious: true },
  )
  const counts = useResource<DailyCount[]>(attendanceKeys.counts(apiBase, filter), (signal) => api.queryDailyCounts(filter, signal))
  const page = records.data
  const total = page?.pagination.total ?? 0
  const pages = pageCount(total, PAGE_SIZE)
  const update = (next: Partial<RecordFilter>) => {
    setFilter((f) => Object.fromEntries(Object.entries({ ...f, ...next }).filter(([, v]) => v !== undefined)) as RecordFilter)
    setCurrentPage(1)
  }
  const days = counts.data
  const anyCounted = days?.some((d) => d.inside + d.outside + d.uncertain > 0)

  return (
    <section aria-labelledby="sw-records-title" className="grid min-w-0 content-start gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="sw-records-title" className="text-title font-semibold text-ink">
          {t`Sign-in records`}
        </h1>
        <RecordExport api={api} filter={filter} disabled={total === 0} />
      </div>
      <RecordFilters filter={filter} onChange={update} />
      <div className="min-w-0 rounded-md border border-line p-3">
        <h2 className="mb-2 font-medium text-ink">{t`Check-ins per day`}</h2>
        {counts.error && !days ? (
          <LoadError message={t`The daily counts could not be loaded.`} onRetry={counts.refresh} />
        ) : !days ? (
          <div role="status" className="flex h-56 items-center justify-center gap-2 text-muted sm:h-64">
            <Spinner className="size-5" />
            <span>{t`Loading…`}</span>
          </div>
        ) : !anyCounted ? (
          <p className="p-6 text-center text-muted">{t`No check-ins on these days.`}</p>
        ) : (
          <DailyChart days={days} host={host} />
        )}
      </div>
      {records.error && !page ? (
        <LoadError message={t`The sign-in records could not be loaded.`} onRetry={records.refresh} />
      ) : !page ? (
        <PageLoader />
      ) : page.list.length === 0 ? (
        <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">{t`No sign-in record matches these filters.`}</p>
      ) : (
        <RecordTable records={page.list} total={total} lang={lang} locale={locale} busy={records.placeholder} />
      )}
      {page && total > 0 && (
        <Pager
          summary={t`Page ${currentPage.toLocaleString(locale)} of ${pages.toLocaleString(locale)} · ${total.toLocaleString(locale)} records`}
          current={currentPage}
          pages={pages}
          onPage={setCurrentPage}
        />
      )}
    </section>
  )
}
