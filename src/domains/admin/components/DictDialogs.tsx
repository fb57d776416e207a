/**
 * The dictionary forms: a type (code — fixed once created —, name and description in English,
 * Simplified and Traditional Chinese) and an entry
 * (code — fixed once created —, label in English, Simplified and Traditional Chinese, enabled).
 * Required fields are checked on save; `onSave` runs as a mutation (one at a time, the submit
 * button busy meanwhile): a field error from the server (a taken code) marks its field; anything
 * else shows above the buttons. Nothing typed is lost when saving fails.
 */
import { useState, type FormEvent, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { FormFooter } from '#platform/ui/FormFooter.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { useMutation, type Problem } from '#platform/ui/useMutation.ts'
import type { DictEntry, DictEntryInput, DictType, DictTypeInput } from '../contract.ts'
import { LocalizedNameFields, trimNames } from './LocalizedNameFields.tsx'

function Frame({
  title,
  description,
  busy,
  problem,
  submitLabel,
  onCancel,
  onSubmit,
  children,
}: {
  title: string
  description: string
  busy: boolean
  problem: Problem | null
  submitLabel: string
  onCancel(): void
  onSubmit(e: FormEvent): void
  children: ReactNode
}) {
  return (
    <DialogRoot open onOpenChange={(open) => !open && onCancel()}>
      <DialogLayer part="dialog" className="grid max-h-[calc(100vh-2rem)] w-[min(32rem,calc(100vw-2rem))] grid-rows-[auto_minmax(0,1fr)] p-6">
        <DialogHeader title={title} description={description} />
        <form noValidate onSubmit={onSubmit} aria-label={title} className="grid min-h-0 gap-4 overflow-y-auto pr-1">
          {children}
          <FormFooter problem={problem && !problem.field ? problem.message : undefined} submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
        </form>
      </DialogLayer>
    </DialogRoot>
  )
}

export function DictTypeDialog({ type, onCancel, onSave }: { type: DictType | null; onCancel(): void; onSave(input: DictTypeInput): Promise<void> }) {
  const { t } = useLingui()
  const [values, setValues] = useState<DictTypeInput>({
    code: type?.code ?? '',
    name: type?.name ?? '',
    nameZh: type?.nameZh ?? '',
    nameTw: type?.nameTw ?? '',
    description: type?.description ?? '',
    descriptionZh: type?.descriptionZh ?? '',
    descriptionTw: type?.descriptionTw ?? '',
  })
  const [checked, setChecked] = useState(false)
  const { run: save, pending: busy, problem, setProblem } = useMutation(onSave)
  const set = (field: keyof DictTypeInput) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    if (problem?.field === field) setProblem(null)
  }
  const missing = (field: 'code' | 'name') => checked && values[field].trim() === ''
  const error = (field: keyof DictTypeInput, required?: string) =>
    problem?.field === field ? problem.message : required && missing(field as 'code' | 'name') ? required : undefined
  const title = type ? t`Edit dictionary ${type.code}` : t`New dictionary type`
  const nameError = (field: 'name' | 'nameZh' | 'nameTw') => error(field, field === 'name' ? t`Please enter the name` : undefined)
  return (
    <Frame
      title={title}
      description={t`A dictionary type groups the entries one select offers.`}
      busy={busy}
      problem={problem}
      submitLabel={type ? t`Save` : t`Create`}
      onCancel={onCancel}
      onSubmit={(e) => {
        e.preventDefault()
        setChecked(true)
        if (values.code.trim() && values.name.trim() && !busy)
          void save({
            code: values.code.trim(),
            ...trimNames(values),
            description: values.description.trim(),
            descriptionZh: values.descriptionZh.trim(),
            descriptionTw: values.descriptionTw.trim(),
          })
      }}
    >
      <TextField
        label={t`Code`}
        name="code"
        required
        maxLength={64}
        autoComplete="off"
        disabled={type !== null}
        hint={type ? t`A code cannot change once created.` : t`Letters, digits, _ . - ; starts with a letter.`}
        value={values.code}
        error={error('code', t`Please enter the code`)}
        onChange={(e) => set('code')(e.target.value)}
      />
      <LocalizedNameFields
        values={values}
        errors={{ name: nameError('name'), nameZh: nameError('nameZh'), nameTw: nameError('nameTw') }}
        maxLength={64}
        onChange={(field, value) => set(field)(value)}
      />
      <TextField
        label={t`Description`}
        name="description"
        maxLength={200}
        value={values.description}
        error={error('description')}
        onChange={(e) => set('description')(e.target.value)}
      />
      <TextField
        label={t`Description (Simplified Chinese)`}
        name="descriptionZh"
        lang="zh-Hans"
        maxLength={200}
        value={values.descriptionZh}
        error={error('descriptionZh')}
        hint={t`Empty: the English description shows.`}
        onChange={(e) => set('descriptionZh')(e.target.value)}
      />
      <TextField
        label={t`Description (Traditional Chinese)`}
        name="descriptionTw"
        lang="zh-Hant"
        maxLength={200}
        value={values.descriptionTw}
        error={error('descriptionTw')}
        hint={t`Empty: the English description shows.`}
        onChange={(e) => set('descriptionTw')(e.target.value)}
      />
    </Frame>
  )
}

