/**
 * A member's leave: the request dialog (a type from the tenant's dictionary, the first and last
 * day — at most MAX_LEAVE_DAYS —, a reason; checked before it is sent, a server field error marked
 * on its field) and the list of their requests with each one's status and the approver's comment.
 */
import { useState, type FormEvent } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { DateField } from '#platform/ui/DateField.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { FormFooter } from '#platform/ui/FormFooter.tsx'
import { SelectField } from '#platform/ui/SelectField.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { apiFor } from '#platform/store/api.ts'
import { cn } from '#platform/ui/cn.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { useResource } from '#platform/ui/useResource.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { daysFromTo } from '../logic/memberDay.ts'
import { createAttendanceApi, LEAVE_DICT, MAX_APPROVAL_REASON, MAX_LEAVE_DAYS, type Approval, type LeaveInput } from '../contract.ts'
import { dictLabel, useDict } from '../../admin/index.ts'
import { APPROVAL_STATUS_MESSAGES } from '../messages/ruleProblems.ts'

type Field = keyof LeaveInput

const FIELDS: readonly string[] = ['leaveType', 'fromDate', 'toDate', 'reason']

export function LeaveDialog({ apiBase, firstDay, onClose }: { apiBase: string; firstDay: string; onClose(): void }) {
  const { t } = useLingui()
  const api = apiFor(apiBase, createAttendanceApi)
  const types = useDict(LEAVE_DICT)
  const [input, setInput] = useState<LeaveInput>({ leaveType: '', fromDate: firstDay, toDate: firstDay, reason: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const sending = useMutation((leave: LeaveInput) => api.submitLeave(leave), {
    fallback: t`The request could not be sent.`,
    success: msg`Leave requested. You are told when it is decided.`,
    invalidates: [attendanceKeys.months(apiBase)],
    onSuccess: onClose,
    onError: (problem) => {
      if (problem.field && FIELDS.includes(problem.field)) setErrors({ [problem.field]: problem.message })
    },
  })
  const set = (field: Field, value: string) => {
    setInput((i) => ({ ...i, [field]: value }))
    setErrors(({ [field]: _, ...rest }) => rest)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const days = daysFromTo(input.fromDate, input.toDate)
    const found: Partial<Record<Field, string>> = {
      ...(!input.leaveType ? { leaveType: t`Choose the kind of leave.` } : {}),
      ...(!input.fromDate ? { fromDate: t`Choose the first day.` } : {}),
      ...(!input.toDate ? { toDate: t`Choose the last day.` } : days < 1 ? { toDate: t`The last day must not be before the first.` } : {}),
      ...(days > MAX_LEAVE_DAYS ? { toDate: t`At most ${MAX_LEAVE_DAYS} days.` } : {}),
      ...(!input.reason.trim() ? { reason: t`Say why you ask for leave.` } : {}),
    }
    setErrors(found)
    if (Object.keys(found).length === 0) await sending.run({ ...input, reason: input.reason.trim() })
  }
  const server = sending.problem
  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogLayer part="dialog" className="w-[min(30rem,calc(100vw-2rem))] p-6">
        <DialogHeader title={t`Request leave`} description={t`The kind of leave, its days and why; an approver decides and you are told.`} />
        <form noValidate onSubmit={submit} className="grid gap-4" data-leave-request>
          <SelectField
            label={t`Kind of leave`}
            name="leaveType"
            required
            placeholder={t`Choose…`}
            options={types}
            value={input.leaveType}
            error={errors.leaveType}
            onChange={(e) => set('leaveType', e.target.value)}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <DateField label={t`First day`} name="fromDate" required value={input.fromDate} error={errors.fromDate} onChange={(v) => set('fromDate', v)} />
            <DateField
              label={t`Last day`}
              name="toDate"
              required
              min={input.fromDate || undefined}
              value={input.toDate}
              error={errors.toDate}
              onChange={(v) => set('toDate', v)}
            />
          </div>
          <TextField
            label={t`Reason`}
            name="reason"
            required
            maxLength={MAX_APPROVAL_REASON}
            value={input.reason}
            error={errors.reason}
            onChange={(e) => set('reason', e.target.value)}
          />
          <FormFooter
            problem={server && !FIELDS.includes(server.field ?? '') ? server.message : undefined}
            submitLabel={t`Request leave`}
            busy={sending.pending}
            onCancel={onClose}
          />
        </form>
      </DialogLayer>
    </DialogRoot>
  )
}

const TONES = { pending: 'text-warning-strong', approved: 'text-success', rejected: 'text-danger-strong' } as const

/** The member's leave requests, newest first. */
export function MyLeaves({ apiBase }: { apiBase: string }) {
  const { t, i18n } = useLingui()
  const api = apiFor(apiBase, createAttendanceApi)
  const types = useDict(LEAVE_DICT)
  const leaves = useResource<Approval[]>(attendanceKeys.myLeaves(apiBase), (signal) => api.queryMyLeaves(signal))
  const day = (date: string | null) => (date ? i18n.date(new Date(`${date}T00:00:00Z`), { timeZone: 'UTC', month: 'short', day: 'numeric' }) : '')
  if (!leaves.data || leaves.data.length === 0) return <p className="text-muted">{leaves.data ? t`No leave requested.` : ''}</p>
  return (
    <ul className="grid gap-2" aria-label={t`My leave requests`}>
      {leaves.data.map((l) => (
        <li key={l.id} data-leave={l.id} className="grid gap-0.5 rounded-md border border-line px-3 py-2">
          <span className="text-ink">
            {dictLabel(types, l.leaveType ?? '')} ·{' '}
            <span className="tabular-nums">{l.fromDate === l.toDate ? day(l.fromDate) : `${day(l.fromDate)} – ${day(l.toDate)}`}</span>
          </span>
          <span className={cn('text-small', TONES[l.status])} data-leave-status={l.status}>
            {i18n._(APPROVAL_STATUS_MESSAGES[l.status])}
            {l.comment ? ` · ${l.comment}` : ''}
          </span>
        </li>
      ))}
    </ul>
  )
}
