/**
 * The Change Password dialog (docs/spec.md#change-password-rules): old, new and confirmation, checked on blur and on
 * change once shown; success message for 2 s; the server's refusal as a warning for 2 s.
 * Radix Dialog, portalled into the element's shadow root.
 */
import { useState, type FormEvent, type RefObject } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useSnapshot } from 'valtio'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  checkPasswordField,
  checkPasswordForm,
  PASSWORD_FIELDS,
  PASSWORD_INPUT_MAXLENGTH,
  type PasswordField,
  type PasswordForm,
} from '../logic/passwordRules.ts'
import { apiFor } from '#platform/store/api.ts'
import { createAccountApi, type PasswordChange } from '../contract.ts'
import { PASSWORD_MESSAGE_MS, showToast } from '#platform/store/feedback.ts'
import { userState } from '#platform/store/user.ts'
import { Button } from '#platform/ui/Button.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useMutation } from '#platform/ui/useMutation.ts'

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmNewPassword: '' }

interface ChangePasswordDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** Where the focus goes back when the dialog closes (the menu that opened it is gone). */
  returnFocusTo?: RefObject<HTMLElement | null>
}

export function ChangePasswordDialog({ open, onOpenChange, returnFocusTo }: ChangePasswordDialogProps) {
  const { t, i18n } = useLingui()
  const { apiBase } = useConsole()
  const { user } = useSnapshot(userState)
  const [form, setForm] = useState<PasswordForm>(EMPTY)
  const [shown, setShown] = useState<ReadonlySet<PasswordField>>(new Set())

  const reset = () => {
    setForm(EMPTY)
    setShown(new Set())
  }
  const message = (field: PasswordField) => {
    const error = shown.has(field) ? checkPasswordField(field, form) : undefined
    return error ? i18n._(error) : undefined
  }
  const field = (name: PasswordField, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      required
      autoComplete={autoComplete}
      maxLength={PASSWORD_INPUT_MAXLENGTH}
      value={form[name]}
      error={message(name)}
      onChange={(event) => {
        setForm((f) => ({ ...f, [name]: event.target.value }))
        setShown((s) => new Set(s).add(name))
      }}
      onBlur={() => setShown((s) => new Set(s).add(name))}
    />
  )

  // The server's reason, as a warning toast (the old password wrong, the new one refused).
  const saving = useMutation((change: PasswordChange) => apiFor(apiBase, createAccountApi).updatePassword(change), {
    success: msg`The password was changed.`,
    successMs: PASSWORD_MESSAGE_MS,
    onSuccess: () => {
      reset()
      onOpenChange(false)
    },
    onError: (problem) => showToast({ kind: 'warning', text: problem.message, duration: PASSWORD_MESSAGE_MS }),
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    setShown(new Set(PASSWORD_FIELDS))
    if (!user || Object.keys(checkPasswordForm(form)).length > 0) return
    await saving.run({ password: form.oldPassword, newPassword: form.newPassword, id: user.id })
  }

  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) reset()
        onOpenChange(next)
      }}
    >
      <DialogLayer
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return
          event.preventDefault()
          returnFocusTo.current.focus()
        }}
        part="dialog"
        className="w-[min(26rem,calc(100vw-2rem))] p-6"
      >
        <DialogHeader title={t`Change password`} description={t`Enter your current password and the new one twice.`} />
        <form noValidate onSubmit={submit} className="grid gap-4">
          {field('oldPassword', t`Old password`, 'current-password')}
          {field('newPassword', t`New password`, 'new-password')}
          {field('confirmNewPassword', t`Confirm the new password`, 'new-password')}
          <div className="mt-2 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">{t`Cancel`}</Button>
            </Dialog.Close>
            <Button type="submit" loading={saving.pending}>
              {t`Save`}
            </Button>
          </div>
        </form>
      </DialogLayer>
    </DialogRoot>
  )
}
