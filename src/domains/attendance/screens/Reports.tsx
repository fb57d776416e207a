/**
 * /attendance/reports — the monthly attendance report (docs/spec.md#attendance-reports) for
 * administrators and editors: a month (the browser's to start) for an organisation and every one
 * below it, or everything in the caller's data scope; the month's totals (members, the on-time
 * rate, late with its minutes, left early, absent, missed, on leave, outside), the days as a
 * stacked bar chart, and one row per member or per organisation, sorted and paged by the server.
 * A member opens their month (to the day); an organisation narrows the report to it. Export to
 * CSV or Excel of every row. The report counts the stored days — up to the day it says; while a
 * change of rules is applied, it says that too. Loading, empty and error states of each part.
 */
import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Info } from 'lucide-react'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { Pager } from '#platform/ui/Pager.tsx'
import { Tabs } from '#platform/ui/Tabs.tsx'
import { ExportButtons } from '#platform/ui/ExportButtons.tsx'
import { downloadExport } from '#platform/ui/download.ts'
import { FIELD_SELECT } from '#platform/ui/fieldControl.ts'
import { pageCount, useResource } from '#platform/ui/useResource.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { apiFor } from '#platform/store/api.ts'
import { LOCALE_TAG } from '#platform/core/i18n/catalogs.ts'
import type { Page } from '#platform/core/api/types.ts'
import { OrgFilter } from '../../admin/index.ts'
import { createAttendanceApi, type MemberReportRow, type OrgReportRow, type ReportSort, type ReportSummary } from '../contract.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { MemberSearch } from '../components/MemberSearch.tsx'
import { thisMonth } from '../logic/months.ts'
import { allReportRows, MAX_REPORT_EXPORT, memberReportTable, orgReportTable } from '../logic/reportExport.ts'
import { MemberMonthDialog } from '../components/MemberMonthDialog.tsx'
import { MonthStepper } from '../components/MonthStepper.tsx'
import { ReportChart } from '../components/ReportChart.tsx'
import { ReportTable, type ReportView } from '../components/ReportTable.tsx'
import { ReportTiles } from '../components/ReportTiles.tsx'

const PAGE_SIZE = 20

