/**
 * A member's month opened from the attendance report (the drill-down to the day): the server's
 * stored days of that member with the day's check-ins, read only, in a panel on the right; the
 * month's counts above the calendar. Loading and error states of its own; Escape closes it.
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { useResource } from '#platform/ui/useResource.ts'
import { apiFor } from '#platform/store/api.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { createAttendanceApi, type DayState, type MemberMonth } from '../contract.ts'
import { MonthCalendar } from './MonthCalendar.tsx'

interface Props {
  apiBase: string
  userId: number
  /** The organisation whose rules decided the days (the report row's; null: the member's own). */
  orgId: number | null
  name: string
  orgName: string
  month: string
  onClose(): void
}

export function MemberMonthDialog({ apiBase, userId, orgId, name, orgName, month, onClose }: Props) {
  const { t, i18n } = useLingui()
  const api = apiFor(apiBase, createAttendanceApi)
  const found = useResource<MemberMonth>(attendanceKeys.reportMonth(apiBase, userId, month, orgId), (signal) =>
    api.queryReportMemberMonth(userId, month, orgId, signal),
  )
  const [selected, setSelected] = useState<string | null>(null)
  const data = found.data
  const inMonth = data?.today.startsWith(month) ? data.today : null
  const title = i18n.date(new Date(`${month}-01T00:00:00Z`), { timeZone: 'UTC', year: 'numeric', month: 'long' })
  const count = (state: DayState) => data?.days.filter((d) => d.states.includes(state)).length ?? 0
  const late = data?.days.reduce((sum, d) => sum + d.lateMinutes, 0) ?? 0
  const missed = count('no-check-in') + count('no-check-out')
  const outside = count('outside-approved') + count('outside-pending') + count('outside-rejected')
  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogLayer placement="right" className="grid w-[min(44rem,100vw)] content-start gap-3 overflow-y-auto p-5" data-member-month={userId}>
        <DialogHeader
          title={`${name} · ${title}`}
          description={
            orgName
              ? t`The member's days of the month in ${orgName}, as the server decided them by its rules.`
              : t`The member's days of the month as the server decided them.`
          }
          className="mb-0"
        />
        {found.error && !data ? (
          <LoadError message={t`The member's month could not be loaded.`} onRetry={found.refresh} />
        ) : !data ? (
          <PageLoader />
        ) : (
          <>
            <p className="text-muted" data-member-month-counts>
              {t`On time ${count('on-time')} · late ${count('late')} (${late} min) · left early ${count('left-early')} · absent ${count('absent')} · missed ${missed} · outside ${outside} · on leave ${count('on-leave')}`}
            </p>
            <MonthCalendar
              days={data.days}
              checkIns={data.checkIns}
              missed={data.missed}
              timeZone={data.rules.timeZone}
              today={inMonth}
              selected={selected ?? inMonth ?? `${month}-01`}
              onSelect={setSelected}
            />
          </>
        )}
      </DialogLayer>
    </DialogRoot>
  )
}
