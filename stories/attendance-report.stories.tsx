/**
 * The attendance report's parts for design review: the month's tiles, the daily chart (on time,
 * late, absent, otherwise irregular, on leave), and the rows by member and by organisation with
 * their sortable headers (platform/ui/SortHeader.tsx) and the export buttons
 * (platform/ui/ExportButtons.tsx) — in en, zh and tw, and on a phone. The play function sorts by a
 * count (most first, then turned round) and opens a member: the story's log says which.
 */
import { useState, type CSSProperties } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { ExportButtons } from '#platform/ui/ExportButtons.tsx'
import type { MemberReportRow, OrgReportRow, ReportCounts, ReportDay, ReportSort, ReportSummary } from '../src/domains/attendance/contract.ts'
import { ReportChart } from '../src/domains/attendance/components/ReportChart.tsx'
import { ReportTable } from '../src/domains/attendance/components/ReportTable.tsx'
import { ReportTiles } from '../src/domains/attendance/components/ReportTiles.tsx'
import { ConsolePart, consoleRoot, inShadow, type ConsoleArgs, PHONE_VIEWPORT, STORY_CANVAS as CANVAS, STORY_CARD } from './harness/ConsoleHarness.tsx'
import { consoleMeta } from './harness/consoleMeta.ts'
import { inChinese as zh } from './harness/inChinese.ts'

const PATH = '/workbench'

const meta: Meta<ConsoleArgs> = {
  title: 'Attendance/Report',
  ...consoleMeta({ visited: [PATH] }),
}
export default meta

type Story = StoryObj<ConsoleArgs>
const CARD: CSSProperties = { ...STORY_CARD, display: 'grid', gap: 16, alignContent: 'start' }
const inTraditional = <S extends { args?: object }>(story: S): S => ({ ...story, args: { ...story.args, lang: 'tw' } })

const counts = (seed: number): ReportCounts => {
  const due = 20 - (seed % 3)
  const late = seed % 5
  const absent = seed % 4 === 0 ? 2 : seed % 3
  const onTime = Math.max(0, due - late - absent - (seed % 2))
  return {
    due,
    onTime,
    late,
    lateMinutes: late * (11 + (seed % 30)),
    leftEarly: seed % 2,
    earlyMinutes: (seed % 2) * 14,
    absent,
    missed: seed % 3,
    leave: seed % 7 === 0 ? 2 : 0,
    outside: seed % 4,
  }
}
const NAMES = ['Ada Admin', '林晓', 'Edith Editor', '陈静', 'Mia Member', '王磊', 'Lin Lead', '張偉']
const ORGS = ['Acme Lab 00001', '北京校区 00027', '上海校区 00028', '化学学院 00290']
const MEMBERS: MemberReportRow[] = NAMES.map((nickname, i) => ({
  userId: i + 1,
  userName: `user${i + 1}@acme.test`,
  nickname,
  orgId: (i % ORGS.length) + 1,
  orgName: ORGS[i % ORGS.length]!,
  ...counts(i * 7 + 3),
}))
const ORG_ROWS: OrgReportRow[] = ORGS.map((orgName, i) => ({ orgId: i + 1, orgName, members: 40 - i * 9, ...counts(i * 5 + 1) }))
const DAYS: ReportDay[] = Array.from({ length: 30 }, (_, i) => {
  const date = `2026-11-${String(i + 1).padStart(2, '0')}`
  const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())
  const c = counts(i)
  return weekend
    ? { date, ...counts(0), due: 0, onTime: 0, late: 0, lateMinutes: 0, absent: 0, missed: 0, leftEarly: 0, leave: 0, outside: 0 }
    : { date, ...c, due: c.due * 60, onTime: c.onTime * 60, late: c.late * 60, absent: c.absent * 60 }
})
const total = (key: keyof ReportCounts) => DAYS.reduce((sum, d) => sum + d[key], 0)
const SUMMARY: ReportSummary = {
  month: '2026-11',
  through: '2026-11-28',
  recomputing: false,
  members: 1295,
  totals: Object.fromEntries((Object.keys(counts(0)) as (keyof ReportCounts)[]).map((k) => [k, total(k)])) as unknown as ReportCounts,
  days: DAYS,
}

function ReportParts() {
  const [view, setView] = useState<'member' | 'org'>('member')
  const [sort, setSort] = useState<{ field: ReportSort; order: 'asc' | 'desc' }>({ field: 'name', order: 'asc' })
  const [opened, setOpened] = useState('')
  const rows = view === 'member' ? MEMBERS : ORG_ROWS
  const key = (r: MemberReportRow | OrgReportRow) =>
    sort.field === 'name' || sort.field === 'org' ? 0 : ((r as unknown as Record<string, number>)[sort.field] ?? 0)
  const sorted = [...rows].sort((a, b) => (key(a) - key(b)) * (sort.order === 'asc' ? 1 : -1))
  return (
    <div style={CARD}>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ExportButtons label="Export the report" onExport={() => new Promise((resolve) => setTimeout(resolve, 800))} />
      </div>
      <ReportTiles summary={SUMMARY} locale="en-GB" />
      <ReportChart days={SUMMARY.days} totals={SUMMARY.totals} host={null} />
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => setView('member')} data-story-view="member">
          members
        </button>
        <button type="button" onClick={() => setView('org')} data-story-view="org">
          organisations
        </button>
      </div>
      <ReportTable
        view={view}
        rows={sorted}
        total={rows.length}
        sort={sort.field}
        order={sort.order}
        onSort={(field) => setSort((s) => ({ field, order: s.field === field ? (s.order === 'asc' ? 'desc' : 'asc') : 'desc' }))}
        onOpen={(row) => setOpened('userId' in row ? row.nickname : row.orgName)}
        locale="en-GB"
        busy={false}
      />
      <output data-story-opened>{opened}</output>
    </div>
  )
}

const report: Story = {
  render: (args) => (
    <ConsolePart args={args} path={PATH}>
      {() => (
        <div style={CANVAS}>
          <ReportParts />
        </div>
      )}
    </ConsolePart>
  ),
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    const table = await inShadow(root, '[data-report-table=member]')
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(NAMES.length)
    const late = [...table.querySelectorAll<HTMLButtonElement>('th button')][5]!
    await userEvent.click(late)
    await waitFor(() => expect(late.closest('th')!.getAttribute('aria-sort')).toBe('descending'))
    await userEvent.click(late)
    await waitFor(() => expect(late.closest('th')!.getAttribute('aria-sort')).toBe('ascending'))
    await userEvent.click(table.querySelector<HTMLButtonElement>('[data-report-open]')!)
    await waitFor(() => expect(root.querySelector('[data-story-opened]')!.textContent).not.toBe(''))
  },
}
/** The tiles, the chart and the members' rows; sorted by late minutes, a member opened. */
export const Report: Story = report
export const ReportChinese: Story = zh(report)
export const ReportTraditional: Story = inTraditional(report)
export const ReportOnAPhone: Story = { ...report, parameters: PHONE_VIEWPORT }
