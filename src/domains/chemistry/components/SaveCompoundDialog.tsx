/**
 * Save the structure on /2d to the compound workspace with a name and notes. The name is
 * required (≤ 100); the server reads the structure again and computes its properties. What was
 * typed stays when the save fails.
 */
import { useState, type FormEvent } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button } from '#platform/ui/Button.tsx'
import { TextField } from '#platform/ui/TextField.tsx'
import { TextAreaField } from '#platform/ui/TextAreaField.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { apiFor } from '#platform/store/api.ts'
import { useMutation } from '#platform/ui/useMutation.ts'
import { useConsole } from '#platform/ui/consoleContext.ts'
import { createChemistryApi } from '../contract.ts'
import { chemistryKeys } from '../logic/keys.ts'

interface SaveCompoundDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  smiles: string
  molfile: string
}

export function SaveCompoundDialog({ open, onOpenChange, smiles, molfile }: SaveCompoundDialogProps) {
  const { t } = useLingui()
  const { apiBase } = useConsole()
  const [name, setName] = useState('')
  const [notes, setNotes] = useState('')
  const [tried, setTried] = useState(false)
  // A failure: the HTTP layer showed the server's reason; the dialog keeps what was typed.
  const saving = useMutation(() => apiFor(apiBase, createChemistryApi).saveCompound({ name: name.trim(), notes: notes.trim(), smiles, molfile }), {
    invalidates: [chemistryKeys.compounds(apiBase)],
    success: msg`Saved to the compound workspace.`,
    successMs: 2500,
    onSuccess: () => {
      setName('')
      setNotes('')
      setTried(false)
      onOpenChange(false)
    },
  })
  const nameError = tried && name.trim() === '' ? t`Please enter a name` : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (name.trim() !== '') void saving.run()
  }

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogLayer part="dialog" className="w-[min(30rem,calc(100vw-2rem))] p-6">
        <DialogHeader
          title={t`Save to the compound workspace`}
          description={t`Name the structure and add notes; its properties are computed when it is saved.`}
        />
        <form noValidate onSubmit={submit} className="grid gap-4">
          <TextField
            label={t`Name`}
            name="compoundName"
            required
            maxLength={100}
            value={name}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
            data-autofocus
          />
          <TextAreaField label={t`Notes`} name="notes" maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} />
          <p className="font-mono text-small break-all text-muted">{smiles}</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={saving.pending}>
              {t`Save`}
            </Button>
          </div>
        </form>
      </DialogLayer>
    </DialogRoot>
  )
}
