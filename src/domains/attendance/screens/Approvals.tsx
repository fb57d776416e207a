/**
 * /attendance/approvals (administrators, within their data scope): the requests to count a
 * check-in made outside every scope, and leave requests — waiting (oldest first), approved, rejected (newest first),
 * as tabs. Each shows the member, when and how far from which scope they checked in, how precise
 * the position was, the server's plausibility flags (or the leave's type and days), the reason
 * and the photo; a waiting one is
 * approved or rejected with a comment (required to reject), and the member is told.
 */
import { useState } from 'react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Check, ImageIcon, TriangleAlert, X } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { Pager } from '#platform/ui/Pager.tsx'
import { Tabs } from '#platform/ui/Tabs.tsx'
import { pageCount, useResource } from '#platform/ui/useResource.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { apiFor } from '#platform/store/api.ts'
import type { Page } from '#platform/core/api/types.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { createAttendanceApi, LEAVE_DICT, type Approval, type ApprovalStatus } from '../contract.ts'
import { DecideApprovalDialog } from '../components/ApprovalDialogs.tsx'
import { dictLabel, useDict } from '../../admin/index.ts'
import { useDistanceText } from '../components/VerdictBadge.tsx'

const PAGE_SIZE = 20

export function Approvals() {
  const { t, i18n } = useLingui()
  const { apiBase } = useConsole()
  const api = apiFor(apiBase, createAttendanceApi)
  const distance = useDistanceText()
  const [status, setStatus] = useState<ApprovalStatus>('pending')
  const [page, setPage] = useState(1)
  const [deciding, setDeciding] = useState<{ approval: Approval; approve: boolean } | null>(null)
  const found = useResource<Page<Approval>>(attendanceKeys.approvalPage(apiBase, status, page), (signal) =>
    api.queryApprovals({ status, currentPage: page, pageSize: PAGE_SIZE }, signal),
  )
  const time = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  const dayText = (date: string | null) => (date ? i18n.date(new Date(`${date}T00:00:00Z`), { timeZone: 'UTC', dateStyle: 'medium' }) : '—')
  const leaveTypes = useDict(LEAVE_DICT)
  const flagText = (flag: string) => (flag === 'implausible-speed' ? t`Faster than travel allows since the last check-in` : t`Position exactly 0,0`)
  const list = found.data?.list ?? []
  const total = found.data?.pagination.total ?? 0

  return (
    <section aria-labelledby="sw-approvals-title" className="grid min-w-0 content-start gap-4 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <h1 id="sw-approvals-title" className="text-title font-semibold text-ink">
        {t`Approvals`}
      </h1>
      <Tabs
        label={t`Requests by status`}
        hook="data-approval-tab"
        idPrefix="sw-approval-tab"
        panelId="sw-approval-panel"
        items={[
          { key: 'pending', label: t`Waiting` },
          { key: 'approved', label: t`Approved` },
          { key: 'rejected', label: t`Rejected` },
        ]}
        value={status}
        onChange={(key) => {
          setStatus(key)
          setPage(1)
        }}
      />
      <div id="sw-approval-panel" role="tabpanel" aria-labelledby={`sw-approval-tab-${status}`} className="grid gap-3">
        {found.error && !found.data ? (
          <LoadError message={t`The requests could not be loaded.`} onRetry={found.refresh} />
        ) : !found.data ? (
          <PageLoader />
        ) : list.length === 0 ? (
          <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">
            {status === 'pending' ? t`No request is waiting.` : t`None yet.`}
          </p>
        ) : (
          <>
            <ul className="grid gap-3" aria-label={t`Requests`}>
              {list.map((a) => (
                <li key={a.id} data-approval={a.id} className="grid gap-2 rounded-md border border-line p-3 sm:grid-cols-[minmax(0,1fr)_auto]">
                  <div className="grid min-w-0 gap-1">
                    <p className="font-semibold text-ink">
                      {a.userName} <span className="font-normal text-muted">· {a.orgName}</span>
                    </p>
                    <p className="text-ink tabular-nums" data-kind={a.kind}>
                      {a.kind === 'leave'
                        ? t`${dictLabel(leaveTypes, a.leaveType ?? '')}: ${dayText(a.fromDate)} – ${dayText(a.toDate)}`
                        : a.kind === 'missed'
                          ? t`Missed check-in at ${time(a.missedTime ?? '')}`
                          : t`Checked in ${time(a.checkInTime ?? '')}, ${distance(a.distance ?? 0)} from ${a.scopeName ?? '—'}, accurate to ${distance(a.accuracy ?? 0)}`}
                    </p>
                    {a.flags.length > 0 && (
                      <ul className="flex flex-wrap gap-1.5" aria-label={t`Plausibility`}>
                        {a.flags.map((flag) => (
                          <li
                            key={flag}
                            data-flag={flag}
                            className="inline-flex items-center gap-1 rounded-full border border-danger/40 bg-danger/5 px-2 py-0.5 text-small text-danger-strong"
                          >
                            <TriangleAlert aria-hidden className="size-3.5" />
                            {flagText(flag)}
                          </li>
                        ))}
                      </ul>
                    )}
                    <p className="text-ink">
                      <span className="text-muted">{t`Reason`}: </span>
                      {a.reason}
                    </p>
                    {a.status !== 'pending' && (
                      <p className="text-muted">
                        {a.status === 'approved' ? t`Approved by ${a.approverName ?? '—'}` : t`Rejected by ${a.approverName ?? '—'}`}
                        {a.decideTime ? ` · ${time(a.decideTime)}` : ''}
                        {a.comment ? ` · ${a.comment}` : ''}
                      </p>
                    )}
                  </div>
                  <div className="flex flex-wrap items-start gap-2 sm:justify-end">
                    {a.photo ? (
                      <a href={a.photo} target="_blank" rel="noopener noreferrer" className="block" title={t`Open the photo`}>
                        <img src={a.photo} alt={t`Photo sent with the request`} className="h-20 max-w-32 rounded-md border border-line object-cover" />
                      </a>
                    ) : (
                      <span className="inline-flex items-center gap-1 text-small text-muted">
                        <ImageIcon aria-hidden className="size-4" />
                        {t`No photo`}
                      </span>
                    )}
                    {a.status === 'pending' && (
                      <div className="flex gap-2">
                        <Button size="sm" onClick={() => setDeciding({ approval: a, approve: true })} data-action="approve">
                          <Check aria-hidden className="size-4" />
                          {t`Approve`}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setDeciding({ approval: a, approve: false })} data-action="reject">
                          <X aria-hidden className="size-4" />
                          {t`Reject`}
                        </Button>
                      </div>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <Pager
              summary={t`${plural(total, { one: '# request', other: '# requests' })}`}
              current={page}
              pages={pageCount(total, PAGE_SIZE)}
              onPage={setPage}
            />
          </>
        )}
      </div>
      {deciding && <DecideApprovalDialog apiBase={apiBase} approval={deciding.approval} approve={deciding.approve} onClose={() => setDeciding(null)} />}
    </section>
  )
}
