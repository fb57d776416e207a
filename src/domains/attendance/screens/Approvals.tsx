/**
 * /attendance/approvals (administrators, within their data scope): the requests to count a
 * check-in made outside every scope or one the member missed, and leave requests — waiting
 * (oldest first), approved, rejected (newest first), as tabs, the waiting ones counted on theirs.
 * Filters: the kind of request, an organisation (and every one below it), a member's name. Each
 * request shows the member, what they ask, the server's plausibility flags, the reason and the
 * photo (ApprovalCard); a waiting one is approved or rejected with a comment (required to
 * reject), and the member is told. The queue is live: a request sent to this approver, or decided
 * by another, reloads it at once (the notification stream's `approvals` event; while streaming
 * fails, every poll).
 */
import { useEffect, useState } from 'react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { LoadError } from '#platform/ui/LoadError.tsx'
import { PageLoader } from '#platform/ui/PageLoader.tsx'
import { Pager } from '#platform/ui/Pager.tsx'
import { Tabs } from '#platform/ui/Tabs.tsx'
import { FIELD_SELECT } from '#platform/ui/fieldControl.ts'
import { pageCount, useResource } from '#platform/ui/useResource.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { apiFor } from '#platform/store/api.ts'
import { invalidate } from '#platform/store/resource.ts'
import type { Page } from '#platform/core/api/types.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { MemberSearch } from '../components/MemberSearch.tsx'
import { createAttendanceApi, type Approval, type ApprovalKind, type ApprovalQuery, type ApprovalStatus } from '../contract.ts'
import { DecideApprovalDialog } from '../components/ApprovalDialogs.tsx'
import { ApprovalCard } from '../components/ApprovalCard.tsx'
import { OrgFilter } from '../../admin/index.ts'
import { subscribeNotifications } from '../../notifications/index.ts'

const PAGE_SIZE = 20

export function Approvals() {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const api = apiFor(apiBase, createAttendanceApi)
  const [status, setStatus] = useState<ApprovalStatus>('pending')
  const [kind, setKind] = useState<ApprovalKind | ''>('')
  const [orgId, setOrgId] = useState<number | undefined>()
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [deciding, setDeciding] = useState<{ approval: Approval; approve: boolean } | null>(null)
  const query: ApprovalQuery = { status, ...(kind ? { kind } : {}), ...(orgId !== undefined ? { orgId } : {}), ...(keyword ? { keyword } : {}) }
  const found = useResource<Page<Approval>>(
    attendanceKeys.approvalPage(apiBase, { ...query }, page),
    (signal) => api.queryApprovals({ ...query, currentPage: page, pageSize: PAGE_SIZE }, signal),
    { keepPrevious: true },
  )
  // Every waiting request in scope, whatever the filters: the count on the Waiting tab.
  const waiting = useResource<number>(attendanceKeys.waitingCount(apiBase), (signal) =>
    api.queryApprovals({ status: 'pending', pageSize: 1 }, signal).then((p) => p.pagination.total),
  )
  useEffect(
    () =>
      subscribeNotifications(apiBase, {
        onEvent: (event) => void (event.kind === 'approvals' && invalidate(attendanceKeys.approvals(apiBase))),
        onPoll: () => void invalidate(attendanceKeys.approvals(apiBase)),
      }),
    [apiBase],
  )
  const list = found.data?.list ?? []
  const total = found.data?.pagination.total ?? 0
  const filtered = kind !== '' || orgId !== undefined || keyword !== ''
  const kinds: Array<{ key: ApprovalKind | ''; label: string }> = [
    { key: '', label: t`Every kind of request` },
    { key: 'outside', label: t`Check-ins outside the scope` },
    { key: 'missed', label: t`Missed check-in requests` },
    { key: 'leave', label: t`Leave requests` },
  ]

  return (
    <section aria-labelledby="sw-approvals-title" className="grid min-w-0 content-start gap-4 rounded-lg border border-line bg-surface p-4 shadow-sm">
      <h1 id="sw-approvals-title" className="text-title font-semibold text-ink">
        {t`Approvals`}
      </h1>
      <p role="status" className="sr-only">
        {waiting.data !== undefined ? t`${plural(waiting.data, { one: '# request is waiting', other: '# requests are waiting' })}` : ''}
      </p>
      <Tabs
        label={t`Requests by status`}
        hook="data-approval-tab"
        idPrefix="sw-approval-tab"
        panelId="sw-approval-panel"
        items={[
          {
            key: 'pending',
            label: (
              <>
                {t`Waiting`}
                {!!waiting.data && (
                  <span data-waiting-count className="ml-1.5 rounded-full bg-primary-soft px-1.5 text-small text-primary-strong tabular-nums">
                    {waiting.data}
                  </span>
                )}
              </>
            ),
          },
          { key: 'approved', label: t`Approved` },
          { key: 'rejected', label: t`Rejected` },
        ]}
        value={status}
        onChange={(key) => {
          setStatus(key)
          setPage(1)
        }}
      />
      <div className="flex flex-wrap items-center gap-2" data-approval-filters>
        <select
          aria-label={t`Kind of request`}
          name="kind"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as ApprovalKind | '')
            setPage(1)
          }}
          className={FIELD_SELECT}
        >
          {kinds.map((k) => (
            <option key={k.key} value={k.key}>
              {k.label}
            </option>
          ))}
        </select>
        <OrgFilter
          value={orgId === undefined ? undefined : String(orgId)}
          onChange={(id) => {
            setOrgId(id ? Number(id) : undefined)
            setPage(1)
          }}
          control={FIELD_SELECT}
        />
        <MemberSearch
          onSearch={(value) => {
            setKeyword(value)
            setPage(1)
          }}
        />
      </div>
      <div id="sw-approval-panel" role="tabpanel" aria-labelledby={`sw-approval-tab-${status}`} className="grid gap-3">
        {found.error && !found.data ? (
          <LoadError message={t`The requests could not be loaded.`} onRetry={found.refresh} />
        ) : !found.data ? (
          <PageLoader />
        ) : list.length === 0 ? (
          <p className="rounded-md border border-dashed border-line p-6 text-center text-muted" data-approvals-empty>
            {filtered ? t`No request matches these filters.` : status === 'pending' ? t`No request is waiting.` : t`None yet.`}
          </p>
        ) : (
          <>
            <ul className="grid gap-3" aria-label={t`Requests`} aria-busy={found.placeholder || undefined}>
              {list.map((a) => (
                <ApprovalCard key={a.id} approval={a} onDecide={(approve) => setDeciding({ approval: a, approve })} />
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
