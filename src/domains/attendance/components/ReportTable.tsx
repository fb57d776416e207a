/**
 * The report's rows — one per member or one per organisation — with a sortable header (the
 * server sorts), the days due, on time with the rate, late with the minutes, left early, absent,
 * missed, on leave and outside. A member's name opens their month; an organisation's narrows the
 * report to it. Scrolls sideways on a narrow screen with the first column in view.
 */
import { useLingui } from '@lingui/react/macro'
import { SortHeader } from '#platform/ui/SortHeader.tsx'
import { cn } from '#platform/ui/cn.ts'
import { onTimeRate, type MemberReportRow, type OrgReportRow, type ReportCounts, type ReportSort } from '../contract.ts'

export type ReportView = 'member' | 'org'

interface Props {
  view: ReportView
  rows: readonly (MemberReportRow | OrgReportRow)[]
  total: number
  sort: ReportSort
  order: 'asc' | 'desc'
  onSort(sort: ReportSort): void
  onOpen(row: MemberReportRow | OrgReportRow): void
  locale: string
  busy: boolean
}

const isMember = (row: MemberReportRow | OrgReportRow): row is MemberReportRow => 'userId' in row

export function ReportTable({ view, rows, total, sort, order, onSort, onOpen, locale, busy }: Props) {
  const { t } = useLingui()
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const number = new Intl.NumberFormat(locale)
  const header = (label: string, key: ReportSort, numeric = true, first = false) => (
    <SortHeader
      key={key}
      label={label}
      active={sort === key}
      order={order}
      onSort={() => onSort(key)}
      numeric={numeric}
      className={cn('pr-3', first && 'sticky left-0 z-10 bg-surface')}
    />
  )
  const cell = (value: number, tone?: string) => (
    <td className={cn('py-2 pr-3 text-right tabular-nums', value > 0 ? tone : 'text-muted')}>{number.format(value)}</td>
  )
  const counts = (r: ReportCounts) => {
    const rate = onTimeRate(r)
    return (
      <>
        {cell(r.due)}
        {cell(r.onTime, 'text-success')}
        <td className="py-2 pr-3 text-right tabular-nums">{rate === null ? '—' : percent.format(rate)}</td>
        {cell(r.late, 'text-warning-strong')}
        {cell(r.lateMinutes, 'text-warning-strong')}
        {cell(r.leftEarly, 'text-warning-strong')}
        {cell(r.absent, 'text-danger-strong')}
        {cell(r.missed, 'text-warning-strong')}
        {cell(r.leave)}
        {cell(r.outside)}
      </>
    )
  }
  return (
    <div className="overflow-x-auto" aria-busy={busy}>
      <table className="w-full min-w-[960px] text-left" data-report-table={view}>
        <caption className="sr-only">{view === 'member' ? t`Members, ${total} in all` : t`Organisations, ${total} in all`}</caption>
        <thead className="border-b border-line text-small text-muted">
          <tr>
            {view === 'member' ? (
              <>
                {header(t`Member`, 'name', false, true)}
                {header(t`Organisation`, 'org', false)}
              </>
            ) : (
              <>
                {header(t`Organisation`, 'org', false, true)}
                {header(t`Members`, 'members')}
              </>
            )}
            {header(t`Due`, 'due')}
            {header(t`On time`, 'onTime')}
            {header(t`Rate`, 'onTimeRate')}
            {header(t`Late`, 'late')}
            {header(t`Late min`, 'lateMinutes')}
            {header(t`Left early`, 'leftEarly')}
            {header(t`Absent`, 'absent')}
            {header(t`Missed`, 'missed')}
            {header(t`On leave`, 'leave')}
            {header(t`Outside`, 'outside')}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={isMember(row) ? `u${row.userId}-${row.orgId}` : `o${row.orgId}`} className="border-b border-line last:border-0 hover:bg-canvas">
              <th scope="row" className="sticky left-0 z-10 max-w-56 bg-surface py-2 pr-3 font-normal">
                <button
                  type="button"
                  onClick={() => onOpen(row)}
                  data-report-open={isMember(row) ? row.userId : (row.orgId ?? '')}
                  className="max-w-full cursor-pointer truncate text-left text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                  title={isMember(row) ? t`Open the month of ${row.nickname || row.userName}` : t`Show the members of ${row.orgName}`}
                >
                  {isMember(row) ? row.nickname || row.userName : row.orgName || t`No organisation`}
                </button>
                {isMember(row) && row.nickname && <span className="block truncate text-small text-muted">{row.userName}</span>}
              </th>
              {isMember(row) ? <td className="max-w-48 truncate py-2 pr-3 text-muted">{row.orgName}</td> : cell(row.members)}
              {counts(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
