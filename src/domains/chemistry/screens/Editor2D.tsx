/**
 * /2d — the structure editor (a main tool screen, docs/spec.md#route-table): draw in openchemlib's editor or paste
 * SMILES or a molfile; properties, drug-likeness, toxicity risks and rule sets follow every
 * change live. Undo and redo (buttons, Ctrl+Z / Ctrl+Shift+Z) step through the structures; copy
 * SMILES, molfile or SVG; download SVG or PNG. Bad input names the problem and keeps the last
 * good structure; more than MAX_ATOMS atoms is refused.
 */
import { useCallback, useRef, useState, type KeyboardEvent } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { CircleAlert, Copy, Download, Eraser, Redo2, Save, Undo2 } from 'lucide-react'
import { useSnapshot } from 'valtio'
import type { Molecule } from 'openchemlib'
import { Button } from '#platform/ui/Button.tsx'
import { showToast } from '#platform/store/feedback.ts'
import { computeDescriptors, MAX_ATOMS, parseStructure, type Descriptors } from '../logic/descriptors.ts'
import type { OCL } from '../runtime/ocl.ts'
import { OclGate } from '../components/OclGate.tsx'
import { StructureEditor, type EditorHandle } from '../components/StructureEditor.tsx'
import { StructureReport } from '../components/StructureReport.tsx'
import { copyText, downloadPng, downloadSvg } from '../runtime/exports.ts'
import { SaveCompoundDialog } from '../components/SaveCompoundDialog.tsx'
import { userState } from '#platform/store/user.ts'
import { useViewSearch } from '#platform/ui/viewPresence.ts'

/** Structures kept for undo. */
const HISTORY = 50
const SVG_SIZE = { width: 480, height: 360 }

const PARSE_ERRORS: Record<'empty' | 'tooLarge' | 'invalid', MessageDescriptor> = {
  empty: msg`Paste a SMILES string or a molfile first.`,
  tooLarge: msg`This structure has more than 1,000 atoms, which the editor does not take.`,
  invalid: msg`This is not a valid SMILES string or molfile.`,
}

export function Editor2D() {
  return <OclGate>{(ocl) => <Workspace ocl={ocl} />}</OclGate>
}

