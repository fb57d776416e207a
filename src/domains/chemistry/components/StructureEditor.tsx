/**
 * openchemlib's CanvasEditor inside our shadow root: created on mount in a div of ours (never its
 * `registerCustomElement`, which writes styles into the host page's head), destroyed on unmount,
 * so two editors on one page are independent. Reports every change with the molecule. A screen
 * kept alive and hidden (the console's tabs: React's <Activity> runs effect clean-ups but keeps
 * the DOM) keeps its editor — the drawing and its undo history — instead of starting over.
 */
import { useEffect, useImperativeHandle, useRef } from 'react'
import type { Molecule } from 'openchemlib'
import type { OCL } from '../ocl.ts'
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

interface HiddenEditor {
  editor: InstanceType<OCL['CanvasEditor']>
  ocl: OCL
  initial: string | undefined
  watch: ReturnType<typeof setInterval>
}

/** How often a hidden editor checks that its screen is still there. */
const HIDDEN_WATCH_MS = 5_000

export function StructureEditor({ ocl, label, onChange, ref, initial }: StructureEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const instance = useRef<InstanceType<OCL['CanvasEditor']> | null>(null)
  const changed = useRef(onChange)
  useEffect(() => {
    changed.current = onChange
  }, [onChange])

  useImperativeHandle(
    ref,
    () => ({
      setMolecule: (molecule) => instance.current?.setMolecule(molecule),
      getMolecule: () => instance.current!.getMolecule(),
      clear: () => instance.current?.clearAll(),
    }),
    [],
  )

  const hidden = useRef<HiddenEditor | null>(null)

  useEffect(() => {
    const element = host.current
    if (!element) return
    if (hidden.current) clearInterval(hidden.current.watch)
    const kept = hidden.current?.ocl === ocl && hidden.current.initial === initial ? hidden.current.editor : null
    if (hidden.current && !kept) hidden.current.editor.destroy()
    hidden.current = null
    const editor = kept ?? new ocl.CanvasEditor(element, { initialMode: 'molecule' })
    editor.setOnChangeListener((event) => changed.current(editor.getMolecule(), event.isUserEvent))
    instance.current = editor
    const start = !kept && initial ? parseStructure(ocl, initial) : null
    if (start?.ok) {
      editor.setMolecule(start.molecule)
      changed.current(editor.getMolecule(), false)
    }
    return () => {
      editor.removeOnChangeListener()
      // Still in the document: hidden, not gone — kept for when the screen shows again. A screen
      // closed while hidden runs no clean-up: the watch destroys the editor once it has left.
      if (element.isConnected) {
        const watch = setInterval(() => {
          if (element.isConnected) return
          clearInterval(watch)
          if (hidden.current?.editor === editor) hidden.current = null
          instance.current = null
          editor.destroy()
        }, HIDDEN_WATCH_MS)
        hidden.current = { editor, ocl, initial, watch }
        return
      }
      instance.current = null
      editor.destroy()
    }
  }, [ocl, initial])

  return <div ref={host} tabIndex={0} role="application" aria-label={label} className="relative h-[440px] w-full overflow-hidden rounded-md border border-line bg-white focus-visible:outline-2 focus-visible:outline-primary" />
}
