/**
 * One request of the approvals queue: the member and their organisation; what they ask (a check-in
 * outside the scope with its time, distance and accuracy, a missed check-in's time, or leave with
 * its type and days); the server's plausibility flags; the reason; the decision once made; the
 * photo; Approve and Reject while it waits.
 */
import { useLingui } from '@lingui/react/macro'
import { Check, ImageIcon, TriangleAlert, X } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { LEAVE_DICT, type Approval } from '../contract.ts'
import { dictLabel, useDict } from '../../admin/index.ts'
import { useDistanceText } from '../hooks/useDistanceText.ts'

export interface ApprovalCardProps {
  approval: Approval
  onDecide(approve: boolean): void
}

export function ApprovalCard({ approval: a, onDecide }: ApprovalCardProps) {
  const { t, i18n } = useLingui()
  const distance = useDistanceText()
  const leaveTypes = useDict(LEAVE_DICT)
  // In the rules' zone, where the member's day is decided; named when it is not the reader's own.
  const named = a.timeZone !== Intl.DateTimeFormat().resolvedOptions().timeZone
  const time = (iso: string) =>
    i18n.date(new Date(iso), {
      timeZone: a.timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(named && { timeZoneName: 'short' }),
    })
  const dayText = (date: string | null) => (date ? i18n.date(new Date(`${date}T00:00:00Z`), { timeZone: 'UTC', dateStyle: 'medium' }) : '—')
  const flagText = (flag: string) => (flag === 'implausible-speed' ? t`Faster than travel allows since the last check-in` : t`Position exactly 0,0`)
  return (
    <li data-approval={a.id} className="grid gap-2 rounded-md border border-line p-3 sm:grid-cols-[minmax(0,1fr)_auto]">
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
            <Button size="sm" onClick={() => onDecide(true)} data-action="approve">
              <Check aria-hidden className="size-4" />
              {t`Approve`}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onDecide(false)} data-action="reject">
              <X aria-hidden className="size-4" />
              {t`Reject`}
            </Button>
          </div>
        )}
      </div>
    </li>
  )
}