function Workspace({ ocl }: { ocl: OCL }) {
  const { t, i18n } = useLingui()
  const editor = useRef<EditorHandle | null>(null)
  const current = useRef('')
  const [past, setPast] = useState<string[]>([])
  const [future, setFuture] = useState<string[]>([])
  const [descriptors, setDescriptors] = useState<Descriptors | null>(null)
  const [smiles, setSmiles] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const { activeRole } = useSnapshot(userState)
  const canSave = activeRole === 'ROLE_ADMIN' || activeRole === 'ROLE_EDITOR'
  const params = useViewSearch()
  const requested = params.get('smiles')
  const [input, setInput] = useState(requested ?? '')

  const show = useCallback(
    (molecule: Molecule) => {
      current.current = molecule.getAllAtoms() > 0 ? molecule.toMolfile() : ''
      setSmiles(molecule.getAllAtoms() > 0 ? molecule.toIsomericSmiles() : '')
      setDescriptors(molecule.getAllAtoms() > 0 ? computeDescriptors(ocl, molecule) : null)
    },
    [ocl],
  )

  const place = (molfile: string) => {
    const molecule = molfile ? ocl.Molecule.fromMolfile(molfile) : new ocl.Molecule(0, 0)
    editor.current?.setMolecule(molecule)
    show(molecule)
  }

  const onEditorChange = useCallback(
    (molecule: Molecule, byUser: boolean) => {
      // Our own setMolecule calls (load, undo, redo) report back too: nothing new then.
      const molfile = molecule.getAllAtoms() > 0 ? molecule.toMolfile() : ''
      if (molfile === current.current) return
      if (!byUser) return show(molecule)
      if (molecule.getAllAtoms() > MAX_ATOMS) {
        setProblem(i18n._(PARSE_ERRORS.tooLarge))
        editor.current?.setMolecule(current.current ? ocl.Molecule.fromMolfile(current.current) : new ocl.Molecule(0, 0))
        return
      }
      remember(current.current)
      setProblem(null)
      show(molecule)
    },
    [i18n, ocl, show],
  )

  function load() {
    const parsed = parseStructure(ocl, input)
    if (!parsed.ok) {
      setProblem(parsed.detail ? `${i18n._(PARSE_ERRORS[parsed.reason])} ${parsed.detail}` : i18n._(PARSE_ERRORS[parsed.reason]))
      return
    }
    setProblem(null)
    remember(current.current)
    editor.current?.setMolecule(parsed.molecule)
    show(parsed.molecule)
  }

  // The updaters run at the next render, after `current` has moved on: capture it first.
  function remember(before: string) {
    setPast((p) => [...p, before].slice(-HISTORY))
    setFuture([])
  }

  function undo() {
    if (past.length === 0) return
    const now = current.current
    setFuture((f) => [now, ...f])
    setPast((p) => p.slice(0, -1))
    place(past[past.length - 1]!)
  }

  function redo() {
    if (future.length === 0) return
    const now = current.current
    setPast((p) => [...p, now])
    setFuture((f) => f.slice(1))
    place(future[0]!)
  }

  function clear() {
    if (!current.current) return
    remember(current.current)
    place('')
  }

  const molecule = () => ocl.Molecule.fromMolfile(current.current)
  const svg = () => molecule().toSVG(SVG_SIZE.width, SVG_SIZE.height, undefined, { autoCrop: true, autoCropMargin: 10 })
  const copied = (what: string) => showToast({ kind: 'success', text: what, duration: 2000 })
  const copy = (kind: 'smiles' | 'molfile' | 'svg') => {
    const text = kind === 'smiles' ? smiles : kind === 'molfile' ? current.current : svg()
    copyText(text).then(
      () => copied(kind === 'smiles' ? t`SMILES copied.` : kind === 'molfile' ? t`Molfile copied.` : t`SVG copied.`),
      () => showToast({ kind: 'error', message: msg`The clipboard is not available here.` }),
    )
  }

  function onKeyDown(event: KeyboardEvent) {
    const target = event.target as HTMLElement
    if (target.closest('input, textarea')) return
    const mod = event.ctrlKey || event.metaKey
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault()
      if (event.shiftKey) redo()
      else undo()
    } else if (mod && event.key.toLowerCase() === 'y') {
      event.preventDefault()
      redo()
    }
  }

  const empty = smiles === ''
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_380px]" onKeyDown={onKeyDown}>
      <section aria-labelledby="sw-2d-title" className="grid min-w-0 content-start gap-3 self-start rounded-lg border border-line bg-surface p-4 shadow-sm">
        <h1 id="sw-2d-title" className="text-title font-semibold text-ink">
          {t`2D structure editor`}
        </h1>
        <form
          className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto]"
          onSubmit={(event) => {
            event.preventDefault()
            load()
          }}
        >
          <label className="sr-only" htmlFor="sw-2d-input">
            {t`SMILES or molfile`}
          </label>
          <textarea
            id="sw-2d-input"
            name="structure"
            rows={1}
            value={input}
            placeholder={t`Paste SMILES or a molfile, e.g. CC(=O)Oc1ccccc1C(=O)O`}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'sw-2d-problem' : undefined}
            spellCheck={false}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault()
                load()
              }
            }}
            className="min-h-[var(--sw-control-h)] resize-y rounded-control border border-line bg-surface px-3 py-2 font-mono text-minor text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
          />
          <Button type="submit">{t`Load structure`}</Button>
        </form>
        {problem && (
          <p id="sw-2d-problem" role="alert" className="flex items-start gap-2 rounded-control border border-danger/30 bg-danger/5 px-3 py-2 text-danger">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {problem} {t`The last good structure is kept.`}
            </span>
          </p>
        )}
        <div role="toolbar" aria-label={t`Structure actions`} className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={undo} disabled={past.length === 0} aria-keyshortcuts="Control+Z">
            <Undo2 aria-hidden className="size-4" />
            {t`Undo`}
          </Button>
          <Button variant="secondary" onClick={redo} disabled={future.length === 0} aria-keyshortcuts="Control+Shift+Z">
            <Redo2 aria-hidden className="size-4" />
            {t`Redo`}
          </Button>
          <Button variant="secondary" onClick={clear} disabled={empty}>
            <Eraser aria-hidden className="size-4" />
            {t`Clear`}
          </Button>
          {canSave && (
            <Button variant="secondary" onClick={() => setSaving(true)} disabled={empty}>
              <Save aria-hidden className="size-4" />
              {t`Save to workspace`}
            </Button>
          )}
          <Button variant="ghost" onClick={() => copy('smiles')} disabled={empty}>
            <Copy aria-hidden className="size-4" />
            {t`Copy SMILES`}
          </Button>
          <Button variant="ghost" onClick={() => copy('molfile')} disabled={empty}>
            <Copy aria-hidden className="size-4" />
            {t`Copy molfile`}
          </Button>
          <Button variant="ghost" onClick={() => copy('svg')} disabled={empty}>
            <Copy aria-hidden className="size-4" />
            {t`Copy SVG`}
          </Button>
          <Button variant="ghost" onClick={() => downloadSvg(svg(), 'structure.svg')} disabled={empty}>
            <Download aria-hidden className="size-4" />
            SVG
          </Button>
          <Button variant="ghost" onClick={() => void downloadPng(svg(), SVG_SIZE.width, SVG_SIZE.height, 'structure.png')} disabled={empty}>
            <Download aria-hidden className="size-4" />
            PNG
          </Button>
        </div>
        <SaveCompoundDialog open={saving} onOpenChange={setSaving} smiles={smiles} molfile={saving ? current.current : ''} />
        {/* "Open in editor" from the workspace (/2d?smiles=…) starts the editor on that structure. */}
        <StructureEditor
          key={requested ?? ''}
          initial={requested ?? undefined}
          ocl={ocl}
          ref={editor}
          label={t`Structure editor: draw a molecule`}
          onChange={onEditorChange}
        />
        <p className="min-h-5 font-mono text-small break-all text-muted" aria-live="polite" data-smiles={smiles}>
          {smiles ? `SMILES: ${smiles}` : t`Draw a structure, or paste SMILES or a molfile above.`}
        </p>
      </section>
      <div className="grid min-w-0 content-start gap-4">
        {descriptors && smiles ? (
          <StructureReport ocl={ocl} descriptors={descriptors} smiles={smiles} />
        ) : (
          <p className="rounded-lg border border-dashed border-line bg-surface p-6 text-center text-muted">{t`Properties, drug-likeness rules and toxicity risks appear here as soon as there is a structure.`}</p>
        )}
      </div>
    </div>
  )
}