export function Reports() {
  const { t, i18n } = useLingui()
  const { apiBase } = useConsole()
  const { lang, host } = useElement()
  const locale = LOCALE_TAG[lang]
  const api = apiFor(apiBase, createAttendanceApi)
  const [home] = useState(thisMonth)
  const [month, setMonth] = useState(home)
  const [orgId, setOrgId] = useState<number | undefined>()
  const [view, setView] = useState<ReportView>('member')
  const [keyword, setKeyword] = useState('')
  const [sort, setSort] = useState<{ field: ReportSort; order: 'asc' | 'desc' }>({ field: 'name', order: 'asc' })
  const [currentPage, setCurrentPage] = useState(1)
  const [opened, setOpened] = useState<MemberReportRow | null>(null)
  const filter = { month, ...(orgId !== undefined ? { orgId } : {}) }
  const query = { ...filter, ...(view === 'member' && keyword ? { keyword } : {}), sortField: sort.field, sortOrder: sort.order }
  const summary = useResource<ReportSummary>(attendanceKeys.reportSummary(apiBase, filter), (signal) => api.queryReportSummary(filter, signal))
  // While the next page loads the rows on view stay — of the same view only.
  const rows = useResource<{ view: ReportView; page: Page<MemberReportRow | OrgReportRow> }>(
    attendanceKeys.reportRows(apiBase, view, { ...query, currentPage }),
    async (signal) => ({
      view,
      page: await (view === 'member' ? api.queryReportMembers : api.queryReportOrgs)({ ...query, currentPage, pageSize: PAGE_SIZE }, signal),
    }),
    { keepPrevious: true },
  )
  const page = rows.data?.view === view ? rows.data.page : undefined
  const total = page?.pagination.total ?? 0
  const pages = pageCount(total, PAGE_SIZE)
  const data = summary.data?.month === month ? summary.data : undefined
  const reset = () => setCurrentPage(1)

  const onSort = (field: ReportSort) => {
    // A column's first click: names A–Z, counts most first; the next click turns it round.
    setSort((s) => ({ field, order: s.field === field ? (s.order === 'asc' ? 'desc' : 'asc') : field === 'name' || field === 'org' ? 'asc' : 'desc' }))
    reset()
  }
  const onOpen = (row: MemberReportRow | OrgReportRow) => {
    if ('userId' in row) setOpened(row)
    else if (row.orgId !== null) {
      setOrgId(row.orgId)
      setView('member')
      setSort({ field: 'name', order: 'asc' })
      reset()
    }
  }
  const exportAs = async (format: 'csv' | 'xlsx') => {
    const { sortField, sortOrder } = query
    const base = { ...filter, sortField, sortOrder, ...(view === 'member' && keyword ? { keyword } : {}) }
    const { list, total: matched } =
      view === 'member' ? await allReportRows((q) => api.queryReportMembers(q), base) : await allReportRows((q) => api.queryReportOrgs(q), base)
    const table = view === 'member' ? memberReportTable(month, list as MemberReportRow[]) : orgReportTable(month, list as OrgReportRow[])
    const truncated = matched > list.length && msg`Only the first ${MAX_REPORT_EXPORT} rows were exported; narrow the report for the rest.`
    await downloadExport(format, `attendance-${view}s-${month}`, 'Attendance', table, truncated)
  }
  const through = data?.through ? i18n.date(new Date(`${data.through}T00:00:00Z`), { timeZone: 'UTC', dateStyle: 'medium' }) : null

  return (
    <section aria-labelledby="sw-report-title" className="grid min-w-0 content-start gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="sw-report-title" className="text-title font-semibold text-ink">
          {t`Attendance reports`}
        </h1>
        <ExportButtons label={t`Export the report`} disabled={total === 0} onExport={exportAs} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <MonthStepper
          month={month}
          home={home}
          onChange={(next) => {
            setMonth(next)
            reset()
          }}
        />
        <OrgFilter
          value={orgId === undefined ? undefined : String(orgId)}
          onChange={(id) => {
            setOrgId(id ? Number(id) : undefined)
            reset()
          }}
          control={FIELD_SELECT}
        />
      </div>
      {data && (data.recomputing || data.through) && (
        <p role="status" className="flex items-start gap-2 text-small text-muted" data-report-through={data.through ?? ''}>
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {data.recomputing
            ? t`The days are being decided again after a change of rules; the numbers may still change.`
            : t`Counted up to ${through}: a day counts once its check-out window has closed.`}
        </p>
      )}
      {summary.error && !data ? (
        <LoadError message={t`The report could not be loaded.`} onRetry={summary.refresh} />
      ) : !data ? (
        <PageLoader />
      ) : data.members === 0 ? (
        <p className="rounded-md border border-dashed border-line p-6 text-center text-muted" data-report-empty>
          {t`No member's day of this month is counted yet.`}
        </p>
      ) : (
        <>
          <ReportTiles summary={data} locale={locale} />
          <div className="min-w-0 rounded-md border border-line p-3">
            <h2 className="mb-2 font-medium text-ink">{t`Days of the month`}</h2>
            <ReportChart days={data.days} totals={data.totals} host={host} />
          </div>
        </>
      )}
      {data && data.members > 0 && (
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <Tabs
              label={t`Rows of the report`}
              items={[
                { key: 'member', label: t`By member` },
                { key: 'org', label: t`By organisation` },
              ]}
              value={view}
              onChange={(next) => {
                setView(next)
                setSort({ field: next === 'member' ? 'name' : 'org', order: 'asc' })
                reset()
              }}
              hook="data-report-view"
            />
            {view === 'member' && (
              <MemberSearch
                onSearch={(value) => {
                  setKeyword(value)
                  reset()
                }}
              />
            )}
          </div>
          {rows.error && !page ? (
            <LoadError message={t`The rows could not be loaded.`} onRetry={rows.refresh} />
          ) : !page ? (
            <PageLoader />
          ) : page.list.length === 0 ? (
            <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">{t`No member matches.`}</p>
          ) : (
            <ReportTable
              view={view}
              rows={page.list}
              total={total}
              sort={sort.field}
              order={sort.order}
              onSort={onSort}
              onOpen={onOpen}
              locale={locale}
              busy={rows.placeholder}
            />
          )}
          {page && total > 0 && (
            <Pager
              summary={t`Page ${currentPage.toLocaleString(locale)} of ${pages.toLocaleString(locale)} · ${total.toLocaleString(locale)} rows`}
              current={currentPage}
              pages={pages}
              onPage={setCurrentPage}
            />
          )}
        </div>
      )}
      {opened && (
        <MemberMonthDialog
          apiBase={apiBase}
          userId={opened.userId}
          orgId={opened.orgId}
          name={opened.nickname || opened.userName}
          orgName={opened.orgName}
          month={month}
          onClose={() => setOpened(null)}
        />
      )}
    </section>
  )
}
