/**
 * Create or edit a user (docs/spec.md#user-form; rules: logic/userFormRules.ts): username (a business
 * e-mail), password and confirmation (create only), nickname, full name, e-mail, mobile, company,
 * job title, referee, region, address, profile, avatar (uploaded, with preview and remove), role,
 * organisation and the further ones the user is a member of, status and type (the last two from their dictionaries). Each field is checked once touched and
 * all on save; `onSave` runs as a mutation (one at a time, the submit button busy meanwhile): a
 * field error from the server marks its field; anything else shows above the buttons. Nothing
 * typed is lost when saving fails.
 */
import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FormFooter } from '#platform/ui/FormFooter.tsx'
import { SelectField } from '#platform/ui/SelectField.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { useMutation } from '#platform/ui/useMutation.ts'
import type { AdminUser, RoleOption, UserFormInput } from '../contract.ts'
import { checkUser, checkUserField, EMPTY_USER, USER_FIELDS, type UserField, type UserValues } from '../logic/userFormRules.ts'
import { OrgPicker } from './OrgPicker.tsx'
import { OtherOrgsPicker } from './OtherOrgsPicker.tsx'
import type { DictOption } from '../hooks/useDict.ts'
import { ImageUploadField } from '#platform/ui/ImageUploadField.tsx'
import { useLocalName } from '#platform/ui/useLocalName.ts'

interface UserFormDialogProps {
  /** null: a new user. */
  user: AdminUser | null
  roles: RoleOption[]
  /** The userStatus and userType dictionaries' options. */
  statuses: DictOption[]
  types: DictOption[]
  onCancel(): void
  onSave(input: UserFormInput): Promise<void>
}

function valuesOf(user: AdminUser | null, roles: RoleOption[]): UserValues {
  if (!user) return { ...EMPTY_USER, status: 'enabled', userType: 'internal', roleId: roles.find((r) => r.code === 'ROLE_MEMBER')?.id ?? '' }
  return {
    ...EMPTY_USER,
    username: user.username,
    nickname: user.nickname,
    fullName: user.fullName,
    email: user.email,
    mobile: user.mobile,
    company: user.company,
    jobTitle: user.jobTitle,
    referee: user.referee,
    geographic: user.geographic,
    address: user.address,
    profile: user.profile,
    avatar: user.avatar,
    roleId: user.roleId ?? '',
    orgId: user.orgId ?? '',
    status: user.status,
    userType: user.userType,
  }
}

/** The dictionary's options, plus the user's present value when the dictionary no longer offers
 * it (a disabled type stays the user's until changed). */
function withCurrent(options: DictOption[], value: string): DictOption[] {
  return value === '' || options.some((o) => o.value === value) ? options : [...options, { value, label: value }]
}

