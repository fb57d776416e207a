/**
 * Draw the structure a workspace search looks for (a substructure, or a structure to find similar
 * ones) in openchemlib's editor, starting from what is typed; "Use this structure" puts its SMILES
 * in the search and runs it. The editor is its own instance: one kept alive on /2d is untouched.
 */
import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Molecule } from 'openchemlib'
import { Button } from '#platform/ui/Button.tsx'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import type { OCL } from '../runtime/ocl.ts'
import { StructureEditor } from './StructureEditor.tsx'

interface DrawQueryDialogProps {
  ocl: OCL
  open: boolean
  onOpenChange(open: boolean): void
  /** SMILES to start from (what is typed in the search). */
  initial: string
  onUse(smiles: string): void
}

export function DrawQueryDialog({ ocl, open, onOpenChange, initial, onUse }: DrawQueryDialogProps) {
  const { t } = useLingui()
  const [smiles, setSmiles] = useState(initial)
  const changed = (molecule: Molecule) => setSmiles(molecule.getAllAtoms() > 0 ? molecule.toIsomericSmiles() : '')
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogLayer part="dialog" className="grid max-h-[calc(100vh-2rem)] w-[min(44rem,calc(100vw-2rem))] gap-3 overflow-y-auto p-6">
        <DialogHeader className="" title={t`Draw the search structure`} description={t`Draw the structure to search for, then use it.`} />
        {open && <StructureEditor ocl={ocl} initial={initial || undefined} label={t`Search structure editor`} onChange={changed} />}
        <p className="min-h-5 font-mono text-small break-all text-muted" aria-live="polite" data-query-smiles={smiles}>
          {smiles ? `SMILES: ${smiles}` : t`Draw a structure.`}
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t`Cancel`}
          </Button>
          <Button
            disabled={!smiles}
            onClick={() => {
              onUse(smiles)
              onOpenChange(false)
            }}
          >
            {t`Use this structure`}
          </Button>
        </div>
      </DialogLayer>
    </DialogRoot>
  )
}
