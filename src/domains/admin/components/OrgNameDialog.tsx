/**
 * Create an organisation (top level or under a parent: name, and a code generated when left
 * empty) or rename one. The name is checked as typed (required, at most 64 characters);
 * `onSave` runs as a mutation (one at a time, the submit button busy meanwhile): a server field
 * error (a code already used) marks its field and keeps what was typed, another failure shows
 * above the buttons.
 */
import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FormFooter } from '#platform/ui/FormFooter.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { useMutation } from '#platform/ui/useMutation.ts'

export const ORG_NAME_MAX = 64

export interface OrgNameValues {
  name: string
  code: string
}

interface OrgNameDialogProps {
  mode: 'create' | 'rename'
  /** Create: the parent's name (null: top level). Rename: unused. */
  parentName: string | null
  initialName?: string
  onCancel(): void
  onSave(values: OrgNameValues): Promise<void>
}

export function OrgNameDialog({ mode, parentName, initialName = '', onCancel, onSave }: OrgNameDialogProps) {
  const { t } = useLingui()
  const [values, setValues] = useState<OrgNameValues>({ name: initialName, code: '' })
  const [touched, setTouched] = useState(false)
  const { run: save, pending: busy, problem: server, setProblem: setServer } = useMutation(onSave, { fallback: t`The organisation could not be saved.` })
  const name = values.name.trim()
  const nameProblem = !name
    ? t`Please enter the organisation name`
    : name.length > ORG_NAME_MAX
      ? t`The name must be at most ${ORG_NAME_MAX} characters`
      : undefined
  const error = (field: keyof OrgNameValues) => (field === 'name' && touched && nameProblem) || (server?.field === field ? server.message : undefined)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setServer(null)
    if (nameProblem || busy) return
    await save({ name, code: values.code.trim() })
  }

  const title = mode === 'rename' ? t`Rename ${initialName}` : parentName ? t`New organisation under ${parentName}` : t`New top-level organisation`
  return (
    <DialogRoot open onOpenChange={(open) => !open && onCancel()}>
      <DialogLayer part="dialog" className="w-[min(30rem,calc(100vw-2rem))] p-6">
        <DialogHeader title={title} description={t`The organisation's name, at most 64 characters.`} />
        <form noValidate onSubmit={submit} className="grid gap-4" data-org-form={mode}>
          <TextField
            label={t`Name`}
            name="name"
            required
            maxLength={ORG_NAME_MAX + 20}
            value={values.name}
            error={error('name') || undefined}
            onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
            onBlur={() => setTouched(true)}
            data-autofocus
          />
          {mode === 'create' && (
            <TextField
              label={t`Code`}
              name="code"
              maxLength={32}
              hint={t`Letters, digits, - and _; left empty, one is generated.`}
              value={values.code}
              error={error('code')}
              onChange={(e) => setValues((v) => ({ ...v, code: e.target.value }))}
            />
          )}
          <FormFooter
            problem={server && server.field !== 'name' && server.field !== 'code' ? server.message : undefined}
            submitLabel={mode === 'create' ? t`Create` : t`Save`}
            busy={busy}
            onCancel={onCancel}
          />
        </form>
      </DialogLayer>
    </DialogRoot>
  )
}