export function DictEntryDialog({
  dictType,
  entry,
  onCancel,
  onSave,
}: {
  dictType: string
  entry: DictEntry | null
  onCancel(): void
  onSave(input: DictEntryInput): Promise<void>
}) {
  const { t } = useLingui()
  const [values, setValues] = useState({ value: entry?.value ?? '', label: entry?.label ?? '', labelZh: entry?.labelZh ?? '', labelTw: entry?.labelTw ?? '' })
  const [enabled, setEnabled] = useState(entry?.enabled ?? true)
  const [checked, setChecked] = useState(false)
  const { run: save, pending: busy, problem, setProblem } = useMutation(onSave)
  type Field = keyof typeof values
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    if (problem?.field === field) setProblem(null)
  }
  const error = (field: Field, required?: string) =>
    problem?.field === field ? problem.message : required && checked && values[field].trim() === '' ? required : undefined
  const title = entry ? t`Edit entry ${entry.value}` : t`New entry in ${dictType}`
  return (
    <Frame
      title={title}
      description={t`The code is what data stores; each language shows its own label (English when it has none).`}
      busy={busy}
      problem={problem}
      submitLabel={entry ? t`Save` : t`Create`}
      onCancel={onCancel}
      onSubmit={(e) => {
        e.preventDefault()
        setChecked(true)
        const trimmed = { value: values.value.trim(), label: values.label.trim(), labelZh: values.labelZh.trim(), labelTw: values.labelTw.trim() }
        if (trimmed.value && trimmed.label && !busy) void save({ dictType, ...trimmed, enabled })
      }}
    >
      <TextField
        label={t`Code`}
        name="value"
        required
        maxLength={64}
        autoComplete="off"
        disabled={entry !== null}
        hint={entry ? t`A code cannot change once created.` : t`Letters, digits, _ . - ; starts with a letter.`}
        value={values.value}
        error={error('value', t`Please enter the code`)}
        onChange={(e) => set('value')(e.target.value)}
      />
      <TextField
        label={t`Label (English)`}
        name="label"
        required
        maxLength={64}
        value={values.label}
        error={error('label', t`Please enter the label`)}
        onChange={(e) => set('label')(e.target.value)}
      />
      <TextField
        label={t`Label (Simplified Chinese)`}
        name="labelZh"
        lang="zh-Hans"
        maxLength={64}
        value={values.labelZh}
        error={error('labelZh')}
        onChange={(e) => set('labelZh')(e.target.value)}
      />
      <TextField
        label={t`Label (Traditional Chinese)`}
        name="labelTw"
        lang="zh-Hant"
        maxLength={64}
        value={values.labelTw}
        error={error('labelTw')}
        onChange={(e) => set('labelTw')(e.target.value)}
      />
      <label className="flex items-center gap-2 text-ink">
        <input type="checkbox" name="enabled" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} className="size-4 accent-primary" />
        {t`Enabled (offered in selects)`}
      </label>
    </Frame>
  )
}
