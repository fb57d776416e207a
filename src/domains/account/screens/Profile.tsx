/**
 * /profile/index: the signed-in user's fields (docs/spec.md#current-user) with an edit form saved through
 * updateSysUser. The view is kept alive, so unsaved edits survive a tab switch.
 */
import { useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { CurrentUser } from '#platform/core/api/types.ts'
import { createAccountApi, type UserUpdate } from '../contract.ts'
import { validEmail } from '#platform/core/validate.ts'
import { apiFor } from '#platform/store/api.ts'
import { userState } from '#platform/store/user.ts'
import { Button } from '#platform/ui/Button.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { useMutation } from '#platform/ui/useMutation.ts'

type Editable = 'nickname' | 'fullName' | 'company' | 'jobTitle' | 'mobile' | 'email' | 'address' | 'profile'
const EDITABLE: Editable[] = ['nickname', 'fullName', 'company', 'jobTitle', 'mobile', 'email', 'address', 'profile']

function pick(user: CurrentUser): Record<Editable, string> {
  return Object.fromEntries(EDITABLE.map((key) => [key, user[key] ?? ''])) as Record<Editable, string>
}

export function Profile() {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const { user } = useSnapshot(userState)
  const [form, setForm] = useState(() => (user ? pick(user as CurrentUser) : null))
  // A failure: the HTTP layer already showed the server's message; the form keeps what was typed.
  const saving = useMutation((update: UserUpdate) => apiFor(apiBase, createAccountApi).updateSysUser(update), {
    success: msg`Your profile was saved.`,
    onSuccess: (_answer, update) => {
      // A write answers only {status, message}: what was sent is what is stored.
      const saved = { ...userState.user!, ...update } as CurrentUser
      userState.user = saved
      setForm(pick(saved))
    },
  })
  if (!user || !form) return null

  const emailError = form.email.trim() !== '' && !validEmail(form.email.trim()) ? t`Please enter a valid e-mail address` : undefined
  // The nickname is required (docs/spec.md#account-rules; the server refuses an empty one too).
  const nicknameError = form.nickname.trim() === '' ? t`Please enter a nickname` : undefined
  const dirty = EDITABLE.some((key) => form[key] !== (user[key] ?? ''))
  const labels: Record<Editable, string> = {
    nickname: t`Nickname`,
    fullName: t`Full name`,
    company: t`Company`,
    jobTitle: t`Job title`,
    mobile: t`Mobile`,
    email: t`E-mail`,
    address: t`Address`,
    profile: t`About me`,
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!user || !form || emailError || nicknameError) return
    await saving.run({ id: user.id, ...Object.fromEntries(EDITABLE.map((key) => [key, form[key].trim()])) })
  }

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-4">
      <section className="flex items-center gap-4 rounded-lg border border-line bg-surface p-5 shadow-sm">
        <span aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-strong text-[1.4em] font-semibold text-white">
          {(user.nickname || user.username).slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-title font-semibold text-ink">{user.fullName || user.nickname || user.username}</h1>
          <p className="truncate text-muted">
            {user.username} · {user.roles.join(', ')} · {user.tenantCode}
          </p>
        </div>
      </section>
      <form noValidate onSubmit={save} className="grid grid-cols-1 gap-4 rounded-lg border border-line bg-surface p-5 shadow-sm sm:grid-cols-2">
        <h2 className="font-semibold text-ink sm:col-span-2">{t`Your details`}</h2>
        {EDITABLE.map((key) => (
          <TextField
            key={key}
            name={key}
            label={labels[key]}
            type={key === 'email' ? 'email' : key === 'mobile' ? 'tel' : 'text'}
            maxLength={key === 'profile' || key === 'address' ? 255 : 64}
            className={key === 'profile' || key === 'address' ? 'sm:col-span-2' : ''}
            value={form[key]}
            error={key === 'email' ? emailError : key === 'nickname' ? nicknameError : undefined}
            onChange={(event) => setForm({ ...form, [key]: event.target.value })}
          />
        ))}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" disabled={!dirty || saving.pending} onClick={() => setForm(pick(user as CurrentUser))}>
            {t`Discard changes`}
          </Button>
          <Button type="submit" loading={saving.pending} disabled={!dirty}>
            {t`Save`}
          </Button>
        </div>
      </form>
    </div>
  )
}