export function UserFormDialog({ user, roles, statuses, types, onCancel, onSave }: UserFormDialogProps) {
  const { t, i18n } = useLingui()
  const localName = useLocalName()
  const creating = user === null
  const [values, setValues] = useState<UserValues>(() => valuesOf(user, roles))
  const [otherOrgIds, setOtherOrgIds] = useState<string[]>(() => user?.otherOrgIds ?? [])
  const [touched, setTouched] = useState<ReadonlySet<UserField>>(new Set())
  const { run: save, pending: busy, problem: server, setProblem: setServer } = useMutation(onSave)

  const set = (field: UserField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setTouched((s) => new Set(s).add(field))
    if (server?.field === field) setServer(null)
  }
  const error = (field: UserField): string | undefined => {
    if (server?.field === field) return server.message
    if (!touched.has(field)) return undefined
    const problem = checkUserField(field, values, creating)
    return problem ? i18n._(problem) : undefined
  }
  const text = (field: UserField, label: string, extra: { type?: string; autoComplete?: string; required?: boolean; maxLength?: number } = {}) => (
    <TextField label={label} name={field} value={values[field]} error={error(field)} onChange={(e) => set(field)(e.target.value)} {...extra} />
  )

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(new Set(USER_FIELDS))
    setServer(null)
    if (Object.keys(checkUser(values, creating)).length > 0 || busy) return
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, k === 'password' || k === 'confirmPassword' ? v : v.trim()])) as UserValues
    const { password, confirmPassword, ...rest } = trimmed
    const orgs = { otherOrgIds: otherOrgIds.filter((id) => id !== rest.orgId) }
    await save(creating ? { ...rest, ...orgs, password, confirmPassword } : { ...rest, ...orgs, id: user.id })
  }

  return (
    <DialogRoot open onOpenChange={(open) => !open && onCancel()}>
      <DialogLayer part="dialog" className="grid max-h-[calc(100vh-2rem)] w-[min(44rem,calc(100vw-2rem))] grid-rows-[auto_minmax(0,1fr)] p-6">
        <DialogHeader title={creating ? t`New user` : t`Edit ${user.username}`} description={t`The user's account, contact details, role and organisation.`} />
        <form noValidate onSubmit={submit} className="grid min-h-0 gap-4 overflow-y-auto pr-1" aria-label={creating ? t`New user` : t`Edit ${user.username}`}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <ImageUploadField
              label={t`Avatar`}
              name="avatar"
              className="sm:col-span-2"
              value={values.avatar}
              onChange={set('avatar')}
              fallback={
                <span aria-hidden className="grid size-14 place-items-center rounded-full bg-canvas text-[1.2em] font-medium text-muted uppercase">
                  {(values.nickname || values.username || '?').slice(0, 1)}
                </span>
              }
            />
            {text('username', t`Username (business e-mail)`, { required: true, autoComplete: 'off', maxLength: 64 })}
            {text('nickname', t`Nickname`, { required: true, maxLength: 64 })}
            {creating && text('password', t`Password`, { type: 'password', required: true, autoComplete: 'new-password', maxLength: 31 })}
            {creating && text('confirmPassword', t`Confirm password`, { type: 'password', required: true, autoComplete: 'new-password', maxLength: 31 })}
            {text('fullName', t`Full name`, { maxLength: 64 })}
            {text('email', t`E-mail`, { type: 'email', maxLength: 128 })}
            {text('mobile', t`Mobile`, { maxLength: 15 })}
            {text('company', t`Company`, { maxLength: 128 })}
            {text('jobTitle', t`Job title`, { maxLength: 64 })}
            {text('referee', t`Referee`, { maxLength: 64 })}
            {text('geographic', t`Region`, { maxLength: 128 })}
            {text('address', t`Address`, { maxLength: 256 })}
            {text('profile', t`Profile`, { maxLength: 2000 })}
            <SelectField
              label={t`Role`}
              name="roleId"
              required
              placeholder={t`Select a role`}
              options={roles.map((r) => ({ value: r.id, label: localName(r) }))}
              value={values.roleId}
              error={error('roleId')}
              onChange={(e) => set('roleId')(e.target.value)}
            />
            <SelectField
              label={t`Status`}
              name="status"
              required
              options={withCurrent(statuses, values.status)}
              value={values.status}
              error={error('status')}
              onChange={(e) => set('status')(e.target.value)}
            />
            <SelectField
              label={t`Type`}
              name="userType"
              options={withCurrent(types, values.userType)}
              value={values.userType}
              onChange={(e) => set('userType')(e.target.value)}
            />
            <OrgPicker value={values.orgId} onChange={set('orgId')} error={error('orgId')} />
            <OtherOrgsPicker
              value={otherOrgIds}
              ownOrgId={values.orgId}
              names={Object.fromEntries((user?.otherOrgIds ?? []).map((id, i) => [id, user?.otherOrgNames?.[i] ?? '']))}
              error={server?.field === 'otherOrgIds' ? server.message : undefined}
              onChange={(ids) => {
                setOtherOrgIds(ids)
                if (server?.field === 'otherOrgIds') setServer(null)
              }}
            />
          </div>
          <FormFooter
            sticky
            problem={server && !server.field ? server.message : undefined}
            submitLabel={creating ? t`Create` : t`Save`}
            busy={busy}
            onCancel={onCancel}
          />
        </form>
      </DialogLayer>
    </DialogRoot>
  )
}
