/**
 * Decide a pending sign-up: approve with a role and an organisation (OrgPicker), or reject with a
 * reason (required). `onDecide` runs as a mutation (one at a time, the submit button busy
 * meanwhile): the server's business refusal marks its field (or shows above the buttons); other
 * failures are the HTTP layer's toast. What was chosen stays when the decision fails.
 */
import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FormFooter } from '#platform/ui/FormFooter.tsx'
import { SelectField } from '#platform/ui/SelectField.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { ApiError } from '#platform/core/http/errors.ts'
import { useMutation, type Mutation } from '#platform/ui/useMutation.ts'
import type { AdminUser, AuditDecision, RoleOption } from '../contract.ts'
import { OrgPicker } from './OrgPicker.tsx'
import { useLocalName } from '#platform/ui/useLocalName.ts'

interface AuditDialogProps {
  user: AdminUser
  approve: boolean
  roles: RoleOption[]
  onCancel(): void
  onDecide(decision: AuditDecision): Promise<void>
}

export function AuditDialog({ user, approve, roles, onCancel, onDecide }: AuditDialogProps) {
  const { t } = useLingui()
  const localName = useLocalName()
  const member = roles.find((r) => r.code === 'ROLE_MEMBER')
  const [roleId, setRoleId] = useState(member?.id ?? '')
  const [orgId, setOrgId] = useState('')
  const [idea, setIdea] = useState('')
  const [tried, setTried] = useState(false)
  const decide: Mutation<[AuditDecision]> = useMutation(onDecide, {
    // A connection or session failure is the HTTP layer's toast, not the form's.
    onError(_problem, caught) {
      if (!(caught instanceof ApiError && caught.kind === 'business')) decide.setProblem(null)
    },
  })
  const { pending: busy, problem: serverError, setProblem: setServerError } = decide

  const errors = {
    roleId: approve && tried && !roleId ? t`Please select a role` : serverError?.field === 'roleId' ? serverError.message : undefined,
    orgId: approve && tried && !orgId ? t`Please select an organisation` : serverError?.field === 'orgId' ? serverError.message : undefined,
    auditIdea:
      !approve && tried && !idea.trim() ? t`Please give the reason for the rejection` : serverError?.field === 'auditIdea' ? serverError.message : undefined,
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    setServerError(null)
    if ((approve && (!roleId || !orgId)) || (!approve && !idea.trim()) || busy) return
    await decide.run({ id: user.id, approve, auditIdea: idea.trim(), ...(approve ? { roleId, orgId } : {}) })
  }

  return (
    <DialogRoot open onOpenChange={(open) => !open && onCancel()}>
      <DialogLayer part="dialog" className="w-[min(32rem,calc(100vw-2rem))] p-6">
        <DialogHeader
          title={approve ? t`Approve ${user.username}` : t`Reject ${user.username}`}
          description={approve ? t`Choose the role and organisation of the new account.` : t`Give the reason for the rejection.`}
        />
        <form noValidate onSubmit={submit} className="grid gap-4">
          {approve ? (
            <>
              <SelectField
                label={t`Role`}
                name="roleId"
                required
                placeholder={t`Select a role`}
                options={roles.map((r) => ({ value: r.id, label: localName(r) }))}
                value={roleId}
                error={errors.roleId}
                onChange={(e) => setRoleId(e.target.value)}
              />
              <OrgPicker value={orgId} onChange={setOrgId} error={errors.orgId} />
            </>
          ) : (
            <TextField
              label={t`Reason`}
              name="auditIdea"
              required
              maxLength={500}
              value={idea}
              error={errors.auditIdea}
              onChange={(e) => setIdea(e.target.value)}
              data-autofocus
            />
          )}
          <FormFooter
            problem={serverError && !serverError.field ? serverError.message : undefined}
            submitLabel={approve ? t`Approve` : t`Reject`}
            busy={busy}
            onCancel={onCancel}
          />
        </form>
      </DialogLayer>
    </DialogRoot>
  )
}
