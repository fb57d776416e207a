/**
 * The side panel of the compound workspace: the selected compound's larger structure, SMILES,
 * tags, activities and notes, "Open in editor", Edit (name, tags, notes and activity values;
 * editors and admins; what was typed stays when the save fails) and Delete; then all its
 * properties, rule panels and risks, computed here from the structure.
 */
import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PenTool, Pencil, Plus, Trash2, X } from 'lucide-react'
import { Button } from '#platform/ui/Button.tsx'
import { IconButton } from '#platform/ui/IconButton.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { TextAreaField } from '#platform/ui/TextAreaField.tsx'
import type { Compound, CompoundUpdate } from '../contract.ts'
import type { OCL } from '../runtime/ocl.ts'
import { computeDescriptors, parseStructure } from '../logic/descriptors.ts'
import { checkActivities, checkTags, COLUMN_NAME, parseNumber, splitTags } from '../logic/compoundData.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { StructureImage } from './StructureImage.tsx'
import { StructureReport } from './StructureReport.tsx'

interface CompoundPanelProps {
  ocl: OCL
  compound: Compound
  canWrite: boolean
  locale: string
  onOpenInEditor(): void
  onDelete(): void
  onSave(update: CompoundUpdate): Promise<boolean>
}

export function CompoundPanel({ ocl, compound, canWrite, locale, onOpenInEditor, onDelete, onSave }: CompoundPanelProps) {
  const { t } = useLingui()
  const [editing, setEditing] = useState(false)
  const parsed = parseStructure(ocl, compound.smiles)
  const descriptors = parsed.ok ? computeDescriptors(ocl, parsed.molecule) : null
  const activities = Object.entries(compound.activities)
  return (
    <>
      <section className="grid gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm">
        <h2 className="text-subtitle font-semibold break-words text-ink">{compound.name}</h2>
        <div className="flex justify-center">
          <StructureImage ocl={ocl} smiles={compound.smiles} width={320} height={220} alt={compound.name} />
        </div>
        <p className="font-mono text-small break-all text-muted">{compound.smiles}</p>
        {editing ? (
          <EditForm
            compound={compound}
            onCancel={() => setEditing(false)}
            onSave={async (update) => {
              if (await onSave(update)) setEditing(false)
            }}
          />
        ) : (
          <>
            {compound.tags.length > 0 && (
              <ul aria-label={t`Tags`} className="flex flex-wrap gap-1">
                {compound.tags.map((tag) => (
                  <li key={tag} className="rounded bg-primary/10 px-2 py-0.5 text-small text-primary-strong">
                    {tag}
                  </li>
                ))}
              </ul>
            )}
            {activities.length > 0 && (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {activities.map(([name, value]) => (
                  <div key={name} className="contents">
                    <dt className="text-muted">{name}</dt>
                    <dd className="text-right tabular-nums text-ink">{value.toLocaleString(locale, { maximumSignificantDigits: 6 })}</dd>
                  </div>
                ))}
              </dl>
            )}
            {compound.notes && <p className="whitespace-pre-wrap text-ink">{compound.notes}</p>}
            <div className="flex flex-wrap gap-2">
              <Button onClick={onOpenInEditor}>
                <PenTool aria-hidden className="size-4" />
                {t`Open in editor`}
              </Button>
              {canWrite && (
                <>
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    <Pencil aria-hidden className="size-4" />
                    {t`Edit`}
                  </Button>
                  <Button variant="secondary" onClick={onDelete}>
                    <Trash2 aria-hidden className="size-4" />
                    {t`Delete`}
                  </Button>
                </>
              )}
            </div>
          </>
        )}
      </section>
      {descriptors && <StructureReport ocl={ocl} descriptors={descriptors} smiles={compound.smiles} />}
    </>
  )
}

function EditForm({ compound, onCancel, onSave }: { compound: Compound; onCancel(): void; onSave(update: CompoundUpdate): Promise<void> }) {
  const { t } = useLingui()
  const [name, setName] = useState(compound.name)
  const [tags, setTags] = useState(compound.tags.join(', '))
  const [notes, setNotes] = useState(compound.notes)
  const [rows, setRows] = useState(() => Object.entries(compound.activities).map(([key, value]) => ({ key, value: String(value) })))
  const [tried, setTried] = useState(false)
  const saving = useMutation(onSave)

  const nameError = tried && name.trim() === '' ? t`Please enter a name` : undefined
  const tagCheck = checkTags(splitTags(tags))
  const tagsError = tried && 'error' in tagCheck ? t`Tags: at most 20, each up to 30 characters.` : undefined
  const rowErrors = rows.map((r) => {
    if (r.key.trim() === '' && r.value.trim() === '') return undefined
    if (!COLUMN_NAME.test(r.key.trim())) return t`Use letters, digits, spaces and _-().%/ (up to 40).`
    if (parseNumber(r.value) === null) return t`Enter a number.`
    return undefined
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (name.trim() === '' || 'error' in tagCheck || rowErrors.some(Boolean) || saving.pending) return
    const activities = Object.fromEntries(rows.filter((r) => r.key.trim() !== '').map((r) => [r.key.trim(), parseNumber(r.value)!]))
    if ('error' in checkActivities(activities)) return
    await saving.run({ id: compound.id, name: name.trim(), tags: tagCheck.value, notes: notes.trim(), activities })
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label={t`Edit ${compound.name}`}>
      <TextField label={t`Name`} name="compoundName" required maxLength={100} value={name} error={nameError} onChange={(e) => setName(e.target.value)} />
      <TextField label={t`Tags (comma-separated)`} name="compoundTags" value={tags} error={tagsError} onChange={(e) => setTags(e.target.value)} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-ink">{t`Activities`}</legend>
        {rows.map((row, i) => (
          <div key={i} className="grid gap-1">
            <div className="flex gap-2">
              <input
                aria-label={t`Activity name`}
                name="activityName"
                value={row.key}
                maxLength={40}
                placeholder="IC50 (nM)"
                onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, key: e.target.value } : r)))}
                className="h-[var(--sw-control-h)] min-w-0 flex-1 rounded-control border border-line bg-surface px-2 text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
              />
              <input
                aria-label={t`Value`}
                name="activityValue"
                inputMode="decimal"
                value={row.value}
                onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, value: e.target.value } : r)))}
                className="h-[var(--sw-control-h)] w-28 rounded-control border border-line bg-surface px-2 text-right text-ink tabular-nums outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
              />
              <IconButton size="sm" label={t`Remove`} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                <X aria-hidden className="size-4" />
              </IconButton>
            </div>
            {tried && rowErrors[i] && <p className="text-small text-danger">{rowErrors[i]}</p>}
          </div>
        ))}
        <div>
          <Button variant="ghost" onClick={() => setRows([...rows, { key: '', value: '' }])}>
            <Plus aria-hidden className="size-4" />
            {t`Add an activity`}
          </Button>
        </div>
      </fieldset>
      <TextAreaField label={t`Notes`} name="notes" maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" loading={saving.pending}>
          {t`Save`}
        </Button>
      </div>
    </form>
  )
}
