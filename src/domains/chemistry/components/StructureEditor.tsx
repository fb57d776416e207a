/**
 * openchemlib's CanvasEditor inside our shadow root: created on mount in a div of ours (never its
 * `registerCustomElement`, which writes styles into the host page's head), destroyed on unmount,
 * so two editors on one page are independent. Reports every change with the molecule. An effect
 * that runs again with the same inputs (a kept-alive view, StrictMode) keeps its editor — the
 * drawing and its undo history — instead of starting over (platform/ui/useKeptWidget.ts).
 */
import { useEffect, useImperativeHandle, useRef } from 'react'
import { useKeptWidget } from '#platform/ui/useKeptWidget.ts'
import type { Molecule } from 'openchemlib'
import type { OCL } from '../runtime/ocl.ts'
import { parseStructure } from '../logic/descriptors.ts'

export interface EditorHandle {
  setMolecule(molecule: Molecule): void
  getMolecule(): Molecule
  clear(): void
}

interface StructureEditorProps {
  ocl: OCL
  label: string
  onChange(molecule: Molecule, byUser: boolean): void
  ref?: React.Ref<EditorHandle>
  /** SMILES or molfile to start with (reported through onChange, not as the user's). */
  initial?: string
}

export function StructureEditor({ ocl, label, onChange, ref, initial }: StructureEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const changed = useRef(onChange)
  useEffect(() => {
    changed.current = onChange
  }, [onChange])

  const instance = useKeptWidget(
    host,
    (element) => new ocl.CanvasEditor(element, { initialMode: 'molecule' }),
    (editor) => editor.destroy(),
    [ocl, initial],
    (editor, fresh) => {
      editor.setOnChangeListener((event) => changed.current(editor.getMolecule(), event.isUserEvent))
      const start = fresh && initial ? parseStructure(ocl, initial) : null
      if (start?.ok) {
        editor.setMolecule(start.molecule)
        changed.current(editor.getMolecule(), false)
      }
      return () => editor.removeOnChangeListener()
    },
  )

  useImperativeHandle(
    ref,
    () => ({
      setMolecule: (molecule) => instance.current?.setMolecule(molecule),
      getMolecule: () => instance.current!.getMolecule(),
      clear: () => instance.current?.clearAll(),
    }),
    [instance],
  )

  return (
    <div
      ref={host}
      tabIndex={0}
      role="application"
      aria-label={label}
      className="relative h-[440px] w-full overflow-hidden rounded-md border border-line bg-white focus-visible:outline-2 focus-visible:outline-primary"
    />
  )
}
