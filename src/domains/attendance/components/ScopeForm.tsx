/**
 * One named scope of an organisation being edited on the scope screen: its name and the map
 * editor (ScopeEditor), saved with saveSigninScope; a field the server refuses is marked on that
 * field, anything else shown under the form.
 */
import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Trash2 } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { apiFor } from '#platform/store/api.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { attendanceKeys } from '../logic/keys.ts'
import { createAttendanceApi, DEFAULT_SIGN_RADIUS, MAX_SCOPE_NAME, type SigninScope, type SigninScopeInput } from '../contract.ts'
import { ScopeEditor, type ScopeField, type ScopeValue } from './ScopeEditor.tsx'
import { DEFAULT_CENTRE, fieldOf } from './scopeFields.ts'

export interface ScopeFormProps {
  apiBase: string
  orgId: number
  /** Undefined: a new scope. */
  scope: SigninScope | undefined
  /** The organisation's other scopes, drawn for context. */
  others: readonly SigninScope[]
  onSaved(scope: SigninScope): void
  onDelete(scope: SigninScope): void
}

export function ScopeForm({ apiBase, orgId, scope, others, onSaved, onDelete }: ScopeFormProps) {
  const { t } = useLingui()
  const api = apiFor(apiBase, createAttendanceApi)
  const near = scope ?? others[0]
  const [name, setName] = useState(scope?.name ?? '')
  const [value, setValue] = useState<ScopeValue>(
    near
      ? { lat: near.signinScopeLat, lng: near.signinScopeLng, radius: scope?.signRadius ?? DEFAULT_SIGN_RADIUS, province: near.signScopeProvince }
      : { ...DEFAULT_CENTRE, radius: DEFAULT_SIGN_RADIUS, province: '' },
  )
  const [valid, setValid] = useState(true)
  const [errors, setErrors] = useState<Partial<Record<ScopeField | 'name', string>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const saving = useMutation((input: SigninScopeInput) => api.saveSigninScope(input), {
    fallback: t`The scope could not be saved.`,
    success: msg`The sign-in scope is saved.`,
    invalidates: [attendanceKeys.scopes(apiBase)],
    onSuccess: onSaved,
    onError: (found) => {
      const field = found.field === 'name' ? 'name' : fieldOf(found.field)
      if (field) setErrors({ [field]: found.message })
      else setProblem(found.message)
    },
  })

  const save = async () => {
    const trimmed = name.trim()
    if (!trimmed) return setErrors({ name: t`Give the scope a name (e.g. "North campus").` })
    if (!valid) return
    setProblem(null)
    await saving.run({
      ...(scope ? { id: scope.id } : {}),
      orgId,
      name: trimmed,
      signinScopeLat: value.lat,
      signinScopeLng: value.lng,
      signRadius: value.radius,
      signScopeProvince: value.province,
    })
  }

  return (
    <form
      className="grid gap-3"
      noValidate
      aria-label={scope ? t`Edit ${scope.name}` : t`New scope`}
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
    >
      <TextField
        label={t`Scope name`}
        name="scopeName"
        required
        maxLength={MAX_SCOPE_NAME}
        value={name}
        error={errors.name}
        onChange={(e) => {
          setName(e.target.value)
          setErrors(({ name: _, ...rest }) => rest)
        }}
      />
      <ScopeEditor
        value={value}
        onChange={(next) => {
          setValue(next)
          setErrors(({ name: n }) => (n ? { name: n } : {}))
        }}
        onValidity={setValid}
        errors={errors}
        others={others
          .filter((o) => o.id !== scope?.id)
          .map((o) => ({ key: String(o.id), lat: o.signinScopeLat, lng: o.signinScopeLng, radius: o.signRadius }))}
        scopeKey={String(scope?.id ?? 'new')}
      />
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={saving.pending} disabled={!valid}>
          {scope ? t`Save scope` : t`Create scope`}
        </Button>
        {scope && (
          <Button variant="secondary" onClick={() => onDelete(scope)}>
            <Trash2 aria-hidden className="size-4" />
            {t`Delete`}
          </Button>
        )}
      </div>
    </form>
  )
}
