/**
 * Create a role (code ROLE_… and its names) or rename one (names only): the English name and,
 * optionally, the Simplified and Traditional Chinese ones. `onSave` runs as a mutation (one at
 * a time, Create/Rename busy meanwhile): the server's field error — a taken code, a bad one —
 * marks its field, another refusal shows above the buttons; what was typed stays.
 */
import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FormFooter } from '#platform/ui/FormFooter.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { useMutation } from '#platform/ui/useMutation.ts'
import { useLocalName } from '#platform/ui/useLocalName.ts'
import type { RoleNamesInput, RoleSummary } from '../contract.ts'
import { LocalizedNameFields, trimNames, type LocalizedNames } from './LocalizedNameFields.tsx'

const CODE = /^ROLE_[A-Z0-9_]{1,45}$/

interface RoleNameDialogProps {
  /** The role to rename; null to create one. */
  role: RoleSummary | null
  onCancel(): void
  onSave(input: RoleNamesInput & { code: string }): Promise<void>
}

export function RoleNameDialog({ role, onCancel, onSave }: RoleNameDialogProps) {
  const { t } = useLingui()
  const [code, setCode] = useState(role?.code ?? 'ROLE_')
  const localName = useLocalName()
  const [names, setNames] = useState<LocalizedNames>({ name: role?.name ?? '', nameZh: role?.nameZh ?? '', nameTw: role?.nameTw ?? '' })
  const [tried, setTried] = useState(false)
  const { run: save, pending: busy, problem: serverError, setProblem: setServerError } = useMutation(onSave)
  const codeError =
    !role && tried && !CODE.test(code.trim())
      ? t`The role code is ROLE_ followed by capital letters, digits or _`
      : serverError?.field === 'code'
        ? serverError.message
        : undefined
  const nameError = tried && !names.name.trim() ? t`Please enter the role name` : serverError?.field === 'name' ? serverError.message : undefined
  const fieldError = (field: 'nameZh' | 'nameTw') => (serverError?.field === field ? serverError.message : undefined)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    setServerError(null)
    if ((!role && !CODE.test(code.trim())) || !names.name.trim() || busy) return
    await save({ code: code.trim(), ...trimNames(names) })
  }

  return (
    <DialogRoot open onOpenChange={(open) => !open && onCancel()}>
      <DialogLayer part="dialog" className="w-[min(28rem,calc(100vw-2rem))] p-6">
        <DialogHeader
          title={role ? t`Rename ${localName(role)}` : t`New role`}
          description={role ? t`The code stays ${role.code}.` : t`A new role opens no menu and sees only its holders' own data until you grant more.`}
        />
        <form noValidate onSubmit={submit} className="grid gap-4">
          {!role && (
            <TextField
              label={t`Code`}
              name="code"
              required
              maxLength={50}
              value={code}
              error={codeError}
              hint={t`For example ROLE_LAB_MANAGER`}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              data-autofocus
            />
          )}
          <LocalizedNameFields
            values={names}
            errors={{ name: nameError, nameZh: fieldError('nameZh'), nameTw: fieldError('nameTw') }}
            maxLength={50}
            autoFocus={role !== null}
            onChange={(field, value) => setNames((n) => ({ ...n, [field]: value }))}
          />
          <FormFooter
            problem={serverError && !serverError.field ? serverError.message : undefined}
            submitLabel={role ? t`Rename` : t`Create`}
            busy={busy}
            onCancel={onCancel}
          />
        </form>
      </DialogLayer>
    </DialogRoot>
  )
}
