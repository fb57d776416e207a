/**
 * /attendance/month (every member): the member's own month as the server decided it under their
 * organisation's rules — the month's counts (on time, late with its minutes, left early, absent,
 * missed check-ins, outside check-ins not approved), the calendar with the chosen day's details
 * (an outside check-in is sent for approval from there, with a reason and a photo, and a day
 * short of a check-in or check-out asks for the one missed), leave
 * requested from the month (starting on the chosen day) with the member's requests beside it,
 * and the rules that decide it. The previous and next month are a button away; the month opens
 * on the browser's month; the server says which day is today in the rules' time zone. A member of
 * several organisations chooses whose month (and rules) to see.
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '#platform/ui/Button.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { apiFor } from '#platform/store/api.ts'
import { cn } from '#platform/ui/cn.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { createAttendanceApi, type DayState, type MemberMonth, type MonthCheckIn } from '../contract.ts'
import { MissedCheckInDialog, RequestApprovalDialog } from '../components/ApprovalDialogs.tsx'
import { LeaveDialog, MyLeaves } from '../components/LeaveRequests.tsx'
import { MonthCalendar } from '../components/MonthCalendar.tsx'
import { MonthStepper } from '../components/MonthStepper.tsx'
import { thisMonth } from '../logic/months.ts'
import { RulesSummary } from '../components/RulesSummary.tsx'
import { MemberOrgChoice } from '../components/MemberOrgChoice.tsx'

export function MyAttendance() {
  const { t, i18n } = useLingui()
  const { apiBase } = useConsole()
  const api = apiFor(apiBase, createAttendanceApi)
  const [home] = useState(thisMonth)
  const [month, setMonth] = useState(home)
  const [selected, setSelected] = useState<string | null>(null)
  const [asking, setAsking] = useState<MonthCheckIn | null>(null)
  const [leaving, setLeaving] = useState(false)
  const [missing, setMissing] = useState<string | null>(null)
  const [orgId, setOrgId] = useState<number | null>(null)
  const found = useResource<MemberMonth>(attendanceKeys.month(apiBase, month, orgId), (signal) => api.queryMyMonth(month, orgId, signal))
  const data = found.data?.month === month && (orgId === null || found.data.orgId === orgId) ? found.data : undefined
  const inMonth = data?.today.startsWith(month) ? data.today : null
  const chosen = selected?.startsWith(month) ? selected : (inMonth ?? `${month}-01`)
  const go = (to: string) => {
    setMonth(to)
    setSelected(null)
  }

  const count = (state: DayState) => data?.days.filter((d) => d.states.includes(state)).length ?? 0
  const lateMinutes = data?.days.reduce((sum, d) => sum + d.lateMinutes, 0) ?? 0
  const tiles: { label: string; value: string; detail?: string; tone: string; state: string }[] = [
    { label: t`On time`, value: String(count('on-time')), tone: 'text-success', state: 'on-time' },
    { label: t`Late`, value: String(count('late')), detail: count('late') ? t`${lateMinutes} min in all` : '', tone: 'text-warning-strong', state: 'late' },
    { label: t`Left early`, value: String(count('left-early')), tone: 'text-warning-strong', state: 'left-early' },
    { label: t`Absent`, value: String(count('absent')), tone: 'text-danger-strong', state: 'absent' },
    { label: t`Missed check-ins`, value: String(count('no-check-in') + count('no-check-out')), tone: 'text-warning-strong', state: 'missed' },
    { label: t`Outside, not approved`, value: String(count('outside-pending')), tone: 'text-warning-strong', state: 'outside-pending' },
  ]

  return (
    <section aria-labelledby="sw-month-title" className="grid min-w-0 content-start gap-4 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="sw-month-title" className="text-title font-semibold text-ink">
          {t`My attendance`}
        </h1>
        <MonthStepper month={month} home={home} onChange={go}>
          <Button size="sm" variant="secondary" onClick={() => setLeaving(true)} data-action="request-leave">
            {t`Request leave`}
          </Button>
        </MonthStepper>
      </div>
      {found.error && !data ? (
        <LoadError message={t`Your month could not be loaded.`} onRetry={found.refresh} />
      ) : !data ? (
        <PageLoader />
      ) : (
        <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="grid min-w-0 content-start gap-4">
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6" aria-label={t`This month in numbers`}>
              {tiles.map((tile) => (
                <li key={tile.state} data-tile={tile.state} className="grid content-between gap-0.5 rounded-md border border-line px-3 py-2">
                  <span className="text-minor text-muted">{tile.label}</span>
                  <span className={cn('text-lg font-semibold tabular-nums', tile.value === '0' ? 'text-ink' : tile.tone)}>
                    {tile.value}
                    {tile.detail && <span className="block text-small font-normal text-muted">{tile.detail}</span>}
                  </span>
                </li>
              ))}
            </ul>
            {data.orgs.length > 1 && (
              <MemberOrgChoice
                orgs={data.orgs}
                value={data.orgId}
                onChange={setOrgId}
                hint={t`You are a member of ${data.orgs.length} organisations: each decides your days by its rules.`}
              />
            )}
            <MonthCalendar
              days={data.days}
              checkIns={data.checkIns}
              onAskApproval={setAsking}
              missed={data.missed}
              onReportMissed={setMissing}
              timeZone={data.rules.timeZone}
              today={inMonth}
              selected={chosen}
              onSelect={setSelected}
            />
          </div>
          <aside aria-labelledby="sw-month-rules" className="grid content-start gap-2 rounded-md border border-line p-3">
            <h2 id="sw-month-rules" className="font-semibold text-ink">
              {t`Your rules`}
            </h2>
            <RulesSummary rules={data.rules} />
            <h2 className="mt-2 font-semibold text-ink">{t`My leave`}</h2>
            <MyLeaves apiBase={apiBase} />
          </aside>
        </div>
      )}
      {leaving && <LeaveDialog apiBase={apiBase} firstDay={chosen} onClose={() => setLeaving(false)} />}
      {missing && (
        <MissedCheckInDialog
          apiBase={apiBase}
          date={missing}
          day={i18n.date(new Date(`${missing}T00:00:00Z`), { timeZone: 'UTC', dateStyle: 'medium' })}
          onClose={() => setMissing(null)}
        />
      )}
      {asking && (
        <RequestApprovalDialog
          apiBase={apiBase}
          checkInId={asking.id}
          when={i18n.date(new Date(asking.at), { dateStyle: 'medium', timeStyle: 'short', ...(data ? { timeZone: data.rules.timeZone } : {}) })}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  )
}
