/**
 * The dialogs of an approval: the member's request for a check-in made outside every scope or for
 * one they missed (its time; the reason, required, and a photo as evidence — uploaded to the file
 * service; a phone offers its camera), and the approver's decision (a comment, required to
 * reject). Each runs as a mutation: a server field error marks its field and keeps what was typed.
 */
import { useState, type FormEvent, type ReactNode } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Camera } from 'lucide-react'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { FormFooter } from '#platform/ui/FormFooter.tsx'
import { ImageUploadField } from '#platform/ui/ImageUploadField.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { apiFor } from '#platform/store/api.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { createAttendanceApi, MAX_APPROVAL_COMMENT, MAX_APPROVAL_REASON, type Approval } from '../contract.ts'

interface RequestProps {
  apiBase: string
  checkInId: number
  /** The check-in's time as the member reads it. */
  when: string
  onClose(): void
}

/** The member's request for a check-in outside every scope to count. */
export function RequestApprovalDialog({ apiBase, checkInId, when, onClose }: RequestProps) {
  const { t } = useLingui()
  const api = apiFor(apiBase, createAttendanceApi)
  return (
    <RequestDialog
      apiBase={apiBase}
      title={t`Ask for approval`}
      description={t`Send this check-in for approval with a reason and a photo.`}
      intro={t`Your check-in of ${when} was outside every sign-in scope. Once approved, it counts for the day.`}
      reasonMissing={t`Say why you checked in from there.`}
      send={(reason, photo) => api.submitApproval({ checkInId, reason, ...(photo ? { photo } : {}) })}
      onClose={onClose}
      hook="data-approval-request"
    />
  )
}

interface MissedProps {
  apiBase: string
  /** The day (YYYY-MM-DD) and how the member reads it. */
  date: string
  day: string
  onClose(): void
}

/** The member's request for a check-in they missed on `date`, at a time they give. */
export function MissedCheckInDialog({ apiBase, date, day, onClose }: MissedProps) {
  const { t } = useLingui()
  const api = apiFor(apiBase, createAttendanceApi)
  const [time, setTime] = useState('09:00')
  return (
    <RequestDialog
      apiBase={apiBase}
      title={t`Report a missed check-in`}
      description={t`Ask for a check-in you missed, with the time, a reason and a photo.`}
      intro={t`Once approved, a check-in at this time on ${day} counts for the day, as one inside the scope.`}
      reasonMissing={t`Say why you missed it.`}
      send={(reason, photo) => api.submitMissed({ date, time, reason, ...(photo ? { photo } : {}) })}
      onClose={onClose}
      hook="data-missed-request"
      fieldFor={{ time: true, date: true }}
    >
      {(problem) => <TextField label={t`Time`} name="time" type="time" required value={time} error={problem} onChange={(e) => setTime(e.target.value)} />}
    </RequestDialog>
  )
}

interface RequestDialogProps {
  apiBase: string
  title: string
  description: string
  intro: string
  /** What an empty reason is told. */
  reasonMissing: string
  send(reason: string, photo: string): Promise<Approval>
  onClose(): void
  /** The form's data attribute (tests and styles). */
  hook: `data-${string}`
  /** Fields of the caller's own, above the reason, shown a server problem with one of `fieldFor`. */
  children?: (problem: string | undefined) => ReactNode
  fieldFor?: Readonly<Record<string, true>>
}

/** A request for approval: the caller's fields, the reason (required) and a photo as evidence
 * (uploaded to the file service; a phone offers its camera); a server field error marks its field
 * and keeps what was typed. */
function RequestDialog({ apiBase, title, description, intro, reasonMissing, send, onClose, hook, children, fieldFor = {} }: RequestDialogProps) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const [photo, setPhoto] = useState('')
  const [touched, setTouched] = useState(false)
  const sending = useMutation(() => send(reason.trim(), photo), {
    fallback: t`The request could not be sent.`,
    success: msg`Sent for approval.`,
    invalidates: [attendanceKeys.months(apiBase)],
    onSuccess: onClose,
  })
  const server = sending.problem
  const reasonError = (touched && !reason.trim() ? reasonMissing : undefined) ?? (server?.field === 'reason' ? server.message : undefined)
  const own = server?.field && fieldFor[server.field] ? server.message : undefined
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!reason.trim()) return
    await sending.run()
  }
  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogLayer part="dialog" className="w-[min(30rem,calc(100vw-2rem))] p-6">
        <DialogHeader title={title} description={description} />
        <p className="mb-4 text-muted">{intro}</p>
        <form noValidate onSubmit={submit} className="grid gap-4" {...{ [hook]: '' }}>
          {children?.(own)}
          <TextField
            label={t`Reason`}
            name="reason"
            required
            maxLength={MAX_APPROVAL_REASON}
            value={reason}
            error={reasonError}
            onChange={(e) => setReason(e.target.value)}
            data-autofocus
          />
          <ImageUploadField
            label={t`Photo (optional)`}
            name="photo"
            shape="photo"
            value={photo}
            onChange={setPhoto}
            fallback={
              <span className="grid h-20 w-32 place-items-center rounded-md border border-dashed border-line text-muted">
                <Camera aria-hidden className="size-6" />
              </span>
            }
          />
          <FormFooter
            problem={server && server.field !== 'reason' && !own ? server.message : undefined}
            submitLabel={t`Send for approval`}
            busy={sending.pending}
            onCancel={onClose}
          />
        </form>
      </DialogLayer>
    </DialogRoot>
  )
}

interface DecideProps {
  apiBase: string
  approval: Approval
  approve: boolean
  onClose(): void
}

export function DecideApprovalDialog({ apiBase, approval, approve, onClose }: DecideProps) {
  const { t } = useLingui()
  const api = apiFor(apiBase, createAttendanceApi)
  const [comment, setComment] = useState('')
  const [touched, setTouched] = useState(false)
  const deciding = useMutation(() => api.decideApproval({ id: approval.id, approve, comment: comment.trim() }), {
    fallback: t`The decision could not be saved.`,
    success: approve ? msg`Approved. The member is told.` : msg`Rejected. The member is told.`,
    invalidates: [attendanceKeys.approvals(apiBase), attendanceKeys.reports(apiBase)],
    onSuccess: onClose,
  })
  const server = deciding.problem
  const missing = !approve && !comment.trim()
  const commentError = (touched && missing ? t`Say why it is not approved.` : undefined) ?? (server?.field === 'comment' ? server.message : undefined)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (missing) return
    await deciding.run()
  }
  const title = approve ? t`Approve ${approval.userName}'s check-in` : t`Reject ${approval.userName}'s check-in`
  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogLayer part="dialog" className="w-[min(30rem,calc(100vw-2rem))] p-6">
        <DialogHeader title={title} description={t`The member is told of the decision and the comment.`} />
        <form noValidate onSubmit={submit} className="grid gap-4" data-approval-decision={approve ? 'approve' : 'reject'}>
          <TextField
            label={approve ? t`Comment (optional)` : t`Comment`}
            name="comment"
            required={!approve}
            maxLength={MAX_APPROVAL_COMMENT}
            value={comment}
            error={commentError}
            onChange={(e) => setComment(e.target.value)}
            data-autofocus
          />
          <FormFooter
            problem={server && server.field !== 'comment' ? server.message : undefined}
            submitLabel={approve ? t`Approve` : t`Reject`}
            busy={deciding.pending}
            onCancel={onClose}
          />
        </form>
      </DialogLayer>
    </DialogRoot>
  )
}
